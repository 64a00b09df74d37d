import { sql, type Kysely, type Migration } from 'kysely';
import type { Dialect } from '../database';
import { boolColumn, idColumn } from './schema-helpers';

/**
 * Issue 19 part 2: double-blind reviews. One review per collab and side (the unique key makes two parallel
 * posts leave one); `visible_on` is set when both sides have written or the window closed (a sweep), and only
 * then does anyone but the author see it. Reports are one per user and review. The listing's cards carry the
 * influencer's rating (sum and count of visible, not hidden reviews by brands), so the read model is rebuilt.
 */
export const reviews = (dialect: Dialect): Migration => ({
  async up(db: Kysely<unknown>) {
    await idColumn(db.schema.createTable('reviews'), dialect)
      .addColumn('collab_id', 'integer', (c) => c.notNull().references('collabs.id'))
      .addColumn('side', 'text', (c) => c.notNull())
      .addColumn('reviewer_user_id', 'integer', (c) => c.notNull().references('users.id'))
      .addColumn('reviewee_user_id', 'integer', (c) => c.notNull().references('users.id'))
      .addColumn('stars', 'integer', (c) => c.notNull())
      .addColumn('text', 'text', (c) => c.notNull())
      .addColumn('created_on', 'text', (c) => c.notNull())
      .addColumn('window_closes_on', 'text', (c) => c.notNull())
      .addColumn('visible_on', 'text')
      .addColumn('is_hidden', 'integer', boolColumn)
      .addColumn('hidden_on', 'text')
      .addColumn('hidden_by_user_id', 'integer', (c) => c.references('users.id'))
      .addUniqueConstraint('reviews_collab_side_uq', ['collab_id', 'side'])
      .execute();
    await db.schema
      .createIndex('reviews_reviewee_idx')
      .on('reviews')
      .columns(['reviewee_user_id', 'visible_on'])
      .execute();
    await db.schema
      .createIndex('reviews_window_idx')
      .on('reviews')
      .columns(['visible_on', 'window_closes_on'])
      .execute();
    await idColumn(db.schema.createTable('review_reports'), dialect)
      .addColumn('review_id', 'integer', (c) => c.notNull().references('reviews.id').onDelete('cascade'))
      .addColumn('reporter_user_id', 'integer', (c) => c.notNull().references('users.id'))
      .addColumn('reason', 'text', (c) => c.notNull())
      .addColumn('created_on', 'text', (c) => c.notNull())
      .addUniqueConstraint('review_reports_review_reporter_uq', ['review_id', 'reporter_user_id'])
      .execute();
    for (const column of ['rating_sum', 'rating_count']) {
      await db.schema
        .alterTable('influencer_search_cards')
        .addColumn(column, 'integer', (c) => c.notNull().defaultTo(0))
        .execute();
    }
    await sql`update influencer_search_version set rebuild_needed = 1, version = version + 1`.execute(db);
  },
  async down(db: Kysely<unknown>) {
    for (const column of ['rating_count', 'rating_sum']) {
      await db.schema.alterTable('influencer_search_cards').dropColumn(column).execute();
    }
    await db.schema.dropTable('review_reports').execute();
    await db.schema.dropTable('reviews').execute();
  },
});
