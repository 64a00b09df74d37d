import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ActionCode } from '@collably/shared/constants/collabs';
import { MIN_PROVIDER_PAISE } from '@collably/shared/constants/limits';
import { Role } from '@collably/shared/constants/roles';
import { databases, testApp, type TestApp, type TestUser } from '../../../test/test-app';
import {
  accountBalance,
  act,
  checkLedger,
  confirmTransaction,
  createTransaction,
  hire,
  influencerWithService,
  pressSandbox,
  sandboxRef,
  walletBalance,
} from '../../../test/hire-fixtures';

/**
 * Razorpay refuses an order below ₹1: a checkout whose part left for the provider would be 1..99 paise uses
 * less wallet money (then less coupon) so that the provider is asked for exactly ₹1 (domain/pricing amountDue).
 */

/** ₹2,000 (not GST registered, 10 % fee): ₹2,596.00; ₹2,000.38: ₹2,596.50, 50 paise more. */
const FIRST_PRICE = 200_000;
const FIRST_SUBTOTAL = 259_600;
const NEAR_PRICE = 200_038;
const NEAR_SUBTOTAL = 259_650;

const transaction = (t: TestApp, id: number) =>
  t.db.selectFrom('paymentTransactions').selectAll().where('id', '=', id).executeTakeFirstOrThrow();

const providerAmount = async (t: TestApp, refrenceId: string) =>
  (
    await t.db
      .selectFrom('sandboxPayments')
      .select('amountPaise')
      .where('ref', '=', sandboxRef(refrenceId))
      .executeTakeFirstOrThrow()
  ).amountPaise;

describe.each(databases())('the ₹1 minimum of an online payment on %s', (dialect) => {
  let t: TestApp;
  beforeEach(async () => {
    t = await testApp(dialect);
  });
  afterEach(() => t.close());

  /** A brand whose wallet holds ₹2,596.00: a rejected order's refund. */
  async function brandWithWallet(): Promise<TestUser> {
    const brand = await t.user(Role.Brand);
    const { influencer, serviceId } = await influencerWithService(t, { pricePaise: FIRST_PRICE });
    const collabId = await hire(t, brand, serviceId);
    expect((await act(t, influencer, collabId, ActionCode.Reject, 'Not my niche')).statusCode).toBe(200);
    expect(await walletBalance(t, brand)).toBe(FIRST_SUBTOTAL / 100);
    return brand;
  }

  it('a wallet leaving 50 paise: the card pays ₹1, the wallet keeps 50 paise, and the ledger books that', async () => {
    const brand = await brandWithWallet();
    const { serviceId } = await influencerWithService(t, { pricePaise: NEAR_PRICE });
    const journalsBefore = await t.db.selectFrom('ledgerJournals').select('id').execute();
    const since = Math.max(0, ...journalsBefore.map((j) => j.id));

    const res = await createTransaction(t, brand, serviceId, { useWallet: true });
    expect(res.statusCode, res.body).toBe(200);
    const created = res.json().data;
    expect(created).toMatchObject({ isPaid: false, amount: 1, walletApplied: 2595.5, discount: 0 });
    expect(await providerAmount(t, created.refrenceId)).toBe(MIN_PROVIDER_PAISE);
    expect(await transaction(t, created.transId)).toMatchObject({
      subtotalPaise: NEAR_SUBTOTAL,
      discountPaise: 0,
      walletPaise: NEAR_SUBTOTAL - MIN_PROVIDER_PAISE,
      totalPaise: MIN_PROVIDER_PAISE,
      provider: 'sandbox',
    });

    expect((await pressSandbox(t, sandboxRef(created.refrenceId), 'pay')).statusCode).toBe(303);
    const confirmed = await confirmTransaction(t, brand, created.transId);
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect((await transaction(t, created.transId)).status).toBe('captured');
    // 259_600 − 259_550: the 50 paise the card could not be asked for stay in the wallet.
    expect(await walletBalance(t, brand)).toBe(0.5);
    expect(await accountBalance(t.db, `wallet:${brand.id}`)).toBe(50);
    expect(await accountBalance(t.db, `escrow:${created.transId}`)).toBe(NEAR_SUBTOTAL);
    // Both orders' card payments: ₹2,596.00 and ₹1.00.
    expect(await accountBalance(t.db, 'payment-provider')).toBe(-(FIRST_SUBTOTAL + MIN_PROVIDER_PAISE));
    const capture = await t.db
      .selectFrom('ledgerEntries as e')
      .innerJoin('ledgerJournals as j', 'j.id', 'e.journalId')
      .innerJoin('ledgerAccounts as a', 'a.id', 'e.accountId')
      .select(['a.code', 'e.amountPaise'])
      .where('j.transactionId', '=', created.transId)
      .where('j.id', '>', since)
      .execute();
    expect(
      Object.fromEntries(
        capture.filter((e) => Number(e.amountPaise) !== 0).map((e) => [e.code, Number(e.amountPaise)]),
      ),
    ).toEqual({
      'payment-provider': -MIN_PROVIDER_PAISE,
      [`wallet:${brand.id}`]: -(NEAR_SUBTOTAL - MIN_PROVIDER_PAISE),
      [`escrow:${created.transId}`]: NEAR_SUBTOTAL,
    });
    await checkLedger(t.db);
  });

  it('a wallet that covers the whole order is still used whole: no card payment at all', async () => {
    const brand = await brandWithWallet();
    const { serviceId } = await influencerWithService(t, { pricePaise: FIRST_PRICE });
    const created = (await createTransaction(t, brand, serviceId, { useWallet: true })).json().data;
    expect(created).toMatchObject({ isPaid: true, amount: 0, walletApplied: FIRST_SUBTOTAL / 100 });
    expect(await walletBalance(t, brand)).toBe(0);
    await checkLedger(t.db);
  });

  it('a coupon leaving 50 paise: 50 paise of it are not used, the card pays ₹1', async () => {
    const admin = await t.user(Role.SuperAdmin);
    const saved = await t.post(
      '/api/manage/createupdatecoupon',
      { id: 0, name: 'Almost all', code: 'ALMOST', description: 'Nearly the whole order', value: 2596 },
      { token: admin.token },
    );
    expect(saved.statusCode, saved.body).toBe(200);
    const couponId = saved.json().data.id as number;
    const brand = await t.user(Role.Brand);
    const { serviceId } = await influencerWithService(t, { pricePaise: NEAR_PRICE });

    const quoted = await t.post(
      '/api/brand/applycoupon',
      { Code: 'ALMOST', InfluencerServiceId: serviceId, AllowUGC: false },
      { token: brand.token },
    );
    expect(quoted.statusCode, quoted.body).toBe(200);
    // `value` is the coupon's worth on this order; `price` is what is left after the ₹1 minimum.
    expect(quoted.json().data).toMatchObject({ subtotal: 2596.5, value: 2596, price: 1 });

    const created = (await createTransaction(t, brand, serviceId, { couponId })).json().data;
    expect(created).toMatchObject({ isPaid: false, amount: 1, walletApplied: 0, discount: 2595.5 });
    expect(await providerAmount(t, created.refrenceId)).toBe(MIN_PROVIDER_PAISE);
    expect(await transaction(t, created.transId)).toMatchObject({
      discountPaise: NEAR_SUBTOTAL - MIN_PROVIDER_PAISE,
      walletPaise: 0,
      totalPaise: MIN_PROVIDER_PAISE,
    });
    await pressSandbox(t, sandboxRef(created.refrenceId), 'pay');
    expect((await confirmTransaction(t, brand, created.transId)).statusCode).toBe(200);
    expect(await accountBalance(t.db, 'coupon-discounts')).toBe(-(NEAR_SUBTOTAL - MIN_PROVIDER_PAISE));
    expect(await accountBalance(t.db, `escrow:${created.transId}`)).toBe(NEAR_SUBTOTAL);
    expect(await accountBalance(t.db, 'payment-provider')).toBe(-MIN_PROVIDER_PAISE);
    await checkLedger(t.db);
  });
});
