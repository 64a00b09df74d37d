import { type Kysely, type Migration } from 'kysely';
import type { Dialect } from '../database';

/** Issue 16: who a brand's tax invoices are made out to (company, GSTIN, billing address and state). */
export const brandBilling = (_dialect: Dialect): Migration => ({
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('brand_billing')
      .addColumn('user_id', 'integer', (c) => c.primaryKey().references('users.id').onDelete('cascade'))
      .addColumn('company_name', 'text', (c) => c.notNull())
      .addColumn('gstin', 'text')
      .addColumn('address', 'text', (c) => c.notNull())
      .addColumn('state_id', 'integer', (c) => c.notNull().references('states.state_id'))
      .addColumn('pincode', 'text', (c) => c.notNull())
      .addColumn('modified_on', 'text', (c) => c.notNull())
      .execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropTable('brand_billing').execute();
  },
});
