import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { Role } from '@collably/shared/constants/roles';
import { LegalMessages } from '@collably/shared/messages/legal';
import { ZLegalAcceptRequest, ZLegalDue, ZLegalPosting } from '@collably/shared/schemas/legal';
import type { AppContext } from '../../platform/context';
import { currentUser } from '../../platform/auth/guards';
import { envelopeOf, ok } from '../../platform/http/envelope';
import { accept, dueFor, legalDocuments } from './legal.service';

/** Versioned legal texts (issue 36): not in the spec, whose policies are static pages. */
export const legalRoutes: FastifyPluginAsyncZod<AppContext> = async (app, ctx) => {
  const tags = ['legal'];
  const security = [{ bearer: [] }];
  // Brands and influencers accept texts; staff and super admins accept none.
  const partiesOnly = app.requireRole(Role.Brand, Role.Influencer);

  app.get(
    '/api/legal/documents',
    { schema: { tags, response: { 200: envelopeOf(z.array(ZLegalPosting)) } } },
    async () => ok(await legalDocuments(ctx)),
  );

  app.get(
    '/api/legal/due',
    { onRequest: partiesOnly, schema: { tags, security, response: { 200: envelopeOf(z.array(ZLegalDue)) } } },
    async (req) => ok(await dueFor(ctx, currentUser(req.auth))),
  );

  app.post(
    '/api/legal/accept',
    {
      onRequest: partiesOnly,
      schema: {
        tags,
        security,
        body: ZLegalAcceptRequest,
        response: { 200: envelopeOf(z.array(ZLegalDue)) },
      },
    },
    async (req) => ok(await accept(ctx, currentUser(req.auth), req.body), LegalMessages.accepted),
  );
};
