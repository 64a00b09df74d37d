/**
 * How a helpdesk case's escrow is shared out when the super admin splits it (issue 10 item 5): the brand
 * gets part of what it paid back, the influencer gets the rest of the work's value. Pure, in integer paise;
 * the server's ledger journal and the admin's preview use the same numbers.
 *
 * The escrow holds the order's subtotal S = influencer payout + platform revenue + output GST + the GST inside
 * the coupon discount − the input tax credit of a registered influencer's GST (shared/domain/pricing.ts; the
 * discount's GST is 0 for orders priced before issue 36, the input credit 0 for orders captured before the
 * principal model, whose payout already held that GST). The brand paid B = S − coupon discount D; the
 * platform funded D. A release returns the GST inside the discount to the platform's coupon account: it is
 * never owed, as the document's GST is on the discounted value. Refunding r (0 < r < B):
 * - the brand's wallet gets r;
 * - the coupon's value comes back to the platform pro rata, D × r / B (rounded half up), as a full refund
 *   returns all of D and a release none of it, so a coupon never becomes spendable wallet money;
 * - the rest, S − r − that, is released in the release journal's proportions (payout : revenue : GST :
 *   the discount's GST : input credit), the discount's GST back to the coupon account. The influencer's,
 *   the GST and the discount's GST parts are rounded down, the input credit up (but never above the
 *   influencer's part), and the
 *   platform revenue takes the remainder (at most 3 paise), so every part is ≥ 0, the parts sum to the
 *   escrow exactly, and a bigger refund never gives the influencer more.
 */
import { HelpdeskMessages } from '../messages/helpdesk';

/** The frozen figures of an order's payment (paise), as the escrow journals read them. */
export type TEscrowFigures = {
  subtotalPaise: number;
  discountPaise: number;
  influencerPayoutPaise: number;
  platformRevenuePaise: number;
  gstPayablePaise: number;
  /** The registered influencer's GST inside the payout, the platform's input tax credit. */
  influencerGstPaise: number;
  /** The GST inside the coupon discount (issue 36), not owed: back to the coupon account at release. */
  discountGstPaise: number;
};

/** Where each paisa of the escrow goes: the parts, less the input credit, sum to the subtotal. */
export type TSettlement = {
  brandRefundPaise: number;
  /** Back to the platform's coupon account: the coupon's share of the refund and the discount's GST released. */
  couponReturnPaise: number;
  influencerPaise: number;
  platformRevenuePaise: number;
  gstPaise: number;
  /** The input tax credit of the influencer's GST inside `influencerPaise`. */
  inputCreditPaise: number;
};

/** What the brand paid for the order: the subtotal less the platform-borne coupon discount. */
export const paidByBrandPaise = (e: TEscrowFigures): number => e.subtotalPaise - e.discountPaise;

/** Whether `refundPaise` is a split refund of this order: whole paise, more than 0, less than what the brand paid. */
export const isSplitRefund = (e: TEscrowFigures, refundPaise: number): boolean =>
  Number.isSafeInteger(refundPaise) && refundPaise > 0 && refundPaise < paidByBrandPaise(e);

/**
 * Why `refundPaise` is not a split refund of this order, or null when it is: an order of less than 2 paise
 * cannot be split, then the amount must be more than 0 and less than what the brand paid.
 */
export function splitRefundProblem(e: TEscrowFigures, refundPaise: number): string | null {
  if (isSplitRefund(e, refundPaise)) return null;
  const paid = paidByBrandPaise(e);
  if (paid < 2) return HelpdeskMessages.splitImpossible;
  return refundPaise <= 0
    ? HelpdeskMessages.refundAmountPositive
    : HelpdeskMessages.refundAmountTooLarge(paid);
}

/** ⌊a × b / c⌋ exactly (the product may pass 2^53). */
const mulDivFloor = (a: number, b: number, c: number): number => Number((BigInt(a) * BigInt(b)) / BigInt(c));
/** ⌈a × b / c⌉ exactly. */
const mulDivCeil = (a: number, b: number, c: number): number =>
  Number((BigInt(a) * BigInt(b) + BigInt(c) - 1n) / BigInt(c));
/** a × b / c rounded half up, exactly. */
const mulDivRound = (a: number, b: number, c: number): number =>
  Number((2n * BigInt(a) * BigInt(b) + BigInt(c)) / (2n * BigInt(c)));

/** The coupon's share of a refund: discount × refund / what the brand paid, rounded half up. */
export const couponShareOf = (discountPaise: number, refundPaise: number, paidPaise: number): number =>
  mulDivRound(discountPaise, refundPaise, paidPaise);

const assertFigures = (e: TEscrowFigures): void => {
  const parts = [
    e.influencerPayoutPaise,
    e.platformRevenuePaise,
    e.gstPayablePaise,
    e.influencerGstPaise,
    e.discountPaise,
    e.discountGstPaise,
  ];
  if (![e.subtotalPaise, ...parts].every((v) => Number.isSafeInteger(v) && v >= 0)) {
    throw new RangeError('escrow figures must be non-negative safe integers of paise');
  }
  const released =
    e.influencerPayoutPaise +
    e.platformRevenuePaise +
    e.gstPayablePaise +
    e.discountGstPaise -
    e.influencerGstPaise;
  if (released !== e.subtotalPaise) {
    throw new RangeError(
      "escrow figures: payout + revenue + GST + the discount's GST − input credit must equal the subtotal",
    );
  }
  if (e.influencerGstPaise > e.influencerPayoutPaise) {
    throw new RangeError('escrow figures: input credit above the payout');
  }
  if (e.discountPaise > e.subtotalPaise) throw new RangeError('escrow figures: discount above the subtotal');
};

/**
 * The split of an escrow when the brand gets `refundPaise` back. Throws a RangeError for a refund that is not
 * a split ({@link isSplitRefund}): a full refund or a release is its own journal.
 *
 * `suppliedGstPaise`, once the split's documents are issued (issue 37), is the GST they state on the released
 * part (the invoice's, or the invoice's less the credit note's): the GST owed is then exactly that, and the
 * platform's revenue takes the paise it differs from the pro-rata share by.
 */
export function splitSettlement(
  e: TEscrowFigures,
  refundPaise: number,
  suppliedGstPaise?: number,
): TSettlement {
  assertFigures(e);
  if (!isSplitRefund(e, refundPaise)) {
    throw new RangeError(`a split refund is more than 0 and less than ${paidByBrandPaise(e)} paise`);
  }
  const couponSharePaise = couponShareOf(e.discountPaise, refundPaise, paidByBrandPaise(e));
  const released = e.subtotalPaise - refundPaise - couponSharePaise;
  const influencerPaise = mulDivFloor(e.influencerPayoutPaise, released, e.subtotalPaise);
  const gstPaise = mulDivFloor(e.gstPayablePaise, released, e.subtotalPaise);
  const discountGstPaise = mulDivFloor(e.discountGstPaise, released, e.subtotalPaise);
  // Never more than the influencer is paid: on a release of a few paise their share rounds to nothing.
  const inputCreditPaise = Math.min(
    mulDivCeil(e.influencerGstPaise, released, e.subtotalPaise),
    influencerPaise,
  );
  const owedGstPaise = suppliedGstPaise ?? gstPaise;
  return {
    brandRefundPaise: refundPaise,
    couponReturnPaise: couponSharePaise + discountGstPaise,
    influencerPaise,
    platformRevenuePaise: released - influencerPaise - owedGstPaise - discountGstPaise + inputCreditPaise,
    gstPaise: owedGstPaise,
    inputCreditPaise,
  };
}

/** A release, in the same terms: the whole escrow to the influencer, the platform and GST. */
export const releaseSettlement = (e: TEscrowFigures): TSettlement => ({
  brandRefundPaise: 0,
  couponReturnPaise: e.discountGstPaise,
  influencerPaise: e.influencerPayoutPaise,
  platformRevenuePaise: e.platformRevenuePaise,
  gstPaise: e.gstPayablePaise,
  inputCreditPaise: e.influencerGstPaise,
});

/** A full refund, in the same terms: what the brand paid to its wallet, the coupon's value to the platform. */
export const refundSettlement = (e: TEscrowFigures): TSettlement => ({
  brandRefundPaise: paidByBrandPaise(e),
  couponReturnPaise: e.discountPaise,
  influencerPaise: 0,
  platformRevenuePaise: 0,
  gstPaise: 0,
  inputCreditPaise: 0,
});
