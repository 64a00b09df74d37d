import { sql, type ExpressionBuilder } from 'kysely';
import type { Database, DbOrTrx } from '../../db/database';
import { toDbBool } from '../../db/bool';
import { compiledQuery } from '../../db/hot-queries/compiled-query';
import type { IntBool } from '../../db/tables/foundation';
import { ANY_CATEGORY, ANY_PLATFORM } from '../../db/tables/influencer-search';
import { toInfluencerCard, type InfluencerCard } from '../../platform/influencer-search/influencer-card';

/** A listing search in read-model terms; an absent bound or filter matches everything. */
export type ListingFilter = {
  /** ANY_PLATFORM (0) or a platform id. */
  platformId: number;
  /** ANY_CATEGORY (0) or a category id. */
  categoryId: number;
  followersMin?: number;
  followersMax?: number;
  pricePaiseMin?: number;
  pricePaiseMax?: number;
  gender?: string;
  stateId?: number;
  /** Whether the influencer carries tag 1 'Speaks'. */
  speaks?: boolean;
};

export type ListingOrder = {
  key: 'relevance' | 'minPricePaise' | 'followers';
  direction: 'asc' | 'desc';
  /** user id, the unique final key that makes paging stable. */
  tieBreak: 'asc' | 'desc';
};

export type Paging = { limit: number; offset: number };

/** The filter as the database compares it: every value a query parameter. */
type FilterParams = Omit<ListingFilter, 'speaks'> & { speaks?: IntBool };

const toFilterParams = (f: ListingFilter): FilterParams => ({
  ...f,
  speaks: f.speaks === undefined ? undefined : toDbBool(f.speaks),
});

const matches = (eb: ExpressionBuilder<Database, 'influencerSearch'>, f: FilterParams) => {
  const conditions = [eb('platformId', '=', f.platformId), eb('categoryId', '=', f.categoryId)];
  if (f.followersMin !== undefined) conditions.push(eb('followers', '>=', f.followersMin));
  if (f.followersMax !== undefined) conditions.push(eb('followers', '<=', f.followersMax));
  if (f.pricePaiseMin !== undefined) conditions.push(eb('minPricePaise', '>=', f.pricePaiseMin));
  if (f.pricePaiseMax !== undefined) conditions.push(eb('minPricePaise', '<=', f.pricePaiseMax));
  if (f.gender !== undefined) conditions.push(eb('gender', '=', f.gender));
  if (f.stateId !== undefined) conditions.push(eb('stateId', '=', f.stateId));
  if (f.speaks !== undefined) conditions.push(eb('speaks', '=', f.speaks));
  return eb.and(conditions);
};

const CARD_COLUMNS = [
  'c.userName',
  'c.name',
  'c.profilePic',
  'c.tags',
  'c.socialFollowers',
  'c.isFeatured',
  'c.lastLoginOn',
  'c.categoryName',
  'p.minPricePaise',
] as const;

/**
 * The discovery queries, each compiled once per shape (db/hot-queries: compiling costs more than
 * SQLite takes to run them). Each `build` is the plain Kysely query.
 */
export const discoveryQueries = {
  version: compiledQuery((db: DbOrTrx, _structure: null, _params: Record<string, never>) =>
    db.selectFrom('influencerSearchVersion').select('version').where('id', '=', 1),
  ),

  count: compiledQuery((db: DbOrTrx, _structure: null, filter: FilterParams) =>
    db
      .selectFrom('influencerSearch')
      .select((eb) => eb.fn.countAll<number>().as('total'))
      .where((eb) => matches(eb, filter)),
  ),

  /**
   * One page in one statement. The inner query pages over a single covering index (the filter
   * columns and sort key are all in it); only the page's rows are then joined to their cards, so a
   * deep OFFSET skips index entries, never card rows.
   */
  page: compiledQuery((db: DbOrTrx, order: ListingOrder, params: FilterParams & Paging) => {
    const pageKeys = db
      .selectFrom('influencerSearch')
      .select(
        order.key === 'minPricePaise' ? ['userId', 'minPricePaise'] : ['userId', 'minPricePaise', order.key],
      )
      .where((eb) => matches(eb, params))
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
  }),

  /**
   * Popular influencers: featured first, then most followed (largest count of any platform), then
   * user id. Literal 0s let both databases match the partial index on the any-platform rows.
   */
  popular: compiledQuery((db: DbOrTrx, _structure: null, paging: Paging) => {
    const pageKeys = db
      .selectFrom('influencerSearch')
      .select(['userId', 'minPricePaise', 'followers', 'isFeatured'])
      .where('platformId', '=', sql.lit(ANY_PLATFORM))
      .where('categoryId', '=', sql.lit(ANY_CATEGORY))
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

export async function countListing(db: DbOrTrx, filter: ListingFilter): Promise<number> {
  const [row] = await discoveryQueries.count.execute(db, null, toFilterParams(filter));
  return Number(row?.total ?? 0);
}

export async function listingPage(
  db: DbOrTrx,
  search: { filter: ListingFilter; order: ListingOrder } & Paging,
): Promise<InfluencerCard[]> {
  const { filter, order, limit, offset } = search;
  const rows = await discoveryQueries.page.execute(db, order, { ...toFilterParams(filter), limit, offset });
  return rows.map(toInfluencerCard);
}

export async function popularPage(db: DbOrTrx, paging: Paging): Promise<InfluencerCard[]> {
  return (await discoveryQueries.popular.execute(db, null, paging)).map(toInfluencerCard);
}
