import type { Kysely, Migration } from 'kysely';
import type { Dialect } from '../database';

/**
 * Issue 14 parts 2 and 3.
 * - `yt_links`: one row per direct link the YouTube tool made ('dQw4w9WgXcQ', 'sh-…', 'ch-handle'), with how
 *   often its /yt page was opened; `yt_link_makers`: which signed-in user made which link, and when last.
 * - `referral_visits`: a profile viewed with a Czref header. The primary key is (code, influencer, viewer,
 *   day), so a reload inserts nothing (insert … on conflict do nothing); `viewer_key` is 'u:{user id}' or
 *   'ip:{keyed hash}' for visitors, and `viewer_user_id` the signed-in viewer.
 * - Orders of a code are the captured payment_transactions with that czref: indexed for the report.
 */
export const toolsAndReferrals = (_dialect: Dialect): Migration => ({
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('yt_links')
      .addColumn('param', 'text', (c) => c.primaryKey())
      .addColumn('open_count', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('created_on', 'text', (c) => c.notNull())
      .addColumn('last_opened_on', 'text')
      .execute();
    await db.schema
      .createTable('yt_link_makers')
      .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id'))
      .addColumn('param', 'text', (c) => c.notNull().references('yt_links.param'))
      .addColumn('generated_on', 'text', (c) => c.notNull())
      .addPrimaryKeyConstraint('yt_link_makers_pk', ['user_id', 'param'])
      .execute();
    await db.schema
      .createIndex('yt_link_makers_recent_idx')
      .on('yt_link_makers')
      .columns(['user_id', 'generated_on'])
      .execute();

    await db.schema
      .createTable('referral_visits')
      .addColumn('code', 'text', (c) => c.notNull())
      .addColumn('influencer_user_id', 'integer', (c) => c.notNull().references('users.id'))
      .addColumn('viewer_key', 'text', (c) => c.notNull())
      .addColumn('visit_day', 'text', (c) => c.notNull())
      .addColumn('viewer_user_id', 'integer', (c) => c.references('users.id'))
      .addColumn('created_on', 'text', (c) => c.notNull())
      .addPrimaryKeyConstraint('referral_visits_pk', [
        'code',
        'influencer_user_id',
        'viewer_key',
        'visit_day',
      ])
      .execute();
    await db.schema
      .createIndex('referral_visits_day_idx')
      .on('referral_visits')
      .columns(['visit_day', 'code'])
      .execute();
    await db.schema
      .createIndex('payment_transactions_czref_idx')
      .on('payment_transactions')
      .columns(['czref', 'status', 'captured_on'])
      .execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropIndex('payment_transactions_czref_idx').execute();
    await db.schema.dropTable('referral_visits').execute();
    await db.schema.dropTable('yt_link_makers').execute();
    await db.schema.dropTable('yt_links').execute();
  },
});
