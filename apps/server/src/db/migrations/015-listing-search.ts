import { sql, type Kysely } from 'kysely';
import type { Dialect } from '../database';

/**
 * Search people expect (issue 13). The listing's read model is reshaped; its rows are derived, so the
 * table is recreated empty and `rebuild_needed` asks migrateToLatest to rebuild it from the sources.
 *
 * - `influencer_search` holds one row per distinct live service price (per influencer, platform or 0, and
 *   category or 0) with the next lower price of the same influencer and platform (`lower_price_paise`,
 *   -1 for the cheapest). "The cheapest service of at least L" is then the one row with
 *   `price_paise >= L and lower_price_paise < L`: a price range matches any service in range, the card
 *   and the price sort use the cheapest service in range, and still one row per influencer answers,
 *   with no grouping. Without a price range L is 0, which picks the cheapest service.
 * - `languages` is a mask of the profile's language ids (bit i for id i), compared with `&`.
 * - `influencer_search_text`: each listed influencer's name, user name and category names, folded
 *   (packages/shared normalizeSearchText), under a trigram index, so `like '%word%'` is an index search:
 *   an FTS5 trigram table on SQLite (rowid = user id), pg_trgm's GIN index on PostgreSQL (which also
 *   serves word-similarity matches, the typo tolerance).
 */
export const listingSearch = (dialect: Dialect) => ({
  async up(db: Kysely<unknown>) {
    await db.schema.dropTable('influencer_search').execute();
    await db.schema
      .createTable('influencer_search')
      .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
      .addColumn('platform_id', 'integer', (c) => c.notNull())
      .addColumn('category_id', 'integer', (c) => c.notNull())
      .addColumn('price_paise', 'bigint', (c) => c.notNull())
      .addColumn('lower_price_paise', 'bigint', (c) => c.notNull())
      .addColumn('gender', 'text')
      .addColumn('state_id', 'integer')
      .addColumn('speaks', 'integer', (c) => c.notNull())
      .addColumn('languages', 'integer', (c) => c.notNull())
      .addColumn('is_featured', 'integer', (c) => c.notNull())
      .addColumn('relevance', 'bigint', (c) => c.notNull())
      .addColumn('followers', 'bigint', (c) => c.notNull())
      .addPrimaryKeyConstraint('influencer_search_pk', [
        'user_id',
        'platform_id',
        'category_id',
        'price_paise',
      ])
      // SQLite: the primary key is the table, so a text search's lookups by user id read one b-tree, not two.
      .$call((table) => (dialect === 'sqlite' ? table.modifyEnd(sql`without rowid`) : table))
      .execute();

    // Each sort index starts with (platform_id, category_id), then its sort key and user id, then every
    // column a filter compares, so a page and a count read one index alone.
    const filterColumns = ['lower_price_paise', 'gender', 'state_id', 'speaks', 'languages'];
    const sortIndexes = {
      influencer_search_relevance_idx: ['relevance desc', 'user_id', 'price_paise', 'followers'],
      influencer_search_price_idx: ['price_paise', 'user_id', 'followers'],
      influencer_search_followers_idx: ['followers', 'user_id', 'price_paise'],
    };
    for (const [name, columns] of Object.entries(sortIndexes)) {
      await db.schema
        .createIndex(name)
        .on('influencer_search')
        .columns(['platform_id', 'category_id', ...columns, ...filterColumns])
        .execute();
    }
    // Popular influencers read only the any-platform, any-category row of the cheapest service.
    await db.schema
      .createIndex('influencer_search_popular_idx')
      .on('influencer_search')
      .columns(['is_featured desc', 'followers desc', 'user_id', 'price_paise'])
      .where(sql.ref('platform_id'), '=', 0)
      .where(sql.ref('category_id'), '=', 0)
      .where(sql.ref('lower_price_paise'), '=', -1)
      .execute();

    if (dialect === 'postgres') {
      // pg_trgm itself is created (in schema public) by migrateToLatest, outside this transaction.
      await sql`create table influencer_search_text (
        user_id integer primary key references users(id) on delete cascade,
        text text not null
      )`.execute(db);
      await sql`create index influencer_search_text_trgm_idx on influencer_search_text
        using gin (text public.gin_trgm_ops)`.execute(db);
    } else {
      await sql`create virtual table influencer_search_text using fts5(text, tokenize = 'trigram')`.execute(
        db,
      );
    }

    await db.schema
      .alterTable('influencer_search_version')
      .addColumn('rebuild_needed', 'integer', (c) => c.notNull().defaultTo(0))
      .execute();
    await sql`update influencer_search_version set rebuild_needed = 1, version = version + 1`.execute(db);
  },
});
