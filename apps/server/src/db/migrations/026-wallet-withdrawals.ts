import { sql, type Kysely, type Migration } from 'kysely';
import type { Dialect } from '../database';
import { idColumn } from './schema-helpers';

/**
 * Issue 17: money leaving a brand's wallet, first as a refund to the payment method a payment came from
 * (Razorpay's refund API). `payment_transactions.refunded_paise` is what of a payment went back to it (its
 * conditional update caps refunds at what was collected); `wallet_withdrawals` holds each withdrawal.
 */
export const walletWithdrawals = (dialect: Dialect): Migration => ({
  async up(db: Kysely<unknown>) {
    await db.schema
      .alterTable('payment_transactions')
      .addColumn('refunded_paise', 'bigint', (c) => c.notNull().defaultTo(0))
      .execute();
    await idColumn(db.schema.createTable('wallet_withdrawals'), dialect)
      .addColumn('brand_user_id', 'integer', (c) => c.notNull().references('users.id'))
      .addColumn('amount_paise', 'bigint', (c) => c.notNull())
      .addColumn('method', 'text', (c) => c.notNull())
      .addColumn('transaction_id', 'integer', (c) => c.references('payment_transactions.id'))
      .addColumn('provider', 'text', (c) => c.notNull())
      .addColumn('provider_refund_id', 'text', (c) => c.unique())
      .addColumn('status', 'text', (c) => c.notNull())
      .addColumn('failure_reason', 'text')
      .addColumn('requested_by_user_id', 'integer', (c) => c.notNull().references('users.id'))
      .addColumn('requested_on', 'text', (c) => c.notNull())
      .addColumn('settled_on', 'text')
      .addCheckConstraint('wallet_withdrawals_amount_positive', sql`amount_paise > 0`)
      .execute();
    await db.schema
      .createIndex('wallet_withdrawals_brand_idx')
      .on('wallet_withdrawals')
      .columns(['brand_user_id', 'id'])
      .execute();
    await db.schema
      .createIndex('wallet_withdrawals_status_idx')
      .on('wallet_withdrawals')
      .columns(['status', 'requested_on'])
      .execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropTable('wallet_withdrawals').execute();
    await db.schema.alterTable('payment_transactions').dropColumn('refunded_paise').execute();
  },
});
