import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { Role } from '@collably/shared/constants/roles';
import { formatRupees } from '@collably/shared/domain/pricing';
import { StrayPaymentMessages, type TStrayReason } from '@collably/shared/messages/stray-payments';
import { escapeHtml } from '../../platform/http/html';
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
import { creditWallet } from '../../../test/payout-fixtures';
import { databases, testApp, type TestApp, type TestUser } from '../../../test/test-app';
import { MIN_PROVIDER_PAISE } from '@collably/shared/constants/limits';
import { CHECKOUT_TTL_MS } from '../../platform/payments/provider';
import { createRazorpayProvider } from '../../platform/payments/razorpay-provider';
import { LATE_CHECK_DELAYS_MS } from './payments.capture';
import { followLatePayments, reconcilePendingPayments } from './payments.reconcile';

/**
 * Pay-in on Razorpay's documented behaviour (issue 32), against the strict fake: failed attempts and retries,
 * automatic capture on and off, second and late payments, refunds refused or failed, webhooks duplicated and
 * out of order. Each case ends with the money where it belongs — booked once, refunded, or in the wallet —
 * the ledger balanced, and the brand told in the right words.
 */
describe.each(databases())('pay-in on the Razorpay rails on %s', (dialect) => {
  let fake: FakeRazorpay;
  let t: TestApp;
  let brand: TestUser;
  let serviceId: number;
  /** Between the app and the fake: while true, Razorpay answers nothing but 503s. */
  let razorpayDown = false;
  let proxy: Server;

  beforeEach(async () => {
    let app: TestApp | undefined;
    fake = await startFakeRazorpay(RAZORPAY_TEST.keyId, RAZORPAY_TEST.keySecret, 0, {
      now: () => app?.clock.now() ?? new Date(),
      webhook: {
        secret: RAZORPAY_TEST.webhookSecret,
        deliver: (payload, headers) =>
          app!.inject({ method: 'POST', url: '/api/payments/razorpay/webhook', headers, payload }),
      },
    });
    razorpayDown = false;
    proxy = createServer((req, res) => {
      void (async () => {
        if (razorpayDown) return res.writeHead(503).end('{}');
        const chunks: Buffer[] = [];
        for await (const chunk of req) chunks.push(chunk as Buffer);
        const answer = await fetch(`${fake.url}${req.url}`, {
          method: req.method,
          headers: { authorization: req.headers.authorization ?? '', 'content-type': 'application/json' },
          body: req.method === 'GET' ? undefined : Buffer.concat(chunks),
        });
        res.writeHead(answer.status, { 'content-type': 'application/json' }).end(await answer.text());
      })();
    });
    await new Promise<void>((resolve) => proxy.listen(0, '127.0.0.1', resolve));
    const proxyUrl = `http://127.0.0.1:${(proxy.address() as AddressInfo).port}`;
    t = app = await testApp(dialect, {
      configure: (config) => {
        config.razorpay = { ...razorpaySettingsFor(fake), apiUrl: proxyUrl };
      },
    });
    brand = await t.user(Role.Brand);
    ({ serviceId } = await influencerWithService(t, { pricePaise: 200_000 }));
  });
  afterEach(async () => {
    await new Promise((resolve) => proxy.close(resolve));
    await fake.close();
    await t.close();
  });

  /** Webhooks delivered and the stored events handled. */
  const settle = async () => {
    await fake.flushWebhooks();
    await t.app.featureEnv.webhooks.idle();
  };
  const checkout = async () => {
    const res = await createTransaction(t, brand, serviceId);
    expect(res.statusCode, res.body).toBe(200);
    const { refrenceId, transId } = res.json().data as { refrenceId: string; transId: number };
    return { transId, orderId: refrenceId.replace('/pay/razorpay/', '') };
  };
  const txOf = (id: number) =>
    t.db.selectFrom('paymentTransactions').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
  const straysOf = (transactionId: number) =>
    t.db
      .selectFrom('strayPayments')
      .select(['paymentId', 'status', 'reason', 'amountPaise', 'currency'])
      .where('transactionId', '=', transactionId)
      .orderBy('paymentId')
      .execute();
  const journals = (kind: string) =>
    t.db.selectFrom('ledgerJournals').select('id').where('kind', '=', kind).execute();
  const wallet = () => accountBalance(t.db, `wallet:${brand.id}`);
  const provider = () => accountBalance(t.db, 'payment-provider');
  const notices = () =>
    t.db
      .selectFrom('notifications')
      .select('message')
      .where('userId', '=', brand.id)
      .orderBy('id')
      .execute()
      .then((rows) => rows.map((r) => r.message));
  const said = (outcome: keyof typeof StrayPaymentMessages, amountPaise: number, reason: TStrayReason) =>
    escapeHtml(StrayPaymentMessages[outcome](formatRupees(amountPaise), 'Instagram Reel', reason));
  const expectMailed = async (
    outcome: keyof typeof StrayPaymentMessages,
    amountPaise: number,
    reason: TStrayReason,
  ) => {
    const queued = await t.db
      .selectFrom('mailQueue')
      .select(['textBody', 'kind'])
      .where('userId', '=', brand.id)
      .orderBy('id', 'desc')
      .executeTakeFirst();
    expect(queued?.kind).toBe('refund');
    expect(queued?.textBody).toContain(
      StrayPaymentMessages[outcome](formatRupees(amountPaise), 'Instagram Reel', reason),
    );
  };
  const callback = (orderId: string, answer: Record<string, string>) =>
    t.inject({
      method: 'POST',
      url: `/pay/razorpay/${orderId}/callback`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams(answer).toString(),
    });
  const deps = () => ({
    db: t.db,
    clock: t.clock,
    provider: createRazorpayProvider(razorpaySettingsFor(fake)),
    taxSupplier: t.config.taxSupplier,
    events: t.app.ctx.events,
  });
  const later = (ms: number) => t.clock.set(new Date(t.clock.now().getTime() + ms));

  it('a failed attempt leaves the checkout open; the retry on the same page is captured and booked (automatic capture off)', async () => {
    const { transId, orderId } = await checkout();
    fake.pay(orderId, 'failed');
    await settle();
    // Neither the webhook nor the sweep ends a checkout that can still be paid.
    later(3 * 60_000);
    await reconcilePendingPayments(deps());
    expect((await txOf(transId)).status).toBe('pending');

    const retry = fake.pay(orderId, 'authorized');
    const res = await callback(orderId, fake.signedAnswer(retry));
    expect(res.statusCode).toBe(303);
    await settle();
    const tx = await txOf(transId);
    expect(tx).toMatchObject({ status: 'captured', providerPaymentId: retry.id });
    expect(fake.payments.get(retry.id)?.status).toBe('captured');
    expect(await journals('capture')).toHaveLength(1);
    expect(await provider()).toBe(-tx.totalPaise);
    expect(await straysOf(transId)).toEqual([]);
    await checkLedger(t.db);
  });

  it('with automatic capture on, a retry after a failure is booked from Razorpay’s own capture', async () => {
    fake.setAutoCapture(true);
    const { transId, orderId } = await checkout();
    fake.pay(orderId, 'failed');
    const retry = fake.pay(orderId, 'authorized');
    expect(fake.payments.get(retry.id)?.status).toBe('captured');
    // No browser return: the webhooks alone book it.
    await settle();
    const tx = await txOf(transId);
    expect(tx).toMatchObject({ status: 'captured', providerPaymentId: retry.id });
    expect(fake.requests.filter((r) => r.endsWith('/capture'))).toEqual([]);
    expect(await journals('capture')).toHaveLength(1);
    expect(await provider()).toBe(-tx.totalPaise);
    await checkLedger(t.db);
  });

  it('two authorised payments of one order: the earliest is booked, the other is left for Razorpay to reverse, and the brand is told', async () => {
    const { transId, orderId } = await checkout();
    const first = fake.pay(orderId, 'authorized');
    const second = fake.pay(orderId, 'authorized');
    await settle();
    const tx = await txOf(transId);
    expect(tx).toMatchObject({ status: 'captured', providerPaymentId: first.id });
    expect(fake.payments.get(first.id)?.status).toBe('captured');
    expect(fake.payments.get(second.id)?.status).toBe('authorized');
    expect(await straysOf(transId)).toEqual([
      {
        paymentId: second.id,
        status: 'uncaptured',
        reason: 'second-payment',
        amountPaise: tx.totalPaise,
        currency: 'INR',
      },
    ]);
    expect(await notices()).toEqual([said('uncaptured', tx.totalPaise, 'second-payment')]);
    await expectMailed('uncaptured', tx.totalPaise, 'second-payment');
    // Razorpay reverses it after its capture window; nothing was booked, nothing moves, nobody is told twice.
    later(fake.captureWindowMs + 60_000);
    expect(fake.payments.get(second.id)?.status).toBe('refunded');
    for (let i = 0; i < LATE_CHECK_DELAYS_MS.length + 1; i++) {
      later(LATE_CHECK_DELAYS_MS.at(-1)!);
      await followLatePayments(deps());
    }
    expect((await straysOf(transId))[0]?.status).toBe('uncaptured');
    expect(await notices()).toHaveLength(1);
    expect(await provider()).toBe(-tx.totalPaise);
    expect((await txOf(transId)).lateCheckOn).toBeNull();
    await checkLedger(t.db);
  });

  it('two captured payments of one order (automatic capture): the second is refunded in full under its orphan receipt, once', async () => {
    fake.setAutoCapture(true);
    const { transId, orderId } = await checkout();
    const first = fake.pay(orderId, 'authorized');
    await settle();
    const second = fake.pay(orderId, 'authorized');
    await settle();
    const tx = await txOf(transId);
    expect(tx).toMatchObject({ status: 'captured', providerPaymentId: first.id });
    const refunds = [...fake.refunds.values()];
    expect(refunds).toEqual([
      expect.objectContaining({
        payment_id: second.id,
        amount: tx.totalPaise,
        receipt: `orphan-${second.id}`,
      }),
    ]);
    expect(await straysOf(transId)).toEqual([
      {
        paymentId: second.id,
        status: 'refunded',
        reason: 'second-payment',
        amountPaise: tx.totalPaise,
        currency: 'INR',
      },
    ]);
    expect(await notices()).toEqual([said('refunded', tx.totalPaise, 'second-payment')]);
    await expectMailed('refunded', tx.totalPaise, 'second-payment');
    // Asked again by every path: no second refund, no second journal.
    await followLatePayments(deps());
    later(LATE_CHECK_DELAYS_MS[0]);
    await followLatePayments(deps());
    expect(fake.refunds.size).toBe(1);
    expect(await journals('stray-received')).toHaveLength(1);
    expect(await journals('stray-refund')).toHaveLength(1);
    // What Razorpay holds for us is the booked payment alone.
    expect(await provider()).toBe(-tx.totalPaise);
    expect(await accountBalance(t.db, `stray:${second.id}`)).toBe(0);
    await checkLedger(t.db);
  });

  it('a refund Razorpay refuses is credited to the brand’s wallet instead', async () => {
    fake.setAutoCapture(true);
    const { transId, orderId } = await checkout();
    fake.pay(orderId, 'authorized');
    await settle();
    fake.refuseNextRefund();
    const second = fake.pay(orderId, 'authorized');
    await settle();
    const tx = await txOf(transId);
    expect(fake.refunds.size).toBe(0);
    expect((await straysOf(transId))[0]).toMatchObject({ paymentId: second.id, status: 'credited' });
    expect(await wallet()).toBe(tx.totalPaise);
    expect(await notices()).toEqual([said('credited', tx.totalPaise, 'second-payment')]);
    await expectMailed('credited', tx.totalPaise, 'second-payment');
    expect(await provider()).toBe(-2 * tx.totalPaise);
    await checkLedger(t.db);
  });

  it('a refund Razorpay fails after taking it goes to the wallet, once', async () => {
    fake.setAutoCapture(true);
    const { transId, orderId } = await checkout();
    fake.pay(orderId, 'authorized');
    const second = fake.pay(orderId, 'authorized');
    await settle();
    const tx = await txOf(transId);
    const [refund] = [...fake.refunds.values()];
    expect(refund).toMatchObject({ payment_id: second.id, status: 'pending' });
    fake.settleRefund(refund.id, true);
    await settle();
    await settle();
    expect((await straysOf(transId))[0]).toMatchObject({ status: 'credited' });
    expect(await wallet()).toBe(tx.totalPaise);
    expect(await journals('stray-credit')).toHaveLength(1);
    expect(await notices()).toEqual([
      said('refunded', tx.totalPaise, 'second-payment'),
      said('credited', tx.totalPaise, 'second-payment'),
    ]);
    expect(await provider()).toBe(-2 * tx.totalPaise);
    await checkLedger(t.db);
  });

  it('a payment the bank authorises after the checkout expired is not booked: left uncaptured, or refunded when captured', async () => {
    const { transId, orderId } = await checkout();
    const declined = fake.pay(orderId, 'failed');
    await settle();
    later(CHECKOUT_TTL_MS + 60_000);
    await reconcilePendingPayments(deps());
    expect((await txOf(transId)).status).toBe('failed');

    fake.authorizeLate(declined.id);
    await settle();
    expect(fake.payments.get(declined.id)?.status).toBe('authorized');
    expect(await straysOf(transId)).toEqual([
      {
        paymentId: declined.id,
        status: 'uncaptured',
        reason: 'after-close',
        amountPaise: 259_600,
        currency: 'INR',
      },
    ]);
    expect(await journals('capture')).toHaveLength(0);
    expect(await notices()).toEqual([said('uncaptured', 259_600, 'after-close')]);
    await checkLedger(t.db);
  });

  it('a late authorisation captured automatically is found by the late check even without a webhook, and refunded', async () => {
    fake.setAutoCapture(true);
    const { transId, orderId } = await checkout();
    const declined = fake.pay(orderId, 'failed');
    later(CHECKOUT_TTL_MS + 60_000);
    await reconcilePendingPayments(deps());
    expect((await txOf(transId)).status).toBe('failed');
    fake.setWebhook(null);
    later(2 * 24 * 60 * 60_000);
    fake.authorizeLate(declined.id);
    expect(fake.payments.get(declined.id)?.status).toBe('captured');
    // The checks on its schedule: 15 minutes after closing, then 1 hour, 6 hours, 1 day, 3 days…
    for (let i = 0; i < 3; i++) {
      later(LATE_CHECK_DELAYS_MS.at(-1)!);
      await followLatePayments(deps());
    }
    expect(await straysOf(transId)).toEqual([
      {
        paymentId: declined.id,
        status: 'refunded',
        reason: 'after-close',
        amountPaise: 259_600,
        currency: 'INR',
      },
    ]);
    expect(fake.refunds.size).toBe(1);
    expect(await provider()).toBe(0);
    expect(await notices()).toEqual([said('refunded', 259_600, 'after-close')]);
    await checkLedger(t.db);
  });

  it('a payment in another currency is never booked; it is refunded when the checkout closes', async () => {
    const { transId, orderId } = await checkout();
    const dollars = fake.pay(orderId, 'captured', { currency: 'USD', amount: 3_100 });
    await settle();
    expect((await txOf(transId)).status).toBe('pending');
    later(CHECKOUT_TTL_MS + 60_000);
    await reconcilePendingPayments(deps());
    expect((await txOf(transId)).status).toBe('cancelled');
    expect(await straysOf(transId)).toEqual([
      { paymentId: dollars.id, status: 'refunded', reason: 'currency', amountPaise: 3_100, currency: 'USD' },
    ]);
    expect(await notices()).toEqual([
      escapeHtml(StrayPaymentMessages.refunded('USD 31.00', 'Instagram Reel', 'currency')),
    ]);
    await checkLedger(t.db);
  });

  it('a webhook storm — duplicates, any order, at once — books one payment and refunds the rest exactly once', async () => {
    fake.setAutoCapture(true);
    const { transId, orderId } = await checkout();
    fake.holdWebhooks();
    fake.pay(orderId, 'failed');
    const first = fake.pay(orderId, 'authorized');
    const second = fake.pay(orderId, 'authorized');
    const third = fake.pay(orderId, 'authorized');
    await fake.releaseWebhooks({ shuffle: true, duplicate: true, parallel: true });
    await settle();
    const tx = await txOf(transId);
    expect(tx).toMatchObject({ status: 'captured', providerPaymentId: first.id });
    expect([...fake.refunds.values()].map((r) => r.payment_id).sort()).toEqual([second.id, third.id].sort());
    expect((await straysOf(transId)).map((s) => s.status)).toEqual(['refunded', 'refunded']);
    expect(await journals('capture')).toHaveLength(1);
    expect(await provider()).toBe(-tx.totalPaise);
    expect(await notices()).toHaveLength(2);
    // Every delivery was answered 2xx; the duplicates were recognised as such.
    expect(fake.webhookLog.every((d) => d.ok)).toBe(true);
    const stored = await t.db.selectFrom('paymentWebhookEvents').select(['processedOn']).execute();
    expect(stored.length).toBe(new Set(fake.webhookLog.map((d) => d.eventId)).size);
    expect(stored.every((e) => e.processedOn !== null)).toBe(true);
    await checkLedger(t.db);
  });

  it('a webhook answers at once even when Razorpay cannot be asked; the event is handled once it can', async () => {
    fake.setAutoCapture(true);
    const { transId, orderId } = await checkout();
    razorpayDown = true;
    fake.pay(orderId, 'authorized');
    await settle();
    // Answered 200 and stored, not handled: the handling could not ask Razorpay, and waits to try again.
    expect(fake.webhookLog.length).toBeGreaterThan(0);
    expect(fake.webhookLog.every((d) => d.status === 200)).toBe(true);
    const waiting = await t.db.selectFrom('paymentWebhookEvents').selectAll().execute();
    expect(waiting.every((e) => e.processedOn === null && e.attempts === 1 && e.lastError !== null)).toBe(
      true,
    );
    expect((await txOf(transId)).status).toBe('pending');
    // Not before its back-off…
    expect(await t.app.featureEnv.webhooks.processDue()).toEqual({ processed: 0, failed: 0 });
    razorpayDown = false;
    later(60_000);
    const report = await t.app.featureEnv.webhooks.processDue();
    expect(report).toEqual({ processed: waiting.length, failed: 0 });
    expect((await txOf(transId)).status).toBe('captured');
    await checkLedger(t.db);
  });

  it('a 50-paise provider part: Razorpay is asked for ₹1, the wallet keeps the rest, and it is booked', async () => {
    // ₹2,596.00 for the ₹2,000 service; ₹2,595.50 in the wallet leaves 50 paise, below Razorpay's ₹1.
    await creditWallet(t, brand.id, 259_550);
    const res = await createTransaction(t, brand, serviceId, { useWallet: true });
    expect(res.statusCode, res.body).toBe(200);
    const { refrenceId, transId } = res.json().data as { refrenceId: string; transId: number };
    const orderId = refrenceId.replace('/pay/razorpay/', '');
    expect(fake.orders.get(orderId)?.amount).toBe(MIN_PROVIDER_PAISE);
    expect(await txOf(transId)).toMatchObject({ totalPaise: 100, walletPaise: 259_500 });
    fake.pay(orderId, 'authorized');
    await settle();
    expect((await txOf(transId)).status).toBe('captured');
    expect(await wallet()).toBe(50);
    expect(await accountBalance(t.db, `escrow:${transId}`)).toBe(259_600);
    await checkLedger(t.db);
  });

  it('a second payment Razorpay refunds by itself (a paid order’s duplicate) is left alone: nothing refunded twice', async () => {
    fake.setAutoCapture(true);
    fake.setRefundDuplicatePayments(true);
    const { transId, orderId } = await checkout();
    const first = fake.pay(orderId, 'authorized');
    await settle();
    const second = fake.pay(orderId, 'authorized');
    await settle();
    expect(fake.payments.get(second.id)?.status).toBe('refunded');
    expect((await txOf(transId)).providerPaymentId).toBe(first.id);
    expect(await straysOf(transId)).toEqual([]);
    expect([...fake.refunds.values()].filter((r) => r.receipt?.startsWith('orphan-'))).toEqual([]);
    expect(await notices()).toEqual([]);
    await checkLedger(t.db);
  });

  it('two instances sweeping at once ask each closed checkout once and refund each stray once', async () => {
    fake.setAutoCapture(true);
    const { transId, orderId } = await checkout();
    const declined = fake.pay(orderId, 'failed');
    await settle();
    later(CHECKOUT_TTL_MS + 60_000);
    await reconcilePendingPayments(deps());
    fake.setWebhook(null);
    fake.authorizeLate(declined.id);
    later(LATE_CHECK_DELAYS_MS[0]);
    const reads = () => fake.requests.filter((r) => r === `GET /v1/orders/${orderId}/payments`).length;
    const before = reads();
    const reports = await Promise.all([followLatePayments(deps()), followLatePayments(deps())]);
    expect(reports.map((r) => r.checked).sort()).toEqual([0, 1]);
    expect(reads() - before).toBe(1);
    expect(fake.refunds.size).toBe(1);
    expect((await straysOf(transId))[0]?.status).toBe('refunded');
    expect(await journals('stray-refund')).toHaveLength(1);
    // Stored webhook events likewise: two instances processing together handle each once.
    fake.setWebhook({
      secret: RAZORPAY_TEST.webhookSecret,
      deliver: (payload, headers) =>
        t.inject({ method: 'POST', url: '/api/payments/razorpay/webhook', headers, payload }),
    });
    fake.holdWebhooks();
    const { orderId: next } = await checkout();
    fake.pay(next, 'authorized');
    await fake.releaseWebhooks({ duplicate: true });
    const [a, b] = await Promise.all([
      t.app.featureEnv.webhooks.processDue(),
      t.app.featureEnv.webhooks.processDue(),
    ]);
    await t.app.featureEnv.webhooks.idle();
    const handled = await t.db
      .selectFrom('paymentWebhookEvents')
      .select(['attempts', 'processedOn'])
      .execute();
    expect(handled.every((e) => e.processedOn !== null && e.attempts === 1)).toBe(true);
    expect(a.processed + b.processed).toBeLessThanOrEqual(handled.length);
    await checkLedger(t.db);
  });
});
