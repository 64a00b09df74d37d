import { sql, type Kysely, type Migration } from 'kysely';
import type { Dialect } from '../database';
import { idColumn } from './schema-helpers';

/**
 * Issue 19 part 3, custom offers: a brand's offer to an influencer in the chat, negotiated in rounds
 * (custom_offers holds the latest round, custom_offer_rounds every round). A checkout of an accepted offer and
 * the collab made from it carry the offer, its agreed delivery instant and its revisions.
 * Status 'paid' is not stored: an offer is paid when a captured payment names it.
 */
export const customOffers = (dialect: Dialect): Migration => ({
  async up(db: Kysely<unknown>) {
    await idColumn(db.schema.createTable('custom_offers'), dialect)
      .addColumn('brand_user_id', 'integer', (c) => c.notNull().references('users.id'))
      .addColumn('influencer_user_id', 'integer', (c) => c.notNull().references('users.id'))
      .addColumn('influencer_service_id', 'integer', (c) => c.notNull().references('influencer_services.id'))
      .addColumn('status', 'text', (c) => c.notNull())
      .addColumn('round', 'integer', (c) => c.notNull())
      .addColumn('proposed_by', 'text', (c) => c.notNull())
      .addColumn('brief', 'text', (c) => c.notNull())
      .addColumn('price_paise', 'bigint', (c) => c.notNull())
      .addColumn('deadline', 'text', (c) => c.notNull())
      .addColumn('revisions', 'integer', (c) => c.notNull())
      .addColumn('created_on', 'text', (c) => c.notNull())
      .addColumn('modified_on', 'text', (c) => c.notNull())
      .addCheckConstraint('custom_offers_price_positive', sql`price_paise > 0`)
      .execute();
    await db.schema
      .createIndex('custom_offers_pair_idx')
      .on('custom_offers')
      .columns(['brand_user_id', 'influencer_user_id'])
      .execute();
    await idColumn(db.schema.createTable('custom_offer_rounds'), dialect)
      .addColumn('offer_id', 'integer', (c) => c.notNull().references('custom_offers.id'))
      .addColumn('round', 'integer', (c) => c.notNull())
      .addColumn('proposed_by', 'text', (c) => c.notNull())
      .addColumn('brief', 'text', (c) => c.notNull())
      .addColumn('price_paise', 'bigint', (c) => c.notNull())
      .addColumn('deadline', 'text', (c) => c.notNull())
      .addColumn('revisions', 'integer', (c) => c.notNull())
      .addColumn('created_on', 'text', (c) => c.notNull())
      .addUniqueConstraint('custom_offer_rounds_round_unique', ['offer_id', 'round'])
      .execute();
    for (const table of ['payment_transactions', 'collabs']) {
      await db.schema
        .alterTable(table)
        .addColumn('offer_id', 'integer', (c) => c.references('custom_offers.id'))
        .execute();
      await db.schema.alterTable(table).addColumn('offer_due_on', 'text').execute();
      await db.schema.alterTable(table).addColumn('offer_revisions', 'integer').execute();
    }
    await db.schema
      .createIndex('payment_transactions_offer_idx')
      .on('payment_transactions')
      .column('offer_id')
      .execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropIndex('payment_transactions_offer_idx').execute();
    for (const table of ['collabs', 'payment_transactions']) {
      for (const column of ['offer_revisions', 'offer_due_on', 'offer_id']) {
        await db.schema.alterTable(table).dropColumn(column).execute();
      }
    }
    await db.schema.dropTable('custom_offer_rounds').execute();
    await db.schema.dropTable('custom_offers').execute();
  },
});
