import { sql, type Kysely } from 'kysely';
import type { Dialect } from '../database';
import { boolColumn, idColumn } from './schema-helpers';

/**
 * Hire and collab lifecycle: the double-entry ledger, coupons, payment transactions (with the embedded
 * sandbox provider's records and handled webhook events), collabs with their event history, notifications.
 * Money columns are bigint paise.
 */
export const hireAndCollab = (dialect: Dialect) => ({
  async up(db: Kysely<unknown>) {
    await idColumn(db.schema.createTable('ledger_accounts'), dialect)
      .addColumn('code', 'text', (c) => c.notNull().unique())
      .addColumn('kind', 'text', (c) => c.notNull())
      .addColumn('owner_user_id', 'integer', (c) => c.references('users.id'))
      .addColumn('transaction_id', 'integer')
      .addColumn('is_guarded', 'integer', boolColumn)
      .addColumn('balance_paise', 'bigint', (c) => c.notNull().defaultTo(0))
      .addColumn('created_on', 'text', (c) => c.notNull())
      // The last line of defence: a guarded account's balance row can never be written below zero.
      .addCheckConstraint('ledger_accounts_guarded_ck', sql`is_guarded = 0 or balance_paise >= 0`)
      .execute();

    await idColumn(db.schema.createTable('ledger_journals'), dialect)
      .addColumn('idempotency_key', 'text', (c) => c.notNull().unique())
      .addColumn('kind', 'text', (c) => c.notNull())
      .addColumn('transaction_id', 'integer')
      .addColumn('collab_id', 'integer')
      .addColumn('memo', 'text', (c) => c.notNull())
      .addColumn('created_on', 'text', (c) => c.notNull())
      .execute();
    await db.schema
      .createIndex('ledger_journals_transaction_idx')
      .on('ledger_journals')
      .column('transaction_id')
      .execute();

    await idColumn(db.schema.createTable('ledger_entries'), dialect)
      .addColumn('journal_id', 'integer', (c) => c.notNull().references('ledger_journals.id'))
      .addColumn('account_id', 'integer', (c) => c.notNull().references('ledger_accounts.id'))
      .addColumn('amount_paise', 'bigint', (c) => c.notNull())
      .execute();
    await db.schema
      .createIndex('ledger_entries_account_idx')
      .on('ledger_entries')
      .column('account_id')
      .execute();
    await db.schema
      .createIndex('ledger_entries_journal_idx')
      .on('ledger_entries')
      .column('journal_id')
      .execute();

    await idColumn(db.schema.createTable('coupons'), dialect)
      .addColumn('name', 'text', (c) => c.notNull())
      .addColumn('code', 'text', (c) => c.notNull().unique())
      .addColumn('description', 'text', (c) => c.notNull())
      .addColumn('value_paise', 'bigint', (c) => c.notNull())
      .addColumn('is_first_order', 'integer', boolColumn)
      .addColumn('created_on', 'text', (c) => c.notNull())
      .addColumn('modified_on', 'text', (c) => c.notNull())
      .addColumn('used_on', 'text')
      .addColumn('used_by_user_id', 'integer', (c) => c.references('users.id'))
      .addColumn('reserved_by_user_id', 'integer')
      .addColumn('reserved_transaction_id', 'integer')
      .addColumn('reserved_until', 'text')
      .execute();

    await idColumn(db.schema.createTable('payment_transactions'), dialect)
      .addColumn('brand_user_id', 'integer', (c) => c.notNull().references('users.id'))
      .addColumn('influencer_user_id', 'integer', (c) => c.notNull().references('users.id'))
      .addColumn('influencer_service_id', 'integer', (c) => c.notNull().references('influencer_services.id'))
      .addColumn('platform_id', 'integer', (c) => c.notNull())
      .addColumn('service_title', 'text', (c) => c.notNull())
      .addColumn('allow_ugc', 'integer', boolColumn)
      .addColumn('is_gst', 'integer', boolColumn)
      .addColumn('coupon_id', 'integer')
      .addColumn('coupon_code', 'text')
      .addColumn('is_first_order_coupon', 'integer', boolColumn)
      .addColumn('platform_fee_percent', 'integer', (c) => c.notNull())
      .addColumn('base_price_paise', 'bigint', (c) => c.notNull())
      .addColumn('base_price_gst_paise', 'bigint', (c) => c.notNull())
      .addColumn('ugc_price_paise', 'bigint', (c) => c.notNull())
      .addColumn('ugc_price_gst_paise', 'bigint', (c) => c.notNull())
      .addColumn('platform_fee_paise', 'bigint', (c) => c.notNull())
      .addColumn('platform_fee_gst_paise', 'bigint', (c) => c.notNull())
      .addColumn('ugc_platform_fee_paise', 'bigint', (c) => c.notNull())
      .addColumn('ugc_platform_fee_gst_paise', 'bigint', (c) => c.notNull())
      .addColumn('subtotal_paise', 'bigint', (c) => c.notNull())
      .addColumn('discount_paise', 'bigint', (c) => c.notNull())
      .addColumn('wallet_paise', 'bigint', (c) => c.notNull())
      .addColumn('total_paise', 'bigint', (c) => c.notNull())
      .addColumn('influencer_payout_paise', 'bigint', (c) => c.notNull())
      .addColumn('platform_revenue_paise', 'bigint', (c) => c.notNull())
      .addColumn('gst_payable_paise', 'bigint', (c) => c.notNull())
      .addColumn('provider', 'text', (c) => c.notNull())
      .addColumn('provider_ref', 'text', (c) => c.unique())
      .addColumn('provider_payment_id', 'text')
      .addColumn('status', 'text', (c) => c.notNull())
      .addColumn('failure_reason', 'text')
      .addColumn('czref', 'text')
      .addColumn('created_on', 'text', (c) => c.notNull())
      .addColumn('modified_on', 'text', (c) => c.notNull())
      .addColumn('expires_at', 'text', (c) => c.notNull())
      .addColumn('captured_on', 'text')
      .execute();
    await db.schema
      .createIndex('payment_transactions_brand_idx')
      .on('payment_transactions')
      .columns(['brand_user_id', 'status'])
      .execute();

    await db.schema
      .createTable('sandbox_payments')
      .addColumn('ref', 'text', (c) => c.primaryKey())
      .addColumn('payment_intent', 'text', (c) => c.notNull().unique())
      .addColumn('amount_paise', 'bigint', (c) => c.notNull())
      .addColumn('description', 'text', (c) => c.notNull())
      .addColumn('status', 'text', (c) => c.notNull())
      .addColumn('success_url', 'text', (c) => c.notNull())
      .addColumn('cancel_url', 'text', (c) => c.notNull())
      .addColumn('created_on', 'text', (c) => c.notNull())
      .addColumn('expires_at', 'text', (c) => c.notNull())
      .addColumn('completed_on', 'text')
      .execute();

    await db.schema
      .createTable('payment_webhook_events')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('provider', 'text', (c) => c.notNull())
      .addColumn('type', 'text', (c) => c.notNull())
      .addColumn('received_on', 'text', (c) => c.notNull())
      .execute();

    await idColumn(db.schema.createTable('collabs'), dialect)
      .addColumn('transaction_id', 'integer', (c) =>
        c.notNull().unique().references('payment_transactions.id'),
      )
      .addColumn('brand_user_id', 'integer', (c) => c.notNull().references('users.id'))
      .addColumn('influencer_user_id', 'integer', (c) => c.notNull().references('users.id'))
      .addColumn('influencer_service_id', 'integer', (c) => c.notNull().references('influencer_services.id'))
      .addColumn('platform_id', 'integer', (c) => c.notNull())
      .addColumn('service_title', 'text', (c) => c.notNull())
      .addColumn('service_description', 'text', (c) => c.notNull())
      .addColumn('allow_ugc', 'integer', boolColumn)
      .addColumn('description', 'text', (c) => c.notNull())
      .addColumn('uploaded_files', 'text', (c) => c.notNull())
      .addColumn('status', 'text', (c) => c.notNull())
      .addColumn('status_since', 'text', (c) => c.notNull())
      .addColumn('work_link', 'text')
      .addColumn('work_file', 'text')
      .addColumn('comment', 'text')
      .addColumn('created_on', 'text', (c) => c.notNull())
      .addColumn('modified_on', 'text', (c) => c.notNull())
      .execute();
    await db.schema.createIndex('collabs_brand_idx').on('collabs').column('brand_user_id').execute();
    await db.schema
      .createIndex('collabs_influencer_idx')
      .on('collabs')
      .column('influencer_user_id')
      .execute();
    await db.schema
      .createIndex('collabs_status_since_idx')
      .on('collabs')
      .columns(['status', 'status_since'])
      .execute();
    await db.schema
      .createIndex('collabs_status_created_idx')
      .on('collabs')
      .columns(['status', 'created_on'])
      .execute();

    await idColumn(db.schema.createTable('collab_events'), dialect)
      .addColumn('collab_id', 'integer', (c) => c.notNull().references('collabs.id'))
      .addColumn('actor_user_id', 'integer')
      .addColumn('action', 'integer')
      .addColumn('system_rule', 'text')
      .addColumn('from_status', 'text', (c) => c.notNull())
      .addColumn('to_status', 'text', (c) => c.notNull())
      .addColumn('reason', 'text')
      .addColumn('files', 'text')
      .addColumn('created_on', 'text', (c) => c.notNull())
      .execute();
    await db.schema.createIndex('collab_events_collab_idx').on('collab_events').column('collab_id').execute();

    await idColumn(db.schema.createTable('notifications'), dialect)
      .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
      .addColumn('actor_user_id', 'integer')
      .addColumn('collab_id', 'integer')
      .addColumn('msg_type', 'text', (c) => c.notNull())
      .addColumn('message', 'text', (c) => c.notNull())
      .addColumn('is_clicked', 'integer', boolColumn)
      .addColumn('create_date', 'text', (c) => c.notNull())
      .execute();
    await db.schema
      .createIndex('notifications_user_idx')
      .on('notifications')
      .columns(['user_id', 'is_clicked'])
      .execute();
  },
});
