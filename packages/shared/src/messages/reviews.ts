import {
  REPORT_REASON_MAX,
  REPORT_REASON_MIN,
  REVIEW_STARS_MAX,
  REVIEW_STARS_MIN,
  REVIEW_TEXT_MAX,
  REVIEW_TEXT_MIN,
  REVIEW_WINDOW_DAYS,
} from '../constants/reviews';

/** Texts of double-blind reviews (issue 19 part 2): writing, visibility, reports and moderation. */
export const ReviewMessages = {
  starsRequired: 'Please choose a star rating.',
  starsInvalid: `The rating must be a whole number of stars from ${REVIEW_STARS_MIN} to ${REVIEW_STARS_MAX}.`,
  textRequired: 'Please write a few words about the collab.',
  textTooShort: `Your review must be at least ${REVIEW_TEXT_MIN} characters.`,
  textTooLong: `Your review must be at most ${REVIEW_TEXT_MAX} characters.`,
  collabRequired: 'Please choose the collab to review.',
  reviewRequired: 'Please choose the review.',
  reasonRequired: 'Please say why you are reporting this review.',
  reasonTooShort: `The reason must be at least ${REPORT_REASON_MIN} characters.`,
  reasonTooLong: `The reason must be at most ${REPORT_REASON_MAX} characters.`,
  collabNotFound: 'There is no such collab of yours.',
  notComplete: 'You can review a collab once it is complete.',
  windowClosed: `The ${REVIEW_WINDOW_DAYS}-day review window of this collab has closed.`,
  alreadyReviewed: 'You have already reviewed this collab. A review cannot be changed.',
  written: 'Thanks! Your review is saved.',
  reviewNotFound: 'There is no such review.',
  ownReview: 'You cannot report your own review.',
  alreadyReported: 'You have already reported this review.',
  reported: 'Thanks! Our team will look at this review.',
  hidden: 'The review is hidden.',
  unhidden: 'The review is shown again.',
  leaveReview: 'Leave a review',
  yourReview: 'Your review',
  theirReview: (name: string) => `${name}'s review`,
  waitingUntil: (date: string) =>
    `Your review stays hidden until the other side writes theirs, or until ${date}.`,
  noReviews: 'No reviews yet.',
  /** Notifications. */
  writtenNotice: (name: string, collabId: number) =>
    `${name} reviewed collab #${collabId}. Write yours to see it; reviews show when both are written.`,
  visibleNotice: (collabId: number) => `The reviews of collab #${collabId} are now visible.`,
} as const;
