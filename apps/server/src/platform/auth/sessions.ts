import type { DbOrTrx } from '../../db/database';

/**
 * Ends every session of a user issued so far, on every instance: tokens carry the version they were
 * signed at, and the account read of each authenticated call refuses an older one. Called on password
 * reset and logout; disable, delete and password change call it too. Run it in the transaction of the
 * change it belongs to.
 */
export async function endAllSessions(db: DbOrTrx, userId: number): Promise<void> {
  await db
    .updateTable('users')
    .set((eb) => ({ tokenVersion: eb('tokenVersion', '+', 1) }))
    .where('id', '=', userId)
    .execute();
}
