/**
 * Double-blind reviews (issue 19 part 2): after a collab is complete, its brand and its influencer each
 * rate the other once, within REVIEW_WINDOW_DAYS of completion. Neither sees the other's review until both
 * have written theirs or the window closes.
 */
export const REVIEW_WINDOW_DAYS = 14;
export const REVIEW_STARS_MIN = 1;
export const REVIEW_STARS_MAX = 5;
export const REVIEW_TEXT_MIN = 10;
export const REVIEW_TEXT_MAX = 1000;
export const REPORT_REASON_MIN = 5;
export const REPORT_REASON_MAX = 500;

/** Who wrote a review: the collab's brand (about the influencer) or its influencer (about the brand). */
export const ReviewSide = { Brand: 'brand', Influencer: 'influencer' } as const;
export type TReviewSide = (typeof ReviewSide)[keyof typeof ReviewSide];
export const REVIEW_SIDES = Object.values(ReviewSide);

/**
 * The listing's relevance counts a rating as a Bayesian average: RATING_PRIOR_WEIGHT imagined reviews of
 * RATING_PRIOR_MEAN stars are added to the real ones, so one 5-star review moves an influencer little and many
 * move them more. Each star above (or below) the prior is worth RATING_BOOST_MS_PER_STAR of last-login
 * recency: a modest factor beside 'recently active first', and far below the featured weight.
 */
export const RATING_PRIOR_MEAN = 3.5;
export const RATING_PRIOR_WEIGHT = 5;
export const RATING_BOOST_MS_PER_STAR = 2 * 86_400_000;
