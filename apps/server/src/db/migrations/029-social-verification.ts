import { sql, type Kysely, type Migration } from 'kysely';
import type { Dialect } from '../database';
import { boolColumn, idColumn } from './schema-helpers';

/**
 * Issue 18: an influencer proves a linked social account theirs with a one-time code in its public bio (or a
 * screenshot the super admin reviews). One row per account (user × platform), bound to the page URL it was
 * issued for: the account is verified while the row says so and its URL is still the account's. The listing's
 * cards carry whether any account is verified, so its read model is rebuilt once.
 */
export const socialVerification = (dialect: Dialect): Migration => ({
  async up(db: Kysely<unknown>) {
    await idColumn(db.schema.createTable('social_verifications'), dialect)
      .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
      .addColumn('platform_id', 'integer', (c) => c.notNull().references('platforms.platform_id'))
      .addColumn('page_url', 'text', (c) => c.notNull())
      .addColumn('code', 'text', (c) => c.notNull())
      .addColumn('issued_on', 'text', (c) => c.notNull())
      .addColumn('expires_on', 'text', (c) => c.notNull())
      .addColumn('status', 'text', (c) => c.notNull())
      .addColumn('screenshot', 'text')
      .addColumn('submitted_on', 'text')
      .addColumn('verified_on', 'text')
      .addColumn('decided_by_user_id', 'integer', (c) => c.references('users.id'))
      .addUniqueConstraint('social_verifications_user_platform_uq', ['user_id', 'platform_id'])
      .execute();
    await db.schema
      .createIndex('social_verifications_status_idx')
      .on('social_verifications')
      .columns(['status', 'submitted_on'])
      .execute();
    await db.schema
      .alterTable('influencer_search_cards')
      .addColumn('is_verified', 'integer', boolColumn)
      .execute();
    await sql`update influencer_search_version set rebuild_needed = 1, version = version + 1`.execute(db);
  },
  async down(db: Kysely<unknown>) {
    await db.schema.alterTable('influencer_search_cards').dropColumn('is_verified').execute();
    await db.schema.dropTable('social_verifications').execute();
  },
});
