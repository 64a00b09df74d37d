import { sql, type Insertable } from 'kysely';
import type { DbOrTrx } from '../../db/database';
import { fromDbBool, toDbBool } from '../../db/bool';
import type { LedgerJournalsTable } from '../../db/tables/ledger';
import type { AccountRef } from './accounts';

export const ledgerRepository = Object.freeze({
  /** Creates the accounts that do not exist yet (safe under concurrency) and returns all of them by code. */
  async ensureAccounts(db: DbOrTrx, refs: readonly AccountRef[], now: string) {
    const unique = [...new Map(refs.map((r) => [r.code, r])).values()].sort((a, b) =>
      a.code.localeCompare(b.code),
    );
    if (unique.length === 0) return new Map<string, { id: number; isGuarded: boolean }>();
    await db
      .insertInto('ledgerAccounts')
      .values(
        unique.map((r) => ({
          code: r.code,
          kind: r.kind,
          ownerUserId: r.ownerUserId ?? null,
          transactionId: r.transactionId ?? null,
          isGuarded: toDbBool(r.isGuarded),
          createdOn: now,
        })),
      )
      .onConflict((oc) => oc.column('code').doNothing())
      .execute();
    const rows = await db
      .selectFrom('ledgerAccounts')
      .select(['id', 'code', 'isGuarded'])
      .where(
        'code',
        'in',
        unique.map((r) => r.code),
      )
      .execute();
    return new Map(rows.map((r) => [r.code, { id: r.id, isGuarded: fromDbBool(r.isGuarded) }]));
  },

  /** Inserts the journal; undefined when a journal with this idempotency key exists already. */
  async insertJournal(db: DbOrTrx, journal: Insertable<LedgerJournalsTable>) {
    const row = await db
      .insertInto('ledgerJournals')
      .values(journal)
      .onConflict((oc) => oc.column('idempotencyKey').doNothing())
      .returning('id')
      .executeTakeFirst();
    return row?.id;
  },

  insertEntries: (db: DbOrTrx, entries: { journalId: number; accountId: number; amountPaise: number }[]) =>
    db.insertInto('ledgerEntries').values(entries).execute(),

  /**
   * Moves a guarded account's balance row by `delta` unless that would take it below zero; false when it
   * would. One statement, so PostgreSQL's row lock makes concurrent spends queue up instead of overdrawing.
   */
  async moveGuardedBalance(db: DbOrTrx, accountId: number, delta: number): Promise<boolean> {
    const result = await db
      .updateTable('ledgerAccounts')
      .set({ balancePaise: sql<number>`balance_paise + ${delta}` })
      .where('id', '=', accountId)
      .where(sql<boolean>`balance_paise + ${delta} >= 0`)
      .executeTakeFirst();
    return result.numUpdatedRows === 1n;
  },

  /**
   * Takes the row locks of these accounts until the transaction ends (PostgreSQL), so a decision read
   * after it (a balance, "is this the first order") cannot be invalidated by a concurrent writer. A no-op
   * UPDATE is portable; SQLite serialises whole write transactions anyway.
   */
  async lockAccounts(db: DbOrTrx, accountIds: readonly number[]) {
    for (const id of [...accountIds].sort((a, b) => a - b)) {
      await db
        .updateTable('ledgerAccounts')
        .set({ balancePaise: sql<number>`balance_paise` })
        .where('id', '=', id)
        .execute();
    }
  },

  /** The balance: the sum of the account's entries (0 for an account that does not exist yet). */
  async sumOfEntries(db: DbOrTrx, code: string): Promise<number> {
    const row = await db
      .selectFrom('ledgerEntries')
      .innerJoin('ledgerAccounts', 'ledgerAccounts.id', 'ledgerEntries.accountId')
      .select((eb) =>
        eb.fn.coalesce(eb.fn.sum<number>('ledgerEntries.amountPaise'), sql<number>`0`).as('total'),
      )
      .where('ledgerAccounts.code', '=', code)
      .executeTakeFirst();
    return Number(row?.total ?? 0);
  },

  guardedBalance: async (db: DbOrTrx, accountId: number) =>
    (
      await db
        .selectFrom('ledgerAccounts')
        .select('balancePaise')
        .where('id', '=', accountId)
        .executeTakeFirstOrThrow()
    ).balancePaise,

  journalExists: async (db: DbOrTrx, idempotencyKey: string) =>
    (await db
      .selectFrom('ledgerJournals')
      .select('id')
      .where('idempotencyKey', '=', idempotencyKey)
      .executeTakeFirst()) !== undefined,
});
