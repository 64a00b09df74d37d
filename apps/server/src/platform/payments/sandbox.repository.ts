import type { Insertable } from 'kysely';
import type { DbOrTrx } from '../../db/database';
import type { SandboxPaymentsTable } from '../../db/tables/payments';

export const sandboxRepository = Object.freeze({
  insert: (db: DbOrTrx, row: Insertable<SandboxPaymentsTable>) =>
    db.insertInto('sandboxPayments').values(row).execute(),

  find: (db: DbOrTrx, ref: string) =>
    db.selectFrom('sandboxPayments').selectAll().where('ref', '=', ref).executeTakeFirst(),

  /** open → succeeded/cancelled while the checkout is live; false when it was not open or has expired. */
  async complete(db: DbOrTrx, ref: string, to: 'succeeded' | 'cancelled', now: string) {
    const r = await db
      .updateTable('sandboxPayments')
      .set({ status: to, completedOn: now })
      .where('ref', '=', ref)
      .where('status', '=', 'open')
      .where('expiresAt', '>', now)
      .executeTakeFirst();
    return r.numUpdatedRows === 1n;
  },
});
