import { z } from 'zod';
import {
  REPORT_REASON_MAX,
  REPORT_REASON_MIN,
  REVIEW_SIDES,
  REVIEW_STARS_MAX,
  REVIEW_STARS_MIN,
  REVIEW_TEXT_MAX,
  REVIEW_TEXT_MIN,
} from '../constants/reviews';
import { ReviewMessages as M } from '../messages/reviews';
import { dbInt, multiLine, ZUserId } from './common';

const ZPositiveId = (message: string) =>
  dbInt(z.number({ error: message }).int(message).positive(message), message);

/** Free text of `min`–`max` characters, trimmed, with its required / too short / too long messages. */
const boundedText = (min: number, max: number, [required, tooShort, tooLong]: [string, string, string]) =>
  multiLine(z.string({ error: required }).trim().min(1, required).min(min, tooShort).max(max, tooLong));

/** POST /api/user/review: the caller's review of the other party of one of their completed collabs. */
export const ZWriteReviewRequest = z.object({
  collabDetailId: ZPositiveId(M.collabRequired),
  stars: z
    .number({ error: M.starsRequired })
    .int(M.starsInvalid)
    .min(REVIEW_STARS_MIN, M.starsInvalid)
    .max(REVIEW_STARS_MAX, M.starsInvalid),
  text: boundedText(REVIEW_TEXT_MIN, REVIEW_TEXT_MAX, [M.textRequired, M.textTooShort, M.textTooLong]),
});
export type TWriteReviewRequest = z.infer<typeof ZWriteReviewRequest>;

/** POST /api/user/review/report: any signed-in user reports a visible review, once. */
export const ZReportReviewRequest = z.object({
  reviewId: ZPositiveId(M.reviewRequired),
  reason: boundedText(REPORT_REASON_MIN, REPORT_REASON_MAX, [
    M.reasonRequired,
    M.reasonTooShort,
    M.reasonTooLong,
  ]),
});
export type TReportReviewRequest = z.infer<typeof ZReportReviewRequest>;

/** POST /api/admin/reviews/hide: the super admin hides a review (or shows it again). */
export const ZHideReviewRequest = z.object({
  reviewId: ZPositiveId(M.reviewRequired),
  isHidden: z.boolean(),
});
export type THideReviewRequest = z.infer<typeof ZHideReviewRequest>;

/** A review as others see it, once visible. */
export const ZReview = z.object({
  reviewId: z.number(),
  collabDetailId: z.number(),
  side: z.enum(REVIEW_SIDES),
  reviewerName: z.string(),
  reviewerPic: z.string().nullable(),
  stars: z.number(),
  text: z.string(),
  /** ISO time written. */
  createdOn: z.string(),
});
export type TReview = z.infer<typeof ZReview>;

/**
 * GET /api/user/reviews: where the reviews of one of the caller's completed collabs stand. `theirs` is the
 * other side's review, sent only once it is visible (both written, or the window closed).
 */
export const ZCollabReviews = z.object({
  collabDetailId: z.number(),
  /** ISO time the review window closes. */
  windowClosesOn: z.string(),
  /** The caller may still write their review. */
  canReview: z.boolean(),
  /** Both reviews (or the lone one, after the window) are visible. */
  isVisible: z.boolean(),
  mine: ZReview.nullable(),
  theirs: ZReview.nullable(),
});
export type TCollabReviews = z.infer<typeof ZCollabReviews>;

/** GET /api/reviews/{userId}: a user's rating (visible, not hidden reviews about them) and those reviews. */
export const ZUserReviews = z.object({
  userId: z.number(),
  /** Average stars to one decimal; null without reviews. */
  rating: z.number().nullable(),
  ratingCount: z.number(),
  reviews: z.array(ZReview),
});
export type TUserReviews = z.infer<typeof ZUserReviews>;

/** GET /api/admin/reviews/reported: reported reviews for the super admin, latest report first. */
export const ZReportedReview = ZReview.extend({
  revieweeName: z.string(),
  isHidden: z.boolean(),
  isVisible: z.boolean(),
  reportCount: z.number(),
  lastReportedOn: z.string(),
  reasons: z.array(z.string()),
});
export type TReportedReview = z.infer<typeof ZReportedReview>;

/** The userId path parameter of GET /api/reviews/{userId}. */
export const ZUserReviewsParams = z.object({ userId: ZUserId });
