import type { Generated } from 'kysely';
import type { TReviewSide } from '@collably/shared/constants/reviews';
import type { IntBool } from './foundation';

/** Issue 19: one review per collab and side; see migration 031. */
export type ReviewsTable = {
  id: Generated<number>;
  collabId: number;
  side: TReviewSide;
  reviewerUserId: number;
  revieweeUserId: number;
  stars: number;
  text: string;
  createdOn: string;
  /** Completion + REVIEW_WINDOW_DAYS: no review after it, and a lone review becomes visible then. */
  windowClosesOn: string;
  /** When it became visible to others (both sides wrote, or the window closed); null until then. */
  visibleOn: string | null;
  isHidden: Generated<IntBool>;
  hiddenOn: string | null;
  hiddenByUserId: number | null;
};

export type ReviewReportsTable = {
  id: Generated<number>;
  reviewId: number;
  reporterUserId: number;
  reason: string;
  createdOn: string;
};

export type ReviewTables = {
  reviews: ReviewsTable;
  reviewReports: ReviewReportsTable;
};
