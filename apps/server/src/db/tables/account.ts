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

export type AccountTables = { accountExports: AccountExportsTable };
