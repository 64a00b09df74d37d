import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
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
import * as auth from './auth.service';

const ZRegisterData = z.union([ZSession, z.object({ otpAuthId: z.string() })]);

export const authRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    const limits = ctx.config.rateLimits;
    const byIp = (name: keyof typeof limits) =>
      app.rateLimit({
        max: limits[name].max,
        timeWindow: limits[name].timeWindowMs,
        keyGenerator: (req) => `${name}:ip:${req.ip}`,
      });
    const byEmail = (name: keyof typeof limits, pick: (req: { body: unknown; query: unknown }) => unknown) =>
      app.rateLimit({
        max: limits[name].max,
        timeWindow: limits[name].timeWindowMs,
        keyGenerator: (req) => {
          const email = pick(req);
          return `${name}:email:${typeof email === 'string' ? email.toLowerCase() : ''}`;
        },
      });
    const bodyEmail = (req: { body: unknown }) => (req.body as { Email?: unknown } | undefined)?.Email;

    app.post(
      '/api/user/register',
      {
        onRequest: byIp('register'),
        schema: { tags: ['auth'], body: ZRegisterRequest, response: { 200: envelopeOf(ZRegisterData) } },
      },
      async (req) => {
        const result = await auth.register(ctx, req.body);
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
        const result = await auth.verifyRegisterOtp(ctx, req.query.OtpAuthId, req.query.Otp);
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
        preHandler: byEmail('login', bodyEmail),
        schema: { tags: ['auth'], body: ZLoginRequest, response: { 200: envelopeOf(ZSession) } },
      },
      async (req) => {
        const result = await auth.login(ctx, req.body);
        return ok(result.data, result.message, result.token);
      },
    );

    app.post(
      '/api/user/sendotp',
      {
        onRequest: byIp('reset'),
        preHandler: byEmail('reset', (req) => (req.query as { email?: unknown }).email),
        schema: { tags: ['auth'], querystring: ZSendOtpQuery, response: { 200: envelopeOf(z.null()) } },
      },
      async (req) => ok(null, await auth.sendResetOtp(ctx, req.query.email)),
    );

    app.post(
      '/api/user/resetpassword',
      {
        onRequest: byIp('otp'),
        preHandler: byEmail('otp', bodyEmail),
        schema: { tags: ['auth'], body: ZResetPasswordRequest, response: { 200: envelopeOf(z.null()) } },
      },
      async (req) => ok(null, await auth.resetPassword(ctx, req.body)),
    );
  };
