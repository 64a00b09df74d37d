import { CollabStatus } from '@collably/shared/constants/collabs';
import type { TestUser } from '../../../test/test-app';
import { collabBetween, type Fixtures } from '../../../test/permissions/matrix-fixtures';
import { everyone, signedIn, only, type FeaturePermissions } from '../../../test/permissions/matrix-rows';

/** A collab of `brand` with `influencer` moved straight to Complete (now: the review window is open). */
const completeCollab = async (fx: Fixtures, brand: TestUser, influencer: TestUser) => {
  const id = await collabBetween(fx, brand, influencer, CollabStatus.Complete);
  await fx.t.db
    .updateTable('collabs')
    .set({ statusSince: fx.t.clock.now().toISOString() })
    .where('id', '=', id)
    .execute();
  return id;
};

/** A visible review by the peer brand of a fresh complete collab with the peer influencer. */
const visibleReview = async (fx: Fixtures) => {
  const collabId = await completeCollab(fx, fx.peer.brand, fx.peer.influencer);
  const now = fx.t.clock.now().toISOString();
  const row = await fx.t.db
    .insertInto('reviews')
    .values({
      collabId,
      side: 'brand',
      reviewerUserId: fx.peer.brand.id,
      revieweeUserId: fx.peer.influencer.id,
      stars: 4,
      text: 'Good work, delivered on time.',
      createdOn: now,
      windowClosesOn: now,
      visibleOn: now,
      hiddenOn: null,
      hiddenByUserId: null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
};

const reviewsOfCollab = (fx: Fixtures, collabId: number) => async () =>
  fx.t.db.selectFrom('reviews').select(['side', 'stars']).where('collabId', '=', collabId).execute();

/** Double-blind reviews (issue 19). */
export const permissions: FeaturePermissions = {
  feature: 'reviews',
  rows: [
    {
      route: 'POST /api/user/review',
      rule: 'roles 1, 2; a party of the complete collab, reviewing the other party (another’s collab answers 404)',
      owned: true,
      expect: {
        visitor: 'deny',
        influencer: { own: 'allow', other: 'deny' },
        brand: { own: 'allow', other: 'deny' },
        staff: 'deny',
        admin: 'deny',
      },
      notOwner: 404,
      request: async (fx, cell) => {
        const id =
          cell.own && cell.role === 'influencer'
            ? await completeCollab(fx, fx.peer.brand, fx.me.influencer)
            : cell.own && cell.role === 'brand'
              ? await completeCollab(fx, fx.me.brand, fx.peer.influencer)
              : await completeCollab(fx, fx.peer.brand, fx.peer.influencer);
        return {
          body: { collabDetailId: id, stars: 5, text: 'A pleasure to work with.' },
          probe: reviewsOfCollab(fx, id),
        };
      },
    },
    {
      route: 'GET /api/user/reviews',
      rule: 'roles 1, 2; the caller’s own complete collabs only',
      expect: only('influencer', 'brand'),
      request: async () => ({}),
    },
    {
      route: 'GET /api/reviews/{userId}',
      rule: 'public; only reviews others may see',
      expect: everyone,
      request: async (fx) => ({ params: { userId: fx.peer.influencer.id } }),
    },
    {
      route: 'POST /api/user/review/report',
      rule: 'any signed-in user; a visible review, once per user',
      expect: signedIn,
      request: async (fx) => {
        const reviewId = await visibleReview(fx);
        return {
          body: { reviewId, reason: 'This is not what happened.' },
          probe: async () =>
            fx.t.db
              .selectFrom('reviewReports')
              .select('reporterUserId')
              .where('reviewId', '=', reviewId)
              .execute(),
        };
      },
    },
    {
      route: 'GET /api/admin/reviews/reported',
      rule: 'super admin only',
      expect: only('admin'),
      request: async () => ({}),
    },
    {
      route: 'POST /api/admin/reviews/hide',
      rule: 'super admin only; audited',
      expect: only('admin'),
      request: async (fx) => {
        const reviewId = await visibleReview(fx);
        return {
          body: { reviewId, isHidden: true },
          probe: async () =>
            fx.t.db.selectFrom('reviews').select('isHidden').where('id', '=', reviewId).executeTakeFirst(),
        };
      },
    },
  ],
};
