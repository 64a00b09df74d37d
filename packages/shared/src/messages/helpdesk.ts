import { formatRupees } from '../domain/pricing';

/** Helpdesk texts: the super admin's resolution of a case (issue 10 item 5) and what the parties read of it. */
export const HelpdeskMessages = {
  outcomeInvalid: 'Please choose how to resolve the case: release, refund or split',
  refundAmountRequired: 'Please enter the amount to refund to the brand',
  refundAmountPositive: 'The refund must be more than ₹0',
  refundAmountDecimals: 'The refund can have at most 2 decimal places (paise)',
  refundAmountTooLarge: (paidPaise: number) =>
    `The refund must be less than ${formatRupees(paidPaise)}, what the brand paid. To refund all of it, choose 'Refund the brand'`,
  notInHelpdesk: (statusText: string) =>
    `Only a helpdesk case can be resolved; this collab is '${statusText}'`,
  resolvedRelease: 'Case resolved: the payment is released to the influencer',
  resolvedRefund: 'Case resolved: the brand is refunded',
  resolvedSplit: 'Case resolved with a split refund',
  /** The decision as the collab's latest note and the history's reason. */
  releasedNote: (payoutPaise: number) =>
    `Helpdesk decision: ${formatRupees(payoutPaise)} released to the influencer`,
  refundedNote: (refundPaise: number) =>
    `Helpdesk decision: ${formatRupees(refundPaise)} refunded to the brand's wallet`,
  splitNote: (refundPaise: number, payoutPaise: number) =>
    `Helpdesk decision: ${formatRupees(refundPaise)} refunded to the brand's wallet, ${formatRupees(payoutPaise)} released to the influencer`,
  /** The live preview of a split in the resolve dialog. */
  splitPreview: (brandPaise: number, influencerPaise: number) =>
    `Brand gets ${formatRupees(brandPaise)}, influencer gets ${formatRupees(influencerPaise)}`,
  splitImpossible: 'This order cannot be split: the brand paid too little. Release or refund it instead.',
} as const;
