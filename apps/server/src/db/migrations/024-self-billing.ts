import { type Kysely, type Migration } from 'kysely';
import type { Dialect } from '../database';

/**
 * Issue 16: self-billing. A GST-registered influencer may agree that the platform issues their tax invoices
 * to it (`self_billing_consents`, one row while they agree); a self-billed invoice is a tax document whose
 * supplier is the influencer (`tax_documents.influencer_user_id`).
 */
export const selfBilling = (_dialect: Dialect): Migration => ({
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('self_billing_consents')
      .addColumn('user_id', 'integer', (c) => c.primaryKey().references('users.id').onDelete('cascade'))
      .addColumn('consented_on', 'text', (c) => c.notNull())
      .execute();
    await db.schema
      .alterTable('tax_documents')
      .addColumn('influencer_user_id', 'integer', (c) => c.references('users.id'))
      .execute();
    await db.schema
      .createIndex('tax_documents_influencer_idx')
      .on('tax_documents')
      .columns(['influencer_user_id', 'id'])
      .execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropIndex('tax_documents_influencer_idx').execute();
    await db.schema.alterTable('tax_documents').dropColumn('influencer_user_id').execute();
    await db.schema.dropTable('self_billing_consents').execute();
  },
});
