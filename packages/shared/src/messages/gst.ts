import { GST_RATE_PERCENT } from '../constants/limits';

/**
 * Every sentence that tells people how GST works on Collably (issue 36), built from the pricing constants so
 * no page states a rate of its own. They all say the principal model (docs/tax.md): Collably supplies the whole
 * collab to the brand and charges GST on every line, whoever the influencer is, and buys the work from the
 * influencer, paying a registered influencer's GST on their prices against their tax invoice.
 */
const rate = `${GST_RATE_PERCENT} %`;
const half = `${GST_RATE_PERCENT / 2} %`;

export const GstMessages = {
  /** '18 %', for sentences that name the rate. */
  rate,
  /** The Price Breakup's footnote: whom the brand buys from, and GST on every line. */
  breakupFootnote: `Collably supplies this collab to you and charges GST at ${rate} on every line: the influencer's price, any UGC price and the platform fees, whether or not the influencer is registered for GST.`,
  /** Beside a breakup shown before the brand's billing state is known (issue 36 item 4). */
  breakupLastPaisa: `GST is worked out line by line for your billing state: IGST at ${rate} from another state, or CGST and SGST (or UTGST) at ${half} each within Collably's state, so the last paisa follows your billing state.`,
  /** The custom offer's payment dialog, before the server prices it. */
  offerPrice: (price: string) =>
    `${price} for the work, plus the platform fee, and GST at ${rate} on both. The money is held safely until the work is done.`,
  /** Onboarding's GST question for influencers. */
  influencerQuestion: `Collably charges brands GST at ${rate} on every order, whoever the influencer is. If you are registered for GST, Collably also pays you GST at ${rate} on your prices, against your tax invoice to Collably; if not, you are paid your prices.`,
  /** The self-billing card of a registered influencer. */
  selfBillingCard: (gstin: string) =>
    `You are registered for GST (${gstin}), so Collably pays you GST at ${rate} on your prices, against your tax invoice for each completed collab. Agree to self-billing and Collably issues that invoice in your name; otherwise send Collably your own.`,
  /** The privacy policy's reason for keeping tax details. */
  privacyTaxRules: `to meet tax rules (GST at ${rate} on every order, and income-tax deducted at source from influencers' payments)`,
} as const;
