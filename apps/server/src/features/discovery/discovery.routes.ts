import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ZInfluencerListPage,
  ZInfluencerListQuery,
  ZPopularInfluencersParams,
} from '@collably/shared/schemas/discovery';
import { envelopeOf, sendSerialized } from '../../platform/http/envelope';
import type { AppContext } from '../../platform/context';
import { createDiscoveryService } from './discovery.service';

export const discoveryRoutes: FastifyPluginAsyncZod<AppContext> = async (app, ctx) => {
  const discovery = createDiscoveryService(ctx.db, { responseCacheEntries: ctx.config.listingCacheEntries });
  // Before the server listens: an instance takes traffic once it can answer any search from memory.
  app.addHook('onReady', () => discovery.warm());
  const tags = ['discovery'];
  const response = { 200: envelopeOf(ZInfluencerListPage) };
  app.get(
    '/api/influencer/List',
    {
      schema: {
        tags,
        summary: 'Search influencers (spec §7)',
        querystring: ZInfluencerListQuery,
        response,
      },
    },
    async (req, reply) => sendSerialized(reply, await discovery.list(req.query)),
  );
  app.get(
    '/api/influencer/Influencers/:pageSize/:page',
    { schema: { tags, summary: 'Popular influencers', params: ZPopularInfluencersParams, response } },
    async (req, reply) => sendSerialized(reply, await discovery.popular(req.params)),
  );
};
