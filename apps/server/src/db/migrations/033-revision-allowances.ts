import type { Kysely, Migration } from 'kysely';
import type { Dialect } from '../database';

/**
 * Issue 19 item 4: revision allowances. `influencer_services.revisions` is how many revisions a service
 * includes (default 2) and `extra_revision_price_paise` what one paid extra revision costs (null: none offered).
 * A collab snapshots both when it is created (`revisions_allowed`, `extra_revision_price_paise`), so editing the
 * service later does not change existing orders, and counts the brand's requests in `revisions_used`. A paid
 * extra is a payment transaction of its own (`extra_revisions_collab_id`, `extra_revisions`): its captured
 * count adds to the collab's allowance.
 */
export const revisionAllowances = (_dialect: Dialect): Migration => ({
  async up(db: Kysely<unknown>) {
    await db.schema
      .alterTable('influencer_services')
      .addColumn('revisions', 'integer', (c) => c.notNull().defaultTo(2))
      .execute();
    await db.schema
      .alterTable('influencer_services')
      .addColumn('extra_revision_price_paise', 'integer')
      .execute();
    await db.schema
      .alterTable('collabs')
      .addColumn('revisions_allowed', 'integer', (c) => c.notNull().defaultTo(2))
      .execute();
    await db.schema
      .alterTable('collabs')
      .addColumn('revisions_used', 'integer', (c) => c.notNull().defaultTo(0))
      .execute();
    await db.schema.alterTable('collabs').addColumn('extra_revision_price_paise', 'integer').execute();
    await db.schema
      .alterTable('payment_transactions')
      .addColumn('extra_revisions_collab_id', 'integer', (c) => c.references('collabs.id'))
      .execute();
    await db.schema
      .alterTable('payment_transactions')
      .addColumn('extra_revisions', 'integer', (c) => c.notNull().defaultTo(0))
      .execute();
    await db.schema
      .createIndex('payment_transactions_extra_revisions_idx')
      .on('payment_transactions')
      .columns(['extra_revisions_collab_id', 'status'])
      .execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropIndex('payment_transactions_extra_revisions_idx').execute();
    await db.schema.alterTable('payment_transactions').dropColumn('extra_revisions').execute();
    await db.schema.alterTable('payment_transactions').dropColumn('extra_revisions_collab_id').execute();
    await db.schema.alterTable('collabs').dropColumn('extra_revision_price_paise').execute();
    await db.schema.alterTable('collabs').dropColumn('revisions_used').execute();
    await db.schema.alterTable('collabs').dropColumn('revisions_allowed').execute();
    await db.schema.alterTable('influencer_services').dropColumn('extra_revision_price_paise').execute();
    await db.schema.alterTable('influencer_services').dropColumn('revisions').execute();
  },
});
