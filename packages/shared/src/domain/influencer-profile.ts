/**
 * Pure rules of the influencer profile (spec §5): reading the onboarding form's texts, the age rule, the
 * follower ranges and the page URL, shared by the request schemas, the forms and the demo seed.
 */
import { Platform } from '../constants/platforms';
import { LANGUAGES, UNSET_DOB } from '../constants/profile';
import { FOLLOWER_RANGES, OPEN_FOLLOWER_MAX } from '../constants/ranges';

export type TLanguage = { id: number; name: string };

/** Category ids from '3,7' in the order chosen, repeats dropped; null when one is not a positive whole number. */
export const parseCategoryIds = (text: string | null | undefined): number[] | null => {
  const parts = (text ?? '')
    .split(',')
    .map((p) => p.trim())
    .filter((p) => p !== '');
  const ids = parts.map(Number);
  if (ids.some((id) => !Number.isInteger(id) || id <= 0)) return null;
  return [...new Set(ids)];
};

/** 'yyyy-MM-dd' of a real calendar date, from 'yyyy-MM-dd' or an ISO date-time; null otherwise. */
export const parseDob = (text: string | null | undefined): string | null => {
  const value = (text ?? '').trim();
  if (value === '' || value === UNSET_DOB) return null;
  const match =
    /^(\d{4})-(\d{2})-(\d{2})(?:[T ]\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?(?:Z|[+-]\d{2}:?\d{2})?)?$/.exec(value);
  if (!match) return null;
  const [, y, m, d] = match.map(Number) as [number, number, number, number];
  const date = new Date(Date.UTC(y, m - 1, d));
  const isReal = date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d;
  return isReal && y > 1 ? `${match[1]}-${match[2]}-${match[3]}` : null;
};

/** Whole years between a 'yyyy-MM-dd' birth date and `today` (UTC calendar dates). */
export const ageOn = (dob: string, today: Date): number => {
  const [y, m, d] = dob.split('-').map(Number) as [number, number, number];
  const hadBirthday =
    today.getUTCMonth() + 1 > m || (today.getUTCMonth() + 1 === m && today.getUTCDate() >= d);
  return today.getUTCFullYear() - y - (hadBirthday ? 0 : 1);
};

const LANGUAGE_BY_ID = new Map(LANGUAGES.map((l) => [l.id, l]));
const LANGUAGE_BY_NAME = new Map(LANGUAGES.map((l) => [l.name.toLowerCase(), l]));

/** One of the 23 languages, by id (a name, if given, must agree) or else by name. */
const knownLanguage = (item: unknown): TLanguage | undefined => {
  const { id, name } = (item ?? {}) as { id?: unknown; name?: unknown };
  const named = typeof name === 'string' ? LANGUAGE_BY_NAME.get(name.trim().toLowerCase()) : undefined;
  if (id === undefined || id === null || id === '') return named;
  const language = LANGUAGE_BY_ID.get(Number(id));
  if (name !== undefined && name !== null && language !== named) return undefined;
  return language;
};

/** Languages from their JSON text; each must be one of the 23 by id (name, if given, must agree) or by name. */
export const parseLanguages = (text: string | null | undefined): TLanguage[] | 'empty' | 'invalid' => {
  const value = (text ?? '').trim();
  if (value === '') return 'empty';
  let items: unknown;
  try {
    items = JSON.parse(value);
  } catch {
    return 'invalid';
  }
  if (!Array.isArray(items)) return 'invalid';
  if (items.length === 0) return 'empty';
  const found = new Map<number, TLanguage>();
  for (const item of items as unknown[]) {
    const language = knownLanguage(item);
    if (!language) return 'invalid';
    found.set(language.id, { id: language.id, name: language.name });
  }
  return [...found.values()];
};

/** UGC rights are offered only on Instagram, for a service whose title says it is a reel (spec §5). */
export const canOfferUgc = (platformId: number, title: string): boolean =>
  platformId === Platform.Instagram && /reel/i.test(title);

/**
 * followersCount as stored and answered: the upper bound of the chosen range (spec §5: 'upper
 * bound sent as a number'); the open-ended 10m+ range reads as 1 000 000 000, the listing's own
 * "no upper limit" value.
 */
export const followersCountOf = (followerId: number): number => {
  const range = FOLLOWER_RANGES.find((r) => r.followerId === followerId);
  if (!range) throw new RangeError(`unknown follower range ${followerId}`);
  return range.max ?? OPEN_FOLLOWER_MAX;
};

/** The range a sent upper bound stands for; a count of 10m+ (beyond 10m) is the top range. */
export const followerIdOfUpperBound = (count: number): number | null => {
  const exact = FOLLOWER_RANGES.find((r) => r.max === count);
  if (exact) return exact.followerId;
  const top = FOLLOWER_RANGES[FOLLOWER_RANGES.length - 1];
  return top && count > top.min ? top.followerId : null;
};

/** A page URL as kept: trimmed, a leading '//' removed (spec §5). */
export const normalisePageUrl = (url: string): string =>
  url
    .trim()
    .replace(/^\/\/+/, '')
    .trim();
