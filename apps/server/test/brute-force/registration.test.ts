import crypto from 'node:crypto';
import { syncBuiltinESMExports } from 'node:module';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LightMyRequestResponse } from 'fastify';
import { Role } from '@collably/shared/constants/roles';
import { AuthMessages } from '@collably/shared/messages/auth';
import type { Config } from '../../src/config';
import { DEVICE_COOKIE } from '../../src/platform/auth/device-cookie';
import { brandSignUp, fresh, influencerSignUp } from '../sign-up-fixtures';
import { databases, otpFromMail, testApp, type TestApp, type TestUser } from '../test-app';

/**
 * Issue 35 item 6: registration reveals nothing. Brands confirm the e-mail by code like influencers, and
 * an address that has an account gets the answer a new address gets (status, body, message, the codes'
 * behaviour, the mail cap, the time), while its owner is told by mail.
 */

const REGISTER_ATTEMPT_SUBJECT = 'Someone tried to register with your Collably email';

/** An answer with the auth id and any wait spelled alike, so two addresses' answers can be compared. */
function shape(res: LightMyRequestResponse) {
  const body = res.json<{ message: string; data: unknown; token?: string }>();
  const id = body.message.startsWith('OTP sent') ? body.message.substring(8) : null;
  const same = (text: string) =>
    (id ? text.split(id).join('<id>') : text).replace(/\d+ (second|minute|hour)s?/, 'N $1s');
  return {
    status: res.statusCode,
    keys: Object.keys(body).sort(),
    message: same(body.message),
    data: body.data === null ? null : JSON.parse(same(JSON.stringify(body.data))),
    isUuid: id === null ? null : /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/.test(id),
  };
}

const wrongCode = (code: string | undefined) => (code === '000000' ? '111111' : '000000');

describe.each(databases())('registration on %s', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await testApp(dialect, {
      configure: (config: Config) => {
        config.rateLimits.otpMails = { max: 3, timeWindowMs: 24 * 3_600_000 };
        // The code back-off out of the way: these tests compare answers, not waits.
        config.backoff = { ...config.backoff, freeFailures: 100 };
      },
    });
  });
  afterAll(() => t.close());

  const register = (payload: Record<string, unknown>) => t.post('/api/user/register', payload);
  const verify = (otpAuthId: string, otp: string) =>
    t.post('/api/user/register-otp', undefined, { query: { OtpAuthId: otpAuthId, Otp: otp } });
  const resend = (otpAuthId: string) =>
    t.post('/api/user/register-resendotp', undefined, { query: { OtpAuthId: otpAuthId } });
  const idOf = (res: LightMyRequestResponse) => (res.json().message as string).substring(8);
  const mailsTo = (email: string) =>
    t.db.selectFrom('mailOutbox').select(['subject', 'textBody']).where('toAddress', '=', email).execute();
  const userRow = (email: string) =>
    t.db.selectFrom('users').selectAll().where('email', '=', email).executeTakeFirstOrThrow();

  it('signs a brand up with a code from the mailbox, and signs it in only then', async () => {
    const payload = brandSignUp();
    const res = await register(payload);
    expect(res.json()).toEqual({
      isSuccess: true,
      message: `OTP sent${idOf(res)}`,
      data: { otpAuthId: idOf(res) },
    });
    expect(res.json().token).toBeUndefined();
    expect(res.cookies).toEqual([]);
    const code = otpFromMail((await t.lastMailTo(payload.Email))?.textBody)!;
    expect(code).toMatch(/^\d{6}$/);
    expect((await verify(idOf(res), wrongCode(code))).statusCode).toBe(400);
    const verified = await verify(idOf(res), code);
    expect(verified.statusCode).toBe(200);
    expect(verified.json()).toMatchObject({
      isSuccess: true,
      message: AuthMessages.verified,
      token: expect.any(String),
      data: { roleID: Role.Brand, email: payload.Email, couponShown: false },
    });
    // Signing in by the code also makes this browser a known device.
    expect(verified.cookies.map((c) => c.name)).toContain(DEVICE_COOKIE);
    expect((await userRow(payload.Email)).emailVerified).toBe(1 as never);
  });

  describe.each([
    ['a brand', Role.Brand, (email: string) => brandSignUp({ Email: email })],
    ['an influencer', Role.Influencer, (email: string) => influencerSignUp({ Email: email })],
  ] as const)('as %s', (_label, _role, signUp) => {
    it.each([
      ['a brand', Role.Brand],
      ['an influencer', Role.Influencer],
    ] as const)(
      'answers the address of %s exactly like a new one, and mails its owner',
      async (_who, role) => {
        const owner: TestUser = await t.user(role);
        const before = await userRow(owner.email);
        const newEmail = `${fresh('new')}@example.com`;

        const known = await register(signUp(owner.email.toUpperCase()));
        const unknown = await register(signUp(newEmail));
        expect(shape(known)).toEqual(shape(unknown));
        expect(shape(known)).toMatchObject({ status: 200, isUuid: true, message: 'OTP sent<id>' });
        expect(idOf(known)).not.toBe(idOf(unknown));

        // The owner is told; no code is sent to them, and the account is untouched.
        const mails = await mailsTo(owner.email);
        expect(mails.map((m) => m.subject)).toEqual([REGISTER_ATTEMPT_SUBJECT]);
        expect(otpFromMail(mails[0]?.textBody)).toBeUndefined();
        expect(await userRow(owner.email)).toEqual(before);
        expect((await mailsTo(newEmail)).map((m) => m.subject)).toEqual(['Your Collably verification code']);
      },
    );
  });

  it('gives a known address a decoy whose code, resend, cooldown and mail cap behave like a real one', async () => {
    const owner = await t.user(Role.Brand);
    const newEmail = `${fresh('new')}@example.com`;
    const knownPayload = brandSignUp({ Email: owner.email });
    const newPayload = brandSignUp({ Email: newEmail });

    /** The same steps on one address, their answers in order. */
    const journey = async (payload: Record<string, unknown>) => {
      const answers = [];
      const first = await register(payload);
      answers.push(shape(first));
      const id = idOf(first);
      const again = await register(payload);
      answers.push(shape(again), idOf(again) === id);
      // A guess (the new address's real code is not used, so both are wrong) and the tries running out.
      for (let i = 0; i < 6; i++) answers.push(shape(await verify(id, '123456')));
      answers.push(shape(await resend(id)));
      t.clock.advance(61_000);
      answers.push(shape(await resend(id)));
      for (let i = 0; i < 3; i++) {
        t.clock.advance(61_000);
        const renewed = await register(payload);
        answers.push(shape(renewed), renewed.statusCode === 200 ? idOf(renewed) === id : null);
      }
      answers.push(shape(await verify('00000000-0000-4000-8000-000000000000', '123456')));
      return answers;
    };
    const clockAt = t.clock.now();
    const known = await journey(knownPayload);
    const unknown = await journey(newPayload);
    expect(t.clock.now().getTime()).toBeGreaterThan(clockAt.getTime());
    expect(known).toEqual(unknown);
    expect(known.some((a) => typeof a === 'object' && a?.status === 429)).toBe(true);
    // Within the daily cap of 3: a sign-up mail each, and for the owner, "someone tried to register".
    expect((await mailsTo(newEmail)).length).toBe(3);
    expect((await mailsTo(owner.email)).map((m) => m.subject)).toEqual(
      Array(3).fill(REGISTER_ATTEMPT_SUBJECT),
    );
  });

  it('never signs anyone in through the decoy, even with a code mailed to the owner for something else', async () => {
    const owner = await t.user(Role.Influencer);
    const id = idOf(await register(influencerSignUp({ Email: owner.email })));
    await t.post('/api/user/sendotp', undefined, { query: { email: owner.email } });
    const resetCode = otpFromMail((await t.lastMailTo(owner.email))?.textBody)!;
    const res = await verify(id, resetCode);
    expect(res.statusCode).toBe(400);
    expect(res.json().token).toBeUndefined();
  });

  it('keeps the user-name check for influencers (user names are public)', async () => {
    const taken = await t.user(Role.Influencer);
    const res = await register(influencerSignUp({ UserName: taken.userName }));
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(AuthMessages.userNameTaken);
  });

  it('does the same scrypt work for a known address as for a new one, and takes comparable time', async () => {
    const owner = await t.user(Role.Brand);
    const original = crypto.scrypt;
    let calls = 0;
    const counting = ((...args: Parameters<typeof crypto.scrypt>) => {
      calls++;
      return (original as (...a: unknown[]) => void)(...args);
    }) as typeof crypto.scrypt;
    crypto.scrypt = counting;
    syncBuiltinESMExports();
    const timed = async (payload: Record<string, unknown>) => {
      calls = 0;
      const started = process.hrtime.bigint();
      const res = await register(payload);
      const ms = Number(process.hrtime.bigint() - started) / 1e6;
      expect(res.statusCode).toBe(200);
      return { ms, scrypts: calls };
    };
    try {
      const known: number[] = [];
      const unknown: number[] = [];
      for (let i = 0; i < 5; i++) {
        const a = await timed(brandSignUp({ Email: owner.email }));
        const b = await timed(brandSignUp());
        expect(a.scrypts).toBe(1);
        expect(b.scrypts).toBe(1);
        known.push(a.ms);
        unknown.push(b.ms);
      }
      const median = (xs: number[]) => [...xs].sort((x, y) => x - y)[Math.floor(xs.length / 2)] ?? 0;
      // scrypt dominates both; a known address skipping it answered in a small fraction of the time.
      expect(median(known)).toBeGreaterThan(median(unknown) * 0.4);
    } finally {
      crypto.scrypt = original;
      syncBuiltinESMExports();
    }
  });
});
