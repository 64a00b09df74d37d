import { describe, expect, it } from 'vitest';
import { SortOrder, SpeaksFilter } from '../constants/discovery';
import {
  DEFAULT_FOLLOWER_SLIDER,
  DEFAULT_PRICE_SLIDER,
  FOLLOWER_SLIDER_STEPS,
  OPEN_FOLLOWER_MAX,
  OPEN_PRICE_MAX,
  PRICE_SLIDER_STEPS,
} from '../constants/ranges';
import { followerSliderLabel, priceSliderLabel } from './labels';
import { ZInfluencerListQuery } from '../schemas/discovery';
import {
  EMPTY_SEARCH,
  followerRangeLabel,
  followerSliderShown,
  hasFilters,
  listingPath,
  parseListingSearch,
  priceRangeIdOf,
  priceRangeLabel,
  priceSliderFor,
  toListingParams,
  toListQuery,
  type ListingSearch,
} from './listing-search';

const parse = (query: string) => parseListingSearch(new URLSearchParams(query));

describe('reading /listing query parameters', () => {
  it('reads nothing as the unfiltered search with the slider defaults', () => {
    expect(parse('')).toEqual(EMPTY_SEARCH);
    expect(EMPTY_SEARCH.price).toEqual({ isActive: false, min: 500, max: 1_000 });
    expect(EMPTY_SEARCH.followers).toEqual({ isActive: false, min: 5_000, max: 100_000 });
  });

  it('reads every parameter of spec §2', () => {
    expect(
      parse(
        'p=4&c=7&cid=1&f=3&s=12&g=female&ads=true&psearch=true&pmin=1000&pmax=5000&sort=1&q=priya+nair&lang=6&v=1',
      ),
    ).toEqual<ListingSearch>({
      platformId: 4,
      categoryId: 7,
      speaks: SpeaksFilter.Speaking,
      followerRangeId: 3,
      stateId: 12,
      gender: 'female',
      text: 'priya nair',
      languageId: 6,
      isVerifiedOnly: true,
      isAdvanced: true,
      price: { isActive: true, min: 1_000, max: 5_000 },
      followers: { isActive: false, ...DEFAULT_FOLLOWER_SLIDER },
      sort: SortOrder.PriceLowToHigh,
    });
  });

  it('reads the follower slider, which wins over a follower range', () => {
    const search = parse('f=2&fsearch=true&fmin=10000&fmax=5000000');
    expect(search.followers).toEqual({ isActive: true, min: 10_000, max: 5_000_000 });
    expect(search.followerRangeId).toBeNull();
  });

  it('reads the free text and the language (issue 13), ignoring a language out of range', () => {
    expect(parse('q=%20Zo%C3%AB%20').text).toBe('Zoë');
    expect(parse(`q=${'x'.repeat(80)}`).text).toHaveLength(60);
    expect(parse('lang=0').languageId).toBe(0);
    expect(parse('lang=23').languageId).toBeNull();
    expect(parse('lang=hindi').languageId).toBeNull();
    const search = { ...EMPTY_SEARCH, text: 'zoe', languageId: 0 };
    expect(toListingParams(search).toString()).toBe('q=zoe&lang=0');
    expect(toListQuery(search, 0)).toMatchObject({ Search: 'zoe', Language: 0 });
    expect(hasFilters(search)).toBe(true);
  });

  it('reads and writes Verified only as v=1, sent as Verified=1 (issue 18)', () => {
    expect(parse('v=1').isVerifiedOnly).toBe(true);
    expect(parse('v=0').isVerifiedOnly).toBe(false);
    const search = { ...EMPTY_SEARCH, isVerifiedOnly: true };
    expect(toListingParams(search).toString()).toBe('v=1');
    expect(toListQuery(search, 0)).toEqual({ Verified: 1, Page: 0 });
    expect(hasFilters(search)).toBe(true);
  });

  it('reads the speaks filter 0, 1 and 2 (cid)', () => {
    expect(parse('cid=0').speaks).toBe(SpeaksFilter.All);
    expect(parse('cid=1').speaks).toBe(SpeaksFilter.Speaking);
    expect(parse('cid=2').speaks).toBe(SpeaksFilter.NonSpeaking);
  });

  it('ignores a slider whose flag is not true, whatever its bounds', () => {
    expect(parse('pmin=2000&pmax=5000').price).toEqual({ isActive: false, ...DEFAULT_PRICE_SLIDER });
    expect(parse('fsearch=false&fmin=10000&fmax=50000').followers.isActive).toBe(false);
  });

  it('takes the slider defaults for missing bounds and snaps odd bounds to the steps', () => {
    expect(parse('psearch=true').price).toEqual({ isActive: true, min: 500, max: 1_000 });
    expect(parse('fsearch=true').followers).toEqual({ isActive: true, min: 5_000, max: 100_000 });
    expect(parse('psearch=true&pmin=1100&pmax=4200').price).toEqual({
      isActive: true,
      min: 1_000,
      max: 5_000,
    });
    // Swapped bounds are put in order; equal bounds are one step ('100k+' at the top).
    expect(parse('psearch=true&pmin=5000&pmax=1000').price).toEqual({
      isActive: true,
      min: 1_000,
      max: 5_000,
    });
    expect(parse('psearch=true&pmin=2000&pmax=2000').price).toEqual({
      isActive: true,
      min: 2_000,
      max: 2_000,
    });
    expect(parse(`psearch=true&pmin=100000&pmax=${OPEN_PRICE_MAX}`).price).toEqual({
      isActive: true,
      min: 100_000,
      max: 100_000,
    });
  });

  it('reads the open sentinels back as the top slider steps', () => {
    expect(parse(`psearch=true&pmin=500&pmax=${OPEN_PRICE_MAX}`).price.max).toBe(100_000);
    expect(parse(`fsearch=true&fmin=5000&fmax=${OPEN_FOLLOWER_MAX}`).followers.max).toBe(10_000_000);
  });

  it('ignores malformed and unknown values instead of failing', () => {
    expect(
      parse('p=abc&c=-3&cid=7&f=99&s=0&g=robot&ads=yes&psearch=true&pmin=x&pmax=&sort=9'),
    ).toEqual<ListingSearch>({ ...EMPTY_SEARCH, price: { isActive: true, ...DEFAULT_PRICE_SLIDER } });
    expect(parse('p=1.5&c=2e3').platformId).toBeNull();
    expect(parse('g=Male').gender).toBe('male');
  });
});

describe('writing the search back to the query string', () => {
  const searches: ListingSearch[] = [
    EMPTY_SEARCH,
    { ...EMPTY_SEARCH, platformId: 3, categoryId: 2, isAdvanced: true },
    { ...EMPTY_SEARCH, followerRangeId: 8, speaks: SpeaksFilter.NonSpeaking, gender: 'male', stateId: 4 },
    { ...EMPTY_SEARCH, price: priceSliderFor(9) },
    {
      ...EMPTY_SEARCH,
      price: { isActive: true, min: 2_000, max: 100_000 },
      followers: { isActive: true, min: 50_000, max: 10_000_000 },
      sort: SortOrder.FollowersHighToLow,
    },
  ];

  it.each(searches.map((s) => [listingPath(s), s] as const))('round-trips %s', (_path, search) => {
    expect(parseListingSearch(toListingParams(search))).toEqual(search);
  });

  it('writes the spec parameter names, leaving out what is not chosen', () => {
    expect(listingPath(EMPTY_SEARCH)).toBe('/listing');
    expect(
      listingPath({
        ...EMPTY_SEARCH,
        platformId: 4,
        categoryId: 1,
        isAdvanced: true,
        price: { isActive: true, min: 500, max: 2_000 },
      }),
    ).toBe('/listing?p=4&c=1&ads=true&psearch=true&pmin=500&pmax=2000');
    expect(
      toListingParams({
        ...EMPTY_SEARCH,
        followers: { isActive: true, min: 10_000, max: 50_000 },
      }).toString(),
    ).toBe('fsearch=true&fmin=10000&fmax=50000');
  });
});

describe('the API query of a search', () => {
  it('sends nothing but the page for the unfiltered search', () => {
    expect(toListQuery(EMPTY_SEARCH, 0)).toEqual({ Page: 0 });
    expect(hasFilters(EMPTY_SEARCH)).toBe(false);
    // Sort orders, it does not filter.
    expect(hasFilters({ ...EMPTY_SEARCH, sort: SortOrder.PriceHighToLow })).toBe(false);
  });

  it('sends a follower maximum of 10m or more as 1 000 000 000 and a price maximum of 100k or more as 10 000 000', () => {
    const query = toListQuery(
      {
        ...EMPTY_SEARCH,
        price: { isActive: true, min: 50_000, max: 100_000 },
        followers: { isActive: true, min: 1_000_000, max: 10_000_000 },
      },
      2,
    );
    expect(query).toEqual({
      PriceMin: 50_000,
      PriceMax: OPEN_PRICE_MAX,
      FollowersMin: 1_000_000,
      FollowersMax: OPEN_FOLLOWER_MAX,
      Page: 2,
    });
    expect(OPEN_PRICE_MAX).toBe(10_000_000);
    expect(OPEN_FOLLOWER_MAX).toBe(1_000_000_000);
  });

  it('sends slider bounds below the top as they are', () => {
    expect(
      toListQuery(
        {
          ...EMPTY_SEARCH,
          price: { isActive: true, min: 500, max: 75_000 },
          followers: { isActive: true, min: 5_000, max: 5_000_000 },
        },
        0,
      ),
    ).toMatchObject({ PriceMin: 500, PriceMax: 75_000, FollowersMin: 5_000, FollowersMax: 5_000_000 });
  });

  it('sends a follower range as its bounds, the open 10m+ range with the sentinel', () => {
    expect(toListQuery({ ...EMPTY_SEARCH, followerRangeId: 2 }, 0)).toMatchObject({
      FollowersMin: 10_000,
      FollowersMax: 50_000,
    });
    expect(toListQuery({ ...EMPTY_SEARCH, followerRangeId: 8 }, 0)).toMatchObject({
      FollowersMin: 10_000_000,
      FollowersMax: OPEN_FOLLOWER_MAX,
    });
  });

  it('sends every filter under the API parameter names, valid for the server schema', () => {
    const query = toListQuery(
      {
        ...EMPTY_SEARCH,
        platformId: 4,
        categoryId: 3,
        speaks: SpeaksFilter.NonSpeaking,
        stateId: 9,
        gender: 'female',
        sort: SortOrder.FollowersLowToHigh,
      },
      5,
    );
    expect(query).toEqual({
      Platform: 4,
      Category: 3,
      City: 2,
      State: 9,
      Gender: 'female',
      SortOrder: 3,
      Page: 5,
    });
    expect(ZInfluencerListQuery.safeParse(query).success).toBe(true);
  });

  it('does not send an untouched slider', () => {
    expect(toListQuery({ ...EMPTY_SEARCH, price: { isActive: false, min: 2_000, max: 5_000 } }, 0)).toEqual({
      Page: 0,
    });
  });
});

describe('slider labels through the shared rules (spec §5)', () => {
  it('labels every price step with k, the top one 100k+', () => {
    expect(PRICE_SLIDER_STEPS.map(priceSliderLabel)).toEqual([
      '500',
      '1k',
      '2k',
      '5k',
      '10k',
      '25k',
      '50k',
      '75k',
      '100k+',
    ]);
  });

  it('labels every follower step with k and m, the top one 10m+', () => {
    expect(FOLLOWER_SLIDER_STEPS.map(followerSliderLabel)).toEqual([
      '5k',
      '10k',
      '50k',
      '100k',
      '500k',
      '1m',
      '5m',
      '10m+',
    ]);
  });

  it('labels the default ranges as the sliders show them', () => {
    expect(priceRangeLabel(DEFAULT_PRICE_SLIDER)).toBe('₹500 – ₹1k');
    expect(followerRangeLabel(DEFAULT_FOLLOWER_SLIDER)).toBe('5k – 100k');
    expect(followerRangeLabel({ min: 1_000_000, max: 10_000_000 })).toBe('1m – 10m+');
    expect(priceRangeLabel({ min: 75_000, max: 100_000 })).toBe('₹75k – ₹100k+');
    expect(priceRangeLabel({ min: 100_000, max: 100_000 })).toBe('₹100k+');
    expect(followerRangeLabel({ min: 10_000_000, max: 10_000_000 })).toBe('10m+');
  });
});

describe('the range selects and the sliders', () => {
  it('sets the price slider to a price range and finds the range back', () => {
    expect(priceSliderFor(3)).toEqual({ isActive: true, min: 2_000, max: 5_000 });
    expect(priceRangeIdOf(priceSliderFor(3))).toBe(3);
    expect(priceSliderFor(9)).toEqual({ isActive: true, min: 100_000, max: 100_000 });
    expect(toListQuery({ ...EMPTY_SEARCH, price: priceSliderFor(9) }, 0)).toMatchObject({
      PriceMin: 100_000,
      PriceMax: OPEN_PRICE_MAX,
    });
    expect(priceSliderFor(null)).toEqual({ isActive: false, ...DEFAULT_PRICE_SLIDER });
    expect(priceRangeIdOf({ isActive: true, min: 500, max: 5_000 })).toBeNull();
  });

  it('shows a chosen follower range on the follower slider', () => {
    expect(followerSliderShown({ ...EMPTY_SEARCH, followerRangeId: 4 })).toEqual({
      isActive: true,
      min: 100_000,
      max: 500_000,
    });
    expect(followerSliderShown({ ...EMPTY_SEARCH, followerRangeId: 8 })).toEqual({
      isActive: true,
      min: 10_000_000,
      max: 10_000_000,
    });
  });
});
