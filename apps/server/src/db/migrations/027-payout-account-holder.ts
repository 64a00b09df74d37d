import type { Kysely, Migration } from 'kysely';
import type { Dialect } from '../database';

/**
 * Issue 17: the name a payout's bank account is held under, which RazorpayX's fund account carries (null: the
 * influencer's own name, as before).
 */
export const payoutAccountHolder = (_dialect: Dialect): Migration => ({
  async up(db: Kysely<unknown>) {
    await db.schema.alterTable('payouts').addColumn('account_holder', 'text').execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.alterTable('payouts').dropColumn('account_holder').execute();
  },
});
