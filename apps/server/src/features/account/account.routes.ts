import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ZAccountExport,
  ZChangeEmailRequest,
  ZChangePasswordRequest,
  ZConfirmEmailRequest,
  ZDeleteAccountRequest,
  ZEmailChangeStarted,
} from '@collably/shared/schemas/account';
import { ZSession } from '@collably/shared/schemas/auth';
import type { AppContext } from '../../platform/context';
import { currentUser } from '../../platform/auth/guards';
import { envelopeOf, ok } from '../../platform/http/envelope';
import { changePassword, confirmEmailChange, startEmailChange } from '../auth/auth.service';
import * as account from './account.service';

const security = [{ bearer: [] }];
const ZExportIdParams = z.strictObject({
  id: z.coerce
    .number()
    .int()
    .positive()
    .max(2 ** 31 - 1),
});

/**
 * A signed-in user's own account (issue 18): password and e-mail, a copy of their data, and deletion. Every
 * route acts on the caller's own account only; there is no user id to send.
 */
export const accountRoutes: FastifyPluginAsyncZod<AppContext> = async (app, ctx) => {
  const tags = ['account'];
  // Every role, staff and super admins too; the service refuses to delete their accounts, with the reason.
  const anyone = app.authenticate;

  app.post(
    '/api/account/password',
    {
      onRequest: anyone,
      schema: { tags, security, body: ZChangePasswordRequest, response: { 200: envelopeOf(ZSession) } },
    },
    async (req) => {
      const result = await changePassword(ctx, currentUser(req.auth).userId, {
        currentPassword: req.body.CurrentPassword,
        newPassword: req.body.NewPassword,
      });
      return ok(result.data, result.message, result.token);
    },
  );

  app.post(
    '/api/account/email',
    {
      onRequest: anyone,
      schema: {
        tags,
        security,
        body: ZChangeEmailRequest,
        response: { 200: envelopeOf(ZEmailChangeStarted) },
      },
    },
    async (req) => {
      const started = await startEmailChange(ctx, currentUser(req.auth).userId, {
        newEmail: req.body.NewEmail,
        password: req.body.Password,
      });
      return ok(started.data, started.message);
    },
  );

  app.post(
    '/api/account/email/confirm',
    {
      onRequest: anyone,
      schema: { tags, security, body: ZConfirmEmailRequest, response: { 200: envelopeOf(ZSession) } },
    },
    async (req) => {
      const result = await confirmEmailChange(ctx, currentUser(req.auth).userId, {
        otpAuthId: req.body.OtpAuthId,
        code: req.body.Otp,
      });
      return ok(result.data, result.message, result.token);
    },
  );

  app.get(
    '/api/account/exports',
    { onRequest: anyone, schema: { tags, security, response: { 200: envelopeOf(z.array(ZAccountExport)) } } },
    async (req) => ok(await account.myExports(ctx, currentUser(req.auth).userId)),
  );

  app.post(
    '/api/account/exports',
    { onRequest: anyone, schema: { tags, security, response: { 200: envelopeOf(z.null()) } } },
    async (req) => ok(null, await account.requestExport(ctx, currentUser(req.auth).userId)),
  );

  app.get(
    '/api/account/exports/:id/download',
    { onRequest: anyone, schema: { tags, security, params: ZExportIdParams } },
    async (req, reply) => {
      const { file, downloadName } = await account.exportArchive(
        ctx,
        currentUser(req.auth).userId,
        req.params.id,
      );
      return reply
        .type('application/zip')
        .header('Content-Disposition', `attachment; filename="${downloadName}"`)
        .header('Cache-Control', 'private, no-store')
        .header('Content-Length', file.size)
        .send(file.stream);
    },
  );

  app.post(
    '/api/account/delete',
    {
      onRequest: anyone,
      schema: { tags, security, body: ZDeleteAccountRequest, response: { 200: envelopeOf(z.null()) } },
    },
    async (req) => ok(null, await account.deleteAccount(ctx, currentUser(req.auth), req.body.Password)),
  );
};
