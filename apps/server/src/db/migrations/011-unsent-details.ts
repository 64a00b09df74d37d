import { sql, type Kysely, type Migration } from 'kysely';
import type { Dialect } from '../database';

/**
 * Paid but not started (issue 11 item 3): when a payment's collab details were sent, and when its brand was
 * reminded to send them. `details_sent_on` is the column both createCollab and the refund sweep take with a
 * conditional UPDATE (`details_sent_on is null`), so of the two exactly one wins; it is backfilled from the
 * collabs that exist. The partial index holds only captured payments still waiting for details (a handful),
 * so the brand's listing and the sweep read a tiny index instead of every payment.
 */
/** Payments whose collab exists had their details sent when the collab was made (exported for its test). */
export const backfillDetailsSent = async <DB>(db: Kysely<DB>) => {
  await sql`update payment_transactions set details_sent_on = (
      select min(c.created_on) from collabs c where c.transaction_id = payment_transactions.id)
    where exists (select 1 from collabs c where c.transaction_id = payment_transactions.id)`.execute(db);
};

export const unsentDetails = (_dialect: Dialect): Migration => ({
  async up(db) {
    await db.schema.alterTable('payment_transactions').addColumn('details_sent_on', 'text').execute();
    await db.schema.alterTable('payment_transactions').addColumn('details_reminded_on', 'text').execute();
    await backfillDetailsSent(db);
    await db.schema
      .createIndex('payment_transactions_unsent_idx')
      .on('payment_transactions')
      .columns(['captured_on', 'brand_user_id'])
      .where(sql.ref('status'), '=', 'captured')
      .where(sql.ref('details_sent_on'), 'is', null)
      .execute();
  },
  async down(db) {
    await db.schema.dropIndex('payment_transactions_unsent_idx').execute();
    await db.schema.alterTable('payment_transactions').dropColumn('details_reminded_on').execute();
    await db.schema.alterTable('payment_transactions').dropColumn('details_sent_on').execute();
  },
});
