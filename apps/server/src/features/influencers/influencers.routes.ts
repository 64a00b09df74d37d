import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { Role, UserStatus } from '@collably/shared/constants/roles';
import { InfluencerMessages } from '@collably/shared/messages/influencers';
import { ZIdParam } from '@collably/shared/schemas/common';
import {
  ZAddDetailRequest,
  ZAddGstRequest,
  ZAddSocialAccountRequest,
  ZDeletePlatformRequest,
  ZDeleteServiceRequest,
  ZGst,
  ZInfluencerDetails,
  ZPortfolio,
  ZSaveServicesRequest,
  ZSocialAccount,
  ZUpdatePortfolioRequest,
  ZUserIdQuery,
  ZUserInfo,
} from '@collably/shared/schemas/influencers';
import type { AppContext } from '../../platform/context';
import { currentUser } from '../../platform/auth/guards';
import { envelopeOf, ok } from '../../platform/http/envelope';
import { referralCodeOf, type RecordReferralVisit } from '../../platform/http/referral';
import * as influencers from './influencers.service';

/** Influencer profile calls of spec §7, under /api/influencer/. */
export const influencerRoutes: FastifyPluginAsyncZod<
  AppContext & { recordReferralVisit: RecordReferralVisit }
> = async (app, ctx) => {
  const tags = ['influencers'];
  const security = [{ bearer: [] }];
  // Role checks run on request, before the body is validated: a brand gets 403 whatever it sent.
  const editors = app.requireRole(Role.Influencer, Role.Staff, Role.SuperAdmin);
  const ZSocialAccounts = envelopeOf(z.array(ZSocialAccount));

  app.get(
    '/api/influencer/get-details/:id',
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        security,
        params: z.object({ id: ZIdParam }),
        response: { 200: envelopeOf(ZInfluencerDetails) },
      },
    },
    async (req) => ok(await influencers.getDetails(ctx, currentUser(req.auth), req.params.id)),
  );

  app.get(
    '/api/influencer/get-userdetails/:name',
    {
      onRequest: app.identify,
      schema: {
        tags,
        description:
          'Public profile. With a Czref header (the referral cookie) a view of an active profile by anyone but ' +
          'its owner is recorded as a referral visit, once per code, profile, viewer and day.',
        params: z.object({ name: z.string().min(1).max(100) }),
        response: { 200: envelopeOf(ZUserInfo) },
      },
    },
    async (req) => {
      const info = await influencers.getUserInfo(ctx, req.auth, req.params.name);
      const code = referralCodeOf(req.headers.czref);
      const viewerUserId = req.auth?.userId ?? null;
      if (code && info.status === UserStatus.Active) {
        // A lost visit must not cost the viewer the profile.
        await ctx
          .recordReferralVisit({ code, influencerUserId: info.userId, viewerUserId, ip: req.ip })
          .catch((err: unknown) => req.log.warn({ err }, 'referral visit not recorded'));
      }
      return ok(info);
    },
  );

  app.post(
    '/api/influencer/add-detail',
    {
      onRequest: editors,
      schema: {
        tags,
        security,
        body: ZAddDetailRequest,
        response: { 200: envelopeOf(ZInfluencerDetails) },
      },
    },
    async (req) =>
      ok(await influencers.addDetail(ctx, currentUser(req.auth), req.body), InfluencerMessages.detailsSaved),
  );

  app.post(
    '/api/influencer/add-socialaccounts',
    {
      onRequest: editors,
      schema: { tags, security, body: ZAddSocialAccountRequest, response: { 200: ZSocialAccounts } },
    },
    async (req) =>
      ok(
        await influencers.addSocialAccount(ctx, currentUser(req.auth), req.body),
        InfluencerMessages.socialAccountSaved,
      ),
  );

  app.post(
    '/api/influencer/add-socialaccount-service',
    {
      onRequest: editors,
      schema: {
        tags,
        security,
        querystring: ZUserIdQuery,
        body: ZSaveServicesRequest,
        response: { 200: ZSocialAccounts },
      },
    },
    async (req) =>
      ok(
        await influencers.saveServices(
          ctx,
          currentUser(req.auth),
          req.query.UserId,
          req.body.map((s) => ({
            serviceId: s.influencerServiceId,
            platformId: s.plateformId,
            title: s.title,
            description: s.description,
            price: s.price,
            allowUgc: s.allowUGC,
            ugcPrice: s.ugcPrice,
            revisions: s.Revisions,
            extraRevisionPrice: s.ExtraRevisionPrice,
          })),
        ),
        InfluencerMessages.servicesSaved,
      ),
  );

  app.post(
    '/api/influencer/deleteservice',
    {
      onRequest: editors,
      schema: { tags, security, body: ZDeleteServiceRequest, response: { 200: ZSocialAccounts } },
    },
    async (req) =>
      ok(
        await influencers.deleteService(ctx, currentUser(req.auth), {
          userId: req.body.userId,
          serviceId: req.body.influencerServiceId,
        }),
        InfluencerMessages.serviceDeleted,
      ),
  );

  app.post(
    '/api/influencer/deleteplatform',
    {
      onRequest: editors,
      schema: { tags, security, body: ZDeletePlatformRequest, response: { 200: ZSocialAccounts } },
    },
    async (req) =>
      ok(
        await influencers.deletePlatform(ctx, currentUser(req.auth), {
          userId: req.body.userId,
          platformId: req.body.plateformId,
        }),
        InfluencerMessages.platformDeleted,
      ),
  );

  app.post(
    '/api/influencer/updateportfolio',
    {
      onRequest: editors,
      schema: { tags, security, body: ZUpdatePortfolioRequest, response: { 200: envelopeOf(ZPortfolio) } },
    },
    async (req) =>
      ok(
        await influencers.savePortfolio(ctx, currentUser(req.auth), {
          userId: req.body.UserId,
          url1: req.body.URL1,
          url2: req.body.URL2,
          url3: req.body.URL3,
        }),
        InfluencerMessages.portfolioSaved,
      ),
  );

  app.post(
    '/api/influencer/add-gst',
    {
      onRequest: editors,
      schema: {
        tags,
        security,
        querystring: ZUserIdQuery,
        body: ZAddGstRequest,
        response: { 200: envelopeOf(ZGst) },
      },
    },
    async (req) =>
      ok(
        await influencers.saveGst(ctx, currentUser(req.auth), req.query.UserId, req.body),
        InfluencerMessages.gstSaved,
      ),
  );
};
