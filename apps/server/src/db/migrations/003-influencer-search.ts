import { sql, type Kysely } from 'kysely';

/**
 * The discovery read model (platform/influencer-search). The three sort indexes each start with
 * (platform_id, category_id) and carry every filter column after the sort key, so a listing page is
 * read from one index alone (no table lookups), whatever filters are given.
 */
export const influencerSearch = () => ({
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('influencer_search')
      .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
      .addColumn('platform_id', 'integer', (c) => c.notNull())
      .addColumn('category_id', 'integer', (c) => c.notNull())
      .addColumn('gender', 'text')
      .addColumn('state_id', 'integer')
      .addColumn('speaks', 'integer', (c) => c.notNull())
      .addColumn('is_featured', 'integer', (c) => c.notNull())
      .addColumn('relevance', 'bigint', (c) => c.notNull())
      .addColumn('min_price_paise', 'bigint', (c) => c.notNull())
      .addColumn('followers', 'bigint', (c) => c.notNull())
      .addPrimaryKeyConstraint('influencer_search_pk', ['user_id', 'platform_id', 'category_id'])
      .execute();

    const filterColumns = ['gender', 'state_id', 'speaks'];
    await db.schema
      .createIndex('influencer_search_relevance_idx')
      .on('influencer_search')
      .columns([
        'platform_id',
        'category_id',
        'relevance desc',
        'user_id',
        'min_price_paise',
        'followers',
        ...filterColumns,
      ])
      .execute();
    await db.schema
      .createIndex('influencer_search_price_idx')
      .on('influencer_search')
      .columns(['platform_id', 'category_id', 'min_price_paise', 'user_id', 'followers', ...filterColumns])
      .execute();
    await db.schema
      .createIndex('influencer_search_followers_idx')
      .on('influencer_search')
      .columns(['platform_id', 'category_id', 'followers', 'user_id', 'min_price_paise', ...filterColumns])
      .execute();
    // Popular influencers only ever read the any-platform, any-category rows.
    await db.schema
      .createIndex('influencer_search_popular_idx')
      .on('influencer_search')
      .columns(['is_featured desc', 'followers desc', 'user_id', 'min_price_paise'])
      .where(sql.ref('platform_id'), '=', 0)
      .where(sql.ref('category_id'), '=', 0)
      .execute();

    await db.schema
      .createTable('influencer_search_cards')
      .addColumn('user_id', 'integer', (c) => c.primaryKey().references('users.id').onDelete('cascade'))
      .addColumn('user_name', 'text', (c) => c.notNull())
      .addColumn('name', 'text', (c) => c.notNull())
      .addColumn('profile_pic', 'text')
      .addColumn('tags', 'text', (c) => c.notNull())
      .addColumn('social_followers', 'text', (c) => c.notNull())
      .addColumn('category_name', 'text', (c) => c.notNull())
      .addColumn('is_featured', 'integer', (c) => c.notNull())
      .addColumn('last_login_on', 'text')
      .execute();

    await db.schema
      .createTable('influencer_search_version')
      .addColumn('id', 'integer', (c) => c.primaryKey())
      .addColumn('version', 'bigint', (c) => c.notNull())
      .execute();
    await sql`insert into influencer_search_version (id, version) values (1, 1)`.execute(db);
  },
});
