import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyReply, FastifyRequest } from 'fastify';
import cookie from '@fastify/cookie';
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
import { ipKey, type LimitName } from '../../platform/http/throttle';
import {
  DEVICE_COOKIE,
  DEVICE_COOKIE_MAX_AGE_SECONDS,
  DEVICE_COOKIE_PATH,
} from '../../platform/auth/device-cookie';
import * as auth from './auth.service';

// Brands and influencers alike: the account is signed in only once the mailed code comes back.
const ZRegisterData = z.object({ otpAuthId: z.string() });

export const authRoutes: FastifyPluginAsyncZod<AppContext> = async (app, ctx) => {
  // The device cookie is read and set on these routes only (it is scoped to /api/user).
  await app.register(cookie);

  // Per IP here, before the body is read; per account in the service, once the account is known.
  const byIp = (rule: LimitName) => async (req: FastifyRequest) => {
    await ctx.throttle.hit(rule, ipKey(req.ip));
  };
  /**
   * A right password or code gives its address's point back, so the per-IP limit counts failures only:
   * an office, a college or a carrier's shared address signs its people in however many they are.
   */
  const succeededFrom = (rule: LimitName, req: FastifyRequest) => ctx.throttle.refund(rule, ipKey(req.ip));

  /** The signed device token of this sign-in (OWASP device cookie), for the next password guesses. */
  const rememberDevice = (reply: FastifyReply, token: string) =>
    reply.setCookie(DEVICE_COOKIE, token, {
      httpOnly: true,
      secure: ctx.config.env === 'production',
      sameSite: 'lax',
      path: DEVICE_COOKIE_PATH,
      maxAge: DEVICE_COOKIE_MAX_AGE_SECONDS,
    });

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
      return ok(result.data, result.message);
    },
  );

  app.post(
    '/api/user/register-otp',
    {
      onRequest: byIp('otp'),
      schema: { tags: ['auth'], querystring: ZRegisterOtpQuery, response: { 200: envelopeOf(ZSession) } },
    },
    async (req, reply) => {
      const result = await auth.verifyRegisterOtp(ctx, {
        otpAuthId: req.query.OtpAuthId,
        code: req.query.Otp,
      });
      await succeededFrom('otp', req);
      rememberDevice(reply, result.deviceToken);
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
    async (req, reply) => {
      const result = await auth.login(ctx, {
        email: req.body.Email,
        password: req.body.Password,
        deviceToken: req.cookies[DEVICE_COOKIE],
      });
      await succeededFrom('login', req);
      rememberDevice(reply, result.deviceToken);
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
    async (req) => {
      const message = await auth.resetPassword(ctx, {
        email: req.body.Email,
        password: req.body.Password,
        otp: req.body.Otp,
      });
      await succeededFrom('otp', req);
      return ok(null, message);
    },
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
