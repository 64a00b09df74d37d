import type { FastifyInstance } from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { Role } from '@collably/shared/constants/roles';
import { PayoutStatus } from '@collably/shared/domain/payouts';
import { formatRupees } from '@collably/shared/domain/pricing';
import { payeeName } from '@collably/shared/domain/transfers';
import { PayoutMessages as M } from '@collably/shared/messages/payouts';
import { WithdrawalMessages as W } from '@collably/shared/messages/withdrawals';
import {
  RAZORPAY_TEST,
  razorpaySettingsFor,
  startFakeRazorpay,
  type FakeRazorpay,
} from '../../../test/fake-razorpay';
import { accountBalance, checkLedger } from '../../../test/hire-fixtures';
import {
  PAYOUT_FORM,
  approvePayout,
  creditWallet,
  declinePayout,
  earningsPaise,
  freshBankWithdrawal,
  influencerWithEarnings,
  latestPayoutId,
  requestPayout,
} from '../../../test/payout-fixtures';
import { anotherInstance, databases, testApp, type TestApp, type TestUser } from '../../../test/test-app';
import { FOLLOW_AFTER_MS, SENDING_RETRY_AFTER_MS, followTransfers } from './transfers.service';

/**
 * Money out, sent once (issue 33), against the strict RazorpayX fake: the intent stored before the call,
 * approval and decline exclusive before any money leaves, lost answers recovered with the stored body, one
 * state for people (Processing → Released with the UTR, or returned with RazorpayX's reason), modes and
 * limits, for influencers' payouts and brands' bank withdrawals alike.
 */
describe.each(databases())('money out through RazorpayX on %s', (dialect) => {
  let fake: FakeRazorpay;
  let t: TestApp;
  let admin: TestUser;

  beforeEach(async () => {
    let app: TestApp | undefined;
    fake = await startFakeRazorpay(RAZORPAY_TEST.keyId, RAZORPAY_TEST.keySecret, 0, {
      now: () => app?.clock.now() ?? new Date(),
      payoutWebhook: {
        secret: 'razorpayx-webhook-secret',
        deliver: (payload, headers) =>
          app!.inject({ method: 'POST', url: '/api/payments/razorpayx/webhook', headers, payload }),
      },
    });
    t = app = await testApp(dialect, {
      configure: (config) => {
        config.razorpay = {
          ...razorpaySettingsFor(fake),
          payoutAccountNumber: '2323230000000001',
          payoutWebhookSecret: 'razorpayx-webhook-secret',
        };
      },
    });
    admin = await t.user(Role.SuperAdmin);
  });
  afterEach(async () => {
    await fake.close();
    await t.close();
  });

  const settle = async () => {
    await fake.flushWebhooks();
    await t.app.featureEnv.webhooks.idle();
  };
  const later = (ms: number) => t.clock.set(new Date(t.clock.now().getTime() + ms));
  const payoutRow = (id: number) =>
    t.db.selectFrom('payouts').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
  const transfersOf = (kind: 'payout' | 'withdrawal', sourceId: number) =>
    t.db
      .selectFrom('transfers')
      .selectAll()
      .where('kind', '=', kind)
      .where('sourceId', '=', sourceId)
      .orderBy('attempt')
      .execute();
  const journals = async (kind: string) =>
    (await t.db.selectFrom('ledgerJournals').select('id').where('kind', '=', kind).execute()).length;
  const payoutsAtRazorpayX = () => [...fake.payouts.values()];
  const bell = async (userId: number) =>
    (
      await t.db
        .selectFrom('notifications')
        .select('message')
        .where('userId', '=', userId)
        .orderBy('id')
        .execute()
    ).map((n) => n.message);
  const history = async (influencer: TestUser) =>
    (await t.get('/api/user/payouthistory', { token: influencer.token, query: { days: '30' } })).json()
      .data as { status: string; reference: string | null; key: string }[];

  /** An influencer with ₹2,000 earned who asks for ₹1,500 of it (to their bank account unless told). */
  const requested = async (form: Record<string, unknown> = {}, earnedPaise = 200_000) => {
    const influencer = await influencerWithEarnings(t, earnedPaise);
    const res = await requestPayout(t, influencer, { ...PAYOUT_FORM, Amount: 1500, ...form });
    expect(res.statusCode, res.body).toBe(200);
    return { influencer, id: await latestPayoutId(t, influencer.id) };
  };

  it('stores the intent, then sends it: Processing (no longer declinable), then Released with the UTR once the bank has it', async () => {
    const { influencer, id } = await requested();
    const approved = await approvePayout(t, admin, id);
    expect(approved.statusCode, approved.body).toBe(200);
    expect(approved.json().message).toBe(M.approvedProcessing);
    expect((await payoutRow(id)).status).toBe('processing');
    const [transfer] = await transfersOf('payout', id);
    const reference = `PAYOUT-${String(id).padStart(6, '0')}-1`;
    expect(transfer).toMatchObject({
      attempt: 1,
      status: 'processing',
      mode: 'IMPS',
      amountPaise: 150_000,
      idempotencyKey: `collably-payout-${id}-1`,
      referenceId: reference,
    });
    // What RazorpayX got is exactly the stored body.
    const [sent] = payoutsAtRazorpayX();
    expect(JSON.parse(transfer.requestBody)).toEqual({
      account_number: '2323230000000001',
      fund_account_id: sent.fund_account_id,
      amount: 150_000,
      currency: 'INR',
      mode: 'IMPS',
      purpose: 'payout',
      queue_if_low_balance: true,
      reference_id: reference,
      narration: 'Collably payout',
    });
    expect((await history(influencer)).find((r) => r.key === `payout-${id}`)?.status).toBe(
      PayoutStatus.Processing,
    );
    expect(await bell(influencer.id)).toContain(M.processingNotice(formatRupees(150_000)));
    // On its way: the decline is refused, saying why; nothing moved.
    const decline = await declinePayout(t, admin, id, 'Changed my mind');
    expect(decline.statusCode).toBe(409);
    expect(decline.json().message).toBe(M.cannotDeclineSending);
    expect(await journals('payout-release')).toBe(0);

    fake.settlePayout(sent.id, 'processed', { utr: 'UTR123456789', fees: 590, tax: 90 });
    await settle();
    expect(await payoutRow(id)).toMatchObject({ status: 'released', reference: 'UTR123456789' });
    const record = (await history(influencer)).find((r) => r.key === `payout-${id}`);
    expect(record).toMatchObject({ status: PayoutStatus.Released, reference: 'UTR123456789' });
    expect(await bell(influencer.id)).toContain(M.releasedNotice(formatRupees(150_000), 'UTR123456789'));
    expect(await journals('payout-release')).toBe(1);
    // RazorpayX's ₹5.90 charge: ₹5.00 a cost, its ₹0.90 GST input credit, all of it gone to RazorpayX.
    expect(await accountBalance(t.db, 'provider-fees')).toBe(-500);
    expect(await accountBalance(t.db, 'gst-input-credit')).toBe(-90);
    expect(await accountBalance(t.db, 'payout-provider')).toBe(590);
    expect(await transfersOf('payout', id)).toMatchObject([{ feesPaise: 590, taxPaise: 90 }]);
    expect(await earningsPaise(t, influencer.id)).toBe(50_000);
    // The same event again, and the sweep: nothing more.
    later(FOLLOW_AFTER_MS + 1_000);
    await followTransfers(t.app.ctx, t.app.featureEnv.transferSources);
    expect(await journals('payout-release')).toBe(1);
    await checkLedger(t.db);
  });

  it('approve racing decline, with RazorpayX 300 ms away: exactly one wins, and money never leaves and comes back', async () => {
    fake.setPayoutLatency(300);
    for (let round = 0; round < 3; round++) {
      const { influencer, id } = await requested({}, 150_000);
      const [approve, decline] = await Promise.all([
        approvePayout(t, admin, id),
        declinePayout(t, admin, id, 'Suspicious'),
      ]);
      expect([approve.statusCode, decline.statusCode].sort()).toEqual([200, 409]);
      const row = await payoutRow(id);
      const sentHere = payoutsAtRazorpayX().filter((p) =>
        (p.reference_id ?? '').startsWith(`PAYOUT-${String(id).padStart(6, '0')}`),
      );
      if (approve.statusCode === 200) {
        expect(row.status).toBe('processing');
        expect(sentHere).toHaveLength(1);
        expect(await earningsPaise(t, influencer.id)).toBe(0);
      } else {
        expect(row.status).toBe('declined');
        expect(sentHere).toHaveLength(0);
        expect(await earningsPaise(t, influencer.id)).toBe(150_000);
      }
    }
    await checkLedger(t.db);
  });

  it('two instances: approve on one racing decline on the other decide once', async () => {
    const other: FastifyInstance = await anotherInstance(t);
    try {
      fake.setPayoutLatency(300);
      const { influencer, id } = await requested({}, 150_000);
      const [approve, decline] = await Promise.all([
        approvePayout(t, admin, id),
        other.inject({
          method: 'POST',
          url: `/api/payout/decline?payoutId=${id}`,
          headers: { authorization: `Bearer ${admin.token}` },
          payload: { reason: 'Suspicious' },
        }),
      ]);
      expect([approve.statusCode, decline.statusCode].sort()).toEqual([200, 409]);
      const sent = payoutsAtRazorpayX().length;
      expect(sent).toBe(approve.statusCode === 200 ? 1 : 0);
      expect(await earningsPaise(t, influencer.id)).toBe(approve.statusCode === 200 ? 0 : 150_000);
      await checkLedger(t.db);
    } finally {
      await other.close();
    }
  });

  it('a lost answer, then a decline: refused; the sweep re-sends the stored body under the same key and RazorpayX answers with the one payout', async () => {
    const { influencer, id } = await requested();
    // Its webhook held back too: it would tell the app of the payout by its reference_id first.
    fake.holdWebhooks();
    fake.loseNextPayoutAnswer();
    const approved = await approvePayout(t, admin, id);
    expect(approved.statusCode, approved.body).toBe(200);
    expect(approved.json().message).toBe(M.railUnanswered);
    expect((await transfersOf('payout', id))[0]?.status).toBe('sending');
    expect((await payoutRow(id)).status).toBe('processing');
    expect((await declinePayout(t, admin, id, 'Lost')).json().message).toBe(M.cannotDeclineSending);

    later(SENDING_RETRY_AFTER_MS + 1_000);
    expect(await followTransfers(t.app.ctx, t.app.featureEnv.transferSources)).toMatchObject({ resent: 1 });
    const [transfer] = await transfersOf('payout', id);
    expect(transfer?.status).toBe('processing');
    expect(payoutsAtRazorpayX()).toHaveLength(1);
    expect(transfer?.railPayoutId).toBe(payoutsAtRazorpayX()[0].id);
    await fake.releaseWebhooks();
    fake.settlePayout(transfer.railPayoutId!, 'processed', { utr: 'UTR000000001' });
    await settle();
    expect((await payoutRow(id)).status).toBe('released');
    expect(await earningsPaise(t, influencer.id)).toBe(50_000);
    await checkLedger(t.db);
  });

  it('a refusal by RazorpayX leaves nothing sent: the request waits again, and the next approval is a new attempt with a new key', async () => {
    fake.setUpiMaxPaise(100_000);
    const { id } = await requested({ Method: 'upi' });
    const refused = await approvePayout(t, admin, id);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toMatch(/^RazorpayX refused the payout \(/);
    expect((await payoutRow(id)).status).toBe('requested');
    fake.setUpiMaxPaise(10_000_000);
    expect((await approvePayout(t, admin, id)).statusCode).toBe(200);
    const attempts = await transfersOf('payout', id);
    expect(attempts.map((a) => [a.attempt, a.status, a.idempotencyKey])).toEqual([
      [1, 'refused', `collably-payout-${id}-1`],
      [2, 'processing', `collably-payout-${id}-2`],
    ]);
    expect(payoutsAtRazorpayX()).toHaveLength(1);
    expect(payoutsAtRazorpayX()[0]).toMatchObject({ mode: 'UPI' });
  });

  it('failed, rejected or cancelled: the money returns to the earnings once, with RazorpayX’s reason', async () => {
    const { influencer, id } = await requested();
    await approvePayout(t, admin, id);
    const [sent] = payoutsAtRazorpayX();
    fake.holdWebhooks();
    fake.settlePayout(sent.id, 'failed', { failure_reason: 'Beneficiary bank offline' });
    await fake.releaseWebhooks({ duplicate: true, shuffle: true });
    await settle();
    expect(await payoutRow(id)).toMatchObject({
      status: 'declined',
      declineReason: 'Beneficiary bank offline',
    });
    expect(await earningsPaise(t, influencer.id)).toBe(200_000);
    expect(await journals('payout-decline')).toBe(1);
    expect(await journals('payout-release')).toBe(0);
    expect(await bell(influencer.id)).toContain(
      M.returnedNotice(formatRupees(150_000), 'Beneficiary bank offline'),
    );
    expect((await history(influencer)).find((r) => r.key === `payout-${id}`)).toMatchObject({
      status: PayoutStatus.Declined,
      reference: 'Beneficiary bank offline',
    });
    await checkLedger(t.db);
  });

  it('reversed after it was paid: the release undone once, RazorpayX’s fee given back', async () => {
    const { influencer, id } = await requested();
    await approvePayout(t, admin, id);
    const [sent] = payoutsAtRazorpayX();
    fake.settlePayout(sent.id, 'processed', { utr: 'UTR999', fees: 590, tax: 90 });
    await settle();
    fake.settlePayout(sent.id, 'reversed', { failure_reason: 'Account closed' });
    await settle();
    expect(await payoutRow(id)).toMatchObject({ status: 'declined', declineReason: 'Account closed' });
    expect(await journals('payout-return')).toBe(1);
    expect(await accountBalance(t.db, 'provider-fees')).toBe(0);
    expect(await accountBalance(t.db, 'gst-input-credit')).toBe(0);
    expect(await accountBalance(t.db, 'payout-provider')).toBe(0);
    expect(await earningsPaise(t, influencer.id)).toBe(200_000);
    await checkLedger(t.db);
  });

  it('webhooks out of order and twice, or none at all: the latest word applies once', async () => {
    const { id } = await requested();
    fake.setInitialPayoutStatus('queued');
    await approvePayout(t, admin, id);
    const [sent] = payoutsAtRazorpayX();
    fake.holdWebhooks();
    fake.settlePayout(sent.id, 'processing');
    fake.settlePayout(sent.id, 'processed', { utr: 'UTR777' });
    await fake.releaseWebhooks({ shuffle: true, duplicate: true, parallel: true });
    await settle();
    expect(await payoutRow(id)).toMatchObject({ status: 'released', reference: 'UTR777' });
    expect(await journals('payout-release')).toBe(1);

    // Without a webhook the sweep finds it.
    const { id: second } = await requested();
    fake.setPayoutWebhook(null);
    await approvePayout(t, admin, second);
    const quiet = payoutsAtRazorpayX().at(-1)!;
    fake.settlePayout(quiet.id, 'processed', { utr: 'UTR888' });
    later(FOLLOW_AFTER_MS + 1_000);
    expect(
      (await followTransfers(t.app.ctx, t.app.featureEnv.transferSources)).followed,
    ).toBeGreaterThanOrEqual(1);
    expect(await payoutRow(second)).toMatchObject({ status: 'released', reference: 'UTR888' });
    await checkLedger(t.db);
  });

  it('modes and limits: IMPS up to ₹5,00,000, NEFT above; UPI up to ₹1,00,000, refused above when asked', async () => {
    const { id: big } = await requested({ Amount: 600_000 }, 70_000_000);
    // The super admin is told how Approve will send it.
    const details = await t.get('/api/payout/details', {
      token: admin.token,
      query: { payoutId: String(big) },
    });
    expect(details.json().data).toMatchObject({ railMode: 'NEFT' });
    await approvePayout(t, admin, big);
    expect(payoutsAtRazorpayX().at(-1)).toMatchObject({ mode: 'NEFT', amount: 60_000_000 });
    const { id: small } = await requested({ Amount: 500_000 }, 50_000_000);
    await approvePayout(t, admin, small);
    expect(payoutsAtRazorpayX().at(-1)).toMatchObject({ mode: 'IMPS', amount: 50_000_000 });

    const influencer = await influencerWithEarnings(t, 20_000_000);
    const upi = await requestPayout(t, influencer, { ...PAYOUT_FORM, Amount: 100_001, Method: 'upi' });
    expect(upi.statusCode).toBe(400);
    expect(upi.json().message).toBe(M.upiAboveLimit(formatRupees(10_000_000)));
    expect(await earningsPaise(t, influencer.id)).toBe(20_000_000);
    expect(
      (await requestPayout(t, influencer, { ...PAYOUT_FORM, Amount: 100_000, Method: 'upi' })).statusCode,
    ).toBe(200);
  });

  it('cleans names to RazorpayX’s rules for the contact and the fund account', async () => {
    const { id } = await requested({ AccountHolder: 'Priyá Sharma & Co. 🙂 #1' });
    expect((await approvePayout(t, admin, id)).statusCode).toBe(200);
    const account = fake.fundAccounts.at(-1) as { bank_account: { name: string } };
    expect(account.bank_account.name).toBe(payeeName('Priyá Sharma & Co. 🙂 #1'));
    expect(account.bank_account.name).toBe('Priya Sharma Co. 1');
  });

  it('a brand’s bank withdrawal goes the same way: Processing, not rejectable, sent once the bank has it, returned once if it fails', async () => {
    const brand = await t.user(Role.Brand);
    const id = await freshBankWithdrawal(t, brand);
    const approved = await t.post(
      '/api/withdrawals/approve-bank',
      {},
      { token: admin.token, query: { withdrawalId: String(id) } },
    );
    expect(approved.statusCode, approved.body).toBe(200);
    expect(approved.json().message).toBe(W.bankProcessing(formatRupees(1_000)));
    const row = () =>
      t.db.selectFrom('walletWithdrawals').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
    expect((await row()).status).toBe('processing');
    const reject = await t.post(
      '/api/withdrawals/reject-bank',
      { reason: 'No' },
      { token: admin.token, query: { withdrawalId: String(id) } },
    );
    expect(reject.statusCode).toBe(409);
    expect(reject.json().message).toBe(W.cannotRejectSending);
    const [sent] = payoutsAtRazorpayX();
    expect(sent).toMatchObject({ purpose: 'refund', mode: 'IMPS', amount: 1_000 });
    expect((await transfersOf('withdrawal', id))[0]?.idempotencyKey).toBe(`collably-withdrawal-${id}-1`);
    fake.settlePayout(sent.id, 'processed', { utr: 'UTR555' });
    await settle();
    expect(await row()).toMatchObject({ status: 'processed', reference: 'UTR555' });
    expect(await journals('bank-withdrawal-sent')).toBe(1);

    // RazorpayX rejects only a payout still queued (a low balance, say).
    fake.setInitialPayoutStatus('queued');
    const second = await freshBankWithdrawal(t, brand);
    await t.post(
      '/api/withdrawals/approve-bank',
      {},
      { token: admin.token, query: { withdrawalId: String(second) } },
    );
    const failing = payoutsAtRazorpayX().at(-1)!;
    fake.settlePayout(failing.id, 'rejected', { failure_reason: 'Invalid account' });
    await settle();
    const back = await t.db
      .selectFrom('walletWithdrawals')
      .selectAll()
      .where('id', '=', second)
      .executeTakeFirstOrThrow();
    expect(back).toMatchObject({ status: 'failed', failureReason: 'Invalid account' });
    // ₹100 credited twice, ₹10 sent, ₹10 back.
    expect(await accountBalance(t.db, `wallet:${brand.id}`)).toBe(19_000);
    await checkLedger(t.db);
  });

  it('a request a server before this module sent and then lost (a crash after RazorpayX took it) is adopted, never paid twice', async () => {
    const { influencer, id } = await requested();
    // What the earlier server did before it died: contact, fund account, and the payout under the bare reference.
    const call = async (path: string, body: unknown, headers: Record<string, string> = {}) =>
      (await (
        await fetch(`${fake.url}/v1${path}`, {
          method: 'POST',
          headers: {
            authorization: `Basic ${Buffer.from(`${RAZORPAY_TEST.keyId}:${RAZORPAY_TEST.keySecret}`).toString('base64')}`,
            'content-type': 'application/json',
            ...headers,
          },
          body: JSON.stringify(body),
        })
      ).json()) as { id: string };
    const contact = await call('/contacts', { name: 'Priya Sharma', type: 'vendor' });
    const account = await call('/fund_accounts', {
      contact_id: contact.id,
      account_type: 'bank_account',
      bank_account: { name: 'Priya Sharma', ifsc: 'SBIN0001234', account_number: '123456789012' },
    });
    const reference = `PAYOUT-${String(id).padStart(6, '0')}`;
    const lost = await call(
      '/payouts',
      {
        account_number: '2323230000000001',
        fund_account_id: account.id,
        amount: 150_000,
        currency: 'INR',
        mode: 'IMPS',
        purpose: 'payout',
        queue_if_low_balance: true,
        reference_id: reference,
        narration: 'Collably payout',
      },
      { 'X-Payout-Idempotency': `collably-payout-${id}` },
    );

    expect((await approvePayout(t, admin, id)).statusCode).toBe(200);
    expect(payoutsAtRazorpayX()).toHaveLength(1);
    expect(await transfersOf('payout', id)).toEqual([
      expect.objectContaining({
        attempt: 1,
        status: 'processing',
        railPayoutId: lost.id,
        referenceId: reference,
      }),
    ]);
    fake.settlePayout(lost.id, 'processed', { utr: 'UTR4242' });
    await settle();
    expect(await payoutRow(id)).toMatchObject({ status: 'released', reference: 'UTR4242' });
    expect(await earningsPaise(t, influencer.id)).toBe(50_000);
    await checkLedger(t.db);
  });

  it('a deployment whose RazorpayX account takes more by UPI (RAZORPAYX_UPI_MAX_RUPEES) accepts more, and says so', async () => {
    const raised = await testApp(dialect, {
      configure: (config) => {
        config.razorpay = { ...razorpaySettingsFor(fake), payoutAccountNumber: '2323230000000001' };
        config.payoutTerms = { ...config.payoutTerms, upiMaxPaise: 20_000_000 };
      },
    });
    try {
      const influencer = await influencerWithEarnings(raised, 30_000_000);
      expect(
        (await raised.get('/api/user/payoutterms', { token: influencer.token })).json().data,
      ).toMatchObject({
        upiMax: 200_000,
      });
      const above = await requestPayout(raised, influencer, {
        ...PAYOUT_FORM,
        Amount: 200_001,
        Method: 'upi',
      });
      expect(above.json().message).toBe(M.upiAboveLimit(formatRupees(20_000_000)));
      expect(
        (await requestPayout(raised, influencer, { ...PAYOUT_FORM, Amount: 150_000, Method: 'upi' }))
          .statusCode,
      ).toBe(200);
      const brand = await raised.user(Role.Brand);
      await creditWallet(raised, brand.id, 20_000_000);
      const withdrawal = await raised.post(
        '/api/withdrawals/withdraw-to-bank',
        { method: 'upi', upi: 'brand@okbank', amount: 150_000 },
        { token: brand.token },
      );
      expect(withdrawal.statusCode, withdrawal.body).toBe(200);
    } finally {
      await raised.close();
    }
  });
});
