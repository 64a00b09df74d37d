import { spawn } from 'node:child_process';
import { createHmac } from 'node:crypto';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { fileURLToPath } from 'node:url';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  RAZORPAY_CAPTURE_WINDOW_MS,
  RAZORPAY_ERRORS as E,
  WEBHOOK_DELIVERY_ATTEMPTS,
  startFakeRazorpay,
  type FakeOrder,
  type FakePayment,
  type FakeRazorpay,
  type FakeWebhookEvent,
} from './fake-razorpay';

/**
 * The fake Razorpay is only worth its tests if it refuses what Razorpay refuses: these check it against
 * Razorpay's documented rules for pay-in (orders, capture, the capture window, late authorization, refunds) and
 * its webhooks (signed, with an event id kept across retries), over HTTP as the SDK talks to it.
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
      body: { autoCapture: false, refundDuplicatePayments: false },
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

  it('posts payout events when a payout is settled, from the fake or its control', async () => {
    const created = await fetch(`${fake.url}/v1/payouts`, {
      method: 'POST',
      headers: {
        authorization: `Basic ${Buffer.from(`${KEY_ID}:${KEY_SECRET}`).toString('base64')}`,
        'content-type': 'application/json',
        'x-payout-idempotency': 'key-1',
      },
      body: JSON.stringify({ fund_account_id: 'fa_1', amount: 149_000, mode: 'IMPS', reference_id: 'w-1' }),
    });
    const { id } = (await created.json()) as { id: string };
    expect(fake.settlePayout(id, 'processed', { utr: 'UTR1', fees: 590, tax: 90 })).toMatchObject({
      status: 'processed',
      utr: 'UTR1',
      fees: 590,
    });
    expect(
      (await control(`/payouts/${id}`, { status: 'reversed', failure_reason: 'Account frozen' })).body,
    ).toMatchObject({
      status: 'reversed',
      utr: 'UTR1',
      failure_reason: 'Account frozen',
    });
    expect(await control('/payouts/pout_unknown', { status: 'failed' })).toEqual(refused(E.missingId));
    expect(fake.settlePayout('pout_unknown', 'failed')).toBeNull();
    await fake.flushWebhooks();
    expect(
      received.map((r) => [r.body.event, r.body.contains, r.body.payload.payout?.entity.status]),
    ).toEqual([
      ['payout.processed', ['payout'], 'processed'],
      ['payout.reversed', ['payout'], 'reversed'],
    ]);
    for (const r of received) expectSigned(r);
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

describe('the fake Razorpay as a process (fake-razorpay-server.ts)', () => {
  it('takes automatic capture and its webhook URL and secret from the environment', async () => {
    const hooks: Received[] = [];
    const receiver = createServer((req, res) => {
      let raw = '';
      req.on('data', (chunk: Buffer) => (raw += chunk.toString('utf8')));
      req.on('end', () => {
        hooks.push({
          raw,
          headers: req.headers as Record<string, string>,
          body: JSON.parse(raw) as FakeWebhookEvent['body'],
        });
        res.writeHead(200).end('{}');
      });
    });
    await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
    const child = spawn(
      process.execPath,
      ['--import', 'tsx', fileURLToPath(new URL('./fake-razorpay-server.ts', import.meta.url))],
      {
        env: {
          ...process.env,
          RAZORPAY_KEY_ID: KEY_ID,
          RAZORPAY_KEY_SECRET: KEY_SECRET,
          FAKE_RAZORPAY_PORT: '0',
          FAKE_RAZORPAY_AUTO_CAPTURE: '1',
          FAKE_RAZORPAY_WEBHOOK_URL: `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/hook`,
          FAKE_RAZORPAY_WEBHOOK_SECRET: WEBHOOK_SECRET,
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
      const made = await fetch(`${url}/v1/orders`, {
        method: 'POST',
        headers: {
          authorization: `Basic ${Buffer.from(`${KEY_ID}:${KEY_SECRET}`).toString('base64')}`,
          'content-type': 'application/json',
        },
        body: JSON.stringify({ amount: 50_000, currency: 'INR' }),
      });
      const { id } = (await made.json()) as { id: string };
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
    } finally {
      child.kill();
      await new Promise<void>((resolve) => receiver.close(() => resolve()));
    }
  });
});
