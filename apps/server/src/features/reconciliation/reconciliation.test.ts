import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { Role } from '@collably/shared/constants/roles';
import { ReconciliationMessages as M } from '@collably/shared/messages/reconciliation';
import type { TReconciliationPage } from '@collably/shared/schemas/reconciliation';
import {
  RAZORPAY_TEST,
  razorpaySettingsFor,
  startFakeRazorpay,
  type FakeRazorpay,
} from '../../../test/fake-razorpay';
import {
  accountBalance,
  checkLedger,
  createTransaction,
  influencerWithService,
} from '../../../test/hire-fixtures';
import {
  PAYOUT_FORM,
  approvePayout,
  influencerWithEarnings,
  latestPayoutId,
  requestPayout,
} from '../../../test/payout-fixtures';
import { plantMismatch } from '../../../test/reconciliation-fixtures';
import { databases, testApp, type TestApp, type TestUser } from '../../../test/test-app';
import { releaseLease, takeLease } from '../../platform/jobs/lease';
import { reconciliationDepsOf, runReconciliation } from './reconciliation.service';

/**
 * The daily reconciliation (issue 34) against the strict fakes of Razorpay and RazorpayX: what the providers
 * did, item by item, against what the ledger booked; charges booked once, net of their GST; a difference the
 * money rules cannot remove kept as a mismatch the super admin resolves with a note.
 */
describe.each(databases())('reconciliation with Razorpay and RazorpayX on %s', (dialect) => {
  let fake: FakeRazorpay;
  let t: TestApp;
  let admin: TestUser;
  let brand: TestUser;
  let serviceId: number;

  beforeEach(async () => {
    let app: TestApp | undefined;
    const deliver = (url: string) => (payload: string, headers: Record<string, string>) =>
      app!.inject({ method: 'POST', url, headers, payload });
    fake = await startFakeRazorpay(RAZORPAY_TEST.keyId, RAZORPAY_TEST.keySecret, 0, {
      now: () => app?.clock.now() ?? new Date(),
      webhook: { secret: RAZORPAY_TEST.webhookSecret, deliver: deliver('/api/payments/razorpay/webhook') },
      payoutWebhook: {
        secret: 'razorpayx-webhook-secret',
        deliver: deliver('/api/payments/razorpayx/webhook'),
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
    brand = await t.user(Role.Brand);
    ({ serviceId } = await influencerWithService(t, { pricePaise: 100_000 }));
  });
  afterEach(async () => {
    await fake.close();
    await t.close();
  });

  const settle = async () => {
    await fake.flushWebhooks();
    await t.app.featureEnv.webhooks.idle();
  };
  const run = () => runReconciliation(reconciliationDepsOf(t.app.featureEnv));
  const page = async (status: 'open' | 'resolved' = 'open') => {
    const res = await t.get('/api/admin/reconciliation', { token: admin.token, query: { status } });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data as TReconciliationPage;
  };
  const journals = async (kind: string) =>
    (await t.db.selectFrom('ledgerJournals').select('id').where('kind', '=', kind).execute()).length;
  /** A brand's order paid through Razorpay: the order id and the payment. */
  const paidOrder = async (options: { deliverWebhooks?: boolean } = {}) => {
    const res = await createTransaction(t, brand, serviceId);
    expect(res.statusCode, res.body).toBe(200);
    const { refrenceId, transId } = res.json().data as { refrenceId: string; transId: number };
    const orderId = refrenceId.replace('/pay/razorpay/', '');
    fake.setAutoCapture(true);
    const payment = fake.pay(orderId, 'authorized');
    if (options.deliverWebhooks !== false) await settle();
    return { orderId, transId, payment: fake.payments.get(payment.id)! };
  };
  /** An order made at Razorpay by someone else with our keys (the Dashboard, another app): none of ours. */
  const foreignOrder = async (amount: number) => {
    const res = await fetch(`${fake.url}/v1/orders`, {
      method: 'POST',
      headers: {
        authorization: `Basic ${Buffer.from(`${RAZORPAY_TEST.keyId}:${RAZORPAY_TEST.keySecret}`).toString('base64')}`,
        'content-type': 'application/json',
      },
      body: JSON.stringify({ amount, currency: 'INR', receipt: 'dashboard-link' }),
    });
    return ((await res.json()) as { id: string }).id;
  };

  it('a paid order agrees, and Razorpay’s charge is booked once: the fee net of GST a cost, the GST input credit', async () => {
    const { payment } = await paidOrder();
    expect(payment.status).toBe('captured');
    const fee = payment.fee!;
    const tax = payment.tax!;
    expect(fee).toBeGreaterThan(0);

    const first = await run();
    expect(first).toMatchObject({ error: null, mismatchesFound: 0 });
    expect(first!.itemsCompared).toBeGreaterThanOrEqual(3);
    expect(await journals('gateway-fee')).toBe(1);
    expect(await accountBalance(t.db, 'provider-fees')).toBe(-(fee - tax));
    expect(await accountBalance(t.db, 'gst-input-credit')).toBe(-tax);
    expect(await accountBalance(t.db, 'payment-provider')).toBe(-(payment.amount - fee));

    await run();
    expect(await journals('gateway-fee')).toBe(1);
    expect((await page()).openCount).toBe(0);
    await checkLedger(t.db);
  });

  it('a capture whose webhooks never came is booked by the pay-in rules before anything is called a mismatch', async () => {
    fake.setWebhook(null);
    const { transId, payment } = await paidOrder({ deliverWebhooks: false });
    expect(
      (
        await t.db
          .selectFrom('paymentTransactions')
          .select('status')
          .where('id', '=', transId)
          .executeTakeFirstOrThrow()
      ).status,
    ).toBe('pending');

    const result = await run();
    expect(result).toMatchObject({ error: null, mismatchesFound: 0 });
    const tx = await t.db
      .selectFrom('paymentTransactions')
      .selectAll()
      .where('id', '=', transId)
      .executeTakeFirstOrThrow();
    expect(tx).toMatchObject({ status: 'captured', providerPaymentId: payment.id });
    expect(await journals('gateway-fee')).toBe(1);
    await checkLedger(t.db);
  });

  it('a payment Razorpay took for no checkout of ours stays a mismatch until a super admin resolves it with a note', async () => {
    const orderId = await foreignOrder(129_800);
    fake.setAutoCapture(true);
    const stray = fake.pay(orderId, 'authorized');
    await settle();

    const result = await run();
    expect(result).toMatchObject({ error: null });
    const open = await page();
    expect(open.openCount).toBeGreaterThanOrEqual(1);
    const captured = open.mismatches.find((m) => m.itemId === stray.id && m.field === 'captured')!;
    expect(captured).toMatchObject({
      provider: 'razorpay',
      itemType: 'payment',
      providerPaise: 129_800,
      ledgerPaise: 0,
      differencePaise: 129_800,
      status: 'open',
    });
    expect(captured.action).toContain('Razorpay took ₹1,298.00; the ledger booked ₹0.00');
    // Nothing moved for it: the reconciliation writes no journal of its own.
    expect(await accountBalance(t.db, 'payment-provider')).toBe(0);
    expect(open.lastRun).toMatchObject({ mismatchesFound: result!.mismatchesFound });

    // The super admins hear of it once a day, however often it runs.
    const mail = await t.lastMailTo(admin.email);
    expect(mail?.subject).toBe(M.mailSubject(open.openCount));
    await run();
    expect(
      (await page()).mismatches.filter((m) => m.itemId === stray.id && m.field === 'captured'),
    ).toHaveLength(1);
    expect(
      await t.db.selectFrom('reconciliationRuns').select('id').where('mailedDay', 'is not', null).execute(),
    ).toHaveLength(1);

    const url = `/api/admin/reconciliation/${captured.id}/resolve`;
    const empty = await t.post(url, { note: '   ' }, { token: admin.token });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toBe(M.noteRequired);
    const long = await t.post(url, { note: 'x'.repeat(1001) }, { token: admin.token });
    expect(long.json().message).toBe(M.noteTooLong);
    const resolved = await t.post(
      url,
      { note: 'A payment link made in the Dashboard; refunded there.' },
      { token: admin.token },
    );
    expect(resolved.statusCode, resolved.body).toBe(200);
    expect(resolved.json()).toMatchObject({
      message: M.resolved,
      data: {
        status: 'resolved',
        resolvedNote: 'A payment link made in the Dashboard; refunded there.',
        resolvedByName: expect.stringContaining('Test'),
      },
    });
    const again = await t.post(url, { note: 'Twice' }, { token: admin.token });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(M.alreadyResolved);
    const missing = await t.post(
      '/api/admin/reconciliation/999999/resolve',
      { note: 'x' },
      { token: admin.token },
    );
    expect(missing.statusCode).toBe(404);
    expect((await page('resolved')).mismatches.map((m) => m.id)).toContain(captured.id);
    const audit = await t.db
      .selectFrom('adminAuditLog')
      .selectAll()
      .where('action', '=', 'reconciliation-resolve')
      .execute();
    expect(audit).toHaveLength(1);
    expect(JSON.parse(audit[0].afterJson)).toMatchObject({ status: 'resolved' });

    // A resolved mismatch the next run sees unchanged stays resolved.
    await run();
    expect((await page('resolved')).mismatches.map((m) => m.id)).toContain(captured.id);
  });

  it('a day’s CSV lists every item compared, with cells a spreadsheet would run escaped', async () => {
    await paidOrder();
    await run();
    const { days } = await page();
    expect(days.length).toBeGreaterThan(0);
    await plantMismatch(t.db, { day: days[0], itemId: '=HYPERLINK("http://evil")', providerPaise: -500 });
    const res = await t.get(`/api/admin/reconciliation/days/${days[0]}.csv`, { token: admin.token });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toContain('text/csv');
    expect(res.headers['content-disposition']).toBe(`attachment; filename="reconciliation-${days[0]}.csv"`);
    const lines = res.body.trim().split('\n');
    expect(lines[0]).toContain('Provider (Rs)');
    expect(res.body).toContain(`'=HYPERLINK`);
    expect(res.body).toContain(`'-5.00`);
    expect(res.body).not.toMatch(/(^|,)"?[=+\-@]/m);

    const none = await t.get('/api/admin/reconciliation/days/2001-01-01.csv', { token: admin.token });
    expect(none.statusCode).toBe(404);
    expect(none.json().message).toBe(M.noReport);
    const bad = await t.get('/api/admin/reconciliation/days/2026-13-45.csv', { token: admin.token });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe(M.dayInvalid);
  });

  it('a payout RazorpayX processed agrees with its release and charge; one it reversed gave both back', async () => {
    const influencer = await influencerWithEarnings(t, 200_000);
    expect((await requestPayout(t, influencer, { ...PAYOUT_FORM, Amount: 600 })).statusCode).toBe(200);
    const id = await latestPayoutId(t, influencer.id);
    expect((await approvePayout(t, admin, id)).statusCode).toBe(200);
    const [sent] = [...fake.payouts.values()];
    fake.settlePayout(sent.id, 'processed', { utr: 'UTR1', fees: 590, tax: 90 });
    await settle();

    expect(await run()).toMatchObject({ error: null, mismatchesFound: 0 });
    const items = await t.db
      .selectFrom('reconciliationItems')
      .selectAll()
      .where('itemId', '=', sent.id)
      .execute();
    expect(items.map((i) => [i.field, i.providerPaise, i.ledgerPaise, i.status]).sort()).toEqual([
      ['fee', 590, 590, 'agrees'],
      ['paid out', 60_000, 60_000, 'agrees'],
      ['tax', 90, 90, 'agrees'],
    ]);

    fake.settlePayout(sent.id, 'reversed', { failure_reason: 'Account closed' });
    await settle();
    expect(await run()).toMatchObject({ error: null, mismatchesFound: 0 });
    await checkLedger(t.db);
  });

  it('a settlement agrees with its items as booked, and differs when Razorpay kept another charge than it reported', async () => {
    const { payment } = await paidOrder();
    await run();
    fake.settle();
    expect(await run()).toMatchObject({ error: null, mismatchesFound: 0 });
    const settled = await t.db
      .selectFrom('reconciliationItems')
      .selectAll()
      .where('itemType', '=', 'settlement')
      .execute();
    expect(settled).toHaveLength(1);
    expect(settled[0]).toMatchObject({ status: 'agrees', providerPaise: payment.amount - payment.fee! });

    // Razorpay later reports another charge for the payment than the one booked: the fee, its GST and the
    // settlement differ, and a person must look (the ledger books a charge once).
    fake.setPaymentCharges(payment.id, { fee: payment.fee! + 100, tax: payment.tax! + 15 });
    const result = await run();
    expect(result!.mismatchesFound).toBe(2);
    expect((await page()).mismatches.map((m) => m.field).sort()).toEqual(['fee', 'tax']);
  });

  it('a provider that cannot be reached fails the run, which says why and opens nothing', async () => {
    await paidOrder();
    await fake.close();
    const result = await run();
    expect(result!.error).toBeTruthy();
    expect((await page()).openCount).toBe(0);
    fake = await startFakeRazorpay(RAZORPAY_TEST.keyId, RAZORPAY_TEST.keySecret, 0);
  });

  it('one instance runs it at a time: the lease is taken once until it is given back or expires', async () => {
    const now = t.clock.now();
    const lease = { name: 'reconciliation', ttlMs: 60_000 };
    expect(await takeLease(t.db, { ...lease, holder: 'a' }, now)).toBe(true);
    expect(await takeLease(t.db, { ...lease, holder: 'b' }, now)).toBe(false);
    expect(await run()).toBeNull();
    const busy = await t.post('/api/admin/reconciliation/run', undefined, { token: admin.token });
    expect(busy.statusCode).toBe(409);
    expect(busy.json().message).toBe(M.runBusy);
    expect(await takeLease(t.db, { ...lease, holder: 'b' }, new Date(now.getTime() + 60_000))).toBe(true);
    await releaseLease(t.db, { name: lease.name, holder: 'b' });
    const ran = await t.post('/api/admin/reconciliation/run', undefined, { token: admin.token });
    expect(ran.statusCode, ran.body).toBe(200);
    expect(ran.json().message).toBe(M.runStarted);
  });
});
