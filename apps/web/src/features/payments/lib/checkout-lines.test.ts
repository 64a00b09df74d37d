import { describe, expect, it } from 'vitest';
import { priceBreakup } from '@collably/shared/domain/pricing';
import type { TServiceResponse } from '@collably/shared/schemas/influencers';
import { checkoutLines } from './checkout-lines';

// A GST-registered reel at ₹3,375, platform fee 10 %, as the profile API answers it (rupees).
const reel: TServiceResponse = {
  influencerServiceId: 2,
  plateformId: 4,
  title: 'Instagram Reel',
  description: 'One reel.',
  price: 3375,
  basePrice: 3375,
  basePriceGst: 607.5,
  platformFee: 337.5,
  platformFeeGst: 60.75,
  allowUGC: true,
  ugcPrice: 1350,
  ugcPriceGst: 243,
  ugcPlatformFee: 135,
  ugcPlatformFeeGst: 24.3,
  priceWithUGC: 4725,
  total: 4380.75,
  totalWithUGC: 6133.05,
};

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
