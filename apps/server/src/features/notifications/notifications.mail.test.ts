import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ActionCode, OrderTab } from '@collably/shared/constants/collabs';
import { MAIL_MAX_ATTEMPTS } from '@collably/shared/constants/limits';
import { MailKind, MAIL_KIND_LABELS, type TMailKind } from '@collably/shared/constants/notifications';
import { Role } from '@collably/shared/constants/roles';
import { NotificationMessages as M } from '@collably/shared/messages/notifications';
import { databases, testApp, type TestApp, type TestUser } from '../../../test/test-app';
import { act, hire, influencerWithService, uploadedAttachment } from '../../../test/hire-fixtures';
import {
  approvePayout,
  influencerWithEarnings,
  latestPayoutId,
  PAYOUT_FORM,
  requestPayout,
} from '../../../test/payout-fixtures';
import type { Mail, Mailer } from '../../platform/mail/mailer';
import { deliverQueuedMail, retryDelayMs } from '../../platform/mail/mail-queue';
import { notify } from './notifications.service';

describe.each(databases())('order e-mails on %s', (dialect) => {
  let t: TestApp;
  let admin: TestUser;
  beforeAll(async () => {
    t = await testApp(dialect);
    admin = await t.user(Role.SuperAdmin);
  });
  afterAll(() => t.close());

  const deliver = (mailer: Mailer = t.app.ctx.mailer) =>
    deliverQueuedMail({ ...t.app.ctx, mailer, publicUrl: t.config.publicUrl });

  const outboxOf = (user: TestUser) =>
    t.db
      .selectFrom('mailOutbox')
      .select(['subject', 'textBody', 'htmlBody'])
      .where('toAddress', '=', user.email)
      .orderBy('id')
      .execute();

  const queueOf = (user: TestUser) =>
    t.db.selectFrom('mailQueue').selectAll().where('userId', '=', user.id).orderBy('id').execute();

  /** The kinds of the e-mails `user` received after a delivery run, from their subjects. */
  const receivedKinds = async (user: TestUser, collabId: number | null) => {
    await deliver();
    const subjects = (await outboxOf(user)).map((m) => m.subject);
    return subjects.map(
      (s) => (Object.values(MailKind) as TMailKind[]).find((k) => s === M.mailSubject(k, collabId)) ?? s,
    );
  };

  const party = async (brandName = 'Masala & Co') => {
    const brand = await t.user(Role.Brand, { name: brandName });
    const { influencer, serviceId } = await influencerWithService(t, { title: 'Reel <Chai>' });
    return { brand, influencer, serviceId };
  };

  const ok = async (res: Promise<{ statusCode: number; body: string }>) => {
    const r = await res;
    expect(r.statusCode, r.body).toBe(200);
  };

  it('sends each party one e-mail per event they act on, with subject, text, HTML, the order link and the opt-out', async () => {
    const { brand, influencer, serviceId } = await party();
    const id = await hire(t, brand, serviceId);
    expect(await receivedKinds(influencer, id)).toEqual([MailKind.NewOrder]);

    const [mail] = await outboxOf(influencer);
    const link = `${t.config.publicUrl}/order/${OrderTab.New}?collab=${id}`;
    expect(mail.subject).toBe(`You have a new order (collab #${id})`);
    expect(mail.textBody).toContain(`Masala & Co sent you a new collab request #${id} for Reel <Chai>.`);
    expect(mail.textBody).toContain(`${M.mailOpenOrder}: ${link}`);
    expect(mail.textBody).toContain(M.mailFooter(MAIL_KIND_LABELS[MailKind.NewOrder]));
    expect(mail.textBody).toContain(`${t.config.publicUrl}/influencer`);
    expect(mail.textBody).not.toMatch(/<b>|&amp;|&lt;/);
    expect(mail.htmlBody).toContain('<b>Masala &amp; Co</b>');
    expect(mail.htmlBody).toContain('Reel &lt;Chai&gt;');
    expect(mail.htmlBody).not.toContain('<Chai>');
    expect(mail.htmlBody).toContain(`href="${link}"`);

    const file = () => uploadedAttachment(t, influencer.id, 'mp4');
    await ok(act(t, influencer, id, ActionCode.Accept));
    await ok(act(t, influencer, id, ActionCode.SendForApproval, '', [await file()]));
    await ok(act(t, brand, id, ActionCode.RequestRevision, 'Brighter light please'));
    await ok(act(t, influencer, id, ActionCode.SendForApproval, '', [await file()]));
    await ok(act(t, brand, id, ActionCode.Approve));
    await ok(act(t, influencer, id, ActionCode.MarkCompleteWithUrl, 'https://instagram.com/p/chai1'));
    await ok(act(t, brand, id, ActionCode.RaiseDispute, 'The post was deleted'));
    await ok(act(t, influencer, id, ActionCode.AskForHelp, 'It was up for a week'));
    await ok(
      t.post('/api/helpdesk/resolve', { collabDetailId: id, outcome: 'release' }, { token: admin.token }),
    );

    expect(await receivedKinds(brand, id)).toEqual([
      MailKind.Accepted,
      MailKind.WorkSent,
      MailKind.WorkSent,
      MailKind.Posted,
      MailKind.Dispute,
      MailKind.HelpdeskOutcome,
    ]);
    expect(await receivedKinds(influencer, id)).toEqual([
      MailKind.NewOrder,
      MailKind.RevisionAsked,
      MailKind.Approved,
      MailKind.Dispute,
      MailKind.HelpdeskOutcome,
    ]);
    const outcome = (await outboxOf(brand)).at(-1)!;
    expect(outcome.textBody).toContain('The Collably helpdesk resolved');
    expect(outcome.htmlBody).toContain(`/order/${OrderTab.Completed}?collab=${id}`);
    // Every e-mail is also a bell notification.
    const bell = (await t.get('/api/notification/get', { token: brand.token })).json().data as unknown[];
    expect(bell).toHaveLength(6);
  });

  it('tells the brand of a rejection and of every refund of its escrow', async () => {
    const rejected = await party('Chai Point');
    const r = await hire(t, rejected.brand, rejected.serviceId);
    await ok(act(t, rejected.influencer, r, ActionCode.Reject, 'Not my niche'));
    expect(await receivedKinds(rejected.brand, r)).toEqual([MailKind.Rejected]);
    expect((await outboxOf(rejected.brand))[0].textBody).toContain('has been refunded to the wallet');

    const cancelled = await party('Tea Trails');
    const c = await hire(t, cancelled.brand, cancelled.serviceId);
    await ok(act(t, cancelled.influencer, c, ActionCode.Accept));
    await ok(act(t, cancelled.influencer, c, ActionCode.Cancel, 'Fell ill'));
    expect(await receivedKinds(cancelled.brand, c)).toEqual([MailKind.Accepted, MailKind.Refund]);

    // The brand's own cancel needs nobody to act: bell only, for the influencer.
    const own = await party('Own Cancel');
    const o = await hire(t, own.brand, own.serviceId);
    await deliver();
    const before = (await outboxOf(own.influencer)).length;
    await ok(act(t, own.brand, o, ActionCode.Cancel, 'Changed plans'));
    await deliver();
    expect(await outboxOf(own.influencer)).toHaveLength(before);
    expect(await outboxOf(own.brand)).toEqual([]);
  });

  it('tells the influencer of a payout decision, and sends a reminder queued by any event', async () => {
    const influencer = await influencerWithEarnings(t, 50_000);
    await ok(requestPayout(t, influencer, { ...PAYOUT_FORM, Amount: 200 }));
    await ok(approvePayout(t, admin, await latestPayoutId(t, influencer.id)));
    expect(await receivedKinds(influencer, null)).toEqual([MailKind.Payout]);
    const [payout] = await outboxOf(influencer);
    expect(payout.textBody).toContain(`${M.mailOpenPayouts}: ${t.config.publicUrl}/paymentdetails`);

    const brand = await t.user(Role.Brand);
    await t.db.transaction().execute((trx) =>
      notify(
        trx,
        [
          {
            userId: brand.id,
            actorUserId: null,
            collabId: 77,
            msgType: OrderTab.New,
            message: 'Send the collab details of your paid order.',
            mail: MailKind.Reminder,
          },
        ],
        t.clock.now(),
      ),
    );
    expect(await receivedKinds(brand, 77)).toEqual([MailKind.Reminder]);
  });

  it('writes no e-mail of a kind the user turned off, and again once it is back on; the bell stays', async () => {
    const { brand, influencer, serviceId } = await party();
    const off = await t.post(
      '/api/user/email-preferences',
      { preferences: [{ kind: MailKind.Accepted, enabled: false }] },
      { token: brand.token },
    );
    expect(off.statusCode, off.body).toBe(200);
    const id = await hire(t, brand, serviceId);
    await ok(act(t, influencer, id, ActionCode.Accept));
    await ok(
      act(t, influencer, id, ActionCode.SendForApproval, '', [await uploadedAttachment(t, influencer.id)]),
    );
    expect(await receivedKinds(brand, id)).toEqual([MailKind.WorkSent]);
    expect((await queueOf(brand)).map((q) => q.kind)).toEqual([MailKind.WorkSent]);
    const bell = (await t.get('/api/notification/get', { token: brand.token })).json().data as unknown[];
    expect(bell).toHaveLength(2);

    await ok(
      t.post(
        '/api/user/email-preferences',
        { preferences: [{ kind: MailKind.Accepted, enabled: true }] },
        { token: brand.token },
      ),
    );
    const second = await hire(t, brand, serviceId);
    await ok(act(t, influencer, second, ActionCode.Accept));
    await deliver();
    expect((await outboxOf(brand)).map((m) => m.subject)).toContain(M.mailSubject(MailKind.Accepted, second));
  });

  it('queues nothing for a user who cannot get mail (not active)', async () => {
    const brand = await t.user(Role.Brand, { status: 'disabled' });
    await t.db.transaction().execute((trx) =>
      notify(
        trx,
        [
          {
            userId: brand.id,
            actorUserId: null,
            collabId: 1,
            msgType: 'new',
            message: 'x',
            mail: MailKind.Refund,
          },
        ],
        t.clock.now(),
      ),
    );
    expect(await queueOf(brand)).toEqual([]);
  });

  it('retries a failing transport with a growing back-off, gives up keeping the error, and loses no other mail', async () => {
    await deliver();
    const victim = await t.user(Role.Brand);
    const other = await t.user(Role.Brand);
    const queue = (user: TestUser) =>
      t.db.transaction().execute((trx) =>
        notify(
          trx,
          [
            {
              userId: user.id,
              actorUserId: null,
              collabId: 5,
              msgType: 'new',
              message: 'Money back',
              mail: MailKind.Refund,
            },
          ],
          t.clock.now(),
        ),
      );
    await queue(victim);
    await queue(other);
    const flaky: Mailer = {
      send: async (mail: Mail) => {
        if (mail.to === victim.email) throw new Error('550 mailbox unavailable');
        await t.app.ctx.mailer.send(mail);
      },
    };
    expect(await deliver(flaky)).toEqual({ sent: 1, retried: 1, failed: 0 });
    expect(await outboxOf(other)).toHaveLength(1);
    for (let attempt = 1; attempt < MAIL_MAX_ATTEMPTS; attempt++) {
      const [row] = await queueOf(victim);
      expect(row).toMatchObject({
        attempts: attempt,
        sentOn: null,
        failedOn: null,
        lastError: '550 mailbox unavailable',
      });
      // Not due before its back-off has passed.
      t.clock.advance(retryDelayMs(attempt) - 1);
      expect(await deliver(flaky)).toEqual({ sent: 0, retried: 0, failed: 0 });
      t.clock.advance(1);
      expect(await deliver(flaky)).toEqual(
        attempt + 1 < MAIL_MAX_ATTEMPTS
          ? { sent: 0, retried: 1, failed: 0 }
          : { sent: 0, retried: 0, failed: 1 },
      );
    }
    const [gaveUp] = await queueOf(victim);
    expect(gaveUp).toMatchObject({
      attempts: MAIL_MAX_ATTEMPTS,
      sentOn: null,
      lastError: '550 mailbox unavailable',
    });
    expect(gaveUp.failedOn).not.toBeNull();
    t.clock.advance(retryDelayMs(MAIL_MAX_ATTEMPTS) * 10);
    expect(await deliver(flaky)).toEqual({ sent: 0, retried: 0, failed: 0 });
    expect(await outboxOf(victim)).toEqual([]);
    expect(await outboxOf(other)).toHaveLength(1);
  });

  it('sends each e-mail once when two deliveries run at the same time', async () => {
    await deliver();
    const users = await Promise.all(Array.from({ length: 6 }, () => t.user(Role.Influencer)));
    await t.db.transaction().execute((trx) =>
      notify(
        trx,
        users.map((u) => ({
          userId: u.id,
          actorUserId: null,
          collabId: null,
          msgType: 'paymentdetails',
          message: 'Paid',
          mail: MailKind.Payout,
        })),
        t.clock.now(),
      ),
    );
    const sent: string[] = [];
    const slow: Mailer = {
      send: async (mail) => {
        sent.push(mail.to);
        await new Promise((resolve) => setTimeout(resolve, 5));
        await t.app.ctx.mailer.send(mail);
      },
    };
    const [a, b] = await Promise.all([deliver(slow), deliver(slow)]);
    expect(a.sent + b.sent).toBe(users.length);
    expect(sent.sort()).toEqual(users.map((u) => u.email).sort());
    for (const u of users) expect(await outboxOf(u)).toHaveLength(1);
  });

  describe('user/email-preferences', () => {
    const get = (user?: TestUser) => t.get('/api/user/email-preferences', user ? { token: user.token } : {});
    const save = (body: unknown, user?: TestUser) =>
      t.post('/api/user/email-preferences', body, user ? { token: user.token } : {});

    it('lists the kinds of the caller’s role, all on at first, and saves several at once', async () => {
      const brand = await t.user(Role.Brand);
      const res = await get(brand);
      expect(res.statusCode).toBe(200);
      const list = res.json().data as { kind: string; label: string; enabled: boolean }[];
      expect(list.map((p) => p.kind)).toEqual([
        MailKind.Accepted,
        MailKind.Rejected,
        MailKind.WorkSent,
        MailKind.Posted,
        MailKind.Dispute,
        MailKind.HelpdeskOutcome,
        MailKind.Refund,
        MailKind.Reminder,
      ]);
      expect(list.every((p) => p.enabled && p.label === MAIL_KIND_LABELS[p.kind as TMailKind])).toBe(true);

      const saved = await save(
        {
          preferences: [
            { kind: MailKind.Refund, enabled: false },
            { kind: MailKind.Posted, enabled: false },
          ],
        },
        brand,
      );
      expect(saved.json()).toMatchObject({ isSuccess: true, message: M.preferencesSaved });
      const off = (saved.json().data as typeof list).filter((p) => !p.enabled).map((p) => p.kind);
      expect(off).toEqual([MailKind.Posted, MailKind.Refund]);
      // Repeating is harmless; turning one back on leaves the other off.
      await save({ preferences: [{ kind: MailKind.Refund, enabled: false }] }, brand);
      await save({ preferences: [{ kind: MailKind.Posted, enabled: true }] }, brand);
      const after = (await get(brand)).json().data as typeof list;
      expect(after.filter((p) => !p.enabled).map((p) => p.kind)).toEqual([MailKind.Refund]);

      const influencer = await t.user(Role.Influencer);
      const theirs = (await get(influencer)).json().data as typeof list;
      expect(theirs.map((p) => p.kind)).toContain(MailKind.NewOrder);
      expect(theirs.every((p) => p.enabled)).toBe(true);
      const adminList = (await get(admin)).json().data as typeof list;
      expect(adminList.map((p) => p.kind)).toEqual([MailKind.Reminder]);
    });

    it('says what is wrong with the input', async () => {
      const brand = await t.user(Role.Brand);
      const cases: [unknown, string][] = [
        [{ preferences: [{ kind: 'newsletter', enabled: false }] }, M.unknownMailKind],
        [{ preferences: [] }, M.preferencesRequired],
        [{ preferences: 'refund' }, M.preferencesRequired],
        [{ preferences: [{ kind: MailKind.NewOrder, enabled: false }] }, M.mailKindNotForRole],
      ];
      for (const [body, message] of cases) {
        const res = await save(body, brand);
        expect(res.statusCode, JSON.stringify(body)).toBe(400);
        expect(res.json()).toMatchObject({ isSuccess: false, message });
      }
      for (const body of [
        {},
        { preferences: [{ kind: MailKind.Refund, enabled: 'no' }] },
        { preferences: [{ kind: MailKind.Refund }] },
        { preferences: [null] },
        'refund=off',
      ]) {
        const res = await save(body, brand);
        // A body that is not JSON is refused for its content type.
        expect([400, 415], JSON.stringify(body)).toContain(res.statusCode);
        expect(res.json().isSuccess).toBe(false);
      }
      expect(((await get(brand)).json().data as { enabled: boolean }[]).every((p) => p.enabled)).toBe(true);
    });

    it('refuses visitors and staff', async () => {
      const staff = await t.user(Role.Staff);
      expect((await get()).statusCode).toBe(401);
      expect((await save({ preferences: [{ kind: MailKind.Refund, enabled: false }] })).statusCode).toBe(401);
      expect((await get(staff)).statusCode).toBe(403);
      const refused = await save({ preferences: [{ kind: MailKind.Reminder, enabled: false }] }, staff);
      expect(refused.statusCode).toBe(403);
      expect(
        await t.db.selectFrom('mailOptOuts').selectAll().where('userId', '=', staff.id).execute(),
      ).toEqual([]);
    });
  });
});
