import { WalletEntryType } from '@collably/shared/schemas/wallet';

export type EntryLook = { label: string; isCredit: boolean; color: string };

/**
 * status_Type of spec §3: 1 cancellation refund, 2 rejection refund, 3 withdrawn: money used for an order, or
 * (with no order's influencer) refunded out of the wallet to the payment method.
 */
export function entryLookOf(statusType: number, influencerName = '', note: string | null = null): EntryLook {
  // The server's own words where the type alone does not say (a bank withdrawal: 'Withdrawn to bank account ••1234').
  if (note) {
    return statusType === WalletEntryType.WithdrawalReturned
      ? { label: note, isCredit: true, color: 'orange' }
      : { label: note, isCredit: false, color: 'grape' };
  }
  switch (statusType) {
    case WalletEntryType.Cancellation:
      return { label: 'Cancellation refund', isCredit: true, color: 'teal' };
    case WalletEntryType.Rejection:
      return { label: 'Rejection refund', isCredit: true, color: 'teal' };
    case WalletEntryType.PaymentCredited:
      // Not in the spec: a payment its order could no longer use, kept in the wallet.
      return { label: 'Payment credited', isCredit: true, color: 'blue' };
    case WalletEntryType.PartialRefund:
      // Not in the spec: the brand's part of a helpdesk split (the order completed, part came back).
      return { label: 'Partial refund (helpdesk)', isCredit: true, color: 'teal' };
    case WalletEntryType.UnsentRefund:
      // Not in the spec: a payment whose collab details never came, returned whole (issue 11).
      return { label: 'Refund: details not sent', isCredit: true, color: 'teal' };
    case WalletEntryType.WithdrawalReturned:
      // Not in the spec: a refund to the payment method that did not go through (issue 17).
      return { label: 'Refund to payment method failed', isCredit: true, color: 'orange' };
    default:
      return influencerName === ''
        ? { label: 'Refunded to payment method', isCredit: false, color: 'grape' }
        : { label: 'Used for an order', isCredit: false, color: 'gray' };
  }
}
