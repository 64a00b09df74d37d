import { rupeesToPaise } from '@collably/shared/domain/pricing';
import type { TServiceResponse } from '@collably/shared/schemas/influencers';
import { priceLinesOf, type PriceLine } from '@/lib/price-lines';

export type CheckoutLines = {
  /** The service's lines (spec §9), then the coupon and wallet lines as negative amounts. */
  lines: PriceLine[];
  subtotalPaise: number;
  discountPaise: number;
  walletPaise: number;
  /** What is left to pay through the payment provider. */
  totalPaise: number;
};

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
  const discountPaise = Math.min(coupon ? rupeesToPaise(coupon.discountRupees) : 0, subtotalPaise);
  const walletPaise = Math.min(
    walletBalanceRupees !== null ? Math.max(0, rupeesToPaise(walletBalanceRupees)) : 0,
    subtotalPaise - discountPaise,
  );
  const lines = [...base.lines];
  if (coupon && discountPaise > 0) lines.push({ label: `Coupon ${coupon.code}`, paise: -discountPaise });
  if (walletPaise > 0) lines.push({ label: 'Paid from wallet', paise: -walletPaise });
  return {
    lines,
    subtotalPaise,
    discountPaise,
    walletPaise,
    totalPaise: subtotalPaise - discountPaise - walletPaise,
  };
}
