import { createHmac, randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { TestApp } from './test-app';

/** The keys and webhook secret the tests give the app and the fake alike. */
export const RAZORPAY_TEST = {
  keyId: 'rzp_test_collably',
  keySecret: 'test-key-secret',
  webhookSecret: 'test-webhook-secret',
} as const;

/** The app's Razorpay settings (config.razorpay) pointed at a fake. */
export const razorpaySettingsFor = (fake: { url: string }) => ({ ...RAZORPAY_TEST, apiUrl: fake.url });

/**
 * Posts a webhook event to the app as Razorpay sends it: signed with the webhook secret, with its id. Waits for
 * the event's handling too, which the app does after answering.
 */
export const postRazorpayWebhook = async (
  t: Pick<TestApp, 'inject' | 'app'>,
  body: unknown,
  eventId: string,
) => {
  const raw = JSON.stringify(body);
  const res = await t.inject({
    method: 'POST',
    url: '/api/payments/razorpay/webhook',
    headers: {
      'content-type': 'application/json',
      'x-razorpay-signature': createHmac('sha256', RAZORPAY_TEST.webhookSecret).update(raw).digest('hex'),
      'x-razorpay-event-id': eventId,
    },
    payload: raw,
  });
  await t.app.paymentWebhooks.idle();
  return res;
};

/**
 * How long Razorpay leaves a payment `authorized` before refunding it by itself: "payments that are not
 * captured within 3 days of creation will be refunded automatically" (Payment Capture Settings; Auto-Refunds
 * gives 3 days as the default capture timeout). Counted from the payment's creation, as Razorpay counts it.
 */
export const RAZORPAY_CAPTURE_WINDOW_MS = 3 * 24 * 60 * 60 * 1000;

/** Attempts of one webhook delivery: the first and three retries (Razorpay retries for 24 hours; tests can't). */
export const WEBHOOK_DELIVERY_ATTEMPTS = 4;

/** The `error.description` of each refusal, as Razorpay words it (HTTP 400 `BAD_REQUEST_ERROR` unless noted). */
export const RAZORPAY_ERRORS = {
  /** 401. */
  authentication: 'Authentication failed',
  missingId: 'The id provided does not exist',
  /** 404. */
  notFound: 'The requested URL was not found',
  amountRequired: 'The amount field is required.',
  amountInteger: 'The amount must be an integer.',
  /** Orders and refunds under 100 of the currency's subunit (₹1.00). */
  amountMinimum: (currency: string) => `The amount must be atleast ${currency} 1.00`,
  currencyRequired: 'The currency field is required.',
  currencyInvalid: 'The currency must be 3 characters.',
  receiptLength: 'receipt: the length must be no more than 40.',
  notesCount: 'notes: the number of keys must be no more than 15.',
  notesValueLength: 'notes: each value must be no more than 256 characters.',
  alreadyCaptured: 'This payment has already been captured',
  captureAmount: 'Capture amount must be equal to the amount authorized',
  captureCurrency: 'Currency should be same as the payment currency',
  notAuthorized: 'Only payments which have been authorized and not yet captured can be captured',
  /** A refund above what is captured and not yet refunded; also a refund of a payment never captured. */
  refundOverCaptured: 'The refund amount provided is greater than amount captured',
  fullyRefunded: 'The payment has been fully refunded already',
  /** The failed payment's `error_description`. */
  declined: 'Payment declined by the bank',
  /** Fake control only: `authorizeLate` of a payment that is not `failed`. */
  notFailed: 'Only a failed payment can be authorized late',
  idempotencyKey: 'Idempotency key missing',
  /** 500 `SERVER_ERROR`. */
  server: 'Something went wrong',
  /** 500 `SERVER_ERROR`: a refund made whose answer is lost. */
  gatewayTimeout: 'Gateway timeout',
} as const;

export type FakeOrder = {
  id: string;
  entity: 'order';
  amount: number;
  amount_paid: number;
  amount_due: number;
  currency: string;
  receipt: string | null;
  offer_id: null;
  status: 'created' | 'attempted' | 'paid';
  attempts: number;
  notes: Record<string, string>;
  created_at: number;
};
export type FakePayout = {
  id: string;
  entity: 'payout';
  fund_account_id: string;
  amount: number;
  mode: string;
  reference_id: string;
  status: 'processing' | 'processed' | 'reversed' | 'failed';
  utr: string | null;
  failure_reason: string | null;
  /** RazorpayX's charge, GST included, and the GST in it (paise); set once charged. */
  fees?: number;
  tax?: number;
};
export type FakePayment = {
  id: string;
  entity: 'payment';
  amount: number;
  currency: string;
  status: 'created' | 'authorized' | 'captured' | 'refunded' | 'failed';
  order_id: string;
  method: string;
  /** True once captured, and still true after a refund; an auto-refunded payment was never captured. */
  captured: boolean;
  amount_refunded: number;
  refund_status: null | 'partial' | 'full';
  international: boolean;
  notes: Record<string, string>;
  error_code: string | null;
  error_description: string | null;
  error_source: string | null;
  error_step: string | null;
  error_reason: string | null;
  created_at: number;
};
export type FakeRefund = {
  id: string;
  entity: 'refund';
  payment_id: string;
  amount: number;
  currency: string;
  receipt: string | null;
  notes: Record<string, string>;
  status: 'pending' | 'processed' | 'failed';
  speed_requested: 'normal';
  speed_processed: 'normal';
  created_at: number;
};

export type RazorpayWebhookEventName =
  | 'payment.authorized'
  | 'payment.captured'
  | 'payment.failed'
  | 'order.paid'
  | 'refund.created'
  | 'refund.processed'
  | 'refund.failed'
  | 'payout.processed'
  | 'payout.reversed'
  | 'payout.failed';

/** An event as Razorpay posts it; `payload` holds a copy of each entity as it was when the event happened. */
export type FakeWebhookEvent = {
  /** Sent as `x-razorpay-event-id`; a retry or duplicate of the event keeps it. */
  id: string;
  event: RazorpayWebhookEventName;
  /** The exact body sent (and signed). */
  rawBody: string;
  body: {
    entity: 'event';
    account_id: string;
    event: RazorpayWebhookEventName;
    contains: ('payment' | 'order' | 'refund' | 'payout')[];
    payload: {
      payment?: { entity: FakePayment };
      order?: { entity: FakeOrder };
      refund?: { entity: FakeRefund };
      payout?: { entity: FakePayout };
    };
    created_at: number;
  };
};

/** Where the fake posts its signed webhooks. */
export type FakeRazorpayWebhook = {
  secret: string;
  /**
   * Sends one delivery. What it resolves to decides success: an object with a numeric `statusCode` (Fastify's
   * inject) or `status` (fetch's Response) counts by that code (2xx delivered, else failed); anything else counts
   * as delivered. A throw is a failed delivery. Failed deliveries are retried, with the same event id.
   */
  deliver: (rawBody: string, headers: Record<string, string>) => Promise<unknown>;
  /** The pause before retry n is n × this (default 10 ms). */
  retryDelayMs?: number;
};

/** One delivery attempt. */
export type WebhookLogEntry = {
  eventId: string;
  event: RazorpayWebhookEventName;
  /** 1 for the first delivery of the event, 2 for its first retry… (a duplicate starts at 1 again). */
  attempt: number;
  /** The receiver's HTTP status; null when the delivery threw. */
  status: number | null;
  ok: boolean;
  error: string | null;
  rawBody: string;
  headers: Record<string, string>;
};

export type FakeRazorpayOptions = {
  /** The fake's clock (default: real time). `advanceClock` moves it further. */
  now?: () => Date;
  /** How long an authorized payment may wait for its capture (default RAZORPAY_CAPTURE_WINDOW_MS). */
  captureWindowMs?: number;
  /** The dashboard's automatic capture (default off: payments stay `authorized` until captured). */
  autoCapture?: boolean;
  /**
   * Razorpay's documented refusal of a second payment: "Duplicate payment on an order that is already in the paid
   * state" is auto-refunded immediately, never captured (Auto-Refunds). Default off, so a test can still make the
   * case its defences are for — a second payment captured on a paid order (under automatic capture, say).
   */
  refundDuplicatePayments?: boolean;
  /** Signed webhooks for every event (default: none delivered; events are still recorded in `events`). */
  webhook?: FakeRazorpayWebhook;
};

export type ReleaseWebhooksOptions = {
  /** In a random order (seeded, so a run repeats itself). */
  shuffle?: boolean;
  /** Each event twice, with the same event id, as Razorpay's retries deliver it. */
  duplicate?: boolean;
  /** All at once instead of one after another, so their handlers race. */
  parallel?: boolean;
  /** The shuffle's seed (default: the next of a fixed sequence). */
  seed?: number;
};

/** A Map that first brings the fake up to its clock, so any read sees lapsed authorizations reversed. */
class SweptMap<K, V> extends Map<K, V> {
  sweep: () => void = () => undefined;
  override get(key: K) {
    this.sweep();
    return super.get(key);
  }
  override has(key: K) {
    this.sweep();
    return super.has(key);
  }
  override values() {
    this.sweep();
    return super.values();
  }
  override keys() {
    this.sweep();
    return super.keys();
  }
  override entries() {
    this.sweep();
    return super.entries();
  }
  override [Symbol.iterator]() {
    this.sweep();
    return super[Symbol.iterator]();
  }
  override forEach(callback: (value: V, key: K, map: Map<K, V>) => void, thisArg?: unknown) {
    this.sweep();
    super.forEach(callback, thisArg);
  }
}

/** A small seeded generator (mulberry32), for shuffles that repeat. */
const seeded = (seed: number) => () => {
  seed = (seed + 0x6d2b79f5) | 0;
  let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
  t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
  return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
};

const statusOf = (answer: unknown): number => {
  if (answer && typeof answer === 'object') {
    const { statusCode, status } = answer as { statusCode?: unknown; status?: unknown };
    if (typeof statusCode === 'number') return statusCode;
    if (typeof status === 'number') return status;
  }
  return 200;
};

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));
const copy = <T>(value: T): T => JSON.parse(JSON.stringify(value)) as T;

class Refusal extends Error {
  constructor(
    readonly statusCode: number,
    readonly description: string,
    readonly code = 'BAD_REQUEST_ERROR',
  ) {
    super(description);
  }
}

const text = (value: unknown) => (typeof value === 'string' ? value : JSON.stringify(value));
/** Razorpay's checks of `notes`: at most 15 keys, each value at most 256 characters. */
const notesOf = (value: unknown): Record<string, string> => {
  if (value === undefined || value === null || Array.isArray(value)) return {};
  if (typeof value !== 'object') throw new Refusal(400, 'notes: must be an object.');
  const entries = Object.entries(value as Record<string, unknown>).map(([k, v]) => [k, text(v)] as const);
  if (entries.length > 15) throw new Refusal(400, RAZORPAY_ERRORS.notesCount);
  if (entries.some(([, v]) => v.length > 256)) throw new Refusal(400, RAZORPAY_ERRORS.notesValueLength);
  return Object.fromEntries(entries);
};
const receiptOf = (value: unknown): string | null => {
  if (value === undefined || value === null) return null;
  const receipt = text(value);
  if (receipt.length > 40) throw new Refusal(400, RAZORPAY_ERRORS.receiptLength);
  return receipt;
};
/** An amount in the currency's subunit: an integer of at least 100. */
const amountOf = (value: unknown, currency: string): number => {
  if (value === undefined || value === null || value === '')
    throw new Refusal(400, RAZORPAY_ERRORS.amountRequired);
  if (typeof value !== 'number' || !Number.isInteger(value))
    throw new Refusal(400, RAZORPAY_ERRORS.amountInteger);
  if (value < 100) throw new Refusal(400, RAZORPAY_ERRORS.amountMinimum(currency));
  return value;
};
const currencyOf = (value: unknown): string => {
  if (value === undefined || value === null || value === '')
    throw new Refusal(400, RAZORPAY_ERRORS.currencyRequired);
  if (typeof value !== 'string' || !/^[A-Z]{3}$/.test(value))
    throw new Refusal(400, RAZORPAY_ERRORS.currencyInvalid);
  return value;
};

/**
 * A local stand-in for the Razorpay REST API (Orders, Payments, Refunds) and RazorpayX (Contacts, Fund
 * Accounts, Payouts), as strict as Razorpay's documentation for pay-in: no test touches the internet. It checks
 * the Basic auth of the keys it was given, validates orders, captures only an authorized payment for exactly its
 * amount and currency, reverses (auto-refunds) an authorization left uncaptured past the capture window, refunds
 * only what was captured, and posts signed webhooks for every change when given somewhere to post them.
 * Refunds stay pending until `settleRefund` (or POST /__control/refunds/{id}) processes or fails them; payouts
 * stay processing until `settlePayout` (or POST /__control/payouts/{id}).
 */
export async function startFakeRazorpay(
  keyId: string,
  keySecret: string,
  listenPort = 0,
  options: FakeRazorpayOptions = {},
) {
  const orders = new SweptMap<string, FakeOrder>();
  const contacts: Record<string, unknown>[] = [];
  const fundAccounts: Record<string, unknown>[] = [];
  const payouts = new Map<string, FakePayout>();
  const payoutsByKey = new Map<string, string>();
  const payments = new SweptMap<string, FakePayment>();
  const refunds = new SweptMap<string, FakeRefund>();
  /** Each payment's creation in milliseconds of the fake's clock: its capture window starts there. */
  const createdMs = new Map<string, number>();
  let next = 0;
  let failNextPayout = false;
  /** The next refund: refused (400), not made (500), or made but its answer lost (a 500 after the fact). */
  let nextRefund: 'normal' | 'refuse' | 'fail' | 'lose-answer' = 'normal';
  const requests: string[] = [];
  const auth = `Basic ${Buffer.from(`${keyId}:${keySecret}`).toString('base64')}`;
  let autoCapture = options.autoCapture ?? false;
  let refundDuplicatePayments = options.refundDuplicatePayments ?? false;
  const captureWindowMs = options.captureWindowMs ?? RAZORPAY_CAPTURE_WINDOW_MS;
  let clockOffsetMs = 0;
  const now = () => new Date((options.now?.() ?? new Date()).getTime() + clockOffsetMs);
  const seconds = () => Math.floor(now().getTime() / 1000);

  // Webhooks.
  let webhook: FakeRazorpayWebhook | null = options.webhook ?? null;
  const events: FakeWebhookEvent[] = [];
  const webhookLog: WebhookLogEntry[] = [];
  const held: FakeWebhookEvent[] = [];
  let holding = false;
  let closed = false;
  let delivering: Promise<void> = Promise.resolve();
  let nextSeed = 1;
  const eventTag = randomBytes(4).toString('hex');

  const emit = (
    event: RazorpayWebhookEventName,
    entities: { payment?: FakePayment; order?: FakeOrder; refund?: FakeRefund; payout?: FakePayout },
  ) => {
    // In Razorpay's order: the event's own entity first (["refund", "payment"]), order.paid's ["payment", "order"].
    const contains = (Object.keys(entities) as FakeWebhookEvent['body']['contains']).filter(
      (k) => entities[k],
    );
    const payload: FakeWebhookEvent['body']['payload'] = {};
    for (const k of contains)
      (payload as Record<string, { entity: unknown }>)[k] = { entity: copy(entities[k]) };
    const body: FakeWebhookEvent['body'] = {
      entity: 'event',
      account_id: 'acc_fake',
      event,
      contains,
      payload,
      created_at: seconds(),
    };
    const made: FakeWebhookEvent = {
      id: `evt_${eventTag}${events.length + 1}`,
      event,
      rawBody: JSON.stringify(body),
      body,
    };
    events.push(made);
    if (holding) held.push(made);
    else if (webhook) void schedule([made], false);
  };

  /** Delivers one event, retrying a failed delivery a few times with the same event id. */
  async function deliverEvent(event: FakeWebhookEvent) {
    for (let attempt = 1; attempt <= WEBHOOK_DELIVERY_ATTEMPTS; attempt++) {
      const hook = webhook;
      if (!hook || (closed && attempt > 1)) return;
      const headers = {
        'content-type': 'application/json',
        'x-razorpay-signature': createHmac('sha256', hook.secret).update(event.rawBody).digest('hex'),
        'x-razorpay-event-id': event.id,
      };
      let status: number | null = null;
      let error: string | null = null;
      try {
        status = statusOf(await hook.deliver(event.rawBody, headers));
      } catch (thrown) {
        error = thrown instanceof Error ? thrown.message : String(thrown);
      }
      const ok = status !== null && status >= 200 && status < 300;
      webhookLog.push({
        eventId: event.id,
        event: event.event,
        attempt,
        status,
        ok,
        error,
        rawBody: event.rawBody,
        headers,
      });
      if (ok) return;
      if (attempt < WEBHOOK_DELIVERY_ATTEMPTS) await sleep((hook.retryDelayMs ?? 10) * attempt);
    }
  }
  const schedule = (list: FakeWebhookEvent[], parallel: boolean) => {
    delivering = delivering.then(async () => {
      if (parallel) await Promise.all(list.map(deliverEvent));
      else for (const event of list) await deliverEvent(event);
    });
    return delivering;
  };
  /** Waits for every delivery under way or queued (held events are not delivered by this). */
  async function flushWebhooks() {
    let seen: Promise<void>;
    do {
      seen = delivering;
      await seen;
    } while (seen !== delivering);
  }
  /** Delivers the held events (and stops holding), as told; resolves once they are delivered. */
  async function releaseWebhooks(release: ReleaseWebhooksOptions = {}) {
    holding = false;
    let list = held.splice(0);
    if (release.duplicate) list = list.flatMap((event) => [event, event]);
    if (release.shuffle) {
      const random = seeded(release.seed ?? nextSeed++);
      for (let i = list.length - 1; i > 0; i--) {
        const j = Math.floor(random() * (i + 1));
        [list[i], list[j]] = [list[j], list[i]];
      }
    }
    if (webhook && list.length > 0) await schedule(list, release.parallel ?? false);
    return list.map((event) => event.id);
  }

  // Payments.
  /** Past its capture window: Razorpay no longer lets it be captured, and refunds it. */
  const lapsed = (payment: FakePayment) => now().getTime() - createdMs.get(payment.id)! >= captureWindowMs;
  const orderOf = (payment: FakePayment) => orders.get(payment.order_id)!;
  const syncRefundState = (payment: FakePayment) => {
    if (!payment.captured) return;
    payment.refund_status =
      payment.amount_refunded <= 0 ? null : payment.amount_refunded >= payment.amount ? 'full' : 'partial';
    payment.status = payment.refund_status === 'full' ? 'refunded' : 'captured';
  };
  const newRefund = (
    payment: FakePayment,
    amount: number,
    receipt: string | null,
    notes: Record<string, string>,
  ) => {
    const refund: FakeRefund = {
      id: `rfnd_${++next}`,
      entity: 'refund',
      payment_id: payment.id,
      amount,
      currency: payment.currency,
      receipt,
      notes,
      status: 'pending',
      speed_requested: 'normal',
      speed_processed: 'normal',
      created_at: seconds(),
    };
    refunds.set(refund.id, refund);
    return refund;
  };
  /** Razorpay refunds an authorization it will not let be captured, by itself: the whole amount, at once. */
  const autoRefund = (payment: FakePayment) => {
    payment.status = 'refunded';
    payment.amount_refunded = payment.amount;
    payment.refund_status = 'full';
    const refund = newRefund(payment, payment.amount, null, {});
    emit('refund.created', { refund, payment });
    refund.status = 'processed';
    emit('refund.processed', { refund, payment });
  };
  const capture = (payment: FakePayment) => {
    payment.status = 'captured';
    payment.captured = true;
    emit('payment.captured', { payment });
    const order = orderOf(payment);
    if (order.status !== 'paid') {
      order.status = 'paid';
      order.amount_paid = payment.amount;
      order.amount_due = Math.max(0, order.amount - order.amount_paid);
      emit('order.paid', { payment, order });
    }
  };
  /** The bank's yes: authorized, then captured at once under automatic capture. */
  const authorize = (payment: FakePayment) => {
    Object.assign(payment, {
      status: 'authorized',
      error_code: null,
      error_description: null,
      error_source: null,
      error_step: null,
      error_reason: null,
    });
    emit('payment.authorized', { payment });
    // Auto-refunded at once: a late authorization after the capture window (never captured, even under automatic
    // capture), and, when set, a "duplicate payment on an order that is already in the paid state".
    if (lapsed(payment) || (refundDuplicatePayments && orderOf(payment).status === 'paid'))
      autoRefund(payment);
    else if (autoCapture) capture(payment);
  };

  let sweeping = false;
  /** Reverses (auto-refunds) every authorization older than the capture window; returns those reversed. */
  function reverseLapsedAuthorizations() {
    if (sweeping) return [];
    sweeping = true;
    try {
      const reversed = [...payments.values()].filter((p) => p.status === 'authorized' && lapsed(p));
      for (const payment of reversed) autoRefund(payment);
      return reversed;
    } finally {
      sweeping = false;
    }
  }
  for (const map of [orders, payments, refunds]) map.sweep = reverseLapsedAuthorizations;

  /**
   * A payment of the order, as Checkout makes one: `created` (no answer from the bank yet), `authorized`,
   * `captured` (authorized and captured), `failed` (declined) or `refunded` (captured, then fully refunded).
   * Its amount and currency are the order's unless given.
   */
  const pay = (
    orderId: string,
    status: FakePayment['status'],
    payOptions: { currency?: string; amount?: number; method?: string } = {},
  ) => {
    const order = orders.get(orderId);
    if (!order) throw new Error(`no order ${orderId}`);
    const payment: FakePayment = {
      id: `pay_${++next}`,
      entity: 'payment',
      amount: payOptions.amount ?? order.amount,
      currency: payOptions.currency ?? order.currency,
      status: 'created',
      order_id: orderId,
      method: payOptions.method ?? 'upi',
      captured: false,
      amount_refunded: 0,
      refund_status: null,
      international: (payOptions.currency ?? order.currency) !== 'INR',
      notes: {},
      error_code: null,
      error_description: null,
      error_source: null,
      error_step: null,
      error_reason: null,
      created_at: seconds(),
    };
    payments.set(payment.id, payment);
    createdMs.set(payment.id, now().getTime());
    order.attempts += 1;
    if (order.status === 'created') order.status = 'attempted';
    if (status === 'failed') {
      Object.assign(payment, {
        status: 'failed',
        error_code: 'BAD_REQUEST_ERROR',
        error_description: RAZORPAY_ERRORS.declined,
        error_source: 'bank',
        error_step: 'payment_authorization',
        error_reason: 'payment_declined',
      });
      emit('payment.failed', { payment });
    } else if (status !== 'created') {
      authorize(payment);
      if (status !== 'authorized' && payment.status === 'authorized') capture(payment);
      if (status === 'refunded' && payment.captured && payment.refund_status !== 'full') {
        const refund = newRefund(payment, payment.amount - payment.amount_refunded, null, {});
        payment.amount_refunded = payment.amount;
        syncRefundState(payment);
        emit('refund.created', { refund, payment });
        refund.status = 'processed';
        emit('refund.processed', { refund, payment });
      }
    }
    return payment;
  };

  /** What Razorpay calls late authorization: the bank says yes to a payment already marked failed. */
  function authorizeLate(paymentId: string) {
    const payment = payments.get(paymentId);
    if (!payment) throw new Error(`no payment ${paymentId}`);
    if (payment.status !== 'failed') throw new Refusal(400, RAZORPAY_ERRORS.notFailed);
    authorize(payment);
    return payment;
  }

  /** What Razorpay does days later: the refund reaches the brand's bank (processed) or does not (failed). */
  function settleRefund(refundId: string, isFailed: boolean) {
    const refund = refunds.get(refundId);
    if (!refund) return null;
    const status = isFailed ? 'failed' : 'processed';
    if (refund.status === status) return refund;
    const payment = payments.get(refund.payment_id)!;
    if (status === 'failed') payment.amount_refunded -= refund.amount;
    else if (refund.status === 'failed') payment.amount_refunded += refund.amount;
    refund.status = status;
    syncRefundState(payment);
    emit(`refund.${status}`, { refund, payment });
    return refund;
  }

  /** What RazorpayX does later with a payout: pays it (processed), or not (failed), or has it bounce (reversed). */
  function settlePayout(
    payoutId: string,
    status: 'processed' | 'reversed' | 'failed',
    fields: Partial<Pick<FakePayout, 'utr' | 'failure_reason' | 'fees' | 'tax'>> = {},
  ) {
    const payout = payouts.get(payoutId);
    if (!payout) return null;
    Object.assign(payout, fields, { status });
    emit(`payout.${status}`, { payout });
    return payout;
  }

  // HTTP.
  const send = (res: ServerResponse, status: number, body: unknown) => {
    res.writeHead(status, { 'content-type': 'application/json' });
    res.end(JSON.stringify(body));
  };
  const refuse = (res: ServerResponse, refusal: Refusal) =>
    send(res, refusal.statusCode, { error: { code: refusal.code, description: refusal.description } });
  const missing = () => new Refusal(400, RAZORPAY_ERRORS.missingId);
  const bodyOf = async (req: IncomingMessage) => {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const text = Buffer.concat(chunks).toString('utf8');
    return (text ? JSON.parse(text) : {}) as Record<string, unknown>;
  };
  /** Checkout's answer for a payment, signed with the key secret as Razorpay signs it. */
  const signedAnswer = (payment: FakePayment) => ({
    razorpay_payment_id: payment.id,
    razorpay_order_id: payment.order_id,
    razorpay_signature: createHmac('sha256', keySecret)
      .update(`${payment.order_id}|${payment.id}`)
      .digest('hex'),
  });

  /** The test's hand on the fake (no auth): what Checkout, the bank and Razorpay's own schedule would do. */
  async function control(req: IncomingMessage, res: ServerResponse, parts: string[]) {
    const [, what, id, action] = parts; // __control, what, id, action
    if (what === 'health') return send(res, 200, { ok: true });
    if (req.method === 'GET' && what === 'webhooks') return send(res, 200, { events, log: webhookLog });
    if (req.method !== 'POST') return undefined;
    const body = await bodyOf(req);
    if (what === 'payments' && id === undefined) {
      // What Razorpay Checkout does in the browser: a payment of the order, and its signed answer.
      if (!orders.get(String(body.orderId))) throw missing();
      const status =
        (['failed', 'created', 'captured'] as const).find((s) => s === body.status) ?? 'authorized';
      const payment = pay(String(body.orderId), status, {
        currency: typeof body.currency === 'string' ? body.currency : undefined,
        amount: typeof body.amount === 'number' ? body.amount : undefined,
        method: typeof body.method === 'string' ? body.method : undefined,
      });
      return send(res, 200, signedAnswer(payment));
    }
    if (what === 'payments' && action === 'authorize') {
      if (!payments.get(decodeURIComponent(id))) throw missing();
      return send(res, 200, authorizeLate(decodeURIComponent(id)));
    }
    if (what === 'refunds' && id !== undefined) {
      const refund = settleRefund(decodeURIComponent(id), body.status === 'failed');
      if (!refund) throw missing();
      return send(res, 200, refund);
    }
    if (what === 'payouts' && id !== undefined) {
      const status = (['processed', 'reversed', 'failed'] as const).find((s) => s === body.status);
      if (!status) throw new Refusal(400, 'status: processed, reversed or failed');
      const { utr, failure_reason, fees, tax } = body as Partial<FakePayout>;
      const fields = Object.fromEntries(
        Object.entries({ utr, failure_reason, fees, tax }).filter(([, v]) => v !== undefined),
      );
      const payout = settlePayout(decodeURIComponent(id), status, fields);
      if (!payout) throw missing();
      return send(res, 200, payout);
    }
    if (what === 'settings') {
      if (typeof body.autoCapture === 'boolean') autoCapture = body.autoCapture;
      if (typeof body.refundDuplicatePayments === 'boolean')
        refundDuplicatePayments = body.refundDuplicatePayments;
      return send(res, 200, { autoCapture, refundDuplicatePayments });
    }
    if (what === 'clock') {
      clockOffsetMs += Number(body.advanceMs ?? 0);
      reverseLapsedAuthorizations();
      return send(res, 200, { now: now().toISOString() });
    }
    if (what === 'webhooks' && id === 'hold') {
      holding = true;
      return send(res, 200, { holding });
    }
    if (what === 'webhooks' && id === 'release') {
      const released = await releaseWebhooks({
        shuffle: body.shuffle === true,
        duplicate: body.duplicate === true,
        parallel: body.parallel === true,
      });
      return send(res, 200, { released });
    }
    return undefined;
  }

  async function api(req: IncomingMessage, res: ServerResponse, parts: string[]) {
    const [, resource, id, action] = parts; // v1, resource, id, action
    if (req.method === 'POST' && resource === 'orders' && id === undefined) {
      const body = await bodyOf(req);
      const currency = currencyOf(body.currency);
      const amount = amountOf(body.amount, currency);
      const order: FakeOrder = {
        id: `order_${++next}`,
        entity: 'order',
        amount,
        amount_paid: 0,
        amount_due: amount,
        currency,
        receipt: receiptOf(body.receipt),
        offer_id: null,
        status: 'created',
        attempts: 0,
        notes: notesOf(body.notes),
        created_at: seconds(),
      };
      orders.set(order.id, order);
      return send(res, 200, order);
    }
    if (req.method === 'GET' && resource === 'orders' && id !== undefined) {
      const order = orders.get(id);
      if (!order) throw missing();
      if (action === 'payments') {
        const items = [...payments.values()].filter((p) => p.order_id === order.id);
        return send(res, 200, { entity: 'collection', count: items.length, items });
      }
      return send(res, 200, order);
    }
    if (req.method === 'POST' && resource === 'contacts') {
      const contact = { id: `cont_${++next}`, entity: 'contact', ...(await bodyOf(req)) };
      contacts.push(contact);
      return send(res, 200, contact);
    }
    if (req.method === 'POST' && resource === 'fund_accounts') {
      const account = { id: `fa_${++next}`, entity: 'fund_account', ...(await bodyOf(req)) };
      fundAccounts.push(account);
      return send(res, 200, account);
    }
    if (resource === 'payouts') {
      if (req.method === 'GET') {
        const payout = payouts.get(id);
        if (!payout) throw missing();
        return send(res, 200, payout);
      }
      const key = req.headers['x-payout-idempotency'];
      if (typeof key !== 'string' || key === '') throw new Refusal(400, RAZORPAY_ERRORS.idempotencyKey);
      const body = await bodyOf(req);
      const earlier = payoutsByKey.get(key);
      if (earlier) return send(res, 200, payouts.get(earlier));
      if (failNextPayout) {
        failNextPayout = false;
        throw new Refusal(500, RAZORPAY_ERRORS.server, 'SERVER_ERROR');
      }
      const payout: FakePayout = {
        id: `pout_${++next}`,
        entity: 'payout',
        fund_account_id: String(body.fund_account_id),
        amount: Number(body.amount),
        mode: String(body.mode),
        reference_id: String(body.reference_id),
        status: 'processing',
        utr: null,
        failure_reason: null,
      };
      payouts.set(payout.id, payout);
      payoutsByKey.set(key, payout.id);
      return send(res, 200, payout);
    }
    if (req.method === 'GET' && resource === 'refunds' && id !== undefined) {
      const refund = refunds.get(id);
      if (!refund) throw missing();
      return send(res, 200, refund);
    }
    if (resource === 'payments' && id !== undefined) {
      const payment = payments.get(id);
      if (!payment) throw missing();
      if (req.method === 'GET' && action === 'refunds') {
        const refundId = parts[4];
        const items = [...refunds.values()].filter((r) => r.payment_id === payment.id);
        if (refundId === undefined)
          return send(res, 200, { entity: 'collection', count: items.length, items });
        const refund = items.find((r) => r.id === refundId);
        if (!refund) throw missing();
        return send(res, 200, refund);
      }
      if (req.method === 'GET' && action === undefined) return send(res, 200, payment);
      if (req.method === 'POST' && action === 'capture') {
        const body = await bodyOf(req);
        if (payment.captured) throw new Refusal(400, RAZORPAY_ERRORS.alreadyCaptured);
        if (payment.status !== 'authorized') throw new Refusal(400, RAZORPAY_ERRORS.notAuthorized);
        if (body.amount === undefined || body.amount === null)
          throw new Refusal(400, RAZORPAY_ERRORS.amountRequired);
        if (typeof body.amount !== 'number' || !Number.isInteger(body.amount)) {
          throw new Refusal(400, RAZORPAY_ERRORS.amountInteger);
        }
        const currency = currencyOf(body.currency);
        if (body.amount !== payment.amount) throw new Refusal(400, RAZORPAY_ERRORS.captureAmount);
        if (currency !== payment.currency) throw new Refusal(400, RAZORPAY_ERRORS.captureCurrency);
        capture(payment);
        return send(res, 200, payment);
      }
      if (req.method === 'POST' && action === 'refund') {
        const body = await bodyOf(req);
        const mode = nextRefund;
        nextRefund = 'normal';
        if (mode === 'fail') throw new Refusal(500, RAZORPAY_ERRORS.server, 'SERVER_ERROR');
        if (mode === 'refuse') throw new Refusal(400, RAZORPAY_ERRORS.refundOverCaptured);
        const asked =
          body.amount === undefined || body.amount === null ? null : amountOf(body.amount, payment.currency);
        const receipt = receiptOf(body.receipt);
        const notes = notesOf(body.notes);
        if (!payment.captured) throw new Refusal(400, RAZORPAY_ERRORS.refundOverCaptured);
        const refundable = payment.amount - payment.amount_refunded;
        if (refundable <= 0) throw new Refusal(400, RAZORPAY_ERRORS.fullyRefunded);
        const amount = asked ?? refundable;
        if (amount > refundable) throw new Refusal(400, RAZORPAY_ERRORS.refundOverCaptured);
        const refund = newRefund(payment, amount, receipt, notes);
        payment.amount_refunded += amount;
        syncRefundState(payment);
        emit('refund.created', { refund, payment });
        if (mode === 'lose-answer') throw new Refusal(500, RAZORPAY_ERRORS.gatewayTimeout, 'SERVER_ERROR');
        return send(res, 200, refund);
      }
    }
    return undefined;
  }

  const server = createServer((req, res) => {
    void (async () => {
      const url = new URL(req.url ?? '/', 'http://fake');
      requests.push(`${req.method} ${url.pathname}`);
      const parts = url.pathname.split('/').filter(Boolean);
      try {
        reverseLapsedAuthorizations();
        if (parts[0] === '__control') {
          if ((await control(req, res, parts)) !== undefined) return;
        } else if (req.headers.authorization !== auth) {
          throw new Refusal(401, RAZORPAY_ERRORS.authentication);
        } else if ((await api(req, res, parts)) !== undefined) {
          return;
        }
        throw new Refusal(404, RAZORPAY_ERRORS.notFound);
      } catch (error) {
        if (res.headersSent) return;
        if (error instanceof Refusal) refuse(res, error);
        else if (error instanceof SyntaxError)
          refuse(res, new Refusal(400, 'The request body is not valid JSON'));
        else refuse(res, new Refusal(500, RAZORPAY_ERRORS.server, 'SERVER_ERROR'));
      }
    })();
  });
  await new Promise<void>((resolve) => server.listen(listenPort, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${port}`,
    refunds: refunds as Map<string, FakeRefund>,
    settleRefund,
    /** The next refund is refused with a 400 (nothing refunded). */
    refuseNextRefund: () => {
      nextRefund = 'refuse';
    },
    /** The next refund is not made: a 500, as when Razorpay is down. */
    failNextRefund: () => {
      nextRefund = 'fail';
    },
    /** The next refund is made but answered with a 500, as when the answer is lost on the way. */
    loseNextRefundAnswer: () => {
      nextRefund = 'lose-answer';
    },
    orders: orders as Map<string, FakeOrder>,
    payments: payments as Map<string, FakePayment>,
    contacts,
    fundAccounts,
    payouts,
    settlePayout,
    /** The next new payout is refused with a 500 (nothing paid). */
    failNextPayout: () => {
      failNextPayout = true;
    },
    requests,
    pay,
    /** Checkout's signed answer for a payment (what POST /__control/payments returns). */
    signedAnswer,
    authorizeLate: (paymentId: string) => {
      try {
        return authorizeLate(paymentId);
      } catch (error) {
        throw error instanceof Refusal ? new Error(error.description) : error;
      }
    },
    setAutoCapture: (on: boolean) => {
      autoCapture = on;
    },
    setRefundDuplicatePayments: (on: boolean) => {
      refundDuplicatePayments = on;
    },
    reverseLapsedAuthorizations,
    /** Moves the fake's clock on (on top of `options.now`), then reverses what lapsed. */
    advanceClock: (ms: number) => {
      clockOffsetMs += ms;
      return reverseLapsedAuthorizations();
    },
    now,
    captureWindowMs,
    /** Where webhooks go from now on (null: nowhere). */
    setWebhook: (hook: FakeRazorpayWebhook | null) => {
      webhook = hook;
    },
    /** Every event the fake raised, delivered or not, in the order raised. */
    events,
    /** Every delivery attempt, in the order made. */
    webhookLog,
    /** Queues events from now on instead of delivering them, until `releaseWebhooks`. */
    holdWebhooks: () => {
      holding = true;
    },
    releaseWebhooks,
    flushWebhooks,
    close: async () => {
      closed = true;
      await flushWebhooks();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

export type FakeRazorpay = Awaited<ReturnType<typeof startFakeRazorpay>>;
