import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ZMyYtLink, ZYtLinkRequest, ZYtLinkResult, ZYtOpenRequest } from '@collably/shared/schemas/tools';
import type { AppContext } from '../../platform/context';
import { currentUser } from '../../platform/auth/guards';
import { envelopeOf, ok } from '../../platform/http/envelope';
import * as tools from './tools.service';

/**
 * The free YouTube direct-link tool (spec §2 'YouTube tool', §5): anyone makes links; a signed-in maker sees
 * theirs with how often each was opened.
 */
export const toolRoutes: FastifyPluginAsyncZod<AppContext> = async (app, ctx) => {
  const tags = ['tools'];
  const security = [{ bearer: [] }];

  app.post(
    '/api/tools/ytlink',
    {
      onRequest: app.identify,
      schema: {
        tags,
        summary: 'Make the direct in-app link of a YouTube link (visitors too)',
        body: ZYtLinkRequest,
        response: { 200: envelopeOf(ZYtLinkResult) },
      },
    },
    async (req) =>
      ok(await tools.createLink(ctx, { link: req.body.link, userId: req.auth?.userId ?? null, ip: req.ip })),
  );

  app.post(
    '/api/tools/ytopen',
    {
      schema: {
        tags,
        summary: 'Count one open of a /yt/{link} page (limited per IP; repeats within an hour not counted)',
        body: ZYtOpenRequest,
        response: { 200: envelopeOf(z.object({ isCounted: z.boolean() })) },
      },
    },
    async (req) => ok(await tools.openLink(ctx, { param: req.body.link, ip: req.ip })),
  );

  app.get(
    '/api/tools/mylinks',
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        security,
        summary: "The caller's generated links with their open counts, last made first",
        response: { 200: envelopeOf(z.array(ZMyYtLink)) },
      },
    },
    async (req) => ok(await tools.myLinks(ctx, currentUser(req.auth).userId)),
  );
};
