import { sql, type Kysely, type Migration } from 'kysely';
import type { Dialect } from '../database';

/**
 * Issue 15: `influencer_search_changes` logs which influencer each read-model version changed (null:
 * everything, after a rebuild), so an instance holding the listing in memory catches up by reloading
 * those influencers only. The last versions are kept (see influencer-search's CHANGES_KEPT).
 */
export const listingChanges = (dialect: Dialect): Migration => ({
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('influencer_search_changes')
      .addColumn('version', dialect === 'postgres' ? 'bigint' : 'integer', (c) => c.primaryKey())
      .addColumn('user_id', 'integer')
      .execute();
    // The version grew without a log until now: an instance that saw an older one reloads everything.
    await sql`insert into influencer_search_changes (version, user_id)
      select version, null from influencer_search_version where id = 1`.execute(db);
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropTable('influencer_search_changes').execute();
  },
});
