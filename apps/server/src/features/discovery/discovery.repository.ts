import { PostgresAdapter, sql } from 'kysely';
import type { DbOrTrx } from '../../db/database';
import { fromDbBool } from '../../db/bool';
import { compiledQuery } from '../../db/hot-queries/compiled-query';
import { rawSqliteRow } from '../../db/hot-queries/raw-sqlite';
import { ANY_CATEGORY, ANY_PLATFORM, CHEAPEST } from '../../db/tables/influencer-search';
import { toInfluencerCard, type InfluencerCard } from '../../platform/influencer-search/influencer-card';
import type { ListingRecord } from './listing-index';

export type Paging = { limit: number; offset: number };

const CARD_COLUMNS = [
  'c.userId',
  'c.userName',
  'c.name',
  'c.profilePic',
  'c.tags',
  'c.socialFollowers',
  'c.isFeatured',
  'c.isVerified',
  'c.lastLoginOn',
  'c.categoryName',
  'c.ratingSum',
  'c.ratingCount',
  'p.pricePaise as minPricePaise',
] as const;

/**
 * The discovery queries, each compiled once per shape (db/hot-queries: compiling costs more than
 * SQLite takes to run them). Each `build` is the plain Kysely query.
 */
export const discoveryQueries = {
  version: compiledQuery((db: DbOrTrx, _structure: null, _params: Record<string, never>) =>
    db.selectFrom('influencerSearchVersion').select('version').where('id', '=', 1),
  ),

  /**
   * Popular influencers: featured first, then most followed (largest count of any platform), then
   * user id. Literal 0s let both databases match the partial index on the any-platform rows.
   */
  popular: compiledQuery((db: DbOrTrx, _structure: null, paging: Paging) => {
    const pageKeys = db
      .selectFrom('influencerSearch')
      .select(['userId', 'pricePaise', 'followers', 'isFeatured'])
      .where('platformId', '=', sql.lit(ANY_PLATFORM))
      .where('categoryId', '=', sql.lit(ANY_CATEGORY))
      .where('lowerPricePaise', '=', sql.lit(CHEAPEST))
      .orderBy('isFeatured', 'desc')
      .orderBy('followers', 'desc')
      .orderBy('userId', 'asc')
      .limit(paging.limit)
      .offset(paging.offset);
    return db
      .selectFrom(pageKeys.as('p'))
      .innerJoin('influencerSearchCards as c', 'c.userId', 'p.userId')
      .select(CARD_COLUMNS)
      .orderBy('p.isFeatured', 'desc')
      .orderBy('p.followers', 'desc')
      .orderBy('p.userId', 'asc');
  }),
};

const versionOnSqlite = rawSqliteRow<{ version: number }>(
  'select version from influencer_search_version where id = 1',
);

/** The read model's change counter (see influencer-search). */
export async function readSearchVersion(db: DbOrTrx): Promise<number> {
  const raw = versionOnSqlite(db);
  const row = raw ? raw.row : (await discoveryQueries.version.execute(db, null, {}))[0];
  if (!row) throw new Error('influencer_search_version has no row 1');
  return Number(row.version);
}

export async function popularPage(db: DbOrTrx, paging: Paging): Promise<InfluencerCard[]> {
  return (await discoveryQueries.popular.execute(db, null, paging)).map(toInfluencerCard);
}

const isPostgres = (db: DbOrTrx) => db.getExecutor().adapter instanceof PostgresAdapter;

/** Ids per statement: well under both databases' parameter limits. */
const IDS_PER_QUERY = 500;

/**
 * The listing records of the given influencers (all listed influencers without `userIds`), read from
 * the read model: its any-category rows carry each platform's prices and followers, its
 * any-platform cheapest rows the categories. An influencer who is not listed has no record.
 */
export async function loadListingRecords(db: DbOrTrx, userIds?: readonly number[]): Promise<ListingRecord[]> {
  if (userIds && userIds.length > IDS_PER_QUERY) {
    const records: ListingRecord[] = [];
    for (let i = 0; i < userIds.length; i += IDS_PER_QUERY) {
      records.push(...(await loadListingRecords(db, userIds.slice(i, i + IDS_PER_QUERY))));
    }
    return records;
  }
  if (userIds?.length === 0) return [];
  const ids = userIds ?? [];
  // One any-platform, any-category cheapest row per influencer carries what does not vary by platform.
  const profiles = await db
    .selectFrom('influencerSearch')
    .select(['userId', 'followers', 'gender', 'stateId', 'speaks', 'languages', 'relevance'])
    .where('platformId', '=', ANY_PLATFORM)
    .where('categoryId', '=', ANY_CATEGORY)
    .where('lowerPricePaise', '=', CHEAPEST)
    .$if(userIds !== undefined, (q) => q.where('userId', 'in', ids))
    .execute();
  // Any platform's prices are all platforms' prices: only the platforms' own rows are read.
  const prices = await db
    .selectFrom('influencerSearch')
    .select(['userId', 'platformId', 'pricePaise', 'followers'])
    .where('categoryId', '=', ANY_CATEGORY)
    .where('platformId', '<>', ANY_PLATFORM)
    .$if(userIds !== undefined, (q) => q.where('userId', 'in', ids))
    .execute();
  const categories = await db
    .selectFrom('influencerSearch')
    .select(['userId', 'categoryId'])
    .where('platformId', '=', ANY_PLATFORM)
    .where('lowerPricePaise', '=', CHEAPEST)
    .where('categoryId', '<>', ANY_CATEGORY)
    .$if(userIds !== undefined, (q) => q.where('userId', 'in', ids))
    .execute();
  const cards = await db
    .selectFrom('influencerSearchCards')
    .select([
      'userId',
      'userName',
      'name',
      'profilePic',
      'tags',
      'socialFollowers',
      'isFeatured',
      'isVerified',
      'lastLoginOn',
      'categoryName',
      'ratingSum',
      'ratingCount',
    ])
    .$if(userIds !== undefined, (q) => q.where('userId', 'in', ids))
    .execute();
  // The text table is SQL of its own per dialect (migration 015): SQLite's is an FTS5 table keyed by rowid.
  const userIdColumn = sql.raw(isPostgres(db) ? 'user_id' : 'rowid');
  const texts = await sql<{ userId: number; text: string }>`select ${userIdColumn} as "userId", text
    from influencer_search_text ${userIds ? sql`where ${userIdColumn} in (${sql.join(ids)})` : sql``}`.execute(
    db,
  );

  const textOf = new Map(texts.rows.map((t) => [Number(t.userId), t.text]));
  const categoriesOf = new Map<number, number[]>();
  for (const c of categories) {
    const list = categoriesOf.get(c.userId);
    if (list) list.push(c.categoryId);
    else categoriesOf.set(c.userId, [c.categoryId]);
  }
  const records = new Map<number, ListingRecord>();
  for (const card of cards) {
    records.set(card.userId, {
      userId: card.userId,
      gender: null,
      stateId: null,
      speaks: false,
      languages: 0,
      relevance: 0,
      categoryIds: categoriesOf.get(card.userId) ?? [],
      platforms: new Map(),
      text: textOf.get(card.userId) ?? '',
      card: { ...card, isFeatured: fromDbBool(card.isFeatured), isVerified: fromDbBool(card.isVerified) },
    });
  }
  for (const row of profiles) {
    const record = records.get(row.userId);
    if (!record) continue;
    record.gender = row.gender;
    record.stateId = row.stateId;
    record.speaks = fromDbBool(row.speaks);
    record.languages = Number(row.languages);
    record.relevance = Number(row.relevance);
    record.platforms.set(ANY_PLATFORM, { followers: Number(row.followers), pricesPaise: [] });
  }
  for (const row of prices) {
    const record = records.get(row.userId);
    const any = record?.platforms.get(ANY_PLATFORM);
    if (!record || !any) continue;
    const price = Number(row.pricePaise);
    const on = record.platforms.get(row.platformId);
    if (on) on.pricesPaise.push(price);
    else record.platforms.set(row.platformId, { followers: Number(row.followers), pricesPaise: [price] });
    any.pricesPaise.push(price);
  }
  const ascending = (a: number, b: number) => a - b;
  for (const record of records.values()) {
    for (const [platformId, on] of record.platforms) {
      // Each platform's rows hold distinct prices; any platform's may repeat one of several platforms.
      on.pricesPaise =
        platformId === ANY_PLATFORM
          ? [...new Set(on.pricesPaise)].sort(ascending)
          : on.pricesPaise.sort(ascending);
    }
  }
  return [...records.values()];
}

/** A change of the read model: the influencer refreshed at that version, or null for a rebuild of all. */
export type SearchChange = { version: number; userId: number | null };

/** The changes recorded after `version`, oldest first (see influencer-search's change log). */
export async function readSearchChanges(db: DbOrTrx, afterVersion: number): Promise<SearchChange[]> {
  const rows = await db
    .selectFrom('influencerSearchChanges')
    .select(['version', 'userId'])
    .where('version', '>', afterVersion)
    .orderBy('version')
    .execute();
  return rows.map((r) => ({
    version: Number(r.version),
    userId: r.userId === null ? null : Number(r.userId),
  }));
}
