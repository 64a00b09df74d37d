import type { TSupplyType } from '@collably/shared/domain/gst-invoice';
import type { ColumnType, Generated } from 'kysely';
import type { TGstModel } from '@collably/shared/domain/pricing';
import type { TStrayReason } from '@collably/shared/messages/stray-payments';
import type { IntBool } from './foundation';

export type CouponsTable = {
  id: Generated<number>;
  name: string;
  /** Upper case; codes are matched ignoring case. */
  code: string;
  description: string;
  valuePaise: number;
  /** FLAT500: one use per brand, on its first paid order; never marked used. */
  isFirstOrder: IntBool;
  createdOn: string;
  modifiedOn: string;
  usedOn: string | null;
  usedByUserId: number | null;
  /** A checkout holding a single-use coupon until `reservedUntil`, so two brands cannot both pay with it. */
  reservedByUserId: number | null;
  reservedTransactionId: number | null;
  reservedUntil: string | null;
};

/** 'refunded': captured, but its collab details never came, so the sweep gave the money back (issue 11). */
export type PaymentTransactionStatus = 'pending' | 'captured' | 'cancelled' | 'failed' | 'refunded';

/** One checkout of one service by one brand, with the price breakup frozen at creation (paise). */
export type PaymentTransactionsTable = {
  id: Generated<number>;
  brandUserId: number;
  influencerUserId: number;
  influencerServiceId: number;
  platformId: number;
  serviceTitle: string;
  allowUgc: IntBool;
  isGst: IntBool;
  couponId: number | null;
  couponCode: string | null;
  isFirstOrderCoupon: IntBool;
  platformFeePercent: number;
  basePricePaise: number;
  basePriceGstPaise: number;
  ugcPricePaise: number;
  ugcPriceGstPaise: number;
  platformFeePaise: number;
  platformFeeGstPaise: number;
  ugcPlatformFeePaise: number;
  ugcPlatformFeeGstPaise: number;
  subtotalPaise: number;
  discountPaise: number;
  walletPaise: number;
  /** Collected through the payment provider. */
  totalPaise: number;
  influencerPayoutPaise: number;
  platformRevenuePaise: number;
  /** Output GST: under 'principal', every line's; under 'agent', the platform fees' only. */
  gstPayablePaise: number;
  /** Which GST model priced this payment (docs/tax.md); amounts stay as frozen under it. */
  gstModel: TGstModel;
  /** The registered influencer's GST inside the payout: the platform's input tax credit ('principal' only). */
  influencerGstPaise: number;
  /**
   * JSON TTaxParty: the brand's billing details frozen at checkout (issue 36), which its documents are made out
   * to; null for payments before issue 36 (their invoice read the brand's details at capture).
   */
  billedTo: string | null;
  /** The supply to the brand that priced each line's GST (issue 36); null before it (round(18 %) per line). */
  supplyType: TSupplyType | null;
  /** A registered influencer's supply to the platform, which priced their GST (issue 36); null before it. */
  influencerSupplyType: TSupplyType | null;
  /** The GST inside the coupon's GST-inclusive discount (issue 36), never owed; 0 before it. */
  discountGstPaise: ColumnType<number, number | undefined, number>;
  /** 'sandbox' | 'stripe' | 'none' (wallet and coupon covered everything: nothing to collect). */
  provider: string;
  /** Sandbox reference or Stripe Checkout Session id. */
  providerRef: string | null;
  providerPaymentId: string | null;
  /** What of `totalPaise` went back to the payment method (wallet withdrawals not failed), paise. */
  refundedPaise: ColumnType<number, number | undefined, number>;
  status: PaymentTransactionStatus;
  failureReason: string | null;
  /** Referral value of the Czref header. */
  czref: string | null;
  createdOn: string;
  modifiedOn: string;
  /** The checkout cannot be paid after this. */
  expiresAt: string;
  capturedOn: string | null;
  /** When brand/create/collab took this payment (its collab exists from then); null while it waits. */
  detailsSentOn: string | null;
  /** When the brand was reminded to send the collab details (once). */
  detailsRemindedOn: string | null;
  /** A checkout of paid extra revisions for this collab (null: an order's payment). */
  extraRevisionsCollabId: ColumnType<number | null, number | null | undefined, number | null>;
  /** How many extra revisions it buys (0 for an order's payment). */
  extraRevisions: ColumnType<number, number | undefined, number>;
  /**
   * The custom offer this checkout pays (migration 032), with its agreed delivery instant and revisions frozen
   * like the price, so the collab made from the payment carries them; null for a normal hire.
   */
  offerId: ColumnType<number | null, number | null | undefined, number | null>;
  offerDueOn: ColumnType<string | null, string | null | undefined, string | null>;
  offerRevisions: ColumnType<number | null, number | null | undefined, number | null>;
  /** When a closed checkout is next asked about for late payments (migration 035); null: no more. */
  lateCheckOn: ColumnType<string | null, string | null | undefined, string | null>;
  /** How many of those asks were made. */
  lateChecks: ColumnType<number, number | undefined, number>;
  /** Until when this checkout held its single-use coupon, renewals included (migration 042); null: never held. */
  couponHeldUntil: ColumnType<string | null, string | null | undefined, string | null>;
};

/** The embedded sandbox provider's own record of a hosted checkout (what Stripe keeps on its side). */
export type SandboxPaymentsTable = {
  ref: string;
  paymentIntent: string;
  amountPaise: number;
  description: string;
  status: 'open' | 'succeeded' | 'cancelled';
  successUrl: string;
  cancelUrl: string;
  createdOn: string;
  expiresAt: string;
  completedOn: string | null;
};

/**
 * Provider webhook events by event id: stored when they arrive (answered at once), processed by a job
 * (platform/payments/webhook-events.ts). A row is claimed until `claimedUntil` by the instance working on it.
 */
export type PaymentWebhookEventsTable = {
  id: string;
  provider: string;
  type: string;
  receivedOn: string;
  /** The verified raw body; null for events stored before migration 035 (all processed). */
  payload: ColumnType<string | null, string | null | undefined, string | null>;
  processedOn: ColumnType<string | null, string | null | undefined, string | null>;
  claimedUntil: ColumnType<string | null, string | null | undefined, string | null>;
  attempts: ColumnType<number, number | undefined, number>;
  lastError: ColumnType<string | null, string | null | undefined, string | null>;
};

/**
 * What became of a stray payment: 'uncaptured' (only authorised; the provider reverses it), 'refunding' (captured,
 * its refund asked for or to be asked for), 'refunded' (the provider took the refund), 'credited' (the
 * provider refused it: the money went to the brand's wallet).
 */
export type StrayPaymentStatus = 'uncaptured' | 'refunding' | 'refunded' | 'credited';

export type StrayPaymentsTable = {
  paymentId: string;
  provider: string;
  transactionId: number;
  brandUserId: number;
  amountPaise: number;
  currency: string;
  /** Why no order booked it. */
  reason: TStrayReason;
  status: StrayPaymentStatus;
  refundId: string | null;
  detectedOn: string;
  modifiedOn: string;
};

export type PaymentTables = {
  coupons: CouponsTable;
  paymentTransactions: PaymentTransactionsTable;
  sandboxPayments: SandboxPaymentsTable;
  paymentWebhookEvents: PaymentWebhookEventsTable;
  strayPayments: StrayPaymentsTable;
};
