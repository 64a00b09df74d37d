import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ActionCode, type TCollabStatus } from '@collably/shared/constants/collabs';
import { Platform } from '@collably/shared/constants/platforms';
import { Role } from '@collably/shared/constants/roles';
import {
  CLOCK_NAMES,
  DAY_MS as DAY,
  orderTabOf,
  type TClockName,
} from '@collably/shared/domain/collab-status';
import type { TCollab } from '@collably/shared/schemas/collabs';
import type { Config } from '../../config';
import { databases, testApp, type TestApp, type TestUser } from '../../../test/test-app';
import {
  act,
  checkLedger,
  earnings,
  hire,
  influencerWithService,
  uploadedAttachment,
  walletBalance,
} from '../../../test/hire-fixtures';
import { runCollabSweeps, sweep } from './collabs.sweeps';
import { collabsRepository } from './collabs.repository';
import { applyStatusChange } from './collabs.status-change';

/** What the brand pays for a ₹1,000 service (10 % fee, 18 % GST on both), and what the influencer earns. */
const PAID = 1298;
const PAYOUT = 1000;

type Setup = { brand: TestUser; influencer: TestUser; id: number; start: number };

describe.each(databases())('collab clocks on %s', (dialect) => {
  let t: TestApp;
  const open = async (configure?: (config: Config) => void) => {
    t = await testApp(dialect, { configure });
  };
  beforeEach(() => open());
  afterEach(() => t.close());

  const party = async (platformId: number = Platform.Instagram) => {
    const brand = await t.user(Role.Brand);
    const { influencer, serviceId } = await influencerWithService(t, {
      pricePaise: 100_000,
      platformId,
      title: platformId === Platform.UGC ? 'UGC video' : 'Instagram Reel',
    });
    return { brand, influencer, serviceId };
  };
  const statusOf = async (id: number) =>
    (await t.db.selectFrom('collabs').select('status').where('id', '=', id).executeTakeFirstOrThrow()).status;
  const eventsOf = (id: number) =>
    t.db.selectFrom('collabEvents').selectAll().where('collabId', '=', id).orderBy('id').execute();
  const ordersOf = async (u: TestUser) =>
    (await t.get('/api/user/orders', { token: u.token })).json().data as TCollab[];
  const bellOf = async (u: TestUser) =>
    (await t.get('/api/notification/get', { token: u.token })).json().data as {
      message: string;
      msgType: string;
    }[];
  const journalCount = async () => Number((await checkLedger(t.db)).journals);
  const now = () => t.clock.now().getTime();

  const submit = async (s: Setup) =>
    act(t, s.influencer, s.id, ActionCode.SendForApproval, '', [
      await uploadedAttachment(t, s.influencer.id),
    ]);

  /** A collab brought into each status, the moment its clock started, and some time passing on the way. */
  const SETUPS: Record<string, (platformId?: number) => Promise<Setup>> = {
    New: async () => {
      const p = await party();
      const id = await hire(t, p.brand, p.serviceId);
      return { ...p, id, start: now() };
    },
    // The delivery clock counts from the order, not from accepting.
    Accept: async () => {
      const p = await party();
      const id = await hire(t, p.brand, p.serviceId);
      const start = now();
      t.clock.advance(2 * DAY);
      await act(t, p.influencer, id, ActionCode.Accept);
      return { ...p, id, start };
    },
    Review: async () => {
      const p = await party();
      const id = await hire(t, p.brand, p.serviceId);
      const start = now();
      const s = { ...p, id, start };
      await act(t, p.influencer, id, ActionCode.Accept);
      t.clock.advance(DAY);
      await submit(s);
      t.clock.advance(DAY);
      await act(t, p.brand, id, ActionCode.RequestRevision, 'Show the logo');
      return s;
    },
    UpdateWorkFile: async (platformId = Platform.Instagram) => {
      const p = await party(platformId);
      const id = await hire(t, p.brand, p.serviceId);
      await act(t, p.influencer, id, ActionCode.Accept);
      t.clock.advance(3 * DAY);
      const s = { ...p, id, start: now() };
      await submit(s);
      return s;
    },
    Pending: async () => {
      const s = await SETUPS.UpdateWorkFile();
      t.clock.advance(2 * DAY);
      await act(t, s.brand, s.id, ActionCode.Approve);
      return { ...s, start: now() };
    },
    UpdateWorkLink: async () => {
      const s = await SETUPS.Pending();
      t.clock.advance(DAY);
      await act(t, s.influencer, s.id, ActionCode.MarkCompleteWithUrl, 'https://instagram.com/p/1');
      return { ...s, start: now() };
    },
    Dispute: async () => {
      const s = await SETUPS.UpdateWorkLink();
      t.clock.advance(DAY);
      await act(t, s.brand, s.id, ActionCode.RaiseDispute, 'Deleted after a day');
      return { ...s, start: now() };
    },
    HelpDesk: async () => {
      const s = await SETUPS.Dispute();
      t.clock.advance(DAY);
      await act(t, s.influencer, s.id, ActionCode.AskForHelp, 'The brand will not answer');
      return { ...s, start: now() };
    },
  };

  type Case = {
    status: TCollabStatus;
    platformId?: number;
    clock: TClockName;
    days: number;
    to: TCollabStatus;
    wallet: number;
    earned: number;
    reason: string;
  };
  const CASES: Case[] = [
    {
      status: 'New',
      clock: 'acceptOverdue',
      days: 3,
      to: 'Reject',
      wallet: PAID,
      earned: 0,
      reason: 'The influencer did not accept within 3 days: the order was rejected and refunded',
    },
    {
      status: 'Accept',
      clock: 'deliveryOverdue',
      days: 14,
      to: 'Cancel',
      wallet: PAID,
      earned: 0,
      reason: 'The order was not delivered within 14 days: it was cancelled and refunded',
    },
    {
      status: 'Review',
      clock: 'deliveryOverdue',
      days: 14,
      to: 'Cancel',
      wallet: PAID,
      earned: 0,
      reason: 'The order was not delivered within 14 days: it was cancelled and refunded',
    },
    {
      status: 'UpdateWorkFile',
      clock: 'approvalOverdue',
      days: 7,
      to: 'Pending',
      wallet: 0,
      earned: 0,
      reason: 'The brand did not review the work within 7 days: it counts as approved',
    },
    {
      status: 'UpdateWorkFile',
      platformId: Platform.UGC,
      clock: 'approvalOverdue',
      days: 7,
      to: 'Complete',
      wallet: 0,
      earned: PAYOUT,
      reason:
        'The brand did not review the work within 7 days: it counts as approved and the payment was released',
    },
    {
      status: 'Pending',
      clock: 'postOverdue',
      days: 7,
      to: 'Cancel',
      wallet: PAID,
      earned: 0,
      reason: 'The work was not posted within 7 days of its approval: the order was cancelled and refunded',
    },
    {
      status: 'UpdateWorkLink',
      clock: 'confirmOverdue',
      days: 7,
      to: 'Complete',
      wallet: 0,
      earned: PAYOUT,
      reason:
        'The brand did not confirm the post within 7 days: the collab is complete and the payment was released',
    },
    {
      status: 'Dispute',
      clock: 'disputeExpired',
      days: 7,
      to: 'Cancel',
      wallet: PAID,
      earned: 0,
      reason: 'No action within 7 days after the dispute was raised: the order was cancelled and refunded',
    },
  ];

  it.each(CASES)(
    '$status (platform $platformId): $clock is due at exactly $days days → $to, once, both parties told',
    async (c) => {
      const s = await SETUPS[c.status](c.platformId);
      expect(await statusOf(s.id)).toBe(c.status);
      const [card] = await ordersOf(s.brand);
      expect(card.deadline?.dueOn).toBe(new Date(s.start + c.days * DAY).toISOString());
      const journals = await journalCount();

      t.clock.set(new Date(s.start + c.days * DAY - 1));
      expect(await sweep(t.app.ctx, c.clock)).toBe(0);
      expect(await statusOf(s.id)).toBe(c.status);

      t.clock.advance(1);
      const results = await Promise.all([
        sweep(t.app.ctx, c.clock),
        sweep(t.app.ctx, c.clock),
        sweep(t.app.ctx, c.clock),
      ]);
      expect(results.reduce((sum, n) => sum + n, 0)).toBe(1);
      expect(await statusOf(s.id)).toBe(c.to);
      expect(await sweep(t.app.ctx, c.clock)).toBe(0);
      expect(await runCollabSweeps(t.app.ctx)).toEqual(Object.fromEntries(CLOCK_NAMES.map((n) => [n, 0])));

      // Money moved once (or not at all when the work only counts as approved).
      expect(await walletBalance(t, s.brand)).toBe(c.wallet);
      expect(await earnings(t, s.influencer)).toBe(c.earned);
      expect(await journalCount()).toBe(journals + (c.wallet || c.earned ? 1 : 0));
      const ledger = await checkLedger(t.db);
      const escrow = [...ledger.escrows.values()][0];
      expect(escrow.held).toBe(c.to === 'Pending' ? escrow.captured : 0);

      const events = (await eventsOf(s.id)).filter((e) => e.systemRule !== null);
      expect(events).toEqual([
        expect.objectContaining({
          systemRule: c.clock,
          actorUserId: null,
          action: null,
          fromStatus: c.status,
          toStatus: c.to,
          reason: c.reason,
        }),
      ]);
      for (const u of [s.brand, s.influencer]) {
        const [latest] = await bellOf(u);
        expect(latest.msgType).toBe(orderTabOf(c.to, Role.Brand));
        expect(latest.message).toContain(`${c.reason}.`);
      }
      const [after] = await ordersOf(s.influencer);
      expect(after.comment).toBe(c.reason);
    },
  );

  it('work that counts as approved starts the posting week at the sweep', async () => {
    const s = await SETUPS.UpdateWorkFile();
    t.clock.advance(9 * DAY);
    expect(await sweep(t.app.ctx, 'approvalOverdue')).toBe(1);
    const swept = now();
    const [card] = await ordersOf(s.influencer);
    expect(card).toMatchObject({
      collabStatus: 'Pending',
      deadline: {
        dueOn: new Date(swept + 7 * DAY).toISOString(),
        waitingFor: 'influencer',
        outcome: 'the order is cancelled and refunded',
      },
    });
    expect((await bellOf(s.influencer))[0].message).toBe(
      `Collab #${s.id} (Instagram Reel): The brand did not review the work within 7 days: it counts as approved.`,
    );
    t.clock.advance(7 * DAY - 1);
    expect(await sweep(t.app.ctx, 'postOverdue')).toBe(0);
    t.clock.advance(1);
    expect(await sweep(t.app.ctx, 'postOverdue')).toBe(1);
    expect(await statusOf(s.id)).toBe('Cancel');
    expect(await walletBalance(t, s.brand)).toBe(PAID);
    await checkLedger(t.db);
  });

  it('a new dispute restarts the dispute week', async () => {
    const s = await SETUPS.Dispute();
    t.clock.advance(6 * DAY);
    await act(t, s.influencer, s.id, ActionCode.MarkCompleteWithUrl, 'https://instagram.com/p/2');
    await act(t, s.brand, s.id, ActionCode.RaiseDispute, 'Still wrong');
    t.clock.advance(6 * DAY);
    expect((await runCollabSweeps(t.app.ctx)).disputeExpired).toBe(0);
    expect(await statusOf(s.id)).toBe('Dispute');
    t.clock.advance(DAY);
    expect((await runCollabSweeps(t.app.ctx)).disputeExpired).toBe(1);
    expect(await statusOf(s.id)).toBe('Cancel');
    expect(await walletBalance(t, s.brand)).toBe(PAID);
    expect((await act(t, s.influencer, s.id, ActionCode.Cancel, 'late')).statusCode).toBe(409);
    await checkLedger(t.db);
  });

  it('HelpDesk: past 7 days the super admins are e-mailed once; no money moves', async () => {
    const admin = await t.user(Role.SuperAdmin);
    const second = await t.user(Role.SuperAdmin);
    const disabled = await t.user(Role.SuperAdmin, { status: 'disabled' });
    const staff = await t.user(Role.Staff);
    const s = await SETUPS.HelpDesk();
    const journals = await journalCount();
    const mails = async () =>
      (await t.db.selectFrom('mailOutbox').select(['toAddress', 'subject', 'textBody']).execute()).filter(
        (m) => m.subject.startsWith('Helpdesk case'),
      );

    const [card] = await ordersOf(admin);
    expect(card.deadline).toEqual({
      dueOn: new Date(s.start + 7 * DAY).toISOString(),
      waitingFor: 'admin',
      outcome: 'the super admins are reminded',
    });
    t.clock.advance(7 * DAY - 1);
    expect(await sweep(t.app.ctx, 'helpdeskReminder')).toBe(0);
    expect(await mails()).toEqual([]);

    t.clock.advance(1);
    const results = await Promise.all([
      sweep(t.app.ctx, 'helpdeskReminder'),
      sweep(t.app.ctx, 'helpdeskReminder'),
      sweep(t.app.ctx, 'helpdeskReminder'),
    ]);
    expect(results.reduce((sum, n) => sum + n, 0)).toBe(1);
    t.clock.advance(30 * DAY);
    expect((await runCollabSweeps(t.app.ctx)).helpdeskReminder).toBe(0);

    expect(await statusOf(s.id)).toBe('HelpDesk');
    expect(await journalCount()).toBe(journals);
    expect(await walletBalance(t, s.brand)).toBe(0);
    expect(await earnings(t, s.influencer)).toBe(0);
    const sent = await mails();
    expect(sent.map((m) => m.toAddress).sort()).toEqual([admin.email, second.email].sort());
    expect(sent[0].subject).toBe(`Helpdesk case #${s.id} is overdue`);
    expect(sent[0].textBody).toContain('/order/helpdesk');
    expect(await t.lastMailTo(disabled.email)).toBeUndefined();
    expect(await t.lastMailTo(staff.email)).toBeUndefined();
    expect(sent[0].textBody).toContain(`Collab #${s.id} (Instagram Reel) between`);
    // The parties are not told: the case is the super admins' to resolve.
    expect((await bellOf(s.brand))[0].message).not.toContain('has waited');
    const reminders = (await eventsOf(s.id)).filter((e) => e.systemRule === 'helpdeskReminder');
    expect(reminders).toEqual([
      expect.objectContaining({ fromStatus: 'HelpDesk', toStatus: 'HelpDesk', actorUserId: null }),
    ]);
    // The card still shows the (past) due date: the case is overdue until a super admin resolves it.
    const [overdue] = await ordersOf(admin);
    expect(new Date(overdue.deadline!.dueOn).getTime()).toBeLessThan(now());
    expect((await act(t, admin, s.id, ActionCode.Cancel, 'Refunding')).statusCode).toBe(200);
    expect(await walletBalance(t, s.brand)).toBe(PAID);
    await checkLedger(t.db);
  });

  it('honours the configured days (and shows them as the due date)', async () => {
    await t.close();
    await open((config) => {
      config.collabClockDays = { ...config.collabClockDays, acceptOverdue: 5, helpdeskReminder: 2 };
    });
    const s = await SETUPS.New();
    const [card] = await ordersOf(s.influencer);
    expect(card.deadline?.dueOn).toBe(new Date(s.start + 5 * DAY).toISOString());
    t.clock.advance(5 * DAY - 1);
    expect(await sweep(t.app.ctx, 'acceptOverdue')).toBe(0);
    expect(await statusOf(s.id)).toBe('New');
    t.clock.advance(1);
    expect(await sweep(t.app.ctx, 'acceptOverdue')).toBe(1);
    expect((await eventsOf(s.id))[0].reason).toBe(
      'The influencer did not accept within 5 days: the order was rejected and refunded',
    );
    expect(await walletBalance(t, s.brand)).toBe(PAID);

    await t.user(Role.SuperAdmin);
    const h = await SETUPS.HelpDesk();
    t.clock.advance(2 * DAY);
    expect(await sweep(t.app.ctx, 'helpdeskReminder')).toBe(1);
    expect((await eventsOf(h.id)).at(-1)?.reason).toBe('This helpdesk case has waited more than 2 days');
  });

  it('a collab that moved on between the sweep’s read and its update is left alone', async () => {
    const s = await SETUPS.New();
    t.clock.advance(15 * DAY);
    const stale = (await collabsRepository.findById(t.db, s.id))!;
    await act(t, s.influencer, s.id, ActionCode.Accept);
    await submit(s);
    const moved = await t.db.transaction().execute((trx) =>
      applyStatusChange(trx, t.app.ctx, stale, {
        from: stale.status,
        to: 'Reject',
        money: 'refund',
        actor: 'system',
        actorUserId: null,
        actorName: 'Collably',
        action: null,
        systemRule: 'acceptOverdue',
        reason: 'late',
        files: [],
      }),
    );
    expect(moved).toBe(false);
    expect(await sweep(t.app.ctx, 'acceptOverdue')).toBe(0);
    expect(await statusOf(s.id)).toBe('UpdateWorkFile');
    expect(await walletBalance(t, s.brand)).toBe(0);
  });
});
