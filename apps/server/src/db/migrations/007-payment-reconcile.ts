import type { Migration } from 'kysely';
import type { Dialect } from '../database';

/** The reconciliation sweep looks up pending payments by status and expiry (issue 8, item 6). */
export const paymentReconcile = (_dialect: Dialect): Migration => ({
  async up(db) {
    await db.schema
      .createIndex('payment_transactions_status_idx')
      .on('payment_transactions')
      .columns(['status', 'expires_at'])
      .execute();
  },
  async down(db) {
    await db.schema.dropIndex('payment_transactions_status_idx').execute();
  },
});
