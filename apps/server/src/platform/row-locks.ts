import { PostgresAdapter } from 'kysely';
import type { DbOrTrx } from '../db/database';

/**
 * Takes the acting user's row lock until the transaction ends, so a rule that counts a user's rows and then
 * inserts one ("at most N a day") holds under concurrent requests and several instances. PostgreSQL runs
 * READ COMMITTED, where two transactions would both count N−1 and both insert; `SELECT … FOR UPDATE` on the
 * user's row puts them one after another. SQLite needs nothing: Kysely runs a transaction on the one
 * connection, and the database has one writer at a time.
 *
 * Call it first inside the transaction, before counting; a rule that is "once per" uses a unique constraint.
 */
export async function lockUserRow(trx: DbOrTrx, userId: number): Promise<void> {
  if (!(trx.getExecutor().adapter instanceof PostgresAdapter)) return;
  await trx.selectFrom('users').select('id').where('id', '=', userId).forUpdate().execute();
}
