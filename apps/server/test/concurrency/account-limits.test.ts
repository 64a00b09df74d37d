import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EMAIL_CHANGE_CODES_PER_DAY } from '@collably/shared/constants/limits';
import { Role } from '@collably/shared/constants/roles';
import { AccountMessages } from '@collably/shared/messages/account';
import {
  anotherInstance,
  databases,
  onInstance,
  raceAcross,
  testApp,
  TEST_PASSWORD,
  uniqueSuffix,
  type TestApp,
} from '../test-app';

/**
 * Issue 35 item 3: limits of the account under parallel requests, half through a second instance of the same
 * database (and the same Redis when TEST_REDIS_URL is set), as behind a load balancer: e-mail-change codes
 * per account per day, code mails per address per day, one data export at a time.
 */
describe.each(databases())('account limits under concurrency on %s', (dialect) => {
  const RACERS = 10;
  const MAILS_PER_ADDRESS = 3;
  let t: TestApp;
  let b: FastifyInstance;
  let onB: TestApp;

  beforeAll(async () => {
    t = await testApp(dialect, {
      configure: (config) => {
        config.rateLimits.otpMails = { max: MAILS_PER_ADDRESS, timeWindowMs: 24 * 3_600_000 };
        // Ten right passwords at once are no attack: keep the password back-off out of these races.
        config.backoff = { ...config.backoff, freeFailures: 1000 };
      },
    });
    b = await anotherInstance(t);
    onB = onInstance(t, b);
  });
  afterAll(async () => {
    await b.close();
    await t.close();
  });

  const race = <T>(n: number, request: (on: TestApp, i: number) => Promise<T>) =>
    raceAcross([t, onB], n, request);
  /**
   * The code-mail cap is a limiter of the throttle: in Redis, shared by every instance, when REDIS_URL is set
   * (the multi-instance set-up); in the process's memory otherwise (the embedded default, one process). So
   * its races span both instances with Redis, and one instance without.
   */
  const raceMails = <T>(n: number, request: (on: TestApp, i: number) => Promise<T>) =>
    raceAcross(t.config.redisUrl ? [t, onB] : [t], n, request);
  const count = (codes: readonly number[], code: number) => codes.filter((c) => c === code).length;
  const mailsTo = async (emails: readonly string[]) =>
    (await t.db.selectFrom('mailOutbox').select('id').where('toAddress', 'in', emails).execute()).length;

  it(`issues ${EMAIL_CHANGE_CODES_PER_DAY} e-mail-change codes of an account, however many race`, async () => {
    const user = await t.user(Role.Brand);
    const emails = Array.from({ length: RACERS }, (_, i) => `race${i}-${uniqueSuffix()}@example.com`);
    const responses = await race(RACERS, (on, i) =>
      on.post('/api/account/email', { NewEmail: emails[i], Password: TEST_PASSWORD }, { token: user.token }),
    );
    const codes = responses.map((r) => r.statusCode);
    expect(count(codes, 200), codes.join(',')).toBe(EMAIL_CHANGE_CODES_PER_DAY);
    expect(count(codes, 429)).toBe(RACERS - EMAIL_CHANGE_CODES_PER_DAY);
    for (const refused of responses.filter((r) => r.statusCode === 429)) {
      expect(refused.json().message).toBe(AccountMessages.emailCodesPerDay(EMAIL_CHANGE_CODES_PER_DAY));
    }
    const issued = await t.db
      .selectFrom('otps')
      .select('id')
      .where('userId', '=', user.id)
      .where('purpose', '=', 'email-change')
      .execute();
    expect(issued).toHaveLength(EMAIL_CHANGE_CODES_PER_DAY);
    expect(await mailsTo(emails)).toBe(EMAIL_CHANGE_CODES_PER_DAY);
  });

  it(`mails one address at most ${MAILS_PER_ADDRESS} codes a day, however many race`, async () => {
    // Ten accounts each ask for a code to the same new address at once: only the address's cap holds them.
    const users = await Promise.all(Array.from({ length: RACERS }, () => t.user(Role.Influencer)));
    const target = `shared-${uniqueSuffix()}@example.com`;
    const responses = await raceMails(RACERS, (on, i) =>
      on.post('/api/account/email', { NewEmail: target, Password: TEST_PASSWORD }, { token: users[i].token }),
    );
    const codes = responses.map((r) => r.statusCode);
    expect(count(codes, 200), codes.join(',')).toBe(MAILS_PER_ADDRESS);
    expect(count(codes, 429)).toBe(RACERS - MAILS_PER_ADDRESS);
    expect(await mailsTo([target])).toBe(MAILS_PER_ADDRESS);
  });

  it('mails a password reset code at most the cap, however many race', async () => {
    const user = await t.user(Role.Brand);
    const responses = await raceMails(RACERS, (on) =>
      on.post('/api/user/sendotp', undefined, { query: { email: user.email } }),
    );
    expect(
      count(
        responses.map((r) => r.statusCode),
        429,
      ),
    ).toBe(RACERS - MAILS_PER_ADDRESS);
    expect(await mailsTo([user.email])).toBeLessThanOrEqual(MAILS_PER_ADDRESS);
  });

  it('prepares one data export of a user at a time, however many race', async () => {
    const user = await t.user(Role.Brand);
    const responses = await race(RACERS, (on) =>
      on.post('/api/account/exports', undefined, { token: user.token }),
    );
    const codes = responses.map((r) => r.statusCode);
    expect(count(codes, 200), codes.join(',')).toBe(1);
    expect(count(codes, 409)).toBe(RACERS - 1);
    const preparing = await t.db
      .selectFrom('accountExports')
      .select('id')
      .where('userId', '=', user.id)
      .where('status', '=', 'preparing')
      .execute();
    expect(preparing).toHaveLength(1);
  });
});
