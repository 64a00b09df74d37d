/**
 * Price breakup of one hired service (spec §3 'Service', §9 'GST 18 % on influencer price, UGC price and
 * platform fee'). Every amount is an integer number of paise; rupees exist only at display time.
 *
 * The tax model (docs/tax.md, issue 16) is the spec's principal model: the platform supplies the whole
 * order to the brand and charges GST on every line (influencer price, UGC price and both platform fees),
 * whether or not the influencer is GST registered. A registered influencer in turn supplies the platform
 * and is paid their own GST on the influencer and UGC prices (`influencerGst`), which the platform claims
 * back as input tax credit; an unregistered influencer is paid the prices alone.
 *
 * Decisions the spec leaves open:
 * - The platform fee is a percentage of the influencer's price (and, separately, of the UGC price). It is an
 *   integer percent 0..100 so that all arithmetic stays in integers.
 * - Percentages round half up to the nearest paisa per line, computed on integers (never through a float
 *   product).
 * - GST is computed per line as the document will show it (issue 36), by the supply type: inter-state
 *   round(18 %), intra-state 2 × round(9 %) (`lineGst`). The supply type follows the brand's billing state;
 *   a breakup shown before it is known is priced inter-state, and its last paisa follows the billing state.
 * - A coupon is ₹X off what the brand pays, GST included (issue 36; CGST Act s. 15(3)(a)): it is spread over
 *   the lines (`discountLines`), whose taxable values and GST are recomputed from what remains, so the output
 *   GST (`gstPayable`) is the document's, and the GST inside the discount (`discountGst`) is never owed. The
 *   influencer is still paid the full price: the discount's taxable part is the platform's marketing expense
 *   (the ledger's coupon-discounts account). This is why the payout split below ignores `discount`.
 * - Brand wallet money is not a discount, just another source of funds: it also feeds the escrow.
 * - Discount is applied before wallet money, and neither takes the amount to pay below zero.
 * - The payment provider is asked for nothing or for at least MIN_PROVIDER_PAISE (Razorpay refuses less): see
 *   `amountDue`.
 */
import { DEFAULT_PLATFORM_FEE_PERCENT, GST_RATE_PERCENT, MIN_PROVIDER_PAISE } from '../constants/limits';
import { discountLines, type TSupplyType } from './gst-invoice';

/**
 * Which GST model priced an order: 'principal' (every order since issue 16, above), or 'agent' (before it:
 * GST on the influencer's prices only when the influencer was registered, collected for them and paid out
 * with their price; the platform's own GST on its fees only). Amounts stay as frozen under their model.
 */
export type TGstModel = 'agent' | 'principal';

export type TPriceBreakupInput = {
  /** Influencer's service price. */
  basePricePaise: number;
  /** UGC rights price; 0 when the brand did not choose UGC. */
  ugcPricePaise: number;
  /** The influencer has a GST number: they charge the platform GST on their prices. */
  isGstRegistered: boolean;
  /** Integer percent 0..100; defaults to DEFAULT_PLATFORM_FEE_PERCENT. */
  platformFeePercent?: number;
  /** Coupon discount; defaults to 0. */
  discountPaise?: number;
  /** Brand wallet money offered for this order; defaults to 0. */
  walletPaise?: number;
  /** The supply to the brand, from its billing state; defaults to 'inter-state' (a breakup before it is known). */
  supplyType?: TSupplyType;
  /** The registered influencer's supply to the platform, from their GSTIN's state; defaults to 'inter-state'. */
  influencerSupplyType?: TSupplyType;
};

export type TPriceBreakup = {
  basePrice: number;
  /** GST charged to the brand on the influencer price (always). */
  basePriceGst: number;
  ugcPrice: number;
  /** GST charged to the brand on the UGC price (always). */
  ugcPriceGst: number;
  platformFee: number;
  platformFeeGst: number;
  ugcPlatformFee: number;
  ugcPlatformFeeGst: number;
  /** Sum of the eight lines above. */
  subtotal: number;
  /** Coupon discount actually applied: min(discountPaise, subtotal), less `discountHeldBack`. */
  discount: number;
  /** Wallet money actually used: min(walletPaise, subtotal - discount - discountHeldBack), less `walletHeldBack`. */
  walletApplied: number;
  /** Amount to collect through the payment provider: 0, or at least MIN_PROVIDER_PAISE (see `amountDue`). */
  total: number;
  /** Wallet money offered but left in the wallet so that the provider is asked for MIN_PROVIDER_PAISE. */
  walletHeldBack: number;
  /** Coupon discount not applied so that the provider is asked for MIN_PROVIDER_PAISE (after `walletHeldBack`). */
  discountHeldBack: number;
  /** Released to the influencer when the collab completes: the prices, plus `influencerGst`. */
  influencerPayout: number;
  /** The registered influencer's GST on their prices, paid to them; the platform's input tax credit. 0 when unregistered. */
  influencerGst: number;
  /** Platform fees (before the discount, whose taxable part is the platform's expense). */
  platformRevenue: number;
  /**
   * The output GST of the order as its document shows it: every line's, after the discount. Owed by the
   * platform before its input tax credit.
   */
  gstPayable: number;
  /** The GST inside the coupon discount: the lines' GST before the discount less `gstPayable`. */
  discountGst: number;
  supplyType: TSupplyType;
};

const assertPaise = (name: string, value: number): void => {
  if (!Number.isSafeInteger(value) || value < 0) {
    throw new RangeError(`${name} must be a non-negative safe integer number of paise, got ${String(value)}`);
  }
};

const assertPercent = (name: string, value: number): void => {
  if (!Number.isInteger(value) || value < 0 || value > 100) {
    throw new RangeError(`${name} must be an integer percent between 0 and 100, got ${String(value)}`);
  }
};

/**
 * `percent`% of `paise`, rounded half up, exact for every safe integer: the amount is split into whole
 * hundreds (which divide exactly) and a remainder below 100 (whose product stays tiny).
 */
export const percentOfPaise = (paise: number, percent: number): number => {
  assertPaise('paise', paise);
  assertPercent('percent', percent);
  const hundreds = Math.floor(paise / 100);
  const rest = paise - hundreds * 100;
  return hundreds * percent + Math.floor((rest * percent + 50) / 100);
};

/**
 * A line's GST as its document computes it (issue 36): inter-state, IGST of round(18 %); intra-state (or within
 * a union territory), CGST and SGST/UTGST of round(9 %) each, so the two halves are always equal.
 */
export const lineGst = (taxablePaise: number, type: TSupplyType): number =>
  type === 'inter-state'
    ? percentOfPaise(taxablePaise, GST_RATE_PERCENT)
    : 2 * percentOfPaise(taxablePaise, GST_RATE_PERCENT / 2);

/** How a subtotal is paid: coupon discount, wallet money and the payment provider's part (`total`). */
export type TAmountDue = Pick<
  TPriceBreakup,
  'discount' | 'walletApplied' | 'total' | 'walletHeldBack' | 'discountHeldBack'
>;

/**
 * Splits `subtotal` between the coupon discount (first), the wallet money offered (next), and the payment
 * provider (the rest), neither taking the rest below zero. A rest of 1..MIN_PROVIDER_PAISE-1 paise cannot be
 * collected (Razorpay refuses an order below ₹1), and the wallet cannot cover it either: a rest above zero
 * means all the wallet money offered is already in. So the provider is asked for exactly MIN_PROVIDER_PAISE, and the difference goes back to
 * where it came from: wallet money first (it stays in the wallet for the next order), then coupon discount
 * (a coupon is worth nothing later, so it gives back only what the wallet could not). All in integer paise;
 * discount + walletApplied + total === subtotal always.
 *
 * A subtotal below MIN_PROVIDER_PAISE is left as it is: nothing lawful makes the provider's part ₹1 there.
 * No order has one: a service's or an offer's price is at least ₹500 (MIN_SERVICE_PRICE_RUPEES,
 * OFFER_PRICE_MIN), an extra revision at least ₹100 (MIN_EXTRA_REVISION_PRICE_RUPEES), and fees and GST
 * only add to it.
 */
export const amountDue = (
  subtotal: number,
  offered: { discountPaise: number; walletPaise: number },
): TAmountDue => {
  assertPaise('subtotal', subtotal);
  assertPaise('discountPaise', offered.discountPaise);
  assertPaise('walletPaise', offered.walletPaise);
  const discountOffered = Math.min(offered.discountPaise, subtotal);
  const walletOffered = Math.min(offered.walletPaise, subtotal - discountOffered);
  const rest = subtotal - discountOffered - walletOffered;
  // subtotal ≥ MIN_PROVIDER_PAISE makes discountOffered + walletOffered ≥ the shortfall, so both stay ≥ 0.
  const isBelowMinimum = rest > 0 && rest < MIN_PROVIDER_PAISE && subtotal >= MIN_PROVIDER_PAISE;
  const shortfall = isBelowMinimum ? MIN_PROVIDER_PAISE - rest : 0;
  const walletHeldBack = Math.min(shortfall, walletOffered);
  const discountHeldBack = shortfall - walletHeldBack;
  return {
    discount: discountOffered - discountHeldBack,
    walletApplied: walletOffered - walletHeldBack,
    total: rest + shortfall,
    walletHeldBack,
    discountHeldBack,
  };
};

export const priceBreakup = (input: TPriceBreakupInput): TPriceBreakup => {
  const {
    basePricePaise,
    ugcPricePaise,
    isGstRegistered,
    platformFeePercent = DEFAULT_PLATFORM_FEE_PERCENT,
    discountPaise = 0,
    walletPaise = 0,
    supplyType = 'inter-state',
    influencerSupplyType = 'inter-state',
  } = input;
  assertPaise('basePricePaise', basePricePaise);
  assertPaise('ugcPricePaise', ugcPricePaise);
  assertPaise('discountPaise', discountPaise);
  assertPaise('walletPaise', walletPaise);
  assertPercent('platformFeePercent', platformFeePercent);
  if (typeof isGstRegistered !== 'boolean') throw new RangeError('isGstRegistered must be a boolean');

  const gstOf = (taxablePaise: number) => lineGst(taxablePaise, supplyType);
  const platformFee = percentOfPaise(basePricePaise, platformFeePercent);
  const ugcPlatformFee = percentOfPaise(ugcPricePaise, platformFeePercent);
  const lines: TOrderLines = {
    basePrice: basePricePaise,
    basePriceGst: gstOf(basePricePaise),
    ugcPrice: ugcPricePaise,
    ugcPriceGst: gstOf(ugcPricePaise),
    platformFee,
    platformFeeGst: gstOf(platformFee),
    ugcPlatformFee,
    ugcPlatformFeeGst: gstOf(ugcPlatformFee),
  };

  const influencerGst = isGstRegistered
    ? lineGst(basePricePaise, influencerSupplyType) + lineGst(ugcPricePaise, influencerSupplyType)
    : 0;
  const influencerPayout = basePricePaise + ugcPricePaise + influencerGst;
  const platformRevenue = platformFee + ugcPlatformFee;
  const linesGst = lines.basePriceGst + lines.ugcPriceGst + lines.platformFeeGst + lines.ugcPlatformFeeGst;
  const subtotal = basePricePaise + ugcPricePaise + platformRevenue + linesGst;
  // Each part is exact while the sum stays safe; beyond that the addition could have rounded.
  if (!Number.isSafeInteger(subtotal)) throw new RangeError('price breakup exceeds the safe integer range');

  const due = amountDue(subtotal, { discountPaise, walletPaise });
  const gstPayable = documentLines(lines, due.discount, supplyType).reduce(
    (sum, line) => sum + line.gstPaise,
    0,
  );

  return {
    ...lines,
    subtotal,
    discount: due.discount,
    walletApplied: due.walletApplied,
    total: due.total,
    walletHeldBack: due.walletHeldBack,
    discountHeldBack: due.discountHeldBack,
    influencerPayout,
    influencerGst,
    platformRevenue,
    gstPayable,
    discountGst: linesGst - gstPayable,
    supplyType,
  };
};

/** The priced lines of an order, in document order: influencer price, UGC price, platform fee, UGC platform fee. */
export type TOrderLines = Pick<
  TPriceBreakup,
  | 'basePrice'
  | 'basePriceGst'
  | 'ugcPrice'
  | 'ugcPriceGst'
  | 'platformFee'
  | 'platformFeeGst'
  | 'ugcPlatformFee'
  | 'ugcPlatformFeeGst'
>;

/**
 * The order's four lines after the coupon's GST-inclusive discount (issue 36), in document order, each with its
 * share of the discount: what the invoice shows and what the breakup's `gstPayable` sums.
 */
export const documentLines = (lines: TOrderLines, discountPaise: number, supplyType: TSupplyType) =>
  discountLines(
    [
      { taxablePaise: lines.basePrice, gstPaise: lines.basePriceGst },
      { taxablePaise: lines.ugcPrice, gstPaise: lines.ugcPriceGst },
      { taxablePaise: lines.platformFee, gstPaise: lines.platformFeeGst },
      { taxablePaise: lines.ugcPlatformFee, gstPaise: lines.ugcPlatformFeeGst },
    ],
    discountPaise,
    supplyType,
    GST_RATE_PERCENT,
  );

/**
 * Rupees (possibly with a fractional part, e.g. from a form) to integer paise, rounding half away from zero
 * on the decimal digits as written: 1.005 → 101 (a plain `1.005 * 100` would give 100.49999…).
 */
export const rupeesToPaise = (rupees: number): number => {
  if (!Number.isFinite(rupees)) throw new RangeError(`rupees must be a finite number, got ${String(rupees)}`);
  const sign = rupees < 0 ? -1 : 1;
  const abs = Math.abs(rupees);
  const text = String(abs);
  // Shift the decimal point in the written form rather than multiplying the binary approximation.
  const shifted = text.includes('e') ? abs * 100 : Number(`${text}e2`);
  const paise = sign * Math.round(shifted);
  if (!Number.isSafeInteger(paise)) throw new RangeError(`rupees out of range: ${String(rupees)}`);
  return paise === 0 ? 0 : paise; // no -0
};

export const paiseToRupees = (paise: number): number => {
  if (!Number.isSafeInteger(paise))
    throw new RangeError(`paise must be a safe integer, got ${String(paise)}`);
  return paise / 100;
};

const inr = new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR' });
const inrWhole = new Intl.NumberFormat('en-IN', {
  style: 'currency',
  currency: 'INR',
  trailingZeroDisplay: 'stripIfInteger',
});

/**
 * The one money display, from paise: '₹1,234.50', '₹12,34,567.00', '-₹5.00'. `whole` drops '.00' from
 * whole rupees ('₹1,500', but '₹1,500.50'), for prices shown without paise.
 */
export const formatRupees = (paise: number, { whole = false }: { whole?: boolean } = {}): string => {
  // -0 (e.g. a negated zero discount) shows as '₹0.00', not '-₹0.00'.
  const rupees = paise === 0 ? 0 : paiseToRupees(paise);
  return (whole ? inrWhole : inr).format(rupees);
};

/** A rupee amount the browser may send: whole paise, at most two decimals. */
export const hasAtMostTwoDecimals = (rupees: number): boolean =>
  Math.abs(Math.round(rupees * 100) - rupees * 100) < 1e-6;
