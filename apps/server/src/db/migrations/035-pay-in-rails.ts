import { sql, type Kysely, type Migration } from 'kysely';
import type { Dialect } from '../database';

/**
 * Issue 32: pay-in on Razorpay's real behaviour.
 * - `stray_payments`: a provider payment no order booked (a second payment of one checkout, one made after
 *   its checkout closed, one in another currency), with what became of it: left uncaptured, refunded to the
 *   payment method, or credited to the brand's wallet. Keyed by the provider's payment id, so it is handled
 *   once however often it is seen.
 * - `payment_transactions.late_check_on`/`late_checks`: a closed checkout is asked about again a few times, for
 *   payments that arrive late (Razorpay documents authorisations days after a failure).
 * - `payment_webhook_events` keeps each event's body until a job has processed it: a webhook answers at once.
 */
export const payInRails = (_dialect: Dialect): Migration => ({
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('stray_payments')
      .addColumn('payment_id', 'text', (c) => c.primaryKey())
      .addColumn('provider', 'text', (c) => c.notNull())
      .addColumn('transaction_id', 'integer', (c) => c.notNull().references('payment_transactions.id'))
      .addColumn('brand_user_id', 'integer', (c) => c.notNull())
      .addColumn('amount_paise', 'integer', (c) => c.notNull())
      .addColumn('currency', 'text', (c) => c.notNull())
      .addColumn('reason', 'text', (c) => c.notNull())
      .addColumn('status', 'text', (c) => c.notNull())
      .addColumn('refund_id', 'text')
      .addColumn('detected_on', 'text', (c) => c.notNull())
      .addColumn('modified_on', 'text', (c) => c.notNull())
      .execute();
    await db.schema
      .createIndex('stray_payments_status_idx')
      .on('stray_payments')
      .columns(['status', 'modified_on'])
      .execute();
    await db.schema
      .createIndex('stray_payments_refund_idx')
      .on('stray_payments')
      .column('refund_id')
      .execute();
    await db.schema
      .createIndex('stray_payments_transaction_idx')
      .on('stray_payments')
      .column('transaction_id')
      .execute();

    await db.schema.alterTable('payment_transactions').addColumn('late_check_on', 'text').execute();
    await db.schema
      .alterTable('payment_transactions')
      .addColumn('late_checks', 'integer', (c) => c.notNull().defaultTo(0))
      .execute();
    await db.schema
      .createIndex('payment_transactions_late_check_idx')
      .on('payment_transactions')
      .column('late_check_on')
      .execute();

    for (const [column, type] of [
      ['payload', 'text'],
      ['processed_on', 'text'],
      ['claimed_until', 'text'],
      ['last_error', 'text'],
    ] as const) {
      await db.schema.alterTable('payment_webhook_events').addColumn(column, type).execute();
    }
    await db.schema
      .alterTable('payment_webhook_events')
      .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
      .execute();
    // Events stored before this migration were handled when they arrived.
    await sql`update payment_webhook_events set processed_on = received_on`.execute(db);
    await db.schema
      .createIndex('payment_webhook_events_due_idx')
      .on('payment_webhook_events')
      .columns(['processed_on', 'received_on'])
      .execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropIndex('payment_webhook_events_due_idx').execute();
    for (const column of ['payload', 'processed_on', 'claimed_until', 'last_error', 'attempts']) {
      await db.schema.alterTable('payment_webhook_events').dropColumn(column).execute();
    }
    await db.schema.dropIndex('payment_transactions_late_check_idx').execute();
    await db.schema.alterTable('payment_transactions').dropColumn('late_checks').execute();
    await db.schema.alterTable('payment_transactions').dropColumn('late_check_on').execute();
    await db.schema.dropTable('stray_payments').execute();
  },
});
