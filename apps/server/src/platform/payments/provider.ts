import type { Db } from '../../db/database';
import type { Clock } from '../clock';
import type { WebhookInbox } from './webhook-inbox';

/**
 * One interface for taking a brand's money (ARCHITECTURE §1 'pay'): the embedded sandbox checkout by default,
 * Razorpay Checkout when RAZORPAY_KEY_ID and RAZORPAY_KEY_SECRET are set, Stripe Checkout when STRIPE_SECRET_KEY
 * is. The server never trusts what the browser says about a payment: it asks the provider (`retrieve`) before
 * capturing anything.
 */
export type CheckoutRequest = {
  transactionId: number;
  amountPaise: number;
  /** What the brand is paying for, shown on the checkout page. */
  description: string;
  /** The checkout refuses payment after this. */
  expiresAt: Date;
  /** Path (from the site root) to return to after paying, given the provider's payment reference. */
  successPath: (paymentReference: string) => string;
  /** Path to return to after cancelling. */
  cancelPath: string;
};

/**
 * One payment attempt a checkout received. 'authorized': the bank approved it and the provider holds it
 * until it is captured (or reverses it once its capture window passes); 'captured': the money is taken;
 * 'refunded': it went back (refunded, or an authorisation the provider reversed); 'failed': declined; a
 * failed attempt can still be authorised later by a bank (Razorpay documents late authorisation).
 */
export type ProviderAttemptStatus = 'created' | 'authorized' | 'captured' | 'refunded' | 'failed';

export type ProviderAttempt = {
  id: string;
  status: ProviderAttemptStatus;
  amountPaise: number;
  /** ISO 4217, upper case, as the provider reports it: never assumed. */
  currency: string;
  /** When the attempt was made (ms since the epoch): of several, the earliest is booked on every instance. */
  createdAt: number;
};

/** The provider's own word on a checkout: every attempt, and whether it still takes payments. */
export type ProviderCheckout = {
  /** Closed at the provider (a Stripe session expired, a sandbox checkout cancelled); our expiry is separate. */
  isClosed: boolean;
  attempts: ProviderAttempt[];
};

/** pending: the provider took it; processed: the money went back; failed: it did not. */
export type ProviderRefundStatus = 'pending' | 'processed' | 'failed';
export type ProviderRefund = { id: string; status: ProviderRefundStatus };

/** Money back to the payment method a payment was made with (issue 17: a brand's wallet withdrawal). */
export type PaymentRefunds = {
  /**
   * Refunds `amountPaise` of a captured payment. `receipt` names our withdrawal: a refund the provider
   * already holds under it is returned instead of making another, so a retry after a lost answer is safe.
   */
  refund(input: { paymentId: string; amountPaise: number; receipt: string }): Promise<ProviderRefund>;
  /** The provider's own word on a refund. */
  fetchRefund(refundId: string): Promise<ProviderRefund>;
};

/** A time range of the provider's records, in ms since the epoch, both ends included. */
export type RecordRange = { fromMs: number; toMs: number };

/** A payment as the provider's records hold it (features/reconciliation compares them with the ledger). */
export type ProviderPaymentRecord = {
  id: string;
  /** The checkout it was made on (a Razorpay order id), as `retrieve` takes it. */
  checkoutRef: string | null;
  status: ProviderAttemptStatus;
  amountPaise: number;
  currency: string;
  /** The money was taken (still true after a refund; false for an authorisation the provider reversed). */
  isCaptured: boolean;
  amountRefundedPaise: number;
  /** The provider's charge, GST included, and the GST in it: null until it is charged (at capture). */
  feePaise: number | null;
  taxPaise: number | null;
  createdAt: number;
};

export type ProviderRefundRecord = {
  id: string;
  paymentId: string;
  amountPaise: number;
  status: ProviderRefundStatus;
  createdAt: number;
};

/** One line of a settlement: a payment credited (net of its fee) or a refund debited. */
export type ProviderSettlementLine = {
  settlementId: string;
  /** pay_… or rfnd_… */
  entityId: string;
  type: 'payment' | 'refund' | 'adjustment';
  creditPaise: number;
  debitPaise: number;
  feePaise: number;
  taxPaise: number;
  settledAt: number;
};

/** What the provider did, read back page by page (Razorpay: Fetch All Payments/Refunds, settlement recon). */
export type PaymentRecords = {
  payments(range: RecordRange): AsyncIterable<ProviderPaymentRecord>;
  refunds(range: RecordRange): AsyncIterable<ProviderRefundRecord>;
  payment(id: string): Promise<ProviderPaymentRecord>;
  refundsOf(paymentId: string): Promise<ProviderRefundRecord[]>;
  /** The lines of the settlements made on one IST day ('2026-11-28'). */
  settlementLines(day: string): AsyncIterable<ProviderSettlementLine>;
};

export type PaymentProvider = {
  readonly name: 'sandbox' | 'stripe' | 'razorpay';
  /** Opens a hosted checkout; `redirectUrl` is where the browser goes to pay. */
  createCheckout(request: CheckoutRequest): Promise<{ providerRef: string; redirectUrl: string }>;
  /** The provider's own word on a checkout: its attempts, as they are now. */
  retrieve(providerRef: string): Promise<ProviderCheckout>;
  /**
   * Takes an authorised attempt, for providers that authorise first (Razorpay). True when it is captured now
   * (by this call, or already); false when it can no longer be (reversed, refunded). Absent where the
   * provider captures by itself (the sandbox, Stripe Checkout).
   */
  capture?(attempt: ProviderAttempt): Promise<boolean>;
  /** Present where refunds to the payment method are wired (Razorpay, the sandbox; not Stripe yet). */
  readonly refunds?: PaymentRefunds;
  /** Present where the provider's records can be read back for the daily reconciliation (Razorpay). */
  readonly records?: PaymentRecords;
};

/**
 * Checkout lifetime. Stripe wants at least 30 minutes from its own clock; the 5 spare minutes absorb clock
 * skew. A single-use coupon is held exactly this long (see features/coupons `holdCoupon`).
 */
export const CHECKOUT_TTL_MS = 35 * 60_000;

/**
 * Settles the transaction whose checkout is `providerRef` with what the provider says, and any payment of it
 * that no order booked (features/payments `confirmByProviderRef`, wired in app.ts). The provider's own routes call it; platform knows no payments SQL.
 * True when the money is in (captured for the order, or kept in the brand's wallet).
 */
export type ConfirmPayment = (providerRef: string) => Promise<boolean>;

/**
 * Follows up a RazorpayX payout whose status may have changed (features/payouts `railPayoutUpdated`, wired
 * in app.ts): the Razorpay webhook also carries payout events.
 */
export type PayoutUpdated = (railPayoutId: string) => Promise<void>;

/** Follows up a refund whose status may have changed (features/withdrawals `refundUpdated`, wired in app.ts). */
export type RefundUpdated = (refundId: string) => Promise<void>;

/** What handling a provider's webhook events needs (webhook-inbox.ts). */
export type ProviderEventDeps = {
  confirmPayment: ConfirmPayment;
  payoutUpdated: PayoutUpdated;
  refundUpdated: RefundUpdated;
};

/** What the provider's own HTTP routes need. */
export type ProviderRouteDeps = {
  db: Db;
  clock: Clock;
  confirmPayment: ConfirmPayment;
  /** Where webhooks store verified events, handled off the request. */
  webhooks: WebhookInbox;
};

export class PaymentProviderError extends Error {
  override readonly name = 'PaymentProviderError';
}

/** The provider answered a refund with a definite no (its 4xx): nothing was refunded. */
export class PaymentRefundRefusedError extends PaymentProviderError {
  constructor(readonly reason: string) {
    super(`Refund refused: ${reason}`);
  }
}

/**
 * Where the browser returns to after paying (spec §4 'Hire flow'): the influencer's profile with transid,
 * payment_intent, insid and allowugc=true when UGC rights were bought.
 */
export function hireReturnPath(
  input: { userName: string | null; transactionId: number; serviceId: number; allowUgc: boolean },
  paymentReference: string | null,
): string {
  const base = input.userName ? `/influencer/${encodeURIComponent(input.userName)}` : '/influencer';
  const params = [`transid=${input.transactionId}`];
  // Appended verbatim: Stripe substitutes its {CHECKOUT_SESSION_ID} placeholder only when it is not encoded.
  if (paymentReference !== null) params.push(`payment_intent=${paymentReference}`);
  params.push(`insid=${input.serviceId}`);
  if (input.allowUgc) params.push('allowugc=true');
  if (paymentReference === null) params.push('cancelled=true');
  return `${base}?${params.join('&')}`;
}
