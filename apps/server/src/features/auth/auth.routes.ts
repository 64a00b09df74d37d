import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import {
  ZLoginRequest,
  ZRegisterOtpQuery,
  ZRegisterRequest,
  ZResendOtpQuery,
  ZResetPasswordRequest,
  ZSendOtpQuery,
  ZSession,
} from '@collably/shared/schemas/auth';
import { envelopeOf, ok } from '../../platform/http/envelope';
import type { AppContext } from '../../platform/context';
import { currentUser } from '../../platform/auth/guards';
import type { LimitName } from '../../platform/http/throttle';
import * as auth from './auth.service';

const ZRegisterData = z.union([ZSession, z.object({ otpAuthId: z.string() })]);

export const authRoutes: FastifyPluginAsyncZod<AppContext> = async (app, ctx) => {
  // Per IP here, before the body is read; per account in the service, once the account is known.
  const byIp = (rule: LimitName) => async (req: FastifyRequest) => {
    await ctx.throttle.hit(rule, `ip:${req.ip}`);
  };

  app.post(
    '/api/user/register',
    {
      onRequest: byIp('register'),
      schema: { tags: ['auth'], body: ZRegisterRequest, response: { 200: envelopeOf(ZRegisterData) } },
    },
    async (req) => {
      const { Name, Email, Password, RoleId, UserName, AcceptedPrivacy } = req.body;
      const result = await auth.register(ctx, {
        name: Name,
        email: Email,
        password: Password,
        role: RoleId,
        userName: UserName,
        acceptedPrivacy: AcceptedPrivacy === true,
      });
      return 'token' in result
        ? ok(result.data, result.message, result.token)
        : ok(result.data, result.message);
    },
  );

  app.post(
    '/api/user/register-otp',
    {
      onRequest: byIp('otp'),
      schema: { tags: ['auth'], querystring: ZRegisterOtpQuery, response: { 200: envelopeOf(ZSession) } },
    },
    async (req) => {
      const result = await auth.verifyRegisterOtp(ctx, {
        otpAuthId: req.query.OtpAuthId,
        code: req.query.Otp,
      });
      return ok(result.data, result.message, result.token);
    },
  );

  app.post(
    '/api/user/register-resendotp',
    {
      onRequest: byIp('otp'),
      schema: { tags: ['auth'], querystring: ZResendOtpQuery, response: { 200: envelopeOf(z.null()) } },
    },
    async (req) => ok(null, await auth.resendRegisterOtp(ctx, req.query.OtpAuthId)),
  );

  app.post(
    '/api/user/login',
    {
      onRequest: byIp('login'),
      schema: { tags: ['auth'], body: ZLoginRequest, response: { 200: envelopeOf(ZSession) } },
    },
    async (req) => {
      const result = await auth.login(ctx, { email: req.body.Email, password: req.body.Password });
      return ok(result.data, result.message, result.token);
    },
  );

  app.post(
    '/api/user/sendotp',
    {
      onRequest: byIp('reset'),
      schema: { tags: ['auth'], querystring: ZSendOtpQuery, response: { 200: envelopeOf(z.null()) } },
    },
    async (req) => ok(null, await auth.sendResetOtp(ctx, req.query.email)),
  );

  app.post(
    '/api/user/resetpassword',
    {
      onRequest: byIp('otp'),
      schema: { tags: ['auth'], body: ZResetPasswordRequest, response: { 200: envelopeOf(z.null()) } },
    },
    async (req) =>
      ok(
        null,
        await auth.resetPassword(ctx, {
          email: req.body.Email,
          password: req.body.Password,
          otp: req.body.Otp,
        }),
      ),
  );

  app.post(
    '/api/user/logout',
    {
      onRequest: app.authenticate,
      schema: { tags: ['auth'], security: [{ bearer: [] }], response: { 200: envelopeOf(z.null()) } },
    },
    async (req) => ok(null, await auth.logout(ctx, currentUser(req.auth).userId)),
  );
};
