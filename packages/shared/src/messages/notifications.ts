import { MailKind, type TMailKind } from '../constants/notifications';

/** Subject lines of the order e-mails, per kind (the collab's number is added where there is one). */
const SUBJECTS: Readonly<Record<TMailKind, string>> = {
  [MailKind.NewOrder]: 'You have a new order',
  [MailKind.Accepted]: 'Your order was accepted',
  [MailKind.Rejected]: 'Your order was rejected',
  [MailKind.WorkSent]: 'Work is ready for your review',
  [MailKind.RevisionAsked]: 'The brand asked for a revision',
  [MailKind.Approved]: 'Your work was approved',
  [MailKind.Posted]: 'The post is live: please confirm it',
  [MailKind.Dispute]: 'A dispute needs your attention',
  [MailKind.HelpdeskOutcome]: 'The helpdesk resolved your case',
  [MailKind.Refund]: 'Money is back in your wallet',
  [MailKind.Payout]: 'News about your payout',
  [MailKind.Reminder]: 'Reminder: an order is waiting for you',
};

/** E-mail and preference texts of the notifications capability. */
export const NotificationMessages = {
  mailSubject: (kind: TMailKind, collabId: number | null) =>
    collabId === null ? SUBJECTS[kind] : `${SUBJECTS[kind]} (collab #${collabId})`,
  mailGreeting: (name: string) => `Hi ${name},`,
  mailOpenOrder: 'Open the order',
  mailOpenPayouts: 'Open payment details',
  mailOpenAdmin: 'Open the admin page',
  mailFooter: (label: string) =>
    `You get this e-mail because '${label}' e-mails are on. You can turn them off in your e-mail preferences:`,
  mailSignature: '- Team Collably',
  preferencesSaved: 'E-mail preferences saved',
  unknownMailKind: 'Please choose a valid e-mail kind',
  mailKindNotForRole: 'This kind of e-mail is not sent to your account',
  preferencesRequired: 'Please choose at least one e-mail kind',
} as const;
