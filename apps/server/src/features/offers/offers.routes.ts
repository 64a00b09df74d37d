import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { Role } from '@collably/shared/constants/roles';
import { paiseToRupees } from '@collably/shared/domain/pricing';
import type { TOfferAction } from '@collably/shared/domain/offers';
import { OfferMessages as M } from '@collably/shared/messages/offers';
import {
  ZCounterOfferRequest,
  ZCreateOfferRequest,
  ZOffer,
  ZOfferCheckoutRequest,
  ZOfferCheckoutResult,
  ZOfferIdParams,
  ZOffersQuery,
} from '@collably/shared/schemas/offers';
import type { AppContext } from '../../platform/context';
import { currentUser } from '../../platform/auth/guards';
import { envelopeOf, ok } from '../../platform/http/envelope';
import { referralCodeOf } from '../../platform/http/referral';
import type { PaymentDeps } from '../payments/payments.service';
import * as offers from './offers.service';

const security = [{ bearer: [] }];

/**
 * Custom offers (issue 19 part 3): a brand and an influencer negotiate terms in the chat; only the two parties
 * of an offer see it or act on it (anyone else is told it does not exist). The brand pays an accepted offer
 * through the normal checkout.
 */
export const offerRoutes: FastifyPluginAsyncZod<AppContext & { payments: PaymentDeps }> = async (
  app,
  ctx,
) => {
  const tags = ['offers'];
  const parties = app.requireRole(Role.Influencer, Role.Brand);

  app.post(
    '/api/offers',
    {
      onRequest: app.requireRole(Role.Brand),
      schema: {
        tags,
        security,
        description:
          'A brand offers an influencer a brief, price (₹), delivery date and revisions for one of their services.',
        body: ZCreateOfferRequest,
        response: { 200: envelopeOf(ZOffer) },
      },
    },
    async (req) => ok(await offers.createOffer(ctx, currentUser(req.auth), req.body), M.sent),
  );

  app.get(
    '/api/offers',
    {
      onRequest: parties,
      schema: {
        tags,
        security,
        description: 'The offers between the caller and userId, oldest first.',
        querystring: ZOffersQuery,
        response: { 200: envelopeOf(z.array(ZOffer)) },
      },
    },
    async (req) => ok(await offers.listOffers(ctx, currentUser(req.auth), req.query.userId)),
  );

  app.get(
    '/api/offers/:id',
    {
      onRequest: parties,
      schema: { tags, security, params: ZOfferIdParams, response: { 200: envelopeOf(ZOffer) } },
    },
    async (req) => ok(await offers.getOffer(ctx, currentUser(req.auth), req.params.id)),
  );

  const answers: [TOfferAction, string][] = [
    ['accept', M.accepted],
    ['decline', M.declined],
    ['withdraw', M.withdrawn],
  ];
  for (const [action, message] of answers) {
    app.post(
      `/api/offers/:id/${action}`,
      {
        onRequest: parties,
        schema: { tags, security, params: ZOfferIdParams, response: { 200: envelopeOf(ZOffer) } },
      },
      async (req) => ok(await offers.respond(ctx, currentUser(req.auth), req.params.id, action), message),
    );
  }

  app.post(
    '/api/offers/:id/counter',
    {
      onRequest: parties,
      schema: {
        tags,
        security,
        description: 'The side whose turn it is proposes new terms (at most three counters per offer).',
        params: ZOfferIdParams,
        body: ZCounterOfferRequest,
        response: { 200: envelopeOf(ZOffer) },
      },
    },
    async (req) =>
      ok(await offers.respond(ctx, currentUser(req.auth), req.params.id, 'counter', req.body), M.countered),
  );

  app.post(
    '/api/offers/:id/checkout',
    {
      onRequest: app.requireRole(Role.Brand),
      schema: {
        tags,
        security,
        description:
          'The brand pays an accepted offer at its price through transaction/create’s checkout (coupon, wallet, GST); answers like it.',
        params: ZOfferIdParams,
        body: ZOfferCheckoutRequest,
        response: { 200: envelopeOf(ZOfferCheckoutResult) },
      },
    },
    async (req) => {
      const t = await offers.checkoutOffer(ctx, ctx.payments, currentUser(req.auth), req.params.id, {
        ...req.body,
        czref: referralCodeOf(req.headers.czref),
      });
      return ok({
        refrenceId: t.checkoutUrl,
        transId: t.transactionId,
        isPaid: t.isPaid,
        amount: paiseToRupees(t.totalPaise),
        walletApplied: paiseToRupees(t.walletPaise),
        discount: paiseToRupees(t.discountPaise),
      });
    },
  );
};
