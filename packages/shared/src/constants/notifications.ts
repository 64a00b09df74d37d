/**
 * The kinds of e-mail Collably sends about events a person acts on (issue 11 item 5). Each user may turn
 * any kind off on their profile; the bell notification is sent regardless.
 */
export const MailKind = {
  NewOrder: 'new-order',
  Accepted: 'accepted',
  Rejected: 'rejected',
  WorkSent: 'work-sent',
  RevisionAsked: 'revision-asked',
  Approved: 'approved',
  Posted: 'posted',
  Dispute: 'dispute',
  HelpdeskOutcome: 'helpdesk-outcome',
  Refund: 'refund',
  Payout: 'payout',
  Reminder: 'reminder',
} as const;
export type TMailKind = (typeof MailKind)[keyof typeof MailKind];
export const MAIL_KINDS: readonly TMailKind[] = Object.values(MailKind);

/** What the preferences screen calls each kind. */
export const MAIL_KIND_LABELS: Readonly<Record<TMailKind, string>> = {
  [MailKind.NewOrder]: 'New orders',
  [MailKind.Accepted]: 'Order accepted',
  [MailKind.Rejected]: 'Order rejected',
  [MailKind.WorkSent]: 'Work sent for approval',
  [MailKind.RevisionAsked]: 'Revision requested',
  [MailKind.Approved]: 'Work approved',
  [MailKind.Posted]: 'Work posted',
  [MailKind.Dispute]: 'Disputes',
  [MailKind.HelpdeskOutcome]: 'Helpdesk outcomes',
  [MailKind.Refund]: 'Refunds',
  [MailKind.Payout]: 'Payouts',
  [MailKind.Reminder]: 'Reminders and deadlines',
};

/** The query parameter of /order that points at one collab (a notification or e-mail link opens it highlighted). */
export const COLLAB_QUERY_PARAM = 'collab';
