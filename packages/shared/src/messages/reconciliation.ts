import { RESOLVE_NOTE_MAX } from '../constants/limits';

/** The daily reconciliation's messages (issue 34): the admin tab, its validation, and the daily e-mail. */

export const ReconciliationMessages = {
  dayInvalid: 'Day must be a date as YYYY-MM-DD.',
  statusInvalid: "Status must be 'open' or 'resolved'.",
  noteRequired: 'Please write what was found and done.',
  noteTooLong: `The note can be at most ${RESOLVE_NOTE_MAX} characters.`,
  notFound: 'No such mismatch.',
  alreadyResolved: 'This mismatch has already been resolved.',
  resolved: 'Mismatch resolved.',
  runStarted: 'Reconciliation finished.',
  runBusy: 'A reconciliation is already running. Try again in a minute.',
  noReport: 'No reconciliation has covered this day yet.',
  noProvider:
    'Nothing to reconcile: Razorpay and RazorpayX are not configured, so no provider holds records of our money.',
  /** The closing note of a mismatch a later run found agreeing (the money rules booked what was missing). */
  agreesNow: (when: string) => `Provider and ledger agree since the run of ${when}.`,
  /** The daily e-mail to super admins. */
  mailSubject: (count: number) =>
    `Collably reconciliation: ${count} open ${count === 1 ? 'mismatch' : 'mismatches'}`,
  mailBody: (count: number) =>
    `${count} ${count === 1 ? 'item differs' : 'items differ'} between Razorpay or RazorpayX and Collably's ledger. Open Admin → Reconciliation to see each one, what was done and what is needed, and resolve it with a note.`,
} as const;
