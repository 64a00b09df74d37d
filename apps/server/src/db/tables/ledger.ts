import type { Generated } from 'kysely';
import type { IntBool } from './foundation';

/** Double-entry ledger (platform/ledger). Amounts are integer paise; an entry's sign is the account's gain. */
export type LedgerAccountsTable = {
  id: Generated<number>;
  /** Stable name: 'wallet:{userId}', 'escrow:{transactionId}', 'earnings:{userId}', 'platform-revenue', … */
  code: string;
  kind: string;
  ownerUserId: number | null;
  transactionId: number | null;
  /**
   * 1 for accounts that may never go below zero (wallets, earnings, escrows): their `balancePaise` is kept in
   * step with the entries by a conditional UPDATE, which is what makes concurrent spends safe.
   */
  isGuarded: IntBool;
  balancePaise: Generated<number>;
  createdOn: string;
};

export type LedgerJournalsTable = {
  id: Generated<number>;
  /** One journal per key, ever: a retried or concurrent movement cannot be booked twice. */
  idempotencyKey: string;
  kind: string;
  transactionId: number | null;
  collabId: number | null;
  memo: string;
  createdOn: string;
};

export type LedgerEntriesTable = {
  id: Generated<number>;
  journalId: number;
  accountId: number;
  amountPaise: number;
};

export type LedgerTables = {
  ledgerAccounts: LedgerAccountsTable;
  ledgerJournals: LedgerJournalsTable;
  ledgerEntries: LedgerEntriesTable;
};
