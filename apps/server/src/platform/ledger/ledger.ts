import { PaymentMessages } from '@collably/shared/messages/payments';
import type { DbOrTrx } from '../../db/database';
import { AppError } from '../http/errors';
import type { AccountRef } from './accounts';
import { ledgerRepository as repo } from './ledger.repository';

export type JournalKind =
  | 'capture'
  | 'payment-credit'
  | 'release'
  | 'refund-reject'
  | 'refund-cancel'
  | 'refund-unsent'
  | 'settle'
  | 'gst-unadjusted'
  | 'payout-request'
  | 'payout-release'
  | 'payout-decline'
  | 'payout-return'
  | 'payout-rail-fee'
  | 'payout-rail-fee-return'
  | 'payout-rail-fee-restated'
  | 'gateway-fee'
  | 'withdrawal-request'
  | 'withdrawal-paid'
  | 'withdrawal-return'
  | 'bank-withdrawal-request'
  | 'bank-withdrawal-sent'
  | 'bank-withdrawal-return'
  | 'stray-received'
  | 'stray-refund'
  | 'stray-credit'
  | 'gst-hold'
  | 'gst-release';

export type JournalEntry = { account: AccountRef; amountPaise: number };

export type Journal = {
  /** At most one journal per key, ever (e.g. 'capture:12', 'settle:12'). */
  idempotencyKey: string;
  kind: JournalKind;
  transactionId?: number;
  collabId?: number;
  memo: string;
  entries: readonly JournalEntry[];
};

/** A journal that does not balance or is malformed: a programming error, never the caller's input. */
export class UnbalancedJournalError extends Error {
  override readonly name = 'UnbalancedJournalError';
}

/** Posting would take a guarded account (wallet, earnings, escrow) below zero. */
export class InsufficientFundsError extends AppError {
  constructor(readonly accountCode: string) {
    super('CONFLICT', PaymentMessages.notEnoughBalance);
  }
}

/** Entries with amount 0 are dropped; the rest must be safe integers summing to zero, one per account. */
export function validateJournal(journal: Journal): JournalEntry[] {
  const entries = journal.entries.filter((e) => e.amountPaise !== 0);
  for (const e of entries) {
    if (!Number.isSafeInteger(e.amountPaise)) {
      throw new UnbalancedJournalError(
        `${journal.idempotencyKey}: ${e.account.code} amount is not integer paise`,
      );
    }
  }
  const codes = new Set(entries.map((e) => e.account.code));
  if (codes.size !== entries.length) {
    throw new UnbalancedJournalError(`${journal.idempotencyKey}: an account appears twice`);
  }
  const sum = entries.reduce((s, e) => s + e.amountPaise, 0);
  if (sum !== 0) throw new UnbalancedJournalError(`${journal.idempotencyKey}: entries sum to ${sum}, not 0`);
  if (entries.length === 1) throw new UnbalancedJournalError(`${journal.idempotencyKey}: a single entry`);
  return entries;
}

/**
 * Writes one balanced journal in the caller's transaction (so it commits or rolls back with the state change
 * it belongs to). Returns false, writing nothing, when a journal with the same idempotency key exists.
 * Throws InsufficientFundsError when a guarded account would go below zero; the caller's transaction must
 * then roll back (it does, as the error propagates out of `db.transaction().execute`).
 */
export async function post(trx: DbOrTrx, journal: Journal, now: Date): Promise<boolean> {
  const entries = validateJournal(journal);
  if (entries.length === 0) return false;
  const createdOn = now.toISOString();
  const accounts = await repo.ensureAccounts(
    trx,
    entries.map((e) => e.account),
    createdOn,
  );
  const journalId = await repo.insertJournal(trx, {
    idempotencyKey: journal.idempotencyKey,
    kind: journal.kind,
    transactionId: journal.transactionId ?? null,
    collabId: journal.collabId ?? null,
    memo: journal.memo,
    createdOn,
  });
  if (journalId === undefined) return false;

  const resolved = entries.map((e) => ({ ...e, ...accounts.get(e.account.code)! }));
  // Ascending account id: every writer locks balance rows in the same order, so none can deadlock.
  for (const e of [...resolved].sort((a, b) => a.id - b.id)) {
    if (!e.isGuarded) continue;
    if (!(await repo.moveGuardedBalance(trx, e.id, e.amountPaise))) {
      throw new InsufficientFundsError(e.account.code);
    }
  }
  await repo.insertEntries(
    trx,
    resolved.map((e) => ({ journalId, accountId: e.id, amountPaise: e.amountPaise })),
  );
  return true;
}

/** An account's balance: the sum of its entries. */
export const balanceOf = (db: DbOrTrx, account: AccountRef): Promise<number> =>
  repo.sumOfEntries(db, account.code);

/**
 * Locks guarded accounts for the rest of the transaction and returns their balances as of the lock, for a
 * decision (e.g. how much wallet money a checkout may take) that must not race with another spend.
 */
export async function lockBalances(
  trx: DbOrTrx,
  refs: readonly AccountRef[],
  now: Date,
): Promise<Map<string, number>> {
  const accounts = await repo.ensureAccounts(trx, refs, now.toISOString());
  await repo.lockAccounts(
    trx,
    [...accounts.values()].map((a) => a.id),
  );
  const balances = new Map<string, number>();
  for (const [code, account] of accounts) balances.set(code, await repo.guardedBalance(trx, account.id));
  return balances;
}

export const journalExists = (db: DbOrTrx, idempotencyKey: string) => repo.journalExists(db, idempotencyKey);

export const ledger = Object.freeze({ post, balanceOf, lockBalances, journalExists });
