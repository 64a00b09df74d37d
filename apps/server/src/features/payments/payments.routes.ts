import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { Role } from '@collably/shared/constants/roles';
import { CouponMessages } from '@collably/shared/messages/coupons';
import { PaymentMessages } from '@collably/shared/messages/payments';
import { paiseToRupees } from '@collably/shared/domain/pricing';
import { ZAppliedCoupon, ZApplyCouponRequest } from '@collably/shared/schemas/coupons';
import {
  ZAwaitingDetails,
  ZCouponHold,
  ZCouponHoldQuery,
  ZCreateTransactionResult,
  ZTransactionQuery,
  ZUpdateTransactionQuery,
  type TCreateTransactionResult,
  type TTransactionQuery,
} from '@collably/shared/schemas/payments';
import type { AppContext } from '../../platform/context';
import { currentUser } from '../../platform/auth/guards';
import { envelopeOf, ok } from '../../platform/http/envelope';
import { referralCodeOf } from '../../platform/http/referral';
import type { PaymentDeps } from './payments.capture';
import * as payments from './payments.service';

const security = [{ bearer: [] }];

/** The spec's query spellings (InfluencerServiceId, allowugc) → the service's names. */
const hireOf = (query: TTransactionQuery, brandUserId: number): payments.HireChoice => ({
  brandUserId,
  serviceId: query.InfluencerServiceId,
  allowUgc: query.allowugc,
});

/** data of transaction/create, in the spec's spelling (`refrenceId`) and rupees. */
const toCreateResult = (t: payments.CreatedTransaction): TCreateTransactionResult => ({
  refrenceId: t.checkoutUrl,
  transId: t.transactionId,
  isPaid: t.isPaid,
  amount: paiseToRupees(t.totalPaise),
  walletApplied: paiseToRupees(t.walletPaise),
  discount: paiseToRupees(t.discountPaise),
});

export const paymentRoutes: FastifyPluginAsyncZod<AppContext & { payments: PaymentDeps }> = async (
  app,
  ctx,
) => {
  const tags = ['payments'];
  const brandOnly = app.requireRole(Role.Brand);

  app.post(
    '/api/transaction/create',
    {
      onRequest: brandOnly,
      schema: {
        tags,
        security,
        querystring: ZTransactionQuery,
        response: { 200: envelopeOf(ZCreateTransactionResult) },
      },
    },
    async (req) =>
      ok(
        toCreateResult(
          await payments.createTransaction(ctx, ctx.payments, {
            ...hireOf(req.query, currentUser(req.auth).userId),
            couponId: req.query.CouponId,
            useWallet: req.query.useWallet,
            czref: referralCodeOf(req.headers.czref),
          }),
        ),
      ),
  );

  app.post(
    '/api/transaction/update',
    {
      onRequest: brandOnly,
      schema: {
        tags,
        security,
        querystring: ZUpdateTransactionQuery,
        response: { 200: envelopeOf(z.number()) },
      },
    },
    async (req) =>
      ok(
        await payments.updateTransaction(ctx, ctx.payments, {
          brandUserId: currentUser(req.auth).userId,
          transactionId: req.query.transId,
        }),
        PaymentMessages.captured,
      ),
  );

  app.post(
    '/api/transaction/hold',
    {
      onRequest: brandOnly,
      schema: {
        tags,
        security,
        summary: 'Renews the single-use coupon hold of an open checkout while its payment page is open',
        querystring: ZCouponHoldQuery,
        response: { 200: envelopeOf(ZCouponHold) },
      },
    },
    async (req) =>
      ok(
        await payments.holdForPaymentPage(ctx, {
          brandUserId: currentUser(req.auth).userId,
          providerRef: req.query.ref,
        }),
      ),
  );

  app.post(
    '/api/transaction/exists',
    {
      onRequest: brandOnly,
      schema: { tags, security, querystring: ZTransactionQuery, response: { 200: envelopeOf(z.number()) } },
    },
    async (req) =>
      ok(
        await payments.existingTransaction(
          ctx,
          ctx.payments,
          hireOf(req.query, currentUser(req.auth).userId),
        ),
      ),
  );

  app.get(
    '/api/transaction/awaiting-details',
    {
      // The super admin sees every brand's (support: a brand asking where its payment went).
      onRequest: app.requireRole(Role.Brand, Role.SuperAdmin),
      schema: { tags, security, response: { 200: envelopeOf(z.array(ZAwaitingDetails)) } },
    },
    async (req) => {
      const user = currentUser(req.auth);
      return ok(
        await payments.awaitingDetails(ctx, {
          brandUserId: user.role === Role.SuperAdmin ? null : user.userId,
        }),
      );
    },
  );

  // Quoting a coupon prices a checkout, so it lives with the payments' logic; listed with the coupons in the
  // API docs.
  app.post(
    '/api/brand/applycoupon',
    {
      onRequest: app.requireRole(Role.Brand),
      schema: {
        tags: ['coupons'],
        security,
        body: ZApplyCouponRequest,
        response: { 200: envelopeOf(ZAppliedCoupon) },
      },
    },
    async (req) =>
      ok(
        await payments.applyCoupon(ctx, {
          brandUserId: currentUser(req.auth).userId,
          serviceId: req.body.InfluencerServiceId,
          allowUgc: req.body.AllowUGC,
          code: req.body.Code,
        }),
        CouponMessages.applied,
      ),
  );
};
