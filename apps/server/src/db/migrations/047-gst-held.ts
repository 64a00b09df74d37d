import { sql, type Kysely, type Migration } from 'kysely';
import type { Dialect } from '../database';
import { idColumn } from './schema-helpers';

/**
 * Issue 37 item 5: a registered influencer's GST is paid out only once their invoice is in the platform's
 * GSTR-2B (CGST Act s. 16(2)(aa); docs/tax.md).
 * - `gstr2b_imports`: each GSTR-2B read (uploaded by the super admin or pulled from the GSP), with what it did.
 * - `gst_holds`: one row per credit whose GST was held (one per payment transaction), the invoice the GSTR-2B
 *   must show (`match_key` = supplier GSTIN | invoice number without spaces, upper case; unique, so one
 *   GSTR-2B row releases one hold), and when and by which import it was released.
 * Nothing is held retroactively: rows appear only at releases after this migration.
 */
export const gstHeld = (dialect: Dialect): Migration => ({
  async up(db: Kysely<unknown>) {
    await idColumn(db.schema.createTable('gstr2b_imports'), dialect)
      .addColumn('period', 'text')
      .addColumn('source', 'text', (c) => c.notNull())
      .addColumn('file_sha256', 'text', (c) => c.notNull())
      .addColumn('imported_by_user_id', 'integer', (c) => c.references('users.id'))
      .addColumn('imported_on', 'text', (c) => c.notNull())
      .addColumn('rows_count', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('matched_count', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('already_count', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('unmatched_count', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('released_paise', 'bigint', (c) => c.notNull().defaultTo(0))
      // JSON: the first unmatched rows (TGstr2bUnmatchedRow[], paise); null until the import finished.
      .addColumn('unmatched_rows', 'text')
      .addColumn('finished_on', 'text')
      .execute();
    await db.schema
      .createIndex('gstr2b_imports_by_source')
      .on('gstr2b_imports')
      .columns(['source', 'period', 'imported_on'])
      .execute();

    await idColumn(db.schema.createTable('gst_holds'), dialect)
      .addColumn('transaction_id', 'integer', (c) => c.notNull().unique())
      .addColumn('collab_id', 'integer', (c) => c.notNull())
      .addColumn('influencer_user_id', 'integer', (c) => c.notNull().references('users.id'))
      .addColumn('gstin', 'text', (c) => c.notNull())
      .addColumn('self_invoice_id', 'integer')
      .addColumn('invoice_number', 'text')
      .addColumn('match_key', 'text', (c) => c.unique())
      .addColumn('document_gst_paise', 'bigint', (c) => c.notNull())
      .addColumn('held_paise', 'bigint', (c) => c.notNull().check(sql`held_paise > 0`))
      .addColumn('held_on', 'text', (c) => c.notNull())
      .addColumn('released_on', 'text')
      .addColumn('release_import_id', 'integer', (c) => c.references('gstr2b_imports.id'))
      .execute();
    await db.schema
      .createIndex('gst_holds_by_influencer')
      .on('gst_holds')
      .columns(['influencer_user_id', 'released_on'])
      .execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropTable('gst_holds').execute();
    await db.schema.dropTable('gstr2b_imports').execute();
  },
});
