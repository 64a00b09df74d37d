import { CollabStatus } from '@collably/shared/constants/collabs';
import { ReviewSide, type TReviewSide } from '@collably/shared/constants/reviews';
import { Role, UserStatus } from '@collably/shared/constants/roles';
import { averageRating, reviewWindowEnd } from '@collably/shared/domain/reviews';
import { ReviewMessages as M } from '@collably/shared/messages/reviews';
import type {
  TCollabReviews,
  THideReviewRequest,
  TReportedReview,
  TReportReviewRequest,
  TReview,
  TUserReviews,
  TWriteReviewRequest,
} from '@collably/shared/schemas/reviews';
import type { DbOrTrx } from '../../db/database';
import type { AuthUser } from '../../platform/auth/auth-plugin';
import type { AppContext } from '../../platform/context';
import { inTransaction } from '../../platform/events/after-commit';
import { isUniqueViolation } from '../../platform/db-errors';
import { AppError } from '../../platform/http/errors';
import { refreshInfluencerSearch } from '../../platform/influencer-search/influencer-search';
import { completedCollabsOf, findCollab, lockCollab } from '../collabs/collabs.service';
import { reviewsRepository as repo, type ReviewRow } from './reviews.repository';

/** Reviews a profile lists (its rating counts all of them). */
const PROFILE_REVIEWS = 50;
const REPORTED_LIST = 200;
const SWEEP_BATCH = 100;

const otherSide = (side: TReviewSide): TReviewSide =>
  side === ReviewSide.Brand ? ReviewSide.Influencer : ReviewSide.Brand;

/** Others see a review once both sides wrote (visibleOn) or its window closed, even before the sweep runs. */
const isVisible = (review: Pick<ReviewRow, 'visibleOn' | 'windowClosesOn'>, now: Date) =>
  review.visibleOn !== null || new Date(review.windowClosesOn) <= now;

const toReview = (r: ReviewRow): TReview => ({
  reviewId: r.id,
  collabDetailId: r.collabId,
  side: r.side,
  reviewerName: r.reviewerName,
  reviewerPic: r.reviewerPic,
  stars: r.stars,
  text: r.text,
  createdOn: r.createdOn,
});

type Party = { side: TReviewSide; revieweeUserId: number };

/** The side the viewer writes from on a collab, or undefined when they are not its brand or influencer. */
function partyOf(
  collab: { brandUserId: number; influencerUserId: number },
  viewer: AuthUser,
): Party | undefined {
  if (viewer.role === Role.Brand && collab.brandUserId === viewer.userId)
    return { side: ReviewSide.Brand, revieweeUserId: collab.influencerUserId };
  if (viewer.role === Role.Influencer && collab.influencerUserId === viewer.userId)
    return { side: ReviewSide.Influencer, revieweeUserId: collab.brandUserId };
  return undefined;
}

function stateOf(
  collab: { id: number; completedOn: string },
  party: Party,
  reviews: readonly ReviewRow[],
  now: Date,
): TCollabReviews {
  const closes = reviewWindowEnd(new Date(collab.completedOn));
  const mine = reviews.find((r) => r.side === party.side);
  const theirs = reviews.find((r) => r.side === otherSide(party.side));
  const shown = theirs && isVisible(theirs, now) && !theirs.isHidden ? theirs : undefined;
  return {
    collabDetailId: collab.id,
    windowClosesOn: closes.toISOString(),
    canReview: !mine && now < closes,
    isVisible: (mine ?? theirs) !== undefined && isVisible((mine ?? theirs)!, now),
    mine: mine ? toReview(mine) : null,
    theirs: shown ? toReview(shown) : null,
  };
}

/**
 * After reviews of a collab became visible: the influencer's card (rating, relevance) is rebuilt in the same
 * transaction, and both parties hear of it.
 */
async function afterVisible(
  ctx: Pick<AppContext, 'events'>,
  trx: DbOrTrx,
  collab: { id: number; brandUserId: number; influencerUserId: number },
  now: Date,
): Promise<void> {
  await refreshInfluencerSearch(trx, collab.influencerUserId);
  await ctx.events.emit(trx, {
    type: 'reviews.madeVisible',
    collabId: collab.id,
    brandUserId: collab.brandUserId,
    influencerUserId: collab.influencerUserId,
    at: now,
  });
}

/**
 * POST /api/user/review: the caller's one review of the other party of their complete collab, within the
 * window. Written under the collab's row lock, so when both sides write at once the second sees the first
 * and makes both visible; the unique (collab, side) key leaves one review of two parallel posts by one side.
 */
export async function writeReview(
  ctx: AppContext,
  viewer: AuthUser,
  input: TWriteReviewRequest,
): Promise<TCollabReviews> {
  const collab = await findCollab(ctx.db, input.collabDetailId);
  const party = collab && partyOf(collab, viewer);
  if (!collab || !party) throw new AppError('NOT_FOUND', M.collabNotFound);
  if (collab.status !== CollabStatus.Complete) throw new AppError('CONFLICT', M.notComplete);
  const now = ctx.clock.now();
  const closes = reviewWindowEnd(new Date(collab.statusSince));
  if (now >= closes) throw new AppError('CONFLICT', M.windowClosed);
  const at = now.toISOString();
  try {
    await inTransaction(ctx.db, async (trx) => {
      await lockCollab(trx, collab.id);
      if (await repo.hasSide(trx, collab.id, party.side)) throw new AppError('CONFLICT', M.alreadyReviewed);
      await repo.insert(trx, {
        collabId: collab.id,
        side: party.side,
        reviewerUserId: viewer.userId,
        revieweeUserId: party.revieweeUserId,
        stars: input.stars,
        text: input.text,
        createdOn: at,
        windowClosesOn: closes.toISOString(),
        visibleOn: null,
        hiddenOn: null,
        hiddenByUserId: null,
      });
      const bothWritten = await repo.hasSide(trx, collab.id, otherSide(party.side));
      if (bothWritten && (await repo.makeVisible(trx, collab.id, at)) > 0) {
        await afterVisible(ctx, trx, collab, now);
        return;
      }
      await ctx.events.emit(trx, {
        type: 'review.written',
        collabId: collab.id,
        reviewerUserId: viewer.userId,
        reviewerName: viewer.name,
        revieweeUserId: party.revieweeUserId,
        at: now,
      });
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw new AppError('CONFLICT', M.alreadyReviewed);
    throw error;
  }
  const reviews = await repo.ofCollab(ctx.db, collab.id);
  return stateOf({ id: collab.id, completedOn: collab.statusSince }, party, reviews, ctx.clock.now());
}

/** GET /api/user/reviews: where the reviews of each of the caller's complete collabs stand. */
export async function myCollabReviews(ctx: AppContext, viewer: AuthUser): Promise<TCollabReviews[]> {
  const partyFilter =
    viewer.role === Role.Brand ? { brandUserId: viewer.userId } : { influencerUserId: viewer.userId };
  const collabs = await completedCollabsOf(ctx.db, partyFilter);
  const reviews = await repo.ofCollabs(
    ctx.db,
    collabs.map((c) => c.id),
  );
  const now = ctx.clock.now();
  return collabs.flatMap((collab) => {
    const party = partyOf(collab, viewer);
    if (!party) return [];
    return [
      stateOf(
        collab,
        party,
        reviews.filter((r) => r.collabId === collab.id),
        now,
      ),
    ];
  });
}

/** GET /api/reviews/{userId}: a brand's or an influencer's rating and the reviews about them others may see. */
export async function userReviews(ctx: AppContext, userId: number): Promise<TUserReviews> {
  const user = await repo.findUser(ctx.db, userId);
  if (
    !user ||
    user.status !== UserStatus.Active ||
    (user.roleId !== Role.Brand && user.roleId !== Role.Influencer)
  ) {
    throw new AppError('NOT_FOUND', M.reviewNotFound);
  }
  const now = ctx.clock.now().toISOString();
  const [rating, reviews] = await Promise.all([
    repo.ratingOf(ctx.db, userId, now),
    repo.visibleAbout(ctx.db, userId, now, PROFILE_REVIEWS),
  ]);
  return {
    userId,
    rating: averageRating(rating.sum, rating.count),
    ratingCount: rating.count,
    reviews: reviews.map(toReview),
  };
}

/** POST /api/user/review/report: a signed-in user reports a review others may see, once. */
export async function reportReview(
  ctx: AppContext,
  viewer: AuthUser,
  input: TReportReviewRequest,
): Promise<void> {
  const review = await repo.findById(ctx.db, input.reviewId);
  const now = ctx.clock.now();
  if (!review || review.isHidden || !isVisible(review, now))
    throw new AppError('NOT_FOUND', M.reviewNotFound);
  if (review.reviewerUserId === viewer.userId) throw new AppError('BAD_REQUEST', M.ownReview);
  try {
    await ctx.db.transaction().execute((trx) =>
      repo.insertReport(trx, {
        reviewId: review.id,
        reporterUserId: viewer.userId,
        reason: input.reason,
        createdOn: now.toISOString(),
      }),
    );
  } catch (error) {
    if (isUniqueViolation(error)) throw new AppError('CONFLICT', M.alreadyReported);
    throw error;
  }
}

/** GET /api/admin/reviews/reported: the super admin's queue of reported reviews. */
export async function reportedReviews(ctx: AppContext): Promise<TReportedReview[]> {
  const now = ctx.clock.now();
  return (await repo.reported(ctx.db, REPORTED_LIST)).map((r) => ({
    ...toReview(r),
    revieweeName: r.revieweeName,
    isHidden: r.isHidden,
    isVisible: isVisible(r, now),
    reportCount: r.reportCount,
    lastReportedOn: r.lastReportedOn,
    reasons: r.reasons,
  }));
}

/**
 * POST /api/admin/reviews/hide: hides a review from everyone (or shows it again), audited. A hidden review by
 * a brand drops out of the influencer's rating, so their card is rebuilt in the same transaction. Asking for
 * the state the review is in already changes nothing and writes no audit entry.
 */
export async function setReviewHidden(
  ctx: AppContext,
  admin: AuthUser,
  input: THideReviewRequest,
): Promise<TReportedReview | null> {
  const review = await repo.findById(ctx.db, input.reviewId);
  if (!review) throw new AppError('NOT_FOUND', M.reviewNotFound);
  const now = ctx.clock.now();
  await inTransaction(ctx.db, async (trx) => {
    const changed = await repo.setHidden(trx, review.id, {
      isHidden: input.isHidden,
      byUserId: admin.userId,
      at: now.toISOString(),
    });
    if (!changed) return;
    await ctx.events.emit(trx, {
      type: 'review.hiddenChanged',
      reviewId: review.id,
      reviewerUserId: review.reviewerUserId,
      isHidden: input.isHidden,
      adminUserId: admin.userId,
      at: now,
    });
    if (review.side === ReviewSide.Brand) await refreshInfluencerSearch(trx, review.revieweeUserId);
  });
  return (await reportedReviews(ctx)).find((r) => r.reviewId === review.id) ?? null;
}

/**
 * The review window's sweep: a collab whose window closed with only one review makes it visible (and the
 * influencer's card rebuilt). Each collab in its own transaction, through a conditional UPDATE, so several
 * instances may run it at once and a repeat changes nothing.
 */
export async function sweepReviewWindows(ctx: AppContext): Promise<number> {
  let published = 0;
  for (let afterId = 0; ;) {
    const now = ctx.clock.now();
    const due = await repo.windowClosedCollabs(ctx.db, now.toISOString(), afterId, SWEEP_BATCH);
    if (due.length === 0) return published;
    for (const collabId of due) {
      afterId = collabId;
      const collab = await findCollab(ctx.db, collabId);
      if (!collab) continue;
      const made = await inTransaction(ctx.db, async (trx) => {
        if ((await repo.makeVisible(trx, collabId, now.toISOString())) === 0) return false;
        await afterVisible(ctx, trx, collab, now);
        return true;
      });
      if (made) published += 1;
    }
  }
}
