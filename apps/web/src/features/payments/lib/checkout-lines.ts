import type { TSupplyType } from '@collably/shared/domain/gst-invoice';
import { amountDue, documentLines, rupeesToPaise } from '@collably/shared/domain/pricing';
import { PaymentMessages } from '@collably/shared/messages/payments';
import type { TServiceResponse } from '@collably/shared/schemas/influencers';
import { priceLinesOf, type PriceLine } from '@/lib/price-lines';

export type CheckoutLines = {
  /** The service's lines (spec §9), summing to `subtotalPaise`. */
  lines: PriceLine[];
  subtotalPaise: number;
  /** 'Coupon FLAT500' with the discount as a negative amount; null without a coupon (or one worth nothing). */
  couponLine: PriceLine | null;
  /**
   * The order's GST after the coupon, as its document will show it (issue 36: the coupon is GST-inclusive), and
   * the GST inside the coupon, which nobody pays.
   */
  gstPaise: number;
  discountGstPaise: number;
  /** How the GST lines are worked out for this buyer (its billing state, or not known yet). */
  gstNote: string;
  /** The subtotal after the coupon: what the order costs the brand, wallet and card together. */
  afterCouponPaise: number;
  /** 'Paid from wallet' as a negative amount; null when no wallet money is used. */
  walletLine: PriceLine | null;
  discountPaise: number;
  walletPaise: number;
  /** What is left to pay through the payment provider (by card). */
  totalPaise: number;
  /** The label of `totalPaise`: 'Total' when nothing is taken off, else 'To pay by card'. */
  totalLabel: string;
  /**
   * Why less wallet money or coupon was used than offered (the card payment's ₹1 minimum), e.g. '₹0.50 of your
   * wallet stays in it: …'; null when everything offered is used.
   */
  minimumNote: string | null;
};

export const PAID_FROM_WALLET = 'Paid from wallet';
export const TO_PAY_BY_CARD = 'To pay by card';

/**
 * The Price Breakup at checkout, by the shared rule (amountDue) the server freezes when the transaction is
 * created: the coupon first, then wallet money, neither taking the amount to pay below zero, and the card
 * asked for nothing or at least ₹1.
 */
export function checkoutLines(
  service: TServiceResponse,
  withUgc: boolean,
  coupon: { code: string; discountRupees: number } | null,
  walletBalanceRupees: number | null,
  /** The supply to the buyer from its billing details (issue 36); null before they are known. */
  supplyType: TSupplyType | null = null,
): CheckoutLines {
  const base = priceLinesOf(service, withUgc, supplyType ?? 'inter-state');
  const subtotalPaise = base.totalPaise;
  const due = amountDue(subtotalPaise, {
    discountPaise: coupon ? Math.max(0, rupeesToPaise(coupon.discountRupees)) : 0,
    walletPaise: walletBalanceRupees !== null ? Math.max(0, rupeesToPaise(walletBalanceRupees)) : 0,
  });
  const { discount: discountPaise, walletApplied: walletPaise } = due;
  const afterCouponPaise = subtotalPaise - discountPaise;
  const hasAdjustments = discountPaise > 0 || walletPaise > 0;
  const isHeldBack = due.walletHeldBack > 0 || due.discountHeldBack > 0;
  const linesGstPaise =
    base.priced.basePriceGst +
    base.priced.ugcPriceGst +
    base.priced.platformFeeGst +
    base.priced.ugcPlatformFeeGst;
  const gstPaise = documentLines(base.priced, discountPaise, supplyType ?? 'inter-state').reduce(
    (sum, line) => sum + line.gstPaise,
    0,
  );
  return {
    lines: base.lines,
    subtotalPaise,
    couponLine:
      coupon && discountPaise > 0
        ? { label: PaymentMessages.couponLine(coupon.code), paise: -discountPaise }
        : null,
    gstPaise,
    discountGstPaise: linesGstPaise - gstPaise,
    gstNote: PaymentMessages.gstNote(supplyType),
    afterCouponPaise,
    walletLine: walletPaise > 0 ? { label: PAID_FROM_WALLET, paise: -walletPaise } : null,
    discountPaise,
    walletPaise,
    totalPaise: due.total,
    totalLabel: hasAdjustments ? TO_PAY_BY_CARD : 'Total',
    minimumNote: isHeldBack
      ? PaymentMessages.minimumOnlinePayment(due.walletHeldBack, due.discountHeldBack)
      : null,
  };
}
