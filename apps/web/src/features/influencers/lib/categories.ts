import { MAX_CATEGORIES } from '@collably/shared/constants/limits';

/**
 * Spec §5: at most two categories; picking a third drops the oldest. `next` is the picker's new
 * value with the latest pick last, so keeping the last two drops the oldest.
 */
export const keepLatestCategories = (next: readonly string[]): string[] =>
  next.length > MAX_CATEGORIES ? next.slice(next.length - MAX_CATEGORIES) : [...next];
