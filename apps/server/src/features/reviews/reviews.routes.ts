import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { Role } from '@collably/shared/constants/roles';
import { ReviewMessages as M } from '@collably/shared/messages/reviews';
import {
  ZCollabReviews,
  ZHideReviewRequest,
  ZReportedReview,
  ZReportReviewRequest,
  ZUserReviews,
  ZUserReviewsParams,
  ZWriteReviewRequest,
} from '@collably/shared/schemas/reviews';
import type { AppContext } from '../../platform/context';
import { currentUser } from '../../platform/auth/guards';
import { envelopeOf, ok } from '../../platform/http/envelope';
import * as reviews from './reviews.service';

/**
 * Double-blind reviews (issue 19 part 2). Only a complete collab's brand and influencer write; the server
 * decides what each caller sees (the other side's review only once visible); any signed-in user reports; only
 * the super admin hides.
 */
export const reviewRoutes: FastifyPluginAsyncZod<AppContext> = async (app, ctx) => {
  const tags = ['reviews'];
  const security = [{ bearer: [] }];
  const parties = app.requireRole(Role.Brand, Role.Influencer);
  const signedIn = app.requireRole(Role.Influencer, Role.Brand, Role.Staff, Role.SuperAdmin);
  const superAdmin = app.requireRole(Role.SuperAdmin);

  app.post(
    '/api/user/review',
    {
      onRequest: parties,
      schema: {
        tags,
        security,
        description: `The caller's review of the other party of their complete collab, once, within the window.`,
        body: ZWriteReviewRequest,
        response: { 200: envelopeOf(ZCollabReviews) },
      },
    },
    async (req) => ok(await reviews.writeReview(ctx, currentUser(req.auth), req.body), M.written),
  );

  app.get(
    '/api/user/reviews',
    {
      onRequest: parties,
      schema: { tags, security, response: { 200: envelopeOf(z.array(ZCollabReviews)) } },
    },
    async (req) => ok(await reviews.myCollabReviews(ctx, currentUser(req.auth))),
  );

  app.get(
    '/api/reviews/:userId',
    {
      schema: { tags, params: ZUserReviewsParams, response: { 200: envelopeOf(ZUserReviews) } },
    },
    async (req) => ok(await reviews.userReviews(ctx, req.params.userId)),
  );

  app.post(
    '/api/user/review/report',
    {
      onRequest: signedIn,
      schema: { tags, security, body: ZReportReviewRequest, response: { 200: envelopeOf(z.null()) } },
    },
    async (req) => {
      await reviews.reportReview(ctx, currentUser(req.auth), req.body);
      return ok(null, M.reported);
    },
  );

  app.get(
    '/api/admin/reviews/reported',
    {
      onRequest: superAdmin,
      schema: { tags, security, response: { 200: envelopeOf(z.array(ZReportedReview)) } },
    },
    async () => ok(await reviews.reportedReviews(ctx)),
  );

  app.post(
    '/api/admin/reviews/hide',
    {
      onRequest: superAdmin,
      schema: {
        tags,
        security,
        body: ZHideReviewRequest,
        response: { 200: envelopeOf(ZReportedReview.nullable()) },
      },
    },
    async (req) =>
      ok(
        await reviews.setReviewHidden(ctx, currentUser(req.auth), req.body),
        req.body.isHidden ? M.hidden : M.unhidden,
      ),
  );
};
