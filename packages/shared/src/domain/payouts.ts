/**
 * Pure payout rules (spec §2 Payment details, §3, §5): the payment statuses, the format of Indian bank
 * details, and how personal financial data is masked wherever it is shown to someone else.
 */

/**
 * The status of a payment record. The spec lists three; 'Processing' and 'Declined' are ours (ARCHITECTURE
 * §10): an approved payout is 'Processing' while RazorpayX and the bank work on it (queued, pending,
 * processing), and 'Released to Bank Account' only once the bank has it; a super admin may refuse a request
 * (wrong bank details, suspected fraud), and a payout the bank sends back is 'Declined' with its reason; either
 * way the amount goes back to the earnings.
 */
export const PayoutStatus = {
  ReceivedFromBrand: 'Received from Brand',
  Requested: 'Requested Payout',
  Processing: 'Processing',
  Released: 'Released to Bank Account',
  Declined: 'Declined',
} as const;
export type TPayoutStatus = (typeof PayoutStatus)[keyof typeof PayoutStatus];
export const PAYOUT_STATUSES: readonly TPayoutStatus[] = Object.values(PayoutStatus);

/** Bank branch code: 4 letters (the bank), a 0, then 6 letters or digits (the branch). */
export const IFSC_PATTERN = /^[A-Z]{4}0[A-Z0-9]{6}$/;
/** Permanent Account Number: 5 letters, 4 digits, 1 letter. */
export const PAN_PATTERN = /^[A-Z]{5}[0-9]{4}[A-Z]$/;
/** Virtual payment address: name@handle (NPCI: letters, digits, '.', '-', '_' before the @; letters after). */
export const UPI_PATTERN = /^[a-z0-9._-]{2,64}@[a-z][a-z0-9]{1,63}$/;
/** An Indian mobile number once normalised: 10 digits starting 6–9. */
export const INDIAN_MOBILE_PATTERN = /^[6-9][0-9]{9}$/;
/** Indian bank account numbers run from 9 to 18 digits. */
export const ACCOUNT_NO_PATTERN = /^[0-9]{9,18}$/;
/** What an admin may type as the bank's transfer reference (UTR): letters, digits and hyphens. */
export const PAYOUT_REFERENCE_PATTERN = /^[A-Z0-9-]{6,30}$/;

/** IFSC and PAN are shown and stored upper case, without the spaces people paste. */
export const normaliseCode = (input: string): string => input.replace(/\s+/g, '').toUpperCase();
/** Account numbers are often written in groups: '1234 5678 9012'. */
export const normaliseAccountNo = (input: string): string => input.replace(/[\s-]+/g, '');
/** UPI IDs are case-insensitive. */
export const normaliseUpi = (input: string): string => input.trim().toLowerCase();
/**
 * '+91 98765-43210', '91 9876543210', '09876543210' and '9876543210' are the same mobile: the 10 digits
 * are kept. Anything else is returned without spaces and hyphens, for the format check to refuse.
 */
export const normalisePhone = (input: string): string => {
  const compact = input.replace(/[\s()-]+/g, '');
  const match = /^(?:\+?91|0)?([0-9]{10})$/.exec(compact);
  return match ? match[1] : compact;
};

const VISIBLE = 4;

/**
 * 'XXXXXX1234': every character but the last four replaced by X, so the owner can recognise the account
 * without anyone else learning it. A value of four characters or fewer is masked whole.
 */
export const maskTail = (value: string): string =>
  value.length <= VISIBLE
    ? 'X'.repeat(value.length)
    : 'X'.repeat(value.length - VISIBLE) + value.slice(-VISIBLE);

/** The reference of an approved payout when the admin gives none: 'PAYOUT-000123'. */
export const defaultPayoutReference = (payoutId: number): string =>
  `PAYOUT-${String(payoutId).padStart(6, '0')}`;
