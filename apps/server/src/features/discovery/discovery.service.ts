import { SortOrder, SpeaksFilter, type TSortOrder } from '@collably/shared/constants/discovery';
import { LISTING_PAGE_SIZE } from '@collably/shared/constants/limits';
import { OPEN_FOLLOWER_MAX, OPEN_PRICE_MAX } from '@collably/shared/constants/ranges';
import { paiseToRupees, rupeesToPaise } from '@collably/shared/domain/pricing';
import type {
  TInfluencerListItem,
  TInfluencerListPage,
  TInfluencerListQuery,
  TPopularInfluencersParams,
} from '@collably/shared/schemas/discovery';
import type { Db } from '../../db/database';
import { ANY_CATEGORY, ANY_PLATFORM } from '../../db/tables/influencer-search';
import {
  discoveryRepository as repo,
  type ListingFilter,
  type ListingOrder,
  type ListingRow,
} from './discovery.repository';

/**
 * Sort orders (spec §3). Every order ends on the user id, a unique key, so paging is stable: no
 * influencer is repeated or skipped from one page to the next.
 * - Relevance: featured first, then most recently logged in (never logged in last), then oldest
 *   account (user id ascending).
 * - Price: the lowest live service price on the chosen platform (any platform when none is
 *   chosen); ties by user id in the same direction.
 * - Followers: followers on the chosen platform; with no platform, the largest follower count of
 *   any of the influencer's platforms; ties by user id in the same direction.
 */
const ORDERS: Record<TSortOrder, ListingOrder> = {
  [SortOrder.Relevance]: { key: 'relevance', direction: 'desc', tieBreak: 'asc' },
  [SortOrder.PriceLowToHigh]: { key: 'minPricePaise', direction: 'asc', tieBreak: 'asc' },
  [SortOrder.PriceHighToLow]: { key: 'minPricePaise', direction: 'desc', tieBreak: 'desc' },
  [SortOrder.FollowersLowToHigh]: { key: 'followers', direction: 'asc', tieBreak: 'asc' },
  [SortOrder.FollowersHighToLow]: { key: 'followers', direction: 'desc', tieBreak: 'desc' },
};

/** Query parameters → read-model filter; the web's open-ended sentinels drop the upper bound. */
export function toListingFilter(query: TInfluencerListQuery): ListingFilter {
  const speaks = query.City ?? SpeaksFilter.All;
  return {
    platformId: query.Platform ?? ANY_PLATFORM,
    categoryId: query.Category ?? ANY_CATEGORY,
    followersMin: query.FollowersMin || undefined,
    followersMax:
      query.FollowersMax === undefined || query.FollowersMax >= OPEN_FOLLOWER_MAX
        ? undefined
        : query.FollowersMax,
    pricePaiseMin: query.PriceMin ? rupeesToPaise(query.PriceMin) : undefined,
    pricePaiseMax:
      query.PriceMax === undefined || query.PriceMax >= OPEN_PRICE_MAX
        ? undefined
        : rupeesToPaise(query.PriceMax),
    gender: query.Gender,
    stateId: query.State !== undefined && query.State > 0 ? query.State : undefined,
    speaks: speaks === SpeaksFilter.All ? undefined : speaks === SpeaksFilter.Speaking ? 1 : 0,
  };
}

const toItem = (row: ListingRow): TInfluencerListItem => ({
  userName: row.userName,
  name: row.name,
  profilePic: row.profilePic,
  tags: row.tags,
  socialAccountFollowers: JSON.parse(row.socialFollowers) as TInfluencerListItem['socialAccountFollowers'],
  isFeatured: row.isFeatured === 1,
  lastLoginOn: row.lastLoginOn,
  price: paiseToRupees(Number(row.minPricePaise)),
  categoryName: row.categoryName,
});

const COUNT_CACHE_ENTRIES = 1_000;

/**
 * Counting every match is the one cost that grows with the marketplace (a whole index range per
 * search), so totals are cached per filter and reused until the read model's version changes;
 * each request still reads the version, so a write is seen at once, on every instance.
 */
function createCountCache(db: Db) {
  const entries = new Map<string, { version: number; total: number }>();
  return async (filter: ListingFilter, version: number): Promise<number> => {
    const key = JSON.stringify(filter);
    const hit = entries.get(key);
    if (hit?.version === version) {
      // Re-insert so the Map's order is least recently used first.
      entries.delete(key);
      entries.set(key, hit);
      return hit.total;
    }
    const total = await repo.count(db, filter);
    entries.delete(key);
    entries.set(key, { version, total });
    if (entries.size > COUNT_CACHE_ENTRIES) entries.delete(entries.keys().next().value!);
    return total;
  };
}

/**
 * Listing and popular influencers. Each request runs the same queries whatever its page size:
 * the read-model version, the count (only when not cached for that version), and one page query.
 */
export function createDiscoveryService(db: Db) {
  const countOf = createCountCache(db);

  const pageOf = async (
    filter: ListingFilter,
    pageSize: number,
    page: number,
    read: (limit: number, offset: number) => Promise<ListingRow[]>,
  ): Promise<TInfluencerListPage> => {
    const total = await countOf(filter, await repo.version(db));
    const rows = await read(pageSize, page * pageSize);
    return { currentPage: page, totalPages: Math.ceil(total / pageSize), influencers: rows.map(toItem) };
  };

  return {
    list(query: TInfluencerListQuery): Promise<TInfluencerListPage> {
      const filter = toListingFilter(query);
      const order = ORDERS[(query.SortOrder ?? SortOrder.Relevance) as TSortOrder];
      return pageOf(filter, query.PageSize ?? LISTING_PAGE_SIZE, query.Page ?? 0, (limit, offset) =>
        repo.page(db, filter, order, limit, offset),
      );
    },
    popular({ pageSize, page }: TPopularInfluencersParams): Promise<TInfluencerListPage> {
      const everyone: ListingFilter = { platformId: ANY_PLATFORM, categoryId: ANY_CATEGORY };
      return pageOf(everyone, pageSize, page, (limit, offset) => repo.popularPage(db, limit, offset));
    },
  };
}
export type DiscoveryService = ReturnType<typeof createDiscoveryService>;
