import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import { Role } from '@collably/shared/constants/roles';
import {
  ZReferralReportPage,
  ZReferralReportQuery,
  ZReferralVisitRequest,
} from '@collably/shared/schemas/referrals';
import type { AppContext } from '../../platform/context';
import { envelopeOf, ok, ZNoData } from '../../platform/http/envelope';
import { referralCodeOf } from '../../platform/http/referral';
import { ipKey } from '../../platform/http/throttle';
import * as referrals from './referrals.service';

/** The super admin's referral report (spec §3 czref): visits and paid orders per code. Staff 98 see no money. */
export const referralRoutes: FastifyPluginAsyncZod<AppContext> = async (app, ctx) => {
  app.get(
    '/api/admin/referrals',
    {
      onRequest: app.requireRole(Role.SuperAdmin),
      schema: {
        tags: ['referrals'],
        security: [{ bearer: [] }],
        summary:
          'Per referral code: profile visits, paid orders and their value (paise), highest value first',
        querystring: ZReferralReportQuery,
        response: { 200: envelopeOf(ZReferralReportPage) },
      },
    },
    async (req) => ok(await referrals.report(ctx, req.query)),
  );

  app.post(
    '/api/referrals/visit',
    {
      // Per IP before the body is read, as every anonymous write; then the optional session, as the profile call.
      onRequest: [
        async (req: FastifyRequest) => ctx.throttle.hit('referralVisit', ipKey(req.ip)),
        app.identify,
      ],
      schema: {
        tags: ['referrals'],
        summary:
          'A public profile painted by the server, opened with a Czref header (the referral cookie): its ' +
          'visit is recorded as the profile call records it, once per code, profile, viewer and day ' +
          '(visitors too; limited per IP)',
        body: ZReferralVisitRequest,
        response: { 200: envelopeOf(ZNoData) },
      },
    },
    async (req) => {
      await referrals.recordProfileVisit(ctx, {
        code: referralCodeOf(req.headers.czref),
        userName: req.body.userName,
        viewerUserId: req.auth?.userId ?? null,
        ip: req.ip,
      });
      return ok(null);
    },
  );
};
