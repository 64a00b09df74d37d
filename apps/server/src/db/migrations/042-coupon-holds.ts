import { sql, type Kysely, type Migration } from 'kysely';
import type { Dialect } from '../database';

/**
 * Issue 35 item 7: a single-use coupon is held only while its payment page is open, one hold per brand at a time.
 * - `payment_transactions.coupon_held_until`: how long this checkout held its coupon (each renewal moves it), so a
 *   brand's daily hold time counts real holds, not whole checkouts;
 * - `coupons_one_hold_per_brand`: a unique index on the holder, so a brand holds at most one coupon at any time
 *   even when its requests race on several instances. Holds that have lapsed are let go of first (they hold
 *   nothing), and of a brand's live holds on several coupons only the newest checkout's is kept.
 * Kysely's migrator runs this once, under its lock, however many instances start together.
 */
export const couponHolds = (_dialect: Dialect): Migration => ({
  async up(db: Kysely<unknown>) {
    await db.schema.alterTable('payment_transactions').addColumn('coupon_held_until', 'text').execute();
    const now = new Date().toISOString();
    await sql`UPDATE coupons SET reserved_by_user_id = NULL, reserved_transaction_id = NULL, reserved_until = NULL
      WHERE reserved_by_user_id IS NOT NULL AND (reserved_until IS NULL OR reserved_until < ${now})`.execute(
      db,
    );
    await sql`UPDATE coupons SET reserved_by_user_id = NULL, reserved_transaction_id = NULL, reserved_until = NULL
      WHERE reserved_by_user_id IS NOT NULL AND reserved_transaction_id < (
        SELECT MAX(c2.reserved_transaction_id) FROM coupons c2
        WHERE c2.reserved_by_user_id = coupons.reserved_by_user_id)`.execute(db);
    await db.schema
      .createIndex('coupons_one_hold_per_brand')
      .ifNotExists()
      .unique()
      .on('coupons')
      .column('reserved_by_user_id')
      .where(sql.ref('reserved_by_user_id'), 'is not', null)
      .execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropIndex('coupons_one_hold_per_brand').ifExists().execute();
    await db.schema.alterTable('payment_transactions').dropColumn('coupon_held_until').execute();
  },
});
