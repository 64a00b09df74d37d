import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  EMAIL_CHANGE_CODES_PER_DAY,
  EMAIL_CHANGE_LOCK_AFTER_RESTORE_DAYS,
  EMAIL_RESTORE_LINK_DAYS,
} from '@collably/shared/constants/limits';
import { Role } from '@collably/shared/constants/roles';
import { AccountMessages as M } from '@collably/shared/messages/account';
import { AuthMessages } from '@collably/shared/messages/auth';
import { maskEmail } from '../../src/features/auth/email-change.service';
import { closeSockets, connect, disconnected, listening } from '../chat-fixtures';
import { databases, testApp, TEST_PASSWORD, uniqueSuffix, type TestApp, type TestUser } from '../test-app';

const DAY_MS = 24 * 3_600_000;
const NEW_PASSWORD = 'N3w-secret!';

/**
 * Issue 35 item 1: an e-mail change as a security event. The attack reproduced: with a session of the account
 * (stolen or left open), a taker moves it to their address; a reset code mailed to the old address before
 * the change still worked, the old address was told the full new one, and sessions from before stayed valid.
 */
describe.each(databases())('e-mail change as a security event on %s', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await testApp(dialect);
  });
  afterAll(() => t.close());

  const address = (label: string) => `${label}-${uniqueSuffix()}@example.com`;
  const codeIn = async (email: string) => /is (\d{6})/.exec((await t.lastMailTo(email))?.textBody ?? '')?.[1];
  const restoreTokenIn = async (email: string) =>
    /\/account\/restore-email\?token=([\w-]+)/.exec((await t.lastMailTo(email))?.textBody ?? '')?.[1];
  const login = (email: string, password: string) =>
    t.post('/api/user/login', { Email: email, Password: password });
  const signedIn = async (token: string) => (await t.get('/api/account/exports', { token })).statusCode;
  const restore = (token: string) => t.post('/api/account/email/restore', { Token: token });

  /** Moves the user's account to a new address; answers the fresh token of the device that did it. */
  async function changeEmail(user: TestUser, newEmail: string, token = user.token): Promise<string> {
    const started = await t.post(
      '/api/account/email',
      { NewEmail: newEmail, Password: user.password },
      { token },
    );
    expect(started.statusCode, started.body).toBe(200);
    const done = await t.post(
      '/api/account/email/confirm',
      { OtpAuthId: started.json().data.otpAuthId, Otp: await codeIn(newEmail) },
      { token },
    );
    expect(done.statusCode, done.body).toBe(200);
    return done.json().token as string;
  }

  it('closes a reset code mailed to the old address before the change', async () => {
    const user = await t.user(Role.Brand);
    expect((await t.post('/api/user/sendotp', undefined, { query: { email: user.email } })).statusCode).toBe(
      200,
    );
    const resetCode = await codeIn(user.email);
    expect(resetCode).toMatch(/^\d{6}$/);
    const newEmail = address('taker');
    await changeEmail(user, newEmail);
    for (const email of [newEmail, user.email]) {
      const reset = await t.post('/api/user/resetpassword', {
        Email: email,
        Password: NEW_PASSWORD,
        Otp: resetCode,
      });
      expect(reset.statusCode, reset.body).toBe(400);
    }
    expect((await login(newEmail, TEST_PASSWORD)).statusCode).toBe(200);
    expect((await login(newEmail, NEW_PASSWORD)).statusCode).toBe(401);
  });

  it('closes every other open code of the account', async () => {
    const user = await t.user(Role.Influencer);
    await t.post('/api/user/sendotp', undefined, { query: { email: user.email } });
    const pending = await t.post(
      '/api/account/email',
      { NewEmail: address('other'), Password: TEST_PASSWORD },
      { token: user.token },
    );
    expect(pending.statusCode).toBe(200);
    await changeEmail(user, address('moved'));
    const open = await t.db
      .selectFrom('otps')
      .select('id')
      .where('userId', '=', user.id)
      .where('consumedAt', 'is', null)
      .execute();
    expect(open).toEqual([]);
  });

  it('ends every session from before the change; the device that made it carries on', async () => {
    const user = await t.user(Role.Brand);
    const otherDevice = await login(user.email, TEST_PASSWORD);
    expect(otherDevice.statusCode).toBe(200);
    const otherToken = otherDevice.json().token as string;
    expect(await signedIn(otherToken)).toBe(200);
    const fresh = await changeEmail(user, address('moved'));
    expect(await signedIn(user.token)).toBe(401);
    expect(await signedIn(otherToken)).toBe(401);
    expect(await signedIn(fresh)).toBe(200);
  });

  it('closes the sockets of the account on the change and on the restore', async () => {
    const base = await listening(t);
    try {
      const user = await t.user(Role.Influencer);
      const before = await connect(base, user.token);
      const cut = disconnected(before, 5_000);
      const fresh = await changeEmail(user, address('moved'));
      await cut;
      await expect(connect(base, user.token)).rejects.toThrow('Your session has ended');
      const after = await connect(base, fresh);
      const cutAgain = disconnected(after, 5_000);
      expect((await restore((await restoreTokenIn(user.email))!)).statusCode).toBe(200);
      await cutAgain;
      await expect(connect(base, fresh)).rejects.toThrow('Your session has ended');
    } finally {
      closeSockets();
    }
  });

  it('tells the old address without the new address in full', async () => {
    const user = await t.user(Role.Brand);
    const newEmail = address('secret.box');
    await changeEmail(user, newEmail);
    const mail = await t.lastMailTo(user.email);
    expect(mail?.subject).toBe('Your Collably email was changed');
    expect(mail?.textBody).not.toContain(newEmail);
    expect(mail?.textBody).not.toContain(newEmail.split('@')[0]);
    expect(mail?.textBody).toContain(maskEmail(newEmail));
    expect(maskEmail('rohan.k@gmail.com')).toBe('r***@g***.com');
  });

  it('restores the old address by the link: sessions end, codes close, the password must be reset', async () => {
    const user = await t.user(Role.Brand);
    const takerEmail = address('taker');
    const takerToken = await changeEmail(user, takerEmail);
    const token = (await restoreTokenIn(user.email))!;
    expect(token).toBeTruthy();
    // The taker asks for a reset code to their address while the link waits in the owner's mailbox.
    await t.post('/api/user/sendotp', undefined, { query: { email: takerEmail } });
    const takerCode = await codeIn(takerEmail);

    const restored = await restore(token);
    expect(restored.statusCode, restored.body).toBe(200);
    expect(restored.json().message).toBe(M.emailRestored(user.email));
    expect(restored.json().data).toEqual({ email: user.email });
    const row = await t.db
      .selectFrom('users')
      .select('email')
      .where('id', '=', user.id)
      .executeTakeFirstOrThrow();
    expect(row.email).toBe(user.email);
    expect(await signedIn(takerToken)).toBe(401);
    // Nobody's password works until the restored mailbox sets a new one.
    expect((await login(user.email, TEST_PASSWORD)).statusCode).toBe(401);
    const takersReset = await t.post('/api/user/resetpassword', {
      Email: takerEmail,
      Password: NEW_PASSWORD,
      Otp: takerCode,
    });
    expect(takersReset.statusCode).toBe(400);
    expect((await t.post('/api/user/sendotp', undefined, { query: { email: user.email } })).statusCode).toBe(
      200,
    );
    const reset = await t.post('/api/user/resetpassword', {
      Email: user.email,
      Password: NEW_PASSWORD,
      Otp: await codeIn(user.email),
    });
    expect(reset.statusCode, reset.body).toBe(200);
    expect((await login(user.email, NEW_PASSWORD)).statusCode).toBe(200);

    const again = await restore(token);
    expect(again.statusCode).toBe(400);
    expect(again.json().message).toBe(M.restoreTokenUsed);
  });

  it('answers a wrong link with a clear 400, and acts only on POST', async () => {
    const wrong = await restore('A'.repeat(43));
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().message).toBe(M.restoreTokenInvalid);
    const empty = await restore('');
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toBe(M.restoreTokenRequired);
    const user = await t.user(Role.Brand);
    await changeEmail(user, address('moved'));
    const token = (await restoreTokenIn(user.email))!;
    const opened = await t.get(`/api/account/email/restore?Token=${token}`);
    expect(opened.statusCode).not.toBe(200);
    expect((await restore(token)).statusCode).toBe(200);
  });

  it('refuses to restore an old address another account took since, and keeps the link', async () => {
    const user = await t.user(Role.Brand);
    await changeEmail(user, address('moved'));
    const token = (await restoreTokenIn(user.email))!;
    const signUp = await t.post('/api/user/register', {
      Name: 'Newcomer',
      Email: user.email,
      Password: TEST_PASSWORD,
      RoleId: Role.Brand,
    });
    expect(signUp.statusCode, signUp.body).toBe(200);
    const refused = await restore(token);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(M.restoreEmailTaken);
    const link = await t.db
      .selectFrom('emailRestores')
      .select('usedOn')
      .where('userId', '=', user.id)
      .executeTakeFirstOrThrow();
    expect(link.usedOn).toBeNull();
  });

  it('expires the link after its days', async () => {
    const user = await t.user(Role.Influencer);
    const newEmail = address('moved');
    await changeEmail(user, newEmail);
    const token = (await restoreTokenIn(user.email))!;
    t.clock.advance(EMAIL_RESTORE_LINK_DAYS * DAY_MS + 1_000);
    const late = await restore(token);
    expect(late.statusCode).toBe(400);
    expect(late.json().message).toBe(M.restoreTokenExpired);
    const row = await t.db
      .selectFrom('users')
      .select('email')
      .where('id', '=', user.id)
      .executeTakeFirstOrThrow();
    expect(row.email).toBe(newEmail);
  });

  it('keeps the address fixed for days after a restore', async () => {
    const user = await t.user(Role.Brand);
    await changeEmail(user, address('taker'));
    expect((await restore((await restoreTokenIn(user.email))!)).statusCode).toBe(200);
    await t.post('/api/user/sendotp', undefined, { query: { email: user.email } });
    const reset = await t.post('/api/user/resetpassword', {
      Email: user.email,
      Password: NEW_PASSWORD,
      Otp: await codeIn(user.email),
    });
    expect(reset.statusCode, reset.body).toBe(200);
    const token = (await login(user.email, NEW_PASSWORD)).json().token as string;
    const owner = { ...user, password: NEW_PASSWORD, token };

    t.clock.advance(EMAIL_CHANGE_LOCK_AFTER_RESTORE_DAYS * DAY_MS - 60_000);
    const refused = await t.post(
      '/api/account/email',
      { NewEmail: address('again'), Password: NEW_PASSWORD },
      { token },
    );
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toContain('cannot be changed again until');
    t.clock.advance(2 * 60_000);
    await changeEmail(owner, address('later'));
  });

  it('closes the links of later changes when an earlier one is used, and not the other way round', async () => {
    const user = await t.user(Role.Brand);
    const second = address('second');
    const fresh = await changeEmail(user, second);
    const first = (await restoreTokenIn(user.email))!;
    await changeEmail({ ...user, token: fresh }, address('third'), fresh);
    const later = (await restoreTokenIn(second))!;
    // Whoever holds the second address restores it first; the owner's older link still works after.
    expect((await restore(later)).statusCode).toBe(200);
    expect((await restore(first)).statusCode).toBe(200);
    const row = await t.db
      .selectFrom('users')
      .select('email')
      .where('id', '=', user.id)
      .executeTakeFirstOrThrow();
    expect(row.email).toBe(user.email);
    // And once the earliest is used, the later one (of an address after it) no longer works.
    const other = await t.user(Role.Brand);
    const mid = address('mid');
    const midToken = await changeEmail(other, mid);
    const firstOfOther = (await restoreTokenIn(other.email))!;
    await changeEmail({ ...other, token: midToken }, address('end'), midToken);
    const laterOfOther = (await restoreTokenIn(mid))!;
    expect((await restore(firstOfOther)).statusCode).toBe(200);
    expect((await restore(laterOfOther)).statusCode).toBe(400);
  });

  it(`refuses the code after ${EMAIL_CHANGE_CODES_PER_DAY} to new addresses in 24 hours`, async () => {
    const user = await t.user(Role.Influencer);
    const start = (email: string) =>
      t.post('/api/account/email', { NewEmail: email, Password: TEST_PASSWORD }, { token: user.token });
    for (let i = 0; i < EMAIL_CHANGE_CODES_PER_DAY; i++) {
      expect((await start(address(`try${i}`))).statusCode).toBe(200);
      t.clock.advance(60_000);
    }
    const over = address('over');
    const refused = await start(over);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toBe(M.emailCodesPerDay(EMAIL_CHANGE_CODES_PER_DAY));
    expect(await t.lastMailTo(over)).toBeUndefined();
    t.clock.advance(DAY_MS);
    expect((await start(address('next-day'))).statusCode).toBe(200);
  });

  it('never lets a used e-mail-change code reopen a session', async () => {
    const user = await t.user(Role.Brand);
    const newEmail = address('moved');
    const started = await t.post(
      '/api/account/email',
      { NewEmail: newEmail, Password: TEST_PASSWORD },
      { token: user.token },
    );
    const code = await codeIn(newEmail);
    const body = { OtpAuthId: started.json().data.otpAuthId, Otp: code };
    const done = await t.post('/api/account/email/confirm', body, { token: user.token });
    expect(done.statusCode).toBe(200);
    const again = await t.post('/api/account/email/confirm', body, { token: done.json().token as string });
    expect(again.statusCode).toBe(400);
    expect(again.json().message).toBe(AuthMessages.otpUsed);
  });
});
