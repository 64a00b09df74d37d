import { sql, type ExpressionBuilder } from 'kysely';
import type { Database, DbOrTrx } from '../../db/database';
import { ANY_CATEGORY, ANY_PLATFORM } from '../../db/tables/influencer-search';

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
  speaks?: 0 | 1;
};

export type ListingOrder = {
  key: 'relevance' | 'minPricePaise' | 'followers';
  direction: 'asc' | 'desc';
  /** user id, the unique final key that makes paging stable. */
  tieBreak: 'asc' | 'desc';
};

const matches = (eb: ExpressionBuilder<Database, 'influencerSearch'>, f: ListingFilter) =>
  eb.and([
    eb('platformId', '=', f.platformId),
    eb('categoryId', '=', f.categoryId),
    ...(f.followersMin === undefined ? [] : [eb('followers', '>=', f.followersMin)]),
    ...(f.followersMax === undefined ? [] : [eb('followers', '<=', f.followersMax)]),
    ...(f.pricePaiseMin === undefined ? [] : [eb('minPricePaise', '>=', f.pricePaiseMin)]),
    ...(f.pricePaiseMax === undefined ? [] : [eb('minPricePaise', '<=', f.pricePaiseMax)]),
    ...(f.gender === undefined ? [] : [eb('gender', '=', f.gender)]),
    ...(f.stateId === undefined ? [] : [eb('stateId', '=', f.stateId)]),
    ...(f.speaks === undefined ? [] : [eb('speaks', '=', f.speaks)]),
  ]);

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

export type ListingRow = {
  userName: string;
  name: string;
  profilePic: string | null;
  tags: string;
  socialFollowers: string;
  isFeatured: number;
  lastLoginOn: string | null;
  categoryName: string;
  minPricePaise: number;
};

export const discoveryRepository = Object.freeze({
  /** The read model's change counter (see influencer-search). */
  version: async (db: DbOrTrx): Promise<number> => {
    const row = await db
      .selectFrom('influencerSearchVersion')
      .select('version')
      .where('id', '=', 1)
      .executeTakeFirstOrThrow();
    return Number(row.version);
  },

  count: async (db: DbOrTrx, filter: ListingFilter): Promise<number> => {
    const row = await db
      .selectFrom('influencerSearch')
      .select((eb) => eb.fn.countAll<number>().as('total'))
      .where((eb) => matches(eb, filter))
      .executeTakeFirstOrThrow();
    return Number(row.total);
  },

  /**
   * One page in one statement. The inner query pages over a single covering index (filters and sort
   * key are all in it); only the page's rows are then joined to their cards, so a deep OFFSET skips
   * index entries, never card rows.
   */
  page: (
    db: DbOrTrx,
    filter: ListingFilter,
    order: ListingOrder,
    limit: number,
    offset: number,
  ): Promise<ListingRow[]> => {
    const pageKeys = db
      .selectFrom('influencerSearch')
      .select(['userId', 'minPricePaise', 'followers', 'relevance'])
      .where((eb) => matches(eb, filter))
      .orderBy(order.key, order.direction)
      .orderBy('userId', order.tieBreak)
      .limit(limit)
      .offset(offset);
    return db
      .selectFrom(pageKeys.as('p'))
      .innerJoin('influencerSearchCards as c', 'c.userId', 'p.userId')
      .select(CARD_COLUMNS)
      .orderBy(`p.${order.key}`, order.direction)
      .orderBy('p.userId', order.tieBreak)
      .execute();
  },

  /**
   * Popular influencers: featured first, then most followed (largest count of any platform), then
   * user id. Literal 0s let both databases match the partial index on the any-platform rows.
   */
  popularPage: (db: DbOrTrx, limit: number, offset: number): Promise<ListingRow[]> => {
    const pageKeys = db
      .selectFrom('influencerSearch')
      .select(['userId', 'minPricePaise', 'followers', 'isFeatured'])
      .where('platformId', '=', sql.lit(ANY_PLATFORM))
      .where('categoryId', '=', sql.lit(ANY_CATEGORY))
      .orderBy('isFeatured', 'desc')
      .orderBy('followers', 'desc')
      .orderBy('userId', 'asc')
      .limit(limit)
      .offset(offset);
    return db
      .selectFrom(pageKeys.as('p'))
      .innerJoin('influencerSearchCards as c', 'c.userId', 'p.userId')
      .select(CARD_COLUMNS)
      .orderBy('p.isFeatured', 'desc')
      .orderBy('p.followers', 'desc')
      .orderBy('p.userId', 'asc')
      .execute();
  },
});
