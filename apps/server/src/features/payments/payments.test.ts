import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ActionCode } from '@collably/shared/constants/collabs';
import { Role } from '@collably/shared/constants/roles';
import { COUPON_HOLD_MINUTES_PER_DAY } from '@collably/shared/constants/limits';
import { CouponMessages } from '@collably/shared/messages/coupons';
import { PaymentMessages } from '@collably/shared/messages/payments';
import { CHECKOUT_TTL_MS } from '../../platform/payments/provider';
import { databases, testApp, type TestApp, type TestUser } from '../../../test/test-app';
import { reconcilePendingPayments } from './payments.reconcile';
import { createSandboxProvider } from '../../platform/payments/sandbox-provider';
import {
  checkLedger,
  confirmTransaction,
  createCollab,
  createTransaction,
  influencerWithService,
  pay,
  pressSandbox,
  sandboxRef,
  walletBalance,
  accountBalance,
  hire,
  act,
} from '../../../test/hire-fixtures';
import { agedBrand, renewHold } from '../../../test/coupon-fixtures';

const flat500Id = async (t: TestApp) =>
  (await t.db.selectFrom('coupons').select('id').where('code', '=', 'FLAT500').executeTakeFirstOrThrow()).id;

const singleUseCoupon = async (t: TestApp, code = 'DIWALI200', value = 200) => {
  const admin = await t.user(Role.SuperAdmin);
  const res = await t.post(
    '/api/manage/createupdatecoupon',
    { id: 0, name: 'Diwali', code, description: 'Festive offer', value },
    { token: admin.token },
  );
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data.id as number;
};

describe.each(databases())('payments on %s', (dialect) => {
  let t: TestApp;
  beforeEach(async () => {
    t = await testApp(dialect);
  });
  afterEach(() => t.close());

  it('creates a pending transaction and returns the hosted sandbox checkout', async () => {
    const brand = await t.user(Role.Brand);
    const { serviceId } = await influencerWithService(t, { pricePaise: 200_000 });
    const res = await createTransaction(t, brand, serviceId, { czref: 'ref-42' });
    expect(res.statusCode, res.body).toBe(200);
    const data = res.json().data;
    expect(data).toMatchObject({ isPaid: false, amount: 2596, walletApplied: 0, discount: 0 });
    expect(data.refrenceId).toMatch(/^\/pay\/sandbox\/[\w-]+$/);
    const tx = await t.db
      .selectFrom('paymentTransactions')
      .selectAll()
      .where('id', '=', data.transId)
      .executeTakeFirstOrThrow();
    expect(tx).toMatchObject({
      status: 'pending',
      subtotalPaise: 259_600,
      totalPaise: 259_600,
      czref: 'ref-42',
      provider: 'sandbox',
    });

    const page = await t.get(data.refrenceId);
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.body).toContain('₹2,596.00');
    expect(page.body).toContain(`action="${data.refrenceId}/pay"`);
    // No inline script: only the coupon-hold renewal file (issue 35 item 7).
    expect(page.body).not.toMatch(/<script(?![^>]*\bsrc=)/);
    expect(page.body).toContain('<script src="/pay/sandbox/hold.js" defer></script>');
    expect(String(page.headers['content-security-policy'])).toContain("script-src 'self'");
  });

  it('Pay redirects back to the profile as §4 says and the confirmation captures into escrow', async () => {
    const brand = await t.user(Role.Brand);
    const { influencer, serviceId } = await influencerWithService(t, { ugcPricePaise: 50_000 });
    const created = (await createTransaction(t, brand, serviceId, { allowUgc: true })).json().data;
    const paid = await pressSandbox(t, sandboxRef(created.refrenceId), 'pay');
    expect(paid.statusCode).toBe(303);
    expect(paid.headers.location).toMatch(
      new RegExp(
        `^/influencer/${influencer.userName}\\?transid=${created.transId}&payment_intent=sbpi_[\\w-]+&insid=${serviceId}&allowugc=true$`,
      ),
    );
    const confirmed = await confirmTransaction(t, brand, created.transId);
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect(confirmed.json()).toMatchObject({ isSuccess: true, data: created.transId });
    const tx = await t.db
      .selectFrom('paymentTransactions')
      .selectAll()
      .where('id', '=', created.transId)
      .executeTakeFirstOrThrow();
    expect(tx.status).toBe('captured');
    expect(await accountBalance(t.db, `escrow:${tx.id}`)).toBe(tx.subtotalPaise);
    expect(await accountBalance(t.db, 'payment-provider')).toBe(-tx.totalPaise);
    await checkLedger(t.db);

    const exists = await t.post('/api/transaction/exists', undefined, {
      token: brand.token,
      query: { InfluencerServiceId: String(serviceId), CouponId: '0', allowugc: 'true' },
    });
    expect(exists.json().data).toBe(created.transId);
    const withoutUgc = await t.post('/api/transaction/exists', undefined, {
      token: brand.token,
      query: { InfluencerServiceId: String(serviceId), CouponId: '0', allowugc: 'false' },
    });
    expect(withoutUgc.json().data).toBe(0);

    // One notification per order: the influencer hears of it when the brand sends the details, not at capture.
    const bell = await t.get('/api/notification/get', { token: influencer.token });
    expect(bell.json().data).toEqual([]);
  });

  it('never trusts the browser: an unpaid checkout is not captured', async () => {
    const brand = await t.user(Role.Brand);
    const { serviceId } = await influencerWithService(t);
    const created = (await createTransaction(t, brand, serviceId)).json().data;
    const res = await confirmTransaction(t, brand, created.transId);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(PaymentMessages.notCompleted);
    expect(await accountBalance(t.db, 'payment-provider')).toBe(0);
  });

  it('Cancel marks the checkout cancelled, redirects with a cancel flag and captures nothing', async () => {
    const brand = await t.user(Role.Brand);
    const { serviceId } = await influencerWithService(t);
    const created = (await createTransaction(t, brand, serviceId)).json().data;
    const res = await pressSandbox(t, sandboxRef(created.refrenceId), 'cancel');
    expect(res.statusCode).toBe(303);
    expect(res.headers.location).toContain(`transid=${created.transId}`);
    expect(res.headers.location).toContain('cancelled=true');
    const confirmed = await confirmTransaction(t, brand, created.transId);
    expect(confirmed.statusCode).toBe(409);
    expect(confirmed.json().message).toBe(PaymentMessages.cancelled);
    expect(await pressSandbox(t, sandboxRef(created.refrenceId), 'pay')).toMatchObject({ statusCode: 303 });
    expect((await confirmTransaction(t, brand, created.transId)).statusCode).toBe(409);
    expect(await accountBalance(t.db, 'payment-provider')).toBe(0);
  });

  it('an expired checkout cannot be paid', async () => {
    const brand = await t.user(Role.Brand);
    const { serviceId } = await influencerWithService(t);
    const created = (await createTransaction(t, brand, serviceId)).json().data;
    t.clock.advance(61 * 60_000);
    const page = await t.get(created.refrenceId);
    expect(page.body).toContain('has expired');
    await pressSandbox(t, sandboxRef(created.refrenceId), 'pay');
    const res = await confirmTransaction(t, brand, created.transId);
    expect(res.json().message).toBe(PaymentMessages.cancelled);
  });

  it('the same payment confirmed 10 times in parallel captures once', async () => {
    const brand = await t.user(Role.Brand);
    const { serviceId } = await influencerWithService(t);
    const created = (await createTransaction(t, brand, serviceId)).json().data;
    const ref = sandboxRef(created.refrenceId);
    await t.db.updateTable('sandboxPayments').set({ status: 'succeeded' }).where('ref', '=', ref).execute();
    const results = await Promise.all([
      ...Array.from({ length: 10 }, () => confirmTransaction(t, brand, created.transId)),
      pressSandbox(t, ref, 'pay'),
    ]);
    for (const r of results.slice(0, 10)) expect(r.statusCode, r.body).toBe(200);
    const journals = await t.db
      .selectFrom('ledgerJournals')
      .selectAll()
      .where('transactionId', '=', created.transId)
      .execute();
    expect(journals).toHaveLength(1);
    expect(await accountBalance(t.db, `escrow:${created.transId}`)).toBe(259_600);
    expect(await accountBalance(t.db, 'payment-provider')).toBe(-259_600);
    await checkLedger(t.db);
  });

  it('FLAT500 takes ₹500 off the first order only', async () => {
    const brand = await t.user(Role.Brand);
    const { serviceId } = await influencerWithService(t);
    const couponId = await flat500Id(t);
    const created = (await createTransaction(t, brand, serviceId, { couponId })).json().data;
    expect(created).toMatchObject({ amount: 2096, discount: 500 });
    await pressSandbox(t, sandboxRef(created.refrenceId), 'pay');
    expect((await confirmTransaction(t, brand, created.transId)).statusCode).toBe(200);
    expect(await accountBalance(t.db, 'coupon-discounts')).toBe(-50_000);
    expect(await accountBalance(t.db, `escrow:${created.transId}`)).toBe(259_600);

    const again = await createTransaction(t, brand, serviceId, { couponId });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(CouponMessages.firstOrderOnly);
    const login = await t.post('/api/user/login', { Email: brand.email, Password: brand.password });
    expect(login.json().data.couponShown).toBe(true);
    await checkLedger(t.db);
  });

  it('a new brand is shown the FLAT500 promo', async () => {
    const brand = await t.user(Role.Brand);
    const login = await t.post('/api/user/login', { Email: brand.email, Password: brand.password });
    expect(login.json().data.couponShown).toBe(false);
  });

  it('two FLAT500 checkouts paid together: the second payment goes to the wallet, not a second discount', async () => {
    const brand = await t.user(Role.Brand);
    const { serviceId } = await influencerWithService(t);
    const couponId = await flat500Id(t);
    const a = (await createTransaction(t, brand, serviceId, { couponId })).json().data;
    const b = (await createTransaction(t, brand, serviceId, { couponId })).json().data;
    await pressSandbox(t, sandboxRef(a.refrenceId), 'pay');
    await pressSandbox(t, sandboxRef(b.refrenceId), 'pay');
    expect((await confirmTransaction(t, brand, a.transId)).statusCode).toBe(200);
    const second = await confirmTransaction(t, brand, b.transId);
    expect(second.statusCode).toBe(409);
    expect(second.json().message).toContain('₹2,096.00 has been added to your wallet');
    expect(await walletBalance(t, brand)).toBe(2096);
    expect(await accountBalance(t.db, 'coupon-discounts')).toBe(-50_000);
    const history = (await t.get('/api/brand/wallethistory', { token: brand.token })).json().data;
    expect(history).toEqual([expect.objectContaining({ amount: 2096, status_Type: 4, collabId: null })]);
    await checkLedger(t.db);
  });

  it('two brands paying with one single-use coupon: exactly one gets it', async () => {
    const [b1, b2] = [await agedBrand(t), await agedBrand(t)];
    const { serviceId } = await influencerWithService(t);
    const couponId = await singleUseCoupon(t);
    const results = await Promise.all([
      createTransaction(t, b1, serviceId, { couponId }),
      createTransaction(t, b2, serviceId, { couponId }),
    ]);
    const codes = results.map((r) => r.statusCode).sort();
    expect(codes).toEqual([200, 409]);
    const loser = results.find((r) => r.statusCode === 409)!;
    expect(loser.json().message).toBe(CouponMessages.reserved);
    const winner = results.find((r) => r.statusCode === 200)!.json().data;
    const winnerBrand = results[0].statusCode === 200 ? b1 : b2;
    await pressSandbox(t, sandboxRef(winner.refrenceId), 'pay');
    expect((await confirmTransaction(t, winnerBrand, winner.transId)).statusCode).toBe(200);
    const coupon = await t.db
      .selectFrom('coupons')
      .selectAll()
      .where('id', '=', couponId)
      .executeTakeFirstOrThrow();
    expect(coupon.usedByUserId).toBe(winnerBrand.id);
    expect(coupon.usedOn).not.toBeNull();
    const other = winnerBrand === b1 ? b2 : b1;
    const late = await createTransaction(t, other, serviceId, { couponId });
    expect(late.json().message).toBe(CouponMessages.used);
  });

  it('a coupon held past its checkout can be taken over; the late payment is credited to the wallet', async () => {
    const [b1, b2] = [await agedBrand(t), await agedBrand(t)];
    const { serviceId } = await influencerWithService(t);
    const couponId = await singleUseCoupon(t, 'LATE100', 100);
    const first = (await createTransaction(t, b1, serviceId, { couponId })).json().data;
    await t.db
      .updateTable('sandboxPayments')
      .set({ status: 'succeeded' })
      .where('ref', '=', sandboxRef(first.refrenceId))
      .execute();
    t.clock.advance(3 * 60 * 60_000);
    await pay(t, b2, serviceId, { couponId });
    const res = await confirmTransaction(t, b1, first.transId);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toContain('has already been used');
    expect(await walletBalance(t, b1)).toBe(first.amount);
    await checkLedger(t.db);
  });

  it('spends wallet money at checkout; a fully covered order is paid without the provider', async () => {
    const brand = await t.user(Role.Brand);
    const { influencer, serviceId } = await influencerWithService(t, { pricePaise: 200_000 });
    const collabId = await hire(t, brand, serviceId);
    expect((await act(t, influencer, collabId, ActionCode.Reject, 'Not my niche')).statusCode).toBe(200);
    expect(await walletBalance(t, brand)).toBe(2596);

    const { serviceId: cheaper } = await influencerWithService(t, { pricePaise: 100_000 });
    const created = await createTransaction(t, brand, cheaper, { useWallet: true });
    expect(created.json().data).toMatchObject({ isPaid: true, amount: 0, walletApplied: 1298 });
    expect(created.json().data.refrenceId).toMatch(/transid=\d+&payment_intent=none_\d+&insid=\d+$/);
    expect((await confirmTransaction(t, brand, created.json().data.transId)).statusCode).toBe(200);
    expect(await walletBalance(t, brand)).toBe(1298);

    const partial = await createTransaction(t, brand, serviceId, { useWallet: true });
    expect(partial.json().data).toMatchObject({ isPaid: false, amount: 1298, walletApplied: 1298 });
    await pressSandbox(t, sandboxRef(partial.json().data.refrenceId), 'pay');
    expect((await confirmTransaction(t, brand, partial.json().data.transId)).statusCode).toBe(200);
    expect(await walletBalance(t, brand)).toBe(0);
    const history = (await t.get('/api/brand/wallethistory', { token: brand.token })).json().data;
    expect(history.map((h: { status_Type: number; amount: number }) => [h.status_Type, h.amount])).toEqual([
      [3, 1298],
      [3, 1298],
      [2, 2596],
    ]);
    await checkLedger(t.db);
  });

  it('wallet money spent meanwhile: the paid amount goes to the wallet, never below zero', async () => {
    const brand = await t.user(Role.Brand);
    const { influencer, serviceId } = await influencerWithService(t, { pricePaise: 200_000 });
    await act(t, influencer, await hire(t, brand, serviceId), ActionCode.Reject, 'No');
    expect(await walletBalance(t, brand)).toBe(2596);
    const { serviceId: dear } = await influencerWithService(t, { pricePaise: 500_000 });
    const { serviceId: cheap } = await influencerWithService(t, { pricePaise: 100_000 });

    const partial = (await createTransaction(t, brand, dear, { useWallet: true })).json().data;
    expect(partial).toMatchObject({ isPaid: false, walletApplied: 2596, amount: 6490 - 2596 });
    const covered = (await createTransaction(t, brand, cheap, { useWallet: true })).json().data;
    expect(covered).toMatchObject({ isPaid: true, walletApplied: 1298 });

    await pressSandbox(t, sandboxRef(partial.refrenceId), 'pay');
    const res = await confirmTransaction(t, brand, partial.transId);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toContain('wallet balance it was to use has been spent meanwhile');
    expect(await walletBalance(t, brand)).toBe(1298 + 3894);
    await checkLedger(t.db);
  });

  it('parallel checkouts spending one wallet never take more than it holds', async () => {
    const brand = await t.user(Role.Brand);
    const { influencer, serviceId } = await influencerWithService(t, { pricePaise: 200_000 });
    await act(t, influencer, await hire(t, brand, serviceId), ActionCode.Reject, 'No');
    const cheap: number[] = [];
    for (let i = 0; i < 4; i++)
      cheap.push((await influencerWithService(t, { pricePaise: 100_000 })).serviceId);
    const results = await Promise.all(
      cheap.map((id) => createTransaction(t, brand, id, { useWallet: true })),
    );
    const data = results.map((r) => r.json().data as { isPaid: boolean; walletApplied: number });
    expect(data.filter((d) => d.isPaid)).toHaveLength(2);
    expect(data.reduce((s, d) => s + d.walletApplied, 0)).toBe(2596);
    expect(await walletBalance(t, brand)).toBe(0);
    await checkLedger(t.db);
  });

  it('refuses other roles and other brands’ transactions', async () => {
    const brand = await t.user(Role.Brand);
    const { influencer, serviceId } = await influencerWithService(t);
    for (const role of [Role.Influencer, Role.Staff, Role.SuperAdmin] as const) {
      const u = await t.user(role);
      expect((await createTransaction(t, u, serviceId)).statusCode).toBe(403);
      expect((await confirmTransaction(t, u, 1)).statusCode).toBe(403);
      const exists = await t.post('/api/transaction/exists', undefined, {
        token: u.token,
        query: { InfluencerServiceId: String(serviceId) },
      });
      expect(exists.statusCode).toBe(403);
    }
    expect(
      (
        await t.post('/api/transaction/create', undefined, {
          query: { InfluencerServiceId: String(serviceId) },
        })
      ).statusCode,
    ).toBe(401);
    const transId = await pay(t, brand, serviceId);
    const other = await t.user(Role.Brand);
    const res = await confirmTransaction(t, other, transId);
    expect(res.statusCode).toBe(404);
    expect((await confirmTransaction(t, influencer, transId)).statusCode).toBe(403);
  });

  it('validates the query and the service', async () => {
    const brand = await t.user(Role.Brand);
    const { influencer, serviceId } = await influencerWithService(t);
    const bad = await t.post('/api/transaction/create', undefined, {
      token: brand.token,
      query: { InfluencerServiceId: 'x' },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe('InfluencerServiceId must be a number');
    const missing = await createTransaction(t, brand, 999_999);
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe(PaymentMessages.serviceUnavailable);
    const ugc = await createTransaction(t, brand, serviceId, { allowUgc: true });
    expect(ugc.statusCode).toBe(400);
    expect(ugc.json().message).toBe(PaymentMessages.ugcNotOffered);
    await t.db.updateTable('users').set({ status: 'disabled' }).where('id', '=', influencer.id).execute();
    expect((await createTransaction(t, brand, serviceId)).statusCode).toBe(404);
    const unknownCoupon = await createTransaction(t, brand, serviceId, { couponId: 424242 });
    expect(unknownCoupon.statusCode).toBe(404);
  });

  it('one collab per captured payment', async () => {
    const brand = await t.user(Role.Brand);
    const { serviceId } = await influencerWithService(t);
    const transId = await pay(t, brand, serviceId);
    const [a, b] = await Promise.all([
      createCollab(t, brand, { transId, influencerServiceId: serviceId }),
      createCollab(t, brand, { transId, influencerServiceId: serviceId }),
    ]);
    expect(a.statusCode).toBe(200);
    expect(b.statusCode).toBe(200);
    expect(a.json().data.collabDetailId).toBe(b.json().data.collabDetailId);
    expect(await t.db.selectFrom('collabs').select('id').execute()).toHaveLength(1);
    const exists = await t.post('/api/transaction/exists', undefined, {
      token: brand.token,
      query: { InfluencerServiceId: String(serviceId) },
    });
    expect(exists.json().data).toBe(0);
  });

  describe('a paid checkout nobody confirmed (issue 8, item 6)', () => {
    const paidInSandbox = (refrenceId: string) =>
      t.db
        .updateTable('sandboxPayments')
        .set({ status: 'succeeded', completedOn: t.clock.now().toISOString() })
        .where('ref', '=', sandboxRef(refrenceId))
        .execute();
    const statusOf = async (id: number) =>
      (
        await t.db
          .selectFrom('paymentTransactions')
          .select('status')
          .where('id', '=', id)
          .executeTakeFirstOrThrow()
      ).status;
    const capturesOf = async (id: number) =>
      (
        await t.db
          .selectFrom('ledgerJournals')
          .select('id')
          .where('transactionId', '=', id)
          .where('kind', '=', 'capture')
          .execute()
      ).length;
    const deps = () => ({
      db: t.db,
      clock: t.clock,
      provider: createSandboxProvider(t.db, t.clock),
      taxSupplier: t.config.taxSupplier,
      events: t.app.ctx.events,
    });
    const exists = (brand: TestUser, serviceId: number, allowugc = false) =>
      t.post('/api/transaction/exists', undefined, {
        token: brand.token,
        query: { InfluencerServiceId: String(serviceId), CouponId: '0', allowugc: String(allowugc) },
      });

    it('transaction/exists finds it and captures it once; create refuses to charge again', async () => {
      const brand = await t.user(Role.Brand);
      const { serviceId } = await influencerWithService(t, { ugcPricePaise: 50_000 });
      const created = (await createTransaction(t, brand, serviceId)).json().data;
      await paidInSandbox(created.refrenceId);

      expect((await exists(brand, serviceId, true)).json().data).toBe(0);
      const found = await Promise.all([exists(brand, serviceId), exists(brand, serviceId)]);
      for (const r of found) expect(r.json().data, r.body).toBe(created.transId);
      expect(await statusOf(created.transId)).toBe('captured');
      expect(await capturesOf(created.transId)).toBe(1);

      const again = await createTransaction(t, brand, serviceId);
      expect(again.statusCode).toBe(409);
      expect(again.json().message).toBe(PaymentMessages.alreadyPaid);
      expect((await createTransaction(t, brand, serviceId, { allowUgc: true })).statusCode).toBe(200);
      const other = await t.user(Role.Brand);
      expect((await createTransaction(t, other, serviceId)).statusCode).toBe(200);
      expect((await confirmTransaction(t, brand, created.transId)).json().data).toBe(created.transId);
      expect(await capturesOf(created.transId)).toBe(1);
      await checkLedger(t.db);
    });

    it('transaction/create captures a paid checkout first instead of opening a second one', async () => {
      const brand = await t.user(Role.Brand);
      const { serviceId } = await influencerWithService(t);
      const created = (await createTransaction(t, brand, serviceId)).json().data;
      await paidInSandbox(created.refrenceId);
      const again = await createTransaction(t, brand, serviceId);
      expect(again.statusCode).toBe(409);
      expect(again.json().message).toBe(PaymentMessages.alreadyPaid);
      expect(await statusOf(created.transId)).toBe('captured');
      const collab = await createCollab(t, brand, {
        transId: created.transId,
        influencerServiceId: serviceId,
      });
      expect(collab.statusCode, collab.body).toBe(200);
      expect((await createTransaction(t, brand, serviceId)).statusCode).toBe(200);
    });

    it('the sweep captures paid checkouts once, leaves young ones, and ends expired ones with their coupon', async () => {
      const brand = await t.user(Role.Brand);
      const { serviceId } = await influencerWithService(t);
      const { serviceId: second } = await influencerWithService(t);
      const couponId = await singleUseCoupon(t, 'SWEEP100', 100);
      const paid = (await createTransaction(t, brand, serviceId)).json().data;
      await paidInSandbox(paid.refrenceId);
      const unpaid = (await createTransaction(t, brand, second, { couponId })).json().data;
      t.clock.advance(2 * 60_000);
      const young = (await createTransaction(t, await t.user(Role.Brand), serviceId)).json().data;
      await paidInSandbox(young.refrenceId);

      const reports = await Promise.all([reconcilePendingPayments(deps()), reconcilePendingPayments(deps())]);
      // Each sweep asks about both due checkouts, or only the unpaid one when the other sweep captured the
      // paid one before it read; never the young one (still pending below).
      for (const report of reports) expect([1, 2]).toContain(report.checked);
      expect(await statusOf(paid.transId)).toBe('captured');
      expect(await capturesOf(paid.transId)).toBe(1);
      expect(await statusOf(unpaid.transId)).toBe('pending');
      expect(await statusOf(young.transId)).toBe('pending');

      t.clock.advance(36 * 60_000);
      await reconcilePendingPayments(deps());
      expect(await statusOf(young.transId)).toBe('captured');
      expect(await statusOf(unpaid.transId)).toBe('cancelled');
      const coupon = await t.db
        .selectFrom('coupons')
        .selectAll()
        .where('id', '=', couponId)
        .executeTakeFirstOrThrow();
      expect(coupon).toMatchObject({ reservedTransactionId: null, reservedUntil: null, usedOn: null });
      expect((await reconcilePendingPayments(deps())).checked).toBe(0);
      expect(await capturesOf(paid.transId)).toBe(1);
      await checkLedger(t.db);
    });

    it('a checkout never opened with the provider ends once expired, releasing its coupon', async () => {
      const brand = await t.user(Role.Brand);
      const { serviceId } = await influencerWithService(t);
      const couponId = await singleUseCoupon(t, 'NOREF100', 100);
      const created = (await createTransaction(t, brand, serviceId, { couponId })).json().data;
      await t.db
        .updateTable('paymentTransactions')
        .set({ providerRef: null })
        .where('id', '=', created.transId)
        .execute();
      t.clock.advance(2 * 60_000);
      await reconcilePendingPayments(deps());
      expect(await statusOf(created.transId)).toBe('pending');
      t.clock.advance(36 * 60_000);
      await reconcilePendingPayments(deps());
      expect(await statusOf(created.transId)).toBe('failed');
      const coupon = await t.db
        .selectFrom('coupons')
        .select('reservedTransactionId')
        .where('id', '=', couponId)
        .executeTakeFirstOrThrow();
      expect(coupon.reservedTransactionId).toBeNull();
    });
  });

  describe('single-use coupon holds (issue 8, item 9)', () => {
    it('a brand that cancels its checkouts at once may start again as often as it likes', async () => {
      const brand = await t.user(Role.Brand);
      const { serviceId } = await influencerWithService(t);
      const couponId = await singleUseCoupon(t, 'RETRY100', 100);
      for (let i = 0; i < 6; i++) {
        const res = await createTransaction(t, brand, serviceId, { couponId });
        expect(res.statusCode, res.body).toBe(200);
        t.clock.advance(60_000);
        await pressSandbox(t, sandboxRef(res.json().data.refrenceId), 'cancel');
      }
      await pay(t, brand, serviceId, { couponId });
    });

    it('unpaid checkouts cannot keep a coupon from another brand beyond a bounded time', async () => {
      const [a, b] = [await agedBrand(t), await agedBrand(t)];
      const { serviceId } = await influencerWithService(t);
      const { serviceId: other } = await influencerWithService(t);
      const couponId = await singleUseCoupon(t, 'HOLD100', 100);
      const holds = [];
      // Payment pages left open, renewing every 3 minutes until each checkout expires: whole checkouts held.
      for (let i = 0; i < (COUPON_HOLD_MINUTES_PER_DAY * 60_000) / CHECKOUT_TTL_MS; i++) {
        const res = await createTransaction(t, a, i % 2 ? serviceId : other, { couponId });
        expect(res.statusCode, res.body).toBe(200);
        holds.push(res.json().data as { transId: number; refrenceId: string; amount: number });
        const ref = sandboxRef(holds.at(-1)!.refrenceId);
        for (let minute = 3; minute < CHECKOUT_TTL_MS / 60_000; minute += 3) {
          t.clock.advance(3 * 60_000);
          const renewed = await renewHold(t, a, ref);
          expect(renewed.json().data, renewed.body).toMatchObject({ isOpen: true, isHeld: true });
        }
        t.clock.advance(CHECKOUT_TTL_MS - 33 * 60_000);
      }
      const more = await createTransaction(t, a, serviceId, { couponId });
      expect(more.statusCode).toBe(409);
      expect(more.json().message).toBe(CouponMessages.holdLimit);
      const held = await t.db
        .selectFrom('coupons')
        .select('reservedTransactionId')
        .where('id', '=', couponId)
        .executeTakeFirstOrThrow();
      expect(held.reservedTransactionId).toBe(holds.at(-1)!.transId);
      expect((await createTransaction(t, b, serviceId, { couponId })).json().message).toBe(
        CouponMessages.reserved,
      );

      // A's last checkout is paid just before it expires but confirmed only later.
      const last = holds.at(-1)!;
      await t.db
        .updateTable('sandboxPayments')
        .set({ status: 'succeeded' })
        .where('ref', '=', sandboxRef(last.refrenceId))
        .execute();
      t.clock.advance(36 * 60_000);
      expect((await createTransaction(t, a, serviceId, { couponId })).json().message).toBe(
        CouponMessages.holdLimit,
      );
      await pay(t, b, serviceId, { couponId });

      const late = await confirmTransaction(t, a, last.transId);
      expect(late.statusCode).toBe(409);
      expect(late.json().message).toContain('has already been used');
      expect(await walletBalance(t, a)).toBe(last.amount);
      await checkLedger(t.db);
    });
  });
});
