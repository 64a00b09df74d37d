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
  await t.app.featureEnv.webhooks.idle();
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
  /** 500 `SERVER_ERROR`. */
  server: 'Something went wrong',
  /** 500 `SERVER_ERROR`: a refund made whose answer is lost. */
  gatewayTimeout: 'Gateway timeout',

  // RazorpayX: Contacts, Fund Accounts, Payouts (400 `BAD_REQUEST_ERROR`, with the `field` named, unless noted).
  /** POST /v1/payouts without `X-Payout-Idempotency` (mandatory since 15 March 2025). */
  idempotencyKey: 'Idempotency key is missing. Include idempotency header and key in the request.',
  /** A key not of 4–36 alphabets, numbers, hyphens, underscores and spaces. */
  idempotencyKeyInvalid:
    'The idempotency key must be 4 to 36 characters of alphabets, numbers, hyphens, underscores and spaces.',
  /** A key used before with another body ("a different payload will be rejected as a BAD_REQUEST"). */
  idempotencyMismatch: 'Different request body sent for the same Idempotency Header',
  nameRequired: 'The name field is required.',
  /** A contact's name not of 3–50 of a-z A-Z 0-9 space ’ ' - _ / ( ) , . or ending in one of them but '.'. */
  nameInvalid: 'The name field is invalid.',
  emailInvalid: 'The email must be a valid email address.',
  /** A contact's phone (`contact`) not of 8–15 digits, with an optional leading +. */
  phoneInvalid: 'The contact format is invalid.',
  /** A contact type other than vendor, employee, customer or self (custom types are made on the Dashboard). */
  contactType: (type: string) => `Invalid type: ${type}`,
  referenceIdLength: 'The reference id may not be greater than 40 characters.',
  contactIdRequired: 'The contact id field is required.',
  accountTypeRequired: 'The account type field is required.',
  /** A fund account type other than bank_account or vpa (cards and wallets are not faked). */
  accountTypeInvalid: 'The selected account type is invalid.',
  bankAccountRequired: 'The bank account field is required.',
  /** A bank account holder's name not of 3–120 of the contact name's characters. */
  bankAccountNameInvalid: 'The bank account name field is invalid.',
  ifscInvalid: 'The ifsc field is invalid.',
  bankAccountNumberInvalid: 'The bank account number must be 5 to 35 letters and digits.',
  vpaRequired: 'The vpa field is required.',
  vpaInvalid: 'The vpa address field is invalid.',
  accountNumberRequired: 'The account number field is required.',
  fundAccountIdRequired: 'The fund account id field is required.',
  fundAccountMissing: 'The fund account id provided does not exist',
  /** A payout's currency other than INR. */
  payoutCurrency: 'The selected currency is invalid.',
  modeRequired: 'The mode field is required.',
  /** A mode other than IMPS, NEFT, RTGS or UPI. */
  modeInvalid: 'The selected mode is invalid.',
  /** UPI to a bank account, or IMPS/NEFT/RTGS to a VPA. */
  modeForAccount: (mode: string, accountType: string) =>
    `The mode ${mode} is not supported for fund account type ${accountType}.`,
  /** Above a mode's limit: IMPS ₹5,00,000, UPI ₹1,00,000 (rupees in the Indian grouping, as `5,00,000`). */
  modeMaximum: (mode: string, rupees: string) => `The amount for mode ${mode} must be at most INR ${rupees}.`,
  /** Under RTGS's minimum of ₹2,00,000. */
  modeMinimum: (mode: string, rupees: string) =>
    `The amount for mode ${mode} must be at least INR ${rupees}.`,
  purposeRequired: 'The purpose field is required.',
  /** A purpose other than refund, cashback, payout, salary, utility bill or vendor bill. */
  purposeInvalid: 'The selected purpose is invalid.',
  /** Over 30 characters, or other than letters, digits and spaces. */
  narrationInvalid: 'The narration may only contain alphabets, numbers and spaces, up to 30 characters.',
  queueIfLowBalanceInvalid: 'The queue if low balance field must be true or false.',
  /** A payout the balance cannot cover (initialPayoutStatus 'queued') sent without queue_if_low_balance. */
  lowBalance: 'Your account does not have enough balance to carry out the payout operation.',
  /** Fetch All Payments/Refunds/Payouts/Settlements: `count` outside 1–100. */
  countInvalid: 'The count must be between 1 and 100.',
  /** Settlement recon: `count` outside 1–1000 (the report pages up to 1000 lines). */
  reconCountInvalid: 'The count must be between 1 and 1000.',
  /** Fetch All Payments/Refunds/Payouts/Settlements: `from`/`to` not Unix seconds, or `from` after `to`. */
  fromInvalid: 'The from must be an integer.',
  toInvalid: 'The to must be an integer.',
  fromAfterTo: 'The from must be less than or equal to to.',
  /** Settlement recon: `year` and `month` are required; `day` optional. */
  yearRequired: 'The year field is required.',
  monthRequired: 'The month field is required.',
  dateInvalid: 'The year, month and day must make a valid date.',
  /** Any Fetch All: `skip` negative or not a whole number. */
  skipInvalid: 'The skip must be at least 0.',
  /** POST /v1/payouts/{id}/cancel of a payout not `queued`. */
  cancelNotQueued: 'Only payouts in the queued state can be cancelled.',
  /** Fake control only: `settlePayout` to a status the payout cannot reach from where it is. */
  payoutTransition: (from: string, to: string) => `A ${from} payout cannot become ${to}`,
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
/** RazorpayX's payout states: processed, reversed, failed, rejected and cancelled are final (a processed payout can still be reversed). */
export type FakePayoutStatus =
  | 'queued'
  | 'pending'
  | 'scheduled'
  | 'processing'
  | 'processed'
  | 'reversed'
  | 'failed'
  | 'rejected'
  | 'cancelled';
export type FakePayoutMode = 'IMPS' | 'NEFT' | 'RTGS' | 'UPI';
export type FakePayoutStatusDetails = { description: string; source: string; reason: string };
export type FakePayout = {
  id: string;
  entity: 'payout';
  fund_account_id: string;
  amount: number;
  currency: 'INR';
  notes: Record<string, string>;
  /** RazorpayX's charge, GST included, and the GST in it (paise); 0 until charged (`settlePayout` fields). */
  fees: number;
  tax: number;
  status: FakePayoutStatus;
  purpose: string;
  utr: string | null;
  mode: FakePayoutMode;
  reference_id: string | null;
  narration: string | null;
  batch_id: null;
  /** Deprecated by RazorpayX in favour of `status_details`; set only when a test gives one. */
  failure_reason: string | null;
  status_details: FakePayoutStatusDetails | null;
  created_at: number;
};
export type FakeContact = {
  id: string;
  entity: 'contact';
  name: string;
  contact: string | null;
  email: string | null;
  type: string | null;
  reference_id: string | null;
  batch_id: null;
  active: true;
  notes: Record<string, string>;
  created_at: number;
};
export type FakeFundAccount = {
  id: string;
  entity: 'fund_account';
  contact_id: string;
  account_type: 'bank_account' | 'vpa';
  bank_account?: { ifsc: string; bank_name: string; name: string; account_number: string; notes: [] };
  vpa?: { username: string; handle: string; address: string };
  active: true;
  batch_id: null;
  created_at: number;
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
  /** Razorpay's charge, GST included, and the GST in it (paise): null until captured, set at capture. */
  fee: number | null;
  tax: number | null;
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

/** A settlement: what Razorpay paid into the bank account of the captured payments less charges and refunds. */
export type FakeSettlement = {
  id: string;
  entity: 'settlement';
  amount: number;
  status: 'processed';
  fees: number;
  tax: number;
  utr: string;
  created_at: number;
};
/** One line of the settlement reconciliation report (GET /v1/settlements/recon/combined). */
export type FakeSettlementLine = {
  entity_id: string;
  type: 'payment' | 'refund';
  debit: number;
  credit: number;
  amount: number;
  currency: string;
  fee: number;
  tax: number;
  on_hold: false;
  settled: true;
  created_at: number;
  settled_at: number;
  settlement_id: string;
  settlement_utr: string;
  /** Always null here (set for lines posted to a ledger account; not faked). */
  posted_at: null;
  credit_type: 'default';
  description: string | null;
  /** The entity's notes as a JSON string, as the report gives them ("{}"). */
  notes: string;
  /** For a refund: the payment refunded; null on a payment's line. */
  payment_id: string | null;
  order_id: string;
  order_receipt: string | null;
  method: string;
  card_network: null;
  card_issuer: null;
  card_type: null;
  dispute_id: null;
};

export type RazorpayWebhookEventName =
  | 'payment.authorized'
  | 'payment.captured'
  | 'payment.failed'
  | 'order.paid'
  | 'refund.created'
  | 'refund.processed'
  | 'refund.failed'
  | 'payout.queued'
  | 'payout.pending'
  | 'payout.initiated'
  | 'payout.processed'
  | 'payout.reversed'
  | 'payout.failed'
  | 'payout.rejected'
  | 'payout.updated';

/** An event as Razorpay posts it; `payload` holds a copy of each entity as it was when the event happened. */
export type FakeWebhookEvent = {
  /** Sent as `x-razorpay-event-id`; a retry or duplicate of the event keeps it. */
  id: string;
  event: RazorpayWebhookEventName;
  /** The exact body sent (and signed). */
  rawBody: string;
  /** Raised but never delivered, nor held (`captureWithoutTelling`, `pay(…, { silent: true })`). */
  lost?: true;
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
  /**
   * RazorpayX's own webhook (its own URL and secret): payout events go here instead of `webhook` when set.
   * Unset, they go to `webhook`.
   */
  payoutWebhook?: FakeRazorpayWebhook;
  /**
   * Where a new payout starts: `processing` (default, payout.initiated) or `queued` — the business account's
   * balance is too low, so RazorpayX queues it (payout.queued) when sent with `queue_if_low_balance: true` and
   * refuses it (RAZORPAY_ERRORS.lowBalance) otherwise. Also `setInitialPayoutStatus` and POST /__control/settings.
   */
  initialPayoutStatus?: 'queued' | 'processing';
  /** The largest UPI payout in paise (default 10_000_000: ₹1,00,000). */
  upiMaxPaise?: number;
  /**
   * How long POST /v1/payouts waits before answering, after the payout is made (default 0): RazorpayX 300 ms
   * away, for races between the answer, a retry and the webhook. Also `setPayoutLatency`.
   */
  payoutLatencyMs?: number;
  /**
   * Razorpay's rate on each captured payment, in basis points of its amount (default 200: 2 %), charged with
   * 18 % GST on top, set at capture: `fee` = round(amount × rate) + round(that × 18 %) (GST included), `tax` =
   * the GST. Also `setPaymentFeeBps`, and `setPaymentCharges` for one payment's exact fee and tax.
   */
  paymentFeeBps?: number;
  /**
   * RazorpayX's charge on every payout as it reaches processing or processed, GST included, and the GST in it
   * (default none: 0/0 until `settlePayout` gives fees). Failed, rejected and cancelled payouts carry none; a
   * reversed one keeps its charge on the entity (RazorpayX gives it back with the reversal). Also
   * `setPayoutCharges`.
   */
  payoutCharges?: { fees: number; tax: number };
  /**
   * Where the fake's ids count from (default 0: pay_1, order_2…). Razorpay's ids are unique for ever; tests that
   * start several fakes against one database give each its own range so ids never meet.
   */
  firstId?: number;
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
    /** RazorpayX names the field it refused (`error.field`, with source, reason and the rest of its shape). */
    readonly field?: string,
  ) {
    super(description);
  }
}
/** RazorpayX's refusal of a field of the request. */
const invalid = (field: string, description: string) =>
  new Refusal(400, description, 'BAD_REQUEST_ERROR', field);

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

// RazorpayX's checks (Contacts, Fund Accounts, Payouts), as its API reference words them.
const PAYOUT_MODES: readonly FakePayoutMode[] = ['IMPS', 'NEFT', 'RTGS', 'UPI'];
const PAYOUT_PURPOSES = ['refund', 'cashback', 'payout', 'salary', 'utility bill', 'vendor bill'];
const CONTACT_TYPES = ['vendor', 'employee', 'customer', 'self'];
/** IMPS at most ₹5,00,000; RTGS at least ₹2,00,000; UPI at most ₹1,00,000 unless set (paise). */
export const RAZORPAYX_LIMITS = {
  impsMaxPaise: 50_000_000,
  rtgsMinPaise: 20_000_000,
  upiMaxPaise: 10_000_000,
} as const;
/** A contact's name: 3–50 of a-z A-Z 0-9 space ’ ' - _ / ( ) , . — ending in a letter, a digit or '.'. */
const CONTACT_NAME = /^[a-zA-Z0-9 ’'\-_/(),.]{2,49}[a-zA-Z0-9.]$/;
/** A bank account holder's name: 3–120 of the same characters. */
const HOLDER_NAME = /^[a-zA-Z0-9 ’'\-_/(),.]{3,120}$/;
const IFSC = /^[A-Z]{4}0[A-Z0-9]{6}$/;
const BANK_ACCOUNT_NUMBER = /^[a-zA-Z0-9]{5,35}$/;
const VPA = /^[a-zA-Z0-9.\-_]{2,256}@[a-zA-Z]{2,64}$/;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const PHONE = /^\+?[0-9]{8,15}$/;
const NARRATION = /^[a-zA-Z0-9 ]{0,30}$/;
const IDEMPOTENCY_KEY = /^[a-zA-Z0-9 _-]{4,36}$/;
const BANK_NAMES: Record<string, string> = {
  SBIN: 'State Bank of India',
  HDFC: 'HDFC Bank',
  ICIC: 'ICICI Bank',
  UTIB: 'Axis Bank',
  KKBK: 'Kotak Mahindra Bank',
  PUNB: 'Punjab National Bank',
};
/** Rupees of a paise amount in the Indian grouping (10_000_000 → "1,00,000"). */
const rupeesOf = (paise: number) => (paise / 100).toLocaleString('en-IN', { maximumFractionDigits: 2 });
const present = (value: unknown) => value !== undefined && value !== null && value !== '';
/** An optional string field of at most 40 characters (reference_id). */
const referenceIdOf = (value: unknown): string | null => {
  if (!present(value)) return null;
  if (typeof value !== 'string' || value.length > 40)
    throw invalid('reference_id', RAZORPAY_ERRORS.referenceIdLength);
  return value;
};
/** JSON with its object keys sorted, so two bodies compare deeply whatever their key order. */
const canonical = (value: unknown): string =>
  JSON.stringify(value, (_key, v: unknown) =>
    v && typeof v === 'object' && !Array.isArray(v)
      ? Object.fromEntries(Object.entries(v as Record<string, unknown>).sort(([a], [b]) => (a < b ? -1 : 1)))
      : v,
  );
/** What RazorpayX says of a payout in each state (`status_details`); a failure's description is its reason. */
const statusDetailsOf = (status: FakePayoutStatus, reason?: string | null): FakePayoutStatusDetails => {
  switch (status) {
    case 'queued':
      return {
        description:
          'Payout is queued as there is insufficient balance in your business account to process the payout',
        source: 'business',
        reason: 'low_balance',
      };
    case 'pending':
      return {
        description: 'Payout is pending approval from your team',
        source: 'business',
        reason: 'pending_approval',
      };
    case 'scheduled':
      return { description: 'Payout is scheduled', source: 'business', reason: 'payout_scheduled' };
    case 'processing':
      return {
        description:
          'Payout is being processed by our partner bank. Please check the final status after some time',
        source: 'internal',
        reason: 'payout_bank_processing',
      };
    case 'processed':
      return {
        description: 'Payout is processed and the money has been credited into the beneficiaries account',
        source: 'beneficiary_bank',
        reason: 'payout_processed',
      };
    case 'reversed':
      return {
        description: reason ?? 'Payout was reversed by the beneficiary bank',
        source: 'beneficiary_bank',
        reason: 'beneficiary_bank_reversed',
      };
    case 'failed':
      return {
        description: reason ?? 'Payout failed at the beneficiary bank',
        source: 'beneficiary_bank',
        reason: 'beneficiary_bank_failure',
      };
    case 'rejected':
      return {
        description: reason ?? 'Payout was rejected by your team',
        source: 'business',
        reason: 'payout_rejected',
      };
    case 'cancelled':
      return {
        description: reason ?? 'Payout was cancelled',
        source: 'business',
        reason: 'payout_cancelled',
      };
  }
};
/** The event RazorpayX posts when a payout reaches a status (none for scheduled and cancelled: payout.updated). */
const PAYOUT_EVENTS: Partial<Record<FakePayoutStatus, RazorpayWebhookEventName>> = {
  queued: 'payout.queued',
  pending: 'payout.pending',
  processing: 'payout.initiated',
  processed: 'payout.processed',
  reversed: 'payout.reversed',
  failed: 'payout.failed',
  rejected: 'payout.rejected',
};
/** Where a payout may go from each status (`settlePayout`): final ones nowhere, processed only to reversed. */
const PAYOUT_MOVES: Record<FakePayoutStatus, readonly FakePayoutStatus[]> = {
  // queued → pending stands in for a payout made pending under the Approval Workflow (not a start here).
  queued: ['pending', 'processing', 'processed', 'failed', 'rejected', 'cancelled'],
  pending: ['queued', 'processing', 'processed', 'failed', 'rejected', 'cancelled'],
  scheduled: ['queued', 'pending', 'processing', 'processed', 'failed', 'rejected', 'cancelled'],
  processing: ['processed', 'failed'],
  processed: ['reversed'],
  reversed: [],
  failed: [],
  rejected: [],
  cancelled: [],
};
/** The statuses `settlePayout` (and POST /__control/payouts/{id}) takes. */
export type SettlePayoutStatus = Exclude<FakePayoutStatus, 'scheduled'>;
const SETTLE_STATUSES: readonly SettlePayoutStatus[] = [
  'queued',
  'pending',
  'processing',
  'processed',
  'reversed',
  'failed',
  'rejected',
  'cancelled',
];

/**
 * A local stand-in for the Razorpay REST API (Orders, Payments, Refunds) and RazorpayX (Contacts, Fund
 * Accounts, Payouts), as strict as their documentation: no test touches the internet. It checks the Basic auth
 * of the keys it was given, validates orders, captures only an authorized payment for exactly its amount and
 * currency, reverses (auto-refunds) an authorization left uncaptured past the capture window, refunds only what
 * was captured, and posts signed webhooks for every change when given somewhere to post them.
 * For RazorpayX it validates contacts, fund accounts and payouts field by field (modes and their limits, the
 * fund account's type), makes each payout once per `X-Payout-Idempotency` key (the same body again answers the
 * same payout; another body, or a key once refused, is refused) and lists payouts by reference_id.
 * For reconciliation it reads back what it did as Razorpay does: payments (with `fee` and `tax` from capture),
 * refunds (its own auto-refunds too), settlements and their recon report, and payouts (with `fees` and `tax`),
 * by `from`/`to` and page by page (`count`, `skip`). Settlements are made by `settle`, as Razorpay's schedule.
 * Refunds stay pending until `settleRefund` (or POST /__control/refunds/{id}) processes or fails them; payouts
 * stay processing (or queued) until `settlePayout` (or POST /__control/payouts/{id}).
 */
export async function startFakeRazorpay(
  keyId: string,
  keySecret: string,
  listenPort = 0,
  options: FakeRazorpayOptions = {},
) {
  const orders = new SweptMap<string, FakeOrder>();
  const contacts: FakeContact[] = [];
  const fundAccounts: FakeFundAccount[] = [];
  const payouts = new Map<string, FakePayout>();
  /** The RazorpayX account each payout left from (its `account_number`, which the entity does not show). */
  const payoutAccounts = new Map<string, string>();
  /** Each idempotency key's first request: its body, and the payout made or the refusal given. */
  const payoutKeys = new Map<string, { body: string; payoutId?: string; refusal?: Refusal }>();
  const payments = new SweptMap<string, FakePayment>();
  const refunds = new SweptMap<string, FakeRefund>();
  /** Each payment's creation in milliseconds of the fake's clock: its capture window starts there. */
  const createdMs = new Map<string, number>();
  let next = options.firstId ?? 0;
  /** The next new payout: not made (500), or made but its answer lost (a 500 after the fact). */
  let nextPayout: 'normal' | 'fail' | 'lose-answer' = 'normal';
  let initialPayoutStatus: 'queued' | 'processing' = options.initialPayoutStatus ?? 'processing';
  let payoutLatencyMs = options.payoutLatencyMs ?? 0;
  let upiMaxPaise = options.upiMaxPaise ?? RAZORPAYX_LIMITS.upiMaxPaise;
  /** The next refund: refused (400), not made (500), or made but its answer lost (a 500 after the fact). */
  let nextRefund: 'normal' | 'refuse' | 'fail' | 'lose-answer' = 'normal';
  const requests: string[] = [];
  const auth = `Basic ${Buffer.from(`${keyId}:${keySecret}`).toString('base64')}`;
  let autoCapture = options.autoCapture ?? false;
  let refundDuplicatePayments = options.refundDuplicatePayments ?? false;
  const captureWindowMs = options.captureWindowMs ?? RAZORPAY_CAPTURE_WINDOW_MS;
  let clockOffsetMs = 0;
  let paymentFeeBps = options.paymentFeeBps ?? 200;
  let payoutCharges = options.payoutCharges ?? null;
  /** Charges a test set for a payment, applied at its capture (or at once if captured). */
  const chargesSet = new Map<string, { fee: number; tax: number }>();
  const settlements = new Map<string, FakeSettlement>();
  const settlementLines: FakeSettlementLine[] = [];
  /** Payments and refunds already in a settlement. */
  const settledIds = new Set<string>();
  const now = () => new Date((options.now?.() ?? new Date()).getTime() + clockOffsetMs);
  const seconds = () => Math.floor(now().getTime() / 1000);

  // Webhooks.
  let webhook: FakeRazorpayWebhook | null = options.webhook ?? null;
  let payoutWebhook: FakeRazorpayWebhook | null = options.payoutWebhook ?? null;
  /** Where an event goes: RazorpayX's own webhook for payout events when it has one. */
  const hookFor = (event: FakeWebhookEvent) =>
    event.event.startsWith('payout.') ? (payoutWebhook ?? webhook) : webhook;
  const events: FakeWebhookEvent[] = [];
  const webhookLog: WebhookLogEntry[] = [];
  const held: FakeWebhookEvent[] = [];
  let holding = false;
  let closed = false;
  let delivering: Promise<void> = Promise.resolve();
  let nextSeed = 1;
  const eventTag = randomBytes(4).toString('hex');
  /** While set, events are raised (in `events`, marked lost) but neither delivered nor held. */
  let silent = false;

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
    if (silent) made.lost = true;
    else if (holding) held.push(made);
    else if (hookFor(made)) void schedule([made], false);
  };

  /** Delivers one event, retrying a failed delivery a few times with the same event id. */
  async function deliverEvent(event: FakeWebhookEvent) {
    for (let attempt = 1; attempt <= WEBHOOK_DELIVERY_ATTEMPTS; attempt++) {
      const hook = hookFor(event);
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
    if (list.some(hookFor)) await schedule(list, release.parallel ?? false);
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
  /**
   * Razorpay refunds an authorization it will not let be captured, by itself: the whole amount, at once, as a
   * refund entity (processed) of a payment that stays uncaptured. `atSeconds`: when Razorpay made it (default
   * now; a lapsed authorization's at the end of its capture window, however late the fake's clock notices).
   */
  const autoRefund = (payment: FakePayment, atSeconds = seconds()) => {
    payment.status = 'refunded';
    payment.amount_refunded = payment.amount;
    payment.refund_status = 'full';
    const refund = newRefund(payment, payment.amount, null, {});
    refund.created_at = atSeconds;
    emit('refund.created', { refund, payment });
    refund.status = 'processed';
    emit('refund.processed', { refund, payment });
  };
  const chargesOf = (payment: FakePayment) => {
    const set = chargesSet.get(payment.id);
    if (set) return set;
    const base = Math.round((payment.amount * paymentFeeBps) / 10_000);
    const tax = Math.round(base * 0.18);
    return { fee: base + tax, tax };
  };
  const capture = (payment: FakePayment) => {
    payment.status = 'captured';
    payment.captured = true;
    Object.assign(payment, chargesOf(payment));
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
      for (const payment of reversed)
        autoRefund(payment, Math.floor((createdMs.get(payment.id)! + captureWindowMs) / 1000));
      return reversed;
    } finally {
      sweeping = false;
    }
  }
  for (const map of [orders, payments, refunds]) map.sweep = reverseLapsedAuthorizations;

  /**
   * A payment of the order, as Checkout makes one: `created` (no answer from the bank yet), `authorized`,
   * `captured` (authorized and captured), `failed` (declined) or `refunded` (captured, then fully refunded).
   * Its amount and currency are the order's unless given. `silent`: its events are raised but never reach the
   * app (every delivery lost), so the app never hears of what happened here.
   */
  const pay = (
    orderId: string,
    status: FakePayment['status'],
    payOptions: { currency?: string; amount?: number; method?: string; silent?: boolean } = {},
  ): FakePayment => {
    if (payOptions.silent && !silent) {
      // Other payments' lapsed authorizations are reversed first, and told as usual; none while silent.
      reverseLapsedAuthorizations();
      const wasSweeping = sweeping;
      silent = true;
      sweeping = true;
      try {
        return pay(orderId, status, { ...payOptions, silent: false });
      } finally {
        silent = false;
        sweeping = wasSweeping;
      }
    }
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
      fee: null,
      tax: null,
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

  // RazorpayX.
  /** Create Contact: checked as RazorpayX checks it; the same details again return the same contact. */
  function createContact(body: Record<string, unknown>): FakeContact {
    const { name, email, contact: phone, type } = body;
    if (!present(name)) throw invalid('name', RAZORPAY_ERRORS.nameRequired);
    if (typeof name !== 'string' || !CONTACT_NAME.test(name) || name.length > 50)
      throw invalid('name', RAZORPAY_ERRORS.nameInvalid);
    if (present(email) && (typeof email !== 'string' || !EMAIL.test(email)))
      throw invalid('email', RAZORPAY_ERRORS.emailInvalid);
    if (present(phone) && (typeof phone !== 'string' || !PHONE.test(phone)))
      throw invalid('contact', RAZORPAY_ERRORS.phoneInvalid);
    if (present(type) && (typeof type !== 'string' || !CONTACT_TYPES.includes(type)))
      throw invalid('type', RAZORPAY_ERRORS.contactType(text(type)));
    const details = {
      name,
      contact: present(phone) ? (phone as string) : null,
      email: present(email) ? (email as string) : null,
      type: present(type) ? (type as string) : null,
      reference_id: referenceIdOf(body.reference_id),
    };
    const notes = notesOf(body.notes);
    // "If all the above details match the details of an existing contact, the API returns" that contact.
    const same = contacts.find((c) =>
      (Object.keys(details) as (keyof typeof details)[]).every((k) => c[k] === details[k]),
    );
    if (same) return same;
    const made: FakeContact = {
      id: `cont_${++next}`,
      entity: 'contact',
      ...details,
      batch_id: null,
      active: true,
      notes,
      created_at: seconds(),
    };
    contacts.push(made);
    return made;
  }

  /** Create Fund Account (bank_account or vpa) of an existing contact; the same details return the same one. */
  function createFundAccount(body: Record<string, unknown>): FakeFundAccount {
    if (!present(body.contact_id)) throw invalid('contact_id', RAZORPAY_ERRORS.contactIdRequired);
    const contact = contacts.find((c) => c.id === body.contact_id);
    if (!contact) throw invalid('contact_id', RAZORPAY_ERRORS.missingId);
    if (!present(body.account_type)) throw invalid('account_type', RAZORPAY_ERRORS.accountTypeRequired);
    const made: FakeFundAccount = {
      id: '',
      entity: 'fund_account',
      contact_id: contact.id,
      account_type: 'bank_account',
      active: true,
      batch_id: null,
      created_at: seconds(),
    };
    if (body.account_type === 'bank_account') {
      const bank = body.bank_account as Record<string, unknown> | undefined;
      if (!bank || typeof bank !== 'object')
        throw invalid('bank_account', RAZORPAY_ERRORS.bankAccountRequired);
      if (typeof bank.name !== 'string' || !HOLDER_NAME.test(bank.name))
        throw invalid('bank_account.name', RAZORPAY_ERRORS.bankAccountNameInvalid);
      if (typeof bank.ifsc !== 'string' || !IFSC.test(bank.ifsc))
        throw invalid('bank_account.ifsc', RAZORPAY_ERRORS.ifscInvalid);
      if (typeof bank.account_number !== 'string' || !BANK_ACCOUNT_NUMBER.test(bank.account_number))
        throw invalid('bank_account.account_number', RAZORPAY_ERRORS.bankAccountNumberInvalid);
      made.bank_account = {
        ifsc: bank.ifsc,
        bank_name: BANK_NAMES[bank.ifsc.slice(0, 4)] ?? `${bank.ifsc.slice(0, 4)} Bank`,
        name: bank.name,
        account_number: bank.account_number,
        notes: [],
      };
    } else if (body.account_type === 'vpa') {
      const vpa = body.vpa as Record<string, unknown> | undefined;
      if (!vpa || typeof vpa !== 'object') throw invalid('vpa', RAZORPAY_ERRORS.vpaRequired);
      if (typeof vpa.address !== 'string' || !VPA.test(vpa.address))
        throw invalid('vpa.address', RAZORPAY_ERRORS.vpaInvalid);
      const [username, handle] = vpa.address.split('@');
      made.account_type = 'vpa';
      made.vpa = { username, handle, address: vpa.address };
    } else {
      throw invalid('account_type', RAZORPAY_ERRORS.accountTypeInvalid);
    }
    const key = (a: FakeFundAccount) =>
      canonical([a.contact_id, a.account_type, a.bank_account ?? null, a.vpa?.address ?? null]);
    const same = fundAccounts.find((a) => key(a) === key(made));
    if (same) return same;
    made.id = `fa_${++next}`;
    fundAccounts.push(made);
    return made;
  }

  /** Create Payout's checks of its body, in RazorpayX's words; the payout made of it. */
  function newPayout(body: Record<string, unknown>): { payout: FakePayout; accountNumber: string } {
    const accountNumber = body.account_number;
    if (typeof accountNumber !== 'string' || accountNumber.trim() === '')
      throw invalid('account_number', RAZORPAY_ERRORS.accountNumberRequired);
    if (!present(body.fund_account_id))
      throw invalid('fund_account_id', RAZORPAY_ERRORS.fundAccountIdRequired);
    const account = fundAccounts.find((a) => a.id === body.fund_account_id);
    if (!account) throw invalid('fund_account_id', RAZORPAY_ERRORS.fundAccountMissing);
    let amount: number;
    try {
      amount = amountOf(body.amount, 'INR');
    } catch (error) {
      throw error instanceof Refusal ? invalid('amount', error.description) : error;
    }
    if (!present(body.currency)) throw invalid('currency', RAZORPAY_ERRORS.currencyRequired);
    if (body.currency !== 'INR') throw invalid('currency', RAZORPAY_ERRORS.payoutCurrency);
    if (!present(body.mode)) throw invalid('mode', RAZORPAY_ERRORS.modeRequired);
    const mode = PAYOUT_MODES.find((m) => m === body.mode);
    if (!mode) throw invalid('mode', RAZORPAY_ERRORS.modeInvalid);
    if ((account.account_type === 'vpa') !== (mode === 'UPI'))
      throw invalid('mode', RAZORPAY_ERRORS.modeForAccount(mode, account.account_type));
    if (mode === 'IMPS' && amount > RAZORPAYX_LIMITS.impsMaxPaise)
      throw invalid('amount', RAZORPAY_ERRORS.modeMaximum(mode, rupeesOf(RAZORPAYX_LIMITS.impsMaxPaise)));
    if (mode === 'UPI' && amount > upiMaxPaise)
      throw invalid('amount', RAZORPAY_ERRORS.modeMaximum(mode, rupeesOf(upiMaxPaise)));
    if (mode === 'RTGS' && amount < RAZORPAYX_LIMITS.rtgsMinPaise)
      throw invalid('amount', RAZORPAY_ERRORS.modeMinimum(mode, rupeesOf(RAZORPAYX_LIMITS.rtgsMinPaise)));
    if (!present(body.purpose)) throw invalid('purpose', RAZORPAY_ERRORS.purposeRequired);
    if (typeof body.purpose !== 'string' || !PAYOUT_PURPOSES.includes(body.purpose))
      throw invalid('purpose', RAZORPAY_ERRORS.purposeInvalid);
    if (present(body.narration) && (typeof body.narration !== 'string' || !NARRATION.test(body.narration)))
      throw invalid('narration', RAZORPAY_ERRORS.narrationInvalid);
    const referenceId = referenceIdOf(body.reference_id);
    const queue = body.queue_if_low_balance;
    if (queue !== undefined && queue !== null && typeof queue !== 'boolean')
      throw invalid('queue_if_low_balance', RAZORPAY_ERRORS.queueIfLowBalanceInvalid);
    const notes = notesOf(body.notes);
    // A balance too low for it: queued when asked to, else refused.
    if (initialPayoutStatus === 'queued' && queue !== true)
      throw new Refusal(400, RAZORPAY_ERRORS.lowBalance);
    const status = initialPayoutStatus;
    return {
      accountNumber,
      payout: {
        id: `pout_${++next}`,
        entity: 'payout',
        fund_account_id: account.id,
        amount,
        currency: 'INR',
        notes,
        fees: status === 'processing' ? (payoutCharges?.fees ?? 0) : 0,
        tax: status === 'processing' ? (payoutCharges?.tax ?? 0) : 0,
        status,
        purpose: body.purpose,
        utr: null,
        mode,
        reference_id: referenceId,
        narration: present(body.narration) ? (body.narration as string) : null,
        batch_id: null,
        failure_reason: null,
        status_details: statusDetailsOf(status),
        created_at: seconds(),
      },
    };
  }

  /**
   * Create Payout under its idempotency key: the same key and body again answer the same payout; the key with
   * another body, or a key whose request was refused, is refused. `answer` is the HTTP answer, after any latency.
   */
  async function createPayout(key: string, body: Record<string, unknown>) {
    const seen = payoutKeys.get(key);
    if (seen?.refusal) throw seen.refusal;
    if (seen && seen.body !== canonical(body))
      throw invalid('X-Payout-Idempotency', RAZORPAY_ERRORS.idempotencyMismatch);
    if (seen?.payoutId) return payouts.get(seen.payoutId)!;
    const mode = nextPayout;
    nextPayout = 'normal';
    if (mode === 'fail') throw new Refusal(500, RAZORPAY_ERRORS.server, 'SERVER_ERROR');
    let made: ReturnType<typeof newPayout>;
    try {
      made = newPayout(body);
    } catch (error) {
      if (error instanceof Refusal && error.statusCode < 500)
        payoutKeys.set(key, { body: canonical(body), refusal: error });
      nextPayout = mode; // Nothing was made: the control waits for the next payout.
      throw error;
    }
    const { payout, accountNumber } = made;
    payouts.set(payout.id, payout);
    payoutAccounts.set(payout.id, accountNumber);
    payoutKeys.set(key, { body: canonical(body), payoutId: payout.id });
    const event = PAYOUT_EVENTS[payout.status];
    if (event) emit(event, { payout });
    if (payoutLatencyMs > 0) await sleep(payoutLatencyMs);
    if (mode === 'lose-answer') throw new Refusal(500, RAZORPAY_ERRORS.gatewayTimeout, 'SERVER_ERROR');
    return payout;
  }

  /** `count` (1–`max`, default 10) items from `skip` (default 0), as every Fetch All pages. */
  function pageWindow(
    query: URLSearchParams,
    refusal: (field: string, description: string) => Refusal,
    max = 100,
  ) {
    const count = Number(query.get('count') ?? 10);
    if (!Number.isInteger(count) || count < 1 || count > max)
      throw refusal('count', max === 100 ? RAZORPAY_ERRORS.countInvalid : RAZORPAY_ERRORS.reconCountInvalid);
    const skip = Number(query.get('skip') ?? 0);
    if (!Number.isInteger(skip) || skip < 0) throw refusal('skip', RAZORPAY_ERRORS.skipInvalid);
    return <T>(items: readonly T[]) => {
      const page = items.slice(skip, skip + count);
      return { entity: 'collection' as const, count: page.length, items: page };
    };
  }
  /**
   * A page of a collection as the Fetch All APIs answer it: `from`/`to` (Unix seconds, inclusive) filter
   * `created_at`, newest first (the later made first among equals), `count` 1–100 (default 10) from `skip`
   * (default 0). `refusal` words a bad parameter (RazorpayX names the field).
   */
  function pageOf<T extends { created_at: number }>(
    query: URLSearchParams,
    items: readonly T[],
    refusal: (field: string, description: string) => Refusal,
  ) {
    const page = pageWindow(query, refusal);
    const bound = (name: 'from' | 'to', message: string) => {
      const raw = query.get(name);
      if (raw === null) return undefined;
      const value = Number(raw);
      if (raw === '' || !Number.isInteger(value) || value < 0) throw refusal(name, message);
      return value;
    };
    const from = bound('from', RAZORPAY_ERRORS.fromInvalid);
    const to = bound('to', RAZORPAY_ERRORS.toInvalid);
    if (from !== undefined && to !== undefined && from > to)
      throw refusal('from', RAZORPAY_ERRORS.fromAfterTo);
    const inRange = items
      .map((item, made) => ({ item, made }))
      .filter(
        ({ item }) =>
          (from === undefined || item.created_at >= from) && (to === undefined || item.created_at <= to),
      )
      .sort((a, b) => b.item.created_at - a.item.created_at || b.made - a.made)
      .map(({ item }) => item);
    return page(inRange);
  }
  const plainRefusal = (_field: string, description: string) => new Refusal(400, description);

  /** Fetch All Payouts: of one account (required), filtered, paged as `pageOf`. */
  function listPayouts(query: URLSearchParams) {
    const accountNumber = query.get('account_number');
    if (!accountNumber) throw invalid('account_number', RAZORPAY_ERRORS.accountNumberRequired);
    const contactOf = (p: FakePayout) => fundAccounts.find((a) => a.id === p.fund_account_id)?.contact_id;
    const filters: [string, (p: FakePayout) => unknown][] = [
      ['reference_id', (p) => p.reference_id],
      ['fund_account_id', (p) => p.fund_account_id],
      ['contact_id', contactOf],
      ['status', (p) => p.status],
      ['mode', (p) => p.mode],
    ];
    const items = [...payouts.values()]
      .filter((p) => payoutAccounts.get(p.id) === accountNumber)
      .filter((p) => filters.every(([name, get]) => !query.has(name) || get(p) === query.get(name)));
    return pageOf(query, items, invalid);
  }

  // Settlements.
  const IST_MS = (5 * 60 + 30) * 60_000;
  const istDate = (secondsAt: number) => new Date(secondsAt * 1000 + IST_MS).toISOString().slice(0, 10);
  /**
   * What Razorpay does on its settlement schedule: one settlement of every captured payment (less its charge)
   * and every processed refund not settled yet, paid to the bank with a UTR. Null when nothing is due.
   */
  function settle(atSeconds = seconds()) {
    const due: FakeSettlementLine[] = [];
    const base = {
      on_hold: false as const,
      settled: true as const,
      settled_at: atSeconds,
      settlement_id: '',
      settlement_utr: '',
      posted_at: null,
      credit_type: 'default' as const,
      description: null,
      card_network: null,
      card_issuer: null,
      card_type: null,
      dispute_id: null,
    };
    for (const payment of payments.values()) {
      if (!payment.captured || settledIds.has(payment.id)) continue;
      const fee = payment.fee ?? 0;
      due.push({
        ...base,
        entity_id: payment.id,
        type: 'payment',
        debit: 0,
        credit: payment.amount - fee,
        amount: payment.amount,
        currency: payment.currency,
        fee,
        tax: payment.tax ?? 0,
        created_at: payment.created_at,
        notes: JSON.stringify(payment.notes),
        payment_id: null,
        order_id: payment.order_id,
        order_receipt: orderOf(payment).receipt,
        method: payment.method,
      });
    }
    for (const refund of refunds.values()) {
      if (refund.status !== 'processed' || settledIds.has(refund.id)) continue;
      const payment = payments.get(refund.payment_id)!;
      // An authorisation Razorpay reversed by itself was never in a settlement: its refund takes nothing.
      if (!payment.captured) continue;
      due.push({
        ...base,
        entity_id: refund.id,
        type: 'refund',
        debit: refund.amount,
        credit: 0,
        amount: refund.amount,
        currency: refund.currency,
        fee: 0,
        tax: 0,
        created_at: refund.created_at,
        notes: JSON.stringify(refund.notes),
        payment_id: payment.id,
        order_id: payment.order_id,
        order_receipt: orderOf(payment).receipt,
        method: payment.method,
      });
    }
    if (due.length === 0) return null;
    const settlement: FakeSettlement = {
      id: `setl_${++next}`,
      entity: 'settlement',
      amount: due.reduce((sum, l) => sum + l.credit - l.debit, 0),
      status: 'processed',
      fees: due.reduce((sum, l) => sum + l.fee, 0),
      tax: due.reduce((sum, l) => sum + l.tax, 0),
      utr: `SETLUTR${String(++next).padStart(9, '0')}`,
      created_at: atSeconds,
    };
    settlements.set(settlement.id, settlement);
    for (const line of due) {
      settledIds.add(line.entity_id);
      settlementLines.push({ ...line, settlement_id: settlement.id, settlement_utr: settlement.utr });
    }
    return settlement;
  }

  /**
   * GET /v1/settlements/recon/combined: the lines of the settlements made on one IST day (or, without `day`,
   * month), in the order settled; `count` up to 1000 (default 10) from `skip`.
   */
  function settlementRecon(query: URLSearchParams) {
    const year = query.get('year');
    const month = query.get('month');
    if (!year) throw new Refusal(400, RAZORPAY_ERRORS.yearRequired);
    if (!month) throw new Refusal(400, RAZORPAY_ERRORS.monthRequired);
    const day = query.get('day');
    const [y, m, d] = [Number(year), Number(month), day === null ? 1 : Number(day)];
    const date = new Date(Date.UTC(y, m - 1, d));
    if (![y, m, d].every(Number.isInteger) || date.getUTCMonth() !== m - 1 || date.getUTCDate() !== d)
      throw new Refusal(400, RAZORPAY_ERRORS.dateInvalid);
    const prefix = date.toISOString().slice(0, day === null ? 7 : 10);
    const page = pageWindow(query, plainRefusal, 1000);
    return page(settlementLines.filter((l) => istDate(l.settled_at).startsWith(prefix)));
  }

  /**
   * What RazorpayX does later with a payout: moves it on (pending, queued, processing), pays it (processed,
   * with a UTR), or not (failed, rejected, cancelled), or has it bounce (reversed, only once processed). Posts
   * the status's event and payout.updated; the same status with new fields posts payout.updated alone.
   */
  function movePayout(
    payoutId: string,
    status: SettlePayoutStatus,
    fields: Partial<Pick<FakePayout, 'utr' | 'failure_reason' | 'fees' | 'tax'>> = {},
  ) {
    const payout = payouts.get(payoutId);
    if (!payout) return null;
    const from = payout.status;
    if (from !== status && !PAYOUT_MOVES[from].includes(status))
      throw new Refusal(400, RAZORPAY_ERRORS.payoutTransition(from, status));
    const before = canonical(payout);
    // RazorpayX charges a payout as it reaches processing (or processed straight from a queue), charges nothing
    // for one that fails, is rejected or cancelled, and leaves a reversed one's charge on it.
    const charged = (s: FakePayoutStatus) => s === 'processing' || s === 'processed';
    const charges =
      status === 'failed' || status === 'rejected' || status === 'cancelled'
        ? { fees: 0, tax: 0 }
        : payoutCharges && charged(status) && !charged(from)
          ? payoutCharges
          : {};
    Object.assign(payout, charges, fields, { status });
    if (status === 'processed' && !payout.utr) payout.utr = `FAKEUTR${String(++next).padStart(9, '0')}`;
    if (from !== status || fields.failure_reason !== undefined)
      payout.status_details = statusDetailsOf(status, payout.failure_reason);
    const event = PAYOUT_EVENTS[status];
    if (from !== status && event) emit(event, { payout });
    if (canonical(payout) !== before) emit('payout.updated', { payout });
    return payout;
  }
  function settlePayout(
    payoutId: string,
    status: SettlePayoutStatus,
    fields: Partial<Pick<FakePayout, 'utr' | 'failure_reason' | 'fees' | 'tax'>> = {},
  ) {
    try {
      return movePayout(payoutId, status, fields);
    } catch (error) {
      throw error instanceof Refusal ? new Error(error.description) : error;
    }
  }

  // HTTP.
  const send = (res: ServerResponse, status: number, body: unknown) => {
    res.writeHead(status, { 'content-type': 'application/json' });
    res.end(JSON.stringify(body));
  };
  const refuse = (res: ServerResponse, refusal: Refusal) =>
    send(res, refusal.statusCode, {
      error:
        refusal.field === undefined
          ? { code: refusal.code, description: refusal.description }
          : {
              code: refusal.code,
              description: refusal.description,
              source: 'business',
              step: null,
              reason: 'input_validation_failed',
              metadata: {},
              field: refusal.field,
            },
    });
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

  const isCharges = (value: unknown): value is { fees: number; tax: number } =>
    !!value &&
    typeof value === 'object' &&
    Number.isInteger((value as { fees?: unknown }).fees) &&
    Number.isInteger((value as { tax?: unknown }).tax);

  /** The test's hand on the fake (no auth): what Checkout, the bank and Razorpay's own schedule would do. */
  async function control(req: IncomingMessage, res: ServerResponse, parts: string[]) {
    const [, what, id, action] = parts; // __control, what, id, action
    if (what === 'health') return send(res, 200, { ok: true });
    if (req.method === 'GET' && what === 'webhooks') return send(res, 200, { events, log: webhookLog });
    if (req.method !== 'POST') return undefined;
    const body = await bodyOf(req);
    if (what === 'payments' && id === undefined) {
      // What Razorpay Checkout does in the browser: a payment of the order, and its signed answer.
      // `silent: true`: its webhooks are lost, so the app never hears of it (`captureWithoutTelling`).
      if (!orders.get(String(body.orderId))) throw missing();
      const status =
        (['failed', 'created', 'captured'] as const).find((s) => s === body.status) ?? 'authorized';
      const payment = pay(String(body.orderId), status, {
        currency: typeof body.currency === 'string' ? body.currency : undefined,
        amount: typeof body.amount === 'number' ? body.amount : undefined,
        method: typeof body.method === 'string' ? body.method : undefined,
        silent: body.silent === true,
      });
      return send(res, 200, signedAnswer(payment));
    }
    if (what === 'settlements' && id === undefined) {
      // Razorpay's settlement run: { atSeconds? } → { settlement } (null when nothing is due).
      const at = body.atSeconds;
      if (at !== undefined && (typeof at !== 'number' || !Number.isInteger(at)))
        throw new Refusal(400, 'atSeconds: Unix seconds');
      return send(res, 200, { settlement: settle(at) });
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
      const status = SETTLE_STATUSES.find((s) => s === body.status);
      if (!status) throw new Refusal(400, `status: one of ${SETTLE_STATUSES.join(', ')}`);
      const { utr, failure_reason, fees, tax } = body as Partial<FakePayout>;
      const fields = Object.fromEntries(
        Object.entries({ utr, failure_reason, fees, tax }).filter(([, v]) => v !== undefined),
      );
      const payout = movePayout(decodeURIComponent(id), status, fields);
      if (!payout) throw missing();
      return send(res, 200, payout);
    }
    if (what === 'settings') {
      if (typeof body.autoCapture === 'boolean') autoCapture = body.autoCapture;
      if (typeof body.refundDuplicatePayments === 'boolean')
        refundDuplicatePayments = body.refundDuplicatePayments;
      if (body.initialPayoutStatus === 'queued' || body.initialPayoutStatus === 'processing')
        initialPayoutStatus = body.initialPayoutStatus;
      if (typeof body.payoutLatencyMs === 'number' && body.payoutLatencyMs >= 0)
        payoutLatencyMs = body.payoutLatencyMs;
      if (typeof body.paymentFeeBps === 'number' && body.paymentFeeBps >= 0)
        paymentFeeBps = body.paymentFeeBps;
      if (body.payoutCharges === null) payoutCharges = null;
      else if (isCharges(body.payoutCharges)) payoutCharges = body.payoutCharges;
      return send(res, 200, {
        autoCapture,
        refundDuplicatePayments,
        initialPayoutStatus,
        payoutLatencyMs,
        paymentFeeBps,
        payoutCharges,
      });
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

  async function api(req: IncomingMessage, res: ServerResponse, parts: string[], url: URL) {
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
    if (req.method === 'POST' && resource === 'contacts' && id === undefined)
      return send(res, 200, createContact(await bodyOf(req)));
    if (req.method === 'POST' && resource === 'fund_accounts' && id === undefined)
      return send(res, 200, createFundAccount(await bodyOf(req)));
    if (resource === 'payouts') {
      if (req.method === 'GET' && id === undefined) return send(res, 200, listPayouts(url.searchParams));
      if (req.method === 'GET' && action === undefined) {
        const payout = payouts.get(id);
        if (!payout) throw missing();
        return send(res, 200, payout);
      }
      if ((req.method === 'POST' || req.method === 'PATCH') && id !== undefined && action === 'cancel') {
        // Cancel a Queued Payout (PATCH in RazorpayX's API list, POST in its reference): only a queued one.
        const payout = payouts.get(id);
        if (!payout) throw missing();
        if (payout.status !== 'queued') throw new Refusal(400, RAZORPAY_ERRORS.cancelNotQueued);
        return send(res, 200, movePayout(id, 'cancelled'));
      }
      if (req.method === 'POST' && id === undefined) {
        const key = req.headers['x-payout-idempotency'];
        if (key === undefined || key === '')
          throw invalid('X-Payout-Idempotency', RAZORPAY_ERRORS.idempotencyKey);
        if (typeof key !== 'string' || !IDEMPOTENCY_KEY.test(key))
          throw invalid('X-Payout-Idempotency', RAZORPAY_ERRORS.idempotencyKeyInvalid);
        return send(res, 200, await createPayout(key, await bodyOf(req)));
      }
    }
    if (req.method === 'GET' && resource === 'payments' && id === undefined)
      return send(res, 200, pageOf(url.searchParams, [...payments.values()], plainRefusal));
    if (req.method === 'GET' && resource === 'refunds' && id === undefined)
      return send(res, 200, pageOf(url.searchParams, [...refunds.values()], plainRefusal));
    if (req.method === 'GET' && resource === 'settlements') {
      if (id === 'recon' && action === 'combined') return send(res, 200, settlementRecon(url.searchParams));
      if (id === undefined)
        return send(res, 200, pageOf(url.searchParams, [...settlements.values()], plainRefusal));
      const settlement = settlements.get(id);
      if (!settlement) throw missing();
      return send(res, 200, settlement);
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
        } else if ((await api(req, res, parts, url)) !== undefined) {
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
    /** Contacts and fund accounts as made (the same details again return the one made, adding none). */
    contacts,
    fundAccounts,
    payouts,
    settlePayout,
    /**
     * Razorpay's settlement run, at `atSeconds` (default: the fake's now): one settlement of every captured
     * payment (credit: amount − fee) and every processed refund of a captured payment (debit: its amount) not
     * settled yet. Null when nothing is due. Also POST /__control/settlements { atSeconds? }.
     */
    settle: (atSeconds?: number): FakeSettlement | null => settle(atSeconds),
    /** Every settlement made, oldest first. */
    settlements: settlements as ReadonlyMap<string, FakeSettlement>,
    /** Every line of every settlement (what the recon report reads), in the order settled. */
    settlementLines: settlementLines as readonly FakeSettlementLine[],
    /**
     * Razorpay's charge for one payment as a test plants it (`fee` GST included, `tax` the GST in it): at once
     * if captured, else at its capture. Nothing checks the values, so odd ones can be planted.
     */
    setPaymentCharges: (paymentId: string, charges: { fee: number; tax: number }) => {
      const payment = payments.get(paymentId);
      if (!payment) throw new Error(`no payment ${paymentId}`);
      chargesSet.set(paymentId, { ...charges });
      if (payment.captured) Object.assign(payment, charges);
    },
    /** The rate charged on payments captured from now on, in basis points (GST added on top). */
    setPaymentFeeBps: (bps: number) => {
      paymentFeeBps = bps;
    },
    /** RazorpayX's charge on payouts reaching processing or processed from now on (null: none, 0/0). */
    setPayoutCharges: (charges: { fees: number; tax: number } | null) => {
      payoutCharges = charges && { ...charges };
    },
    /**
     * A payment Razorpay made, authorised and captured on the order that the app never heard of: every webhook
     * of it lost (in `events`, marked `lost`). Its amount is the order's unless given. Under the fake's settings
     * as any payment (a duplicate on a paid order is auto-refunded instead when `refundDuplicatePayments` is on).
     * Also POST /__control/payments { orderId, status: 'captured', amount?, silent: true }.
     */
    captureWithoutTelling: (orderId: string, amount?: number): FakePayment =>
      pay(orderId, 'captured', { amount, silent: true }),
    /** Every payout made under this `reference_id`, oldest first. */
    payoutsByReference: (referenceId: string) =>
      [...payouts.values()].filter((p) => p.reference_id === referenceId),
    /** The next new payout is refused with a 500 (nothing paid, its key not kept: a retry makes it). */
    failNextPayout: () => {
      nextPayout = 'fail';
    },
    /** The next new payout is made (and kept under its key) but answered with a 500, as when the answer is lost. */
    loseNextPayoutAnswer: () => {
      nextPayout = 'lose-answer';
    },
    /** How long POST /v1/payouts waits before answering, once the payout is made. */
    setPayoutLatency: (ms: number) => {
      payoutLatencyMs = ms;
    },
    /** Where new payouts start: processing, or queued (the balance too low). */
    setInitialPayoutStatus: (status: 'queued' | 'processing') => {
      initialPayoutStatus = status;
    },
    /** The account's UPI limit from now on (RazorpayX may set an account higher or lower). */
    setUpiMaxPaise: (paise: number) => {
      upiMaxPaise = paise;
    },
    get upiMaxPaise() {
      return upiMaxPaise;
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
    /** Where payout events go from now on (null: to `webhook`, as when RazorpayX has no webhook of its own). */
    setPayoutWebhook: (hook: FakeRazorpayWebhook | null) => {
      payoutWebhook = hook;
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
