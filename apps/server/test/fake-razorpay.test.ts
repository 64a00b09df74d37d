import { spawn } from 'node:child_process';
import { createHmac } from 'node:crypto';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { fileURLToPath } from 'node:url';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  RAZORPAY_CAPTURE_WINDOW_MS,
  RAZORPAY_ERRORS as E,
  RAZORPAYX_LIMITS,
  WEBHOOK_DELIVERY_ATTEMPTS,
  startFakeRazorpay,
  type FakeContact,
  type FakeFundAccount,
  type FakeOrder,
  type FakePayment,
  type FakePayout,
  type FakeRazorpay,
  type FakeRefund,
  type FakeSettlementLine,
  type FakeWebhookEvent,
} from './fake-razorpay';

/**
 * The fake Razorpay is only worth its tests if it refuses what Razorpay refuses: these check it against
 * Razorpay's documented rules for pay-in (orders, capture, the capture window, late authorization, refunds),
 * RazorpayX's for money out (contacts, fund accounts, payouts under idempotency keys, modes and their limits,
 * payout states) and its webhooks (signed, with an event id kept across retries), over HTTP as the app talks to
 * it.
 */
const KEY_ID = 'rzp_test_fake';
const KEY_SECRET = 'fake-key-secret';
const WEBHOOK_SECRET = 'fake-webhook-secret';
const START = Date.parse('2026-11-26T10:00:00Z');

type Received = { raw: string; headers: Record<string, string>; body: FakeWebhookEvent['body'] };

let fake: FakeRazorpay;
let clockMs = START;
let received: Received[] = [];

const hmac = (text: string, secret: string) => createHmac('sha256', secret).update(text).digest('hex');

beforeEach(async () => {
  clockMs = START;
  received = [];
  fake = await startFakeRazorpay(KEY_ID, KEY_SECRET, 0, {
    now: () => new Date(clockMs),
    webhook: {
      secret: WEBHOOK_SECRET,
      deliver: async (raw, headers) => {
        received.push({ raw, headers, body: JSON.parse(raw) as FakeWebhookEvent['body'] });
        return { statusCode: 200 };
      },
      retryDelayMs: 1,
    },
  });
});
afterEach(() => fake.close());

const call = async (method: string, path: string, body?: unknown, keys = [KEY_ID, KEY_SECRET]) => {
  const res = await fetch(`${fake.url}${path}`, {
    method,
    headers: {
      authorization: `Basic ${Buffer.from(keys.join(':')).toString('base64')}`,
      'content-type': 'application/json',
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: res.status, body: JSON.parse(await res.text()) };
};
const control = async (path: string, body: unknown = {}) => {
  const res = await fetch(`${fake.url}/__control${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  return { status: res.status, body: JSON.parse(await res.text()) };
};
const refused = (description: string) => ({
  status: 400,
  body: { error: { code: 'BAD_REQUEST_ERROR', description } },
});
const newOrder = async (fields: Record<string, unknown> = {}) => {
  const res = await call('POST', '/v1/orders', {
    amount: 259_600,
    currency: 'INR',
    receipt: 'transaction-42',
    notes: { transactionId: '42' },
    ...fields,
  });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body as FakeOrder;
};
const payment = async (id: string) => (await call('GET', `/v1/payments/${id}`)).body as FakePayment;
const order = async (id: string) => (await call('GET', `/v1/orders/${id}`)).body as FakeOrder;
const capture = (id: string, amount = 259_600, currency: unknown = 'INR') =>
  call('POST', `/v1/payments/${id}/capture`, { amount, currency });
const refund = (id: string, body: Record<string, unknown> = {}) =>
  call('POST', `/v1/payments/${id}/refund`, body);
const eventNames = () => received.map((r) => r.body.event);

describe('the fake Razorpay: orders', () => {
  it('checks the keys, as Razorpay does', async () => {
    expect(await call('GET', '/v1/orders/order_1', undefined, [KEY_ID, 'wrong'])).toEqual({
      status: 401,
      body: { error: { code: 'BAD_REQUEST_ERROR', description: E.authentication } },
    });
  });

  it('makes an order entity with its amounts, attempts and creation time', async () => {
    const made = await newOrder();
    expect(made).toEqual({
      id: expect.stringMatching(/^order_\d+$/),
      entity: 'order',
      amount: 259_600,
      amount_paid: 0,
      amount_due: 259_600,
      currency: 'INR',
      receipt: 'transaction-42',
      offer_id: null,
      status: 'created',
      attempts: 0,
      notes: { transactionId: '42' },
      created_at: START / 1000,
    });
    expect(await order(made.id)).toEqual(made);
    // The receipt is optional.
    expect((await newOrder({ receipt: undefined })).receipt).toBeNull();
  });

  it('refuses an amount under ₹1, a fraction of a paisa, or none', async () => {
    expect(await call('POST', '/v1/orders', { amount: 99, currency: 'INR' })).toEqual(
      refused('The amount must be atleast INR 1.00'),
    );
    expect(await call('POST', '/v1/orders', { amount: 100.5, currency: 'INR' })).toEqual(
      refused(E.amountInteger),
    );
    expect(await call('POST', '/v1/orders', { amount: '1000', currency: 'INR' })).toEqual(
      refused(E.amountInteger),
    );
    expect(await call('POST', '/v1/orders', { currency: 'INR' })).toEqual(refused(E.amountRequired));
    expect((await newOrder({ amount: 100 })).amount).toBe(100);
    expect(fake.orders.size).toBe(1);
  });

  it('needs a three-letter currency', async () => {
    expect(await call('POST', '/v1/orders', { amount: 1000 })).toEqual(refused(E.currencyRequired));
    expect(await call('POST', '/v1/orders', { amount: 1000, currency: 'RUPEE' })).toEqual(
      refused(E.currencyInvalid),
    );
    expect(await call('POST', '/v1/orders', { amount: 1000, currency: 'inr' })).toEqual(
      refused(E.currencyInvalid),
    );
  });

  it('keeps a receipt to 40 characters and notes to 15 keys of 256 characters', async () => {
    expect(
      await call('POST', '/v1/orders', { amount: 1000, currency: 'INR', receipt: 'r'.repeat(41) }),
    ).toEqual(refused('receipt: the length must be no more than 40.'));
    expect((await newOrder({ receipt: 'r'.repeat(40) })).receipt).toHaveLength(40);
    const notes = (n: number, length = 1) =>
      Object.fromEntries(Array.from({ length: n }, (_, i) => [`k${i}`, 'v'.repeat(length)]));
    expect(await call('POST', '/v1/orders', { amount: 1000, currency: 'INR', notes: notes(16) })).toEqual(
      refused(E.notesCount),
    );
    expect(await call('POST', '/v1/orders', { amount: 1000, currency: 'INR', notes: notes(1, 257) })).toEqual(
      refused(E.notesValueLength),
    );
    expect(Object.keys((await newOrder({ notes: notes(15, 256) })).notes)).toHaveLength(15);
  });

  it('is attempted after any payment, paid once one is captured', async () => {
    const { id } = await newOrder();
    const failed = fake.pay(id, 'failed');
    expect(await order(id)).toMatchObject({ status: 'attempted', attempts: 1, amount_paid: 0 });
    const paid = fake.pay(id, 'authorized');
    expect(await order(id)).toMatchObject({ status: 'attempted', attempts: 2 });
    expect((await capture(paid.id)).status).toBe(200);
    expect(await order(id)).toMatchObject({
      status: 'paid',
      amount_paid: 259_600,
      amount_due: 0,
      attempts: 2,
    });
    const listed = (await call('GET', `/v1/orders/${id}/payments`)).body;
    expect(listed).toMatchObject({ entity: 'collection', count: 2 });
    expect(listed.items.map((p: { id: string }) => p.id)).toEqual([failed.id, paid.id]);
  });
});

describe('the fake Razorpay: payments and capture', () => {
  it('makes payment entities, failed ones with the bank’s reason', async () => {
    const { id } = await newOrder();
    expect(await payment(fake.pay(id, 'failed').id)).toEqual({
      id: expect.stringMatching(/^pay_\d+$/),
      entity: 'payment',
      amount: 259_600,
      currency: 'INR',
      status: 'failed',
      order_id: id,
      method: 'upi',
      captured: false,
      amount_refunded: 0,
      refund_status: null,
      fee: null,
      tax: null,
      international: false,
      notes: {},
      error_code: 'BAD_REQUEST_ERROR',
      error_description: 'Payment declined by the bank',
      error_source: 'bank',
      error_step: 'payment_authorization',
      error_reason: 'payment_declined',
      created_at: START / 1000,
    });
    expect(await payment(fake.pay(id, 'authorized').id)).toMatchObject({
      status: 'authorized',
      captured: false,
      error_code: null,
      error_description: null,
    });
    expect(await payment(fake.pay(id, 'created').id)).toMatchObject({ status: 'created', captured: false });
    // Razorpay can report a payment in another currency or of another amount than its order.
    expect(
      await payment(fake.pay(id, 'authorized', { currency: 'USD', amount: 3_100, method: 'card' }).id),
    ).toMatchObject({ currency: 'USD', amount: 3_100, method: 'card', international: true });
  });

  it('captures an authorized payment once, for exactly its amount and currency', async () => {
    const { id } = await newOrder();
    const paid = fake.pay(id, 'authorized');
    expect(await capture(paid.id, 259_500)).toEqual(refused(E.captureAmount));
    expect(await capture(paid.id, 259_700)).toEqual(refused(E.captureAmount));
    expect(await capture(paid.id, 259_600, 'USD')).toEqual(refused(E.captureCurrency));
    expect(await capture(paid.id, 259_600, null)).toEqual(refused(E.currencyRequired));
    expect(await capture(paid.id, 2_596.5)).toEqual(refused(E.amountInteger));
    expect((await payment(paid.id)).status).toBe('authorized');

    const captured = await capture(paid.id);
    expect(captured.status).toBe(200);
    expect(captured.body).toMatchObject({ id: paid.id, status: 'captured', captured: true });
    expect(await order(id)).toMatchObject({ status: 'paid', amount_paid: 259_600 });
    expect(await capture(paid.id)).toEqual(refused('This payment has already been captured'));
  });

  it('captures a payment in another currency only in that currency', async () => {
    const { id } = await newOrder();
    const paid = fake.pay(id, 'authorized', { currency: 'USD', amount: 3_100 });
    expect(await capture(paid.id, 259_600, 'INR')).toEqual(refused(E.captureAmount));
    expect(await capture(paid.id, 3_100, 'INR')).toEqual(refused(E.captureCurrency));
    expect((await capture(paid.id, 3_100, 'USD')).body).toMatchObject({
      status: 'captured',
      currency: 'USD',
    });
    expect(await order(id)).toMatchObject({ status: 'paid', amount_paid: 3_100 });
  });

  it('captures nothing that is not authorized', async () => {
    const { id } = await newOrder();
    const notAuthorized = refused(
      'Only payments which have been authorized and not yet captured can be captured',
    );
    expect(await capture(fake.pay(id, 'failed').id)).toEqual(notAuthorized);
    expect(await capture(fake.pay(id, 'created').id)).toEqual(notAuthorized);
    expect(await capture('pay_unknown')).toEqual(refused(E.missingId));
    // A payment captured and then refunded was captured.
    expect(await capture(fake.pay(id, 'refunded').id)).toEqual(refused(E.alreadyCaptured));
  });

  it('captures at once under automatic capture (off unless set), from the API or the control', async () => {
    const { id } = await newOrder();
    expect(fake.pay(id, 'authorized').status).toBe('authorized');
    fake.setAutoCapture(true);
    const second = await newOrder();
    expect(fake.pay(second.id, 'authorized')).toMatchObject({ status: 'captured', captured: true });
    expect(await order(second.id)).toMatchObject({ status: 'paid', amount_paid: 259_600 });
    expect(await control('/settings', { autoCapture: false })).toEqual({
      status: 200,
      body: {
        autoCapture: false,
        refundDuplicatePayments: false,
        initialPayoutStatus: 'processing',
        payoutLatencyMs: 0,
        paymentFeeBps: 200,
        payoutCharges: null,
      },
    });
    const third = await newOrder();
    expect(fake.pay(third.id, 'authorized').status).toBe('authorized');
    expect((await control('/settings', { autoCapture: true })).body).toMatchObject({ autoCapture: true });
    const fourth = await newOrder();
    const answer = (await control('/payments', { orderId: fourth.id })).body;
    expect((await payment(answer.razorpay_payment_id)).status).toBe('captured');
    expect((await control('/settings')).body).toMatchObject({ autoCapture: true });
  });

  it('answers POST /__control/payments as Checkout does, signed with the key secret', async () => {
    const { id } = await newOrder();
    const answer = (await control('/payments', { orderId: id, currency: 'USD', amount: 3_100 })).body;
    expect(answer.razorpay_order_id).toBe(id);
    expect(answer.razorpay_signature).toBe(hmac(`${id}|${answer.razorpay_payment_id}`, KEY_SECRET));
    expect(await payment(answer.razorpay_payment_id)).toMatchObject({
      status: 'authorized',
      currency: 'USD',
      amount: 3_100,
    });
    const failed = (await control('/payments', { orderId: id, status: 'failed' })).body;
    expect((await payment(failed.razorpay_payment_id)).status).toBe('failed');
    expect(await control('/payments', { orderId: 'order_unknown' })).toEqual(refused(E.missingId));
  });
});

describe('the fake Razorpay: the capture window', () => {
  it('is three days, as Razorpay documents', () => {
    expect(RAZORPAY_CAPTURE_WINDOW_MS).toBe(3 * 24 * 60 * 60 * 1000);
    expect(fake.captureWindowMs).toBe(RAZORPAY_CAPTURE_WINDOW_MS);
  });

  it('reverses an authorization left uncaptured past the window, on any read', async () => {
    const { id } = await newOrder();
    const waiting = fake.pay(id, 'authorized');
    const captured = fake.pay((await newOrder()).id, 'captured');
    clockMs = START + RAZORPAY_CAPTURE_WINDOW_MS - 1;
    expect((await payment(waiting.id)).status).toBe('authorized');
    clockMs = START + RAZORPAY_CAPTURE_WINDOW_MS;
    expect(fake.payments.get(waiting.id)).toMatchObject({
      status: 'refunded',
      captured: false,
      amount_refunded: 259_600,
      refund_status: 'full',
    });
    expect(await payment(waiting.id)).toMatchObject({ status: 'refunded', amount_refunded: 259_600 });
    expect(await capture(waiting.id)).toEqual(refused(E.notAuthorized));
    // Its refund is Razorpay's own, processed; a captured payment is never reversed.
    const listed = (await call('GET', `/v1/payments/${waiting.id}/refunds`)).body;
    expect(listed.items).toEqual([
      expect.objectContaining({
        payment_id: waiting.id,
        amount: 259_600,
        status: 'processed',
        receipt: null,
      }),
    ]);
    expect(await payment(captured.id)).toMatchObject({ status: 'captured', amount_refunded: 0 });
    expect(await order(id)).toMatchObject({ status: 'attempted', amount_paid: 0 });
    expect(await refund(waiting.id)).toEqual(refused(E.refundOverCaptured));
  });

  it('takes its own window and an explicit sweep, and the clock can be moved on', async () => {
    const short = await startFakeRazorpay(KEY_ID, KEY_SECRET, 0, {
      now: () => new Date(clockMs),
      captureWindowMs: 60_000,
    });
    try {
      const made = await fetch(`${short.url}/v1/orders`, {
        method: 'POST',
        headers: {
          authorization: `Basic ${Buffer.from(`${KEY_ID}:${KEY_SECRET}`).toString('base64')}`,
          'content-type': 'application/json',
        },
        body: JSON.stringify({ amount: 1000, currency: 'INR' }),
      });
      const { id } = (await made.json()) as { id: string };
      const first = short.pay(id, 'authorized');
      expect(short.advanceClock(59_999)).toEqual([]);
      clockMs += 1;
      expect(short.reverseLapsedAuthorizations().map((p) => p.id)).toEqual([first.id]);
      const second = short.pay(id, 'authorized');
      const moved = await fetch(`${short.url}/__control/clock`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ advanceMs: 60_000 }),
      });
      expect(await moved.json()).toEqual({ now: new Date(clockMs + 59_999 + 60_000).toISOString() });
      expect(short.payments.get(second.id)?.status).toBe('refunded');
    } finally {
      await short.close();
    }
  });
});

describe('the fake Razorpay: late authorization', () => {
  it('turns a failed payment authorized, left for capture when automatic capture is off', async () => {
    const { id } = await newOrder();
    const late = fake.pay(id, 'failed');
    expect(fake.authorizeLate(late.id)).toMatchObject({
      status: 'authorized',
      error_code: null,
      error_description: null,
    });
    expect((await capture(late.id)).body.status).toBe('captured');
    expect(() => fake.authorizeLate(late.id)).toThrow(E.notFailed);
    await fake.flushWebhooks();
    expect(eventNames()).toEqual(['payment.failed', 'payment.authorized', 'payment.captured', 'order.paid']);
  });

  it('captures it at once under automatic capture, through the control too', async () => {
    fake.setAutoCapture(true);
    const { id } = await newOrder();
    const failed = (await control('/payments', { orderId: id, status: 'failed' })).body;
    const late = await control(`/payments/${failed.razorpay_payment_id}/authorize`);
    expect(late.status).toBe(200);
    expect(late.body).toMatchObject({ id: failed.razorpay_payment_id, status: 'captured', captured: true });
    expect(await order(id)).toMatchObject({ status: 'paid', amount_paid: 259_600 });
    expect(await control(`/payments/${failed.razorpay_payment_id}/authorize`)).toEqual(refused(E.notFailed));
    expect(await control('/payments/pay_unknown/authorize')).toEqual(refused(E.missingId));
  });

  it('refunds it at once when the window has passed, or (when set) the order was paid meanwhile', async () => {
    fake.setAutoCapture(true);
    const { id } = await newOrder();
    const late = fake.pay(id, 'failed');
    const paid = fake.pay(id, 'captured');
    // By default a second payment of a paid order is captured too, so tests can make that case.
    const second = fake.authorizeLate(fake.pay(id, 'failed').id);
    expect(second).toMatchObject({ status: 'captured', captured: true });
    expect(await order(id)).toMatchObject({ status: 'paid', amount_paid: 259_600 });
    // As Razorpay documents it: refunded at once, never captured.
    expect((await control('/settings', { refundDuplicatePayments: true })).body).toEqual({
      autoCapture: true,
      refundDuplicatePayments: true,
      initialPayoutStatus: 'processing',
      payoutLatencyMs: 0,
      paymentFeeBps: 200,
      payoutCharges: null,
    });
    expect(fake.authorizeLate(late.id)).toMatchObject({
      status: 'refunded',
      captured: false,
      amount_refunded: 259_600,
    });
    fake.setRefundDuplicatePayments(false);
    expect(fake.pay(id, 'authorized')).toMatchObject({ status: 'captured' });
    fake.setRefundDuplicatePayments(true);
    fake.setAutoCapture(false);
    expect(fake.pay(id, 'authorized')).toMatchObject({ status: 'refunded', captured: false });
    expect(await order(id)).toMatchObject({ status: 'paid', amount_paid: 259_600 });
    expect((await payment(paid.id)).status).toBe('captured');

    const other = await newOrder();
    const tooLate = fake.pay(other.id, 'failed');
    clockMs = START + RAZORPAY_CAPTURE_WINDOW_MS;
    expect(fake.authorizeLate(tooLate.id)).toMatchObject({ status: 'refunded', captured: false });
    expect(await order(other.id)).toMatchObject({ status: 'attempted', amount_paid: 0 });
  });
});

describe('the fake Razorpay: refunds', () => {
  const capturedPayment = async () => fake.pay((await newOrder()).id, 'captured');

  it('refunds only a captured payment', async () => {
    const { id } = await newOrder();
    expect(await refund(fake.pay(id, 'authorized').id, { amount: 1000 })).toEqual(
      refused(E.refundOverCaptured),
    );
    expect(await refund(fake.pay(id, 'failed').id)).toEqual(refused(E.refundOverCaptured));
    expect(await refund('pay_unknown')).toEqual(refused(E.missingId));
    expect(fake.refunds.size).toBe(0);
  });

  it('refunds part, then the rest by default, never above what was captured', async () => {
    const paid = await capturedPayment();
    const part = await refund(paid.id, {
      amount: 100_050,
      receipt: 'withdrawal-1',
      notes: { receipt: 'withdrawal-1' },
    });
    expect(part.body).toEqual({
      id: expect.stringMatching(/^rfnd_\d+$/),
      entity: 'refund',
      payment_id: paid.id,
      amount: 100_050,
      currency: 'INR',
      receipt: 'withdrawal-1',
      notes: { receipt: 'withdrawal-1' },
      status: 'pending',
      speed_requested: 'normal',
      speed_processed: 'normal',
      created_at: START / 1000,
    });
    expect(await payment(paid.id)).toMatchObject({
      status: 'captured',
      amount_refunded: 100_050,
      refund_status: 'partial',
    });
    expect(await refund(paid.id, { amount: 159_551 })).toEqual(
      refused('The refund amount provided is greater than amount captured'),
    );
    expect(await refund(paid.id, { receipt: 'r'.repeat(41) })).toEqual(refused(E.receiptLength));
    expect(await refund(paid.id, { amount: 99 })).toEqual(refused(E.amountMinimum('INR')));
    const rest = await refund(paid.id);
    expect(rest.body).toMatchObject({ amount: 159_550, receipt: null });
    expect(await payment(paid.id)).toMatchObject({
      status: 'refunded',
      captured: true,
      amount_refunded: 259_600,
      refund_status: 'full',
    });
    expect(await refund(paid.id, { amount: 100 })).toEqual(refused(E.fullyRefunded));

    const listed = (await call('GET', `/v1/payments/${paid.id}/refunds?count=100`)).body;
    expect(listed).toMatchObject({ entity: 'collection', count: 2 });
    expect((await call('GET', `/v1/refunds/${part.body.id}`)).body).toEqual(part.body);
    expect((await call('GET', `/v1/payments/${paid.id}/refunds/${rest.body.id}`)).body).toEqual(rest.body);
    expect(await call('GET', '/v1/refunds/rfnd_unknown')).toEqual(refused(E.missingId));
  });

  it('gives a failed refund back to the payment, which can then be refunded again', async () => {
    const paid = await capturedPayment();
    const whole = (await refund(paid.id)).body;
    expect((await payment(paid.id)).status).toBe('refunded');
    expect((await control(`/refunds/${whole.id}`, { status: 'failed' })).body).toMatchObject({
      status: 'failed',
    });
    expect(await payment(paid.id)).toMatchObject({
      status: 'captured',
      amount_refunded: 0,
      refund_status: null,
    });
    const again = (await refund(paid.id, { amount: 1000 })).body;
    expect(fake.settleRefund(again.id, false)).toMatchObject({ status: 'processed' });
    expect(fake.settleRefund('rfnd_unknown', false)).toBeNull();
    expect(await control('/refunds/rfnd_unknown', { status: 'processed' })).toEqual(refused(E.missingId));
  });

  it('keeps the refuse, fail and lose-the-answer controls', async () => {
    const paid = await capturedPayment();
    fake.refuseNextRefund();
    expect(await refund(paid.id, { amount: 1000 })).toEqual(refused(E.refundOverCaptured));
    fake.failNextRefund();
    expect(await refund(paid.id, { amount: 1000 })).toEqual({
      status: 500,
      body: { error: { code: 'SERVER_ERROR', description: E.server } },
    });
    expect(fake.refunds.size).toBe(0);
    fake.loseNextRefundAnswer();
    expect((await refund(paid.id, { amount: 1000 })).status).toBe(500);
    expect(fake.refunds.size).toBe(1);
    expect((await payment(paid.id)).amount_refunded).toBe(1000);
    expect((await refund(paid.id, { amount: 1000 })).status).toBe(200);
  });
});

describe('the fake Razorpay: signed webhooks', () => {
  const expectSigned = (r: Received) => {
    expect(r.headers['content-type']).toBe('application/json');
    expect(r.headers['x-razorpay-signature']).toBe(hmac(r.raw, WEBHOOK_SECRET));
    expect(r.headers['x-razorpay-event-id']).toMatch(/^evt_/);
  };

  it('posts each event signed over its exact body, with a unique event id', async () => {
    const { id } = await newOrder();
    const failed = fake.pay(id, 'failed');
    const paid = fake.pay(id, 'authorized');
    await capture(paid.id);
    await fake.flushWebhooks();
    expect(eventNames()).toEqual(['payment.failed', 'payment.authorized', 'payment.captured', 'order.paid']);
    for (const r of received) expectSigned(r);
    expect(new Set(received.map((r) => r.headers['x-razorpay-event-id'])).size).toBe(4);
    expect(received[0].body).toEqual({
      entity: 'event',
      account_id: 'acc_fake',
      event: 'payment.failed',
      contains: ['payment'],
      payload: { payment: { entity: expect.objectContaining({ id: failed.id, status: 'failed' }) } },
      created_at: START / 1000,
    });
    // Each event carries the entity as it was then.
    expect(received[1].body.payload.payment?.entity).toMatchObject({ id: paid.id, status: 'authorized' });
    expect(received[2].body.payload.payment?.entity).toMatchObject({ id: paid.id, status: 'captured' });
    expect(received[3].body).toMatchObject({
      contains: ['payment', 'order'],
      payload: {
        payment: { entity: { id: paid.id, status: 'captured' } },
        order: { entity: { id, status: 'paid', amount_paid: 259_600 } },
      },
    });
    // A tampered body no longer matches its signature.
    expect(hmac(received[3].raw.replace('259600', '259601'), WEBHOOK_SECRET)).not.toBe(
      received[3].headers['x-razorpay-signature'],
    );
    expect(fake.events.map((e) => e.id)).toEqual(received.map((r) => r.headers['x-razorpay-event-id']));
    expect(fake.webhookLog.every((l) => l.ok && l.status === 200 && l.attempt === 1)).toBe(true);
  });

  it('posts refund events with the refund and its payment', async () => {
    const paid = fake.pay((await newOrder()).id, 'captured');
    const made = (await refund(paid.id, { amount: 1000 })).body;
    fake.settleRefund(made.id, false);
    const other = (await refund(paid.id, { amount: 2000 })).body;
    fake.settleRefund(other.id, true);
    await fake.flushWebhooks();
    const refundEvents = received.filter((r) => r.body.event.startsWith('refund.'));
    expect(refundEvents.map((r) => r.body.event)).toEqual([
      'refund.created',
      'refund.processed',
      'refund.created',
      'refund.failed',
    ]);
    expect(refundEvents[1].body).toMatchObject({
      contains: ['refund', 'payment'],
      payload: {
        refund: { entity: { id: made.id, status: 'processed', amount: 1000 } },
        payment: { entity: { id: paid.id, amount_refunded: 1000, refund_status: 'partial' } },
      },
    });
    expect(refundEvents[3].body.payload.payment?.entity.amount_refunded).toBe(1000);
    // An auto-refund says so by its payment never having been captured.
    const reversed = fake.pay((await newOrder()).id, 'authorized');
    clockMs += RAZORPAY_CAPTURE_WINDOW_MS;
    fake.reverseLapsedAuthorizations();
    await fake.flushWebhooks();
    expect(received.slice(-2).map((r) => [r.body.event, r.body.payload.payment?.entity.captured])).toEqual([
      ['refund.created', false],
      ['refund.processed', false],
    ]);
    expect(received.at(-1)?.body.payload.payment?.entity.id).toBe(reversed.id);
  });

  it('holds events, then delivers each twice with the same event id', async () => {
    fake.holdWebhooks();
    const { id } = await newOrder();
    await capture(fake.pay(id, 'authorized').id);
    await fake.flushWebhooks();
    expect(received).toEqual([]);
    const released = await fake.releaseWebhooks({ duplicate: true });
    expect(released).toHaveLength(6);
    expect(eventNames()).toEqual([
      'payment.authorized',
      'payment.authorized',
      'payment.captured',
      'payment.captured',
      'order.paid',
      'order.paid',
    ]);
    const ids = received.map((r) => r.headers['x-razorpay-event-id']);
    expect(ids[0]).toBe(ids[1]);
    expect(ids[2]).toBe(ids[3]);
    expect(new Set(ids).size).toBe(3);
    expect(received[0].raw).toBe(received[1].raw);
    // Held no more: the next event goes at once.
    fake.pay(id, 'failed');
    await fake.flushWebhooks();
    expect(received.at(-1)?.body.event).toBe('payment.failed');
  });

  it('delivers held events shuffled, the same way for the same seed, and in parallel', async () => {
    /** The order the held events arrived in, as their places in the order they were raised. */
    const run = async (seed: number) => {
      received = [];
      fake.holdWebhooks();
      const raised: string[] = [];
      for (let i = 0; i < 6; i++) raised.push(fake.pay((await newOrder()).id, 'failed').id);
      await fake.releaseWebhooks({ shuffle: true, seed });
      return received.map((r) => raised.indexOf(r.body.payload.payment!.entity.id));
    };
    const first = await run(7);
    expect(first).not.toEqual([0, 1, 2, 3, 4, 5]);
    expect([...first].sort()).toEqual([0, 1, 2, 3, 4, 5]);
    expect(await run(7)).toEqual(first);

    received = [];
    fake.holdWebhooks();
    fake.pay((await newOrder()).id, 'failed');
    expect(
      (await control('/webhooks/release', { duplicate: true, parallel: true })).body.released,
    ).toHaveLength(2);
    expect(received).toHaveLength(2);
    expect((await control('/webhooks/hold')).body).toEqual({ holding: true });
  });

  it('retries a failed delivery a few times with the same event id, and records each attempt', async () => {
    let answers = [500, 0, 200]; // 0: the receiver throws
    fake.setWebhook({
      secret: WEBHOOK_SECRET,
      retryDelayMs: 1,
      deliver: async () => {
        const status = answers.shift() ?? 503;
        if (status === 0) throw new Error('connection refused');
        return { status };
      },
    });
    const { id } = await newOrder();
    fake.pay(id, 'failed');
    await fake.flushWebhooks();
    expect(fake.webhookLog.map((l) => [l.attempt, l.status, l.ok, l.error])).toEqual([
      [1, 500, false, null],
      [2, null, false, 'connection refused'],
      [3, 200, true, null],
    ]);
    expect(new Set(fake.webhookLog.map((l) => l.headers['x-razorpay-event-id'])).size).toBe(1);

    answers = [];
    fake.pay(id, 'failed');
    await fake.flushWebhooks();
    const last = fake.webhookLog.slice(3);
    expect(last).toHaveLength(WEBHOOK_DELIVERY_ATTEMPTS);
    expect(last.every((l) => !l.ok && l.status === 503)).toBe(true);
  });

  it('records events without delivering them when no webhook is set', async () => {
    fake.setWebhook(null);
    fake.pay((await newOrder()).id, 'failed');
    await fake.flushWebhooks();
    expect(received).toEqual([]);
    expect(fake.events.map((e) => e.event)).toEqual(['payment.failed']);
    expect(JSON.parse(fake.events[0].rawBody)).toEqual(fake.events[0].body);
    const listed = (await (await fetch(`${fake.url}/__control/webhooks`)).json()) as { events: unknown[] };
    expect(listed.events).toHaveLength(1);
  });
});

// What the daily reconciliation reads back: fees and tax, payments and refunds by time and page, settlements.
const s0 = START / 1000;
/** Moves the test clock to `seconds` after START. */
const atSecond = (seconds: number) => {
  clockMs = START + seconds * 1000;
};
/** GET /v1/{what}?{query}: a collection's items, checked for its shape. */
const listOf = async <T = { id: string }>(what: string, query = '') => {
  const res = await call('GET', `/v1/${what}${query ? `?${query}` : ''}`);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  expect(res.body.entity).toBe('collection');
  expect(res.body.count).toBe(res.body.items.length);
  return res.body.items as T[];
};
const idsOf = async (what: string, query = '') => (await listOf(what, query)).map((i) => i.id);
/** An order on another fake than `fake`. */
const orderOn = async (other: FakeRazorpay, amount: number) => {
  const res = await fetch(`${other.url}/v1/orders`, {
    method: 'POST',
    headers: {
      authorization: `Basic ${Buffer.from(`${KEY_ID}:${KEY_SECRET}`).toString('base64')}`,
      'content-type': 'application/json',
    },
    body: JSON.stringify({ amount, currency: 'INR' }),
  });
  return ((await res.json()) as FakeOrder).id;
};

describe('the fake Razorpay: fee and tax', () => {
  it('charges nothing until capture, then 2 % and 18 % GST on it, on every view of the payment', async () => {
    const made = await newOrder({ amount: 100_000 });
    const waiting = fake.pay(made.id, 'authorized');
    expect(await payment(waiting.id)).toMatchObject({ status: 'authorized', fee: null, tax: null });
    // Razorpay's own example: ₹1,000 is charged ₹20 and ₹3.60 GST, 2,360 paise in all.
    const captured = await capture(waiting.id, 100_000);
    expect(captured.body).toMatchObject({ status: 'captured', fee: 2_360, tax: 360 });
    expect(await payment(waiting.id)).toEqual(captured.body);
    expect(await listOf('orders/' + made.id + '/payments')).toEqual([captured.body]);
    await fake.flushWebhooks();
    const sent = (event: string) =>
      received.find((r) => r.body.event === event)?.body.payload.payment?.entity;
    expect(sent('payment.authorized')).toMatchObject({ fee: null, tax: null });
    expect(sent('payment.captured')).toEqual(captured.body);
    expect(sent('order.paid')).toEqual(captured.body);
    // Rounded to the paisa at each step: 2 % of ₹2,596 is 5,192 paise, its GST 934.56, so 935.
    expect(fake.pay((await newOrder()).id, 'captured')).toMatchObject({ fee: 5_192 + 935, tax: 935 });
    // Under automatic capture too.
    fake.setAutoCapture(true);
    expect(fake.pay((await newOrder()).id, 'authorized')).toMatchObject({ fee: 6_127, tax: 935 });
  });

  it('takes another rate, or one payment’s exact fee and tax, for odd cases', async () => {
    const dear = await startFakeRazorpay(KEY_ID, KEY_SECRET, 0, { paymentFeeBps: 300 });
    try {
      expect(dear.pay(await orderOn(dear, 100_000), 'captured')).toMatchObject({ fee: 3_540, tax: 540 });
      dear.setPaymentFeeBps(0);
      expect(dear.pay(await orderOn(dear, 100_000), 'captured')).toMatchObject({ fee: 0, tax: 0 });
    } finally {
      await dear.close();
    }
    expect((await control('/settings', { paymentFeeBps: 190 })).body).toMatchObject({ paymentFeeBps: 190 });
    // 1.9 % of 100,000 is 1,900; its GST 342.
    expect(fake.pay((await newOrder({ amount: 100_000 })).id, 'captured')).toMatchObject({
      fee: 2_242,
      tax: 342,
    });

    // Planted before capture: still none until then, then exactly the values planted.
    const { id } = await newOrder();
    const planted = fake.pay(id, 'authorized');
    fake.setPaymentCharges(planted.id, { fee: 7, tax: 1 });
    expect(await payment(planted.id)).toMatchObject({ fee: null, tax: null });
    expect((await capture(planted.id)).body).toMatchObject({ fee: 7, tax: 1 });
    // Planted after: at once, as Razorpay reporting another charge later.
    fake.setPaymentCharges(planted.id, { fee: 6_200, tax: 946 });
    expect(await payment(planted.id)).toMatchObject({ fee: 6_200, tax: 946 });
    expect(() => fake.setPaymentCharges('pay_unknown', { fee: 1, tax: 0 })).toThrow('no payment pay_unknown');
  });

  it('keeps the fee through refunds (Razorpay does not give it back), and charges nothing never captured', async () => {
    const { id } = await newOrder();
    const paid = fake.pay(id, 'captured');
    expect((await refund(paid.id, { amount: 100_000 })).status).toBe(200);
    expect((await refund(paid.id)).status).toBe(200);
    expect(await payment(paid.id)).toMatchObject({
      status: 'refunded',
      amount_refunded: 259_600,
      fee: 6_127,
      tax: 935,
    });
    await fake.flushWebhooks();
    const refunded = received.filter((r) => r.body.event === 'refund.created');
    expect(refunded.map((r) => r.body.payload.payment?.entity.fee)).toEqual([6_127, 6_127]);
    expect(fake.pay((await newOrder()).id, 'refunded')).toMatchObject({ status: 'refunded', fee: 6_127 });
    expect(fake.pay(id, 'failed')).toMatchObject({ fee: null, tax: null });
    const lapsing = fake.pay(id, 'authorized');
    clockMs += RAZORPAY_CAPTURE_WINDOW_MS;
    expect(await payment(lapsing.id)).toMatchObject({
      status: 'refunded',
      captured: false,
      fee: null,
      tax: null,
    });
  });
});

describe('the fake Razorpay: fetching all payments and refunds', () => {
  it('lists payments created between from and to (Unix seconds, both inclusive), newest first', async () => {
    const { id } = await newOrder();
    const first = fake.pay(id, 'failed');
    atSecond(60);
    const second = fake.pay(id, 'authorized');
    atSecond(120);
    const third = fake.pay(id, 'captured');
    expect(await idsOf('payments')).toEqual([third.id, second.id, first.id]);
    expect(await idsOf('payments', `from=${s0 + 60}&to=${s0 + 120}`)).toEqual([third.id, second.id]);
    expect(await idsOf('payments', `from=${s0 + 61}`)).toEqual([third.id]);
    expect(await idsOf('payments', `to=${s0 + 59}`)).toEqual([first.id]);
    expect(await idsOf('payments', `from=${s0 + 60}&to=${s0 + 60}`)).toEqual([second.id]);
    expect(await idsOf('payments', `from=${s0 + 121}`)).toEqual([]);
    // Each item is the payment as fetched by id, fee and tax included.
    expect(await listOf('payments', `from=${s0 + 120}`)).toEqual([await payment(third.id)]);
  });

  it('pages by count (1–100, default 10) and skip: 101 payments are a page of 100 and a page of 1', async () => {
    const { id } = await newOrder();
    // All made in the same second: the later made comes first.
    const newestFirst = Array.from({ length: 101 }, () => fake.pay(id, 'failed').id).reverse();
    expect(await idsOf('payments')).toEqual(newestFirst.slice(0, 10));
    expect(await idsOf('payments', 'count=100')).toEqual(newestFirst.slice(0, 100));
    expect(await idsOf('payments', 'count=100&skip=100')).toEqual(newestFirst.slice(100));
    expect(await idsOf('payments', 'count=100&skip=101')).toEqual([]);
    expect(await idsOf('payments', 'count=1&skip=50')).toEqual([newestFirst[50]]);
    expect(await idsOf('payments', `from=${s0}&to=${s0}&count=100&skip=100`)).toEqual(newestFirst.slice(100));
  });

  it('refuses a count outside 1–100, a negative skip, from or to not Unix seconds, and from after to', async () => {
    for (const what of ['payments', 'refunds', 'settlements']) {
      const get = (query: string) => call('GET', `/v1/${what}?${query}`);
      for (const count of ['0', '101', '1.5', 'ten', ''])
        expect(await get(`count=${count}`), `${what} count=${count}`).toEqual(refused(E.countInvalid));
      for (const skip of ['-1', '0.5', 'x'])
        expect(await get(`skip=${skip}`), `${what} skip=${skip}`).toEqual(refused(E.skipInvalid));
      for (const from of ['', 'yesterday', '1.5', '-1'])
        expect(await get(`from=${from}`), `${what} from=${from}`).toEqual(refused(E.fromInvalid));
      for (const to of ['', '2026-11-26', '-5'])
        expect(await get(`to=${to}`), `${what} to=${to}`).toEqual(refused(E.toInvalid));
      expect(await get(`from=${s0 + 1}&to=${s0}`)).toEqual(refused(E.fromAfterTo));
      expect((await get(`from=${s0}&to=${s0}&count=100&skip=0`)).status).toBe(200);
      expect((await get('count=1&skip=1000')).body).toEqual({ entity: 'collection', count: 0, items: [] });
    }
  });

  it('lists refunds, Razorpay’s own auto-refunds of lapsed authorizations among them, by range and page', async () => {
    const { id } = await newOrder();
    const paid = fake.pay(id, 'captured');
    const ours = (await refund(paid.id, { amount: 10_000, receipt: 'r-1' })).body as FakeRefund;
    const lapsing = fake.pay((await newOrder()).id, 'authorized');
    const closed = s0 + RAZORPAY_CAPTURE_WINDOW_MS / 1000;
    // The fake notices an hour after the window closed; Razorpay refunded when it closed.
    atSecond(RAZORPAY_CAPTURE_WINDOW_MS / 1000 + 3_600);
    const later = (await refund(paid.id, { amount: 20_000 })).body as FakeRefund;
    const listed = await listOf<FakeRefund>('refunds');
    const auto = listed.find((r) => r.payment_id === lapsing.id);
    expect(auto).toEqual({
      id: expect.stringMatching(/^rfnd_\d+$/),
      entity: 'refund',
      payment_id: lapsing.id,
      amount: 259_600,
      currency: 'INR',
      receipt: null,
      notes: {},
      status: 'processed',
      speed_requested: 'normal',
      speed_processed: 'normal',
      created_at: closed,
    });
    expect(listed.map((r) => r.id)).toEqual([later.id, auto!.id, ours.id]);
    expect(listed[0]).toEqual((await call('GET', `/v1/refunds/${later.id}`)).body);
    // The payment stays uncaptured, its whole amount refunded.
    expect(await payment(lapsing.id)).toMatchObject({
      status: 'refunded',
      captured: false,
      amount_refunded: 259_600,
      refund_status: 'full',
    });
    expect(await idsOf('refunds', `to=${closed - 1}`)).toEqual([ours.id]);
    expect(await idsOf('refunds', `from=${closed}&to=${closed}`)).toEqual([auto!.id]);
    expect(await idsOf('refunds', `from=${closed + 1}`)).toEqual([later.id]);
    expect(await idsOf('refunds', 'count=1&skip=1')).toEqual([auto!.id]);
    // An authorization made late, after its window: refunded at once, then.
    const late = fake.pay(id, 'failed');
    atSecond(2 * (RAZORPAY_CAPTURE_WINDOW_MS / 1000) + 3_600);
    expect(fake.authorizeLate(late.id)).toMatchObject({ status: 'refunded', captured: false });
    expect(await listOf('refunds', 'count=1')).toEqual([
      expect.objectContaining({ payment_id: late.id, status: 'processed', created_at: clockMs / 1000 }),
    ]);
  });
});

describe('the fake Razorpay: settlements', () => {
  it('settles every captured payment less its fee, less every processed refund, once', async () => {
    const first = await newOrder({ amount: 100_000 });
    const a = fake.pay(first.id, 'captured');
    const b = fake.pay((await newOrder()).id, 'captured');
    fake.setPaymentCharges(b.id, { fee: 6_000, tax: 900 });
    const processed = (await refund(b.id, { amount: 50_000 })).body as FakeRefund;
    fake.settleRefund(processed.id, false);
    const pending = (await refund(b.id, { amount: 10_000 })).body as FakeRefund;
    const failed = (await refund(a.id, { amount: 1_000 })).body as FakeRefund;
    fake.settleRefund(failed.id, true);
    // Never captured, so never settled: authorized, failed, and an authorization Razorpay refunded itself.
    fake.pay((await newOrder()).id, 'authorized');
    fake.pay((await newOrder()).id, 'failed');
    fake.setRefundDuplicatePayments(true);
    expect(fake.pay(first.id, 'authorized')).toMatchObject({ status: 'refunded', captured: false });

    const at = s0 + 86_400;
    const settlement = fake.settle(at);
    expect(settlement).toEqual({
      id: expect.stringMatching(/^setl_\d+$/),
      entity: 'settlement',
      amount: 100_000 - 2_360 + (259_600 - 6_000) - 50_000,
      status: 'processed',
      fees: 2_360 + 6_000,
      tax: 360 + 900,
      utr: expect.stringMatching(/^[A-Z0-9]+$/),
      created_at: at,
    });
    expect(await call('GET', `/v1/settlements/${settlement!.id}`)).toEqual({ status: 200, body: settlement });
    expect(await call('GET', '/v1/settlements/setl_unknown')).toEqual(refused(E.missingId));
    expect(fake.settlementLines.map((l) => l.entity_id)).toEqual([a.id, b.id, processed.id]);

    // Nothing settles twice; what became due since settles next.
    expect(fake.settle(at + 60)).toBeNull();
    fake.settleRefund(pending.id, false);
    const c = fake.pay((await newOrder()).id, 'captured');
    const next = (await control('/settlements', { atSeconds: at + 86_400 })).body.settlement;
    expect(next).toMatchObject({ amount: 259_600 - 6_127 - 10_000, fees: 6_127, tax: 935 });
    expect(fake.settlementLines.slice(3).map((l) => l.entity_id)).toEqual([c.id, pending.id]);
    expect(await control('/settlements')).toEqual({ status: 200, body: { settlement: null } });
    expect((await control('/settlements', { atSeconds: 'tomorrow' })).status).toBe(400);
    expect([...fake.settlements.keys()]).toEqual([settlement!.id, next.id]);

    expect(await idsOf('settlements')).toEqual([next.id, settlement!.id]);
    expect(await idsOf('settlements', `from=${at + 1}`)).toEqual([next.id]);
    expect(await idsOf('settlements', `to=${at}`)).toEqual([settlement!.id]);
    expect(await idsOf('settlements', 'count=1&skip=1')).toEqual([settlement!.id]);
  });

  it('reports each settled item on its settlement’s IST day, in the documented shape', async () => {
    const made = await newOrder({ amount: 100_000, receipt: 'transaction-7' });
    const paid = fake.pay(made.id, 'captured');
    atSecond(60);
    const back = (await refund(paid.id, { amount: 25_000, notes: { why: 'returned' } })).body as FakeRefund;
    fake.settleRefund(back.id, false);
    // 20:00 UTC on 26 November is 01:30 IST on the 27th.
    const at = Date.parse('2026-11-26T20:00:00Z') / 1000;
    const settlement = fake.settle(at)!;
    const recon = (query: string) => call('GET', `/v1/settlements/recon/combined?${query}`);
    const common = {
      currency: 'INR',
      on_hold: false,
      settled: true,
      settled_at: at,
      settlement_id: settlement.id,
      posted_at: null,
      credit_type: 'default',
      description: null,
      settlement_utr: settlement.utr,
      order_id: made.id,
      order_receipt: 'transaction-7',
      method: 'upi',
      card_network: null,
      card_issuer: null,
      card_type: null,
      dispute_id: null,
    } as const;
    const lines: FakeSettlementLine[] = [
      {
        ...common,
        entity_id: paid.id,
        type: 'payment',
        debit: 0,
        credit: 100_000 - 2_360,
        amount: 100_000,
        fee: 2_360,
        tax: 360,
        created_at: s0,
        notes: '{}',
        payment_id: null,
      },
      {
        ...common,
        entity_id: back.id,
        type: 'refund',
        debit: 25_000,
        credit: 0,
        amount: 25_000,
        fee: 0,
        tax: 0,
        created_at: s0 + 60,
        notes: '{"why":"returned"}',
        payment_id: paid.id,
      },
    ];
    expect(await recon('year=2026&month=11&day=27')).toEqual({
      status: 200,
      body: { entity: 'collection', count: 2, items: lines },
    });
    // The lines add up to the settlement.
    expect(lines.reduce((sum, l) => sum + l.credit - l.debit, 0)).toBe(settlement.amount);
    expect((await recon('year=2026&month=11&day=26')).body).toEqual({
      entity: 'collection',
      count: 0,
      items: [],
    });
    expect((await recon('year=2026&month=11')).body.items).toEqual(lines);
    expect((await recon('year=2026&month=12')).body.count).toBe(0);
    expect((await recon('year=2026&month=11&day=27&count=1&skip=1')).body.items).toEqual([lines[1]]);

    expect(await recon('month=11')).toEqual(refused(E.yearRequired));
    expect(await recon('year=2026')).toEqual(refused(E.monthRequired));
    for (const date of [
      'year=2026&month=13',
      'year=2026&month=11&day=31',
      'year=26x&month=11',
      'year=2026&month=2&day=29',
    ])
      expect(await recon(date), date).toEqual(refused(E.dateInvalid));
    for (const count of ['0', '1001', 'all'])
      expect(await recon(`year=2026&month=11&count=${count}`)).toEqual(refused(E.reconCountInvalid));
    expect(await recon('year=2026&month=11&skip=-1')).toEqual(refused(E.skipInvalid));
  });

  it('pages the report by count (up to 1000, default 10) and skip: 101 lines as 100 and 1', async () => {
    const { id } = await newOrder();
    const made = Array.from({ length: 101 }, () => fake.pay(id, 'captured').id);
    const settlement = fake.settle(s0)!;
    expect(settlement.amount).toBe(101 * (259_600 - 6_127));
    const page = async (query: string) => {
      const res = await call('GET', `/v1/settlements/recon/combined?year=2026&month=11&day=26&${query}`);
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      expect(res.body.count).toBe(res.body.items.length);
      return (res.body.items as FakeSettlementLine[]).map((l) => l.entity_id);
    };
    expect(await page('')).toEqual(made.slice(0, 10));
    expect(await page('count=100')).toEqual(made.slice(0, 100));
    expect(await page('count=100&skip=100')).toEqual(made.slice(100));
    expect(await page('count=1000')).toEqual(made);
    expect(await page('count=1000&skip=101')).toEqual([]);
  });
});

describe('the fake Razorpay: what the app never heard of', () => {
  it('captures a payment on an order without telling: its webhooks all lost, the payment there to be read', async () => {
    const made = await newOrder();
    const told = fake.pay((await newOrder()).id, 'authorized');
    fake.holdWebhooks();
    // Its authorization lapses meanwhile: that reversal is told as usual (held here).
    clockMs = START + RAZORPAY_CAPTURE_WINDOW_MS;
    const quiet = fake.captureWithoutTelling(made.id);
    expect(quiet).toMatchObject({
      order_id: made.id,
      amount: 259_600,
      status: 'captured',
      captured: true,
      fee: 6_127,
      tax: 935,
    });
    expect(await payment(quiet.id)).toEqual(quiet);
    expect(await order(made.id)).toMatchObject({ status: 'paid', amount_paid: 259_600 });
    const lost = fake.events.filter((e) => e.lost);
    expect(lost.map((e) => e.event)).toEqual(['payment.authorized', 'payment.captured', 'order.paid']);
    expect(lost.every((e) => e.body.payload.payment?.entity.id === quiet.id)).toBe(true);
    expect(await fake.releaseWebhooks()).toHaveLength(2);
    await fake.flushWebhooks();
    expect(eventNames()).toEqual(['payment.authorized', 'refund.created', 'refund.processed']);
    expect(received.every((r) => r.body.payload.payment?.entity.id === told.id)).toBe(true);

    // Of another amount; through the control as Checkout's answer; and then everything is told again.
    expect(fake.captureWithoutTelling(made.id, 5_000)).toMatchObject({ amount: 5_000, status: 'captured' });
    const other = await newOrder();
    const answer = await control('/payments', {
      orderId: other.id,
      status: 'captured',
      amount: 7_000,
      silent: true,
    });
    expect(await payment(answer.body.razorpay_payment_id)).toMatchObject({
      amount: 7_000,
      status: 'captured',
    });
    fake.pay(other.id, 'failed');
    await fake.flushWebhooks();
    expect(eventNames().slice(3)).toEqual(['payment.failed']);
    expect(() => fake.captureWithoutTelling('order_unknown')).toThrow('no order order_unknown');
  });
});

// RazorpayX: Contacts, Fund Accounts, Payouts.
const ACCOUNT_NUMBER = '7878780080316316';
const post = async (path: string, body: unknown, headers: Record<string, string> = {}) => {
  const res = await fetch(`${fake.url}${path}`, {
    method: 'POST',
    headers: {
      authorization: `Basic ${Buffer.from(`${KEY_ID}:${KEY_SECRET}`).toString('base64')}`,
      'content-type': 'application/json',
      ...headers,
    },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
  return { status: res.status, body: JSON.parse(await res.text()) };
};
/** RazorpayX's refusal of one field: its description, and the field named. */
const fieldRefused = (field: string, description: string) => ({
  status: 400,
  body: {
    error: {
      code: 'BAD_REQUEST_ERROR',
      description,
      source: 'business',
      step: null,
      reason: 'input_validation_failed',
      metadata: {},
      field,
    },
  },
});
const CONTACT = {
  name: 'Priya Sharma',
  email: 'priya@example.com',
  contact: '9876543210',
  type: 'vendor',
  reference_id: 'user-7',
};
const newContact = async (fields: Record<string, unknown> = {}) => {
  const res = await post('/v1/contacts', { ...CONTACT, ...fields });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body as FakeContact;
};
const BANK = { name: 'Priya Sharma', ifsc: 'SBIN0001234', account_number: '123456789012' };
const bankAccountOf = (contactId: string, fields: Record<string, unknown> = {}) =>
  post('/v1/fund_accounts', {
    contact_id: contactId,
    account_type: 'bank_account',
    bank_account: { ...BANK, ...fields },
  });
const vpaAccountOf = (contactId: string, address = 'priya@okicici') =>
  post('/v1/fund_accounts', { contact_id: contactId, account_type: 'vpa', vpa: { address } });
/** A contact with a bank account (IMPS, NEFT, RTGS) and a UPI ID (UPI): their fund account ids. */
const payeeAccounts = async () => {
  const { id } = await newContact();
  const bank = (await bankAccountOf(id)).body as FakeFundAccount;
  const vpa = (await vpaAccountOf(id)).body as FakeFundAccount;
  return { bank: bank.id, vpa: vpa.id };
};
const payoutBody = (fundAccountId: string, fields: Record<string, unknown> = {}) => ({
  account_number: ACCOUNT_NUMBER,
  fund_account_id: fundAccountId,
  amount: 149_000,
  currency: 'INR',
  mode: 'IMPS',
  purpose: 'payout',
  queue_if_low_balance: true,
  reference_id: 'PAYOUT-000001',
  narration: 'Collably payout',
  ...fields,
});
let keys = 0;
/** POST /v1/payouts under a key (a fresh one unless given). */
const payout = (body: unknown, key = `key-${++keys}`) =>
  post('/v1/payouts', body, { 'X-Payout-Idempotency': key });
const listPayouts = async (query: string) => call('GET', `/v1/payouts?${query}`);
/** The settings of a fake (POST /__control/settings with nothing to change). */
const settingsOf = async (url: string) =>
  (await (await fetch(`${url}/__control/settings`, { method: 'POST' })).json()) as Record<string, unknown>;

describe('the fake RazorpayX: contacts', () => {
  it('makes a contact entity, and the same details again return the same contact', async () => {
    const made = await newContact({ notes: { userId: '7' } });
    expect(made).toEqual({
      id: expect.stringMatching(/^cont_\d+$/),
      entity: 'contact',
      ...CONTACT,
      batch_id: null,
      active: true,
      notes: { userId: '7' },
      created_at: START / 1000,
    });
    expect((await newContact()).id).toBe(made.id);
    expect((await newContact({ reference_id: 'user-8' })).id).not.toBe(made.id);
    // Only the name is required.
    expect(
      await newContact({ email: undefined, contact: undefined, type: undefined, reference_id: undefined }),
    ).toMatchObject({ name: 'Priya Sharma', email: null, contact: null, type: null, reference_id: null });
    expect(fake.contacts).toHaveLength(3);
  });

  it('takes a name of 3–50 of RazorpayX’s characters, not ending in a special one but a full stop', async () => {
    expect(await post('/v1/contacts', { email: 'a@example.com' })).toEqual(
      fieldRefused('name', E.nameRequired),
    );
    for (const name of [
      'Al',
      'x'.repeat(51),
      'Priya & Sons',
      'Priya@Home',
      'Priya Sharma-',
      'Priya Sharma ',
      '(Priya)',
      'Priyā Sharma',
      42,
    ])
      expect(await post('/v1/contacts', { ...CONTACT, name }), String(name)).toEqual(
        fieldRefused('name', 'The name field is invalid.'),
      );
    for (const name of [
      'Ali',
      'x'.repeat(50),
      'Priya Textiles Pvt. Ltd.',
      'D’Souza Traders',
      "O'Brien, Priya",
      'Priya_Sharma/HUF (India) 2',
    ])
      expect((await post('/v1/contacts', { ...CONTACT, name })).status, name).toBe(200);
  });

  it('checks the e-mail, the phone, the type and the reference id', async () => {
    expect(await post('/v1/contacts', { ...CONTACT, email: 'priya.example.com' })).toEqual(
      fieldRefused('email', E.emailInvalid),
    );
    expect(await post('/v1/contacts', { ...CONTACT, contact: '98765-43210' })).toEqual(
      fieldRefused('contact', E.phoneInvalid),
    );
    expect(await post('/v1/contacts', { ...CONTACT, contact: '1234567' })).toEqual(
      fieldRefused('contact', E.phoneInvalid),
    );
    expect((await post('/v1/contacts', { ...CONTACT, contact: '+919876543210' })).status).toBe(200);
    expect(await post('/v1/contacts', { ...CONTACT, type: 'partner' })).toEqual(
      fieldRefused('type', 'Invalid type: partner'),
    );
    expect(await post('/v1/contacts', { ...CONTACT, type: 'Vendor' })).toEqual(
      fieldRefused('type', E.contactType('Vendor')),
    );
    for (const type of ['vendor', 'employee', 'customer', 'self'])
      expect((await post('/v1/contacts', { ...CONTACT, type })).status).toBe(200);
    expect(await post('/v1/contacts', { ...CONTACT, reference_id: 'r'.repeat(41) })).toEqual(
      fieldRefused('reference_id', E.referenceIdLength),
    );
    expect(await post('/v1/contacts', { ...CONTACT, notes: { a: 'v'.repeat(257) } })).toEqual(
      refused(E.notesValueLength),
    );
    expect(fake.contacts).toHaveLength(5);
  });
});

describe('the fake RazorpayX: fund accounts', () => {
  it('makes a bank account of an existing contact, and the same details again return it', async () => {
    const { id } = await newContact();
    const made = await bankAccountOf(id);
    expect(made).toEqual({
      status: 200,
      body: {
        id: expect.stringMatching(/^fa_\d+$/),
        entity: 'fund_account',
        contact_id: id,
        account_type: 'bank_account',
        bank_account: { ...BANK, bank_name: 'State Bank of India', notes: [] },
        active: true,
        batch_id: null,
        created_at: START / 1000,
      },
    });
    expect((await bankAccountOf(id)).body.id).toBe(made.body.id);
    expect((await bankAccountOf(id, { account_number: '123456789013' })).body.id).not.toBe(made.body.id);
    expect(fake.fundAccounts).toHaveLength(2);
    expect(await bankAccountOf('cont_unknown')).toEqual(fieldRefused('contact_id', E.missingId));
    expect(await post('/v1/fund_accounts', { account_type: 'vpa', vpa: { address: 'a@okicici' } })).toEqual(
      fieldRefused('contact_id', E.contactIdRequired),
    );
    expect(await post('/v1/fund_accounts', { contact_id: id })).toEqual(
      fieldRefused('account_type', E.accountTypeRequired),
    );
    expect(await post('/v1/fund_accounts', { contact_id: id, account_type: 'card' })).toEqual(
      fieldRefused('account_type', E.accountTypeInvalid),
    );
    expect(await post('/v1/fund_accounts', { contact_id: id, account_type: 'bank_account' })).toEqual(
      fieldRefused('bank_account', E.bankAccountRequired),
    );
  });

  it('checks the holder’s name, the IFSC and the account number', async () => {
    const { id } = await newContact();
    for (const name of ['Al', 'x'.repeat(121), 'Priya & Sons', undefined])
      expect(await bankAccountOf(id, { name }), String(name)).toEqual(
        fieldRefused('bank_account.name', E.bankAccountNameInvalid),
      );
    expect((await bankAccountOf(id, { name: 'x'.repeat(120) })).status).toBe(200);
    for (const ifsc of ['sbin0001234', 'SBIN1001234', 'SBIN000123', 'SBI00001234', 'SBIN0001234X'])
      expect(await bankAccountOf(id, { ifsc }), ifsc).toEqual(
        fieldRefused('bank_account.ifsc', E.ifscInvalid),
      );
    expect((await bankAccountOf(id, { ifsc: 'HDFC0ABC123' })).body.bank_account.bank_name).toBe('HDFC Bank');
    for (const account_number of ['1234', '1'.repeat(36), '1234-5678', 12345678])
      expect(await bankAccountOf(id, { account_number }), String(account_number)).toEqual(
        fieldRefused('bank_account.account_number', E.bankAccountNumberInvalid),
      );
    for (const account_number of ['12345', '1'.repeat(35), 'ABC123456'])
      expect((await bankAccountOf(id, { account_number })).status).toBe(200);
  });

  it('makes a UPI ID (vpa) of a valid address only', async () => {
    const { id } = await newContact();
    expect((await vpaAccountOf(id)).body).toMatchObject({
      account_type: 'vpa',
      vpa: { username: 'priya', handle: 'okicici', address: 'priya@okicici' },
    });
    expect(await post('/v1/fund_accounts', { contact_id: id, account_type: 'vpa' })).toEqual(
      fieldRefused('vpa', E.vpaRequired),
    );
    for (const address of [
      'priya',
      'p@okicici',
      'priya@o',
      'priya@ok1cici',
      'pri ya@okicici',
      'priya@ok@icici',
    ])
      expect(await vpaAccountOf(id, address), address).toEqual(fieldRefused('vpa.address', E.vpaInvalid));
    for (const address of ['priya.sharma-1_x@okhdfcbank', 'pr@ok', `${'p'.repeat(256)}@${'b'.repeat(64)}`])
      expect((await vpaAccountOf(id, address)).status, address).toBe(200);
    expect(fake.fundAccounts).toHaveLength(4);
  });
});

describe('the fake RazorpayX: creating a payout', () => {
  it('makes a processing payout entity, and posts payout.initiated', async () => {
    const { bank } = await payeeAccounts();
    const made = await payout(payoutBody(bank, { notes: { payoutId: '1' } }));
    expect(made).toEqual({
      status: 200,
      body: {
        id: expect.stringMatching(/^pout_\d+$/),
        entity: 'payout',
        fund_account_id: bank,
        amount: 149_000,
        currency: 'INR',
        notes: { payoutId: '1' },
        fees: 0,
        tax: 0,
        status: 'processing',
        purpose: 'payout',
        utr: null,
        mode: 'IMPS',
        reference_id: 'PAYOUT-000001',
        narration: 'Collably payout',
        batch_id: null,
        failure_reason: null,
        status_details: {
          description: expect.stringContaining('being processed'),
          source: 'internal',
          reason: 'payout_bank_processing',
        },
        created_at: START / 1000,
      },
    });
    expect(await call('GET', `/v1/payouts/${made.body.id}`)).toEqual(made);
    expect(await call('GET', '/v1/payouts/pout_unknown')).toEqual(refused(E.missingId));
    // Reference and narration are optional.
    expect(
      (
        await payout(
          payoutBody(bank, {
            reference_id: undefined,
            narration: undefined,
            queue_if_low_balance: undefined,
          }),
        )
      ).body,
    ).toMatchObject({ reference_id: null, narration: null, status: 'processing' });
    await fake.flushWebhooks();
    expect(eventNames()).toEqual(['payout.initiated', 'payout.initiated']);
    expect(received[0].body.payload.payout?.entity).toEqual(made.body);
  });

  it('needs an X-Payout-Idempotency key of 4–36 letters, digits, hyphens, underscores and spaces', async () => {
    const { bank } = await payeeAccounts();
    const body = payoutBody(bank);
    expect(await post('/v1/payouts', body)).toEqual(fieldRefused('X-Payout-Idempotency', E.idempotencyKey));
    expect(await post('/v1/payouts', body, { 'X-Payout-Idempotency': '' })).toEqual(
      fieldRefused('X-Payout-Idempotency', E.idempotencyKey),
    );
    for (const key of ['abc', 'k'.repeat(37), 'key/1', 'key.1', 'key*1'])
      expect(await payout(body, key), key).toEqual(
        fieldRefused('X-Payout-Idempotency', E.idempotencyKeyInvalid),
      );
    expect(fake.payouts.size).toBe(0);
    // Header names are case-insensitive.
    for (const [header, key] of [
      ['x-payout-idempotency', 'abcd'],
      ['X-PAYOUT-IDEMPOTENCY', 'k'.repeat(36)],
      ['X-Payout-Idempotency', '53cda91c-8f81-4e77-bbb9 7388f4ac_bf4'],
    ])
      expect((await post('/v1/payouts', body, { [header]: key })).status, key).toBe(200);
    expect(fake.payouts.size).toBe(3);
  });

  it('answers the same payout for the same key and body, and refuses the key with another body', async () => {
    const { bank } = await payeeAccounts();
    const body = payoutBody(bank);
    const first = await payout(body, 'collably-payout-1');
    // The same body with its keys in another order is the same body.
    const reordered = Object.fromEntries(Object.entries(body).reverse());
    const again = await post('/v1/payouts', JSON.stringify(reordered), {
      'X-Payout-Idempotency': 'collably-payout-1',
    });
    expect(again).toEqual(first);
    expect(fake.payouts.size).toBe(1);
    expect(await payout({ ...body, amount: 149_001 }, 'collably-payout-1')).toEqual(
      fieldRefused('X-Payout-Idempotency', E.idempotencyMismatch),
    );
    expect(await payout({ ...body, narration: undefined }, 'collably-payout-1')).toEqual(
      fieldRefused('X-Payout-Idempotency', E.idempotencyMismatch),
    );
    // The answer is the payout as it is now.
    fake.settlePayout(first.body.id, 'processed', { utr: 'UTR1' });
    expect((await payout(body, 'collably-payout-1')).body).toMatchObject({
      status: 'processed',
      utr: 'UTR1',
    });
    // Another key is another payout, even of the same body.
    expect((await payout(body, 'collably-payout-2')).body.id).not.toBe(first.body.id);
    expect(fake.payoutsByReference('PAYOUT-000001')).toHaveLength(2);
  });

  it('refuses a key whose request was refused, for good, even with a corrected body', async () => {
    const { bank } = await payeeAccounts();
    const refusal = fieldRefused('amount', E.amountMinimum('INR'));
    expect(await payout(payoutBody(bank, { amount: 99 }), 'key-refused')).toEqual(refusal);
    expect(await payout(payoutBody(bank, { amount: 99 }), 'key-refused')).toEqual(refusal);
    expect(await payout(payoutBody(bank), 'key-refused')).toEqual(refusal);
    expect(fake.payouts.size).toBe(0);
    expect((await payout(payoutBody(bank), 'key-fresh')).status).toBe(200);
    // A bad key or a 500 is not a refusal of the body: the key stays free.
    fake.failNextPayout();
    expect((await payout(payoutBody(bank, { reference_id: 'P-2' }), 'key-after-500')).status).toBe(500);
    expect((await payout(payoutBody(bank, { reference_id: 'P-2' }), 'key-after-500')).status).toBe(200);
  });

  it('refuses each field RazorpayX refuses, naming it, and makes nothing', async () => {
    const { bank, vpa } = await payeeAccounts();
    const cases: [Record<string, unknown>, string, string][] = [
      [{ account_number: undefined }, 'account_number', E.accountNumberRequired],
      [{ account_number: '' }, 'account_number', E.accountNumberRequired],
      [{ account_number: 7878780080316316 }, 'account_number', E.accountNumberRequired],
      [{ fund_account_id: undefined }, 'fund_account_id', E.fundAccountIdRequired],
      [{ fund_account_id: 'fa_unknown' }, 'fund_account_id', E.fundAccountMissing],
      [{ amount: undefined }, 'amount', E.amountRequired],
      [{ amount: 99 }, 'amount', 'The amount must be atleast INR 1.00'],
      [{ amount: 1000.5 }, 'amount', E.amountInteger],
      [{ amount: '1000' }, 'amount', E.amountInteger],
      [{ currency: undefined }, 'currency', E.currencyRequired],
      [{ currency: 'USD' }, 'currency', E.payoutCurrency],
      [{ mode: undefined }, 'mode', E.modeRequired],
      [{ mode: 'imps' }, 'mode', E.modeInvalid],
      [{ mode: 'card' }, 'mode', E.modeInvalid],
      [{ mode: 'UPI' }, 'mode', E.modeForAccount('UPI', 'bank_account')],
      [{ fund_account_id: vpa }, 'mode', E.modeForAccount('IMPS', 'vpa')],
      [
        { fund_account_id: vpa, mode: 'NEFT' },
        'mode',
        'The mode NEFT is not supported for fund account type vpa.',
      ],
      [{ amount: 50_000_001 }, 'amount', 'The amount for mode IMPS must be at most INR 5,00,000.'],
      [{ fund_account_id: vpa, mode: 'UPI', amount: 10_000_001 }, 'amount', E.modeMaximum('UPI', '1,00,000')],
      [
        { mode: 'RTGS', amount: 19_999_999 },
        'amount',
        'The amount for mode RTGS must be at least INR 2,00,000.',
      ],
      [{ purpose: undefined }, 'purpose', E.purposeRequired],
      [{ purpose: 'bonus' }, 'purpose', E.purposeInvalid],
      [{ purpose: 'Payout' }, 'purpose', E.purposeInvalid],
      [{ narration: 'n'.repeat(31) }, 'narration', E.narrationInvalid],
      [{ narration: 'Collably-payout' }, 'narration', E.narrationInvalid],
      [{ narration: 'Payout #42' }, 'narration', E.narrationInvalid],
      [{ reference_id: 'r'.repeat(41) }, 'reference_id', E.referenceIdLength],
      [{ queue_if_low_balance: 'yes' }, 'queue_if_low_balance', E.queueIfLowBalanceInvalid],
      [{ queue_if_low_balance: 1 }, 'queue_if_low_balance', E.queueIfLowBalanceInvalid],
    ];
    for (const [fields, field, description] of cases)
      expect(await payout(payoutBody(bank, fields)), JSON.stringify(fields)).toEqual(
        fieldRefused(field, description),
      );
    expect(await payout(payoutBody(bank, { notes: { a: 'v'.repeat(257) } }))).toEqual(
      refused(E.notesValueLength),
    );
    expect(fake.payouts.size).toBe(0);
    await fake.flushWebhooks();
    expect(eventNames()).toEqual([]);
  });

  it('takes each mode to its own fund account type, within its limits', async () => {
    const { bank, vpa } = await payeeAccounts();
    const made = async (fields: Record<string, unknown>) => {
      const res = await payout(payoutBody(bank, fields));
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      return res.body as FakePayout;
    };
    expect(await made({ amount: 100 })).toMatchObject({ amount: 100, mode: 'IMPS' });
    expect(await made({ amount: RAZORPAYX_LIMITS.impsMaxPaise })).toMatchObject({ amount: 50_000_000 });
    expect(await made({ mode: 'NEFT', amount: 100_000_000 })).toMatchObject({ mode: 'NEFT' });
    expect(await made({ mode: 'RTGS', amount: 20_000_000 })).toMatchObject({ mode: 'RTGS' });
    expect(await made({ fund_account_id: vpa, mode: 'UPI', amount: 10_000_000 })).toMatchObject({
      mode: 'UPI',
      fund_account_id: vpa,
    });
    for (const purpose of ['refund', 'cashback', 'payout', 'salary', 'utility bill', 'vendor bill'])
      expect((await made({ purpose })).purpose).toBe(purpose);
    expect((await made({ narration: 'Collably wallet withdrawal' })).narration).toBe(
      'Collably wallet withdrawal',
    );
    expect(
      (await made({ narration: 'n'.repeat(30), reference_id: 'r'.repeat(40) })).reference_id,
    ).toHaveLength(40);
    expect((await made({ queue_if_low_balance: false })).status).toBe('processing');
  });

  it('takes its own UPI limit', async () => {
    const strict = await startFakeRazorpay(KEY_ID, KEY_SECRET, 0, { upiMaxPaise: 2_500_000 });
    const was = fake;
    fake = strict;
    try {
      expect(strict.upiMaxPaise).toBe(2_500_000);
      const { vpa } = await payeeAccounts();
      const upi = (amount: number) => payout(payoutBody(vpa, { mode: 'UPI', amount }));
      expect(await upi(2_500_001)).toEqual(
        fieldRefused('amount', 'The amount for mode UPI must be at most INR 25,000.'),
      );
      expect((await upi(2_500_000)).status).toBe(200);
    } finally {
      fake = was;
      await strict.close();
    }
  });
});

describe('the fake RazorpayX: payout states', () => {
  it('queues new payouts when told the balance is low, and refuses them without queue_if_low_balance', async () => {
    const { bank } = await payeeAccounts();
    expect((await control('/settings', { initialPayoutStatus: 'queued' })).body).toMatchObject({
      initialPayoutStatus: 'queued',
    });
    const queued = await payout(payoutBody(bank));
    expect(queued.body).toMatchObject({
      status: 'queued',
      status_details: { source: 'business', reason: 'low_balance' },
    });
    expect(await payout(payoutBody(bank, { queue_if_low_balance: false }))).toEqual(refused(E.lowBalance));
    expect(await payout(payoutBody(bank, { queue_if_low_balance: undefined }))).toEqual(
      refused(E.lowBalance),
    );
    fake.setInitialPayoutStatus('processing');
    expect((await payout(payoutBody(bank, { queue_if_low_balance: false }))).body.status).toBe('processing');
    // Funds arrive: queued → processing → processed.
    expect(fake.settlePayout(queued.body.id, 'processing')).toMatchObject({ status: 'processing' });
    expect(fake.settlePayout(queued.body.id, 'processed')).toMatchObject({ status: 'processed' });
    await fake.flushWebhooks();
    expect(eventNames()).toEqual([
      'payout.queued',
      'payout.initiated',
      'payout.initiated',
      'payout.updated',
      'payout.processed',
      'payout.updated',
    ]);

    const option = await startFakeRazorpay(KEY_ID, KEY_SECRET, 0, { initialPayoutStatus: 'queued' });
    try {
      expect((await settingsOf(option.url)).initialPayoutStatus).toBe('queued');
    } finally {
      await option.close();
    }
  });

  it('cancels only a queued payout (POST or PATCH /v1/payouts/{id}/cancel)', async () => {
    const { bank } = await payeeAccounts();
    fake.setInitialPayoutStatus('queued');
    const queued = (await payout(payoutBody(bank))).body as FakePayout;
    fake.setInitialPayoutStatus('processing');
    const processing = (await payout(payoutBody(bank))).body as FakePayout;
    expect(await post(`/v1/payouts/${processing.id}/cancel`, {})).toEqual(refused(E.cancelNotQueued));
    expect((await post(`/v1/payouts/${queued.id}/cancel`, {})).body).toMatchObject({
      status: 'cancelled',
      status_details: { reason: 'payout_cancelled' },
    });
    expect(await post(`/v1/payouts/${queued.id}/cancel`, {})).toEqual(refused(E.cancelNotQueued));
    expect(await call('PATCH', `/v1/payouts/${queued.id}/cancel`)).toEqual(refused(E.cancelNotQueued));
    expect(await post('/v1/payouts/pout_unknown/cancel', {})).toEqual(refused(E.missingId));
  });

  it('settles a payout: processed with a UTR and fees, reversed only once processed', async () => {
    const { bank } = await payeeAccounts();
    const { id } = (await payout(payoutBody(bank))).body as FakePayout;
    expect(() => fake.settlePayout(id, 'reversed')).toThrow(E.payoutTransition('processing', 'reversed'));
    expect(() => fake.settlePayout(id, 'cancelled')).toThrow('A processing payout cannot become cancelled');
    expect(fake.settlePayout(id, 'processed', { fees: 590, tax: 90 })).toMatchObject({
      status: 'processed',
      utr: expect.stringMatching(/^FAKEUTR\d{9}$/),
      fees: 590,
      tax: 90,
      status_details: { reason: 'payout_processed', source: 'beneficiary_bank' },
    });
    expect(() => fake.settlePayout(id, 'failed')).toThrow(E.payoutTransition('processed', 'failed'));
    const reversed = await control(`/payouts/${id}`, {
      status: 'reversed',
      failure_reason: 'Account frozen',
    });
    expect(reversed.body).toMatchObject({
      status: 'reversed',
      failure_reason: 'Account frozen',
      fees: 590,
      status_details: { description: 'Account frozen', reason: 'beneficiary_bank_reversed' },
    });
    // Final: it moves no more.
    for (const status of ['processed', 'failed', 'processing'])
      expect(await control(`/payouts/${id}`, { status })).toEqual({
        status: 400,
        body: { error: { code: 'BAD_REQUEST_ERROR', description: E.payoutTransition('reversed', status) } },
      });
    expect((await control(`/payouts/${id}`, { status: 'paid' })).status).toBe(400);
    expect(await control('/payouts/pout_unknown', { status: 'failed' })).toEqual(refused(E.missingId));
    expect(fake.settlePayout('pout_unknown', 'failed')).toBeNull();

    // A UTR given is kept; a failure's reason is its status details' description.
    const other = (await payout(payoutBody(bank))).body as FakePayout;
    expect(fake.settlePayout(other.id, 'processed', { utr: 'UTR123456789' })?.utr).toBe('UTR123456789');
    const failed = (await payout(payoutBody(bank))).body as FakePayout;
    expect(fake.settlePayout(failed.id, 'failed')).toMatchObject({
      status: 'failed',
      failure_reason: null,
      utr: null,
      status_details: { description: 'Payout failed at the beneficiary bank', source: 'beneficiary_bank' },
    });
  });

  it('moves a pending payout (approval workflow) to rejected or cancelled, and not a processing one', async () => {
    const { bank } = await payeeAccounts();
    fake.setInitialPayoutStatus('queued');
    const a = (await payout(payoutBody(bank))).body as FakePayout;
    const b = (await payout(payoutBody(bank))).body as FakePayout;
    fake.setInitialPayoutStatus('processing');
    const c = (await payout(payoutBody(bank))).body as FakePayout;
    expect(fake.settlePayout(a.id, 'rejected', { failure_reason: 'Rejected by Asha' })).toMatchObject({
      status: 'rejected',
      status_details: { description: 'Rejected by Asha', source: 'business' },
    });
    expect(fake.settlePayout(b.id, 'pending')?.status).toBe('pending');
    expect(fake.settlePayout(b.id, 'cancelled')?.status).toBe('cancelled');
    expect(() => fake.settlePayout(c.id, 'rejected')).toThrow(E.payoutTransition('processing', 'rejected'));
    expect(() => fake.settlePayout(c.id, 'pending')).toThrow(E.payoutTransition('processing', 'pending'));
    await fake.flushWebhooks();
    expect(received.map((r) => [r.body.event, r.body.payload.payout?.entity.status])).toEqual([
      ['payout.queued', 'queued'],
      ['payout.queued', 'queued'],
      ['payout.initiated', 'processing'],
      ['payout.rejected', 'rejected'],
      ['payout.updated', 'rejected'],
      ['payout.pending', 'pending'],
      ['payout.updated', 'pending'],
      ['payout.updated', 'cancelled'],
    ]);
  });
});

describe('the fake RazorpayX: fetching payouts', () => {
  it('lists an account’s payouts by reference id, fund account and status, newest first', async () => {
    const { bank, vpa } = await payeeAccounts();
    const first = (await payout(payoutBody(bank, { reference_id: 'W-1' }))).body as FakePayout;
    const second = (await payout(payoutBody(bank, { reference_id: 'W-1', amount: 200 }))).body as FakePayout;
    const upi = (await payout(payoutBody(vpa, { mode: 'UPI', reference_id: 'W-2' }))).body as FakePayout;
    const elsewhere = (
      await payout(payoutBody(bank, { account_number: '2323230000000001', reference_id: 'W-1' }))
    ).body as FakePayout;
    const ids = async (query: string) => {
      const res = await listPayouts(query);
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      expect(res.body.entity).toBe('collection');
      expect(res.body.count).toBe(res.body.items.length);
      return (res.body.items as FakePayout[]).map((p) => p.id);
    };
    expect(await ids(`account_number=${ACCOUNT_NUMBER}`)).toEqual([upi.id, second.id, first.id]);
    expect(await ids(`account_number=${ACCOUNT_NUMBER}&reference_id=W-1`)).toEqual([second.id, first.id]);
    expect(await ids('account_number=2323230000000001&reference_id=W-1')).toEqual([elsewhere.id]);
    expect(await ids(`account_number=${ACCOUNT_NUMBER}&reference_id=W-3`)).toEqual([]);
    expect(await ids(`account_number=${ACCOUNT_NUMBER}&fund_account_id=${vpa}`)).toEqual([upi.id]);
    fake.settlePayout(first.id, 'processed');
    expect(await ids(`account_number=${ACCOUNT_NUMBER}&status=processed`)).toEqual([first.id]);
    expect(await ids(`account_number=${ACCOUNT_NUMBER}&reference_id=W-1&status=processing`)).toEqual([
      second.id,
    ]);
    expect(await ids(`account_number=${ACCOUNT_NUMBER}&count=2`)).toEqual([upi.id, second.id]);
    expect(await ids(`account_number=${ACCOUNT_NUMBER}&count=2&skip=2`)).toEqual([first.id]);
    expect(await listPayouts('reference_id=W-1')).toEqual(
      fieldRefused('account_number', E.accountNumberRequired),
    );
    expect(await listPayouts(`account_number=${ACCOUNT_NUMBER}&count=101`)).toEqual(
      fieldRefused('count', E.countInvalid),
    );
    expect(await listPayouts(`account_number=${ACCOUNT_NUMBER}&count=0`)).toEqual(
      fieldRefused('count', E.countInvalid),
    );
    expect(await listPayouts(`account_number=${ACCOUNT_NUMBER}&skip=-1`)).toEqual(
      fieldRefused('skip', E.skipInvalid),
    );
    // The listed entity is the payout as fetched by id.
    const listed = (await listPayouts(`account_number=${ACCOUNT_NUMBER}&reference_id=W-2`)).body.items[0];
    expect(listed).toEqual((await call('GET', `/v1/payouts/${upi.id}`)).body);
    expect(fake.payoutsByReference('W-1').map((p) => p.id)).toEqual([first.id, second.id, elsewhere.id]);
    expect(fake.payoutsByReference('W-9')).toEqual([]);
  });
});

describe('the fake RazorpayX: payouts by time, page and charge', () => {
  it('lists an account’s payouts created between from and to, newest first, checking each as RazorpayX does', async () => {
    const { bank } = await payeeAccounts();
    const first = (await payout(payoutBody(bank))).body as FakePayout;
    atSecond(60);
    const second = (await payout(payoutBody(bank, { reference_id: 'W-2' }))).body as FakePayout;
    atSecond(120);
    const third = (await payout(payoutBody(bank))).body as FakePayout;
    const ids = async (query: string) =>
      ((await listPayouts(`account_number=${ACCOUNT_NUMBER}&${query}`)).body.items as FakePayout[]).map(
        (p) => p.id,
      );
    expect(await ids(`from=${s0 + 60}&to=${s0 + 120}`)).toEqual([third.id, second.id]);
    expect(await ids(`from=${s0 + 61}`)).toEqual([third.id]);
    expect(await ids(`to=${s0 + 59}`)).toEqual([first.id]);
    expect(await ids(`from=${s0 + 60}&to=${s0 + 60}&reference_id=PAYOUT-000001`)).toEqual([]);
    expect(await ids(`from=${s0}&reference_id=PAYOUT-000001`)).toEqual([third.id, first.id]);
    expect(await listPayouts(`from=${s0}&to=${s0 + 120}`)).toEqual(
      fieldRefused('account_number', E.accountNumberRequired),
    );
    const account = `account_number=${ACCOUNT_NUMBER}`;
    expect(await listPayouts(`${account}&from=today`)).toEqual(fieldRefused('from', E.fromInvalid));
    expect(await listPayouts(`${account}&to=1.5`)).toEqual(fieldRefused('to', E.toInvalid));
    expect(await listPayouts(`${account}&from=${s0 + 1}&to=${s0}`)).toEqual(
      fieldRefused('from', E.fromAfterTo),
    );
    expect(await listPayouts(`${account}&skip=x`)).toEqual(fieldRefused('skip', E.skipInvalid));
  });

  it('pages 101 payouts as a page of 100 and a page of 1', async () => {
    const { bank } = await payeeAccounts();
    const made: string[] = [];
    for (let i = 0; i < 101; i++) made.unshift(((await payout(payoutBody(bank))).body as FakePayout).id);
    const ids = async (query: string) =>
      ((await listPayouts(`account_number=${ACCOUNT_NUMBER}&${query}`)).body.items as FakePayout[]).map(
        (p) => p.id,
      );
    expect(await ids('')).toEqual(made.slice(0, 10));
    expect(await ids('count=100')).toEqual(made.slice(0, 100));
    expect(await ids('count=100&skip=100')).toEqual(made.slice(100));
    expect(await ids(`from=${s0}&to=${s0}&count=100&skip=100`)).toEqual(made.slice(100));
  });

  it('charges payouts as told: as they reach processing or processed, none when they fail, kept when reversed', async () => {
    const { bank } = await payeeAccounts();
    const fresh = async () => (await payout(payoutBody(bank))).body as FakePayout;
    // By default nothing, until a test gives it.
    const free = await fresh();
    expect(fake.settlePayout(free.id, 'processed')).toMatchObject({ fees: 0, tax: 0 });

    fake.setPayoutCharges({ fees: 590, tax: 90 });
    const paid = await fresh();
    expect(paid).toMatchObject({ status: 'processing', fees: 590, tax: 90 });
    expect(await listPayouts(`account_number=${ACCOUNT_NUMBER}&count=1`)).toMatchObject({
      body: { items: [paid] },
    });
    expect(fake.settlePayout(paid.id, 'processed')).toMatchObject({ fees: 590, tax: 90 });
    expect(fake.settlePayout(paid.id, 'reversed')).toMatchObject({ status: 'reversed', fees: 590, tax: 90 });
    expect(fake.settlePayout((await fresh()).id, 'failed')).toMatchObject({ fees: 0, tax: 0 });
    // What a test gives wins.
    expect(fake.settlePayout((await fresh()).id, 'processed', { fees: 1_180, tax: 180 })).toMatchObject({
      fees: 1_180,
      tax: 180,
    });
    // Queued: nothing yet; charged as it is processed; nothing once cancelled or rejected.
    fake.setInitialPayoutStatus('queued');
    const queued = await fresh();
    expect(queued).toMatchObject({ status: 'queued', fees: 0, tax: 0 });
    expect(fake.settlePayout(queued.id, 'processed')).toMatchObject({ fees: 590, tax: 90 });
    expect((await call('POST', `/v1/payouts/${(await fresh()).id}/cancel`)).body).toMatchObject({
      status: 'cancelled',
      fees: 0,
      tax: 0,
    });
    const pending = await fresh();
    fake.settlePayout(pending.id, 'pending');
    expect(fake.settlePayout(pending.id, 'rejected')).toMatchObject({ fees: 0, tax: 0 });
    fake.setInitialPayoutStatus('processing');

    // Through the settings, and as an option.
    expect((await control('/settings', { payoutCharges: { fees: 300, tax: 46 } })).body).toMatchObject({
      payoutCharges: { fees: 300, tax: 46 },
    });
    expect(await fresh()).toMatchObject({ fees: 300, tax: 46 });
    expect((await control('/settings', { payoutCharges: null })).body).toMatchObject({ payoutCharges: null });
    expect(await fresh()).toMatchObject({ fees: 0, tax: 0 });
    const charging = await startFakeRazorpay(KEY_ID, KEY_SECRET, 0, {
      payoutCharges: { fees: 590, tax: 90 },
    });
    try {
      expect((await settingsOf(charging.url)).payoutCharges).toEqual({ fees: 590, tax: 90 });
    } finally {
      await charging.close();
    }
  });
});

describe('the fake RazorpayX: failures for tests', () => {
  it('fails the next payout with a 500, making nothing; a retry under the same key makes it', async () => {
    const { bank } = await payeeAccounts();
    fake.failNextPayout();
    expect(await payout(payoutBody(bank), 'key-a')).toEqual({
      status: 500,
      body: { error: { code: 'SERVER_ERROR', description: E.server } },
    });
    expect(fake.payouts.size).toBe(0);
    expect((await payout(payoutBody(bank), 'key-a')).status).toBe(200);
    expect(fake.payouts.size).toBe(1);
  });

  it('loses the next payout’s answer: made, answered with a 500; the retry under its key answers it', async () => {
    const { bank } = await payeeAccounts();
    fake.loseNextPayoutAnswer();
    // A refused payout is not the one whose answer is lost.
    expect((await payout(payoutBody(bank, { amount: 1 }))).status).toBe(400);
    expect(await payout(payoutBody(bank), 'key-lost')).toEqual({
      status: 500,
      body: { error: { code: 'SERVER_ERROR', description: E.gatewayTimeout } },
    });
    const [made] = fake.payoutsByReference('PAYOUT-000001');
    expect(made).toMatchObject({ status: 'processing', amount: 149_000 });
    const retry = await payout(payoutBody(bank), 'key-lost');
    expect(retry).toEqual({ status: 200, body: made });
    expect(fake.payouts.size).toBe(1);
    // Found by its reference too, as a client without the key would look for it.
    expect(
      (await listPayouts(`account_number=${ACCOUNT_NUMBER}&reference_id=PAYOUT-000001`)).body.items,
    ).toEqual([made]);
    expect((await payout(payoutBody(bank, { reference_id: 'P-2' }))).status).toBe(200);
  });

  it('answers a payout late when told, with the payout made (and its webhook sent) before the answer', async () => {
    const { bank } = await payeeAccounts();
    fake.setPayoutLatency(300);
    const started = Date.now();
    const answer = payout(payoutBody(bank), 'key-slow');
    await expect.poll(() => fake.payouts.size, { interval: 10 }).toBe(1);
    await fake.flushWebhooks();
    expect(eventNames()).toEqual(['payout.initiated']);
    // A retry while the first answer is on its way answers at once, with the same payout.
    const retry = await payout(payoutBody(bank), 'key-slow');
    expect(Date.now() - started).toBeLessThan(300);
    const first = await answer;
    expect(Date.now() - started).toBeGreaterThanOrEqual(300);
    expect(first).toEqual(retry);
    expect(fake.payouts.size).toBe(1);
    // A refusal is not slowed; the control sets it too, and 0 turns it off.
    expect((await control('/settings', { payoutLatencyMs: 0 })).body.payoutLatencyMs).toBe(0);
    const quick = Date.now();
    expect((await payout(payoutBody(bank, { reference_id: 'P-2' }))).status).toBe(200);
    expect(Date.now() - quick).toBeLessThan(300);
    const option = await startFakeRazorpay(KEY_ID, KEY_SECRET, 0, { payoutLatencyMs: 50 });
    try {
      expect((await settingsOf(option.url)).payoutLatencyMs).toBe(50);
    } finally {
      await option.close();
    }
  });
});

describe('the fake RazorpayX: payout webhooks', () => {
  it('posts an event for each status, then payout.updated, signed, with the payout as it was', async () => {
    const { bank } = await payeeAccounts();
    const { id } = (await payout(payoutBody(bank))).body as FakePayout;
    fake.settlePayout(id, 'processed', { utr: 'UTR1', fees: 590, tax: 90 });
    fake.settlePayout(id, 'processed', { utr: 'UTR1' }); // nothing changes: nothing posted
    fake.settlePayout(id, 'processed', { fees: 600 }); // a change of the entity alone: payout.updated
    await control(`/payouts/${id}`, { status: 'reversed', failure_reason: 'Account frozen' });
    await fake.flushWebhooks();
    expect(received.map((r) => [r.body.event, r.body.payload.payout?.entity.status])).toEqual([
      ['payout.initiated', 'processing'],
      ['payout.processed', 'processed'],
      ['payout.updated', 'processed'],
      ['payout.updated', 'processed'],
      ['payout.reversed', 'reversed'],
      ['payout.updated', 'reversed'],
    ]);
    for (const r of received) {
      expect(r.headers['x-razorpay-signature']).toBe(hmac(r.raw, WEBHOOK_SECRET));
      expect(r.headers['x-razorpay-event-id']).toMatch(/^evt_/);
    }
    expect(received[1].body).toEqual({
      entity: 'event',
      account_id: 'acc_fake',
      event: 'payout.processed',
      contains: ['payout'],
      payload: {
        payout: {
          entity: expect.objectContaining({ id, status: 'processed', utr: 'UTR1', fees: 590, tax: 90 }),
        },
      },
      created_at: START / 1000,
    });
    expect(received[3].body.payload.payout?.entity.fees).toBe(600);
    expect(received[4].body.payload.payout?.entity).toMatchObject({ failure_reason: 'Account frozen' });
  });

  it('posts payout events to RazorpayX’s own webhook, with its own secret, when it has one', async () => {
    const payoutHooks: Received[] = [];
    fake.setPayoutWebhook({
      secret: 'razorpayx-secret',
      retryDelayMs: 1,
      deliver: async (raw, headers) => {
        payoutHooks.push({ raw, headers, body: JSON.parse(raw) as FakeWebhookEvent['body'] });
        return { status: 200 };
      },
    });
    const { bank } = await payeeAccounts();
    const { id } = (await payout(payoutBody(bank))).body as FakePayout;
    fake.pay((await newOrder()).id, 'failed');
    fake.settlePayout(id, 'failed', { failure_reason: 'Invalid IFSC' });
    await fake.flushWebhooks();
    expect(eventNames()).toEqual(['payment.failed']);
    expect(payoutHooks.map((h) => h.body.event)).toEqual([
      'payout.initiated',
      'payout.failed',
      'payout.updated',
    ]);
    for (const h of payoutHooks)
      expect(h.headers['x-razorpay-signature']).toBe(hmac(h.raw, 'razorpayx-secret'));
    // Without its own, RazorpayX's events go to the one webhook again.
    fake.setPayoutWebhook(null);
    await payout(payoutBody(bank, { reference_id: 'P-2' }));
    await fake.flushWebhooks();
    expect(eventNames()).toEqual(['payment.failed', 'payout.initiated']);

    const both = await startFakeRazorpay(KEY_ID, KEY_SECRET, 0, {
      payoutWebhook: {
        secret: 'x',
        deliver: async (raw) => {
          payoutHooks.push({ raw, headers: {}, body: JSON.parse(raw) as FakeWebhookEvent['body'] });
        },
      },
    });
    try {
      both.settlePayout('pout_unknown', 'processed');
      expect(both.events).toEqual([]);
    } finally {
      await both.close();
    }
  });

  it('holds payout events, then delivers them twice each and out of order', async () => {
    const { bank } = await payeeAccounts();
    fake.holdWebhooks();
    const { id } = (await payout(payoutBody(bank))).body as FakePayout;
    fake.settlePayout(id, 'processed', { utr: 'UTR9' });
    await fake.flushWebhooks();
    expect(received).toEqual([]);
    expect(await fake.releaseWebhooks({ duplicate: true, shuffle: true, seed: 3 })).toHaveLength(6);
    expect([...eventNames()].sort()).toEqual([
      'payout.initiated',
      'payout.initiated',
      'payout.processed',
      'payout.processed',
      'payout.updated',
      'payout.updated',
    ]);
    expect(new Set(received.map((r) => r.headers['x-razorpay-event-id'])).size).toBe(3);
    expect(eventNames()).not.toEqual([
      'payout.initiated',
      'payout.initiated',
      'payout.processed',
      'payout.processed',
      'payout.updated',
      'payout.updated',
    ]);
  });
});

describe('the fake Razorpay as a process (fake-razorpay-server.ts)', () => {
  /** A receiver of webhooks on any path, and the fake started as a process with `env`. */
  const run = async (
    env: (receiverUrl: string) => Record<string, string>,
    body: (url: string, hooks: (Received & { path: string })[]) => Promise<void>,
  ) => {
    const hooks: (Received & { path: string })[] = [];
    const receiver = createServer((req, res) => {
      let raw = '';
      req.on('data', (chunk: Buffer) => (raw += chunk.toString('utf8')));
      req.on('end', () => {
        hooks.push({
          path: req.url ?? '',
          raw,
          headers: req.headers as Record<string, string>,
          body: JSON.parse(raw) as FakeWebhookEvent['body'],
        });
        res.writeHead(200).end('{}');
      });
    });
    await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
    const receiverUrl = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}`;
    const child = spawn(
      process.execPath,
      ['--import', 'tsx', fileURLToPath(new URL('./fake-razorpay-server.ts', import.meta.url))],
      {
        env: {
          ...process.env,
          RAZORPAY_KEY_ID: KEY_ID,
          RAZORPAY_KEY_SECRET: KEY_SECRET,
          FAKE_RAZORPAY_PORT: '0',
          ...env(receiverUrl),
        },
        stdio: ['ignore', 'pipe', 'inherit'],
      },
    );
    try {
      const url = await new Promise<string>((resolve, reject) => {
        let out = '';
        child.stdout.on('data', (chunk: Buffer) => {
          out += chunk.toString('utf8');
          const found = /fake Razorpay on (\S+)/.exec(out);
          if (found) resolve(found[1]);
        });
        child.on('exit', (code) => reject(new Error(`fake Razorpay exited with ${code}`)));
      });
      await body(url, hooks);
    } finally {
      child.kill();
      await new Promise<void>((resolve) => receiver.close(() => resolve()));
    }
  };
  const api = async (url: string, path: string, body: unknown, headers: Record<string, string> = {}) => {
    const res = await fetch(`${url}${path}`, {
      method: 'POST',
      headers: {
        authorization: `Basic ${Buffer.from(`${KEY_ID}:${KEY_SECRET}`).toString('base64')}`,
        'content-type': 'application/json',
        ...headers,
      },
      body: JSON.stringify(body),
    });
    return (await res.json()) as { id: string };
  };
  /** A contact, its UPI ID and a payout to it: the payout's events follow. */
  const payOut = async (url: string) => {
    const contact = await api(url, '/v1/contacts', { name: 'Priya Sharma' });
    const account = await api(url, '/v1/fund_accounts', {
      contact_id: contact.id,
      account_type: 'vpa',
      vpa: { address: 'priya@okicici' },
    });
    await api(url, '/v1/payouts', payoutBody(account.id, { mode: 'UPI' }), {
      'X-Payout-Idempotency': 'process-key-1',
    });
  };

  it('takes automatic capture and its webhook URL and secret from the environment', async () => {
    await run(
      (receiverUrl) => ({
        FAKE_RAZORPAY_AUTO_CAPTURE: '1',
        FAKE_RAZORPAY_WEBHOOK_URL: `${receiverUrl}/hook`,
        FAKE_RAZORPAY_WEBHOOK_SECRET: WEBHOOK_SECRET,
      }),
      async (url, hooks) => {
        const { id } = await api(url, '/v1/orders', { amount: 50_000, currency: 'INR' });
        await fetch(`${url}/__control/payments`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ orderId: id }),
        });
        await expect.poll(() => hooks.length).toBe(3);
        expect(hooks.map((h) => h.body.event)).toEqual([
          'payment.authorized',
          'payment.captured',
          'order.paid',
        ]);
        for (const h of hooks) expect(h.headers['x-razorpay-signature']).toBe(hmac(h.raw, WEBHOOK_SECRET));
        // With no RazorpayX webhook of its own, payout events go the same way, signed the same.
        await payOut(url);
        await expect.poll(() => hooks.length).toBe(4);
        expect(hooks[3]).toMatchObject({ path: '/hook', body: { event: 'payout.initiated' } });
        expect(hooks[3].headers['x-razorpay-signature']).toBe(hmac(hooks[3].raw, WEBHOOK_SECRET));
      },
    );
  });

  it('posts payout events to FAKE_RAZORPAYX_WEBHOOK_URL, signed with FAKE_RAZORPAYX_WEBHOOK_SECRET', async () => {
    await run(
      (receiverUrl) => ({
        FAKE_RAZORPAY_WEBHOOK_URL: `${receiverUrl}/hook`,
        FAKE_RAZORPAY_WEBHOOK_SECRET: WEBHOOK_SECRET,
        FAKE_RAZORPAYX_WEBHOOK_URL: `${receiverUrl}/x-hook`,
        FAKE_RAZORPAYX_WEBHOOK_SECRET: 'razorpayx-secret',
      }),
      async (url, hooks) => {
        const { id } = await api(url, '/v1/orders', { amount: 50_000, currency: 'INR' });
        await fetch(`${url}/__control/payments`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ orderId: id, status: 'failed' }),
        });
        await payOut(url);
        await expect.poll(() => hooks.length).toBe(2);
        const byPath = Object.fromEntries(hooks.map((h) => [h.body.event, h]));
        expect(byPath['payment.failed'].path).toBe('/hook');
        expect(byPath['payment.failed'].headers['x-razorpay-signature']).toBe(
          hmac(byPath['payment.failed'].raw, WEBHOOK_SECRET),
        );
        expect(byPath['payout.initiated'].path).toBe('/x-hook');
        expect(byPath['payout.initiated'].headers['x-razorpay-signature']).toBe(
          hmac(byPath['payout.initiated'].raw, 'razorpayx-secret'),
        );
      },
    );
  });
});
