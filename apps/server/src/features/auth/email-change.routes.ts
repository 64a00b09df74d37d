import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZEmailRestored, ZRestoreEmailRequest } from '@collably/shared/schemas/account';
import type { AppContext } from '../../platform/context';
import { envelopeOf, ok } from '../../platform/http/envelope';
import { ipKey } from '../../platform/http/throttle';
import { restoreEmail } from './email-change.service';

/**
 * The old address's restore link (issue 35). No session: the person following it may have lost theirs, and
 * the token alone proves the old mailbox. Only POST acts; the link opens a web page that asks first, since
 * mail scanners open (GET) every link of a mail.
 */
export const emailChangeRoutes: FastifyPluginAsyncZod<AppContext> = async (app, ctx) => {
  app.post(
    '/api/account/email/restore',
    {
      onRequest: async (req) => {
        await ctx.throttle.hit('otp', ipKey(req.ip));
      },
      schema: {
        tags: ['account'],
        body: ZRestoreEmailRequest,
        response: { 200: envelopeOf(ZEmailRestored) },
      },
    },
    async (req) => {
      const restored = await restoreEmail(ctx, req.body.Token);
      return ok({ email: restored.email }, restored.message);
    },
  );
};
