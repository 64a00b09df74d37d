import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { Role } from '@collably/shared/constants/roles';
import { formatRupees, rupeesToPaise } from '@collably/shared/domain/pricing';
import { PayoutMessages } from '@collably/shared/messages/payouts';
import { WithdrawalMessages } from '@collably/shared/messages/withdrawals';
import { ZApprovePayoutRequest, ZDeclinePayoutRequest } from '@collably/shared/schemas/payouts';
import {
  bankWithdrawRequestSchema,
  ZBankWithdrawalRequest,
  ZWithdrawalIdQuery,
  ZBrandIdQuery,
  ZBrandWithdrawals,
  ZMyWithdrawals,
  ZRefundToPaymentRequest,
  ZWithdrawRequest,
  ZWithdrawal,
} from '@collably/shared/schemas/withdrawals';
import { z } from 'zod';
import type { AppContext } from '../../platform/context';
import { currentUser } from '../../platform/auth/guards';
import { envelopeOf, ok } from '../../platform/http/envelope';
import { AppError } from '../../platform/http/errors';
import * as bankWithdrawals from './bank-withdrawals.service';
import * as withdrawals from './withdrawals.service';

const security = [{ bearer: [] }];

/**
 * Money leaving a brand's wallet (issues 17, 18): back to the payment methods it paid with (the brand's own
 * withdrawal, the super admin's refund of one payment), or by bank transfer (the brand's request, the super
 * admin's approval or rejection). Influencers and staff are refused everywhere; a brand only ever moves its
 * own wallet.
 */
export const withdrawalRoutes: FastifyPluginAsyncZod<AppContext> = async (app, ctx) => {
  const tags = ['withdrawals'];
  const superAdmin = app.requireRole(Role.SuperAdmin);
  const brand = app.requireRole(Role.Brand);

  app.get(
    '/api/withdrawals/mine',
    { onRequest: brand, schema: { tags, security, response: { 200: envelopeOf(ZMyWithdrawals) } } },
    async (req) => ok(await withdrawals.myWithdrawals(ctx, currentUser(req.auth).userId)),
  );

  app.post(
    '/api/withdrawals/withdraw',
    {
      onRequest: brand,
      schema: { tags, security, body: ZWithdrawRequest, response: { 200: envelopeOf(z.array(ZWithdrawal)) } },
    },
    async (req) => {
      const amountPaise = rupeesToPaise(req.body.amount);
      const made = await withdrawals.withdrawToPaymentMethods(ctx, currentUser(req.auth).userId, amountPaise);
      const gone = made.withdrawals.filter((w) => w.status !== 'failed');
      // Every part refused: recorded as failed, the money back in the wallet, answered as a refusal.
      if (gone.length === 0) {
        const reason = made.withdrawals[0]?.failureReason ?? 'refund failed';
        throw new AppError('BAD_REQUEST', WithdrawalMessages.withdrawalRefused(reason));
      }
      const amount = formatRupees(gone.reduce((sum, w) => sum + rupeesToPaise(w.amount), 0));
      const message = made.isAnswered
        ? WithdrawalMessages.withdrawn(amount)
        : WithdrawalMessages.withdrawalUnanswered(amount);
      return ok(made.withdrawals, message);
    },
  );

  app.get(
    '/api/withdrawals/brand',
    {
      onRequest: superAdmin,
      schema: {
        tags,
        security,
        querystring: ZBrandIdQuery,
        response: { 200: envelopeOf(ZBrandWithdrawals) },
      },
    },
    async (req) => ok(await withdrawals.brandWithdrawals(ctx, req.query.brandUserId)),
  );

  app.post(
    '/api/withdrawals/refund',
    {
      onRequest: superAdmin,
      schema: { tags, security, body: ZRefundToPaymentRequest, response: { 200: envelopeOf(ZWithdrawal) } },
    },
    async (req) => {
      const amountPaise = rupeesToPaise(req.body.amount);
      const { withdrawal, isAnswered } = await withdrawals.refundToPayment(ctx, {
        adminUserId: currentUser(req.auth).userId,
        brandUserId: req.body.brandUserId,
        transactionId: req.body.transactionId,
        amountPaise,
      });
      const amount = formatRupees(amountPaise);
      // A refusal is recorded (the withdrawal failed, its money back in the wallet) and answered as one.
      if (withdrawal.status === 'failed') {
        throw new AppError(
          'BAD_REQUEST',
          WithdrawalMessages.refundFailed(amount, withdrawal.failureReason ?? 'refund failed'),
        );
      }
      const message = !isAnswered
        ? WithdrawalMessages.unanswered(amount)
        : withdrawal.status === 'processed'
          ? WithdrawalMessages.refunded(amount)
          : WithdrawalMessages.requested(amount);
      return ok(withdrawal, message);
    },
  );

  app.post(
    '/api/withdrawals/withdraw-to-bank',
    {
      onRequest: brand,
      schema: {
        tags,
        security,
        body: bankWithdrawRequestSchema(ctx.config.payoutTerms.upiMaxPaise),
        response: { 200: envelopeOf(ZWithdrawal) },
      },
    },
    async (req) => {
      const amountPaise = rupeesToPaise(req.body.amount);
      const brandUserId = currentUser(req.auth).userId;
      const made = await bankWithdrawals.requestBankWithdrawal(ctx, brandUserId, {
        ...req.body,
        amountPaise,
      });
      return ok(
        await withdrawals.withdrawalById(ctx, made.id),
        WithdrawalMessages.bankRequested(formatRupees(amountPaise)),
      );
    },
  );

  app.get(
    '/api/withdrawals/bank-requests',
    {
      onRequest: superAdmin,
      schema: { tags, security, response: { 200: envelopeOf(z.array(ZBankWithdrawalRequest)) } },
    },
    async () => ok(await bankWithdrawals.waitingBankWithdrawals(ctx)),
  );

  app.post(
    '/api/withdrawals/approve-bank',
    {
      onRequest: superAdmin,
      schema: {
        tags,
        security,
        querystring: ZWithdrawalIdQuery,
        body: ZApprovePayoutRequest,
        response: { 200: envelopeOf(z.literal(true)) },
      },
    },
    async (req) => {
      const { withdrawal, outcome } = await bankWithdrawals.approveBankWithdrawal(ctx, {
        withdrawalId: req.query.withdrawalId,
        adminUserId: currentUser(req.auth).userId,
        reference: req.body?.reference,
      });
      const amount = formatRupees(withdrawal.amountPaise);
      return ok(
        true as const,
        outcome === 'sent'
          ? WithdrawalMessages.bankApproved(amount)
          : outcome === 'processing'
            ? WithdrawalMessages.bankProcessing(amount)
            : PayoutMessages.railUnanswered,
      );
    },
  );

  app.post(
    '/api/withdrawals/reject-bank',
    {
      onRequest: superAdmin,
      schema: {
        tags,
        security,
        querystring: ZWithdrawalIdQuery,
        body: ZDeclinePayoutRequest,
        response: { 200: envelopeOf(z.literal(true)) },
      },
    },
    async (req) => {
      await bankWithdrawals.rejectBankWithdrawal(ctx, {
        withdrawalId: req.query.withdrawalId,
        adminUserId: currentUser(req.auth).userId,
        reason: req.body.reason,
      });
      return ok(true as const, WithdrawalMessages.bankRejected);
    },
  );
};
