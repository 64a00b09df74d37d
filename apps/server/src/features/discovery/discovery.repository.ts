import { PostgresAdapter, sql, type ExpressionBuilder } from 'kysely';
import { languageBit } from '@collably/shared/domain/search-text';
import type { Database, DbOrTrx } from '../../db/database';
import { toDbBool } from '../../db/bool';
import { compiledQuery } from '../../db/hot-queries/compiled-query';
import type { IntBool } from '../../db/tables/foundation';
import { ANY_CATEGORY, ANY_PLATFORM, CHEAPEST } from '../../db/tables/influencer-search';
import { toInfluencerCard, type InfluencerCard } from '../../platform/influencer-search/influencer-card';

/** A listing search in read-model terms; an absent bound or filter matches everything. */
export type ListingFilter = {
  /** ANY_PLATFORM (0) or a platform id. */
  platformId: number;
  /** ANY_CATEGORY (0) or a category id. */
  categoryId: number;
  followersMin?: number;
  followersMax?: number;
  /** A service on the platform must cost at least this much; the cheapest such service is the card's price. */
  pricePaiseMin?: number;
  pricePaiseMax?: number;
  gender?: string;
  stateId?: number;
  /** Whether the influencer carries tag 1 'Speaks'. */
  speaks?: boolean;
  /** A language id (0-22) the influencer speaks. */
  languageId?: number;
  /** Folded words (packages/shared searchTokens); each must occur in the name, user name or category names. */
  words?: string[];
};

export type ListingOrder = {
  key: 'relevance' | 'pricePaise' | 'followers';
  direction: 'asc' | 'desc';
  /** user id, the unique final key that makes paging stable. */
  tieBreak: 'asc' | 'desc';
};

export type Paging = { limit: number; offset: number };

/**
 * What changes a search's SQL besides values, per word: 'short' words (1-2 characters, below a trigram)
 * are matched by a plain substring scan; 'exact' words (3) through the trigram index; 'fuzzy' words (4 or
 * more) through the index and, on PostgreSQL, also by similarity (typo tolerance: shorter words are
 * similar to too much).
 */
type WordKind = 'short' | 'exact' | 'fuzzy';
type TextShape = { words: WordKind[] };

const kindOf = (word: string): WordKind => (word.length < 3 ? 'short' : word.length < 4 ? 'exact' : 'fuzzy');
const textShapeOf = (words: readonly string[] = []): TextShape => ({ words: words.map(kindOf) });

/** The filter as the database compares it: every value a query parameter. */
type FilterParams = {
  platformId: number;
  categoryId: number;
  /** The price floor, 0 without one: see migration 015 for how it picks one row per influencer. */
  priceFloor: number;
  pricePaiseMax?: number;
  followersMin?: number;
  followersMax?: number;
  gender?: string;
  stateId?: number;
  speaks?: IntBool;
  languageBit?: number;
  /** SQLite: the FTS5 query of every word of 3 or more characters, each a quoted trigram phrase (AND). */
  phrases?: string;
} & Record<`word${number}` | `pattern${number}`, string | undefined>;

const toFilterParams = (f: ListingFilter): FilterParams => {
  const params: FilterParams = {
    platformId: f.platformId,
    categoryId: f.categoryId,
    priceFloor: f.pricePaiseMin ?? 0,
    pricePaiseMax: f.pricePaiseMax,
    followersMin: f.followersMin,
    followersMax: f.followersMax,
    gender: f.gender,
    stateId: f.stateId,
    speaks: f.speaks === undefined ? undefined : toDbBool(f.speaks),
    languageBit: f.languageId === undefined ? undefined : languageBit(f.languageId),
  };
  const words = f.words ?? [];
  words.forEach((word, i) => {
    params[`word${i}`] = word;
    params[`pattern${i}`] = `%${word}%`;
  });
  // Folded words hold letters and digits only, so quoting them needs no escaping.
  const phrases = words.filter((w) => kindOf(w) !== 'short').map((w) => `"${w}"`);
  if (phrases.length > 0) params.phrases = phrases.join(' ');
  return params;
};

const isPostgres = (db: DbOrTrx) => db.getExecutor().adapter instanceof PostgresAdapter;

/**
 * The influencers whose folded text holds every word: a trigram index search on both databases
 * (migration 015), with word similarity for typos on PostgreSQL.
 */
function textMatches(db: DbOrTrx, shape: TextShape, f: FilterParams) {
  if (isPostgres(db)) {
    const conditions = shape.words.map((kind, i) =>
      kind === 'fuzzy'
        ? sql`(text like ${f[`pattern${i}`]} or ${f[`word${i}`]} operator(public.<%) text)`
        : sql`text like ${f[`pattern${i}`]}`,
    );
    return sql<number>`(select user_id from influencer_search_text where ${sql.join(conditions, sql` and `)})`;
  }
  // One MATCH of the trigram phrases (FTS5 allows one per table scan), plus a scan for short words.
  const conditions = shape.words.flatMap((kind, i) =>
    kind === 'short' ? [sql`text like ${f[`pattern${i}`]}`] : [],
  );
  if (shape.words.some((kind) => kind !== 'short')) {
    conditions.unshift(sql`influencer_search_text match ${f.phrases}`);
  }
  return sql<number>`(select rowid from influencer_search_text where ${sql.join(conditions, sql` and `)})`;
}

const matches = (
  db: DbOrTrx,
  eb: ExpressionBuilder<Database, 'influencerSearch'>,
  shape: TextShape,
  f: FilterParams,
) => {
  const conditions = [
    eb('platformId', '=', f.platformId),
    eb('categoryId', '=', f.categoryId),
    eb('pricePaise', '>=', f.priceFloor),
    eb('lowerPricePaise', '<', f.priceFloor),
  ];
  if (f.pricePaiseMax !== undefined) conditions.push(eb('pricePaise', '<=', f.pricePaiseMax));
  if (f.followersMin !== undefined) conditions.push(eb('followers', '>=', f.followersMin));
  if (f.followersMax !== undefined) conditions.push(eb('followers', '<=', f.followersMax));
  if (f.gender !== undefined) conditions.push(eb('gender', '=', f.gender));
  if (f.stateId !== undefined) conditions.push(eb('stateId', '=', f.stateId));
  if (f.speaks !== undefined) conditions.push(eb('speaks', '=', f.speaks));
  if (f.languageBit !== undefined) {
    conditions.push(eb(sql<number>`${sql.ref('languages')} & ${f.languageBit}`, '<>', 0));
  }
  if (shape.words.length > 0) conditions.push(eb('userId', 'in', textMatches(db, shape, f)));
  return eb.and(conditions);
};

const CARD_COLUMNS = [
  'c.userId',
  'c.userName',
  'c.name',
  'c.profilePic',
  'c.tags',
  'c.socialFollowers',
  'c.isFeatured',
  'c.lastLoginOn',
  'c.categoryName',
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
   * The matches, counted up to `cap`: the count's cost stays bounded however many match. It walks the
   * index of the page's sort, as the page does: unordered, SQLite's planner may pick a skip-scan of the
   * primary key (measured 200-700 ms at 100 000 influencers, against under 1 ms in sort order).
   */
  countUpTo: compiledQuery(
    (db: DbOrTrx, shape: { order: ListingOrder } & TextShape, params: FilterParams & { cap: number }) =>
      db
        .selectFrom(
          db
            .selectFrom('influencerSearch')
            .select('userId')
            .where((eb) => matches(db, eb, shape, params))
            .orderBy(shape.order.key, shape.order.direction)
            .orderBy('userId', shape.order.tieBreak)
            .limit(params.cap)
            .as('m'),
        )
        .select((eb) => eb.fn.countAll<number>().as('total')),
  ),

  /**
   * One page in one statement. The inner query pages over a single covering index (the filter
   * columns and sort key are all in it); only the page's rows are then joined to their cards, so a
   * deep OFFSET skips index entries, never card rows.
   */
  page: compiledQuery(
    (db: DbOrTrx, shape: { order: ListingOrder } & TextShape, params: FilterParams & Paging) => {
      const { order } = shape;
      const pageKeys = db
        .selectFrom('influencerSearch')
        .select(order.key === 'pricePaise' ? ['userId', 'pricePaise'] : ['userId', 'pricePaise', order.key])
        .where((eb) => matches(db, eb, shape, params))
        .orderBy(order.key, order.direction)
        .orderBy('userId', order.tieBreak)
        .limit(params.limit)
        .offset(params.offset);
      return db
        .selectFrom(pageKeys.as('p'))
        .innerJoin('influencerSearchCards as c', 'c.userId', 'p.userId')
        .select(CARD_COLUMNS)
        .orderBy(`p.${order.key}`, order.direction)
        .orderBy('p.userId', order.tieBreak);
    },
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

/** The read model's change counter (see influencer-search). */
export async function readSearchVersion(db: DbOrTrx): Promise<number> {
  const [row] = await discoveryQueries.version.execute(db, null, {});
  if (!row) throw new Error('influencer_search_version has no row 1');
  return Number(row.version);
}

const RELEVANCE: ListingOrder = { key: 'relevance', direction: 'desc', tieBreak: 'asc' };

/** The number of matches, exact up to `cap`; `cap` means at least that many. */
export async function countListingUpTo(
  db: DbOrTrx,
  filter: ListingFilter,
  cap: number,
  order: ListingOrder = RELEVANCE,
): Promise<number> {
  const shape = { order, ...textShapeOf(filter.words) };
  const [row] = await discoveryQueries.countUpTo.execute(db, shape, { ...toFilterParams(filter), cap });
  return Number(row?.total ?? 0);
}

export async function listingPage(
  db: DbOrTrx,
  search: { filter: ListingFilter; order: ListingOrder } & Paging,
): Promise<InfluencerCard[]> {
  const { filter, order, limit, offset } = search;
  const shape = { order, ...textShapeOf(filter.words) };
  const rows = await discoveryQueries.page.execute(db, shape, { ...toFilterParams(filter), limit, offset });
  return rows.map(toInfluencerCard);
}

export async function popularPage(db: DbOrTrx, paging: Paging): Promise<InfluencerCard[]> {
  return (await discoveryQueries.popular.execute(db, null, paging)).map(toInfluencerCard);
}
