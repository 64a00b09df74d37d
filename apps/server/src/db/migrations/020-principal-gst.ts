import { type Kysely, type Migration } from 'kysely';
import type { Dialect } from '../database';

/**
 * Issue 16, the principal GST model (docs/tax.md): each payment records which model priced it, and the
 * registered influencer's GST inside its payout, which the platform claims as input tax credit. Orders
 * priced before this migration keep the agent model and their frozen amounts (no input credit: their
 * payout held the influencer's GST collected for the influencer).
 */
export const principalGst = (_dialect: Dialect): Migration => ({
  async up(db: Kysely<unknown>) {
    await db.schema
      .alterTable('payment_transactions')
      .addColumn('gst_model', 'text', (c) => c.notNull().defaultTo('agent'))
      .execute();
    await db.schema
      .alterTable('payment_transactions')
      .addColumn('influencer_gst_paise', 'bigint', (c) => c.notNull().defaultTo(0))
      .execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.alterTable('payment_transactions').dropColumn('influencer_gst_paise').execute();
    await db.schema.alterTable('payment_transactions').dropColumn('gst_model').execute();
  },
});
