import { SortOrder, SpeaksFilter, type TSortOrder, type TSpeaksFilter } from '../constants/discovery';
import { GENDER_VALUES, LANGUAGES } from '../constants/profile';
import { SEARCH_TEXT_MAX } from './search-text';
import {
  DEFAULT_FOLLOWER_SLIDER,
  DEFAULT_PRICE_SLIDER,
  FOLLOWER_RANGES,
  FOLLOWER_SLIDER_STEPS,
  OPEN_FOLLOWER_MAX,
  OPEN_PRICE_MAX,
  PRICE_RANGES,
  PRICE_SLIDER_STEPS,
} from '../constants/ranges';
import { followerRangeById, followerSliderLabel, priceSliderLabel } from './labels';
import type { TInfluencerListQuery } from '../schemas/discovery';

/**
 * The listing's search (spec §2 'Listing', §3 'Search criteria') and its two outside forms: the
 * query string of /listing (p, c, cid, f, s, g, ads, psearch/pmin/pmax, fsearch/fmin/fmax, plus
 * sort, issue 13's q for the free text and lang for the language, issue 18's v=1 for verified only) and the query of GET /api/influencer/List. Home, the search bar and the listing share it,
 * so a search made anywhere reads the same everywhere.
 *
 * Choices the spec leaves open:
 * - The follower range select (f) and the follower slider (fsearch) set the same filter: picking a
 *   range clears the slider and moving the slider clears the range, so at most one is active.
 * - The price range select has no query parameter of its own: a range is the price slider set to
 *   that range's bounds (every range bound is a slider step).
 * - Unknown or malformed values in the query string are ignored, never an error page.
 */

export type Gender = (typeof GENDER_VALUES)[number];
/** A slider filter: the chosen bounds, and whether the user has moved it (only then is it sent). */
export type SliderFilter = { isActive: boolean; min: number; max: number };

export type ListingSearch = {
  platformId: number | null;
  categoryId: number | null;
  /** The spec's 'city' criterion: tag 1 'Speaks', sent as the City parameter. */
  speaks: TSpeaksFilter;
  followerRangeId: number | null;
  stateId: number | null;
  gender: Gender | null;
  /** Free text: names, handles and category words (issue 13). */
  text: string;
  /** A language id of spec §3 (0-22). */
  languageId: number | null;
  /** Only influencers with a verified social account (issue 18): `v=1`, sent as Verified=1. */
  isVerifiedOnly: boolean;
  isAdvanced: boolean;
  price: SliderFilter;
  followers: SliderFilter;
  sort: TSortOrder;
};

export const PRICE_SLIDER_TOP = PRICE_SLIDER_STEPS[PRICE_SLIDER_STEPS.length - 1];
export const FOLLOWER_SLIDER_TOP = FOLLOWER_SLIDER_STEPS[FOLLOWER_SLIDER_STEPS.length - 1];

export const EMPTY_SEARCH: ListingSearch = {
  platformId: null,
  categoryId: null,
  speaks: SpeaksFilter.All,
  followerRangeId: null,
  stateId: null,
  gender: null,
  text: '',
  languageId: null,
  isVerifiedOnly: false,
  isAdvanced: false,
  price: { isActive: false, ...DEFAULT_PRICE_SLIDER },
  followers: { isActive: false, ...DEFAULT_FOLLOWER_SLIDER },
  sort: SortOrder.Relevance,
};

/** A whole number > 0, or null. */
const positiveId = (raw: string | null): number | null => {
  if (raw === null || !/^\d+$/.test(raw.trim())) return null;
  const n = Number(raw);
  return Number.isSafeInteger(n) && n > 0 ? n : null;
};

const wholeNumber = (raw: string | null): number | null => {
  if (raw === null || !/^\d+$/.test(raw.trim())) return null;
  const n = Number(raw);
  return Number.isSafeInteger(n) ? n : null;
};

/** The index of the step nearest to `value` (values past the top, like the open sentinels, are the top). */
export const nearestStepIndex = (steps: readonly number[], value: number): number => {
  let best = 0;
  steps.forEach((step, i) => {
    if (Math.abs(step - value) < Math.abs(steps[best] - value)) best = i;
  });
  return best;
};

const snap = (steps: readonly number[], value: number) => steps[nearestStepIndex(steps, value)];

/** A slider filter from its query parameters; bounds snap to the slider's steps, in order. */
function readSlider(
  params: URLSearchParams,
  [flag, minKey, maxKey]: readonly [string, string, string],
  steps: readonly number[],
  defaults: { min: number; max: number },
): SliderFilter {
  if (params.get(flag) !== 'true') return { isActive: false, ...defaults };
  const min = snap(steps, wholeNumber(params.get(minKey)) ?? defaults.min);
  const max = snap(steps, wholeNumber(params.get(maxKey)) ?? defaults.max);
  // Equal bounds are a single step: at the top, '100k+' or '10m+' (the open ranges of the selects).
  return { isActive: true, min: Math.min(min, max), max: Math.max(min, max) };
}

const PRICE_KEYS = ['psearch', 'pmin', 'pmax'] as const;
const FOLLOWER_KEYS = ['fsearch', 'fmin', 'fmax'] as const;

/** /listing's query string → search. */
export function parseListingSearch(params: URLSearchParams): ListingSearch {
  const speaks = wholeNumber(params.get('cid'));
  const followerRangeId = positiveId(params.get('f'));
  const gender = params.get('g')?.trim().toLowerCase() ?? '';
  const sort = wholeNumber(params.get('sort'));
  const languageId = wholeNumber(params.get('lang'));
  const followers = readSlider(params, FOLLOWER_KEYS, FOLLOWER_SLIDER_STEPS, DEFAULT_FOLLOWER_SLIDER);
  return {
    platformId: positiveId(params.get('p')),
    categoryId: positiveId(params.get('c')),
    speaks:
      speaks === SpeaksFilter.Speaking || speaks === SpeaksFilter.NonSpeaking ? speaks : SpeaksFilter.All,
    // The slider, when moved, is the more precise of the two follower filters.
    followerRangeId:
      followers.isActive || followerRangeId === null || !followerRangeById(followerRangeId)
        ? null
        : followerRangeId,
    stateId: positiveId(params.get('s')),
    gender: (GENDER_VALUES as readonly string[]).includes(gender) ? (gender as Gender) : null,
    text: (params.get('q') ?? '').trim().slice(0, SEARCH_TEXT_MAX),
    languageId: languageId !== null && languageId < LANGUAGES.length ? languageId : null,
    isVerifiedOnly: params.get('v') === '1',
    isAdvanced: params.get('ads') === 'true',
    price: readSlider(params, PRICE_KEYS, PRICE_SLIDER_STEPS, DEFAULT_PRICE_SLIDER),
    followers,
    sort:
      sort !== null && sort >= SortOrder.Relevance && sort <= SortOrder.FollowersHighToLow
        ? (sort as TSortOrder)
        : SortOrder.Relevance,
  };
}

/** Search → /listing's query string (only what differs from "everything"). */
export function toListingParams(search: ListingSearch): URLSearchParams {
  const params = new URLSearchParams();
  if (search.platformId) params.set('p', String(search.platformId));
  if (search.categoryId) params.set('c', String(search.categoryId));
  if (search.speaks !== SpeaksFilter.All) params.set('cid', String(search.speaks));
  if (search.followerRangeId) params.set('f', String(search.followerRangeId));
  if (search.stateId) params.set('s', String(search.stateId));
  if (search.gender) params.set('g', search.gender);
  if (search.text.trim()) params.set('q', search.text.trim());
  if (search.languageId !== null) params.set('lang', String(search.languageId));
  if (search.isVerifiedOnly) params.set('v', '1');
  if (search.isAdvanced) params.set('ads', 'true');
  if (search.price.isActive) {
    params.set('psearch', 'true');
    params.set('pmin', String(search.price.min));
    params.set('pmax', String(search.price.max));
  }
  if (search.followers.isActive) {
    params.set('fsearch', 'true');
    params.set('fmin', String(search.followers.min));
    params.set('fmax', String(search.followers.max));
  }
  if (search.sort !== SortOrder.Relevance) params.set('sort', String(search.sort));
  return params;
}

/** '/listing' or '/listing?p=4&c=2…'. */
export const listingPath = (search: ListingSearch): string => {
  const query = toListingParams(search).toString();
  return query ? `/listing?${query}` : '/listing';
};

/** The follower bounds a search asks for, as sent (the top slider step and the 10m+ range are open). */
export function followerBounds(search: ListingSearch): { min: number; max: number } | null {
  if (search.followers.isActive) {
    const { min, max } = search.followers;
    return { min, max: max >= FOLLOWER_SLIDER_TOP ? OPEN_FOLLOWER_MAX : max };
  }
  const range = search.followerRangeId ? followerRangeById(search.followerRangeId) : undefined;
  return range ? { min: range.min, max: range.max ?? OPEN_FOLLOWER_MAX } : null;
}

/** The price bounds a search asks for, as sent (100k and beyond is open). */
export function priceBounds(search: ListingSearch): { min: number; max: number } | null {
  if (!search.price.isActive) return null;
  const { min, max } = search.price;
  return { min, max: max >= PRICE_SLIDER_TOP ? OPEN_PRICE_MAX : max };
}

/** True when the search narrows the list at all (sort does not). */
export const hasFilters = (search: ListingSearch): boolean =>
  search.platformId !== null ||
  search.categoryId !== null ||
  search.speaks !== SpeaksFilter.All ||
  search.stateId !== null ||
  search.gender !== null ||
  search.text.trim() !== '' ||
  search.languageId !== null ||
  search.isVerifiedOnly ||
  followerBounds(search) !== null ||
  priceBounds(search) !== null;

/** Search → GET /api/influencer/List parameters for one page. */
export function toListQuery(search: ListingSearch, page: number): TInfluencerListQuery {
  const followers = followerBounds(search);
  const price = priceBounds(search);
  return {
    Platform: search.platformId ?? undefined,
    Category: search.categoryId ?? undefined,
    FollowersMin: followers?.min,
    FollowersMax: followers?.max,
    PriceMin: price?.min,
    PriceMax: price?.max,
    Gender: search.gender ?? undefined,
    State: search.stateId ?? undefined,
    City: search.speaks === SpeaksFilter.All ? undefined : search.speaks,
    Search: search.text.trim() || undefined,
    Language: search.languageId ?? undefined,
    Verified: search.isVerifiedOnly ? 1 : undefined,
    SortOrder: search.sort === SortOrder.Relevance ? undefined : search.sort,
    Page: page,
  };
}

/** The price range of the select that matches the price slider exactly, if any. */
export const priceRangeIdOf = (price: SliderFilter): number | null =>
  price.isActive
    ? (PRICE_RANGES.find((r) => r.min === price.min && (r.max ?? PRICE_SLIDER_TOP) === price.max)?.priceId ??
      null)
    : null;

/** The price slider set to a price range's bounds, or back to its defaults for "any price". */
export function priceSliderFor(priceId: number | null): SliderFilter {
  const range = PRICE_RANGES.find((r) => r.priceId === priceId);
  return range
    ? { isActive: true, min: range.min, max: range.max ?? PRICE_SLIDER_TOP }
    : { isActive: false, ...DEFAULT_PRICE_SLIDER };
}

/** What the follower slider shows: the slider when moved, else the chosen range's bounds, else defaults. */
export function followerSliderShown(search: ListingSearch): SliderFilter {
  if (search.followers.isActive) return search.followers;
  const range = search.followerRangeId ? followerRangeById(search.followerRangeId) : undefined;
  return range ? { isActive: true, min: range.min, max: range.max ?? FOLLOWER_SLIDER_TOP } : search.followers;
}

/** '₹500 – ₹1k', '₹50k – ₹100k+', '₹100k+' (spec §5 labels). */
export const priceRangeLabel = ({ min, max }: { min: number; max: number }): string =>
  min === max ? `₹${priceSliderLabel(min)}` : `₹${priceSliderLabel(min)} – ₹${priceSliderLabel(max)}`;

/** '5k – 100k', '1m – 10m+', '10m+' (spec §5 labels). */
export const followerRangeLabel = ({ min, max }: { min: number; max: number }): string =>
  min === max ? followerSliderLabel(min) : `${followerSliderLabel(min)} – ${followerSliderLabel(max)}`;

/** The follower range select's options (spec §3 list). */
export const FOLLOWER_RANGE_OPTIONS = FOLLOWER_RANGES.map((r) => ({
  value: String(r.followerId),
  label: r.followerRange,
}));

/** The price range select's options (spec §3 list). */
export const PRICE_RANGE_OPTIONS = PRICE_RANGES.map((r) => ({
  value: String(r.priceId),
  label: r.priceRange,
}));
