import { formatRupees } from '@collably/shared/domain/pricing';
import {
  ReconciliationField as Field,
  ReconciliationItem as Item,
  ReconciliationProvider as Provider,
  type TReconciliationField,
  type TReconciliationItem,
  type TReconciliationProvider,
} from '@collably/shared/schemas/reconciliation';
import type {
  ProviderPaymentRecord,
  ProviderRefundRecord,
  ProviderSettlementLine,
} from '../../platform/payments/provider';
import { isReturned, type RazorpayXPayout } from '../../platform/payouts/razorpayx';

/**
 * The pure part of the daily reconciliation (issue 34): what the provider says each item moved, against what
 * the ledger booked for it. Every amount is paise; a comparison is one amount of one item.
 */

const IST_OFFSET_MS = (5 * 60 + 30) * 60_000;
const DAY_MS = 24 * 60 * 60_000;

/** The IST calendar day of an instant: '2026-11-28'. */
export const istDay = (ms: number) => new Date(ms + IST_OFFSET_MS).toISOString().slice(0, 10);

/** The first and last millisecond of an IST day. */
export const istDayRange = (day: string) => {
  const fromMs = Date.parse(`${day}T00:00:00.000+05:30`);
  return { fromMs, toMs: fromMs + DAY_MS - 1 };
};

/** The IST day `days` after (or before, when negative) another. */
export const addDays = (day: string, days: number) => istDay(istDayRange(day).fromMs + days * DAY_MS);

/** What the ledger booked for one Razorpay payment (from its capture and fee journals). */
export type PaymentBooking = { capturedPaise: number; feePaise: number; taxPaise: number };
/** What the ledger booked for one refund (the withdrawal or stray refund it belongs to). */
export type RefundBooking = { refundedPaise: number };
/** What the ledger booked for one RazorpayX payout (the payout or withdrawal it sent, and its charge). */
export type PayoutBooking = { paidOutPaise: number; feePaise: number; taxPaise: number };

export const NO_PAYMENT_BOOKING: PaymentBooking = { capturedPaise: 0, feePaise: 0, taxPaise: 0 };
export const NO_PAYOUT_BOOKING: PayoutBooking = { paidOutPaise: 0, feePaise: 0, taxPaise: 0 };

export type Comparison = {
  provider: TReconciliationProvider;
  itemType: TReconciliationItem;
  itemId: string;
  field: TReconciliationField;
  day: string;
  providerPaise: number;
  ledgerPaise: number;
};

export const differs = (c: Comparison) => c.providerPaise !== c.ledgerPaise;

const line = (
  base: Pick<Comparison, 'provider' | 'itemType' | 'itemId' | 'day'>,
  field: TReconciliationField,
  providerPaise: number,
  ledgerPaise: number,
): Comparison => ({ ...base, field, providerPaise, ledgerPaise });

/**
 * A payment: what Razorpay took (an authorisation it reversed by itself took nothing, so a payment the ledger
 * never booked is matched, not flagged), and its charge and the GST in it.
 */
export function comparePayment(payment: ProviderPaymentRecord, booked: PaymentBooking): Comparison[] {
  const base = {
    provider: Provider.Razorpay,
    itemType: Item.Payment,
    itemId: payment.id,
    day: istDay(payment.createdAt),
  };
  const taken = payment.isCaptured;
  const captured = line(base, Field.Captured, taken ? payment.amountPaise : 0, booked.capturedPaise);
  // A charge is booked with its capture: while the capture itself differs, that one mismatch says it all.
  if (differs(captured)) return [captured];
  return [
    captured,
    line(base, Field.Fee, taken ? (payment.feePaise ?? 0) : 0, booked.feePaise),
    line(base, Field.Tax, taken ? (payment.taxPaise ?? 0) : 0, booked.taxPaise),
  ];
}

/**
 * A refund, once final: processed, it gave back money the payment took; failed, or a reversal of a payment never
 * captured, it gave back nothing the ledger holds. Pending refunds are on their way: compared on a later run.
 */
export function compareRefund(
  refund: ProviderRefundRecord,
  paymentWasCaptured: boolean,
  booked: RefundBooking,
): Comparison[] {
  if (refund.status === 'pending') return [];
  const base = {
    provider: Provider.Razorpay,
    itemType: Item.Refund,
    itemId: refund.id,
    day: istDay(refund.createdAt),
  };
  const given = refund.status === 'processed' && paymentWasCaptured ? refund.amountPaise : 0;
  return [line(base, Field.Refunded, given, booked.refundedPaise)];
}

/**
 * A RazorpayX payout, once final: processed, the money and the charge left; returned (failed, rejected,
 * cancelled, reversed), nothing did — RazorpayX gives a reversed payout's charge back with it.
 */
export function comparePayout(payout: RazorpayXPayout, booked: PayoutBooking): Comparison[] {
  const isPaid = payout.status === 'processed';
  if (!isPaid && !isReturned(payout.status)) return [];
  const base = {
    provider: Provider.RazorpayX,
    itemType: Item.Payout,
    itemId: payout.id,
    day: istDay(payout.createdAt),
  };
  return [
    line(base, Field.PaidOut, isPaid ? payout.amount : 0, booked.paidOutPaise),
    line(base, Field.Fee, isPaid ? payout.feesPaise : 0, booked.feePaise),
    line(base, Field.Tax, isPaid ? payout.taxPaise : 0, booked.taxPaise),
  ];
}

/**
 * A settlement: what Razorpay paid into the bank (its payments less their charges, less its refunds) against
 * what the ledger booked for the same items.
 */
export function compareSettlement(
  settlementId: string,
  lines: readonly ProviderSettlementLine[],
  bookedPayment: (paymentId: string) => PaymentBooking,
  bookedRefund: (refundId: string) => RefundBooking,
): Comparison {
  let providerPaise = 0;
  let ledgerPaise = 0;
  for (const l of lines) {
    providerPaise += l.creditPaise - l.debitPaise;
    if (l.type === 'payment') {
      const booked = bookedPayment(l.entityId);
      ledgerPaise += booked.capturedPaise - booked.feePaise;
    } else if (l.type === 'refund') {
      ledgerPaise -= bookedRefund(l.entityId).refundedPaise;
    }
  }
  const settledAt = Math.max(...lines.map((l) => l.settledAt));
  return {
    provider: Provider.Razorpay,
    itemType: Item.Settlement,
    itemId: settlementId,
    field: Field.Settled,
    day: istDay(settledAt),
    providerPaise,
    ledgerPaise,
  };
}

const PROVIDER_NAME: Record<TReconciliationProvider, string> = {
  razorpay: 'Razorpay',
  razorpayx: 'RazorpayX',
};

/** What a person must do about a difference the money rules could not remove (the mismatch's action). */
export function actionFor(c: Comparison): string {
  const by = PROVIDER_NAME[c.provider];
  const p = formatRupees(c.providerPaise);
  const l = formatRupees(c.ledgerPaise);
  switch (c.field) {
    case Field.Captured:
      return c.providerPaise > c.ledgerPaise
        ? `${by} took ${p}; the ledger booked ${l}, and the pay-in rules found no order or checkout to book it to. Find the brand in the Razorpay Dashboard and refund the payment there.`
        : `The ledger booked ${l} that ${by} did not take (${p}). Hold the order's release and check the payment in the Razorpay Dashboard.`;
    case Field.Refunded:
      return c.providerPaise > c.ledgerPaise
        ? `${by} refunded ${p}; the ledger booked ${l}, and no withdrawal or stray payment of ours asked for it. Check who made the refund in the Razorpay Dashboard.`
        : `The ledger booked a refund of ${l} that ${by} did not make (${p}). Check the withdrawal; the brand may be owed the money.`;
    case Field.PaidOut:
      return c.providerPaise > c.ledgerPaise
        ? `${by} paid out ${p}; the ledger booked ${l}, and no payout or withdrawal of ours sent it. Check the payout in the RazorpayX Dashboard.`
        : `The ledger booked ${l} paid out that ${by} did not pay (${p}). Check the payout before anyone is paid again.`;
    case Field.Fee:
    case Field.Tax:
      return `${by} charged ${p} (${c.field}); the ledger booked ${l}. Check the charge on ${by}'s invoice; the ledger books what ${by} reports, once.`;
    case Field.Settled:
      return `${by} settled ${p}; the items in it were booked at ${l}. Compare the settlement's lines in the Razorpay Dashboard with their items here.`;
  }
}
