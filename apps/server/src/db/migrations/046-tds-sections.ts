import { sql, type Kysely, type Migration } from 'kysely';
import type { Dialect } from '../database';

/** The first day of the rules table (shared constants/tds-rules.ts TDS_RULES_START), as this migration saw it. */
const RULES_START = '2017-04-01';

/**
 * Issue 37: TDS under an explicit section (194C or 194J, docs/tax.md § TDS).
 * - `tds_years` keeps an influencer's totals per financial year *and section*, so each section's thresholds
 *   count its own credits. Its primary key changes, which SQLite cannot alter: the table is made anew and the
 *   rows copied, every one as s. 194C (the only section deducted under until now).
 * - `tds_deductions.section` is the section's key: the rows of 2026-27 printed '393' (the 2025 Act's number of
 *   s. 194C) become '194C'; the Act and provision are printed from the rules table by the day of the credit.
 *   `pan_status` keeps what the PAN verification service said about the PAN at the credit (null: taken as given).
 * - `influencer_tax_details` keeps the service's last answer about the PAN and when it was given.
 * - `tds_section_periods`: the section deducted under from a day on. A database that has deductions already
 *   starts with s. 194C from the start of the rules; a new one is started by the server on the configured
 *   section. A change is a row from a later day.
 * - `tds_section_notices`: which influencer was told of which change (once each, on several instances).
 */
export const tdsSections = (_dialect: Dialect): Migration => ({
  async up(db: Kysely<unknown>) {
    const money = 'bigint';
    await db.schema
      .createTable('tds_years_by_section')
      .addColumn('influencer_user_id', 'integer', (c) => c.notNull().references('users.id'))
      .addColumn('financial_year', 'integer', (c) => c.notNull())
      .addColumn('section', 'text', (c) => c.notNull())
      .addColumn('credited_paise', money, (c) => c.notNull())
      .addColumn('base_paise', money, (c) => c.notNull())
      .addColumn('due_paise', money, (c) => c.notNull())
      .addColumn('withheld_paise', money, (c) => c.notNull())
      .addPrimaryKeyConstraint('tds_years_section_pk', ['influencer_user_id', 'financial_year', 'section'])
      .execute();
    await sql`insert into tds_years_by_section
        (influencer_user_id, financial_year, section, credited_paise, base_paise, due_paise, withheld_paise)
      select influencer_user_id, financial_year, '194C', credited_paise, base_paise, due_paise, withheld_paise
      from tds_years`.execute(db);
    await db.schema.dropTable('tds_years').execute();
    await db.schema.alterTable('tds_years_by_section').renameTo('tds_years').execute();

    await sql`update tds_deductions set section = '194C' where section = '393'`.execute(db);
    await db.schema.alterTable('tds_deductions').addColumn('pan_status', 'text').execute();
    await db.schema
      .createIndex('tds_deductions_year_idx')
      .on('tds_deductions')
      .columns(['financial_year', 'influencer_user_id'])
      .execute();
    await db.schema.alterTable('influencer_tax_details').addColumn('pan_status', 'text').execute();
    await db.schema.alterTable('influencer_tax_details').addColumn('pan_checked_on', 'text').execute();

    await db.schema
      .createTable('tds_section_periods')
      .addColumn('from_on', 'text', (c) => c.primaryKey())
      .addColumn('section', 'text', (c) => c.notNull())
      .addColumn('decided_on', 'text', (c) => c.notNull())
      .execute();
    await sql`insert into tds_section_periods (from_on, section, decided_on)
      select cast(${RULES_START} as text), '194C', cast(${new Date().toISOString()} as text)
      where exists (select 1 from tds_deductions)`.execute(db);
    await db.schema
      .createTable('tds_section_notices')
      .addColumn('from_on', 'text', (c) => c.notNull())
      .addColumn('influencer_user_id', 'integer', (c) =>
        c.notNull().references('users.id').onDelete('cascade'),
      )
      .addColumn('notified_on', 'text', (c) => c.notNull())
      .addPrimaryKeyConstraint('tds_section_notices_pk', ['from_on', 'influencer_user_id'])
      .execute();
  },

  /** Back to one row per influencer and year (the sections' totals added up); the '393' labels stay '194C'. */
  async down(db: Kysely<unknown>) {
    const money = 'bigint';
    await db.schema.dropTable('tds_section_notices').execute();
    await db.schema.dropTable('tds_section_periods').execute();
    await db.schema.alterTable('influencer_tax_details').dropColumn('pan_checked_on').execute();
    await db.schema.alterTable('influencer_tax_details').dropColumn('pan_status').execute();
    await db.schema.dropIndex('tds_deductions_year_idx').execute();
    await db.schema.alterTable('tds_deductions').dropColumn('pan_status').execute();
    await db.schema
      .createTable('tds_years_one')
      .addColumn('influencer_user_id', 'integer', (c) => c.notNull().references('users.id'))
      .addColumn('financial_year', 'integer', (c) => c.notNull())
      .addColumn('credited_paise', money, (c) => c.notNull())
      .addColumn('base_paise', money, (c) => c.notNull())
      .addColumn('due_paise', money, (c) => c.notNull())
      .addColumn('withheld_paise', money, (c) => c.notNull())
      .addPrimaryKeyConstraint('tds_years_pk', ['influencer_user_id', 'financial_year'])
      .execute();
    await sql`insert into tds_years_one
        (influencer_user_id, financial_year, credited_paise, base_paise, due_paise, withheld_paise)
      select influencer_user_id, financial_year, sum(credited_paise), sum(base_paise), sum(due_paise),
        sum(withheld_paise)
      from tds_years group by influencer_user_id, financial_year`.execute(db);
    await db.schema.dropTable('tds_years').execute();
    await db.schema.alterTable('tds_years_one').renameTo('tds_years').execute();
  },
});
