import type { Kysely, Migration } from 'kysely';
import type { Dialect } from '../database';

/**
 * Issue 37: documents shaped like escrow (receipt voucher at payment, tax invoice at release, refund voucher,
 * credit notes only after an invoice). The new kinds use the existing table and series; this adds what a
 * credit note needs under CGST Act s. 34:
 * - `gst_adjusted`: 0 for a credit note issued after the s. 34(2) deadline, which refunds without reducing the
 *   tax already paid (1 for every other document, and every document before this migration);
 * - `buyer_reversal_confirmed_on`: when a registered buyer's reversal of the input tax credit was confirmed,
 *   which the reduction of the supplier's tax now depends on;
 * - `gst_annual_returns`: the day the platform furnished each financial year's annual return (GSTR-9), which
 *   may bring that year's credit-note deadline forward.
 */
export const escrowDocuments = (_dialect: Dialect): Migration => ({
  async up(db: Kysely<unknown>) {
    await db.schema
      .alterTable('tax_documents')
      .addColumn('gst_adjusted', 'integer', (c) => c.notNull().defaultTo(1))
      .execute();
    await db.schema.alterTable('tax_documents').addColumn('buyer_reversal_confirmed_on', 'text').execute();
    await db.schema
      .createTable('gst_annual_returns')
      .addColumn('financial_year', 'integer', (c) => c.primaryKey())
      .addColumn('filed_on', 'text', (c) => c.notNull())
      .addColumn('recorded_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
      .addColumn('recorded_on', 'text', (c) => c.notNull())
      .execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropTable('gst_annual_returns').execute();
    await db.schema.alterTable('tax_documents').dropColumn('buyer_reversal_confirmed_on').execute();
    await db.schema.alterTable('tax_documents').dropColumn('gst_adjusted').execute();
  },
});
