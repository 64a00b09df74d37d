import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { Role } from '@collably/shared/constants/roles';
import { ZAccountBalance, ZWalletHistoryEntry } from '@collably/shared/schemas/wallet';
import type { AppContext } from '../../platform/context';
import { currentUser } from '../../platform/auth/guards';
import { envelopeOf, ok } from '../../platform/http/envelope';
import * as wallet from './wallet.service';

const security = [{ bearer: [] }];

export const walletRoutes: FastifyPluginAsyncZod<AppContext> = async (app, ctx) => {
  const tags = ['wallet'];
  const brandOnly = app.requireRole(Role.Brand);

  app.get(
    '/api/brand/walletbalance',
    { onRequest: brandOnly, schema: { tags, security, response: { 200: envelopeOf(z.number()) } } },
    async (req) => ok(await wallet.walletBalance(ctx, currentUser(req.auth).userId)),
  );

  app.get(
    '/api/brand/wallethistory',
    {
      onRequest: brandOnly,
      schema: { tags, security, response: { 200: envelopeOf(z.array(ZWalletHistoryEntry)) } },
    },
    async (req) => ok(await wallet.walletHistory(ctx, currentUser(req.auth).userId)),
  );

  app.get(
    '/api/user/accountbalance',
    {
      onRequest: app.requireRole(Role.Influencer),
      schema: { tags, security, response: { 200: envelopeOf(ZAccountBalance) } },
    },
    async (req) => ok({ accountBalance: await wallet.accountBalance(ctx, currentUser(req.auth).userId) }),
  );
};
