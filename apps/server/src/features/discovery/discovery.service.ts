import { SortOrder, SpeaksFilter, type TSortOrder } from '@collably/shared/constants/discovery';
import { LISTING_COUNT_CAP, LISTING_PAGE_SIZE } from '@collably/shared/constants/limits';
import { searchTokens } from '@collably/shared/domain/search-text';
import { OPEN_FOLLOWER_MAX, OPEN_PRICE_MAX } from '@collably/shared/constants/ranges';
import { paiseToRupees, rupeesToPaise } from '@collably/shared/domain/pricing';
import {
  type TInfluencerListPage,
  type TInfluencerListQuery,
  type TPopularInfluencersParams,
} from '@collably/shared/schemas/discovery';
import { LRUCache } from 'lru-cache';
import type { Db } from '../../db/database';
import { ANY_CATEGORY, ANY_PLATFORM } from '../../db/tables/influencer-search';
import { ok } from '../../platform/http/envelope';
import { toInfluencerListItem } from '../../platform/influencer-search/influencer-card';
import { sharedRead } from './shared-read';
import { popularPage, readSearchVersion } from './discovery.repository';
import type { ListingFilter, ListingOrder, ListingRecord } from './listing-index';
import { listingModelOf } from './listing-model';

/** Changes whenever the listing's data does: pages painted on the server are cached under it (features/site). */
export { readSearchVersion };

/**
 * Sort orders (spec §3). Every order ends on the user id, a unique key, so paging is stable: no
 * influencer is repeated or skipped from one page to the next.
 * - Relevance: featured first, then most recently logged in (never logged in last), then oldest
 *   account (user id ascending).
 * - Price: the lowest live service price on the chosen platform (any platform when none is
 *   chosen) at or above the price filter's minimum; ties by user id in the same direction.
 * - Followers: followers on the chosen platform; with no platform, the largest follower count of
 *   any of the influencer's platforms; ties by user id in the same direction.
 */
const ORDERS: Record<TSortOrder, ListingOrder> = {
  [SortOrder.Relevance]: { key: 'relevance' },
  [SortOrder.PriceLowToHigh]: { key: 'pricePaise', direction: 'asc' },
  [SortOrder.PriceHighToLow]: { key: 'pricePaise', direction: 'desc' },
  [SortOrder.FollowersLowToHigh]: { key: 'followers', direction: 'asc' },
  [SortOrder.FollowersHighToLow]: { key: 'followers', direction: 'desc' },
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
    speaks: speaks === SpeaksFilter.All ? undefined : speaks === SpeaksFilter.Speaking,
    languageId: query.Language,
    verifiedOnly: query.Verified === 1 || undefined,
    words: query.Search ? searchTokens(query.Search) : undefined,
  };
}

/**
 * Pages of a search counted up to LISTING_COUNT_CAP + 1. Above the cap the true number is unknown, so
 * there is one more page than this one while pages come back full (at least as many as the cap fills):
 * a client that pages until currentPage + 1 = totalPages stops at the first short page.
 */
export function totalPagesOf(
  counted: number,
  at: { pageSize: number; page: number; pageIsFull: boolean },
): number {
  const countedPages = Math.ceil(Math.min(counted, LISTING_COUNT_CAP) / at.pageSize);
  if (counted <= LISTING_COUNT_CAP) return countedPages;
  return at.pageIsFull ? Math.max(countedPages, at.page + 2) : at.page + 1;
}

/**
 * Response bodies keyed with the read-model version they were computed at: a body is served only while
 * the version is unchanged, so every write (refreshInfluencerSearch bumps the version in the database)
 * is seen at once, by every instance. Entries of older versions are never read again and age out as
 * least recently used. No cache when `max` is 0.
 *
 * A listing body is kept only when its search was asked for before at this version: most searches of
 * real traffic are asked once, and keeping each of their bodies (a few KB, soon evicted) cost the mixed
 * load a quarter more CPU per request and tripled its p99, through garbage collection. A body that took
 * a query (the popular page) is kept at once.
 */
export function versionedCache(max: number) {
  const cache = max > 0 ? new LRUCache<string, string>({ max }) : undefined;
  const askedBefore = max > 0 ? new LRUCache<string, true>({ max: max * 4 }) : undefined;
  return {
    get: (key: string, version: number) => cache?.get(`${version}|${key}`),
    offer: (key: string, version: number, body: string, keepAtOnce: boolean) => {
      const versioned = `${version}|${key}`;
      if (keepAtOnce || askedBefore?.has(versioned)) cache?.set(versioned, body);
      else askedBefore?.set(versioned, true);
    },
  };
}

const EVERYONE: ListingFilter = { platformId: ANY_PLATFORM, categoryId: ANY_CATEGORY };
const COUNTED_UP_TO = LISTING_COUNT_CAP + 1;

/**
 * Listing and popular influencers, answered as the serialized response body.
 *
 * Searches run on the instance's in-memory listing (listing-model.ts), so a new combination of filters,
 * sort and page costs no query. Every request reads the read model's version (one primary-key read,
 * shared by the requests that arrive while one is under way: see sharedRead) and the listing catches
 * up to it first, so a write is seen at once, by every instance. Whole response bodies are cached per
 * version, search and page: the first pages of common searches are most of the traffic. Counts stop
 * at LISTING_COUNT_CAP + 1, so their cost is bounded however broad the search.
 */
export function createDiscoveryService(db: Db, options: { responseCacheEntries?: number } = {}) {
  const readVersion = sharedRead(() => readSearchVersion(db));
  const listingAt = listingModelOf(db);
  const bodies = versionedCache(options.responseCacheEntries ?? 500);
  // A record's card as list-item JSON, serialized once per loaded record up to its price (the search's
  // own, added last): a page's body is joined from these instead of serializing a dozen cards per request.
  const itemsUpToPrice = new WeakMap<ListingRecord, string>();
  const itemJson = (record: ListingRecord, pricePaise: number): string => {
    let upToPrice = itemsUpToPrice.get(record);
    if (upToPrice === undefined) {
      const { price: _cardPrice, ...item } = toInfluencerListItem({ ...record.card, minPricePaise: 0 });
      upToPrice = `${JSON.stringify(item).slice(0, -1)},"price":`;
      itemsUpToPrice.set(record, upToPrice);
    }
    return `${upToPrice}${paiseToRupees(pricePaise)}}`;
  };

  const respond = async (
    search: { key: string; pageSize: number; page: number },
    /** The number of matches counted, and the page's items as JSON. */
    read: (version: number) => Promise<{ counted: number; items: string[] }>,
    keepAtOnce = false,
  ): Promise<string> => {
    const { pageSize, page } = search;
    const version = await readVersion();
    const bodyKey = `${search.key}|${pageSize}|${page}`;
    const cached = bodies.get(bodyKey, version);
    if (cached !== undefined) return cached;

    const { counted, items } = await read(version);
    const data: TInfluencerListPage = {
      currentPage: page,
      totalPages: totalPagesOf(counted, { pageSize, page, pageIsFull: items.length === pageSize }),
      totalCount: Math.min(counted, LISTING_COUNT_CAP),
      totalIsCapped: counted > LISTING_COUNT_CAP,
      influencers: [],
    };
    // The envelope ends with the empty influencers array: the items go in its place. Not parsed by the
    // response schema per request (that cost more than the search): every field is built by type (the
    // tests parse bodies with the schema).
    const envelope = JSON.stringify(ok(data));
    const body = `${envelope.slice(0, -'[]}}'.length)}[${items.join(',')}]}}`;
    bodies.offer(bodyKey, version, body, keepAtOnce);
    return body;
  };

  return {
    /** Loads the listing into memory, so the first visitors do not wait for it. */
    async warm(): Promise<void> {
      await listingAt(await readVersion());
    },
    /** GET /api/influencer/List: the JSON envelope of one page. */
    list(query: TInfluencerListQuery): Promise<string> {
      const sortOrder = (query.SortOrder ?? SortOrder.Relevance) as TSortOrder;
      const filter = toListingFilter(query);
      const pageSize = query.PageSize ?? LISTING_PAGE_SIZE;
      const page = query.Page ?? 0;
      return respond({ key: `${JSON.stringify(filter)}|${sortOrder}`, pageSize, page }, async (version) => {
        const listing = await listingAt(version);
        const paging = { limit: pageSize, offset: page * pageSize };
        const { matches, count } = listing.search(filter, ORDERS[sortOrder], paging, COUNTED_UP_TO);
        return { counted: count, items: matches.map((m) => itemJson(m.record, m.pricePaise)) };
      });
    },
    /** GET /api/influencer/Influencers/{pageSize}/{page}: the JSON envelope of one page. */
    popular({ pageSize, page }: TPopularInfluencersParams): Promise<string> {
      return respond(
        { key: 'popular', pageSize, page },
        async (version) => {
          const listing = await listingAt(version);
          const { count } = listing.search(
            EVERYONE,
            ORDERS[SortOrder.Relevance],
            { limit: 0, offset: 0 },
            COUNTED_UP_TO,
          );
          const cards = await popularPage(db, { limit: pageSize, offset: page * pageSize });
          return { counted: count, items: cards.map((card) => JSON.stringify(toInfluencerListItem(card))) };
        },
        true,
      );
    },
  };
}
