import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { Role } from '@collably/shared/constants/roles';
import { ZReferralReportPage, ZReferralReportQuery } from '@collably/shared/schemas/referrals';
import type { AppContext } from '../../platform/context';
import { envelopeOf, ok } from '../../platform/http/envelope';
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
};
