import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import {
  formatRupees,
  paiseToRupees,
  percentOfPaise,
  priceBreakup,
  rupeesToPaise,
  type TPriceBreakup,
} from './pricing';

const LINES = [
  'basePrice',
  'basePriceGst',
  'ugcPrice',
  'ugcPriceGst',
  'platformFee',
  'platformFeeGst',
  'ugcPlatformFee',
  'ugcPlatformFeeGst',
] as const satisfies readonly (keyof TPriceBreakup)[];

describe('percentOfPaise', () => {
  it.each([
    [100_000, 10, 10_000],
    [100_000, 18, 18_000],
    [25, 18, 5], // 4.5 rounds up
    [125, 18, 23], // 22.5 rounds up
    [24, 18, 4], // 4.32 rounds down
    [99_999, 10, 10_000], // 9999.9
    [0, 18, 0],
    [12_345, 0, 0],
    [12_345, 100, 12_345],
    [Number.MAX_SAFE_INTEGER, 100, Number.MAX_SAFE_INTEGER],
  ])('%i paise × %i%% = %i', (paise, pct, expected) => {
    expect(percentOfPaise(paise, pct)).toBe(expected);
  });

  it('matches exact rational half-up rounding (BigInt oracle)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: Number.MAX_SAFE_INTEGER }),
        fc.integer({ min: 0, max: 100 }),
        (x, p) => {
          const oracle = (BigInt(x) * BigInt(p) + 50n) / 100n;
          expect(BigInt(percentOfPaise(x, p))).toBe(oracle);
        },
      ),
    );
  });
});

describe('priceBreakup: hand-checked examples', () => {
  it('₹1000, influencer without GST, default 10 % fee: the brand still pays GST on the influencer price', () => {
    expect(priceBreakup({ basePricePaise: 100_000, ugcPricePaise: 0, isGstRegistered: false })).toEqual({
      basePrice: 100_000,
      basePriceGst: 18_000,
      ugcPrice: 0,
      ugcPriceGst: 0,
      platformFee: 10_000,
      platformFeeGst: 1_800,
      ugcPlatformFee: 0,
      ugcPlatformFeeGst: 0,
      subtotal: 129_800,
      discount: 0,
      walletApplied: 0,
      total: 129_800,
      influencerPayout: 100_000,
      influencerGst: 0,
      platformRevenue: 10_000,
      gstPayable: 19_800,
    });
  });

  it('₹1000, GST-registered influencer', () => {
    const b = priceBreakup({ basePricePaise: 100_000, ugcPricePaise: 0, isGstRegistered: true });
    expect(b.basePriceGst).toBe(18_000);
    expect(b.platformFee).toBe(10_000);
    expect(b.platformFeeGst).toBe(1_800);
    expect(b.subtotal).toBe(129_800);
    expect(b.total).toBe(129_800);
    // The influencer's own GST is paid to them, and the platform claims it back as input tax credit.
    expect(b.influencerPayout).toBe(118_000);
    expect(b.influencerGst).toBe(18_000);
    expect(b.platformRevenue).toBe(10_000);
    expect(b.gstPayable).toBe(19_800);
  });

  it('₹1000 + UGC ₹500, GST-registered influencer', () => {
    const b = priceBreakup({ basePricePaise: 100_000, ugcPricePaise: 50_000, isGstRegistered: true });
    expect(b).toMatchObject({
      ugcPrice: 50_000,
      ugcPriceGst: 9_000,
      ugcPlatformFee: 5_000,
      ugcPlatformFeeGst: 900,
      subtotal: 194_700,
      total: 194_700,
      influencerPayout: 177_000,
      influencerGst: 27_000,
      platformRevenue: 15_000,
      gstPayable: 29_700,
    });
  });

  it('₹1000 + UGC ₹500 without GST: the brand pays the same, the influencer is paid the prices alone', () => {
    const b = priceBreakup({ basePricePaise: 100_000, ugcPricePaise: 50_000, isGstRegistered: false });
    expect(b.ugcPriceGst).toBe(9_000);
    expect(b.ugcPlatformFeeGst).toBe(900);
    expect(b.subtotal).toBe(194_700);
    expect(b.influencerPayout).toBe(150_000);
    expect(b.influencerGst).toBe(0);
  });

  it('FLAT500 coupon and some wallet money', () => {
    const b = priceBreakup({
      basePricePaise: 100_000,
      ugcPricePaise: 0,
      isGstRegistered: false,
      discountPaise: 50_000,
      walletPaise: 20_000,
    });
    expect(b.discount).toBe(50_000);
    expect(b.walletApplied).toBe(20_000);
    expect(b.total).toBe(59_800);
    // The discount is borne by the platform: the influencer is still paid in full.
    expect(b.influencerPayout).toBe(100_000);
  });

  it('a discount bigger than the subtotal is capped and the total is 0', () => {
    const b = priceBreakup({
      basePricePaise: 100_000,
      ugcPricePaise: 0,
      isGstRegistered: false,
      discountPaise: 500_000,
      walletPaise: 10_000,
    });
    expect(b.discount).toBe(129_800);
    expect(b.walletApplied).toBe(0);
    expect(b.total).toBe(0);
  });

  it('wallet money covering everything', () => {
    const b = priceBreakup({
      basePricePaise: 100_000,
      ugcPricePaise: 0,
      isGstRegistered: true,
      walletPaise: 1_000_000,
    });
    expect(b.walletApplied).toBe(129_800);
    expect(b.total).toBe(0);
  });

  it('custom platform fee percent and half-up rounding', () => {
    const b = priceBreakup({
      basePricePaise: 99_999,
      ugcPricePaise: 0,
      isGstRegistered: true,
      platformFeePercent: 15,
    });
    expect(b.platformFee).toBe(15_000); // 14999.85
    expect(b.basePriceGst).toBe(18_000); // 17999.82
    expect(b.platformFeeGst).toBe(2_700);
  });

  it('0 % fee', () => {
    const b = priceBreakup({
      basePricePaise: 50_000,
      ugcPricePaise: 0,
      isGstRegistered: false,
      platformFeePercent: 0,
    });
    expect(b.platformFee).toBe(0);
    expect(b.platformFeeGst).toBe(0);
    expect(b.total).toBe(59_000);
  });
});

describe('priceBreakup: input validation', () => {
  const ok = { basePricePaise: 100_000, ugcPricePaise: 0, isGstRegistered: false };
  it.each([
    ['negative base', { ...ok, basePricePaise: -1 }],
    ['fractional base', { ...ok, basePricePaise: 100.5 }],
    ['NaN base', { ...ok, basePricePaise: Number.NaN }],
    ['unsafe base', { ...ok, basePricePaise: Number.MAX_SAFE_INTEGER + 1 }],
    ['negative UGC', { ...ok, ugcPricePaise: -5 }],
    ['Infinity UGC', { ...ok, ugcPricePaise: Number.POSITIVE_INFINITY }],
    ['negative discount', { ...ok, discountPaise: -1 }],
    ['fractional wallet', { ...ok, walletPaise: 0.5 }],
    ['percent above 100', { ...ok, platformFeePercent: 101 }],
    ['negative percent', { ...ok, platformFeePercent: -1 }],
    ['fractional percent', { ...ok, platformFeePercent: 2.5 }],
    ['subtotal beyond safe range', { ...ok, basePricePaise: Number.MAX_SAFE_INTEGER }],
  ])('throws RangeError for %s', (_name, input) => {
    expect(() => priceBreakup(input)).toThrow(RangeError);
  });
});

describe('priceBreakup: properties', () => {
  const input = fc.record({
    basePricePaise: fc.integer({ min: 0, max: 1_000_000_000_000 }),
    ugcPricePaise: fc.oneof(fc.constant(0), fc.integer({ min: 0, max: 1_000_000_000_000 })),
    isGstRegistered: fc.boolean(),
    platformFeePercent: fc.integer({ min: 0, max: 100 }),
    discountPaise: fc.integer({ min: 0, max: 10_000_000_000_000 }),
    walletPaise: fc.integer({ min: 0, max: 10_000_000_000_000 }),
  });

  it('lines sum to subtotal, and subtotal - discount - walletApplied === total', () => {
    fc.assert(
      fc.property(input, (i) => {
        const b = priceBreakup(i);
        expect(LINES.reduce((s, k) => s + b[k], 0)).toBe(b.subtotal);
        expect(b.subtotal - b.discount - b.walletApplied).toBe(b.total);
      }),
    );
  });

  it('nothing negative, everything an integer', () => {
    fc.assert(
      fc.property(input, (i) => {
        for (const v of Object.values(priceBreakup(i))) {
          expect(Number.isSafeInteger(v)).toBe(true);
          expect(v).toBeGreaterThanOrEqual(0);
        }
      }),
    );
  });

  it('payout split identity: influencerPayout + platformRevenue + gstPayable − influencerGst === subtotal', () => {
    fc.assert(
      fc.property(input, (i) => {
        const b = priceBreakup(i);
        expect(b.influencerPayout + b.platformRevenue + b.gstPayable - b.influencerGst).toBe(b.subtotal);
        expect(b.influencerPayout).toBe(b.basePrice + b.ugcPrice + b.influencerGst);
        expect(b.gstPayable).toBe(b.basePriceGst + b.ugcPriceGst + b.platformFeeGst + b.ugcPlatformFeeGst);
      }),
    );
  });

  it('discount and wallet are capped, and applied in that order', () => {
    fc.assert(
      fc.property(input, (i) => {
        const b = priceBreakup(i);
        expect(b.discount).toBe(Math.min(i.discountPaise, b.subtotal));
        expect(b.walletApplied).toBe(Math.min(i.walletPaise, b.subtotal - b.discount));
      }),
    );
  });

  it("GST on every line, registered influencer or not: only who is paid the influencer lines' GST differs", () => {
    fc.assert(
      fc.property(input, (i) => {
        const registered = priceBreakup({ ...i, isGstRegistered: true });
        const unregistered = priceBreakup({ ...i, isGstRegistered: false });
        for (const b of [registered, unregistered]) {
          expect(b.basePriceGst).toBe(percentOfPaise(b.basePrice, 18));
          expect(b.ugcPriceGst).toBe(percentOfPaise(b.ugcPrice, 18));
          expect(b.platformFeeGst).toBe(percentOfPaise(b.platformFee, 18));
          expect(b.ugcPlatformFeeGst).toBe(percentOfPaise(b.ugcPlatformFee, 18));
        }
        expect(unregistered.subtotal).toBe(registered.subtotal);
        expect(unregistered.total).toBe(registered.total);
        expect(unregistered.influencerGst).toBe(0);
        expect(registered.influencerGst).toBe(registered.basePriceGst + registered.ugcPriceGst);
      }),
    );
  });
});

describe('rupees and paise', () => {
  it.each([
    [0, 0],
    [1, 100],
    [1500, 150_000],
    [12.34, 1_234],
    [1.005, 101],
    [0.1 + 0.2, 30],
    [19.999, 2_000],
    [-2.5, -250],
    [-1.005, -101],
    [1e-7, 0],
    [-0.001, 0],
  ])('rupeesToPaise(%d) = %i', (r, p) => {
    expect(Object.is(rupeesToPaise(r), p)).toBe(true);
  });

  it('rupeesToPaise rejects non-finite and out-of-range numbers', () => {
    expect(() => rupeesToPaise(Number.NaN)).toThrow(RangeError);
    expect(() => rupeesToPaise(Number.POSITIVE_INFINITY)).toThrow(RangeError);
    expect(() => rupeesToPaise(1e20)).toThrow(RangeError);
  });

  it('paiseToRupees', () => {
    expect(paiseToRupees(123_450)).toBe(1_234.5);
    expect(paiseToRupees(0)).toBe(0);
    expect(() => paiseToRupees(1.5)).toThrow(RangeError);
  });

  it('round trip paise → rupees → paise', () => {
    fc.assert(
      fc.property(fc.integer({ min: -1_000_000_000_000, max: 1_000_000_000_000 }), (p) => {
        expect(rupeesToPaise(paiseToRupees(p))).toBe(p);
      }),
    );
  });
});

describe('formatRupees', () => {
  it.each([
    [0, '₹0.00', '₹0'],
    [5, '₹0.05', '₹0.05'],
    [123_450, '₹1,234.50', '₹1,234.50'],
    [150_000, '₹1,500.00', '₹1,500'],
    [99_999, '₹999.99', '₹999.99'],
    [10_000_000, '₹1,00,000.00', '₹1,00,000'],
    [123_456_789, '₹12,34,567.89', '₹12,34,567.89'],
    [1_234_567_800, '₹1,23,45,678.00', '₹1,23,45,678'],
    [-50_000, '-₹500.00', '-₹500'],
    [-0, '₹0.00', '₹0'],
  ])('%i paise → %s / %s', (paise, full, whole) => {
    expect(formatRupees(paise)).toBe(full);
    expect(formatRupees(paise, { whole: true })).toBe(whole);
  });

  it('rejects non-integer paise', () => {
    expect(() => formatRupees(1.5)).toThrow(RangeError);
  });
});
