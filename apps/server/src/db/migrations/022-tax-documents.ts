import { type Kysely, type Migration } from 'kysely';
import type { Dialect } from '../database';
import { idColumn } from './schema-helpers';

/**
 * Issue 16: tax invoices. `tax_document_series` holds the last serial of each series (invoices, credit
 * notes) per financial year; a capture takes the next one in its own transaction, so a rollback returns it
 * and the series stays gap-free. `tax_documents` keeps each document as issued (parties, lines, taxes).
 */
export const taxDocuments = (dialect: Dialect): Migration => ({
  async up(db: Kysely<unknown>) {
    const money = 'bigint';
    await db.schema
      .createTable('tax_document_series')
      .addColumn('kind', 'text', (c) => c.notNull())
      .addColumn('financial_year', 'integer', (c) => c.notNull())
      .addColumn('last_serial', 'integer', (c) => c.notNull())
      .addPrimaryKeyConstraint('tax_document_series_pk', ['kind', 'financial_year'])
      .execute();
    await idColumn(db.schema.createTable('tax_documents'), dialect)
      .addColumn('kind', 'text', (c) => c.notNull())
      .addColumn('number', 'text', (c) => c.notNull().unique())
      .addColumn('financial_year', 'integer', (c) => c.notNull())
      .addColumn('serial', 'integer', (c) => c.notNull())
      .addColumn('transaction_id', 'integer', (c) => c.notNull().references('payment_transactions.id'))
      .addColumn('brand_user_id', 'integer', (c) => c.notNull().references('users.id'))
      .addColumn('issued_on', 'text', (c) => c.notNull())
      .addColumn('supplier', 'text', (c) => c.notNull())
      .addColumn('recipient', 'text', (c) => c.notNull())
      .addColumn('place_of_supply', 'text', (c) => c.notNull())
      .addColumn('supply_type', 'text', (c) => c.notNull())
      .addColumn('lines', 'text', (c) => c.notNull())
      .addColumn('taxable_paise', money, (c) => c.notNull())
      .addColumn('gst_paise', money, (c) => c.notNull())
      .addColumn('total_paise', money, (c) => c.notNull())
      .addColumn('discount_paise', money, (c) => c.notNull())
      // E-invoicing hook: the Invoice Reference Number once registered with the IRP (above the threshold).
      .addColumn('irn', 'text')
      // A credit note's invoice.
      .addColumn('original_id', 'integer', (c) => c.references('tax_documents.id'))
      .addUniqueConstraint('tax_documents_series_serial', ['kind', 'financial_year', 'serial'])
      .addUniqueConstraint('tax_documents_one_per_order', ['kind', 'transaction_id'])
      .execute();
    await db.schema
      .createIndex('tax_documents_brand_idx')
      .on('tax_documents')
      .columns(['brand_user_id', 'id'])
      .execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropTable('tax_documents').execute();
    await db.schema.dropTable('tax_document_series').execute();
  },
});
