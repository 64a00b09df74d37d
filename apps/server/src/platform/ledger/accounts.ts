/**
 * The chart of accounts. An account's balance is the sum of its entries; an entry's sign is the account's
 * gain. Guarded accounts hold someone's money and may never go below zero; the others are the platform's
 * books, where a negative balance is meaningful (money that came in from outside, discounts given).
 */
export type AccountKind =
  | 'brand-wallet'
  | 'escrow'
  | 'influencer-earnings'
  | 'influencer-gst-held'
  | 'platform-revenue'
  | 'gst-payable'
  | 'gst-input-credit'
  | 'tds-payable'
  | 'coupon-discounts'
  | 'payment-provider'
  | 'payout-clearing'
  | 'bank-payouts'
  | 'withdrawal-clearing'
  | 'provider-fees'
  | 'payout-provider'
  | 'stray-payment';

export type AccountRef = {
  code: string;
  kind: AccountKind;
  isGuarded: boolean;
  ownerUserId?: number;
  transactionId?: number;
};

export const Accounts = {
  /** A brand's spendable balance (refunds land here; checkout can spend it). */
  brandWallet: (userId: number): AccountRef => ({
    code: `wallet:${userId}`,
    kind: 'brand-wallet',
    isGuarded: true,
    ownerUserId: userId,
  }),
  /**
   * Money held for one order until it completes or is refunded. Keyed by the payment transaction, which is
   * captured before its collab exists; a collab has exactly one transaction, so this is the collab's escrow.
   */
  escrow: (transactionId: number): AccountRef => ({
    code: `escrow:${transactionId}`,
    kind: 'escrow',
    isGuarded: true,
    transactionId,
  }),
  /** An influencer's earnings, not yet paid out. */
  influencerEarnings: (userId: number): AccountRef => ({
    code: `earnings:${userId}`,
    kind: 'influencer-earnings',
    isGuarded: true,
    ownerUserId: userId,
  }),
  /**
   * A registered influencer's GST, credited to them but held until their invoice is in the platform's GSTR-2B
   * (CGST Act s. 16(2)(aa); features/gst-held): not spendable, not withdrawable, released to the earnings.
   */
  influencerGstHeld: (userId: number): AccountRef => ({
    code: `gst-held:${userId}`,
    kind: 'influencer-gst-held',
    isGuarded: true,
    ownerUserId: userId,
  }),
  platformRevenue: { code: 'platform-revenue', kind: 'platform-revenue', isGuarded: false } as AccountRef,
  /** Output GST the platform owes on what it supplied (docs/tax.md). */
  gstPayable: { code: 'gst-payable', kind: 'gst-payable', isGuarded: false } as AccountRef,
  /**
   * Input tax credit: goes negative by the GST paid to registered influencers on their supplies to the
   * platform, and by the GST in Razorpay's and RazorpayX's charges, which it sets off against its output GST. The GST to deposit is gst-payable plus this.
   */
  gstInputCredit: { code: 'gst-input-credit', kind: 'gst-input-credit', isGuarded: false } as AccountRef,
  /** Income-tax TDS withheld from influencers' credits, owed to the government (docs/tax.md § TDS). */
  tdsPayable: { code: 'tds-payable', kind: 'tds-payable', isGuarded: false } as AccountRef,
  /** Platform-borne coupon discounts: goes negative by the discounts given (a marketing expense). */
  couponDiscounts: { code: 'coupon-discounts', kind: 'coupon-discounts', isGuarded: false } as AccountRef,
  /**
   * One payout request's money between the request and the admin's decision: the requested amount leaves the
   * earnings at once (so it cannot be requested twice), then goes to the bank or back to the earnings.
   */
  payoutClearing: (payoutId: number, userId: number): AccountRef => ({
    code: `payout:${payoutId}`,
    kind: 'payout-clearing',
    isGuarded: true,
    ownerUserId: userId,
  }),
  /**
   * One wallet withdrawal's money while the provider works on it: it leaves the wallet at the request (so it
   * cannot be spent or withdrawn twice), then goes out to the provider or back to the wallet.
   */
  withdrawalClearing: (withdrawalId: number, brandUserId: number): AccountRef => ({
    code: `withdrawal:${withdrawalId}`,
    kind: 'withdrawal-clearing',
    isGuarded: true,
    ownerUserId: brandUserId,
  }),
  /** The outside world: grows by what was paid out to influencers' bank accounts. */
  bankPayouts: { code: 'payouts-released', kind: 'bank-payouts', isGuarded: false } as AccountRef,
  /**
   * The platform's cost of the providers' charges (Razorpay per payment, RazorpayX per payout), without their
   * GST: goes negative by each charge less its tax (a cost, like coupon-discounts). The GST Razorpay invoices
   * is input tax credit (gst-input-credit), not a cost. platform/ledger/provider-fees.ts.
   */
  providerFees: { code: 'provider-fees', kind: 'provider-fees', isGuarded: false } as AccountRef,
  /** The outside world: grows by what RazorpayX kept from the payout account for its charges, GST included. */
  payoutProvider: { code: 'payout-provider', kind: 'payout-provider', isGuarded: false } as AccountRef,
  /**
   * A provider payment no order booked (payments.strays.ts), from its capture until it is refunded to the
   * payment method or credited to the brand's wallet.
   */
  strayPayment: (paymentId: string, brandUserId: number): AccountRef => ({
    code: `stray:${paymentId}`,
    kind: 'stray-payment',
    isGuarded: true,
    ownerUserId: brandUserId,
  }),
  /**
   * The outside world: goes negative by what brands paid through the payment provider, and back up by its
   * refunds and by the charges it keeps from the settlement (GST included).
   */
  paymentProvider: { code: 'payment-provider', kind: 'payment-provider', isGuarded: false } as AccountRef,
} as const;
