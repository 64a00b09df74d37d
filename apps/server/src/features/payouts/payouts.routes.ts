import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { Role } from '@collably/shared/constants/roles';
import { PayoutMessages } from '@collably/shared/messages/payouts';
import {
  ZPayoutTerms,
  ZApprovePayoutRequest,
  ZDeclinePayoutRequest,
  ZPayoutBank,
  ZPayoutDetails,
  ZPayoutHistoryQuery,
  ZPayoutIdQuery,
  ZPayoutRecord,
  payoutRequestSchema,
} from '@collably/shared/schemas/payouts';
import type { AppContext } from '../../platform/context';
import { currentUser } from '../../platform/auth/guards';
import { envelopeOf, ok } from '../../platform/http/envelope';
import * as payouts from './payouts.service';

const security = [{ bearer: [] }];

/** The amount as the raw body carries it, before validation: a positive number (or numeric text), else undefined. */
const rawAmount = (body: unknown): number | undefined => {
  const value = (body as { Amount?: unknown } | null | undefined)?.Amount;
  const amount = typeof value === 'string' ? Number(value.trim()) : value;
  return typeof amount === 'number' && Number.isFinite(amount) && amount > 0 ? amount : undefined;
};

/**
 * Influencer payouts (spec §2 Payment details, §3, §5, §7). Money is the influencer's and the super admin's
 * business only: brands and staff (98) are refused everywhere here.
 */
/** The super admin's answer to an approval, by what became of the payout. */
const APPROVED_MESSAGE: Record<payouts.ApproveOutcome, string> = {
  released: PayoutMessages.approved,
  processing: PayoutMessages.approvedProcessing,
  unanswered: PayoutMessages.railUnanswered,
};

export const payoutRoutes: FastifyPluginAsyncZod<AppContext> = async (app, ctx) => {
  const tags = ['payouts'];
  const influencer = app.requireRole(Role.Influencer);
  const superAdmin = app.requireRole(Role.SuperAdmin);

  app.post(
    '/api/user/requestpayout',
    {
      onRequest: influencer,
      // The spec's order puts 'amount above the balance' before the required fields (§5); the schema cannot
      // know the balance, so it is checked here, before validation. The ledger re-checks it atomically.
      // A request already waiting answers first: a repeated request is told about it, not about its amount.
      preValidation: async (req) => {
        const { userId } = currentUser(req.auth);
        await payouts.assertNoneWaiting(ctx, userId);
        const amount = rawAmount(req.body);
        if (amount !== undefined) await payouts.assertWithinBalance(ctx, userId, amount);
      },
      // The deployment's UPI limit, so a request RazorpayX would take is never refused here.
      schema: {
        tags,
        security,
        body: payoutRequestSchema(undefined, ctx.config.payoutTerms.upiMaxPaise),
        response: { 200: envelopeOf(z.literal(true)) },
      },
    },
    async (req) => {
      await payouts.requestPayout(ctx, currentUser(req.auth).userId, req.body);
      return ok(true as const, PayoutMessages.requested);
    },
  );

  app.get(
    '/api/user/payouthistory',
    {
      onRequest: app.requireRole(Role.Influencer, Role.SuperAdmin),
      schema: {
        tags,
        security,
        querystring: ZPayoutHistoryQuery,
        response: { 200: envelopeOf(z.array(ZPayoutRecord)) },
      },
    },
    async (req) => ok(await payouts.payoutHistory(ctx, currentUser(req.auth), req.query)),
  );

  app.get(
    '/api/user/payoutbank',
    { onRequest: influencer, schema: { tags, security, response: { 200: envelopeOf(ZPayoutBank) } } },
    async (req) => ok(await payouts.payoutBank(ctx, currentUser(req.auth).userId)),
  );

  app.get(
    '/api/user/payoutterms',
    {
      onRequest: app.requireRole(Role.Influencer, Role.SuperAdmin),
      schema: { tags, security, response: { 200: envelopeOf(ZPayoutTerms) } },
    },
    () => ok(payouts.payoutTerms(ctx)),
  );

  app.get(
    '/api/payout/details',
    {
      onRequest: superAdmin,
      schema: { tags, security, querystring: ZPayoutIdQuery, response: { 200: envelopeOf(ZPayoutDetails) } },
    },
    async (req) => ok(await payouts.payoutDetails(ctx, req.query.payoutId)),
  );

  app.post(
    '/api/payout/approve',
    {
      onRequest: superAdmin,
      schema: {
        tags,
        security,
        querystring: ZPayoutIdQuery,
        body: ZApprovePayoutRequest,
        response: { 200: envelopeOf(z.literal(true)) },
      },
    },
    async (req) => {
      const outcome = await payouts.approvePayout(ctx, {
        payoutId: req.query.payoutId,
        adminUserId: currentUser(req.auth).userId,
        reference: req.body?.reference,
      });
      return ok(true as const, APPROVED_MESSAGE[outcome]);
    },
  );

  app.post(
    '/api/payout/decline',
    {
      onRequest: superAdmin,
      schema: {
        tags,
        security,
        querystring: ZPayoutIdQuery,
        body: ZDeclinePayoutRequest,
        response: { 200: envelopeOf(z.literal(true)) },
      },
    },
    async (req) => {
      await payouts.declinePayout(ctx, {
        payoutId: req.query.payoutId,
        adminUserId: currentUser(req.auth).userId,
        reason: req.body.reason,
      });
      return ok(true as const, PayoutMessages.declined);
    },
  );
};
