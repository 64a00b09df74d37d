import { rupeesToPaise } from '@collably/shared/domain/pricing';
import type { TServiceResponse } from '@collably/shared/schemas/influencers';
import { priceLinesOf, type PriceLine } from '@/lib/price-lines';

export type CheckoutLines = {
  /** The service's lines (spec §9), summing to `subtotalPaise`. */
  lines: PriceLine[];
  subtotalPaise: number;
  /** 'Coupon FLAT500' with the discount as a negative amount; null without a coupon (or one worth nothing). */
  couponLine: PriceLine | null;
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
};

export const PAID_FROM_WALLET = 'Paid from wallet';
export const TO_PAY_BY_CARD = 'To pay by card';

/**
 * The Price Breakup at checkout, in the order the shared priceBreakup rule applies them: the coupon
 * first, then wallet money, neither taking the amount to pay below zero. The server freezes the same
 * figures when the transaction is created.
 */
export function checkoutLines(
  service: TServiceResponse,
  withUgc: boolean,
  coupon: { code: string; discountRupees: number } | null,
  walletBalanceRupees: number | null,
): CheckoutLines {
  const base = priceLinesOf(service, withUgc);
  const subtotalPaise = base.totalPaise;
  const discountPaise = Math.min(
    coupon ? Math.max(0, rupeesToPaise(coupon.discountRupees)) : 0,
    subtotalPaise,
  );
  const afterCouponPaise = subtotalPaise - discountPaise;
  const walletPaise = Math.min(
    walletBalanceRupees !== null ? Math.max(0, rupeesToPaise(walletBalanceRupees)) : 0,
    afterCouponPaise,
  );
  const hasAdjustments = discountPaise > 0 || walletPaise > 0;
  return {
    lines: base.lines,
    subtotalPaise,
    couponLine:
      coupon && discountPaise > 0 ? { label: `Coupon ${coupon.code}`, paise: -discountPaise } : null,
    afterCouponPaise,
    walletLine: walletPaise > 0 ? { label: PAID_FROM_WALLET, paise: -walletPaise } : null,
    discountPaise,
    walletPaise,
    totalPaise: afterCouponPaise - walletPaise,
    totalLabel: hasAdjustments ? TO_PAY_BY_CARD : 'Total',
  };
}
