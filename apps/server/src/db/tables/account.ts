import type { Generated } from 'kysely';
import type { TExportStatus } from '@collably/shared/schemas/account';

/** A data export a user asked for (features/account): prepared by a job, kept a few days, then removed. */
export type AccountExportsTable = {
  id: Generated<number>;
  userId: number;
  status: TExportStatus;
  /** The archive in storage once ready. */
  fileName: string | null;
  bytes: number | null;
  requestedOn: string;
  readyOn: string | null;
  expiresOn: string | null;
};

/**
 * The restore link a confirmed e-mail change mails to the old address (migration 039): only a keyed hash of
 * its token, the two addresses, and when it was used (once).
 */
export type EmailRestoresTable = {
  id: Generated<number>;
  userId: number;
  tokenHash: string;
  oldEmail: string;
  newEmail: string;
  createdOn: string;
  expiresOn: string;
  usedOn: string | null;
};

export type AccountTables = { accountExports: AccountExportsTable; emailRestores: EmailRestoresTable };
