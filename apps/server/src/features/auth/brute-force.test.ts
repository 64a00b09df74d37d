import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LightMyRequestResponse } from 'fastify';
import { Role } from '@collably/shared/constants/roles';
import { AuthMessages } from '@collably/shared/messages/auth';
import { fresh, influencerSignUp as influencer } from '../../../test/sign-up-fixtures';
import { databases, otpFromMail, testApp, type TestApp } from '../../../test/test-app';
import { loadConfig, parseTrustProxy, type Config } from '../../config';
import { endAllSessions } from '../../platform/auth/sessions';
import { lockPublishedPasswords, seedDemoAccounts } from '../../db/seed/demo-accounts';

/**
 * The attacks of issue 8 items 2-5, replayed against the real app: each must now fail. Limiters keep
 * real time (they live in memory or Redis), so the back-off tests use delays of a second or two.
 */

let hosts = 0;
/** A socket address no other request of the app has used. */
const nextIp = () => {
  hosts++;
  return `10.${(hosts >> 16) & 255}.${(hosts >> 8) & 255}.${hosts & 255}`;
};
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

type Call = {
  body?: unknown;
  query?: Record<string, string>;
  /** The socket's address; every request of a test comes from 127.0.0.1 unless told. */
  ip?: string;
  forwardedFor?: string;
  token?: string;
};

function send(t: TestApp, url: string, call: Call = {}): Promise<LightMyRequestResponse> {
  return t.inject({
    method: url.startsWith('/test/') ? 'GET' : 'POST',
    url,
    query: call.query,
    remoteAddress: call.ip,
    headers: {
      ...(call.forwardedFor ? { 'x-forwarded-for': call.forwardedFor } : {}),
      ...(call.token ? { authorization: `Bearer ${call.token}` } : {}),
    },
    ...(call.body === undefined ? {} : { payload: call.body as object }),
  });
}

const mailsTo = async (t: TestApp, email: string) =>
  Number(
    (
      await t.db
        .selectFrom('mailOutbox')
        .select((eb) => eb.fn.countAll().as('n'))
        .where('toAddress', '=', email)
        .executeTakeFirstOrThrow()
    ).n,
  );

const wrongCode = (code: string) => (code === '000000' ? '111111' : '000000');

/** A limits setting where only the named parts are strict. */
function strict(changes: Partial<Config['rateLimits']>, backoff: Partial<Config['backoff']> = {}) {
  return (config: Config) => {
    config.rateLimits = { ...config.rateLimits, ...changes };
    config.backoff = { ...config.backoff, ...backoff };
  };
}

describe('TRUST_PROXY setting', () => {
  it('is off unless set, and takes true, a hop count or a list of addresses', () => {
    expect(loadConfig({}).trustProxy).toBe(false);
    expect(parseTrustProxy(undefined)).toBe(false);
    expect(parseTrustProxy('false')).toBe(false);
    expect(parseTrustProxy('true')).toBe(true);
    expect(parseTrustProxy('2')).toBe(2);
    expect(parseTrustProxy('10.0.0.1, 10.1.0.0/16')).toEqual(['10.0.0.1', '10.1.0.0/16']);
    expect(loadConfig({ TRUST_PROXY: '127.0.0.1' }).trustProxy).toEqual(['127.0.0.1']);
  });
});

describe.each(databases())('brute force on %s', (dialect) => {
  describe('per IP, without a trusted proxy', () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await testApp(dialect, {
        configure: strict({
          login: { max: 3, timeWindowMs: 60_000 },
          register: { max: 3, timeWindowMs: 60_000 },
          otp: { max: 3, timeWindowMs: 60_000 },
          reset: { max: 3, timeWindowMs: 60_000 },
        }),
      });
    });
    afterAll(() => t.close());

    it('ignores a forged X-Forwarded-For: the fourth login from one socket is refused', async () => {
      const statuses: number[] = [];
      for (let i = 0; i < 6; i++) {
        const res = await send(t, '/api/user/login', {
          ip: '203.0.113.7',
          forwardedFor: `198.51.100.${i}`,
          body: { Email: `${fresh('ip')}@example.com`, Password: 'Wrong1234' },
        });
        statuses.push(res.statusCode);
      }
      expect(statuses).toEqual([401, 401, 401, 429, 429, 429]);
    });

    it.each([
      ['/api/user/register', () => ({ body: influencer() })],
      ['/api/user/register-otp', () => ({ query: { OtpAuthId: fresh('id'), Otp: '123456' } })],
      ['/api/user/register-resendotp', () => ({ query: { OtpAuthId: fresh('id') } })],
      ['/api/user/sendotp', () => ({ query: { email: `${fresh('ip')}@example.com` } })],
      [
        '/api/user/resetpassword',
        () => ({ body: { Email: `${fresh('ip')}@example.com`, Password: 'Secret123', Otp: '123456' } }),
      ],
    ])('limits %s per socket address', async (url, call) => {
      const ip = nextIp();
      const statuses: number[] = [];
      for (let i = 0; i < 4; i++) {
        statuses.push((await send(t, url, { ...call(), ip, forwardedFor: `198.51.100.${i}` })).statusCode);
      }
      expect(statuses.slice(0, 3)).not.toContain(429);
      expect(statuses[3]).toBe(429);
    });

    it('answers 429 with the envelope, a message that says when, and Retry-After', async () => {
      const ip = '203.0.113.200';
      let res: LightMyRequestResponse | undefined;
      for (let i = 0; i < 4; i++) {
        res = await send(t, '/api/user/login', {
          ip,
          body: { Email: `${fresh('ip')}@example.com`, Password: 'Wrong1234' },
        });
      }
      expect(res!.statusCode).toBe(429);
      expect(res!.json()).toEqual({
        isSuccess: false,
        message: expect.stringMatching(/^Too many attempts\. Please try again in \d+ (seconds?|minute)\.$/),
        data: null,
      });
      expect(Number(res!.headers['retry-after'])).toBeGreaterThan(0);
      expect(Number(res!.headers['retry-after'])).toBeLessThanOrEqual(60);
    });
  });

  describe('per IP, behind a trusted proxy', () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await testApp(dialect, {
        configure: (config) => {
          strict({ login: { max: 3, timeWindowMs: 60_000 } })(config);
          config.trustProxy = parseTrustProxy('127.0.0.1');
        },
      });
    });
    afterAll(() => t.close());

    it('believes X-Forwarded-For from the proxy, so each client has its own limit', async () => {
      const login = (client: string) =>
        send(t, '/api/user/login', {
          forwardedFor: client,
          body: { Email: `${fresh('px')}@example.com`, Password: 'Wrong1234' },
        });
      const clients = ['198.51.100.1', '198.51.100.2', '198.51.100.3', '198.51.100.4', '198.51.100.5'];
      for (const client of clients) expect((await login(client)).statusCode).toBe(401);
      const same: number[] = [];
      for (let i = 0; i < 4; i++) same.push((await login('198.51.100.9')).statusCode);
      expect(same).toEqual([401, 401, 401, 429]);
    });

    it('does not believe a forwarded address from anyone else', async () => {
      const statuses: number[] = [];
      for (let i = 0; i < 4; i++) {
        const res = await send(t, '/api/user/login', {
          ip: '203.0.113.50',
          forwardedFor: `198.51.100.${100 + i}`,
          body: { Email: `${fresh('px')}@example.com`, Password: 'Wrong1234' },
        });
        statuses.push(res.statusCode);
      }
      expect(statuses).toEqual([401, 401, 401, 429]);
    });
  });

  describe('per account, from many addresses', () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await testApp(dialect, {
        configure: strict({
          login: { max: 3, timeWindowMs: 60_000 },
          register: { max: 3, timeWindowMs: 60_000 },
          otp: { max: 3, timeWindowMs: 60_000 },
          reset: { max: 3, timeWindowMs: 60_000 },
        }),
      });
    });
    afterAll(() => t.close());

    // Each request comes from its own socket address: only the account limit can stop them.
    it('limits logins to one account wherever they come from', async () => {
      const user = await t.user(Role.Brand);
      const statuses: number[] = [];
      for (let i = 0; i < 4; i++) {
        const res = await send(t, '/api/user/login', {
          ip: nextIp(),
          body: { Email: user.email, Password: 'Wrong1234' },
        });
        statuses.push(res.statusCode);
      }
      expect(statuses).toEqual([401, 401, 401, 429]);
      const right = await send(t, '/api/user/login', {
        ip: nextIp(),
        body: { Email: user.email, Password: user.password },
      });
      expect(right.statusCode).toBe(429);
    });

    it('limits sign-ups, codes and resets per account', async () => {
      const payload = influencer();
      const register = [];
      for (let i = 0; i < 4; i++) {
        register.push((await send(t, '/api/user/register', { ip: nextIp(), body: payload })).statusCode);
      }
      expect(register).toEqual([200, 200, 200, 429]);

      const pending = influencer();
      const otpAuthId = (
        (await send(t, '/api/user/register', { ip: nextIp(), body: pending })).json().message as string
      ).substring(8);
      const verify = [];
      for (let i = 0; i < 4; i++) {
        const res = await send(t, '/api/user/register-otp', {
          ip: nextIp(),
          query: { OtpAuthId: otpAuthId, Otp: '999999' },
        });
        verify.push(res.statusCode);
      }
      expect(verify.slice(0, 3)).not.toContain(429);
      expect(verify[3]).toBe(429);
      const resend = await send(t, '/api/user/register-resendotp', {
        ip: nextIp(),
        query: { OtpAuthId: otpAuthId },
      });
      expect(resend.statusCode).toBe(429);
      expect(resend.json().message).toMatch(/^Too many attempts/);

      const user = await t.user(Role.Brand);
      const sendOtp = [];
      for (let i = 0; i < 4; i++) {
        sendOtp.push(
          (await send(t, '/api/user/sendotp', { ip: nextIp(), query: { email: user.email } })).statusCode,
        );
      }
      expect(sendOtp).toEqual([200, 200, 200, 429]);
      const reset = [];
      for (let i = 0; i < 4; i++) {
        const res = await send(t, '/api/user/resetpassword', {
          ip: nextIp(),
          body: { Email: user.email, Password: 'BrandNew99', Otp: '999999' },
        });
        reset.push(res.statusCode);
      }
      expect(reset).toEqual([400, 400, 400, 429]);
    });

    it('limits an unknown e-mail exactly like a known one', async () => {
      const user = await t.user(Role.Brand);
      const ghost = `${fresh('ghost')}@example.com`;
      const run = async (email: string) => {
        const statuses = [];
        for (let i = 0; i < 4; i++) {
          const res = await send(t, '/api/user/sendotp', { ip: nextIp(), query: { email } });
          const message = (res.json().message as string).replace(/\d+ seconds?/, 'N seconds');
          statuses.push([res.statusCode, message]);
        }
        return statuses;
      };
      expect(await run(ghost)).toEqual(await run(user.email));
    });
  });

  describe('password guessing, within one wait', () => {
    let t: TestApp;
    beforeAll(async () => {
      // A wait far longer than the test, so a slow machine cannot reopen the gate halfway through.
      t = await testApp(dialect, {
        configure: strict({}, { freeFailures: 3, baseDelayMs: 600_000, maxDelayMs: 600_000 }),
      });
    });
    afterAll(() => t.close());

    const login = (email: string, password: string) =>
      send(t, '/api/user/login', { ip: nextIp(), body: { Email: email, Password: password } });

    it('stops 200 guesses from many addresses long before the right password', async () => {
      const admin = await t.user(Role.SuperAdmin);
      const statuses: number[] = [];
      for (let i = 0; i < 200; i++) statuses.push((await login(admin.email, `Guess${i}xyz`)).statusCode);
      // Three free tries, and one more once the first wait has passed (it has not: no time went by).
      expect(statuses.filter((s) => s === 401).length).toBe(4);
      expect(statuses.slice(4).every((s) => s === 429)).toBe(true);
      const right = await login(admin.email, admin.password);
      expect(right.statusCode).toBe(429);
      expect(right.json().token).toBeUndefined();
    });

    it('counts guesses sent in parallel', async () => {
      const user = await t.user(Role.Brand);
      const all = await Promise.all(Array.from({ length: 20 }, (_, i) => login(user.email, `Parallel${i}`)));
      // As in sequence: three free tries and the one the open gate lets through.
      expect(all.filter((r) => r.statusCode === 401).length).toBe(4);
      expect(all.filter((r) => r.statusCode === 429).length).toBe(16);
    });
  });

  describe('password guessing back-off', () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await testApp(dialect, {
        configure: strict({}, { freeFailures: 3, baseDelayMs: 1000, maxDelayMs: 2000 }),
        beforeReady: (app) => {
          app.get('/test/me', { onRequest: app.authenticate }, (req) => ({ userId: req.auth?.userId }));
        },
      });
    });
    afterAll(() => t.close());

    const login = (email: string, password: string) =>
      send(t, '/api/user/login', { ip: nextIp(), body: { Email: email, Password: password } });

    it('doubles the wait up to its cap, and a successful login clears the failures', async () => {
      const user = await t.user(Role.Brand);
      const wrong = async () => (await login(user.email, 'Wrong1234')).statusCode;
      expect([await wrong(), await wrong(), await wrong(), await wrong()]).toEqual([401, 401, 401, 401]);
      const blocked = await login(user.email, user.password);
      expect(blocked.statusCode).toBe(429);
      expect(blocked.headers['retry-after']).toBe('1');
      expect(blocked.json().message).toBe('Too many attempts. Please try again in 1 second.');

      await sleep(1100);
      expect(await wrong()).toBe(401);
      const doubled = await login(user.email, user.password);
      expect(doubled.statusCode).toBe(429);
      expect(doubled.headers['retry-after']).toBe('2');

      await sleep(2100);
      expect(await wrong()).toBe(401);
      // The cap: a stranger can keep the owner waiting no longer than maxDelayMs at a time.
      expect((await login(user.email, user.password)).headers['retry-after']).toBe('2');

      await sleep(2100);
      expect((await login(user.email, user.password)).statusCode).toBe(200);
      // Forgotten: the free tries are back.
      expect([await wrong(), await wrong(), await wrong(), await wrong()]).toEqual([401, 401, 401, 401]);
      expect(await wrong()).toBe(429);
    });

    it('lets the owner in at once after a password reset', async () => {
      const user = await t.user(Role.Brand);
      for (let i = 0; i < 6; i++) await login(user.email, 'Wrong1234');
      expect((await login(user.email, user.password)).statusCode).toBe(429);
      await send(t, '/api/user/sendotp', { query: { email: user.email } });
      const code = otpFromMail((await t.lastMailTo(user.email))?.textBody)!;
      const reset = await send(t, '/api/user/resetpassword', {
        body: { Email: user.email, Password: 'BrandNew99', Otp: code },
      });
      expect(reset.statusCode).toBe(200);
      expect((await login(user.email, 'BrandNew99')).statusCode).toBe(200);
    });
  });

  describe('reset codes', () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await testApp(dialect, {
        configure: strict({ otpMails: { max: 5, timeWindowMs: 24 * 3_600_000 } }, { baseDelayMs: 1000 }),
      });
    });
    afterAll(() => t.close());

    const sendOtp = (email: string) => send(t, '/api/user/sendotp', { query: { email } });
    const reset = (email: string, otp: string) =>
      send(t, '/api/user/resetpassword', { body: { Email: email, Password: 'BrandNew99', Otp: otp } });

    it('mails at most five codes a day to an account, and says so alike for unknown e-mails', async () => {
      const user = await t.user(Role.Brand);
      const ghost = `${fresh('ghost')}@example.com`;
      for (let i = 0; i < 5; i++) {
        t.clock.advance(61_000);
        expect((await sendOtp(user.email)).statusCode).toBe(200);
        expect((await sendOtp(ghost)).statusCode).toBe(200);
      }
      expect(await mailsTo(t, user.email)).toBe(5);
      t.clock.advance(61_000);
      const capped = await sendOtp(user.email);
      const cappedGhost = await sendOtp(ghost);
      expect(capped.statusCode).toBe(429);
      expect(capped.json().message).toMatch(
        /^Too many codes have been sent to this email\. Please try again in/,
      );
      expect(Number(capped.headers['retry-after'])).toBeGreaterThan(3600);
      expect(cappedGhost.statusCode).toBe(429);
      expect(cappedGhost.json().message).toBe(capped.json().message);
      expect(await mailsTo(t, user.email)).toBe(5);
    });

    it('gives a re-issued code no fresh tries, yet lets the owner in after a short wait', async () => {
      const user = await t.user(Role.Influencer);
      await sendOtp(user.email);
      const first = otpFromMail((await t.lastMailTo(user.email))?.textBody)!;
      for (let i = 0; i < 5; i++) expect((await reset(user.email, wrongCode(first))).statusCode).toBe(400);

      t.clock.advance(61_000);
      await sendOtp(user.email);
      const second = otpFromMail((await t.lastMailTo(user.email))?.textBody)!;
      const guesses: number[] = [];
      for (let i = 0; i < 5; i++) guesses.push((await reset(user.email, wrongCode(second))).statusCode);
      // Before: 5 more wrong answers (400). Now one guess per back-off delay.
      expect(guesses).toEqual([400, 429, 429, 429, 429]);
      expect((await reset(user.email, second)).statusCode).toBe(429);

      await sleep(2100);
      expect((await reset(user.email, second)).statusCode).toBe(200);
    });
  });

  describe('re-registering a pending e-mail', () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await testApp(dialect, {
        configure: strict({ otpMails: { max: 3, timeWindowMs: 24 * 3_600_000 } }, { baseDelayMs: 1000 }),
      });
    });
    afterAll(() => t.close());

    const register = (payload: Record<string, unknown>) => send(t, '/api/user/register', { body: payload });
    const verify = (otpAuthId: string, otp: string) =>
      send(t, '/api/user/register-otp', { query: { OtpAuthId: otpAuthId, Otp: otp } });
    const userRow = (email: string) =>
      t.db.selectFrom('users').selectAll().where('email', '=', email).executeTakeFirstOrThrow();

    it('keeps the name, user name, password and tries, and mails nothing within the cooldown', async () => {
      const payload = influencer();
      const first = await register(payload);
      const otpAuthId = (first.json().message as string).substring(8);
      const code = otpFromMail((await t.lastMailTo(payload.Email))?.textBody)!;
      const before = await userRow(payload.Email);
      for (let i = 0; i < 3; i++) expect((await verify(otpAuthId, wrongCode(code))).statusCode).toBe(400);

      for (let i = 0; i < 20; i++) {
        const again = await register({
          ...payload,
          Name: 'Attacker',
          UserName: fresh('evil'),
          Password: 'Attacker99',
        });
        expect(again.statusCode).toBe(200);
        expect(again.json()).toEqual({
          isSuccess: true,
          message: `OTP sent${otpAuthId}`,
          data: { otpAuthId },
        });
      }
      expect(await mailsTo(t, payload.Email)).toBe(1);
      const after = await userRow(payload.Email);
      expect(after).toMatchObject({ name: 'Riya Kapoor', userName: payload.UserName });
      expect(after.passwordHash).toBe(before.passwordHash);

      // Two tries were left, not five.
      expect((await verify(otpAuthId, wrongCode(code))).statusCode).toBe(400);
      expect((await verify(otpAuthId, wrongCode(code))).statusCode).toBe(400);
      const locked = await verify(otpAuthId, code);
      expect(locked.statusCode).toBe(429);
      expect(locked.json().message).toBe(AuthMessages.otpTooManyTries);
    });

    it('mails one code for a burst of re-registrations past the cooldown', async () => {
      const payload = influencer();
      await register(payload);
      t.clock.advance(61_000);
      const burst = await Promise.all(Array.from({ length: 10 }, () => register(payload)));
      expect(burst.filter((r) => r.statusCode !== 429).every((r) => r.statusCode === 200)).toBe(true);
      expect(await mailsTo(t, payload.Email)).toBe(2);
    });

    it('after the cooldown mails a new code with no fresh tries, within the daily cap', async () => {
      const payload = influencer();
      const otpAuthId = ((await register(payload)).json().message as string).substring(8);
      const code = otpFromMail((await t.lastMailTo(payload.Email))?.textBody)!;
      for (let i = 0; i < 5; i++) await verify(otpAuthId, wrongCode(code));

      t.clock.advance(61_000);
      expect((await register(payload)).json().message).toBe(`OTP sent${otpAuthId}`);
      expect(await mailsTo(t, payload.Email)).toBe(2);
      const renewed = otpFromMail((await t.lastMailTo(payload.Email))?.textBody)!;
      expect((await verify(otpAuthId, wrongCode(renewed))).statusCode).toBe(400);
      expect((await verify(otpAuthId, wrongCode(renewed))).statusCode).toBe(429);

      t.clock.advance(61_000);
      const resent = await send(t, '/api/user/register-resendotp', { query: { OtpAuthId: otpAuthId } });
      expect(resent.statusCode).toBe(200);
      t.clock.advance(61_000);
      const capped = await register(payload);
      expect(capped.statusCode).toBe(429);
      expect(capped.json().message).toMatch(/^Too many codes have been sent/);
      t.clock.advance(61_000);
      expect(
        (await send(t, '/api/user/register-resendotp', { query: { OtpAuthId: otpAuthId } })).statusCode,
      ).toBe(429);
      expect(await mailsTo(t, payload.Email)).toBe(3);

      // The owner still gets in with the last code, after the back-off wait.
      const last = otpFromMail((await t.lastMailTo(payload.Email))?.textBody)!;
      await sleep(2100);
      expect((await verify(otpAuthId, last)).statusCode).toBe(200);
    });
  });

  describe('sessions', () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await testApp(dialect, {
        beforeReady: (app) => {
          app.get('/test/me', { onRequest: app.authenticate }, (req) => ({ userId: req.auth?.userId }));
        },
      });
    });
    afterAll(() => t.close());

    const me = (token: string) => send(t, '/test/me', { token });
    const login = async (email: string, password: string) => {
      const res = await send(t, '/api/user/login', { body: { Email: email, Password: password } });
      expect(res.statusCode).toBe(200);
      return res.json().token as string;
    };
    const expectEnded = async (token: string) => {
      const res = await me(token);
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ isSuccess: false, message: AuthMessages.sessionEnded, data: null });
    };

    it('ends every earlier session when the password is reset', async () => {
      const user = await t.user(Role.Brand);
      const other = await login(user.email, user.password);
      expect((await me(user.token)).statusCode).toBe(200);
      expect((await me(other)).statusCode).toBe(200);

      await send(t, '/api/user/sendotp', { query: { email: user.email } });
      const code = otpFromMail((await t.lastMailTo(user.email))?.textBody)!;
      const reset = await send(t, '/api/user/resetpassword', {
        body: { Email: user.email, Password: 'BrandNew99', Otp: code },
      });
      expect(reset.statusCode).toBe(200);

      await expectEnded(user.token);
      await expectEnded(other);
      const renewed = await login(user.email, 'BrandNew99');
      expect((await me(renewed)).statusCode).toBe(200);
    });

    it('logs out on the server: the token stops working', async () => {
      const user = await t.user(Role.Influencer);
      const token = await login(user.email, user.password);
      const res = await send(t, '/api/user/logout', { token });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ isSuccess: true, message: AuthMessages.loggedOut, data: null });
      await expectEnded(token);
      await expectEnded(user.token);
      expect((await send(t, '/api/user/logout', { token })).statusCode).toBe(401);
      expect((await send(t, '/api/user/logout')).statusCode).toBe(401);
      expect((await me(await login(user.email, user.password))).statusCode).toBe(200);
    });

    it('ends sessions through endAllSessions, for admin actions and password changes', async () => {
      const user = await t.user(Role.Brand);
      expect((await me(user.token)).statusCode).toBe(200);
      await endAllSessions(t.db, user.id);
      await expectEnded(user.token);
    });

    it('ends the sessions of demo accounts when their published password is locked', async () => {
      await seedDemoAccounts(t.db, t.clock.now());
      const admin = await login('admin@collably.in', 'Admin@12345');
      expect((await me(admin)).statusCode).toBe(200);
      expect(await lockPublishedPasswords(t.db)).toContain('admin@collably.in');
      await expectEnded(admin);
    });
  });
});
