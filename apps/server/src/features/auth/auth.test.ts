import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Role } from '@collably/shared/constants/roles';
import { AuthMessages } from '@collably/shared/messages/auth';
import { fresh, influencerSignUp } from '../../../test/sign-up-fixtures';
import { databases, otpFromMail, testApp, type TestApp } from '../../../test/test-app';

const brandPayload = (over: Record<string, unknown> = {}) => {
  const id = fresh('brand');
  return { Name: 'Masala Co', Email: `${id}@example.com`, Password: 'Secret123', RoleId: 2, ...over };
};

describe.each(databases())('accounts on %s', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await testApp(dialect, {
      beforeReady: (app) => {
        app.get('/test/influencer-only', { preHandler: app.requireRole(Role.Influencer) }, () => ({
          ok: true,
        }));
        app.get('/test/brand-only', { preHandler: app.requireRole(Role.Brand) }, () => ({ ok: true }));
      },
    });
  });
  afterAll(() => t.close());

  async function registerInfluencer(over: Record<string, unknown> = {}) {
    const payload = influencerSignUp(over);
    const res = await t.post('/api/user/register', payload);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    const otpAuthId = (body.message as string).substring(8);
    const code = otpFromMail((await t.lastMailTo(payload.Email.toLowerCase()))?.textBody);
    return { payload, body, otpAuthId, code: code! };
  }

  describe('register', () => {
    it('sends a brand a code like an influencer, and signs it in only after the code', async () => {
      const payload = brandPayload();
      const res = await t.post('/api/user/register', payload);
      expect(res.statusCode).toBe(200);
      const body = res.json();
      const otpAuthId = (body.message as string).substring(8);
      expect(body).toEqual({ isSuccess: true, message: `OTP sent${otpAuthId}`, data: { otpAuthId } });
      const user = await t.db
        .selectFrom('users')
        .selectAll()
        .where('email', '=', payload.Email)
        .executeTakeFirstOrThrow();
      expect(user).toMatchObject({ roleId: 2, status: 'active', emailVerified: 0, lastLoginOn: null });
      expect(user.passwordHash).toMatch(/^scrypt\$/);
      expect(user.passwordHash).not.toContain('Secret123');
      // Not signed in yet: the password alone does not open an unconfirmed account.
      const early = await t.post('/api/user/login', { Email: payload.Email, Password: payload.Password });
      expect(early.statusCode).toBe(403);
      expect(early.json().message).toBe(AuthMessages.unverified);

      const code = otpFromMail((await t.lastMailTo(payload.Email))?.textBody)!;
      const verified = await t.post('/api/user/register-otp', undefined, {
        query: { OtpAuthId: otpAuthId, Otp: code },
      });
      expect(verified.statusCode).toBe(200);
      expect(verified.json()).toMatchObject({
        isSuccess: true,
        token: expect.any(String),
        data: {
          userID: user.id,
          roleID: 2,
          name: 'Masala Co',
          email: payload.Email,
          profilePic: null,
          couponShown: false,
        },
      });
      expect(
        (await t.post('/api/user/login', { Email: payload.Email, Password: 'Secret123' })).statusCode,
      ).toBe(200);
    });

    it('sends an influencer an OTP and puts the auth id after the first 8 characters', async () => {
      const { body, otpAuthId, code, payload } = await registerInfluencer();
      expect(body.isSuccess).toBe(true);
      expect(body.token).toBeUndefined();
      expect(body.message.substring(0, 8)).toBe('OTP sent');
      expect(body.data).toEqual({ otpAuthId });
      expect(code).toMatch(/^\d{6}$/);
      const user = await t.db
        .selectFrom('users')
        .selectAll()
        .where('email', '=', payload.Email)
        .executeTakeFirstOrThrow();
      expect(user).toMatchObject({
        roleId: 1,
        status: 'pending',
        emailVerified: 0,
        userName: payload.UserName,
      });
      const otp = await t.db
        .selectFrom('otps')
        .selectAll()
        .where('id', '=', otpAuthId)
        .executeTakeFirstOrThrow();
      expect(otp.codeHash).not.toContain(code);
    });

    it.each([
      [{ Name: '' }, 'Name is Required'],
      [{ Name: '   ' }, 'Name is Required'],
      [{ UserName: '' }, 'User Name is Required'],
      [{ UserName: undefined }, 'User Name is Required'],
      [{ UserName: 'Riya K' }, 'Only Small Case, Numbers, Underscore(_) and Dot(.) '],
      [{ UserName: 'RIYA' }, 'Only Small Case, Numbers, Underscore(_) and Dot(.) '],
      [{ Email: '' }, 'Email is Required'],
      [{ Email: 'not-an-email' }, 'Email is not Valid'],
      [{ Password: '' }, 'Password is Required'],
      [{ Password: 'short' }, 'Password minimum length is 8'],
      [{ Password: 'x'.repeat(21) }, 'Password maximum length is 20'],
    ])('refuses %j with "%s"', async (over, message) => {
      const res = await t.post('/api/user/register', influencerSignUp(over));
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ isSuccess: false, message, data: null });
    });

    it('does not ask a brand for a user name', async () => {
      const res = await t.post('/api/user/register', brandPayload({ UserName: null }));
      expect(res.statusCode).toBe(200);
    });

    it('refuses roles other than influencer and brand', async () => {
      for (const RoleId of [0, 98, 99, '2']) {
        const res = await t.post('/api/user/register', brandPayload({ RoleId }));
        expect(res.statusCode, String(RoleId)).toBe(400);
        expect(res.json().message).toBe('RoleId must be 1 (influencer) or 2 (brand)');
      }
    });

    it('answers a taken e-mail, whatever its case, exactly like a new one', async () => {
      const payload = brandPayload();
      await t.post('/api/user/register', payload);
      const again = await t.post('/api/user/register', {
        ...brandPayload(),
        Email: payload.Email.toUpperCase(),
      });
      expect(again.statusCode).toBe(200);
      const otpAuthId = (again.json().message as string).substring(8);
      expect(again.json()).toEqual({ isSuccess: true, message: `OTP sent${otpAuthId}`, data: { otpAuthId } });
      expect(again.json().token).toBeUndefined();
    });

    it('answers 409 for a taken user name', async () => {
      const first = await registerInfluencer();
      const res = await t.post('/api/user/register', influencerSignUp({ UserName: first.payload.UserName }));
      expect(res.statusCode).toBe(409);
      expect(res.json().message).toBe(AuthMessages.userNameTaken);
    });

    it('lets an unverified influencer register again without changing the sign-up', async () => {
      const first = await registerInfluencer();
      const again = await t.post('/api/user/register', {
        ...first.payload,
        Name: 'Riya K.',
        Password: 'Changed123',
      });
      expect(again.statusCode).toBe(200);
      // The same open code: within the resend cooldown nothing new is mailed, and the code stays valid.
      expect(again.json().message).toBe(`OTP sent${first.otpAuthId}`);
      const verified = await t.post('/api/user/register-otp', undefined, {
        query: { OtpAuthId: first.otpAuthId, Otp: first.code },
      });
      expect(verified.statusCode).toBe(200);
      expect(verified.json().data.name).toBe('Riya Kapoor');
    });

    it('refuses unknown fields and wrong types with 400', async () => {
      expect((await t.post('/api/user/register', { ...brandPayload(), IsAdmin: true })).statusCode).toBe(400);
      expect((await t.post('/api/user/register', { ...brandPayload(), Name: 42 })).statusCode).toBe(400);
      expect((await t.post('/api/user/register', [])).statusCode).toBe(400);
    });
  });

  describe('register OTP', () => {
    it('verifies the code, logs the influencer in, and is single use', async () => {
      const { otpAuthId, code, payload } = await registerInfluencer();
      const res = await t.post('/api/user/register-otp', undefined, {
        query: { OtpAuthId: otpAuthId, Otp: code },
      });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({
        isSuccess: true,
        message: AuthMessages.verified,
        token: expect.any(String),
        data: { roleID: 1, email: payload.Email, userName: payload.UserName },
      });
      const reused = await t.post('/api/user/register-otp', undefined, {
        query: { OtpAuthId: otpAuthId, Otp: code },
      });
      expect(reused.statusCode).toBe(400);
      expect(reused.json().message).toBe(AuthMessages.otpUsed);
    });

    it('refuses a wrong code, then locks after five tries', async () => {
      const { otpAuthId, code } = await registerInfluencer();
      const wrong = code === '000000' ? '111111' : '000000';
      for (let i = 0; i < 5; i++) {
        const res = await t.post('/api/user/register-otp', undefined, {
          query: { OtpAuthId: otpAuthId, Otp: wrong },
        });
        expect(res.statusCode).toBe(400);
        expect(res.json().message).toBe(AuthMessages.otpInvalid);
      }
      const locked = await t.post('/api/user/register-otp', undefined, {
        query: { OtpAuthId: otpAuthId, Otp: code },
      });
      expect(locked.statusCode).toBe(429);
      expect(locked.json().message).toBe(AuthMessages.otpTooManyTries);
    });

    it('refuses an expired code', async () => {
      const { otpAuthId, code } = await registerInfluencer();
      t.clock.advance(10 * 60_000 + 1);
      const res = await t.post('/api/user/register-otp', undefined, {
        query: { OtpAuthId: otpAuthId, Otp: code },
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(AuthMessages.otpExpired);
    });

    it('validates the query', async () => {
      const missing = await t.post('/api/user/register-otp', undefined, {
        query: { OtpAuthId: 'x', Otp: '' },
      });
      expect(missing.json().message).toBe('OTP is Required');
      const unknown = await t.post('/api/user/register-otp', undefined, {
        query: { OtpAuthId: 'nope', Otp: '123456' },
      });
      expect(unknown.statusCode).toBe(404);
    });

    it('resends after the cooldown only, and the new code works', async () => {
      const { otpAuthId, code, payload } = await registerInfluencer();
      const early = await t.post('/api/user/register-resendotp', undefined, {
        query: { OtpAuthId: otpAuthId },
      });
      expect(early.statusCode).toBe(429);
      expect(early.json().message).toMatch(/Please wait \d+ seconds/);
      t.clock.advance(61_000);
      const res = await t.post('/api/user/register-resendotp', undefined, {
        query: { OtpAuthId: otpAuthId },
      });
      expect(res.statusCode).toBe(200);
      expect(res.json().message).toBe('OTP sent to your email');
      const newCode = otpFromMail((await t.lastMailTo(payload.Email))?.textBody)!;
      if (newCode !== code) {
        const old = await t.post('/api/user/register-otp', undefined, {
          query: { OtpAuthId: otpAuthId, Otp: code },
        });
        expect(old.statusCode).toBe(400);
      }
      const ok = await t.post('/api/user/register-otp', undefined, {
        query: { OtpAuthId: otpAuthId, Otp: newCode },
      });
      expect(ok.statusCode).toBe(200);
    });
  });

  describe('login', () => {
    it('returns the session shape of spec §3 and records the login', async () => {
      const user = await t.user(Role.Brand);
      t.clock.advance(1000);
      const res = await t.post('/api/user/login', { Email: user.email, Password: user.password });
      expect(res.statusCode).toBe(200);
      const body = res.json();
      expect(Object.keys(body).sort()).toEqual(['data', 'isSuccess', 'message', 'token']);
      expect(body.data).toEqual({
        userID: user.id,
        roleID: 2,
        name: expect.any(String),
        email: user.email,
        userName: null,
        profilePic: null,
        couponShown: false,
      });
      const row = await t.db
        .selectFrom('users')
        .select('lastLoginOn')
        .where('id', '=', user.id)
        .executeTakeFirstOrThrow();
      expect(row.lastLoginOn).toBe(t.clock.now().toISOString());
      const me = await t.get('/test/brand-only', { token: body.token });
      expect(me.statusCode).toBe(200);
    });

    it('gives the same answer for a wrong password and an unknown e-mail', async () => {
      const user = await t.user(Role.Brand);
      const wrong = await t.post('/api/user/login', { Email: user.email, Password: 'Wrong1234' });
      const unknown = await t.post('/api/user/login', { Email: 'nobody@example.com', Password: 'Wrong1234' });
      expect(wrong.statusCode).toBe(401);
      expect(unknown.statusCode).toBe(401);
      expect(wrong.json()).toEqual(unknown.json());
      expect(wrong.json().message).toBe(AuthMessages.badCredentials);
    });

    it('refuses a disabled account and an unverified influencer', async () => {
      const disabled = await t.user(Role.Influencer, { status: 'disabled' });
      const res = await t.post('/api/user/login', { Email: disabled.email, Password: disabled.password });
      expect(res.statusCode).toBe(403);
      expect(res.json().message).toBe(AuthMessages.disabled);
      const { payload } = await registerInfluencer();
      const unverified = await t.post('/api/user/login', {
        Email: payload.Email,
        Password: payload.Password,
      });
      expect(unverified.statusCode).toBe(403);
      expect(unverified.json().message).toBe(AuthMessages.unverified);
    });

    it('logs in a pending influencer, who may onboard before approval', async () => {
      const inf = await t.user(Role.Influencer, { status: 'pending' });
      const res = await t.post('/api/user/login', { Email: inf.email, Password: inf.password });
      expect(res.statusCode).toBe(200);
      expect(res.json().data.roleID).toBe(1);
    });

    it.each([
      [{ Email: '', Password: 'x' }, 'Email is Required'],
      [{ Email: 'bad', Password: 'x' }, 'Email is not Valid'],
      [{ Email: 'a@b.co', Password: '' }, 'Password is Required'],
    ])('validates %j', async (body, message) => {
      const res = await t.post('/api/user/login', body);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(message);
    });

    it('answers malformed JSON and wrong types with 400, never 500', async () => {
      const malformed = await t.inject({
        method: 'POST',
        url: '/api/user/login',
        headers: { 'content-type': 'application/json' },
        payload: '{"Email": "a@b.co", ',
      });
      expect(malformed.statusCode).toBe(400);
      expect(malformed.json()).toEqual({
        isSuccess: false,
        message: 'The request body is not valid JSON',
        data: null,
      });
      for (const body of [
        { Email: 5, Password: 'x' },
        { Email: ['a@b.co'], Password: 'x' },
        'text',
        null,
        42,
      ]) {
        const res = await t.inject({
          method: 'POST',
          url: '/api/user/login',
          headers: { 'content-type': 'application/json' },
          payload: JSON.stringify(body),
        });
        expect(res.statusCode, JSON.stringify(body)).toBe(400);
        expect(res.json().isSuccess).toBe(false);
      }
      const empty = await t.inject({
        method: 'POST',
        url: '/api/user/login',
        headers: { 'content-type': 'application/json' },
      });
      expect(empty.statusCode).toBe(400);
      const form = await t.inject({
        method: 'POST',
        url: '/api/user/login',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: 'a=b',
      });
      expect(form.statusCode).toBe(415);
    });
  });

  describe('forgotten password', () => {
    it('mails a code, resets the password, and the new password works', async () => {
      const user = await t.user(Role.Brand);
      const send = await t.post('/api/user/sendotp', undefined, { query: { email: user.email } });
      expect(send.statusCode).toBe(200);
      expect(send.json().message).toBe(AuthMessages.resetSent);
      const code = otpFromMail((await t.lastMailTo(user.email))?.textBody)!;
      const reset = await t.post('/api/user/resetpassword', {
        Email: user.email,
        Password: 'BrandNew99',
        Otp: code,
      });
      expect(reset.statusCode).toBe(200);
      expect(reset.json().message).toBe(AuthMessages.resetDone);
      expect(
        (await t.post('/api/user/login', { Email: user.email, Password: user.password })).statusCode,
      ).toBe(401);
      expect(
        (await t.post('/api/user/login', { Email: user.email, Password: 'BrandNew99' })).statusCode,
      ).toBe(200);
      const reused = await t.post('/api/user/resetpassword', {
        Email: user.email,
        Password: 'Another99',
        Otp: code,
      });
      expect(reused.statusCode).toBe(400);
    });

    it('answers an unknown e-mail exactly like a known one', async () => {
      const res = await t.post('/api/user/sendotp', undefined, { query: { email: 'ghost@example.com' } });
      expect(res.statusCode).toBe(200);
      expect(res.json().message).toBe(AuthMessages.resetSent);
      expect(await t.lastMailTo('ghost@example.com')).toBeUndefined();
    });

    it('refuses a wrong or expired code', async () => {
      const user = await t.user(Role.Influencer);
      await t.post('/api/user/sendotp', undefined, { query: { email: user.email } });
      const code = otpFromMail((await t.lastMailTo(user.email))?.textBody)!;
      const wrong = await t.post('/api/user/resetpassword', {
        Email: user.email,
        Password: 'BrandNew99',
        Otp: code === '123456' ? '654321' : '123456',
      });
      expect(wrong.statusCode).toBe(400);
      expect(wrong.json().message).toBe(AuthMessages.resetInvalid);
      t.clock.advance(11 * 60_000);
      const expired = await t.post('/api/user/resetpassword', {
        Email: user.email,
        Password: 'BrandNew99',
        Otp: code,
      });
      expect(expired.statusCode).toBe(400);
      expect(expired.json().message).toBe(AuthMessages.otpExpired);
    });

    it.each([
      [{ Email: '', Password: 'Secret123', Otp: '123456' }, 'Email is Required'],
      [{ Email: 'Upper@Example.com', Password: 'Secret123', Otp: '123456' }, 'Email is not Valid'],
      [{ Email: 'a@example.com', Password: 'Secret123', Otp: '' }, 'OTP is Required'],
      [{ Email: 'a@example.com', Password: '', Otp: '123456' }, 'Password is Required'],
      [{ Email: 'a@example.com', Password: 'short', Otp: '123456' }, 'Password minimum length is 8'],
    ])('validates %j', async (body, message) => {
      const res = await t.post('/api/user/resetpassword', body);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(message);
    });

    it('validates the send-OTP e-mail', async () => {
      const res = await t.post('/api/user/sendotp', undefined, { query: { email: 'nope' } });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe('Email is not Valid');
    });
  });

  describe('roles', () => {
    it('refuses a brand token on an influencer-only route and the reverse', async () => {
      const brand = await t.user(Role.Brand);
      const influencer = await t.user(Role.Influencer);
      expect((await t.get('/test/influencer-only', { token: brand.token })).statusCode).toBe(403);
      expect((await t.get('/test/brand-only', { token: influencer.token })).statusCode).toBe(403);
      expect((await t.get('/test/influencer-only', { token: influencer.token })).statusCode).toBe(200);
    });

    it('answers 401 without a token, with a forged token, and for a disabled account', async () => {
      expect((await t.get('/test/brand-only')).statusCode).toBe(401);
      expect((await t.get('/test/brand-only', { token: 'abc.def.ghi' })).statusCode).toBe(401);
      const brand = await t.user(Role.Brand);
      await t.db.updateTable('users').set({ status: 'disabled' }).where('id', '=', brand.id).execute();
      const res = await t.get('/test/brand-only', { token: brand.token });
      expect(res.statusCode).toBe(401);
      expect(res.json().isSuccess).toBe(false);
    });
  });
});

describe.each(databases())('rate limits on %s', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await testApp(dialect, {
      configure: (config) => {
        config.rateLimits.login = { max: 3, timeWindowMs: 60_000 };
        config.rateLimits.reset = { max: 2, timeWindowMs: 60_000 };
      },
    });
  });
  afterAll(() => t.close());

  it('answers 429 with a message after too many logins', async () => {
    const email = `${fresh('rl')}@example.com`;
    const statuses: number[] = [];
    for (let i = 0; i < 4; i++) {
      statuses.push((await t.post('/api/user/login', { Email: email, Password: 'Wrong1234' })).statusCode);
    }
    expect(statuses).toEqual([401, 401, 401, 429]);
    const res = await t.post('/api/user/login', { Email: email, Password: 'Wrong1234' });
    expect(res.json()).toMatchObject({
      isSuccess: false,
      message: expect.stringMatching(/^Too many attempts/),
    });
  });

  it('limits OTP requests per e-mail', async () => {
    const email = `${fresh('rl')}@example.com`;
    const statuses: number[] = [];
    for (let i = 0; i < 3; i++) {
      statuses.push((await t.post('/api/user/sendotp', undefined, { query: { email } })).statusCode);
    }
    expect(statuses).toEqual([200, 200, 429]);
  });
});
