import { PAYOUT_PERIOD_DAYS } from '../constants/limits';

/** Payout texts: the Request Payout form (spec §5, in its order), the admin's approval and the bell. */
export const PayoutMessages = {
  methodInvalid: 'Choose the bank account or the UPI ID',
  belowMinimum: (minimum: string) => `The smallest payout is ${minimum}`,
  notAboveFee: (fee: string) => `The payout must be more than its fee of ${fee}`,
  railFailed: 'The payout could not be sent just now. Nothing was paid: please try again.',
  /** RazorpayX said no to the payout itself (a detail it refuses): nothing left; the request waits again. */
  railRefused: (reason: string) =>
    `RazorpayX refused the payout (${reason}). Nothing was paid: correct the details or decline the request.`,
  /** The approval reached RazorpayX, or may have: the transfer is finished automatically either way. */
  approvedProcessing: 'Payout sent: it shows as Processing until the bank confirms it',
  railUnanswered:
    'RazorpayX did not answer in time. The payout is being sent and will show as Processing, then Released or returned, on its own.',
  cannotDeclineSending:
    'This payout is already on its way to the bank, so it can no longer be declined. If the bank returns it, the amount goes back to the balance.',
  upiAboveLimit: (limit: string) =>
    `A UPI payout can be at most ${limit}. Choose your bank account for a larger amount.`,
  returnedNotice: (amount: string, reason: string) =>
    `Your payout of ${amount} came back from the bank (${reason}): it is in your earnings again.`,
  invalidAmount: 'Please enter valid amount!',
  bankNameRequired: 'Please enter Bank Name!',
  accountHolderInvalid: 'Please enter the account holder’s name as text',
  accountNoRequired: 'Please enter Account No.!',
  ifscRequired: 'Please enter IFSC Code!',
  panRequired: 'Please enter PAN No.!',
  upiRequired: 'Please enter UPI ID!',
  addressRequired: 'Please enter Address!',
  phoneRequired: 'Please enter Phone Number!',
  fieldTooLong: (field: string, max: number) => `${field} should not exceed ${max} characters`,
  accountNoFormat: 'Account No. must be 9 to 18 digits',
  ifscFormat: 'Please enter a valid IFSC Code, e.g. SBIN0001234',
  panFormat: 'Please enter a valid PAN No., e.g. ABCDE1234F',
  upiFormat: 'Please enter a valid UPI ID, e.g. name@okbank',
  phoneFormat: 'Please enter a valid 10-digit Indian mobile number',
  periodInvalid: `Please choose a period of ${PAYOUT_PERIOD_DAYS.join(', ')} days`,
  statusInvalid: 'Please choose a valid payment status',
  referenceFormat: 'The reference may contain only letters, digits and hyphens (6 to 30)',
  declineReasonRequired: 'Please enter the reason for declining',
  requested: 'Your payout request has been sent',
  approved: 'Payout released to the bank account',
  declined: 'Payout declined: the amount is back in the influencer’s balance',
  notFound: 'Payout not found',
  alreadySettled: 'This payout has already been approved or declined',
  alreadyWaiting: (amount: string) =>
    `Your payout request of ${amount} is waiting for approval: you can request again once it is decided`,
  /** Bell texts (HTML is built by the server; these are the plain parts). */
  requestedNotice: (amount: string) => `Your payout request of ${amount} has been received.`,
  processingNotice: (amount: string) =>
    `Your payout of ${amount} is on its way to your bank. It shows as Processing until the bank confirms it.`,
  releasedNotice: (amount: string, reference: string) =>
    `Your payout of ${amount} has been released to your bank account (reference ${reference}).`,
  declinedNotice: (amount: string, reason: string) =>
    `Your payout request of ${amount} was declined and the amount is back in your account balance. Reason: ${reason}`,
} as const;
