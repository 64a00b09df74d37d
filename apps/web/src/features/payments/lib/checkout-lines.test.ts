import { describe, expect, it } from 'vitest';
import { priceBreakup } from '@collably/shared/domain/pricing';
import { gstReelService } from '@/test/services';
import { checkoutLines } from './checkout-lines';

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

describe('checkoutLines', () => {
  it('agrees with the shared rule without coupon or wallet', () => {
    const c = checkoutLines(reel, false, null, null);
    expect(c.totalPaise).toBe(rule(0, 0).total);
    expect(sum(c.lines)).toBe(c.totalPaise);
  });

  it('takes the coupon first, then the wallet, as priceBreakup does', () => {
    const c = checkoutLines(reel, true, { code: 'FLAT500', discountRupees: 500 }, 1000);
    const b = rule(50000, 100000, true);
    expect(c).toMatchObject({
      subtotalPaise: b.subtotal,
      discountPaise: b.discount,
      walletPaise: b.walletApplied,
      totalPaise: b.total,
    });
    expect(c.lines.at(-2)).toEqual({ label: 'Coupon FLAT500', paise: -50000 });
    expect(c.lines.at(-1)).toEqual({ label: 'Paid from wallet', paise: -100000 });
    expect(sum(c.lines)).toBe(c.totalPaise);
  });

  it('never takes the amount to pay below zero', () => {
    const c = checkoutLines(reel, false, { code: 'FLAT500', discountRupees: 500 }, 100000);
    expect(c.walletPaise).toBe(rule(50000, 10_000_000).walletApplied);
    expect(c.totalPaise).toBe(0);
  });
});
