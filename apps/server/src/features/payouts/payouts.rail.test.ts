import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { Role } from '@collably/shared/constants/roles';
import { PayoutMessages as M } from '@collably/shared/messages/payouts';
import {
  RAZORPAY_TEST,
  postRazorpayWebhook,
  razorpaySettingsFor,
  startFakeRazorpay,
} from '../../../test/fake-razorpay';
import { accountBalance, checkLedger } from '../../../test/hire-fixtures';
import {
  PAYOUT_FORM,
  approvePayout,
  earningsPaise,
  influencerWithEarnings,
  latestPayoutId,
  requestPayout,
  railPayoutOf as railPayoutOfAttempt,
} from '../../../test/payout-fixtures';
import { databases, testApp, type TestApp, type TestUser } from '../../../test/test-app';
import { FOLLOW_AFTER_MS, followTransfers } from '../transfers/transfers.service';

describe.each(databases())('payouts through RazorpayX on %s', (dialect) => {
  let fake: Awaited<ReturnType<typeof startFakeRazorpay>>;
  let t: TestApp;
  let admin: TestUser;
  /** A fresh RazorpayX per app: each test database numbers its payouts (and so its idempotency keys) from 1. */
  const start = async (terms: Partial<TestApp['config']['payoutTerms']> = {}) => {
    fake = await startFakeRazorpay(RAZORPAY_TEST.keyId, RAZORPAY_TEST.keySecret);
    t = await testApp(dialect, {
      configure: (config) => {
        config.razorpay = { ...razorpaySettingsFor(fake), payoutAccountNumber: '2323230000000001' };
        config.payoutTerms = { ...config.payoutTerms, ...terms };
      },
    });
    admin = await t.user(Role.SuperAdmin);
  };
  const stop = async () => {
    await t.close();
    await fake.close();
  };
  beforeEach(() => start());
  afterEach(stop);

  const payoutRow = async (id: number) =>
    t.db.selectFrom('payouts').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
  const railPayoutOf = (id: number) => railPayoutOfAttempt(t, 'payout', id);
  /** The sweep, once what it follows is old enough to be asked about. */
  const sweep = async () => {
    t.clock.set(new Date(t.clock.now().getTime() + FOLLOW_AFTER_MS + 1_000));
    return (await followTransfers(t.app.ctx, t.app.featureEnv.transferSources)).followed;
  };
  /** An influencer with ₹2,000 earned who asks for ₹1,500 of it. */
  const requested = async (form: Record<string, unknown> = {}) => {
    const influencer = await influencerWithEarnings(t, 200_000);
    const res = await requestPayout(t, influencer, { ...PAYOUT_FORM, Amount: 1500, ...form });
    expect(res.statusCode, res.body).toBe(200);
    return { influencer, id: await latestPayoutId(t, influencer.id) };
  };
  const webhook = (event: string, payoutId: string) =>
    postRazorpayWebhook(
      t,
      { event, payload: { payout: { entity: { id: payoutId } } } },
      `evt_${event}_${payoutId}`,
    );

  it('sends an approved payout to the bank account by IMPS, once, and reuses the fund account', async () => {
    const { influencer, id } = await requested();
    const approve = () => approvePayout(t, admin, id);
    const [first, second] = await Promise.all([approve(), approve()]);
    expect([first.statusCode, second.statusCode].sort()).toEqual([200, 409]);
    const row = await payoutRow(id);
    expect(row).toMatchObject({ status: 'processing', method: 'bank' });
    const sent = fake.payouts.get(await railPayoutOf(id));
    expect(sent).toMatchObject({
      amount: 150_000,
      mode: 'IMPS',
      reference_id: `PAYOUT-${String(id).padStart(6, '0')}-1`,
    });
    // One payout at RazorpayX, though Approve was pressed twice at once (its idempotency key).
    expect([...fake.payouts.values()].filter((p) => p.reference_id === sent?.reference_id)).toHaveLength(1);
    const account = fake.fundAccounts.at(-1) as { account_type: string; bank_account: { ifsc: string } };
    expect(account).toMatchObject({
      account_type: 'bank_account',
      bank_account: { ifsc: PAYOUT_FORM.IFSCcode },
    });

    // The same details next time: the same fund account.
    const accounts = fake.fundAccounts.length;
    const res = await requestPayout(t, influencer, { ...PAYOUT_FORM, Amount: 100 });
    expect(res.statusCode, res.body).toBe(200);
    expect((await approvePayout(t, admin, await latestPayoutId(t, influencer.id))).statusCode).toBe(200);
    expect(fake.fundAccounts).toHaveLength(accounts);
    await checkLedger(t.db);
  });

  it('opens the fund account in the account holder’s name when the influencer gave one', async () => {
    const { id } = await requested({ AccountHolder: '  Priya Textiles LLP ' });
    expect((await approvePayout(t, admin, id)).statusCode).toBe(200);
    expect(fake.fundAccounts.at(-1)).toMatchObject({
      account_type: 'bank_account',
      bank_account: { name: 'Priya Textiles LLP', account_number: '123456789012' },
    });
    const influencer = await influencerWithEarnings(t, 10_000);
    const tooLong = await requestPayout(t, influencer, {
      ...PAYOUT_FORM,
      Amount: 50,
      AccountHolder: 'x'.repeat(101),
    });
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json().message).toBe(M.fieldTooLong('Account holder name', 100));
    const notText = await requestPayout(t, influencer, { ...PAYOUT_FORM, Amount: 50, AccountHolder: 42 });
    expect(notText.json().message).toBe(M.accountHolderInvalid);
  });

  it('pays a UPI ID when the influencer chose it', async () => {
    const { id } = await requested({ Method: 'upi' });
    expect((await approvePayout(t, admin, id)).statusCode).toBe(200);
    expect(fake.payouts.get(await railPayoutOf(id))?.mode).toBe('UPI');
    expect(fake.fundAccounts.at(-1)).toMatchObject({
      account_type: 'vpa',
      vpa: { address: PAYOUT_FORM.UPI },
    });
  });

  it('refuses a method that is neither', async () => {
    const influencer = await influencerWithEarnings(t, 200_000);
    const res = await requestPayout(t, influencer, { ...PAYOUT_FORM, Amount: 100, Method: 'cheque' });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(M.methodInvalid);
  });

  it('when RazorpayX does not answer, the attempt is finished by the sweep under the same key, paying once', async () => {
    const { influencer, id } = await requested();
    fake.failNextPayout();
    const unanswered = await approvePayout(t, admin, id);
    expect(unanswered.statusCode).toBe(200);
    expect(unanswered.json().message).toBe(M.railUnanswered);
    expect((await payoutRow(id)).status).toBe('processing');
    expect(fake.payouts.size).toBe(0);
    expect(await earningsPaise(t, influencer.id)).toBe(50_000);
    // Pressed again: it is on its way already.
    expect((await approvePayout(t, admin, id)).statusCode).toBe(409);
    t.clock.set(new Date(t.clock.now().getTime() + 60_000));
    expect((await followTransfers(t.app.ctx, t.app.featureEnv.transferSources)).resent).toBe(1);
    expect(fake.payouts.size).toBe(1);
    expect((await payoutRow(id)).status).toBe('processing');
    await checkLedger(t.db);
  });

  it('keeps the UTR once processed, and returns a reversed payout to the earnings once', async () => {
    const processed = await requested();
    await approvePayout(t, admin, processed.id);
    const processedId = await railPayoutOf(processed.id);
    // ₹5 + 18 % GST: RazorpayX's charge to the platform, booked once: ₹5 its cost, the GST input credit.
    fake.setPayoutWebhook(null);
    fake.settlePayout(processedId, 'processed', { utr: 'UTR123456789', fees: 590, tax: 90 });
    expect((await webhook('payout.processed', processedId)).statusCode).toBe(200);
    expect(await sweep()).toBe(0);
    expect((await webhook('payout.updated', processedId)).statusCode).toBe(200);
    expect(await payoutRow(processed.id)).toMatchObject({ status: 'released', reference: 'UTR123456789' });
    expect(await accountBalance(t.db, 'provider-fees')).toBe(-500);
    expect(await accountBalance(t.db, 'gst-input-credit')).toBe(-90);

    // Reversed days after it was processed: the money goes back to the earnings, and the fee to the platform.
    fake.settlePayout(processedId, 'reversed', { failure_reason: 'Account frozen' });
    expect((await webhook('payout.reversed', processedId)).statusCode).toBe(200);
    expect(await earningsPaise(t, processed.influencer.id)).toBe(200_000);
    expect(await accountBalance(t.db, 'provider-fees')).toBe(0);
    await checkLedger(t.db);

    const reversed = await requested();
    await approvePayout(t, admin, reversed.id);
    expect(await earningsPaise(t, reversed.influencer.id)).toBe(50_000);
    const reversedId = await railPayoutOf(reversed.id);
    fake.settlePayout(reversedId, 'processed', { utr: 'UTR2' });
    fake.settlePayout(reversedId, 'reversed', { failure_reason: 'Beneficiary account closed' });
    // Found by the sweep (no webhook), then the late webhook changes nothing more.
    expect(await sweep()).toBe(1);
    expect(await payoutRow(reversed.id)).toMatchObject({
      status: 'declined',
      declineReason: 'Beneficiary account closed',
    });
    expect(await earningsPaise(t, reversed.influencer.id)).toBe(200_000);
    expect((await webhook('payout.reversed', reversedId)).statusCode).toBe(200);
    expect(await earningsPaise(t, reversed.influencer.id)).toBe(200_000);
    const notes = (await t.get('/api/notification/get', { token: reversed.influencer.token })).json()
      .data as {
      message: string;
    }[];
    expect(notes[0].message).toContain('came back from the bank (Beneficiary account closed)');
    expect(await sweep()).toBe(0);
    await checkLedger(t.db);
  });

  describe('with a minimum of ₹500 and a ₹10 fee the influencer bears', () => {
    beforeEach(async () => {
      await stop();
      await start({ minimumPaise: 50_000, feePaise: 1_000, feeBearer: 'influencer' });
    });

    it('tells the form the terms, refuses a smaller payout, and sends the amount less the fee', async () => {
      const influencer = await influencerWithEarnings(t, 200_000);
      const shown = await t.get('/api/user/payoutterms', { token: influencer.token });
      expect(shown.json().data).toEqual({ minimum: 500, fee: 10, feeBearer: 'influencer', upiMax: 100_000 });
      const small = await requestPayout(t, influencer, { ...PAYOUT_FORM, Amount: 499.99 });
      expect(small.statusCode).toBe(400);
      expect(small.json().message).toBe(M.belowMinimum('₹500.00'));
      expect((await requestPayout(t, influencer, { ...PAYOUT_FORM, Amount: 1500 })).statusCode).toBe(200);
      const id = await latestPayoutId(t, influencer.id);
      expect((await approvePayout(t, admin, id)).statusCode).toBe(200);
      const row = await payoutRow(id);
      expect(Number(row.feePaise)).toBe(1_000);
      const railPayoutId = await railPayoutOf(id);
      expect(fake.payouts.get(railPayoutId)?.amount).toBe(149_000);
      expect(await earningsPaise(t, influencer.id)).toBe(50_000);
      // The bank returns it: all ₹1,500 back, the fee too.
      fake.setPayoutWebhook(null);
      fake.settlePayout(railPayoutId, 'failed', { failure_reason: 'Invalid IFSC' });
      await sweep();
      expect(await earningsPaise(t, influencer.id)).toBe(200_000);
      await checkLedger(t.db);
    });
  });
});
