import type { DbOrTrx } from '../../db/database';

/**
 * A named lease in the database (table job_leases): a job that must run on one instance at a time (the daily
 * reconciliation) takes it first. Taking it is one conditional statement, so of several instances exactly one
 * wins; a holder that crashed loses it when it expires.
 */
export async function takeLease(
  db: DbOrTrx,
  lease: { name: string; holder: string; ttlMs: number },
  now: Date,
): Promise<boolean> {
  const expiresOn = new Date(now.getTime() + lease.ttlMs).toISOString();
  const inserted = await db
    .insertInto('jobLeases')
    .values({ name: lease.name, holder: lease.holder, expiresOn })
    .onConflict((oc) => oc.column('name').doNothing())
    .executeTakeFirst();
  if (inserted.numInsertedOrUpdatedRows === 1n) return true;
  const taken = await db
    .updateTable('jobLeases')
    .set({ holder: lease.holder, expiresOn })
    .where('name', '=', lease.name)
    .where('expiresOn', '<=', now.toISOString())
    .executeTakeFirst();
  return taken.numUpdatedRows === 1n;
}

/** Gives the lease back, if this holder still has it. */
export async function releaseLease(db: DbOrTrx, lease: { name: string; holder: string }): Promise<void> {
  await db
    .deleteFrom('jobLeases')
    .where('name', '=', lease.name)
    .where('holder', '=', lease.holder)
    .execute();
}
