import { SortOrder, SpeaksFilter } from '@collably/shared/constants/discovery';
import { GENDER_VALUES, LANGUAGES } from '@collably/shared/constants/profile';
import {
  DEFAULT_FOLLOWER_SLIDER,
  DEFAULT_PRICE_SLIDER,
  FOLLOWER_SLIDER_STEPS,
  PRICE_SLIDER_STEPS,
} from '@collably/shared/constants/ranges';
import { followerRangeById } from '@collably/shared/domain/labels';
import { SEARCH_TEXT_MAX } from '@collably/shared/domain/search-text';

/**
 * The address a painted page is kept under: its path and only the query parameters its render reads, in the
 * form the page itself reads them. Everything else a link may carry (czref, utm_*, fbclid, a cache-buster) paints
 * the same page, so it must not make another render (issue 35: unique query strings flooded the renderer).
 *
 * Of the painted pages (features/site PAGE_MODULES) only the listing reads its query while rendering: the home
 * page, a profile and a blog post read none (a profile's checkout reads its return parameters in an effect, after
 * the paint).
 */
export function paintKey(url: string): string {
  const at = url.indexOf('?');
  const pathname = at === -1 ? url : url.slice(0, at);
  if (pathname !== '/listing' || at === -1) return pathname;
  const query = listingQuery(new URLSearchParams(url.slice(at + 1))).toString();
  return query ? `${pathname}?${query}` : pathname;
}

/** A whole number > 0, or null. */
const positiveId = (raw: string | null): number | null => {
  const n = wholeNumber(raw);
  return n !== null && n > 0 ? n : null;
};

const wholeNumber = (raw: string | null): number | null => {
  if (raw === null || !/^\d+$/.test(raw.trim())) return null;
  const n = Number(raw);
  return Number.isSafeInteger(n) ? n : null;
};

const nearestStep = (steps: readonly number[], value: number): number =>
  steps.reduce(
    (best, step) => (Math.abs(step - value) < Math.abs(best - value) ? step : best),
    steps[0] ?? 0,
  );

/** A slider's bounds when it is on, snapped to its steps and in order; null when off. */
function slider(
  params: URLSearchParams,
  [flag, minKey, maxKey]: readonly [string, string, string],
  steps: readonly number[],
  defaults: { min: number; max: number },
): { min: number; max: number } | null {
  if (params.get(flag) !== 'true') return null;
  const min = nearestStep(steps, wholeNumber(params.get(minKey)) ?? defaults.min);
  const max = nearestStep(steps, wholeNumber(params.get(maxKey)) ?? defaults.max);
  return { min: Math.min(min, max), max: Math.max(min, max) };
}

/**
 * /listing's query as the listing page reads it (apps/web/src/lib/listing-search.ts `parseListingSearch`) and
 * writes it back (`toListingParams`): known parameters only, malformed values dropped, defaults left out, letter
 * case and spaces that do not change the search normalised, one fixed order. first-paint-key.test.ts checks the
 * two agree on random queries.
 */
function listingQuery(params: URLSearchParams): URLSearchParams {
  const out = new URLSearchParams();
  const set = (name: string, value: string | number | null | false) => {
    if (value !== null && value !== false) out.set(name, String(value));
  };
  const followers = slider(
    params,
    ['fsearch', 'fmin', 'fmax'],
    FOLLOWER_SLIDER_STEPS,
    DEFAULT_FOLLOWER_SLIDER,
  );
  const price = slider(params, ['psearch', 'pmin', 'pmax'], PRICE_SLIDER_STEPS, DEFAULT_PRICE_SLIDER);
  const speaks = wholeNumber(params.get('cid'));
  const followerRangeId = positiveId(params.get('f'));
  const gender = params.get('g')?.trim().toLowerCase() ?? '';
  const text = (params.get('q') ?? '').trim().slice(0, SEARCH_TEXT_MAX).trim();
  const languageId = wholeNumber(params.get('lang'));
  const sort = wholeNumber(params.get('sort'));

  set('p', positiveId(params.get('p')));
  set('c', positiveId(params.get('c')));
  set('cid', (speaks === SpeaksFilter.Speaking || speaks === SpeaksFilter.NonSpeaking) && speaks);
  // The slider, when on, is the more precise of the two follower filters.
  set(
    'f',
    !followers && followerRangeId !== null && followerRangeById(followerRangeId) ? followerRangeId : null,
  );
  set('s', positiveId(params.get('s')));
  set('g', (GENDER_VALUES as readonly string[]).includes(gender) && gender);
  set('q', text !== '' && text);
  set('lang', languageId !== null && languageId < LANGUAGES.length && languageId);
  set('v', params.get('v') === '1' && 1);
  set('ads', params.get('ads') === 'true' && 'true');
  if (price) {
    set('psearch', 'true');
    set('pmin', price.min);
    set('pmax', price.max);
  }
  if (followers) {
    set('fsearch', 'true');
    set('fmin', followers.min);
    set('fmax', followers.max);
  }
  set('sort', sort !== null && sort > SortOrder.Relevance && sort <= SortOrder.FollowersHighToLow && sort);
  return out;
}
