import type { ColumnType, Generated } from 'kysely';
import type { TCollabStatus } from '@collably/shared/constants/collabs';
import type { IntBool } from './foundation';

export type CollabsTable = {
  id: Generated<number>;
  /** One collab per captured payment. */
  transactionId: number;
  brandUserId: number;
  influencerUserId: number;
  influencerServiceId: number;
  platformId: number;
  serviceTitle: string;
  serviceDescription: string;
  allowUgc: IntBool;
  description: string;
  /** Attachment names, comma separated (spec §3 uploadedFiles). */
  uploadedFiles: string;
  status: TCollabStatus;
  /** When the collab entered its current status (the dispute week counts from here). */
  statusSince: string;
  workLink: string | null;
  workFile: string | null;
  comment: string | null;
  createdOn: string;
  modifiedOn: string;
  /** Revisions included, snapshotted from the service when the collab was created (paid extras add to it). */
  revisionsAllowed: Generated<number>;
  /** Revision requests the brand made (guarded: never above the allowance). */
  revisionsUsed: Generated<number>;
  /** Price of one paid extra revision (paise, before fee and GST) as offered when ordered; null: none. */
  extraRevisionPricePaise: number | null;
  /**
   * Made from a custom offer (migration 032): the offer, its agreed delivery instant (replaces the delivery
   * clock's days for this order) and the revisions agreed. Null for a normal hire.
   */
  offerId: ColumnType<number | null, number | null | undefined, number | null>;
  offerDueOn: ColumnType<string | null, string | null | undefined, string | null>;
  offerRevisions: ColumnType<number | null, number | null | undefined, number | null>;
};

/** Every status change, by a person (actorUserId) or a time sweep (systemRule). */
export type CollabEventsTable = {
  id: Generated<number>;
  collabId: number;
  actorUserId: number | null;
  action: number | null;
  systemRule: string | null;
  fromStatus: TCollabStatus;
  toStatus: TCollabStatus;
  reason: string | null;
  files: string | null;
  createdOn: string;
};

export type NotificationsTable = {
  id: Generated<number>;
  userId: number;
  actorUserId: number | null;
  collabId: number | null;
  /** Order tab slug to open. */
  msgType: string;
  /** HTML built from escaped values. */
  message: string;
  isClicked: Generated<IntBool>;
  createDate: string;
};

export type CollabTables = {
  collabs: CollabsTable;
  collabEvents: CollabEventsTable;
  notifications: NotificationsTable;
};
