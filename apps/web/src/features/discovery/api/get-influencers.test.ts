import { beforeEach, describe, expect, it, vi } from 'vitest';
import { SortOrder } from '@collably/shared/constants/discovery';
import type { TInfluencerListPage, TInfluencerListQuery } from '@collably/shared/schemas/discovery';
import { EMPTY_SEARCH, type ListingSearch } from '@collably/shared/domain/listing-search';
import { fetchListingPage, nextListingPage, type ListingPage } from './get-influencers';

const get = vi.hoisted(() => vi.fn());
vi.mock('@/lib/api-client', () => ({ api: { get } }));

const person = (userName: string, i = 0) => ({
  userId: i + 1,
  userName,
  name: userName,
  profilePic: null,
  tags: '[]',
  socialAccountFollowers: [],
  isFeatured: false,
  isVerified: false,
  lastLoginOn: null,
  price: 500,
  categoryName: 'Fashion',
  rating: null,
  ratingCount: 0,
});
const pageOf = (currentPage: number, totalPages: number, names: string[]): TInfluencerListPage => ({
  currentPage,
  totalPages,
  totalCount: names.length,
  totalIsCapped: false,
  influencers: names.map(person),
});
const queries = () => get.mock.calls.map(([, options]) => (options as { query: TInfluencerListQuery }).query);

const filtered: ListingSearch = { ...EMPTY_SEARCH, platformId: 4, sort: SortOrder.PriceLowToHigh };

describe('the listing pages (spec §4)', () => {
  beforeEach(() => get.mockReset());

  it('fetches a page of the search', async () => {
    get.mockResolvedValueOnce({ isSuccess: true, data: pageOf(1, 3, ['a', 'b']) });
    const page = await fetchListingPage(filtered, { source: 'search', page: 1 });
    expect(page).toMatchObject({ source: 'search', currentPage: 1, totalPages: 3 });
    expect(get).toHaveBeenCalledWith('influencer/List', expect.anything());
    expect(queries()).toEqual([{ Platform: 4, SortOrder: 1, Page: 1 }]);
  });

  it('drops the filters when a filtered search finds nobody, keeping the sort', async () => {
    get
      .mockResolvedValueOnce({ isSuccess: true, data: pageOf(0, 0, []) })
      .mockResolvedValueOnce({ isSuccess: true, data: pageOf(0, 4, ['a']) });
    const page = await fetchListingPage(filtered, { source: 'search', page: 0 });
    expect(page.source).toBe('fallback');
    expect(page.influencers).toHaveLength(1);
    expect(queries()).toEqual([
      { Platform: 4, SortOrder: 1, Page: 0 },
      { SortOrder: 1, Page: 0 },
    ]);
  });

  it('does not fall back for an unfiltered search (nobody is listed at all)', async () => {
    get.mockResolvedValueOnce({ isSuccess: true, data: pageOf(0, 0, []) });
    expect((await fetchListingPage(EMPTY_SEARCH, { source: 'search', page: 0 })).source).toBe('search');
    expect(get).toHaveBeenCalledTimes(1);
  });

  it('reads recommendations unfiltered, by relevance', async () => {
    get.mockResolvedValueOnce({ isSuccess: true, data: pageOf(2, 4, ['a']) });
    await fetchListingPage(filtered, { source: 'recommended', page: 2 });
    expect(queries()).toEqual([{ Page: 2 }]);
  });

  it('passes on the failure of an unsuccessful answer instead of using it', async () => {
    get.mockRejectedValueOnce(new Error('Page must be between 0 and 100000'));
    await expect(fetchListingPage(filtered, { source: 'search', page: 0 })).rejects.toThrow('Page must be');
  });

  const at = (source: ListingPage['source'], currentPage: number, totalPages: number): ListingPage => ({
    ...pageOf(currentPage, totalPages, ['x']),
    source,
  });

  it('pages through the search, then the recommendations after a filtered search', () => {
    expect(nextListingPage(at('search', 0, 3), filtered)).toEqual({ source: 'search', page: 1 });
    expect(nextListingPage(at('search', 2, 3), filtered)).toEqual({ source: 'recommended', page: 0 });
    expect(nextListingPage(at('recommended', 0, 4), filtered)).toEqual({ source: 'recommended', page: 1 });
    expect(nextListingPage(at('recommended', 3, 4), filtered)).toBeUndefined();
  });

  it('ends an unfiltered search and a fallback on their last page', () => {
    expect(nextListingPage(at('search', 3, 4), EMPTY_SEARCH)).toBeUndefined();
    expect(
      nextListingPage(at('search', 3, 4), { ...EMPTY_SEARCH, sort: SortOrder.PriceHighToLow }),
    ).toBeUndefined();
    expect(nextListingPage(at('fallback', 0, 2), filtered)).toEqual({ source: 'fallback', page: 1 });
    expect(nextListingPage(at('fallback', 1, 2), filtered)).toBeUndefined();
  });
});
