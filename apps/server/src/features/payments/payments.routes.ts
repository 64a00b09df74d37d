import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { Role } from '@collably/shared/constants/roles';
import {
  PaymentMessages,
  ZCreateTransactionResult,
  ZTransactionQuery,
  ZUpdateTransactionQuery,
} from '@collably/shared/schemas/payments';
import type { AppContext } from '../../platform/context';
import { currentUser } from '../../platform/auth/guards';
import { envelopeOf, ok } from '../../platform/http/envelope';
import type { PaymentDeps } from '../../platform/payments/confirm';
import * as payments from './payments.service';

const security = [{ bearer: [] }];
const MAX_CZREF = 100;

/** The referral value of the Czref header (spec §7), kept with the transaction. */
const czrefOf = (header: string | string[] | undefined): string | null => {
  const value = (Array.isArray(header) ? header[0] : header)?.trim();
  return value ? value.slice(0, MAX_CZREF) : null;
};

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
        await payments.createTransaction(ctx, ctx.payments, {
          ...req.query,
          brandUserId: currentUser(req.auth).userId,
          czref: czrefOf(req.headers.czref),
        }),
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
        await payments.updateTransaction(ctx, ctx.payments, currentUser(req.auth).userId, req.query.transId),
        PaymentMessages.captured,
      ),
  );

  app.post(
    '/api/transaction/exists',
    {
      onRequest: brandOnly,
      schema: { tags, security, querystring: ZTransactionQuery, response: { 200: envelopeOf(z.number()) } },
    },
    async (req) =>
      ok(await payments.existingTransaction(ctx, ctx.payments, currentUser(req.auth).userId, req.query)),
  );
};
