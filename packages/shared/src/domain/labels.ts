/**
 * Follower and price labels (spec §5 'Labels: 1000 and above k, 1m and above m, 10m and above m+'; 'Follower
 * counts on cards show the lower bound of the matching range plus +').
 *
 * Decisions the spec leaves open:
 * - Fractions keep one decimal and are truncated, never rounded up, so a count is never overstated
 *   (12_590 → '12.5k', 999_999 → '999.9k' rather than '1000k').
 * - There is no 'b': a billion followers reads '1000m'.
 * - Ranges include their lower bound and exclude their upper bound: 10_000 is in '10k-50k'.
 * - Counts below the lowest range (5k; influencers must confirm more than 5k followers) belong to the first range
 *   for filtering, so followerRangeFor is total; a card, which must not overstate, shows such a count as is.
 */
import { FOLLOWER_RANGES, PRICE_SLIDER_STEPS, type TFollowerRange } from '../constants/ranges';

const THOUSAND = 1_000;
const MILLION = 1_000_000;
const TEN_MILLION = 10_000_000;

const assertCount = (n: number): void => {
  if (!Number.isFinite(n) || n < 0) throw new RangeError(`expected a non-negative number, got ${String(n)}`);
};

/** `n / unit` with one truncated decimal, without a trailing '.0'. */
const scaled = (n: number, unit: number): string => {
  const tenths = Math.floor(n / (unit / 10));
  const whole = Math.floor(tenths / 10);
  const fraction = tenths % 10;
  return fraction === 0 ? String(whole) : `${whole}.${fraction}`;
};

/** '950', '12.5k', '1.2m', '10m': follower counts on profile pages. */
export const formatFollowers = (count: number): string => {
  assertCount(count);
  const n = Math.floor(count);
  if (n < THOUSAND) return String(n);
  if (n < MILLION) return `${scaled(n, THOUSAND)}k`;
  return `${scaled(n, MILLION)}m`;
};

/** Slider label: '500', '1k', '50k', '1m', and from 10m on 'm+' ('10m+'). */
export const sliderLabel = (n: number): string => {
  const label = formatFollowers(n);
  return n >= TEN_MILLION ? `${label}+` : label;
};

/** The follower slider's label; its top step 10m shows '10m+'. */
export const followerSliderLabel = (n: number): string => sliderLabel(n);

export const PRICE_SLIDER_MAX: number = PRICE_SLIDER_STEPS[PRICE_SLIDER_STEPS.length - 1] ?? 100_000;

/** The price slider's label (rupees); its top step 100k is open-ended and shows '100k+'. */
export const priceSliderLabel = (rupees: number): string => {
  const label = sliderLabel(rupees);
  return rupees >= PRICE_SLIDER_MAX && !label.endsWith('+') ? `${label}+` : label;
};

/** Reads a label back: '50k' → 50_000, '1.5m' → 1_500_000, '10m+' → 10_000_000, '500' → 500; null if not a label. */
export const parseCompactLabel = (label: string): number | null => {
  const match = /^(\d+(?:\.\d+)?)([km]?)\+?$/i.exec(label.trim());
  if (!match) return null;
  const [, digits = '', suffix = ''] = match;
  const unit = suffix.toLowerCase() === 'k' ? THOUSAND : suffix.toLowerCase() === 'm' ? MILLION : 1;
  const [whole = '0', fraction = ''] = digits.split('.');
  // Integer arithmetic on the written digits: '1.2' × 1m must be exactly 1_200_000.
  const fractionValue = fraction === '' ? 0 : (Number(fraction) * unit) / 10 ** fraction.length;
  return Number(whole) * unit + Math.floor(fractionValue);
};

/** The FOLLOWER_RANGES entry containing `count`; counts below 5k fall in the first range. */
export const followerRangeFor = (count: number): TFollowerRange => {
  assertCount(count);
  const found = FOLLOWER_RANGES.find((r) => count >= r.min && (r.max === null || count < r.max));
  return found ?? FOLLOWER_RANGES[0];
};

export const followerRangeById = (followerId: number): TFollowerRange | undefined =>
  FOLLOWER_RANGES.find((r) => r.followerId === followerId);

/**
 * The one follower label of an account on every screen (cards, profiles): the lower bound of its range plus '+'
 * ('5k+', '10m+'). Cards and profiles once disagreed ('5k+' against '5k-10k') about the same account.
 */
export const followerRangeLabel = (range: TFollowerRange): string => `${formatFollowers(range.min)}+`;

/** The follower label of an account stored with a range id (a profile's social accounts); undefined if unknown. */
export const followerLabelById = (followerId: number): string | undefined => {
  const range = followerRangeById(followerId);
  return range ? followerRangeLabel(range) : undefined;
};

/** Card label from a count: its range's label (23_000 → '10k+'); below 5k the count itself, never overstated. */
export const cardFollowerLabel = (count: number): string => {
  assertCount(count);
  const range = followerRangeFor(count);
  if (count < range.min) return formatFollowers(count);
  return followerRangeLabel(range);
};
