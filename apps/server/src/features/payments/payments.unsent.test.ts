import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { Role } from '@collably/shared/constants/roles';
import { UNSENT_DETAILS_REFUND_DAYS, UNSENT_DETAILS_REMINDER_HOURS } from '@collably/shared/constants/limits';
import { PaymentMessages } from '@collably/shared/messages/payments';
import type { TAwaitingDetails } from '@collably/shared/schemas/payments';
import { WalletEntryType } from '@collably/shared/schemas/wallet';
import { databases, testApp, type TestApp, type TestUser } from '../../../test/test-app';
import {
  accountBalance,
  checkLedger,
  confirmTransaction,
  createCollab,
  influencerWithService,
  pay,
  walletBalance,
} from '../../../test/hire-fixtures';
import { backfillDetailsSent } from '../../db/migrations/011-unsent-details';
import { claimForDetails, sweepUnsentPayments } from './payments.service';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
/** A ₹1,000 service: ₹1,000 + ₹180 GST + ₹100 fee + ₹18 GST on it. */
const PRICE_PAISE = 100_000;

describe.each(databases())('paid but not started on %s', (dialect) => {
  let t: TestApp;
  beforeEach(async () => {
    t = await testApp(dialect);
  });
  afterEach(() => t.close());

  const party = async () => {
    const brand = await t.user(Role.Brand);
    const { influencer, serviceId } = await influencerWithService(t, {
      pricePaise: PRICE_PAISE,
      title: 'Monsoon reel',
    });
    return { brand, influencer, serviceId };
  };
  const listOf = async (u: TestUser) => {
    const res = await t.get('/api/transaction/awaiting-details', { token: u.token });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data as TAwaitingDetails[];
  };
  const txOf = (id: number) =>
    t.db.selectFrom('paymentTransactions').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
  const bellOf = async (u: TestUser) =>
    (await t.get('/api/notification/get', { token: u.token })).json().data as { message: string }[];
  const notesOf = async (userId: number) =>
    (
      await t.db
        .selectFrom('notifications')
        .select('message')
        .where('userId', '=', userId)
        .orderBy('id')
        .execute()
    ).map((n) => n.message);
  const sendDetails = (brand: TestUser, transId: number, serviceId: number) =>
    createCollab(t, brand, { transId, influencerServiceId: serviceId });

  it('lists a paid order without details for its brand only, newest first, with what the form needs', async () => {
    const p = await party();
    const other = await party();
    const first = await pay(t, p.brand, p.serviceId);
    const paidOn = t.clock.now().toISOString();
    t.clock.advance(HOUR);
    const second = await pay(t, p.brand, other.serviceId);
    await pay(t, other.brand, other.serviceId);

    const list = await listOf(p.brand);
    expect(list.map((x) => x.transId)).toEqual([second, first]);
    const tx = await txOf(first);
    expect(list[1]).toEqual({
      transId: first,
      influencerServiceId: p.serviceId,
      allowUGC: false,
      serviceTitle: 'Monsoon reel',
      platformId: tx.platformId,
      influencerUserId: p.influencer.id,
      influencerName: expect.any(String),
      userName: expect.any(String),
      profilePic: null,
      brandName: expect.any(String),
      amount: (tx.totalPaise + tx.walletPaise) / 100,
      cardAmount: tx.totalPaise / 100,
      walletAmount: tx.walletPaise / 100,
      paidOn,
      remindedOn: null,
      refundOn: new Date(Date.parse(paidOn) + UNSENT_DETAILS_REFUND_DAYS * DAY).toISOString(),
    });

    // Another brand sees only its own; the influencer and staff are refused; the super admin sees all.
    expect((await listOf(other.brand)).map((x) => x.transId)).toHaveLength(1);
    for (const role of [Role.Influencer, Role.Staff]) {
      const res = await t.get('/api/transaction/awaiting-details', { token: (await t.user(role)).token });
      expect(res.statusCode).toBe(403);
      expect(res.json()).toMatchObject({ isSuccess: false });
    }
    expect((await t.get('/api/transaction/awaiting-details')).statusCode).toBe(401);
    expect(await listOf(await t.user(Role.SuperAdmin))).toHaveLength(3);

    // Sending the details takes it off the list.
    const sent = await sendDetails(p.brand, first, p.serviceId);
    expect(sent.statusCode, sent.body).toBe(200);
    expect((await listOf(p.brand)).map((x) => x.transId)).toEqual([second]);
    expect((await txOf(first)).detailsSentOn).toBe(t.clock.now().toISOString());
  });

  it('reminds once after the first period, not before and not twice', async () => {
    const p = await party();
    const id = await pay(t, p.brand, p.serviceId);
    const start = t.clock.now().getTime();
    const before = (await notesOf(p.brand.id)).length;

    t.clock.set(new Date(start + UNSENT_DETAILS_REMINDER_HOURS * HOUR - 1));
    expect(await sweepUnsentPayments(t.app.ctx)).toEqual({ reminded: 0, refunded: 0 });

    t.clock.advance(1);
    const results = await Promise.all([
      sweepUnsentPayments(t.app.ctx),
      sweepUnsentPayments(t.app.ctx),
      sweepUnsentPayments(t.app.ctx),
    ]);
    expect(results.reduce((n, r) => n + r.reminded, 0)).toBe(1);
    expect(await sweepUnsentPayments(t.app.ctx)).toEqual({ reminded: 0, refunded: 0 });
    t.clock.advance(2 * DAY);
    expect(await sweepUnsentPayments(t.app.ctx)).toEqual({ reminded: 0, refunded: 0 });

    const notes = await notesOf(p.brand.id);
    expect(notes).toHaveLength(before + 1);
    expect(notes.at(-1)).toContain('have not sent the collab details yet');
    expect((await bellOf(p.brand))[0].message).toContain('Monsoon reel');
    expect((await listOf(p.brand))[0].remindedOn).toBe(
      new Date(start + UNSENT_DETAILS_REMINDER_HOURS * HOUR).toISOString(),
    );
    expect((await txOf(id)).status).toBe('captured');
  });

  it('refunds card and wallet parts after the stated period, once, with a balanced ledger', async () => {
    const p = await party();
    // Wallet money from an earlier refund, so the order is paid partly from the wallet.
    const earlier = await pay(t, p.brand, p.serviceId);
    t.clock.advance(UNSENT_DETAILS_REFUND_DAYS * DAY);
    // Never swept before (e.g. the server was down): the refund's notice alone, no late reminder.
    expect(await sweepUnsentPayments(t.app.ctx)).toEqual({ reminded: 0, refunded: 1 });
    const wallet = await walletBalance(t, p.brand);
    const earlierTx = await txOf(earlier);
    expect(wallet * 100).toBe(earlierTx.totalPaise + earlierTx.walletPaise);

    const other = await influencerWithService(t, { pricePaise: 300_000, title: 'Festive reel' });
    const id = await pay(t, p.brand, other.serviceId, { useWallet: true });
    const tx = await txOf(id);
    expect(tx.walletPaise).toBe(wallet * 100);
    expect(tx.totalPaise).toBeGreaterThan(0);
    expect(await walletBalance(t, p.brand)).toBe(0);
    const start = t.clock.now().getTime();

    t.clock.set(new Date(start + UNSENT_DETAILS_REFUND_DAYS * DAY - 1));
    expect((await sweepUnsentPayments(t.app.ctx)).refunded).toBe(0);
    t.clock.advance(1);
    const results = await Promise.all([
      sweepUnsentPayments(t.app.ctx),
      sweepUnsentPayments(t.app.ctx),
      sweepUnsentPayments(t.app.ctx),
    ]);
    expect(results.reduce((n, r) => n + r.refunded, 0)).toBe(1);
    expect(await sweepUnsentPayments(t.app.ctx)).toEqual({ reminded: 0, refunded: 0 });

    expect((await txOf(id)).status).toBe('refunded');
    expect((await walletBalance(t, p.brand)) * 100).toBe(tx.totalPaise + tx.walletPaise);
    expect(await accountBalance(t.db, `escrow:${id}`)).toBe(0);
    const ledger = await checkLedger(t.db);
    expect(ledger.escrows.get(id)).toEqual({
      captured: tx.subtotalPaise,
      released: 0,
      refunded: tx.subtotalPaise,
      held: 0,
    });
    expect(await listOf(p.brand)).toEqual([]);

    const history = (await t.get('/api/brand/wallethistory', { token: p.brand.token })).json().data;
    expect(history[0]).toMatchObject({
      amount: (tx.totalPaise + tx.walletPaise) / 100,
      status_Type: WalletEntryType.UnsentRefund,
      collabId: null,
    });
    const notes = await notesOf(p.brand.id);
    expect(notes.at(-1)).toContain('has been refunded to your wallet');
    expect(notes.at(-1)).toContain('Festive reel');

    // Too late now: the details are refused with a clear 409, and confirming again says why.
    const late = await sendDetails(p.brand, id, other.serviceId);
    expect(late.statusCode).toBe(409);
    expect(late.json()).toMatchObject({ isSuccess: false, message: PaymentMessages.refundedUnsent });
    const confirmed = await confirmTransaction(t, p.brand, id);
    expect(confirmed.statusCode).toBe(409);
    expect(confirmed.json().message).toBe(PaymentMessages.refundedUnsent);
  });

  it('never refunds a payment whose details were sent', async () => {
    const p = await party();
    const id = await pay(t, p.brand, p.serviceId);
    expect((await sendDetails(p.brand, id, p.serviceId)).statusCode).toBe(200);
    t.clock.advance(30 * DAY);
    const swept = await sweepUnsentPayments(t.app.ctx);
    expect(swept.refunded).toBe(0);
    expect((await txOf(id)).status).toBe('captured');
    expect(await walletBalance(t, p.brand)).toBe(0);
  });

  it('frees the single-use coupon of a refunded order', async () => {
    const admin = await t.user(Role.SuperAdmin);
    const created = await t.post(
      '/api/manage/createupdatecoupon',
      { id: 0, name: 'Diwali', code: 'DIWALI200', description: 'Festive offer', value: 200 },
      { token: admin.token },
    );
    const couponId = created.json().data.id as number;
    const p = await party();
    const id = await pay(t, p.brand, p.serviceId, { couponId });
    const coupon = () =>
      t.db.selectFrom('coupons').selectAll().where('id', '=', couponId).executeTakeFirstOrThrow();
    expect((await coupon()).usedOn).not.toBeNull();

    t.clock.advance(UNSENT_DETAILS_REFUND_DAYS * DAY);
    expect((await sweepUnsentPayments(t.app.ctx)).refunded).toBe(1);
    expect(await coupon()).toMatchObject({ usedOn: null, usedByUserId: null });
    const tx = await txOf(id);
    // The brand gets what it paid; the coupon's value goes back to the platform, not into the wallet.
    expect((await walletBalance(t, p.brand)) * 100).toBe(tx.totalPaise + tx.walletPaise);
    await checkLedger(t.db);

    // The coupon works again for the same brand.
    const again = await pay(t, p.brand, p.serviceId, { couponId });
    expect((await txOf(again)).discountPaise).toBe(20_000);
  });

  it('FLAT500 of a refunded first order may be used again: that order bought nothing', async () => {
    const flat500 = (
      await t.db.selectFrom('coupons').select('id').where('code', '=', 'FLAT500').executeTakeFirstOrThrow()
    ).id;
    const p = await party();
    const id = await pay(t, p.brand, p.serviceId, { couponId: flat500 });
    expect((await txOf(id)).discountPaise).toBe(50_000);
    t.clock.advance(UNSENT_DETAILS_REFUND_DAYS * DAY);
    expect((await sweepUnsentPayments(t.app.ctx)).refunded).toBe(1);
    const again = await pay(t, p.brand, p.serviceId, { couponId: flat500 });
    expect((await txOf(again)).discountPaise).toBe(50_000);
    await checkLedger(t.db);
  });

  it('the brand sending details while the refund runs: exactly one wins', async () => {
    for (let round = 0; round < 4; round += 1) {
      const p = await party();
      const id = await pay(t, p.brand, p.serviceId);
      t.clock.advance(UNSENT_DETAILS_REFUND_DAYS * DAY);
      const [sent, swept] = await Promise.all([
        sendDetails(p.brand, id, p.serviceId),
        sweepUnsentPayments(t.app.ctx),
      ]);
      const tx = await txOf(id);
      const collabs = await t.db.selectFrom('collabs').select('id').where('transactionId', '=', id).execute();
      if (sent.statusCode === 200) {
        expect(swept.refunded).toBe(0);
        expect(tx.status).toBe('captured');
        expect(collabs).toHaveLength(1);
        expect(await walletBalance(t, p.brand)).toBe(0);
      } else {
        expect(sent.statusCode, sent.body).toBe(409);
        expect(sent.json().message).toBe(PaymentMessages.refundedUnsent);
        expect(swept.refunded).toBe(1);
        expect(tx.status).toBe('refunded');
        expect(collabs).toHaveLength(0);
      }
      await checkLedger(t.db);
    }
  });

  it('a refund that runs while the details are being saved waits for them, then refunds nothing', async () => {
    const p = await party();
    const id = await pay(t, p.brand, p.serviceId);
    // Reminded already, so the sweep goes straight to the refund.
    t.clock.advance(UNSENT_DETAILS_REMINDER_HOURS * HOUR);
    expect((await sweepUnsentPayments(t.app.ctx)).reminded).toBe(1);
    t.clock.advance(UNSENT_DETAILS_REFUND_DAYS * DAY);
    let sweeping: ReturnType<typeof sweepUnsentPayments> | undefined;
    await t.db.transaction().execute(async (trx) => {
      // createCollab's claim holds the row; the sweep starts meanwhile and (on PostgreSQL) reads the payment
      // as still waiting, then blocks on the row and re-checks `details_sent_on is null` after the commit.
      expect(await claimForDetails(trx, id, t.clock.now())).toBe(true);
      sweeping = sweepUnsentPayments(t.app.ctx);
      await new Promise((resolve) => setTimeout(resolve, 150));
    });
    expect(await sweeping).toEqual({ reminded: 0, refunded: 0 });
    expect((await txOf(id)).status).toBe('captured');
    expect(await walletBalance(t, p.brand)).toBe(0);
    await checkLedger(t.db);
  });

  it('migration 011 marks the payments of existing collabs as sent, and only those', async () => {
    const p = await party();
    const withCollab = await pay(t, p.brand, p.serviceId);
    const collabOn = t.clock.now().toISOString();
    expect((await sendDetails(p.brand, withCollab, p.serviceId)).statusCode).toBe(200);
    t.clock.advance(HOUR);
    const waiting = await pay(t, p.brand, p.serviceId);

    // As before 011 (no DDL here: other test files share the PostgreSQL database and introspect it).
    await t.db.updateTable('paymentTransactions').set({ detailsSentOn: null }).execute();
    await backfillDetailsSent(t.db);
    expect((await txOf(withCollab)).detailsSentOn).toBe(collabOn);
    expect((await txOf(waiting)).detailsSentOn).toBeNull();
    expect((await listOf(p.brand)).map((x) => x.transId)).toEqual([waiting]);
  });
});
