import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { priceBreakup } from './pricing';
import {
  isSplitRefund,
  paidByBrandPaise,
  refundSettlement,
  releaseSettlement,
  splitRefundProblem,
  splitSettlement,
  type TEscrowFigures,
} from './settlement';
import { HelpdeskMessages } from '../messages/helpdesk';

/** The escrow of a real order: the price breakup of a service, with a coupon. */
const escrowOf = (o: Parameters<typeof priceBreakup>[0]): TEscrowFigures => {
  const b = priceBreakup(o);
  return {
    subtotalPaise: b.subtotal,
    discountPaise: b.discount,
    influencerPayoutPaise: b.influencerPayout,
    platformRevenuePaise: b.platformRevenue,
    gstPayablePaise: b.gstPayable,
    influencerGstPaise: b.influencerGst,
    discountGstPaise: b.discountGst,
  };
};

/** What the parts take out of the escrow: the input credit is GST the platform gets back. */
const sum = (s: ReturnType<typeof splitSettlement>) =>
  s.brandRefundPaise +
  s.couponReturnPaise +
  s.influencerPaise +
  s.platformRevenuePaise +
  s.gstPaise -
  s.inputCreditPaise;

const arbEscrow = fc
  .record({
    basePricePaise: fc.integer({ min: 0, max: 1_000_000_000 }),
    ugcPricePaise: fc.integer({ min: 0, max: 100_000_000 }),
    isGstRegistered: fc.boolean(),
    platformFeePercent: fc.integer({ min: 0, max: 100 }),
    discountPaise: fc.integer({ min: 0, max: 2_000_000 }),
  })
  .map(escrowOf)
  .filter((e) => paidByBrandPaise(e) >= 2);

/** An escrow and a split refund of it. */
const arbCase = arbEscrow.chain((e) =>
  fc.tuple(fc.constant(e), fc.integer({ min: 1, max: paidByBrandPaise(e) - 1 })),
);

describe('splitSettlement: hand-checked examples', () => {
  // ₹1,000 service, no GST registration, 10 % fee: subtotal ₹1,298 = 1,000 payout + 100 fee + 198 GST.
  const plain = escrowOf({ basePricePaise: 100_000, ugcPricePaise: 0, isGstRegistered: false });

  it('without a coupon, the rest is released in the release proportions', () => {
    expect(splitSettlement(plain, 12_980)).toEqual({
      brandRefundPaise: 12_980,
      couponReturnPaise: 0,
      influencerPaise: 90_000, // 1,000 × 116,820 / 129,800
      platformRevenuePaise: 9_000,
      gstPaise: 17_820,
      inputCreditPaise: 0,
    });
  });

  it('a registered influencer gets their GST share, and the platform its input credit', () => {
    // Subtotal ₹1,298 = 1,180 payout (with the influencer's ₹180 GST) + 100 fee + 198 GST − 180 credit.
    const registered = escrowOf({ basePricePaise: 100_000, ugcPricePaise: 0, isGstRegistered: true });
    expect(splitSettlement(registered, 12_980)).toEqual({
      brandRefundPaise: 12_980,
      couponReturnPaise: 0,
      influencerPaise: 106_200,
      platformRevenuePaise: 9_000,
      gstPaise: 17_820,
      inputCreditPaise: 16_200,
    });
  });

  it('with a ₹500 coupon, the coupon comes back to the platform pro rata', () => {
    const withCoupon = escrowOf({
      basePricePaise: 100_000,
      ugcPricePaise: 0,
      isGstRegistered: false,
      discountPaise: 50_000,
    });
    // ₹500 off, GST included: the document's GST is ₹121.73 (₹110.66 + ₹11.07); ₹76.27 of the lines' ₹198
    // was inside the discount and is never owed.
    expect([withCoupon.gstPayablePaise, withCoupon.discountGstPaise]).toEqual([12_173, 7_627]);
    // The brand paid ₹798; refunding half (₹399) returns half the coupon (₹250) to the platform.
    const s = splitSettlement(withCoupon, 39_900);
    expect(s.brandRefundPaise).toBe(39_900);
    // The released ₹649 = half of ₹1,298: ₹500 payout, ₹60.86 GST, ₹38.13 of GST inside the released half of
    // the discount back to the coupon account with the ₹250, and the fee takes the rest (₹50.01).
    expect(s.couponReturnPaise).toBe(25_000 + 3_813);
    expect(s.influencerPaise).toBe(50_000);
    expect(s.gstPaise).toBe(6_086);
    expect(s.platformRevenuePaise).toBe(5_001);
    expect(sum(s)).toBe(129_800);
  });

  it('leaves the sub-paisa remainders to the platform revenue', () => {
    const s = splitSettlement(plain, 1);
    // 129,799 released: payout ⌊100,000 × 129,799 / 129,800⌋ = 99,999, GST ⌊19,800 × …⌋ = 19,799.
    expect(s).toEqual({
      brandRefundPaise: 1,
      couponReturnPaise: 0,
      influencerPaise: 99_999,
      platformRevenuePaise: 10_001,
      gstPaise: 19_799,
      inputCreditPaise: 0,
    });
  });

  it.each([0, -100, 129_800, 129_801, 1.5, Number.NaN])('refuses %d paise as a split of ₹1,298', (r) => {
    expect(isSplitRefund(plain, r)).toBe(false);
    expect(() => splitSettlement(plain, r)).toThrow(RangeError);
  });

  it('refuses figures that do not add up', () => {
    expect(() => splitSettlement({ ...plain, subtotalPaise: plain.subtotalPaise + 1 }, 100)).toThrow(
      RangeError,
    );
  });
});

describe('splitRefundProblem', () => {
  const order = escrowOf({ basePricePaise: 100_000, ugcPricePaise: 0, isGstRegistered: false });
  const paid = paidByBrandPaise(order);

  it('names what is wrong with a split refund, in the order the admin meets it', () => {
    expect(splitRefundProblem(order, 50_000)).toBeNull();
    expect(splitRefundProblem(order, 0)).toBe(HelpdeskMessages.refundAmountPositive);
    expect(splitRefundProblem(order, -1)).toBe(HelpdeskMessages.refundAmountPositive);
    expect(splitRefundProblem(order, paid)).toBe(HelpdeskMessages.refundAmountTooLarge(paid));
    const tiny = {
      ...order,
      subtotalPaise: 1,
      influencerPayoutPaise: 1,
      platformRevenuePaise: 0,
      gstPayablePaise: 0,
      influencerGstPaise: 0,
      discountGstPaise: 0,
    };
    expect(splitRefundProblem(tiny, 1)).toBe(HelpdeskMessages.splitImpossible);
  });

  it('agrees with isSplitRefund', () => {
    fc.assert(
      fc.property(arbEscrow, fc.integer({ min: -10, max: 3_000_000_000 }), (e, r) => {
        expect(splitRefundProblem(e, r) === null).toBe(isSplitRefund(e, r));
      }),
    );
  });
});

describe('splitSettlement: a release of a few paise', () => {
  it('gives no input credit beyond what the influencer is paid', () => {
    // Found by the property below: 1 paisa released of a registered influencer's order.
    const e = {
      subtotalPaise: 1_971_468_373,
      discountPaise: 1_999_997,
      influencerPayoutPaise: 1_173_493_079,
      platformRevenuePaise: 676_250_249,
      gstPayablePaise: 300_732_464,
      influencerGstPaise: 179_007_419,
      discountGstPaise: 0,
    };
    expect(splitSettlement(e, 1_969_468_375)).toEqual({
      brandRefundPaise: 1_969_468_375,
      couponReturnPaise: 1_999_997,
      influencerPaise: 0,
      platformRevenuePaise: 1,
      gstPaise: 0,
      inputCreditPaise: 0,
    });
  });
});

describe('splitSettlement: properties', () => {
  it('sums to the escrow, with no negative part, and refunds less than the brand paid', () => {
    fc.assert(
      fc.property(arbCase, ([e, r]) => {
        const s = splitSettlement(e, r);
        expect(sum(s)).toBe(e.subtotalPaise);
        for (const part of Object.values(s)) {
          expect(Number.isSafeInteger(part)).toBe(true);
          expect(part).toBeGreaterThanOrEqual(0);
        }
        expect(s.brandRefundPaise).toBe(r);
        expect(s.brandRefundPaise).toBeLessThan(paidByBrandPaise(e));
        expect(s.couponReturnPaise).toBeLessThanOrEqual(e.discountPaise);
        // The influencer, the GST and the input credit never get more than a release would have given
        // (the platform revenue may take the rounding remainders, at most 3 paise).
        expect(s.influencerPaise).toBeLessThanOrEqual(e.influencerPayoutPaise);
        expect(s.gstPaise).toBeLessThanOrEqual(e.gstPayablePaise);
        expect(s.inputCreditPaise).toBeLessThanOrEqual(e.influencerGstPaise);
        expect(s.inputCreditPaise).toBeLessThanOrEqual(s.influencerPaise);
        expect(s.platformRevenuePaise).toBeLessThanOrEqual(e.platformRevenuePaise + 3);
      }),
    );
  });

  it('is monotone: a bigger refund gives the brand more and the influencer no more', () => {
    fc.assert(
      fc.property(
        arbEscrow.chain((e) =>
          fc.tuple(
            fc.constant(e),
            fc.integer({ min: 1, max: paidByBrandPaise(e) - 1 }),
            fc.integer({ min: 1, max: paidByBrandPaise(e) - 1 }),
          ),
        ),
        ([e, a, b]) => {
          const [lo, hi] = a <= b ? [a, b] : [b, a];
          const small = splitSettlement(e, lo);
          const big = splitSettlement(e, hi);
          expect(big.brandRefundPaise).toBeGreaterThanOrEqual(small.brandRefundPaise);
          expect(big.couponReturnPaise).toBeGreaterThanOrEqual(small.couponReturnPaise);
          expect(big.influencerPaise).toBeLessThanOrEqual(small.influencerPaise);
          expect(big.gstPaise).toBeLessThanOrEqual(small.gstPaise);
        },
      ),
    );
  });

  it('keeps the release proportions within a paisa', () => {
    fc.assert(
      fc.property(arbCase, ([e, r]) => {
        const s = splitSettlement(e, r);
        // What the split releases: the escrow less the refund and the coupon's share of it (half up).
        const couponShare = Math.round((e.discountPaise * r) / paidByBrandPaise(e));
        const released = e.subtotalPaise - r - couponShare;
        const exact = (e.influencerPayoutPaise * released) / e.subtotalPaise;
        expect(Math.abs(s.influencerPaise - exact)).toBeLessThan(1 + 1e-6);
      }),
    );
  });
});

describe('release and refund settlements', () => {
  it('are the two ends of a split: everything released, or everything the brand paid refunded', () => {
    fc.assert(
      fc.property(arbEscrow, (e) => {
        const release = releaseSettlement(e);
        const refund = refundSettlement(e);
        expect(sum(release)).toBe(e.subtotalPaise);
        expect(sum(refund)).toBe(e.subtotalPaise);
        const nearlyAll = splitSettlement(e, paidByBrandPaise(e) - 1);
        const nearlyNone = splitSettlement(e, 1);
        expect(nearlyAll.influencerPaise).toBeGreaterThanOrEqual(refund.influencerPaise);
        expect(nearlyNone.influencerPaise).toBeLessThanOrEqual(release.influencerPaise);
      }),
    );
  });
});
