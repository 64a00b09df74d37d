import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ActionCode } from '@collably/shared/constants/collabs';
import { Role } from '@collably/shared/constants/roles';
import { WithdrawalMessages as M } from '@collably/shared/messages/withdrawals';
import { CommonMessages } from '@collably/shared/messages/common';
import { WalletEntryType } from '@collably/shared/schemas/wallet';
import {
  RAZORPAY_TEST,
  postRazorpayWebhook,
  razorpaySettingsFor,
  startFakeRazorpay,
} from '../../../test/fake-razorpay';
import {
  act,
  checkLedger,
  confirmTransaction,
  createCollab,
  createTransaction,
  hire,
  influencerWithService,
  walletBalance,
} from '../../../test/hire-fixtures';
import { databases, testApp, type TestApp, type TestUser } from '../../../test/test-app';
import { followWithdrawals } from './withdrawals.service';

const TOO_LARGE = CommonMessages.tooLarge('Amount');

describe.each(databases())(
  'refunds of a brand’s wallet to its payment method (Razorpay) on %s',
  (dialect) => {
    let fake: Awaited<ReturnType<typeof startFakeRazorpay>>;
    let t: TestApp;
    let admin: TestUser;
    beforeEach(async () => {
      fake = await startFakeRazorpay(RAZORPAY_TEST.keyId, RAZORPAY_TEST.keySecret);
      t = await testApp(dialect, {
        configure: (config) => {
          config.razorpay = razorpaySettingsFor(fake);
        },
      });
      admin = await t.user(Role.SuperAdmin);
    });
    afterEach(async () => {
      await t.close();
      await fake.close();
    });

    /** A brand that paid ₹2,596 through Razorpay for an order the influencer rejected: all of it in the wallet. */
    const brandWithRefund = async () => {
      const brand = await t.user(Role.Brand);
      const { influencer, serviceId } = await influencerWithService(t, { pricePaise: 200_000 });
      const created = await createTransaction(t, brand, serviceId);
      expect(created.statusCode, created.body).toBe(200);
      const { refrenceId, transId } = created.json().data as { refrenceId: string; transId: number };
      const payment = fake.pay(refrenceId.replace('/pay/razorpay/', ''), 'authorized');
      expect((await confirmTransaction(t, brand, transId)).statusCode).toBe(200);
      const collab = await createCollab(t, brand, { transId, influencerServiceId: serviceId });
      expect(collab.statusCode, collab.body).toBe(200);
      await act(
        t,
        influencer,
        collab.json().data.collabDetailId as number,
        ActionCode.Reject,
        'Not my niche',
      );
      expect(await walletBalance(t, brand)).toBe(2596);
      return { brand, transId, paymentId: payment.id };
    };
    const refund = (body: Record<string, unknown>, who: TestUser = admin) =>
      t.post('/api/withdrawals/refund', body, { token: who.token });
    const overview = (brandUserId: number, who: TestUser = admin) =>
      t.get('/api/withdrawals/brand', { token: who.token, query: { brandUserId: String(brandUserId) } });
    const webhook = (event: string, refundId: string, eventId: string) =>
      postRazorpayWebhook(t, { event, payload: { refund: { entity: { id: refundId } } } }, eventId);
    const withdrawalsOf = (brandUserId: number) =>
      t.db
        .selectFrom('walletWithdrawals')
        .selectAll()
        .where('brandUserId', '=', brandUserId)
        .orderBy('id')
        .execute();
    const journalsOf = async (kind: string) =>
      (await t.db.selectFrom('ledgerJournals').select('id').where('kind', '=', kind).execute()).length;
    const notesOf = async (userId: number) =>
      (await t.db.selectFrom('notifications').select('message').where('userId', '=', userId).execute()).map(
        (n) => n.message,
      );

    it('refunds to the payment method, books it when Razorpay confirms, once', async () => {
      const { brand, transId, paymentId } = await brandWithRefund();
      const before = (await overview(brand.id)).json().data;
      expect(before).toMatchObject({
        walletBalance: 2596,
        canRefund: true,
        payments: [{ transactionId: transId, paid: 2596, refundable: 2596 }],
        withdrawals: [],
      });

      const res = await refund({ brandUserId: brand.id, transactionId: transId, amount: 1000.5 });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().message).toBe(M.requested('₹1,000.50'));
      const refundId = res.json().data.reference as string;
      expect(res.json().data).toMatchObject({ amount: 1000.5, status: 'requested', method: 'original' });
      expect(fake.refunds.get(refundId)).toMatchObject({
        payment_id: paymentId,
        amount: 100_050,
        receipt: `withdrawal-${res.json().data.id}`,
      });
      // Kept aside at once (it cannot be spent or withdrawn twice), not yet booked as gone.
      expect(await walletBalance(t, brand)).toBe(1595.5);
      expect(await journalsOf('withdrawal-paid')).toBe(0);
      const history = (await t.get('/api/brand/wallethistory', { token: brand.token })).json().data;
      expect(history[0]).toMatchObject({
        amount: 1000.5,
        status_Type: WalletEntryType.Withdrawn,
        collabId: null,
      });

      // Razorpay processes it; its webhook comes twice (two events) while the sweep asks too.
      fake.settleRefund(refundId, false);
      const [first, second] = await Promise.all([
        webhook('refund.processed', refundId, 'evt_a'),
        webhook('refund.processed', refundId, 'evt_b'),
        followWithdrawals(t.app.ctx),
      ]);
      expect([first.statusCode, second.statusCode]).toEqual([200, 200]);
      expect(await journalsOf('withdrawal-paid')).toBe(1);
      expect((await withdrawalsOf(brand.id))[0]).toMatchObject({
        status: 'processed',
        providerRefundId: refundId,
      });
      expect(await walletBalance(t, brand)).toBe(1595.5);
      expect(
        (await notesOf(brand.id)).filter((m) => m.includes('refunded to the payment method')),
      ).toHaveLength(1);
      expect((await overview(brand.id)).json().data.payments[0].refundable).toBe(1595.5);
      await checkLedger(t.db);
    });

    it('returns a refund Razorpay failed to the wallet, and the payment can be refunded again', async () => {
      const { brand, transId } = await brandWithRefund();
      const res = await refund({ brandUserId: brand.id, transactionId: transId, amount: 2596 });
      expect(res.statusCode, res.body).toBe(200);
      expect(await walletBalance(t, brand)).toBe(0);
      const refundId = res.json().data.reference as string;
      fake.settleRefund(refundId, true);
      expect((await webhook('refund.failed', refundId, 'evt_f')).statusCode).toBe(200);
      expect(await walletBalance(t, brand)).toBe(2596);
      expect((await withdrawalsOf(brand.id))[0]).toMatchObject({
        status: 'failed',
        failureReason: 'refund failed',
      });
      const history = (await t.get('/api/brand/wallethistory', { token: brand.token })).json().data;
      expect(history[0]).toMatchObject({ amount: 2596, status_Type: WalletEntryType.WithdrawalReturned });
      expect(await notesOf(brand.id)).toContainEqual(expect.stringContaining('it is back in your wallet'));
      // The sweep asking again changes nothing.
      await followWithdrawals(t.app.ctx);
      expect(await journalsOf('withdrawal-return')).toBe(1);
      expect((await overview(brand.id)).json().data.payments[0].refundable).toBe(2596);
      expect((await refund({ brandUserId: brand.id, transactionId: transId, amount: 2596 })).statusCode).toBe(
        200,
      );
      await checkLedger(t.db);
    });

    it('never refunds more than the wallet holds or the payment brought, under 20 parallel requests', async () => {
      const { brand, transId } = await brandWithRefund();
      const results = await Promise.all(
        Array.from({ length: 20 }, () =>
          refund({ brandUserId: brand.id, transactionId: transId, amount: 500 }),
        ),
      );
      const codes = results.map((r) => r.statusCode);
      expect(codes.filter((c) => c === 200)).toHaveLength(5);
      expect(codes.filter((c) => c !== 200).every((c) => c === 400)).toBe(true);
      expect(await walletBalance(t, brand)).toBe(96);
      expect(fake.refunds.size).toBe(5);
      const row = await t.db
        .selectFrom('paymentTransactions')
        .select('refundedPaise')
        .where('id', '=', transId)
        .executeTakeFirstOrThrow();
      expect(Number(row.refundedPaise)).toBe(250_000);
      await checkLedger(t.db);
    });

    it('refuses amounts above the wallet or the payment, other brands’ payments and bad input', async () => {
      const { brand, transId } = await brandWithRefund();
      // The wallet gets money the payment never brought: the payment still caps the refund.
      const other = await brandWithRefund();
      const cases: [Record<string, unknown>, number, string][] = [
        [
          { brandUserId: brand.id, transactionId: transId, amount: 2596.01 },
          400,
          M.aboveRefundable('₹2,596.00'),
        ],
        [{ brandUserId: brand.id, transactionId: other.transId, amount: 10 }, 404, M.paymentNotFound],
        [{ brandUserId: 999_999, transactionId: transId, amount: 10 }, 404, M.brandNotFound],
        [{ brandUserId: admin.id, transactionId: transId, amount: 10 }, 404, M.brandNotFound],
        [{ brandUserId: brand.id, transactionId: transId }, 400, M.amountRequired],
        [{ brandUserId: brand.id, transactionId: transId, amount: 'lots' }, 400, M.amountRequired],
        [{ brandUserId: brand.id, transactionId: transId, amount: 0.5 }, 400, M.amountInvalid],
        [{ brandUserId: brand.id, transactionId: transId, amount: 10.005 }, 400, M.amountInvalid],
        // Beyond what paise hold exactly: refused as input, never a 500 from the money code.
        [{ brandUserId: brand.id, transactionId: transId, amount: 2 ** 53 }, 400, TOO_LARGE],
        [{ brandUserId: brand.id, transactionId: transId, amount: '1e300' }, 400, TOO_LARGE],
        [{ brandUserId: brand.id, amount: 10 }, 400, M.paymentRequired],
        [{ transactionId: transId, amount: 10 }, 400, M.brandRequired],
      ];
      for (const [body, status, message] of cases) {
        const res = await refund(body);
        expect(res.statusCode, JSON.stringify(body)).toBe(status);
        expect(res.json().message).toBe(message);
      }
      // Spend most of the wallet on a new order: only what is left can go back.
      const { serviceId } = await influencerWithService(t, { pricePaise: 150_000 });
      await hire(t, brand, serviceId, { useWallet: true });
      const left = await walletBalance(t, brand);
      expect(left).toBe(649);
      const res = await refund({ brandUserId: brand.id, transactionId: transId, amount: 700 });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(M.aboveWallet('₹649.00'));
      for (const role of [Role.Brand, Role.Influencer, Role.Staff]) {
        const someone = role === Role.Brand ? brand : await t.user(role);
        expect(
          (await refund({ brandUserId: brand.id, transactionId: transId, amount: 1 }, someone)).statusCode,
        ).toBe(403);
        expect((await overview(brand.id, someone)).statusCode).toBe(403);
      }
      expect((await t.post('/api/withdrawals/refund', {})).statusCode).toBe(401);
      expect(await withdrawalsOf(brand.id)).toEqual([]);
      await checkLedger(t.db);
    });

    it('answers a refusal as one, and survives a lost answer or an outage without refunding twice', async () => {
      const { brand, transId } = await brandWithRefund();
      fake.refuseNextRefund();
      const refused = await refund({ brandUserId: brand.id, transactionId: transId, amount: 100 });
      expect(refused.statusCode).toBe(400);
      expect(refused.json().message).toBe(
        M.refundFailed('₹100.00', 'The refund amount provided is greater than amount captured'),
      );
      expect(await walletBalance(t, brand)).toBe(2596);

      // The refund is made but its answer lost: found again under its receipt, not made twice.
      fake.loseNextRefundAnswer();
      const lost = await refund({ brandUserId: brand.id, transactionId: transId, amount: 200 });
      expect(lost.statusCode, lost.body).toBe(200);
      expect(fake.refunds.size).toBe(1);
      expect(lost.json().data.reference).toBe([...fake.refunds.keys()][0]);

      // Razorpay is down: the withdrawal waits aside, and the sweep sends it later, once.
      fake.failNextRefund();
      const down = await refund({ brandUserId: brand.id, transactionId: transId, amount: 300 });
      expect(down.statusCode, down.body).toBe(200);
      expect(down.json().message).toBe(M.unanswered('₹300.00'));
      expect(down.json().data).toMatchObject({ status: 'requested', reference: null });
      expect(await walletBalance(t, brand)).toBe(2096);
      await followWithdrawals(t.app.ctx);
      expect(fake.refunds.size).toBe(1);
      t.clock.set(new Date(t.clock.now().getTime() + 3 * 60_000));
      await followWithdrawals(t.app.ctx);
      await followWithdrawals(t.app.ctx);
      expect(fake.refunds.size).toBe(2);
      const rows = await withdrawalsOf(brand.id);
      expect(rows.map((w) => w.status)).toEqual(['failed', 'requested', 'requested']);
      expect(rows[2].providerRefundId).not.toBeNull();
      for (const id of fake.refunds.keys()) fake.settleRefund(id, false);
      await followWithdrawals(t.app.ctx);
      expect((await withdrawalsOf(brand.id)).map((w) => w.status)).toEqual([
        'failed',
        'processed',
        'processed',
      ]);
      expect(await walletBalance(t, brand)).toBe(2096);
      await checkLedger(t.db);
    });

    const withdraw = (brand: TestUser, body: Record<string, unknown>) =>
      t.post('/api/withdrawals/withdraw', body, { token: brand.token });
    const mine = async (brand: TestUser) =>
      (await t.get('/api/withdrawals/mine', { token: brand.token })).json().data as {
        walletBalance: number;
        withdrawable: number;
        withdrawals: { amount: number; status: string; transactionId: number }[];
      };

    it('lets a brand withdraw its wallet to the payment methods it paid with, newest payment first', async () => {
      const { brand, transId: first } = await brandWithRefund();
      // A second rejected order of the same brand: ₹2,596 more, from another payment.
      const { influencer, serviceId } = await influencerWithService(t, { pricePaise: 200_000 });
      const created = await createTransaction(t, brand, serviceId);
      const { refrenceId, transId: second } = created.json().data as {
        refrenceId: string;
        transId: number;
      };
      fake.pay(refrenceId.replace('/pay/razorpay/', ''), 'authorized');
      await confirmTransaction(t, brand, second);
      const collab = await createCollab(t, brand, { transId: second, influencerServiceId: serviceId });
      await act(t, influencer, collab.json().data.collabDetailId as number, ActionCode.Reject, 'No');
      expect(await mine(brand)).toMatchObject({ walletBalance: 5192, withdrawable: 5192, withdrawals: [] });

      const res = await withdraw(brand, { amount: 3000 });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().message).toBe(M.withdrawn('₹3,000.00'));
      expect(
        res.json().data.map((w: { transactionId: number; amount: number }) => [w.transactionId, w.amount]),
      ).toEqual([
        [second, 2596],
        [first, 404],
      ]);
      expect(fake.refunds.size).toBe(2);
      expect(await mine(brand)).toMatchObject({ walletBalance: 2192, withdrawable: 2192 });
      for (const id of fake.refunds.keys()) fake.settleRefund(id, false);
      await followWithdrawals(t.app.ctx);
      expect((await mine(brand)).withdrawals.map((w) => w.status)).toEqual(['processed', 'processed']);
      await checkLedger(t.db);
    });

    it('never lets parallel withdrawals of a brand overdraw its wallet', async () => {
      const { brand } = await brandWithRefund();
      const results = await Promise.all(Array.from({ length: 20 }, () => withdraw(brand, { amount: 600 })));
      expect(results.filter((r) => r.statusCode === 200)).toHaveLength(4);
      expect(results.filter((r) => r.statusCode !== 200).every((r) => r.statusCode === 400)).toBe(true);
      expect(await walletBalance(t, brand)).toBe(196);
      await checkLedger(t.db);
    });

    it('refuses a withdrawal above the wallet, bad amounts, and every role but the brand', async () => {
      const { brand } = await brandWithRefund();
      const cases: [Record<string, unknown>, string][] = [
        [{ amount: 2596.01 }, M.aboveOwnWallet('₹2,596.00')],
        [{}, M.amountRequired],
        [{ amount: 'all' }, M.amountRequired],
        [{ amount: 0.99 }, M.amountInvalid],
        [{ amount: 2 ** 53 }, TOO_LARGE],
        [{ amount: 90_071_992_547_409.92 }, TOO_LARGE],
        [{ amount: '1e400' }, M.amountRequired],
      ];
      for (const [body, message] of cases) {
        const res = await withdraw(brand, body);
        expect(res.statusCode, JSON.stringify(body)).toBe(400);
        expect(res.json().message).toBe(message);
      }
      // Money in the wallet that no payment through the provider brought (a wallet-paid order refunded) stays.
      const fresh = await t.user(Role.Brand);
      expect((await withdraw(fresh, { amount: 1 })).json().message).toBe(M.aboveOwnWallet('₹0.00'));
      fake.refuseNextRefund();
      const refused = await withdraw(brand, { amount: 10 });
      expect(refused.statusCode).toBe(400);
      expect(refused.json().message).toBe(
        M.withdrawalRefused('The refund amount provided is greater than amount captured'),
      );
      expect(await walletBalance(t, brand)).toBe(2596);
      for (const role of [Role.Influencer, Role.Staff, Role.SuperAdmin]) {
        const someone = await t.user(role);
        expect((await withdraw(someone, { amount: 1 })).statusCode).toBe(403);
        expect((await t.get('/api/withdrawals/mine', { token: someone.token })).statusCode).toBe(403);
      }
      await checkLedger(t.db);
    });
  },
);

describe.each(databases())('refunds to the payment method in the sandbox on %s', (dialect) => {
  let t: TestApp;
  beforeEach(async () => {
    t = await testApp(dialect);
  });
  afterEach(() => t.close());

  it('processes a sandbox refund at once, and is audited', async () => {
    const admin = await t.user(Role.SuperAdmin);
    const brand = await t.user(Role.Brand);
    const { influencer, serviceId } = await influencerWithService(t, { pricePaise: 100_000 });
    const collabId = await hire(t, brand, serviceId);
    await act(t, influencer, collabId, ActionCode.Reject, 'No');
    const { payments } = (
      await t.get('/api/withdrawals/brand', { token: admin.token, query: { brandUserId: String(brand.id) } })
    ).json().data as { payments: { transactionId: number; refundable: number }[] };
    expect(payments).toHaveLength(1);
    const res = await t.post(
      '/api/withdrawals/refund',
      { brandUserId: brand.id, transactionId: payments[0].transactionId, amount: 1298 },
      { token: admin.token },
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ message: M.refunded('₹1,298.00'), data: { status: 'processed' } });
    expect(await walletBalance(t, brand)).toBe(0);
    const audit = await t.db
      .selectFrom('adminAuditLog')
      .select(['action', 'targetUserId'])
      .where('actorUserId', '=', admin.id)
      .execute();
    expect(audit).toEqual([{ action: 'wallet-refund', targetUserId: brand.id }]);
    await checkLedger(t.db);
  });
});
