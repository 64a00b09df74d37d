/**
 * Wallet withdrawals (issue 17): a super admin refunds a brand's wallet money to the payment method it was
 * paid with (Razorpay refunds); issue 18 lets the brand ask for it and adds bank transfers.
 */
export const WithdrawalMessages = {
  brandRequired: 'Please choose the brand',
  paymentRequired: 'Please choose the payment to refund',
  amountRequired: 'Please enter the amount to refund',
  amountInvalid: 'Please enter an amount of at least ₹1 in rupees and paise',
  brandNotFound: 'Brand not found',
  paymentNotFound: 'That payment is not one of this brand’s payments',
  notRefundable: 'This payment was not made through the payment provider, so it cannot be refunded to it',
  noProviderRefunds: 'This payment provider does not refund to the original payment method here',
  aboveRefundable: (left: string) => `Only ${left} of this payment can still be refunded`,
  aboveWallet: (balance: string) => `The brand’s wallet holds only ${balance}`,
  /** The super admin's answers. */
  refunded: (amount: string) => `${amount} refunded to the brand’s payment method`,
  refundFailed: (amount: string, reason: string) =>
    `The payment provider refused the refund of ${amount} (${reason}): it is back in the brand’s wallet`,
  requested: (amount: string) =>
    `Refund of ${amount} sent to the payment provider: it is booked once the provider confirms`,
  unanswered: (amount: string) =>
    `The payment provider did not answer about the refund of ${amount}: it is kept aside from the wallet and asked again automatically`,
  /** The brand's own withdrawal (issue 18 builds on it with bank transfers). */
  aboveWithdrawable: (max: string) =>
    `Only ${max} of your wallet can go back to the payment methods you paid with`,
  aboveOwnWallet: (balance: string) => `Your wallet holds only ${balance}`,
  withdrawn: (amount: string) =>
    `${amount} is on its way back to the payment method you paid with. Banks usually show it within 5–7 working days.`,
  withdrawalRefused: (reason: string) =>
    `The payment provider refused the refund (${reason}): the money is still in your wallet`,
  withdrawalUnanswered: (amount: string) =>
    `${amount} is set aside from your wallet: the payment provider did not answer yet, and it is asked again automatically`,
  /** Bell and e-mail texts for the brand. */
  processedNotice: (amount: string) =>
    `${amount} from your wallet has been refunded to the payment method you paid with. Banks usually show it within 5–7 working days.`,
  failedNotice: (amount: string, reason: string) =>
    `The refund of ${amount} to your payment method did not go through (${reason}): it is back in your wallet.`,
  /** Bank transfers of the wallet (issue 18): the brand's request, the super admin's decision, the bell. */
  withdrawalRequired: 'Please choose the withdrawal',
  accountHolderRequired: 'Please enter the account holder’s name!',
  withdrawalNotFound: 'Withdrawal not found',
  notBankWithdrawal: 'This withdrawal is not a bank transfer',
  alreadyDecided: 'This withdrawal has already been approved or rejected',
  bankRequested: (amount: string) =>
    `Your withdrawal of ${amount} to your bank account is requested: it is set aside from your wallet until our team sends it`,
  bankApproved: (amount: string) => `${amount} sent to the brand’s bank account`,
  bankProcessing: (amount: string) =>
    `${amount} sent to RazorpayX: it shows as Processing until the bank confirms it`,
  cannotRejectSending:
    'This withdrawal is already on its way to the bank, so it can no longer be rejected. If the bank returns it, the amount goes back to the wallet.',
  upiAboveLimit: (limit: string) =>
    `A UPI transfer can be at most ${limit}. Choose a bank account for a larger amount.`,
  bankProcessingNotice: (amount: string, to: string) =>
    `Your withdrawal of ${amount} is on its way to your ${to}. It shows as Processing until the bank confirms it.`,
  bankRejected: 'Withdrawal rejected: the amount is back in the brand’s wallet',
  bankRequestedNotice: (amount: string, to: string) =>
    `Your withdrawal of ${amount} to your ${to} has been received. It is set aside from your wallet until it is sent.`,
  bankSentNotice: (amount: string, to: string, reference: string) =>
    `${amount} from your wallet has been sent to your ${to} (reference ${reference}).`,
  bankRejectedNotice: (amount: string, reason: string) =>
    `Your withdrawal of ${amount} to your bank account was rejected (${reason}): it is back in your wallet.`,
  bankReturnedNotice: (amount: string, reason: string) =>
    `Your withdrawal of ${amount} came back from the bank (${reason}): it is back in your wallet.`,
} as const;
