import type { Kysely, Migration } from 'kysely';
import type { Dialect } from '../database';

/**
 * Issue 36: every payment is priced for its buyer, and its documents show the buyer as they were then.
 * - `billed_to`: the brand's billing details (JSON TTaxParty: name, GSTIN, address with PIN, state) frozen at
 *   checkout; its documents are made out to them whatever the brand edits later;
 * - `supply_type`: the supply to the brand from the billing state, which priced each line's GST (intra-state
 *   2 × round(9 %), inter-state round(18 %));
 * - `influencer_supply_type`: a registered influencer's supply to the platform, which priced their GST;
 * - `discount_gst_paise`: the GST inside a GST-inclusive coupon discount, which is never owed.
 * Payments before this migration keep nulls and 0: their documents and journals stay as they were frozen.
 */
export const buyerOnPayments = (_dialect: Dialect): Migration => ({
  async up(db: Kysely<unknown>) {
    // One column per statement: SQLite adds one at a time.
    const table = () => db.schema.alterTable('payment_transactions');
    await table().addColumn('billed_to', 'text').execute();
    await table().addColumn('supply_type', 'text').execute();
    await table().addColumn('influencer_supply_type', 'text').execute();
    await table()
      .addColumn('discount_gst_paise', 'bigint', (c) => c.notNull().defaultTo(0))
      .execute();
  },
  async down(db: Kysely<unknown>) {
    for (const column of ['billed_to', 'supply_type', 'influencer_supply_type', 'discount_gst_paise']) {
      await db.schema.alterTable('payment_transactions').dropColumn(column).execute();
    }
  },
});
