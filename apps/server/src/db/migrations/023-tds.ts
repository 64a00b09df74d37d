import { type Kysely, type Migration } from 'kysely';
import type { Dialect } from '../database';
import { idColumn } from './schema-helpers';

/**
 * Issue 16: income-tax TDS on payments to influencers. `influencer_tax_details` holds an influencer's PAN;
 * `tds_years` the running totals of one influencer's financial year, whose row a release locks so two
 * releases of one influencer are charged one after the other; `tds_deductions` each credit as charged.
 */
export const tds = (dialect: Dialect): Migration => ({
  async up(db: Kysely<unknown>) {
    const money = 'bigint';
    await db.schema
      .createTable('influencer_tax_details')
      .addColumn('user_id', 'integer', (c) => c.primaryKey().references('users.id').onDelete('cascade'))
      .addColumn('pan', 'text')
      .addColumn('modified_on', 'text', (c) => c.notNull())
      .execute();
    await db.schema
      .createTable('tds_years')
      .addColumn('influencer_user_id', 'integer', (c) => c.notNull().references('users.id'))
      .addColumn('financial_year', 'integer', (c) => c.notNull())
      .addColumn('credited_paise', money, (c) => c.notNull())
      .addColumn('base_paise', money, (c) => c.notNull())
      .addColumn('due_paise', money, (c) => c.notNull())
      .addColumn('withheld_paise', money, (c) => c.notNull())
      .addPrimaryKeyConstraint('tds_years_pk', ['influencer_user_id', 'financial_year'])
      .execute();
    await idColumn(db.schema.createTable('tds_deductions'), dialect)
      .addColumn('influencer_user_id', 'integer', (c) => c.notNull().references('users.id'))
      // One credit per order: its release or its helpdesk split.
      .addColumn('transaction_id', 'integer', (c) =>
        c.notNull().unique().references('payment_transactions.id'),
      )
      .addColumn('collab_id', 'integer', (c) => c.notNull())
      .addColumn('financial_year', 'integer', (c) => c.notNull())
      .addColumn('credited_on', 'text', (c) => c.notNull())
      .addColumn('section', 'text', (c) => c.notNull())
      .addColumn('pan', 'text')
      .addColumn('rate_bps', 'integer', (c) => c.notNull())
      .addColumn('gross_paise', money, (c) => c.notNull())
      .addColumn('credit_paise', money, (c) => c.notNull())
      .addColumn('base_paise', money, (c) => c.notNull())
      .addColumn('due_paise', money, (c) => c.notNull())
      .addColumn('withheld_paise', money, (c) => c.notNull())
      .addColumn('net_paise', money, (c) => c.notNull())
      .execute();
    await db.schema
      .createIndex('tds_deductions_influencer_idx')
      .on('tds_deductions')
      .columns(['influencer_user_id', 'financial_year', 'id'])
      .execute();
    await db.schema
      .createIndex('tds_deductions_credited_idx')
      .on('tds_deductions')
      .column('credited_on')
      .execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropTable('tds_deductions').execute();
    await db.schema.dropTable('tds_years').execute();
    await db.schema.dropTable('influencer_tax_details').execute();
  },
});
