import type { Migration } from 'kysely';
import type { Dialect } from '../database';

/** The admin's coupon table counts and lists a coupon's captured payments (issue 11 item 6). */
export const couponUses = (_dialect: Dialect): Migration => ({
  async up(db) {
    await db.schema
      .createIndex('payment_transactions_coupon_idx')
      .on('payment_transactions')
      .columns(['coupon_id', 'status', 'captured_on'])
      .execute();
  },
  async down(db) {
    await db.schema.dropIndex('payment_transactions_coupon_idx').execute();
  },
});
