/**
 * Offline marker (spec §4): shown when the influencer is not featured and has no last login, or last logged in
 * more than OFFLINE_AFTER_DAYS days ago. Featured is never offline.
 *
 * Decisions the spec leaves open:
 * - 'More than 90 days' is strict: exactly 90 × 24 h before `now` is still online.
 * - A timestamp without a zone ('2025-01-05T10:00:00', as databases often return it) is read as UTC, so the
 *   answer does not depend on the browser's time zone. An empty or unparseable value counts as no last login.
 */
import { OFFLINE_AFTER_DAYS } from '../constants/limits';

const DAY_MS = 86_400_000;
const ZONELESS_DATE_TIME = /^\d{4}-\d{2}-\d{2}[T ]\d{2}:\d{2}(:\d{2}(\.\d+)?)?$/;

/** Milliseconds since the epoch of an ISO-like timestamp, or null when absent or unparseable. */
export const parseTimestamp = (value: string | null | undefined): number | null => {
  const text = value?.trim() ?? '';
  if (text === '') return null;
  const iso = ZONELESS_DATE_TIME.test(text) ? `${text.replace(' ', 'T')}Z` : text;
  const ms = Date.parse(iso);
  return Number.isNaN(ms) ? null : ms;
};

export type TPresenceInput = { isFeatured: boolean; lastLoginOn: string | null };

export const isOffline = ({ isFeatured, lastLoginOn }: TPresenceInput, now: Date): boolean => {
  if (isFeatured) return false;
  const lastLogin = parseTimestamp(lastLoginOn);
  if (lastLogin === null) return true;
  return now.getTime() - lastLogin > OFFLINE_AFTER_DAYS * DAY_MS;
};
