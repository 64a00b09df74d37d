import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { Role } from '@collably/shared/constants/roles';
import { FavouriteMessages } from '@collably/shared/messages/favourites';
import { ZInfluencerListItem } from '@collably/shared/schemas/discovery';
import { ZToggleFavouriteRequest, ZToggleFavouriteResult } from '@collably/shared/schemas/favourites';
import type { AppContext } from '../../platform/context';
import { currentUser } from '../../platform/auth/guards';
import { envelopeOf, ok } from '../../platform/http/envelope';
import { listFavourites, toggleFavourite } from './favourites.service';

/** Favourites (spec §7), brand only. */
export const favouriteRoutes: FastifyPluginAsyncZod<AppContext> = async (app, ctx) => {
  const tags = ['favourites'];
  const security = [{ bearer: [] }];
  const brandOnly = app.requireRole(Role.Brand);

  app.get(
    '/api/brand/get-favourites',
    {
      onRequest: brandOnly,
      schema: { tags, security, response: { 200: envelopeOf(z.array(ZInfluencerListItem)) } },
    },
    async (req) => ok(await listFavourites(ctx, currentUser(req.auth).userId)),
  );

  app.post(
    '/api/brand/add-favourite',
    {
      onRequest: brandOnly,
      schema: {
        tags,
        security,
        body: ZToggleFavouriteRequest,
        response: { 200: envelopeOf(ZToggleFavouriteResult) },
      },
    },
    async (req) => {
      const result = await toggleFavourite(ctx, {
        brandUserId: currentUser(req.auth).userId,
        influencerUserId: req.body.userId,
      });
      return ok(result, result.isFavourite ? FavouriteMessages.added : FavouriteMessages.removed);
    },
  );
};
