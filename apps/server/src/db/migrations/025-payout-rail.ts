import { sql, type Kysely, type Migration } from 'kysely';
import type { Dialect } from '../database';

/**
 * Issue 17: payouts through RazorpayX. A request says where the money goes (`method`: bank or UPI) and the
 * fee it bears (`fee_paise`); an approved one keeps RazorpayX's payout id and last status. `payout_fund_accounts` keeps the fund account
 * made for each set of an influencer's details (by a digest of them), reused while they are unchanged.
 */
export const payoutRail = (_dialect: Dialect): Migration => ({
  async up(db: Kysely<unknown>) {
    await db.schema
      .alterTable('payouts')
      .addColumn('method', 'text', (c) => c.notNull().defaultTo(sql`'bank'`))
      .execute();
    // The payout fee the influencer bears, frozen at the request (0 when the platform bears it).
    await db.schema
      .alterTable('payouts')
      .addColumn('fee_paise', 'bigint', (c) => c.notNull().defaultTo(0))
      .execute();
    await db.schema.alterTable('payouts').addColumn('rail_payout_id', 'text').execute();
    await db.schema.alterTable('payouts').addColumn('rail_status', 'text').execute();
    await db.schema
      .createTable('payout_fund_accounts')
      .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id'))
      .addColumn('details_digest', 'text', (c) => c.notNull())
      .addColumn('fund_account_id', 'text', (c) => c.notNull())
      .addColumn('created_on', 'text', (c) => c.notNull())
      .addPrimaryKeyConstraint('payout_fund_accounts_pk', ['user_id', 'details_digest'])
      .execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropTable('payout_fund_accounts').execute();
    await db.schema.alterTable('payouts').dropColumn('rail_status').execute();
    await db.schema.alterTable('payouts').dropColumn('rail_payout_id').execute();
    await db.schema.alterTable('payouts').dropColumn('fee_paise').execute();
    await db.schema.alterTable('payouts').dropColumn('method').execute();
  },
});
