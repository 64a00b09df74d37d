import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { TInfluencerListPage, TInfluencerListQuery } from '@collably/shared/schemas/discovery';
import { api } from '@/lib/api-client';
import {
  EMPTY_SEARCH,
  hasFilters,
  toListingParams,
  toListQuery,
  type ListingSearch,
} from '@collably/shared/domain/listing-search';

/**
 * Where a page of the listing comes from (spec §4 'Listing'):
 * - search: the user's search;
 * - fallback: a filtered search found nobody, so the filters were dropped (the sort is kept);
 * - recommended: after the last page of a filtered search, everyone by relevance.
 */
export type ListingSource = 'search' | 'fallback' | 'recommended';
export type ListingPage = TInfluencerListPage & { source: ListingSource };
export type ListingPageParam = { source: ListingSource; page: number };

/** GET /api/influencer/List. The api client throws unless isSuccess is true, so only a success is used. */
export const getInfluencers = async (query: TInfluencerListQuery, signal?: AbortSignal) =>
  (await api.get<TInfluencerListPage>('influencer/List', { query, signal })).data;

const searchOf = (search: ListingSearch, source: ListingSource): ListingSearch => {
  if (source === 'recommended') return EMPTY_SEARCH;
  if (source === 'fallback') return { ...EMPTY_SEARCH, sort: search.sort };
  return search;
};

export async function fetchListingPage(
  search: ListingSearch,
  { source, page }: ListingPageParam,
  signal?: AbortSignal,
): Promise<ListingPage> {
  const result = await getInfluencers(toListQuery(searchOf(search, source), page), signal);
  if (source === 'search' && page === 0 && result.influencers.length === 0 && hasFilters(search)) {
    return fetchListingPage(search, { source: 'fallback', page: 0 }, signal);
  }
  return { ...result, source };
}

/** The next page of the same list; after a filtered search's last page, the recommendations. */
export function nextListingPage(last: ListingPage, search: ListingSearch): ListingPageParam | undefined {
  if (last.influencers.length > 0 && last.currentPage + 1 < last.totalPages) {
    return { source: last.source, page: last.currentPage + 1 };
  }
  if (last.source === 'search' && hasFilters(search)) return { source: 'recommended', page: 0 };
  return undefined;
}

const FIRST_PAGE: ListingPageParam = { source: 'search', page: 0 };

/** A new search (or sort) is a new key, so it starts again at page 0 with no recommendations. */
export const influencerListingQuery = (search: ListingSearch) =>
  infiniteQueryOptions({
    queryKey: ['influencers', 'list', toListingParams({ ...search, isAdvanced: false }).toString()],
    queryFn: ({ pageParam, signal }) => fetchListingPage(search, pageParam, signal),
    initialPageParam: FIRST_PAGE,
    getNextPageParam: (last) => nextListingPage(last, search),
  });

export const useInfluencerListing = (search: ListingSearch) =>
  useInfiniteQuery(influencerListingQuery(search));
