import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ORDER_PAGE_ROLES } from '@collably/shared/constants/collabs';
import { Role } from '@collably/shared/constants/roles';
import { CollabMessages } from '@collably/shared/messages/collabs';
import { PostProofMessages } from '@collably/shared/messages/post-proofs';
import {
  ZCollab,
  ZCollabHistory,
  ZCollabHistoryQuery,
  ZCreateCollabRequest,
  ZExtraRevisionsCheckout,
  ZExtraRevisionsCheckoutRequest,
  ZPostRecheckResult,
  ZRecheckPostRequest,
  ZUpdateCollabStatusRequest,
} from '@collably/shared/schemas/collabs';
import type { AppContext } from '../../platform/context';
import type { PaymentDeps } from '../payments/payments.service';
import { buyExtraRevisions } from './collabs.revisions';
import { currentUser } from '../../platform/auth/guards';
import { envelopeOf, ok } from '../../platform/http/envelope';
import { createCollab } from './collabs.create';
import { collabHistory } from './collabs.history';
import { listOrders } from './collabs.list';
import { updateCollabStatus } from './collabs.update-status';
import { recheckPostNow } from './collabs.post-rechecks';

const security = [{ bearer: [] }];

export const collabRoutes: FastifyPluginAsyncZod<AppContext & { payments: PaymentDeps }> = async (
  app,
  ctx,
) => {
  const tags = ['collabs'];
  // Influencer, brand and super admin (spec §2 order page); staff (98) has no collab actions.
  const parties = app.requireRole(...ORDER_PAGE_ROLES);

  app.post(
    '/api/brand/create/collab',
    {
      onRequest: app.requireRole(Role.Brand),
      schema: { tags, security, body: ZCreateCollabRequest, response: { 200: envelopeOf(ZCollab) } },
    },
    async (req) =>
      ok(
        await createCollab(ctx, currentUser(req.auth), {
          transactionId: req.body.transId,
          serviceId: req.body.influencerServiceId,
          allowUgc: req.body.allowUGC,
          description: req.body.description,
          files: req.body.base64File,
        }),
        CollabMessages.created,
      ),
  );

  app.get(
    '/api/user/orders',
    { onRequest: parties, schema: { tags, security, response: { 200: envelopeOf(z.array(ZCollab)) } } },
    async (req) => ok(await listOrders(ctx, currentUser(req.auth))),
  );

  app.post(
    '/api/user/update/collab-status',
    {
      onRequest: parties,
      schema: { tags, security, body: ZUpdateCollabStatusRequest, response: { 200: envelopeOf(ZCollab) } },
    },
    async (req) =>
      ok(
        await updateCollabStatus(ctx, currentUser(req.auth), {
          collabId: req.body.collabDetailId,
          action: req.body.statusId,
          reason: req.body.reason,
          files: req.body.base64File,
        }),
        CollabMessages.updated,
      ),
  );

  app.get(
    '/api/user/collab-history',
    {
      onRequest: parties,
      schema: {
        tags,
        security,
        querystring: ZCollabHistoryQuery,
        response: { 200: envelopeOf(ZCollabHistory) },
      },
    },
    async (req) => ok(await collabHistory(ctx, currentUser(req.auth), req.query.collabDetailId)),
  );

  app.post(
    '/api/collab/extra-revisions/checkout',
    {
      onRequest: app.requireRole(Role.Brand),
      schema: {
        tags,
        security,
        body: ZExtraRevisionsCheckoutRequest,
        response: { 200: envelopeOf(ZExtraRevisionsCheckout) },
      },
    },
    async (req) =>
      ok(
        await buyExtraRevisions(ctx, ctx.payments, currentUser(req.auth), {
          collabId: req.body.collabDetailId,
          count: req.body.count,
        }),
      ),
  );

  // Proof of posting (issue 19): the super admin checks a post again now; staff see nothing of orders.
  app.post(
    '/api/collab/recheck-post',
    {
      onRequest: app.requireRole(Role.SuperAdmin),
      schema: {
        tags,
        security,
        body: ZRecheckPostRequest,
        response: { 200: envelopeOf(ZPostRecheckResult) },
      },
    },
    async (req) => ok(await recheckPostNow(ctx, req.body.collabDetailId), PostProofMessages.rechecked),
  );
};
