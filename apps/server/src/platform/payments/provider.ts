import type { Db } from '../../db/database';
import type { Clock } from '../clock';

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

export type ProviderPaymentStatus = 'paid' | 'open' | 'cancelled' | 'failed';

export type ProviderPayment = {
  status: ProviderPaymentStatus;
  /** What was collected (paise), when paid. */
  amountPaise: number;
  currency: string;
  /** The provider's payment id (payment intent), when known. */
  paymentId: string | null;
};

export type PaymentProvider = {
  readonly name: 'sandbox' | 'stripe' | 'razorpay';
  /** Opens a hosted checkout; `redirectUrl` is where the browser goes to pay. */
  createCheckout(request: CheckoutRequest): Promise<{ providerRef: string; redirectUrl: string }>;
  /** The provider's own word on a checkout. */
  retrieve(providerRef: string): Promise<ProviderPayment>;
};

/**
 * Checkout lifetime. Stripe wants at least 30 minutes from its own clock; the 5 spare minutes absorb clock
 * skew. A single-use coupon is held exactly this long (see features/coupons `holdCoupon`).
 */
export const CHECKOUT_TTL_MS = 35 * 60_000;

/**
 * Settles the transaction whose checkout is `providerRef` with what the provider says (features/payments
 * `confirmByProviderRef`, wired in app.ts). The provider's own routes call it; platform knows no payments SQL.
 */
export type ConfirmPayment = (providerRef: string) => Promise<void>;

/**
 * Follows up a RazorpayX payout whose status may have changed (features/payouts `railPayoutUpdated`, wired
 * in app.ts): the Razorpay webhook also carries payout events.
 */
export type PayoutUpdated = (railPayoutId: string) => Promise<void>;

/** What the provider's own HTTP routes need. */
export type ProviderRouteDeps = {
  db: Db;
  clock: Clock;
  confirmPayment: ConfirmPayment;
  payoutUpdated: PayoutUpdated;
};

export class PaymentProviderError extends Error {
  override readonly name = 'PaymentProviderError';
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
