import type { Kysely, Migration } from 'kysely';
import type { Dialect } from '../database';
import { idColumn } from './schema-helpers';

/**
 * Issue 35 item 3: limits that hold under concurrency. `social_check_attempts` records each "check now" of an
 * influencer's social page, so the hourly limit on those page fetches is counted in the database under the
 * influencer's row lock, and holds across instances with or without Redis. Rows older than the window are
 * pruned by the next check of the same influencer. The other limits of item 3 count rows that already exist
 * (enquiries, offer rounds) or rest on unique keys that exist (one review per collab and side).
 */
export const concurrencyLimits = (dialect: Dialect): Migration => ({
  async up(db: Kysely<unknown>) {
    await idColumn(db.schema.createTable('social_check_attempts').ifNotExists(), dialect)
      .addColumn('user_id', 'integer', (c) => c.notNull())
      .addColumn('checked_on', 'text', (c) => c.notNull())
      .execute();
    await db.schema
      .createIndex('social_check_attempts_user_idx')
      .ifNotExists()
      .on('social_check_attempts')
      .columns(['user_id', 'checked_on'])
      .execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropTable('social_check_attempts').ifExists().execute();
  },
});
