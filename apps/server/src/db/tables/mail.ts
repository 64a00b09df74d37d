import type { Generated } from 'kysely';
import type { TMailKind } from '@collably/shared/constants/notifications';

/** One queued order e-mail (migration 010): written with its event, sent by the delivery sweep. */
export type MailQueueTable = {
  id: Generated<number>;
  userId: number;
  kind: TMailKind;
  subject: string;
  /** The notification's message: HTML built from escaped values only, placed in the e-mail's layout. */
  htmlBody: string;
  /** The same message as readable text. */
  textBody: string;
  /** Where the e-mail's button goes, under the public URL (/order/{tab}?collab={id}). */
  linkPath: string;
  createdOn: string;
  /** Not sent before this time (the back-off after a failed try). */
  nextAttemptOn: string;
  attempts: Generated<number>;
  /** An instance holds the row until then while it sends; null when nobody does. */
  claimedUntil: string | null;
  claimToken: string | null;
  sentOn: string | null;
  /** Given up after the last try; `lastError` says why. */
  failedOn: string | null;
  lastError: string | null;
};

/** A kind of e-mail a user turned off. */
export type MailOptOutsTable = { userId: number; kind: TMailKind; createdOn: string };

export type MailTables = { mailQueue: MailQueueTable; mailOptOuts: MailOptOutsTable };
