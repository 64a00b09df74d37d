import { describe, expect, it } from 'vitest';
import { priceBreakup } from '@collably/shared/domain/pricing';
import { gstReelService } from '@/test/services';
import { checkoutLines, PAID_FROM_WALLET, TO_PAY_BY_CARD } from './checkout-lines';

const reel = gstReelService;

const rule = (discountPaise: number, walletPaise: number, withUgc = false) =>
  priceBreakup({
    basePricePaise: 337500,
    ugcPricePaise: withUgc ? 135000 : 0,
    isGstRegistered: true,
    platformFeePercent: 10,
    discountPaise,
    walletPaise,
  });

const sum = (lines: { paise: number }[]) => lines.reduce((s, l) => s + l.paise, 0);
const FLAT500 = { code: 'FLAT500', discountRupees: 500 };

describe('checkoutLines', () => {
  it('agrees with the shared rule without coupon or wallet: no coupon or wallet line, labelled Total', () => {
    const c = checkoutLines(reel, false, null, null);
    expect(c.totalPaise).toBe(rule(0, 0).total);
    expect(sum(c.lines)).toBe(c.subtotalPaise);
    expect(c).toMatchObject({
      couponLine: null,
      walletLine: null,
      afterCouponPaise: c.subtotalPaise,
      totalLabel: 'Total',
    });
  });

  it('takes the coupon first, then the wallet, as priceBreakup does', () => {
    const c = checkoutLines(reel, true, FLAT500, 1000);
    const b = rule(50000, 100000, true);
    expect(c).toMatchObject({
      subtotalPaise: b.subtotal,
      discountPaise: b.discount,
      walletPaise: b.walletApplied,
      totalPaise: b.total,
    });
    expect(sum(c.lines)).toBe(c.subtotalPaise);
  });

  it('shows the struck subtotal, the coupon line, the discounted amount, the wallet line and what is left by card', () => {
    const c = checkoutLines(reel, false, FLAT500, 1168.2);
    const subtotal = rule(0, 0).subtotal;
    expect(c.subtotalPaise).toBe(subtotal);
    expect(c.couponLine).toEqual({ label: 'Coupon FLAT500', paise: -50000 });
    expect(c.afterCouponPaise).toBe(subtotal - 50000);
    expect(c.walletLine).toEqual({ label: PAID_FROM_WALLET, paise: -116820 });
    expect(c.totalPaise).toBe(subtotal - 50000 - 116820);
    expect(c.totalLabel).toBe(TO_PAY_BY_CARD);
  });

  it('a wallet without a coupon: no coupon line, nothing struck (after coupon = subtotal)', () => {
    const c = checkoutLines(reel, false, null, 100);
    expect(c.couponLine).toBeNull();
    expect(c.afterCouponPaise).toBe(c.subtotalPaise);
    expect(c.walletLine).toEqual({ label: PAID_FROM_WALLET, paise: -10000 });
    expect(c.totalLabel).toBe(TO_PAY_BY_CARD);
  });

  it('an unticked wallet (null) or an empty one adds no wallet line', () => {
    expect(checkoutLines(reel, false, FLAT500, null).walletLine).toBeNull();
    expect(checkoutLines(reel, false, FLAT500, 0).walletLine).toBeNull();
    expect(checkoutLines(reel, false, null, 0).totalLabel).toBe('Total');
  });

  it('never takes the amount to pay below zero', () => {
    const c = checkoutLines(reel, false, FLAT500, 100000);
    expect(c.walletPaise).toBe(rule(50000, 10_000_000).walletApplied);
    expect(c.totalPaise).toBe(0);
    const huge = checkoutLines(reel, false, { code: 'BIG', discountRupees: 1_000_000 }, 500);
    expect(huge).toMatchObject({ discountPaise: huge.subtotalPaise, afterCouponPaise: 0, walletLine: null });
    expect(huge.totalPaise).toBe(0);
  });

  it('always: subtotal − coupon − wallet = card, each part within its bounds, as the shared rule says', () => {
    // A grid over no coupon, small, exact and oversized coupons, with no, small, exact and oversized wallets.
    for (const couponPaise of [0, 1, 50_000, 415_969, 500_000])
      for (const walletPaise of [null, 0, 1, 116_820, 365_969, 1_000_000])
        for (const withUgc of [false, true]) {
          const c = checkoutLines(
            reel,
            withUgc,
            { code: 'X', discountRupees: couponPaise / 100 },
            walletPaise === null ? null : walletPaise / 100,
          );
          const b = rule(couponPaise, walletPaise ?? 0, withUgc);
          expect(c.totalPaise).toBe(b.total);
          expect(c.walletPaise).toBe(b.walletApplied);
          expect(c.subtotalPaise + (c.couponLine?.paise ?? 0) + (c.walletLine?.paise ?? 0)).toBe(
            c.totalPaise,
          );
          expect(c.totalPaise).toBeGreaterThanOrEqual(0);
        }
  });
});
