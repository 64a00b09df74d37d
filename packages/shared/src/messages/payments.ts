import { GST_RATE_PERCENT, MIN_PROVIDER_PAISE } from '../constants/limits';
import type { TSupplyType } from '../domain/gst-invoice';
import { GstMessages } from './gst';
import { formatRupees } from '../domain/pricing';

/** Checkout and payment texts. */
export const PaymentMessages = {
  serviceUnavailable: 'This service is not available',
  ugcNotOffered: 'UGC rights are not offered for this service',
  ownService: 'You cannot hire yourself',
  transactionNotFound: 'Transaction not found',
  cancelled: 'The payment was cancelled. Nothing has been charged.',
  failed: 'The payment did not go through. Nothing has been charged.',
  notCompleted: 'The payment is not complete yet. Please finish the payment first.',
  captured: 'Payment received',
  providerDown: 'The payment service is not reachable right now. Please try again in a few minutes.',
  checkoutExpired: 'This checkout has expired. Please start again.',
  alreadyPaid:
    'You have already paid for this service. Please continue with that order instead of paying again.',
  /**
   * The Price Breakup when the rest to pay online would be below the provider's minimum, so less wallet money
   * and then less coupon discount was used (domain/pricing amountDue; amounts in paise, 0 when not held back).
   */
  minimumOnlinePayment: (walletHeldBackPaise: number, discountHeldBackPaise: number) => {
    const held = [
      walletHeldBackPaise > 0 ? `${formatRupees(walletHeldBackPaise)} of your wallet stays in it` : null,
      discountHeldBackPaise > 0 ? `${formatRupees(discountHeldBackPaise)} of the coupon is not used` : null,
    ].filter((part) => part !== null);
    return `${held.join(' and ')}: an online payment must be at least ${formatRupees(MIN_PROVIDER_PAISE, { whole: true })}.`;
  },
  notEnoughBalance: 'There is not enough balance for this',
  /**
   * Any payment (hire, custom offer, extra revisions, wallet-only) before the brand has given its billing
   * details: a tax document needs the buyer's name, address, PIN and state (CGST rule 46), and the place of
   * supply follows the state (issue 36).
   */
  /** The Price Breakup's coupon line: a coupon is taken off the price with its GST (issue 36). */
  couponLine: (code: string) => `Coupon ${code} (GST included)`,
  /** Under the Price Breakup with a coupon: how much of it is GST nobody pays, and the order's GST after it. */
  couponGst: (discountGstPaise: number, gstPaise: number) =>
    `The coupon comes off the price with its GST: ${formatRupees(discountGstPaise)} of it is GST you do not pay, so this order's GST is ${formatRupees(gstPaise)}.`,
  /**
   * How the breakup's GST lines are worked out (issue 36): within the platform's state as two equal halves of
   * CGST and SGST (or UTGST), otherwise as IGST; before the billing state is known the last paisa may differ.
   */
  gstNote: (supplyType: TSupplyType | null) =>
    supplyType === null
      ? GstMessages.breakupLastPaisa
      : supplyType === 'inter-state'
        ? `GST at ${GstMessages.rate} is IGST: your billing state is not Collably's.`
        : `GST at ${GstMessages.rate} is two equal halves of ${GST_RATE_PERCENT / 2} %, CGST and ${supplyType === 'intra-state' ? 'SGST' : 'UTGST'}: your billing state is Collably's.`,
  /** The Price Breakup's last words: the money is held until the work is done. */
  escrowNote:
    'Your payment is held by Collably until the collab is complete, and refunded in full if it is rejected or cancelled.',
  /** A payment while the brand has not accepted the Terms or Refund Policy in force (issue 36). */
  termsRequired:
    'Please accept the updated Terms and Refund Policy before you pay: sign in again to read them.',
  billingRequired: 'Please add your billing details (name, address, PIN code and state) before you pay.',
  /** createCollab (and transaction/update) on a payment refunded because its details never came. */
  refundedUnsent:
    'This payment was refunded to your wallet because the collab details were not sent in time. Please hire again.',
  /** 'Later' (or closing) in the collab details dialog: where the paid order waits (issue 11 item 3). */
  detailsLater: (days: number) => `Your payment is safe. Send the details from Collabs within ${days} days.`,
  awaitingTitle: 'Paid — send the collab details',
  /** Why the card has a deadline at all (issue 11 item 3: say which period and why). */
  awaitingWhy: (days: number) =>
    `${days === 1 ? 'One day' : `${days} days`}: the influencer can only start from your brief, so an order without one is refunded in full rather than held in escrow.`,
  /** The deadline on the /order card of a payment waiting for its details. */
  awaitingDeadline: (by: string, amount: string) =>
    `Send the details by ${by}, otherwise ${amount} goes back to your wallet.`,
} as const;
