import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { unzipSync, strFromU8 } from 'fflate';
import { ActionCode } from '@collably/shared/constants/collabs';
import { LegalDocument } from '@collably/shared/constants/legal';
import { latestLegalVersion } from '@collably/shared/domain/legal';
import { Role, UserStatus } from '@collably/shared/constants/roles';
import { AccountMessages as M } from '@collably/shared/messages/account';
import { AuthMessages } from '@collably/shared/messages/auth';
import {
  act,
  checkLedger,
  createTransaction,
  deliverAndPost,
  hire,
  influencerWithService,
  walletBalance,
} from '../../../test/hire-fixtures';
import { databases, testApp, TEST_PASSWORD, type TestApp, type TestUser } from '../../../test/test-app';
import { runAccountExports } from './account.service';

const NEW_PASSWORD = 'N3w-secret!';

describe.each(databases())('account settings and data rights on %s', (dialect) => {
  let t: TestApp;
  beforeEach(async () => {
    t = await testApp(dialect);
  });
  afterEach(async () => {
    await t.close();
  });

  const login = (email: string, password: string) =>
    t.post('/api/user/login', { Email: email, Password: password });
  const otpIn = async (email: string) =>
    /OTP to .* is (\d{6})/.exec((await t.lastMailTo(email))?.textBody ?? '')?.[1];

  it('keeps the time the privacy notice was accepted at sign-up', async () => {
    const email = 'consenting@example.com';
    const body = { Name: 'Consent Co', Email: email, Password: TEST_PASSWORD, RoleId: Role.Brand };
    expect((await t.post('/api/user/register', { ...body, AcceptedPrivacy: 'yes' })).statusCode).toBe(400);
    expect((await t.post('/api/user/register', { ...body, AcceptedPrivacy: true })).statusCode).toBe(200);
    const row = await t.db
      .selectFrom('users')
      .select('privacyAcceptedOn')
      .where('email', '=', email)
      .executeTakeFirst();
    expect(row?.privacyAcceptedOn).toBe(t.clock.now().toISOString());
    const without = { ...body, Email: 'silent@example.com' };
    expect((await t.post('/api/user/register', without)).statusCode).toBe(200);
    const silent = await t.db
      .selectFrom('users')
      .select('privacyAcceptedOn')
      .where('email', '=', without.Email)
      .executeTakeFirst();
    expect(silent?.privacyAcceptedOn).toBeNull();
  });

  describe('password change', () => {
    const change = (user: TestUser, body: Record<string, unknown>, token = user.token) =>
      t.post('/api/account/password', body, { token });

    it('needs the current password, ends every other session and keeps this one with a new token', async () => {
      const user = await t.user(Role.Brand);
      const res = await change(user, { CurrentPassword: TEST_PASSWORD, NewPassword: NEW_PASSWORD });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().message).toBe(M.passwordChanged);
      const fresh = res.json().token as string;
      expect((await t.get('/api/account/exports', { token: user.token })).statusCode).toBe(401);
      expect((await t.get('/api/account/exports', { token: fresh })).statusCode).toBe(200);
      expect((await login(user.email, TEST_PASSWORD)).statusCode).toBe(401);
      expect((await login(user.email, NEW_PASSWORD)).statusCode).toBe(200);
      expect((await t.lastMailTo(user.email))?.subject).toBe('Your Collably password was changed');
    });

    it('refuses a wrong current password, the same password and the rules of a new one', async () => {
      const user = await t.user(Role.Influencer);
      const cases: [Record<string, unknown>, number, string][] = [
        [{ CurrentPassword: 'wrong-one-1', NewPassword: NEW_PASSWORD }, 400, M.currentPasswordWrong],
        [{ CurrentPassword: TEST_PASSWORD, NewPassword: TEST_PASSWORD }, 400, M.newPasswordSame],
        [{ NewPassword: NEW_PASSWORD }, 400, M.currentPasswordRequired],
        [{ CurrentPassword: TEST_PASSWORD, NewPassword: 'short' }, 400, AuthMessages.passwordMin(8)],
        [{ CurrentPassword: TEST_PASSWORD, NewPassword: 'x'.repeat(21) }, 400, AuthMessages.passwordMax(20)],
        [{ CurrentPassword: TEST_PASSWORD, NewPassword: 12345678 }, 400, AuthMessages.passwordRequired],
      ];
      for (const [body, status, message] of cases) {
        const res = await change(user, body);
        expect(res.statusCode, res.body).toBe(status);
        expect(res.json().message).toContain(message);
      }
      expect((await login(user.email, TEST_PASSWORD)).statusCode).toBe(200);
      const visitor = await t.post('/api/account/password', {
        CurrentPassword: 'x',
        NewPassword: NEW_PASSWORD,
      });
      expect(visitor.statusCode).toBe(401);
    });

    it('backs off after repeated wrong current passwords, like the log-in', async () => {
      const user = await t.user(Role.Brand);
      const codes: number[] = [];
      for (let i = 0; i < 8; i++) {
        codes.push(
          (await change(user, { CurrentPassword: `wrong-${i}-pass`, NewPassword: NEW_PASSWORD })).statusCode,
        );
      }
      expect(codes).toContain(429);
    });

    it('works for staff and super admins too', async () => {
      for (const role of [Role.Staff, Role.SuperAdmin] as const) {
        const user = await t.user(role);
        const res = await change(user, { CurrentPassword: TEST_PASSWORD, NewPassword: NEW_PASSWORD });
        expect(res.statusCode, res.body).toBe(200);
      }
    });
  });

  describe('e-mail change', () => {
    const start = (user: TestUser, body: Record<string, unknown>) =>
      t.post('/api/account/email', body, { token: user.token });
    const confirm = (user: TestUser, body: Record<string, unknown>) =>
      t.post('/api/account/email/confirm', body, { token: user.token });

    it('is confirmed by an OTP sent to the new address, and the old address is told', async () => {
      const user = await t.user(Role.Brand);
      const res = await start(user, { NewEmail: ' New.Address@Example.com ', Password: TEST_PASSWORD });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().message).toBe(M.emailCodeSent('new.address@example.com'));
      const code = await otpIn('new.address@example.com');
      expect(code).toMatch(/^\d{6}$/);
      const wrong = await confirm(user, {
        OtpAuthId: res.json().data.otpAuthId,
        Otp: code === '000000' ? '111111' : '000000',
      });
      expect(wrong.statusCode).toBe(400);
      expect(wrong.json().message).toBe(M.emailCodeInvalid);
      const done = await confirm(user, { OtpAuthId: res.json().data.otpAuthId, Otp: code });
      expect(done.statusCode, done.body).toBe(200);
      expect(done.json().data.email).toBe('new.address@example.com');
      expect((await t.lastMailTo(user.email))?.textBody).toContain('changed from');
      expect((await login('new.address@example.com', TEST_PASSWORD)).statusCode).toBe(200);
      expect((await login(user.email, TEST_PASSWORD)).statusCode).toBe(401);
      // The session that made the change carries on with the fresh token; the one before it ended.
      expect((await t.get('/api/account/exports', { token: user.token })).statusCode).toBe(401);
      const fresh = { ...user, token: done.json().token as string };
      const again = await confirm(fresh, { OtpAuthId: res.json().data.otpAuthId, Otp: code });
      expect(again.statusCode).toBe(400);
    });

    it('refuses a taken or unchanged address, a wrong password and a bad e-mail', async () => {
      const user = await t.user(Role.Influencer);
      const other = await t.user(Role.Brand);
      const cases: [Record<string, unknown>, number, string][] = [
        [{ NewEmail: other.email, Password: TEST_PASSWORD }, 409, AuthMessages.emailTaken],
        [{ NewEmail: user.email.toUpperCase(), Password: TEST_PASSWORD }, 400, M.emailSame],
        [{ NewEmail: 'free@example.com', Password: 'wrong-pass-1' }, 400, M.currentPasswordWrong],
        [{ NewEmail: 'not-an-email', Password: TEST_PASSWORD }, 400, AuthMessages.emailInvalid],
        [{ Password: TEST_PASSWORD }, 400, AuthMessages.emailRequired],
      ];
      for (const [body, status, message] of cases) {
        const res = await start(user, body);
        expect(res.statusCode, res.body).toBe(status);
        expect(res.json().message).toContain(message);
      }
    });

    it('refuses another user’s code and an expired one', async () => {
      const user = await t.user(Role.Brand);
      const thief = await t.user(Role.Brand);
      const res = await start(user, { NewEmail: 'mine@example.com', Password: TEST_PASSWORD });
      const code = (await otpIn('mine@example.com'))!;
      const stolen = await confirm(thief, { OtpAuthId: res.json().data.otpAuthId, Otp: code });
      expect(stolen.statusCode).toBe(400);
      t.clock.advance(11 * 60_000);
      const late = await confirm(user, { OtpAuthId: res.json().data.otpAuthId, Otp: code });
      expect(late.statusCode).toBe(400);
      expect(late.json().message).toBe(AuthMessages.otpExpired);
    });
  });

  describe('deletion', () => {
    const remove = (
      user: TestUser,
      body: Record<string, unknown> = { Password: TEST_PASSWORD, Confirm: 'DELETE' },
    ) => t.post('/api/account/delete', body, { token: user.token });

    /** A brand and an influencer with one completed order: the influencer has earnings, the brand nothing. */
    const completedOrder = async () => {
      const brand = await t.user(Role.Brand);
      const { influencer, serviceId } = await influencerWithService(t, { pricePaise: 100_000 });
      const collabId = await hire(t, brand, serviceId);
      await deliverAndPost(t, brand, influencer, collabId);
      expect((await act(t, brand, collabId, ActionCode.MarkComplete)).statusCode).toBe(200);
      return { brand, influencer, collabId };
    };

    it('is refused with the reason while an order is open or money is held', async () => {
      const brand = await t.user(Role.Brand);
      const { influencer, serviceId } = await influencerWithService(t, { pricePaise: 100_000 });
      const collabId = await hire(t, brand, serviceId);
      for (const who of [brand, influencer]) {
        const open = await remove(who);
        expect(open.statusCode).toBe(409);
        expect(open.json().message).toBe(M.deleteOpenOrders(1));
      }
      expect((await act(t, influencer, collabId, ActionCode.Reject, 'Not my niche')).statusCode).toBe(200);
      const held = await remove(brand);
      expect(held.statusCode).toBe(409);
      expect(held.json().message).toBe(
        M.deleteWalletHeld(`₹${(await walletBalance(t, brand)).toLocaleString('en-IN')}.00`),
      );
      const done = await completedOrder();
      const earned = await remove(done.influencer);
      expect(earned.statusCode).toBe(409);
      expect(earned.json().message).toMatch(/^Your earnings of ₹[\d,]+\.\d\d have not been paid out yet/);
    });

    it('waits for a checkout that may still be paid', async () => {
      const brand = await t.user(Role.Brand);
      const { serviceId } = await influencerWithService(t, { pricePaise: 100_000 });
      expect((await createTransaction(t, brand, serviceId)).statusCode).toBe(200);
      const open = await remove(brand);
      expect(open.statusCode).toBe(409);
      expect(open.json().message).toBe(M.deleteCheckoutOpen);
      t.clock.advance(25 * 3_600_000);
      expect((await remove(brand)).statusCode).toBe(200);
    });

    it('checks the password and the typed DELETE, and is not for staff', async () => {
      const brand = await t.user(Role.Brand);
      const wrong = await remove(brand, { Password: 'wrong-pass-1', Confirm: 'DELETE' });
      expect(wrong.json().message).toBe(M.currentPasswordWrong);
      const unconfirmed = await remove(brand, { Password: TEST_PASSWORD, Confirm: 'delete' });
      expect(unconfirmed.statusCode).toBe(400);
      expect(unconfirmed.json().message).toContain(M.deleteConfirmRequired);
      const blank = await remove(brand, { Confirm: 'DELETE' });
      expect(blank.json().message).toContain(M.deletePasswordRequired);
      for (const role of [Role.Staff, Role.SuperAdmin] as const) {
        const res = await remove(await t.user(role));
        expect(res.statusCode).toBe(403);
        expect(res.json().message).toBe(M.deleteNotForStaff);
      }
      expect((await t.post('/api/account/delete', { Password: 'x', Confirm: 'DELETE' })).statusCode).toBe(
        401,
      );
      expect((await login(brand.email, TEST_PASSWORD)).statusCode).toBe(200);
    });

    it('erases the person, keeps the invoices and a balanced ledger, and the account cannot log in', async () => {
      const { brand, influencer, collabId } = await completedOrder();
      const invoicesBefore = await t.db.selectFrom('taxDocuments').select('id').execute();
      const res = await remove(brand);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().message).toBe(M.accountDeleted);
      expect((await login(brand.email, TEST_PASSWORD)).statusCode).toBe(401);
      expect((await t.get('/api/account/exports', { token: brand.token })).statusCode).toBe(401);
      const row = await t.db
        .selectFrom('users')
        .selectAll()
        .where('id', '=', brand.id)
        .executeTakeFirstOrThrow();
      expect(row).toMatchObject({ name: 'Deleted user', status: UserStatus.Deleted, profilePic: null });
      expect(row.email).not.toBe(brand.email);
      expect(await t.db.selectFrom('taxDocuments').select('id').execute()).toEqual(invoicesBefore);
      await checkLedger(t.db);
      // The influencer's order history still shows the collab, with the brand anonymised.
      const orders = await t.get('/api/user/orders', { token: influencer.token });
      expect(orders.statusCode, orders.body).toBe(200);
      const order = (orders.json().data as { collabDetailId: number }[]).find(
        (o) => o.collabDetailId === collabId,
      );
      expect(order).toBeDefined();
      expect(orders.body).not.toContain(brand.email);
      // The same e-mail may sign up again, as a new account.
      const again = await t.post('/api/user/register', {
        Name: 'Fresh Start',
        Email: brand.email,
        Password: TEST_PASSWORD,
        RoleId: Role.Brand,
      });
      expect(again.statusCode, again.body).toBe(200);
    });

    it('replaces their name in others’ notifications and unsent mails, and deletes their export archives', async () => {
      const { brand, influencer } = await completedOrder();
      const { name } = await t.db
        .selectFrom('users')
        .select('name')
        .where('id', '=', brand.id)
        .executeTakeFirstOrThrow();
      const bell = () =>
        t.db.selectFrom('notifications').select('message').where('userId', '=', influencer.id).execute();
      const unsent = () =>
        t.db
          .selectFrom('mailQueue')
          .select(['subject', 'htmlBody', 'textBody'])
          .where('userId', '=', influencer.id)
          .where('sentOn', 'is', null)
          .execute();
      // Before: the brand's name is in the influencer's bell and in a mail waiting to be sent.
      expect((await bell()).some((n) => n.message.includes(name))).toBe(true);
      expect((await unsent()).some((m) => m.htmlBody.includes(name) && m.textBody.includes(name))).toBe(true);
      expect((await t.post('/api/account/exports', undefined, { token: brand.token })).statusCode).toBe(200);
      await runAccountExports(t.app.ctx);
      const [archive] = await t.db
        .selectFrom('accountExports')
        .select('fileName')
        .where('userId', '=', brand.id)
        .execute();
      const fileName = archive?.fileName ?? '';
      expect(fileName).not.toBe('');
      const stored = async (fileName: string) => {
        const file = await t.app.ctx.storage.get(fileName);
        file?.stream.destroy();
        return file !== null;
      };
      expect(await stored(fileName)).toBe(true);

      expect((await remove(brand)).statusCode).toBe(200);
      const after = await bell();
      expect(after.length).toBeGreaterThan(0);
      expect(after.some((n) => n.message.includes(name))).toBe(false);
      expect(after.some((n) => n.message.includes('Deleted user'))).toBe(true);
      const mails = await unsent();
      expect(mails.length).toBeGreaterThan(0);
      for (const mail of mails) expect(JSON.stringify(mail)).not.toContain(name);
      expect(mails.some((m) => m.textBody.includes('Deleted user'))).toBe(true);
      expect(
        await t.db.selectFrom('accountExports').select('id').where('userId', '=', brand.id).execute(),
      ).toEqual([]);
      expect(await stored(fileName)).toBe(false);
    });

    it('takes an influencer off the listing and their profile', async () => {
      const { influencer, serviceId } = await influencerWithService(t, { pricePaise: 100_000 });
      expect(serviceId).toBeGreaterThan(0);
      const res = await remove(influencer);
      expect(res.statusCode, res.body).toBe(200);
      const social = await t.db
        .selectFrom('socialAccounts')
        .select('id')
        .where('userId', '=', influencer.id)
        .execute();
      expect(social).toEqual([]);
      const services = await t.db
        .selectFrom('influencerServices')
        .select('isDeleted')
        .where('userId', '=', influencer.id)
        .execute();
      expect(services.every((s) => Number(s.isDeleted) === 1)).toBe(true);
      const search = await t.db
        .selectFrom('influencerSearch')
        .select('userId')
        .where('userId', '=', influencer.id)
        .execute();
      expect(search).toEqual([]);
    });

    it('happens once under two parallel requests', async () => {
      const brand = await t.user(Role.Brand);
      const codes = (await Promise.all([remove(brand), remove(brand)])).map((r) => r.statusCode).sort();
      expect(codes[0]).toBe(200);
      expect(codes[1]).not.toBe(200);
      expect(codes[1]).toBeLessThan(500);
    });
  });

  describe('data export', () => {
    /** The archive of `user`'s export, prepared now. */
    async function exported(user: TestUser) {
      expect((await t.post('/api/account/exports', undefined, { token: user.token })).statusCode).toBe(200);
      await runAccountExports(t.app.ctx);
      const [ready] = (await t.get('/api/account/exports', { token: user.token })).json().data;
      const download = await t.get(`/api/account/exports/${ready.id}/download`, { token: user.token });
      const files = unzipSync(new Uint8Array(download.rawPayload));
      return JSON.parse(strFromU8(files['collably-data.json'])) as Record<string, Record<string, unknown>[]>;
    }

    it('carries reviews, offers and post checks, and keeps the other side’s review blind until visible', async () => {
      const brand = await t.user(Role.Brand);
      const { influencer, serviceId } = await influencerWithService(t, { pricePaise: 100_000 });
      const collabId = await hire(t, brand, serviceId);
      await deliverAndPost(t, brand, influencer, collabId);
      expect((await act(t, brand, collabId, ActionCode.MarkComplete)).statusCode).toBe(200);
      const review = { collabDetailId: collabId, stars: 4, text: 'Lovely reel, on time and on brief.' };
      expect((await t.post('/api/user/review', review, { token: brand.token })).statusCode).toBe(200);

      const blind = await exported(influencer);
      expect(blind.reviewsAboutYou).toEqual([]);
      expect(blind.postProofs).toEqual([expect.objectContaining({ collabId })]);
      expect((await exported(brand)).reviewsWritten).toEqual([
        expect.objectContaining({ collabId, stars: 4 }),
      ]);

      const answer = { ...review, stars: 5, text: 'Clear brief and quick payment.' };
      expect((await t.post('/api/user/review', answer, { token: influencer.token })).statusCode).toBe(200);
      t.clock.advance(8 * 24 * 3_600_000);
      const seen = await exported(influencer);
      expect(seen.reviewsAboutYou).toEqual([expect.objectContaining({ collabId, stars: 4 })]);
      expect(seen.reviewsWritten).toEqual([expect.objectContaining({ collabId, stars: 5 })]);
      expect(seen.customOffers).toEqual([]);
    });

    it('carries the versions of the legal texts the user accepted, with their dates (issue 36)', async () => {
      const brand = await t.user(Role.Brand, { acceptsLegalTexts: false });
      const version = latestLegalVersion(LegalDocument.Terms).version;
      const documents = [{ document: LegalDocument.Terms, version }];
      const acceptedOn = t.clock.now().toISOString();
      expect((await t.post('/api/legal/accept', { documents }, { token: brand.token })).statusCode).toBe(200);
      expect((await exported(brand)).legalAcceptances).toEqual([
        { document: LegalDocument.Terms, version, acceptedOn, via: 'sign-in' },
      ]);
    });

    it('is prepared in the background, mailed, downloaded by its owner only, and expires', async () => {
      const brand = await t.user(Role.Brand);
      const { influencer, serviceId } = await influencerWithService(t, { pricePaise: 100_000 });
      await hire(t, brand, serviceId);
      const asked = await t.post('/api/account/exports', undefined, { token: brand.token });
      expect(asked.statusCode, asked.body).toBe(200);
      expect(asked.json().message).toBe(M.exportRequested);
      const twice = await t.post('/api/account/exports', undefined, { token: brand.token });
      expect(twice.statusCode).toBe(409);
      expect(twice.json().message).toBe(M.exportAlreadyPreparing);
      const [waiting] = (await t.get('/api/account/exports', { token: brand.token })).json().data;
      expect(waiting.status).toBe('preparing');
      const early = await t.get(`/api/account/exports/${waiting.id}/download`, { token: brand.token });
      expect(early.statusCode).toBe(409);

      expect(await runAccountExports(t.app.ctx)).toBe(1);
      expect((await t.lastMailTo(brand.email))?.subject).toBe('Your Collably data is ready');
      const [ready] = (await t.get('/api/account/exports', { token: brand.token })).json().data;
      expect(ready.status).toBe('ready');
      const download = await t.get(`/api/account/exports/${ready.id}/download`, { token: brand.token });
      expect(download.statusCode).toBe(200);
      expect(download.headers['content-type']).toContain('application/zip');
      const files = unzipSync(new Uint8Array(download.rawPayload));
      expect(Object.keys(files)).toEqual(
        expect.arrayContaining([
          'collably-data.json',
          'orders.csv',
          'payments.csv',
          'messages.csv',
          'invoices.csv',
        ]),
      );
      const data = JSON.parse(strFromU8(files['collably-data.json'])) as Record<
        string,
        Record<string, unknown>[]
      >;
      expect(data.account[0]).toMatchObject({ id: brand.id, email: brand.email });
      expect(data.account[0]).not.toHaveProperty('passwordHash');
      expect(data.orders).toHaveLength(1);
      expect(data.payments).toHaveLength(1);
      expect(strFromU8(files['orders.csv']).split('\n')[0]).toContain('status');

      const stranger = await t.get(`/api/account/exports/${ready.id}/download`, { token: influencer.token });
      expect(stranger.statusCode).toBe(404);
      expect((await t.get(`/api/account/exports/${ready.id}/download`)).statusCode).toBe(401);
      expect((await t.get('/api/account/exports/abc/download', { token: brand.token })).statusCode).toBe(400);

      t.clock.advance(8 * 24 * 3_600_000);
      await runAccountExports(t.app.ctx);
      expect((await t.get('/api/account/exports', { token: brand.token })).json().data).toEqual([]);
      const gone = await t.get(`/api/account/exports/${ready.id}/download`, { token: brand.token });
      expect(gone.statusCode).toBe(404);
    });
  });
});
