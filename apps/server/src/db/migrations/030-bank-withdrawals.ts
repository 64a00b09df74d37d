import type { Kysely, Migration } from 'kysely';
import type { Dialect } from '../database';

/**
 * Issue 18: a brand withdraws its wallet by bank transfer (`method` 'bank'), paid like an influencer payout:
 * where the money goes (`payout_method` bank or UPI, the details encrypted as payouts keeps them), the
 * transfer's reference (UTR or RazorpayX's payout id), RazorpayX's payout id and last status, who decided.
 */
export const bankWithdrawals = (_dialect: Dialect): Migration => ({
  async up(db: Kysely<unknown>) {
    for (const column of [
      'payout_method',
      'account_holder',
      'account_no_enc',
      'ifsc_code',
      'upi_enc',
      'reference',
      'rail_payout_id',
      'rail_status',
    ]) {
      await db.schema.alterTable('wallet_withdrawals').addColumn(column, 'text').execute();
    }
    await db.schema
      .alterTable('wallet_withdrawals')
      .addColumn('settled_by_user_id', 'integer', (c) => c.references('users.id'))
      .execute();
    await db.schema
      .createIndex('wallet_withdrawals_rail_idx')
      .on('wallet_withdrawals')
      .column('rail_payout_id')
      .execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropIndex('wallet_withdrawals_rail_idx').execute();
    for (const column of [
      'settled_by_user_id',
      'rail_status',
      'rail_payout_id',
      'reference',
      'upi_enc',
      'ifsc_code',
      'account_no_enc',
      'account_holder',
      'payout_method',
    ]) {
      await db.schema.alterTable('wallet_withdrawals').dropColumn(column).execute();
    }
  },
});
