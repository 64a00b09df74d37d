#!/usr/bin/env node
// The `listing mixed` load of `npm run bench`, run by scripts/bench.mjs in its own process:
//   node scripts/bench-listing-mixed.mjs <listing URL> <connections> <seconds> <seed>
// Every request is a different realistic search on /api/influencer/List (spec §3, §7), drawn from a
// PRNG seeded with <seed>, so two runs with the same seed send the same searches. Prints
// autocannon's JSON result, like `autocannon -j`.
import { pathToFileURL } from 'node:url';
import autocannon from 'autocannon';

/** Slider steps and open-ended sentinels of packages/shared/src/constants/ranges.ts. */
const PRICE_STEPS = [500, 1_000, 2_000, 5_000, 10_000, 25_000, 50_000, 75_000, 100_000];
const FOLLOWER_STEPS = [5_000, 10_000, 50_000, 100_000, 500_000, 1_000_000, 5_000_000, 10_000_000];
const OPEN_PRICE_MAX = 10_000_000;
const OPEN_FOLLOWER_MAX = 1_000_000_000;
/** Ids as the bench seed creates them: platforms of constants/platforms, 22 categories, 36 states. */
const PLATFORMS = [1, 3, 4, 5];
const CATEGORIES = 22;
const STATES = 36;
const LANGUAGES = 23;
/** What people type: first and last names of the bench seed, half-typed names, category words, misspellings. */
const SEARCH_WORDS = [
  'priya',
  'rahul',
  'ananya sharma',
  'kavya nair',
  'sharma',
  'iyer',
  'patel',
  'kaur',
  'arj',
  'sne',
  'fashion',
  'food',
  'travel',
  'beauty',
  'fitness',
  'tech',
  'rahul verma',
  'meera',
  'zoya khan',
  'malhotra',
  'priyaa',
  'sharmaa',
  'kulkarnee',
  'xyz',
];

/** mulberry32, as in the bench seed. */
function prng(seed) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Each filter is set on some searches only, as a person narrows a search step by step. */
export function listingSearches(seed) {
  const random = prng(seed);
  const int = (n) => Math.floor(random() * n);
  const pick = (list) => list[int(list.length)];
  const chance = (p) => random() < p;
  /** A slider range: a lower step and a higher step, or the open top. */
  const range = (steps, openMax) => {
    const low = int(steps.length);
    const high = low + 1 + int(steps.length - low);
    return [steps[low], high >= steps.length ? openMax : steps[high]];
  };
  return () => {
    const q = new URLSearchParams();
    if (chance(0.5)) q.set('Platform', String(pick(PLATFORMS)));
    if (chance(0.5)) q.set('Category', String(1 + int(CATEGORIES)));
    if (chance(0.4)) {
      const [min, max] = range(PRICE_STEPS, OPEN_PRICE_MAX);
      q.set('PriceMin', String(min));
      q.set('PriceMax', String(max));
    }
    if (chance(0.4)) {
      const [min, max] = range(FOLLOWER_STEPS, OPEN_FOLLOWER_MAX);
      q.set('FollowersMin', String(min));
      q.set('FollowersMax', String(max));
    }
    if (chance(0.3)) q.set('State', String(1 + int(STATES)));
    if (chance(0.2)) q.set('Language', String(int(LANGUAGES)));
    if (chance(0.2)) q.set('Search', pick(SEARCH_WORDS));
    q.set('SortOrder', String(int(5)));
    // Most people stay on the first pages; some page deep.
    q.set('Page', String(chance(0.5) ? int(10) : int(201)));
    return `/api/influencer/List?${q}`;
  };
}

// Run as a script (not when another script imports listingSearches).
if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const [url, connections, seconds, seed] = process.argv.slice(2);
  const next = listingSearches(Number(seed));
  const result = await autocannon({
    url,
    connections: Number(connections),
    duration: Number(seconds),
    requests: [{ method: 'GET', setupRequest: (request) => ({ ...request, path: next() }) }],
  });
  process.stdout.write(JSON.stringify(result));
}
