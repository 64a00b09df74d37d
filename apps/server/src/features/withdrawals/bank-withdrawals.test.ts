import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { Role } from '@collably/shared/constants/roles';
import { CommonMessages } from '@collably/shared/messages/common';
import { PayoutMessages as PM } from '@collably/shared/messages/payouts';
import { WithdrawalMessages as M } from '@collably/shared/messages/withdrawals';
import { WalletEntryType } from '@collably/shared/schemas/wallet';
import {
  RAZORPAY_TEST,
  postRazorpayWebhook,
  razorpaySettingsFor,
  startFakeRazorpay,
} from '../../../test/fake-razorpay';
import { accountBalance, checkLedger, walletBalance } from '../../../test/hire-fixtures';
import { creditWallet, railPayoutOf as railPayoutOfAttempt } from '../../../test/payout-fixtures';
import { databases, testApp, type TestApp, type TestUser } from '../../../test/test-app';
import { FOLLOW_AFTER_MS, followTransfers } from '../transfers/transfers.service';

const BANK = {
  method: 'bank',
  accountHolder: ' Priya  Textiles LLP ',
  accountNo: '1234 5678 9012',
  ifscCode: 'sbin0001234',
};

const helpers = (get: () => { t: TestApp; admin: TestUser }) => {
  const brandWith = async (paise: number) => {
    const { t } = get();
    const brand = await t.user(Role.Brand);
    await creditWallet(t, brand.id, paise);
    return brand;
  };
  const withdrawToBank = (brand: TestUser, body: Record<string, unknown>) =>
    get().t.post('/api/withdrawals/withdraw-to-bank', body, { token: brand.token });
  const waiting = async () =>
    (await get().t.get('/api/withdrawals/bank-requests', { token: get().admin.token })).json().data as {
      id: number;
      brandUserId: number;
      amount: number;
      accountNo: string | null;
      accountHolder: string | null;
      ifscCode: string | null;
      upi: string | null;
    }[];
  const approve = (id: number, body?: unknown) =>
    get().t.post('/api/withdrawals/approve-bank', body, {
      token: get().admin.token,
      query: { withdrawalId: String(id) },
    });
  const reject = (id: number, reason: string) =>
    get().t.post(
      '/api/withdrawals/reject-bank',
      { reason },
      { token: get().admin.token, query: { withdrawalId: String(id) } },
    );
  const row = (id: number) =>
    get().t.db.selectFrom('walletWithdrawals').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
  const notesOf = async (userId: number) =>
    (
      await get()
        .t.db.selectFrom('notifications')
        .select('message')
        .where('userId', '=', userId)
        .orderBy('id', 'desc')
        .execute()
    ).map((n) => n.message);
  return { brandWith, withdrawToBank, waiting, approve, reject, row, notesOf };
};

describe.each(databases())('a brand withdraws its wallet by bank transfer on %s', (dialect) => {
  let t: TestApp;
  let admin: TestUser;
  beforeEach(async () => {
    t = await testApp(dialect);
    admin = await t.user(Role.SuperAdmin);
  });
  afterEach(() => t.close());
  const h = helpers(() => ({ t, admin }));

  it('sets the money aside, lists it for the super admin, and sends it with the bank’s UTR', async () => {
    const brand = await h.brandWith(300_000);
    const res = await h.withdrawToBank(brand, { ...BANK, amount: 1200.5 });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().message).toBe(M.bankRequested('₹1,200.50'));
    expect(res.json().data).toMatchObject({
      amount: 1200.5,
      method: 'bank',
      status: 'requested',
      destination: 'bank account ••9012',
    });
    expect(await walletBalance(t, brand)).toBe(1799.5);

    const [request] = await h.waiting();
    expect(request).toMatchObject({
      brandUserId: brand.id,
      amount: 1200.5,
      accountHolder: 'Priya Textiles LLP',
      accountNo: '123456789012',
      ifscCode: 'SBIN0001234',
      upi: null,
    });
    // The account number is kept encrypted.
    expect((await h.row(request.id)).accountNoEnc).not.toContain('123456789012');

    const approved = await h.approve(request.id, { reference: 'utr-998877665544' });
    expect(approved.statusCode, approved.body).toBe(200);
    expect(approved.json().message).toBe(M.bankApproved('₹1,200.50'));
    expect(await h.row(request.id)).toMatchObject({
      status: 'processed',
      reference: 'UTR-998877665544',
      settledByUserId: admin.id,
    });
    expect(await h.waiting()).toEqual([]);
    // Once only.
    expect((await h.approve(request.id)).statusCode).toBe(409);
    expect((await h.reject(request.id, 'Too late')).statusCode).toBe(409);
    expect(await walletBalance(t, brand)).toBe(1799.5);
    expect(await accountBalance(t.db, 'payouts-released')).toBe(120_050);

    const history = (await t.get('/api/brand/wallethistory', { token: brand.token })).json().data;
    expect(history[0]).toMatchObject({
      amount: 1200.5,
      status_Type: WalletEntryType.Withdrawn,
      note: 'Withdrawn to bank account ••9012',
    });
    const mine = (await t.get('/api/withdrawals/mine', { token: brand.token })).json().data;
    expect(mine.withdrawals[0]).toMatchObject({ status: 'processed', reference: 'UTR-998877665544' });
    expect((await h.notesOf(brand.id))[0]).toContain('sent to your bank account ••9012');
    await checkLedger(t.db);
  });

  it('approves with our own reference when the super admin gives none, and takes a UPI ID', async () => {
    const brand = await h.brandWith(50_000);
    const res = await h.withdrawToBank(brand, { method: 'upi', upi: ' Priya@OKBank ', amount: 500 });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.destination).toBe('UPI ID ••@okbank');
    const [request] = await h.waiting();
    expect(request).toMatchObject({ upi: 'priya@okbank', accountNo: null });
    expect((await h.approve(request.id)).statusCode).toBe(200);
    expect((await h.row(request.id)).reference).toBe(`WITHDRAWAL-${String(request.id).padStart(6, '0')}`);
    expect(await walletBalance(t, brand)).toBe(0);
    await checkLedger(t.db);
  });

  it('returns a rejected withdrawal to the wallet with a notice', async () => {
    const brand = await h.brandWith(100_000);
    expect((await h.withdrawToBank(brand, { ...BANK, amount: 1000 })).statusCode).toBe(200);
    expect(await walletBalance(t, brand)).toBe(0);
    const [request] = await h.waiting();
    const missingReason = await h.reject(request.id, '  ');
    expect(missingReason.statusCode).toBe(400);
    expect(missingReason.json().message).toBe(PM.declineReasonRequired);
    const rejected = await h.reject(request.id, 'Account holder differs from the brand');
    expect(rejected.statusCode, rejected.body).toBe(200);
    expect(rejected.json().message).toBe(M.bankRejected);
    expect(await walletBalance(t, brand)).toBe(1000);
    expect(await h.row(request.id)).toMatchObject({
      status: 'failed',
      failureReason: 'Account holder differs from the brand',
    });
    expect((await h.approve(request.id)).statusCode).toBe(409);
    expect((await h.notesOf(brand.id))[0]).toContain(
      'was rejected (Account holder differs from the brand): it is back in your wallet',
    );
    const history = (await t.get('/api/brand/wallethistory', { token: brand.token })).json().data;
    expect(history[0]).toMatchObject({ amount: 1000, status_Type: WalletEntryType.WithdrawalReturned });
    await checkLedger(t.db);
  });

  it('answers each mistake with the payout form’s message, and never more than the wallet', async () => {
    const brand = await h.brandWith(10_000);
    const cases: [Record<string, unknown>, string][] = [
      [{ ...BANK, amount: '' }, M.amountRequired],
      [{ ...BANK, amount: 0.5 }, M.amountInvalid],
      [{ ...BANK, amount: 10.001 }, M.amountInvalid],
      [{ ...BANK, amount: 2 ** 53 }, CommonMessages.tooLarge('Amount')],
      [{ ...BANK, amount: 100, method: 'cheque' }, PM.methodInvalid],
      [{ ...BANK, amount: 100, accountHolder: '' }, M.accountHolderRequired],
      [{ ...BANK, amount: 100, accountHolder: 'x'.repeat(101) }, PM.fieldTooLong('Account holder name', 100)],
      [{ ...BANK, amount: 100, accountNo: '' }, PM.accountNoRequired],
      [{ ...BANK, amount: 100, ifscCode: '' }, PM.ifscRequired],
      [{ ...BANK, amount: 100, accountNo: '12ab' }, PM.accountNoFormat],
      [{ ...BANK, amount: 100, ifscCode: 'SBIN1234' }, PM.ifscFormat],
      [{ method: 'upi', amount: 100 }, PM.upiRequired],
      [{ method: 'upi', upi: 'not-a-upi', amount: 100 }, PM.upiFormat],
      [{ ...BANK, amount: 100.01 }, M.aboveOwnWallet('₹100.00')],
    ];
    for (const [body, message] of cases) {
      const res = await h.withdrawToBank(brand, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().message, JSON.stringify(body)).toBe(message);
    }
    expect(await walletBalance(t, brand)).toBe(100);
    expect(await h.waiting()).toEqual([]);
    await checkLedger(t.db);
  });

  it('refuses influencers, staff and visitors, and brands the super admin’s routes', async () => {
    const brand = await h.brandWith(10_000);
    const influencer = await t.user(Role.Influencer);
    const staff = await t.user(Role.Staff);
    const body = { ...BANK, amount: 10 };
    expect((await t.post('/api/withdrawals/withdraw-to-bank', body)).statusCode).toBe(401);
    for (const who of [influencer, staff, admin]) {
      expect((await h.withdrawToBank(who, body)).statusCode).toBe(403);
    }
    expect((await h.withdrawToBank(brand, body)).statusCode).toBe(200);
    const [request] = await h.waiting();
    for (const who of [brand, influencer, staff]) {
      const opts = { token: who.token, query: { withdrawalId: String(request.id) } };
      expect((await t.get('/api/withdrawals/bank-requests', { token: who.token })).statusCode).toBe(403);
      expect((await t.post('/api/withdrawals/approve-bank', {}, opts)).statusCode).toBe(403);
      expect((await t.post('/api/withdrawals/reject-bank', { reason: 'x' }, opts)).statusCode).toBe(403);
    }
    expect((await h.row(request.id)).status).toBe('requested');
    await checkLedger(t.db);
  });

  it('never overdraws the wallet under 20 parallel requests', async () => {
    const brand = await h.brandWith(100_000);
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => h.withdrawToBank(brand, { ...BANK, amount: 300 })),
    );
    const succeeded = answers.filter((r) => r.statusCode === 200);
    expect(succeeded).toHaveLength(3);
    for (const r of answers.filter((a) => a.statusCode !== 200)) {
      expect(r.statusCode).toBe(400);
      expect(r.json().message).toMatch(/^Your wallet holds only ₹(1,000|700|400|100)\.00$/);
    }
    expect(await walletBalance(t, brand)).toBe(100);
    expect(await h.waiting()).toHaveLength(3);
    await checkLedger(t.db);
  });

  it('decides a withdrawal once when approval and rejection race', async () => {
    const brand = await h.brandWith(100_000);
    await h.withdrawToBank(brand, { ...BANK, amount: 1000 });
    const [request] = await h.waiting();
    const answers = await Promise.all([
      h.approve(request.id, { reference: 'UTR-1111222233' }),
      h.reject(request.id, 'Changed my mind'),
      h.approve(request.id, { reference: 'UTR-1111222233' }),
    ]);
    expect(answers.filter((r) => r.statusCode === 200)).toHaveLength(1);
    expect(answers.filter((r) => r.statusCode === 409)).toHaveLength(2);
    const settled = await h.row(request.id);
    expect(await walletBalance(t, brand)).toBe(settled.status === 'failed' ? 1000 : 0);
    await checkLedger(t.db);
  });
});

describe.each(databases())('a brand’s bank withdrawal through RazorpayX on %s', (dialect) => {
  let fake: Awaited<ReturnType<typeof startFakeRazorpay>>;
  let t: TestApp;
  let admin: TestUser;
  beforeEach(async () => {
    fake = await startFakeRazorpay(RAZORPAY_TEST.keyId, RAZORPAY_TEST.keySecret);
    t = await testApp(dialect, {
      configure: (config) => {
        config.razorpay = { ...razorpaySettingsFor(fake), payoutAccountNumber: '2323230000000001' };
      },
    });
    admin = await t.user(Role.SuperAdmin);
  });
  afterEach(async () => {
    await t.close();
    await fake.close();
  });
  const h = helpers(() => ({ t, admin }));
  const webhook = (event: string, payoutId: string) =>
    postRazorpayWebhook(
      t,
      { event, payload: { payout: { entity: { id: payoutId } } } },
      `evt_${event}_${payoutId}`,
    );

  const railPayoutOf = (id: number) => railPayoutOfAttempt(t, 'withdrawal', id);

  it('sends it by IMPS once under its idempotency key, keeps the UTR, and returns a reversal once', async () => {
    const brand = await h.brandWith(300_000);
    expect((await h.withdrawToBank(brand, { ...BANK, amount: 2000 })).statusCode).toBe(200);
    const [request] = await h.waiting();
    const [first, second] = await Promise.all([h.approve(request.id), h.approve(request.id)]);
    expect([first.statusCode, second.statusCode].sort()).toEqual([200, 409]);
    expect((await h.row(request.id)).status).toBe('processing');
    const sent = fake.payouts.get(await railPayoutOf(request.id));
    expect(sent).toMatchObject({
      amount: 200_000,
      mode: 'IMPS',
      reference_id: `WITHDRAWAL-${String(request.id).padStart(6, '0')}-1`,
    });
    expect([...fake.payouts.values()].filter((p) => p.reference_id === sent?.reference_id)).toHaveLength(1);
    expect(fake.fundAccounts.at(-1)).toMatchObject({
      account_type: 'bank_account',
      bank_account: { name: 'Priya Textiles LLP', ifsc: 'SBIN0001234', account_number: '123456789012' },
    });

    fake.settlePayout(sent!.id, 'processed', { utr: 'UTR555666777', fees: 590, tax: 90 });
    expect((await webhook('payout.processed', sent!.id)).statusCode).toBe(200);
    expect(await h.row(request.id)).toMatchObject({ status: 'processed', reference: 'UTR555666777' });
    expect(await accountBalance(t.db, 'provider-fees')).toBe(-500);
    expect(await accountBalance(t.db, 'payout-provider')).toBe(590);
    expect(await walletBalance(t, brand)).toBe(1000);
    await checkLedger(t.db);

    fake.settlePayout(sent!.id, 'reversed', { failure_reason: 'Account frozen' });
    expect((await webhook('payout.reversed', sent!.id)).statusCode).toBe(200);
    expect((await webhook('payout.reversed', sent!.id)).statusCode).toBe(200);
    expect(await walletBalance(t, brand)).toBe(3000);
    expect(await accountBalance(t.db, 'provider-fees')).toBe(0);
    expect(await h.row(request.id)).toMatchObject({ status: 'failed', failureReason: 'Account frozen' });
    expect((await h.notesOf(brand.id))[0]).toContain('came back from the bank (Account frozen)');
    await checkLedger(t.db);

    // The same details again: RazorpayX's fund account of them is reused, not opened a second time.
    const accounts = fake.fundAccounts.length;
    expect((await h.withdrawToBank(brand, { ...BANK, amount: 500 })).statusCode).toBe(200);
    const [again] = await h.waiting();
    expect((await h.approve(again.id)).statusCode).toBe(200);
    expect(fake.fundAccounts).toHaveLength(accounts);
    expect(fake.payouts.get(await railPayoutOf(again.id))).toMatchObject({
      fund_account_id: sent!.fund_account_id,
    });
  });

  it('pays a UPI ID, and the sweep finds a failed payout without a webhook', async () => {
    const brand = await h.brandWith(100_000);
    await h.withdrawToBank(brand, { method: 'upi', upi: 'priya@okbank', amount: 1000 });
    const [request] = await h.waiting();
    expect((await h.approve(request.id)).statusCode).toBe(200);
    const railId = await railPayoutOf(request.id);
    expect(fake.payouts.get(railId)?.mode).toBe('UPI');
    expect(fake.fundAccounts.at(-1)).toMatchObject({ account_type: 'vpa', vpa: { address: 'priya@okbank' } });
    fake.settlePayout(railId, 'failed', { failure_reason: 'Invalid VPA' });
    const sweep = async () => {
      t.clock.set(new Date(t.clock.now().getTime() + FOLLOW_AFTER_MS + 1_000));
      return (await followTransfers(t.app.ctx, t.app.featureEnv.transferSources)).followed;
    };
    expect(await sweep()).toBe(1);
    expect(await walletBalance(t, brand)).toBe(1000);
    expect(await sweep()).toBe(0);
    await checkLedger(t.db);
  });
});
