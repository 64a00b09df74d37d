import type { Generated } from 'kysely';
import type {
  TReconciliationField,
  TReconciliationItem,
  TReconciliationProvider,
} from '@collably/shared/schemas/reconciliation';

/** One run of the daily reconciliation (features/reconciliation). */
export type ReconciliationRunsTable = {
  id: Generated<number>;
  startedOn: string;
  finishedOn: string | null;
  /** IST days read, as 2026-11-28. */
  fromDay: string;
  toDay: string;
  itemsCompared: Generated<number>;
  mismatchesFound: Generated<number>;
  error: string | null;
  /** The IST day whose e-mail of open mismatches this run sent, if it sent one. */
  mailedDay: string | null;
};

/** agrees: provider and ledger agree; open: they differ; resolved: a super admin explained it with a note. */
export type ReconciliationItemStatus = 'agrees' | 'open' | 'resolved';

/** The latest comparison of one amount of one provider item, and its mismatch state. */
export type ReconciliationItemsTable = {
  id: Generated<number>;
  provider: TReconciliationProvider;
  itemType: TReconciliationItem;
  itemId: string;
  field: TReconciliationField;
  day: string;
  providerPaise: number;
  ledgerPaise: number;
  status: ReconciliationItemStatus;
  action: string;
  /** When it was first seen to differ; null while it never has. */
  foundOn: string | null;
  lastSeenOn: string;
  resolvedNote: string | null;
  /** Null when it was closed by a later run that found both sides agreeing. */
  resolvedByUserId: number | null;
  resolvedOn: string | null;
};

/** A named lease: the instance holding it runs the job until it expires or is released. */
export type JobLeasesTable = { name: string; holder: string; expiresOn: string };

export type ReconciliationTables = {
  reconciliationRuns: ReconciliationRunsTable;
  reconciliationItems: ReconciliationItemsTable;
  jobLeases: JobLeasesTable;
};
