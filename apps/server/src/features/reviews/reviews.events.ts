/** Facts of reviews (platform/events): notifications tells the parties, the admin feature audits hiding. */
declare module '../../platform/events/facts' {
  interface Facts {
    /** One party reviewed the other; the review waits for the other side or the window's end. */
    'review.written': {
      collabId: number;
      reviewerUserId: number;
      reviewerName: string;
      revieweeUserId: number;
      at: Date;
    };
    /** Both reviews of a collab (or the one written when the window closed) became visible. */
    'reviews.madeVisible': { collabId: number; brandUserId: number; influencerUserId: number; at: Date };
    /** A super admin hid a review from everyone, or showed it again. */
    'review.hiddenChanged': {
      reviewId: number;
      reviewerUserId: number;
      isHidden: boolean;
      adminUserId: number;
      at: Date;
    };
  }
}

export {};
