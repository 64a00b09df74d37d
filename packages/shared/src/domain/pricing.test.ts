import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import { MIN_PROVIDER_PAISE } from '../constants/limits';
import { documentLines, lineGst } from './pricing';
import {
  amountDue,
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
      walletHeldBack: 0,
      discountHeldBack: 0,
      influencerPayout: 100_000,
      influencerGst: 0,
      platformRevenue: 10_000,
      gstPayable: 19_800,
      discountGst: 0,
      supplyType: 'inter-state',
    });
  });

  it('FLAT500 is ₹500 off what the brand pays, GST included: GST is owed on what remains (issue 36)', () => {
    const b = priceBreakup({
      basePricePaise: 100_000,
      ugcPricePaise: 0,
      isGstRegistered: false,
      discountPaise: 50_000,
    });
    expect(b.subtotal).toBe(129_800);
    expect(b.total).toBe(79_800);
    // ₹1,180 and ₹118 bear ₹454.55 and ₹45.45 of the ₹500: ₹725.45 = ₹614.79 + ₹110.66 GST and ₹72.55 =
    // ₹61.48 + ₹11.07; the ₹76.27 of GST inside the discount is not owed (it was before issue 36).
    expect(documentLines(b, b.discount, b.supplyType)).toEqual([
      { taxablePaise: 61_479, gstPaise: 11_066, discountPaise: 45_455 },
      { taxablePaise: 0, gstPaise: 0, discountPaise: 0 },
      { taxablePaise: 6_148, gstPaise: 1_107, discountPaise: 4_545 },
      { taxablePaise: 0, gstPaise: 0, discountPaise: 0 },
    ]);
    expect(b.gstPayable).toBe(12_173);
    expect(b.discountGst).toBe(7_627);
  });

  it('an intra-state line carries two equal halves of round(9 %), an inter-state one round(18 %)', () => {
    // 25 paise: 18 % is 4.5 → 5 paise of IGST; 9 % is 2.25 → 2 paise each of CGST and SGST.
    expect(lineGst(25, 'inter-state')).toBe(5);
    expect(lineGst(25, 'intra-state')).toBe(4);
    expect(lineGst(25, 'intra-union-territory')).toBe(4);
    const intra = priceBreakup({
      basePricePaise: 99_925,
      ugcPricePaise: 0,
      isGstRegistered: false,
      supplyType: 'intra-state',
    });
    const inter = priceBreakup({ basePricePaise: 99_925, ugcPricePaise: 0, isGstRegistered: false });
    expect([intra.basePriceGst, inter.basePriceGst]).toEqual([17_986, 17_987]);
    // The ₹99.93 fee: 18 % is ₹17.987 → ₹17.99; 9 % is ₹8.994 → ₹8.99, twice ₹17.98.
    expect([intra.platformFeeGst, inter.platformFeeGst]).toEqual([1_798, 1_799]);
    expect(intra.subtotal).toBe(inter.subtotal - 2);
  });

  it("prices a registered influencer's own GST by their supply to the platform, not the brand's", () => {
    const b = priceBreakup({
      basePricePaise: 99_925,
      ugcPricePaise: 0,
      isGstRegistered: true,
      supplyType: 'inter-state',
      influencerSupplyType: 'intra-state',
    });
    expect([b.basePriceGst, b.influencerGst]).toEqual([17_987, 17_986]);
    expect(b.influencerPayout).toBe(99_925 + 17_986);
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

describe('amountDue: the provider is asked for nothing or at least ₹1', () => {
  // A ₹2,000.38 service without GST registration, 10 % fee: ₹2,596.50.
  const subtotal = priceBreakup({
    basePricePaise: 200_038,
    ugcPricePaise: 0,
    isGstRegistered: false,
  }).subtotal;

  it('the ₹2,596.50 order of the examples', () => {
    expect(subtotal).toBe(259_650);
  });

  it('wallet money leaving 50 paise: 50 paise stay in the wallet and ₹1 is paid online', () => {
    expect(amountDue(subtotal, { discountPaise: 0, walletPaise: 259_600 })).toEqual({
      discount: 0,
      walletApplied: 259_550,
      total: 100,
      walletHeldBack: 50,
      discountHeldBack: 0,
    });
  });

  it('a coupon leaving 50 paise: 50 paise of it are not used', () => {
    expect(amountDue(subtotal, { discountPaise: 259_600, walletPaise: 0 })).toEqual({
      discount: 259_550,
      walletApplied: 0,
      total: 100,
      walletHeldBack: 0,
      discountHeldBack: 50,
    });
  });

  it('the wallet gives back all it can first, then the coupon the rest', () => {
    // Coupon leaves ₹0.50, the wallet's ₹0.20 leaves ₹0.30: ₹0.70 short of ₹1.
    expect(amountDue(subtotal, { discountPaise: 259_600, walletPaise: 20 })).toEqual({
      discount: 259_550,
      walletApplied: 0,
      total: 100,
      walletHeldBack: 20,
      discountHeldBack: 50,
    });
    // Coupon leaves ₹6.50, the wallet's ₹6.40 leaves ₹0.10: the wallet alone gives back the ₹0.90.
    expect(amountDue(subtotal, { discountPaise: 259_000, walletPaise: 640 })).toEqual({
      discount: 259_000,
      walletApplied: 550,
      total: 100,
      walletHeldBack: 90,
      discountHeldBack: 0,
    });
  });

  it.each([
    ['1 paisa left', 259_649, 100, 99],
    ['99 paise left', 259_551, 100, 1],
    ['exactly ₹1 left', 259_550, 100, 0],
    ['₹1.01 left', 259_549, 101, 0],
    ['nothing left', 259_650, 0, 0],
    ['more wallet than needed', 1_000_000, 0, 0],
  ])('%s (wallet %i): provider %i, wallet held back %i', (_name, walletPaise, total, walletHeldBack) => {
    const due = amountDue(subtotal, { discountPaise: 0, walletPaise });
    expect(due.total).toBe(total);
    expect(due.walletHeldBack).toBe(walletHeldBack);
    expect(due.walletApplied + due.total).toBe(subtotal);
  });

  it('a subtotal below ₹1 is left as it is (no order has one: prices start at ₹100)', () => {
    expect(amountDue(60, { discountPaise: 10, walletPaise: 0 })).toEqual({
      discount: 10,
      walletApplied: 0,
      total: 50,
      walletHeldBack: 0,
      discountHeldBack: 0,
    });
  });

  it('refuses negative and fractional amounts', () => {
    expect(() => amountDue(-1, { discountPaise: 0, walletPaise: 0 })).toThrow(RangeError);
    expect(() => amountDue(100, { discountPaise: 0.5, walletPaise: 0 })).toThrow(RangeError);
    expect(() => amountDue(100, { discountPaise: 0, walletPaise: -1 })).toThrow(RangeError);
  });

  // Offers drawn both anywhere and right around the subtotal, where the minimum matters.
  const offers = fc.integer({ min: 0, max: 1_000_000_000_000 }).chain((subtotal) => {
    const near = fc
      .integer({ min: -2 * MIN_PROVIDER_PAISE, max: 2 * MIN_PROVIDER_PAISE })
      .map((d) => Math.max(0, subtotal + d));
    const anyAmount = fc.integer({ min: 0, max: 2_000_000_000_000 });
    const small = fc.integer({ min: 0, max: 2 * MIN_PROVIDER_PAISE });
    return fc.record({
      subtotal: fc.oneof(fc.constant(subtotal), fc.integer({ min: 0, max: 3 * MIN_PROVIDER_PAISE })),
      discountPaise: fc.oneof(near, anyAmount, small, fc.constant(0)),
      walletPaise: fc.oneof(near, anyAmount, small, fc.constant(0)),
    });
  });

  it('parts always sum to the subtotal; nothing negative; every part whole paise', () => {
    fc.assert(
      fc.property(offers, ({ subtotal, ...offered }) => {
        const due = amountDue(subtotal, offered);
        expect(due.discount + due.walletApplied + due.total).toBe(subtotal);
        for (const v of Object.values(due)) {
          expect(Number.isSafeInteger(v)).toBe(true);
          expect(v).toBeGreaterThanOrEqual(0);
        }
      }),
    );
  });

  it('the provider is asked for 0 or at least ₹1 whenever the subtotal is at least ₹1', () => {
    fc.assert(
      fc.property(offers, ({ subtotal, ...offered }) => {
        const { total } = amountDue(subtotal, offered);
        if (subtotal >= MIN_PROVIDER_PAISE) expect(total === 0 || total >= MIN_PROVIDER_PAISE).toBe(true);
      }),
    );
  });

  it('wallet and discount never exceed what was offered (nor the subtotal)', () => {
    fc.assert(
      fc.property(offers, ({ subtotal, ...offered }) => {
        const due = amountDue(subtotal, offered);
        expect(due.discount).toBeLessThanOrEqual(Math.min(offered.discountPaise, subtotal));
        expect(due.walletApplied).toBeLessThanOrEqual(offered.walletPaise);
        expect(due.discount + due.discountHeldBack).toBe(Math.min(offered.discountPaise, subtotal));
        expect(due.walletApplied + due.walletHeldBack).toBeLessThanOrEqual(offered.walletPaise);
      }),
    );
  });

  it('gives back only what ₹1 needs, wallet before coupon, and nothing when the rest was 0 or at least ₹1', () => {
    fc.assert(
      fc.property(offers, ({ subtotal, ...offered }) => {
        const due = amountDue(subtotal, offered);
        const discountOffered = Math.min(offered.discountPaise, subtotal);
        const rest = subtotal - discountOffered - Math.min(offered.walletPaise, subtotal - discountOffered);
        const heldBack = due.walletHeldBack + due.discountHeldBack;
        if (rest === 0 || rest >= MIN_PROVIDER_PAISE || subtotal < MIN_PROVIDER_PAISE) {
          expect(heldBack).toBe(0);
          expect(due.total).toBe(rest);
        } else {
          expect(due.total).toBe(MIN_PROVIDER_PAISE);
          expect(heldBack).toBe(MIN_PROVIDER_PAISE - rest);
        }
        if (due.discountHeldBack > 0) expect(due.walletApplied).toBe(0);
      }),
    );
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
    supplyType: fc.constantFrom('inter-state', 'intra-state', 'intra-union-territory' as const),
    influencerSupplyType: fc.constantFrom('inter-state', 'intra-state', 'intra-union-territory' as const),
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
        const { supplyType, ...figures } = priceBreakup(i);
        expect(supplyType).toBe(i.supplyType);
        for (const v of Object.values(figures)) {
          expect(Number.isSafeInteger(v)).toBe(true);
          expect(v).toBeGreaterThanOrEqual(0);
        }
      }),
    );
  });

  it('payout split identity: influencerPayout + platformRevenue + gstPayable + discountGst − influencerGst === subtotal', () => {
    fc.assert(
      fc.property(input, (i) => {
        const b = priceBreakup(i);
        expect(b.influencerPayout + b.platformRevenue + b.gstPayable + b.discountGst - b.influencerGst).toBe(
          b.subtotal,
        );
        expect(b.influencerPayout).toBe(b.basePrice + b.ugcPrice + b.influencerGst);
        expect(b.gstPayable + b.discountGst).toBe(
          b.basePriceGst + b.ugcPriceGst + b.platformFeeGst + b.ugcPlatformFeeGst,
        );
      }),
    );
  });

  it("the document's lines: the discount spread exactly, each line's value kept, intra-state halves equal", () => {
    fc.assert(
      fc.property(input, (i) => {
        const b = priceBreakup(i);
        const lines = documentLines(b, b.discount, b.supplyType);
        const sum = (pick: (l: (typeof lines)[number]) => number) => lines.reduce((s, l) => s + pick(l), 0);
        expect(sum((l) => l.discountPaise)).toBe(b.discount);
        expect(sum((l) => l.taxablePaise + l.gstPaise)).toBe(b.subtotal - b.discount);
        expect(sum((l) => l.gstPaise)).toBe(b.gstPayable);
        for (const line of lines) {
          expect(Math.min(line.taxablePaise, line.gstPaise, line.discountPaise)).toBeGreaterThanOrEqual(0);
          if (b.supplyType !== 'inter-state') expect(line.gstPaise % 2).toBe(0);
          // What remains is taxed at 18 % of its taxable value, to within the rounding of a paisa or two.
          if (line.discountPaise > 0)
            expect(Math.abs(line.gstPaise - line.taxablePaise * 0.18)).toBeLessThan(2);
        }
      }),
    );
  });

  it('every line is taxed by the supply type: round(18 %) inter-state, 2 × round(9 %) intra-state', () => {
    fc.assert(
      fc.property(input, (i) => {
        const b = priceBreakup(i);
        expect(b.basePriceGst).toBe(lineGst(b.basePrice, i.supplyType));
        expect(b.platformFeeGst).toBe(lineGst(b.platformFee, i.supplyType));
        expect(b.ugcPriceGst).toBe(lineGst(b.ugcPrice, i.supplyType));
        expect(b.ugcPlatformFeeGst).toBe(lineGst(b.ugcPlatformFee, i.supplyType));
      }),
    );
  });

  it('discount and wallet are capped, and applied in that order (before the minimum gives some back)', () => {
    fc.assert(
      fc.property(input, (i) => {
        const b = priceBreakup(i);
        const discountOffered = Math.min(i.discountPaise, b.subtotal);
        expect(b.discount + b.discountHeldBack).toBe(discountOffered);
        expect(b.walletApplied + b.walletHeldBack).toBe(
          Math.min(i.walletPaise, b.subtotal - discountOffered),
        );
        expect(b).toMatchObject(amountDue(b.subtotal, i));
      }),
    );
  });

  it('a coupon and a wallet that leave the provider less than ₹1 leave it exactly ₹1', () => {
    // Coupon and wallet chosen from the order's own subtotal, so the rest lands near the minimum.
    const nearMinimum = fc.record({
      basePricePaise: fc.integer({ min: 0, max: 100_000_000 }),
      isGstRegistered: fc.boolean(),
      platformFeePercent: fc.integer({ min: 0, max: 100 }),
      restPaise: fc.integer({ min: 0, max: 2 * MIN_PROVIDER_PAISE }),
      walletShare: fc.integer({ min: 0, max: 100 }),
    });
    fc.assert(
      fc.property(nearMinimum, ({ restPaise, walletShare, ...order }) => {
        const { subtotal } = priceBreakup({ ...order, ugcPricePaise: 0 });
        const offered = Math.max(0, subtotal - restPaise);
        const walletPaise = Math.floor((offered * walletShare) / 100);
        const b = priceBreakup({
          ...order,
          ugcPricePaise: 0,
          discountPaise: offered - walletPaise,
          walletPaise,
        });
        expect(b.discount + b.walletApplied + b.total).toBe(b.subtotal);
        if (b.subtotal >= MIN_PROVIDER_PAISE)
          expect(b.total === 0 || b.total >= MIN_PROVIDER_PAISE).toBe(true);
        expect(b.total).toBe(
          restPaise > 0 && restPaise < MIN_PROVIDER_PAISE && subtotal >= MIN_PROVIDER_PAISE
            ? MIN_PROVIDER_PAISE
            : Math.min(restPaise, subtotal),
        );
      }),
    );
  });

  it("GST on every line, registered influencer or not: only who is paid the influencer lines' GST differs", () => {
    fc.assert(
      fc.property(input, (i) => {
        const registered = priceBreakup({ ...i, isGstRegistered: true });
        const unregistered = priceBreakup({ ...i, isGstRegistered: false });
        for (const b of [registered, unregistered]) {
          expect(b.basePriceGst).toBe(lineGst(b.basePrice, i.supplyType));
          expect(b.ugcPriceGst).toBe(lineGst(b.ugcPrice, i.supplyType));
          expect(b.platformFeeGst).toBe(lineGst(b.platformFee, i.supplyType));
          expect(b.ugcPlatformFeeGst).toBe(lineGst(b.ugcPlatformFee, i.supplyType));
        }
        expect(unregistered.subtotal).toBe(registered.subtotal);
        expect(unregistered.total).toBe(registered.total);
        expect(unregistered.influencerGst).toBe(0);
        expect(registered.influencerGst).toBe(
          lineGst(registered.basePrice, i.influencerSupplyType) +
            lineGst(registered.ugcPrice, i.influencerSupplyType),
        );
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
