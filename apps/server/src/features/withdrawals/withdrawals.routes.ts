import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { Role } from '@collably/shared/constants/roles';
import { formatRupees, rupeesToPaise } from '@collably/shared/domain/pricing';
import { WithdrawalMessages } from '@collably/shared/messages/withdrawals';
import {
  ZBrandIdQuery,
  ZBrandWithdrawals,
  ZRefundToPaymentRequest,
  ZWithdrawal,
} from '@collably/shared/schemas/withdrawals';
import type { AppContext } from '../../platform/context';
import { currentUser } from '../../platform/auth/guards';
import { envelopeOf, ok } from '../../platform/http/envelope';
import { AppError } from '../../platform/http/errors';
import * as withdrawals from './withdrawals.service';

const security = [{ bearer: [] }];

/**
 * Money leaving a brand's wallet (issue 17): for now a super admin's refund to the payment method a payment
 * came from. Brands, influencers and staff are refused: it moves a brand's money.
 */
export const withdrawalRoutes: FastifyPluginAsyncZod<AppContext> = async (app, ctx) => {
  const tags = ['withdrawals'];
  const superAdmin = app.requireRole(Role.SuperAdmin);

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
};
