import {
  RATING_BOOST_MS_PER_STAR,
  RATING_PRIOR_MEAN,
  RATING_PRIOR_WEIGHT,
  REVIEW_WINDOW_DAYS,
} from '../constants/reviews';
import { DAY_MS } from './collab-status';

/** The average of `count` ratings adding up to `sum`, to one decimal; null when there are none. */
export function averageRating(sum: number, count: number): number | null {
  if (count <= 0) return null;
  return Math.round((sum / count) * 10) / 10;
}

/**
 * What a rating adds to the listing's relevance, in milliseconds of last-login recency (see
 * constants/reviews): the Bayesian average's distance from the prior, so no reviews add nothing, a few
 * good ones a little, many excellent ones up to (5 − prior) × RATING_BOOST_MS_PER_STAR. Whole milliseconds.
 */
export function ratingRelevanceBoostMs(sum: number, count: number): number {
  if (count <= 0) return 0;
  const bayesian = (RATING_PRIOR_MEAN * RATING_PRIOR_WEIGHT + sum) / (RATING_PRIOR_WEIGHT + count);
  return Math.round((bayesian - RATING_PRIOR_MEAN) * RATING_BOOST_MS_PER_STAR);
}

/** When a collab completed at `completedOn` stops taking reviews, and its lone reviews become visible. */
export const reviewWindowEnd = (completedOn: Date): Date =>
  new Date(completedOn.getTime() + REVIEW_WINDOW_DAYS * DAY_MS);
