import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ActionCode } from '@collably/shared/constants/collabs';
import { Role } from '@collably/shared/constants/roles';
import { REVIEW_TEXT_MAX } from '@collably/shared/constants/reviews';
import { DAY_MS } from '@collably/shared/domain/collab-status';
import { ReviewMessages as M } from '@collably/shared/messages/reviews';
import type { TInfluencerListItem } from '@collably/shared/schemas/discovery';
import type { TCollabReviews, TReportedReview, TUserReviews } from '@collably/shared/schemas/reviews';
import { databases, testApp, type TestApp, type TestUser } from '../../../test/test-app';
import { act, deliverAndPost, hire, influencerWithService } from '../../../test/hire-fixtures';
import { refreshInfluencerSearch } from '../../platform/influencer-search/influencer-search';
import { sweepReviewWindows } from './reviews.service';

const TEXT = 'Lovely work, on time and on brief.';

describe.each(databases())('reviews on %s', (dialect) => {
  let t: TestApp;
  beforeEach(async () => {
    t = await testApp(dialect);
  });
  afterEach(() => t.close());

  type Setup = { brand: TestUser; influencer: TestUser; id: number };

  /** A collab of a fresh brand with a fresh, listed influencer, taken to Complete. */
  const completed = async (): Promise<Setup> => {
    const brand = await t.user(Role.Brand);
    const { influencer, serviceId } = await influencerWithService(t, { pricePaise: 100_000 });
    await refreshInfluencerSearch(t.db, influencer.id);
    const id = await hire(t, brand, serviceId);
    await deliverAndPost(t, brand, influencer, id);
    const res = await act(t, brand, id, ActionCode.MarkComplete);
    expect(res.statusCode, res.body).toBe(200);
    return { brand, influencer, id };
  };
  const write = (u: TestUser, collabDetailId: number, stars = 5, text = TEXT) =>
    t.post('/api/user/review', { collabDetailId, stars, text }, { token: u.token });
  const mine = async (u: TestUser, id: number) =>
    ((await t.get('/api/user/reviews', { token: u.token })).json().data as TCollabReviews[]).find(
      (r) => r.collabDetailId === id,
    )!;
  const card = async (influencer: TestUser) =>
    (
      (await t.get('/api/influencer/List', { query: { PageSize: '50' } })).json().data
        .influencers as TInfluencerListItem[]
    ).find((i) => i.userId === influencer.id)!;
  const profile = async (userId: number) =>
    (await t.get(`/api/reviews/${userId}`)).json().data as TUserReviews;

  it('keeps each side’s review hidden from the other until both wrote, then shows both and the rating', async () => {
    const s = await completed();
    const first = await write(s.brand, s.id, 4);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().message).toBe(M.written);
    expect(first.json().data).toMatchObject({ canReview: false, isVisible: false, theirs: null });
    expect(first.json().data.mine).toMatchObject({ stars: 4, text: TEXT, side: 'brand' });

    // The influencer sees no trace of the brand's review; nor does the card or the profile.
    const before = await mine(s.influencer, s.id);
    expect(before).toMatchObject({ canReview: true, mine: null, theirs: null, isVisible: false });
    expect(await card(s.influencer)).toMatchObject({ rating: null, ratingCount: 0 });
    expect(await profile(s.influencer.id)).toMatchObject({ rating: null, ratingCount: 0, reviews: [] });
    // The influencer was told a review waits.
    const bell = (await t.get('/api/notification/get', { token: s.influencer.token })).json().data as {
      message: string;
    }[];
    expect(bell.some((n) => n.message.includes(`reviewed collab #${s.id}`))).toBe(true);

    const second = await write(s.influencer, s.id, 5, 'A clear brief and quick approvals.');
    expect(second.statusCode, second.body).toBe(200);
    expect(second.json().data).toMatchObject({ isVisible: true, theirs: { stars: 4, side: 'brand' } });
    expect((await mine(s.brand, s.id)).theirs).toMatchObject({ stars: 5, side: 'influencer' });

    expect(await card(s.influencer)).toMatchObject({ rating: 4, ratingCount: 1 });
    const about = await profile(s.influencer.id);
    expect(about).toMatchObject({ rating: 4, ratingCount: 1 });
    expect(about.reviews.map((r) => r.text)).toEqual([TEXT]);
    expect(await profile(s.brand.id)).toMatchObject({ rating: 5, ratingCount: 1 });
  });

  it('says what is wrong with the stars and the text', async () => {
    const s = await completed();
    const cases: [unknown, unknown, string][] = [
      [undefined, TEXT, M.starsRequired],
      [0, TEXT, M.starsInvalid],
      [6, TEXT, M.starsInvalid],
      [4.5, TEXT, M.starsInvalid],
      ['5', TEXT, M.starsRequired],
      [5, undefined, M.textRequired],
      [5, '   ', M.textRequired],
      [5, 'Too short', M.textTooShort],
      [5, 'x'.repeat(REVIEW_TEXT_MAX + 1), M.textTooLong],
    ];
    for (const [stars, text, message] of cases) {
      const res = await t.post(
        '/api/user/review',
        { collabDetailId: s.id, stars, text },
        { token: s.brand.token },
      );
      expect(res.statusCode, `${String(stars)} ${String(text)}`).toBe(400);
      expect(res.json().message).toBe(message);
    }
    const noCollab = await t.post('/api/user/review', { stars: 5, text: TEXT }, { token: s.brand.token });
    expect(noCollab.statusCode).toBe(400);
    expect(noCollab.json().message).toBe(M.collabRequired);
    expect(await t.db.selectFrom('reviews').selectAll().execute()).toEqual([]);
  });

  it('lets only the collab’s two parties review, once, and only when it is complete', async () => {
    const s = await completed();
    const stranger = await t.user(Role.Brand);
    const otherInfluencer = await t.user(Role.Influencer);
    for (const u of [stranger, otherInfluencer]) {
      const res = await write(u, s.id);
      expect(res.statusCode).toBe(404);
      expect(res.json().message).toBe(M.collabNotFound);
    }
    for (const role of [Role.Staff, Role.SuperAdmin]) {
      expect((await write(await t.user(role), s.id)).statusCode).toBe(403);
    }
    expect(
      (await t.post('/api/user/review', { collabDetailId: s.id, stars: 5, text: TEXT })).statusCode,
    ).toBe(401);
    expect((await write(s.brand, 999_999)).statusCode).toBe(404);

    expect((await write(s.brand, s.id)).statusCode).toBe(200);
    const again = await write(s.brand, s.id, 1);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(M.alreadyReviewed);

    // A collab still under way cannot be reviewed.
    const brand = await t.user(Role.Brand);
    const { serviceId } = await influencerWithService(t);
    const open = await hire(t, brand, serviceId);
    const early = await write(brand, open);
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toBe(M.notComplete);
  });

  it('leaves one review of two parallel posts by one side (the other gets 409)', async () => {
    const s = await completed();
    const results = await Promise.all([write(s.brand, s.id, 5), write(s.brand, s.id, 2)]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    expect(results.find((r) => r.statusCode === 409)!.json().message).toBe(M.alreadyReviewed);
    const rows = await t.db.selectFrom('reviews').selectAll().where('collabId', '=', s.id).execute();
    expect(rows).toHaveLength(1);
  });

  it('makes both visible when the two sides write at the same moment', async () => {
    const s = await completed();
    const results = await Promise.all([write(s.brand, s.id, 3), write(s.influencer, s.id, 5)]);
    expect(results.map((r) => r.statusCode)).toEqual([200, 200]);
    const rows = await t.db.selectFrom('reviews').select('visibleOn').where('collabId', '=', s.id).execute();
    expect(rows.map((r) => r.visibleOn !== null)).toEqual([true, true]);
    expect(await card(s.influencer)).toMatchObject({ rating: 3, ratingCount: 1 });
  });

  describe('the review window (controllable clock)', () => {
    it('takes reviews until 14 days after completion, none after', async () => {
      const s = await completed();
      t.clock.advance(14 * DAY_MS - 1_000);
      expect((await write(s.brand, s.id)).statusCode).toBe(200);
      t.clock.advance(1_000);
      const late = await write(s.influencer, s.id);
      expect(late.statusCode).toBe(409);
      expect(late.json().message).toBe(M.windowClosed);
      expect((await mine(s.influencer, s.id)).canReview).toBe(false);
    });

    it('shows a lone review once the window closes, and the sweep puts it on the card', async () => {
      const s = await completed();
      const completedAt = t.clock.now().getTime();
      await write(s.brand, s.id, 2);
      t.clock.advance(13 * DAY_MS);
      expect(await sweepReviewWindows(t.app.ctx)).toBe(0);
      expect((await mine(s.influencer, s.id)).theirs).toBeNull();
      expect(await card(s.influencer)).toMatchObject({ rating: null, ratingCount: 0 });

      t.clock.set(new Date(completedAt + 14 * DAY_MS));
      // Visible to the API at once; the card follows with the sweep.
      expect((await mine(s.influencer, s.id)).theirs).toMatchObject({ stars: 2 });
      expect(await profile(s.influencer.id)).toMatchObject({ rating: 2, ratingCount: 1 });
      expect(await sweepReviewWindows(t.app.ctx)).toBe(1);
      expect(await sweepReviewWindows(t.app.ctx)).toBe(0);
      expect(await card(s.influencer)).toMatchObject({ rating: 2, ratingCount: 1 });
      const bell = (await t.get('/api/notification/get', { token: s.brand.token })).json().data as {
        message: string;
      }[];
      expect(bell.some((n) => n.message === M.visibleNotice(s.id))).toBe(true);
    });
  });

  describe('reports and hiding', () => {
    const visiblePair = async () => {
      const s = await completed();
      await write(s.brand, s.id, 1, 'Never answered my messages.');
      await write(s.influencer, s.id, 5);
      const about = await profile(s.influencer.id);
      return { ...s, reviewId: about.reviews[0].reviewId };
    };
    const report = (u: TestUser, reviewId: number, ...reason: unknown[]) =>
      t.post(
        '/api/user/review/report',
        { reviewId, reason: reason.length ? reason[0] : 'Abusive language' },
        { token: u.token },
      );

    it('lets any signed-in user report a visible review once, with a reason', async () => {
      const s = await visiblePair();
      const reader = await t.user(Role.Brand);
      const res = await report(reader, s.reviewId);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().message).toBe(M.reported);
      const twice = await report(reader, s.reviewId);
      expect(twice.statusCode).toBe(409);
      expect(twice.json().message).toBe(M.alreadyReported);
      expect((await report(await t.user(Role.Staff), s.reviewId)).statusCode).toBe(200);
      expect((await report(s.influencer, s.reviewId)).statusCode).toBe(200);
      const own = await report(s.brand, s.reviewId);
      expect(own.statusCode).toBe(400);
      expect(own.json().message).toBe(M.ownReview);
      expect(
        (await t.post('/api/user/review/report', { reviewId: s.reviewId, reason: 'Abusive' })).statusCode,
      ).toBe(401);
      for (const [reason, message] of [
        [undefined, M.reasonRequired],
        ['', M.reasonRequired],
        ['abc', M.reasonTooShort],
        ['x'.repeat(501), M.reasonTooLong],
      ] as const) {
        const bad = await report(reader, s.reviewId, reason);
        expect(bad.statusCode).toBe(400);
        expect(bad.json().message).toBe(message);
      }
      expect((await report(reader, 999_999)).statusCode).toBe(404);
    });

    it('refuses to report a review that is not visible yet', async () => {
      const s = await completed();
      await write(s.brand, s.id);
      const [row] = await t.db.selectFrom('reviews').select('id').where('collabId', '=', s.id).execute();
      const res = await report(s.influencer, row.id);
      expect(res.statusCode).toBe(404);
      expect(res.json().message).toBe(M.reviewNotFound);
    });

    it('lets the super admin hide and show a reported review, audited, and the rating follows', async () => {
      const s = await visiblePair();
      await report(await t.user(Role.Brand), s.reviewId, 'Not true at all');
      const admin = await t.user(Role.SuperAdmin);
      const queue = (await t.get('/api/admin/reviews/reported', { token: admin.token })).json()
        .data as TReportedReview[];
      expect(queue).toHaveLength(1);
      expect(queue[0]).toMatchObject({
        reviewId: s.reviewId,
        reportCount: 1,
        isHidden: false,
        reasons: ['Not true at all'],
      });
      for (const role of [Role.Staff, Role.Brand, Role.Influencer]) {
        const u = await t.user(role);
        expect((await t.get('/api/admin/reviews/reported', { token: u.token })).statusCode).toBe(403);
        expect(
          (
            await t.post(
              '/api/admin/reviews/hide',
              { reviewId: s.reviewId, isHidden: true },
              { token: u.token },
            )
          ).statusCode,
        ).toBe(403);
      }
      expect(await card(s.influencer)).toMatchObject({ rating: 1, ratingCount: 1 });

      const hide = await t.post(
        '/api/admin/reviews/hide',
        { reviewId: s.reviewId, isHidden: true },
        { token: admin.token },
      );
      expect(hide.statusCode, hide.body).toBe(200);
      expect(hide.json().message).toBe(M.hidden);
      expect(hide.json().data).toMatchObject({ isHidden: true });
      expect(await card(s.influencer)).toMatchObject({ rating: null, ratingCount: 0 });
      expect(await profile(s.influencer.id)).toMatchObject({ ratingCount: 0, reviews: [] });
      // Hiding again changes nothing and is not audited twice.
      await t.post(
        '/api/admin/reviews/hide',
        { reviewId: s.reviewId, isHidden: true },
        { token: admin.token },
      );

      const show = await t.post(
        '/api/admin/reviews/hide',
        { reviewId: s.reviewId, isHidden: false },
        { token: admin.token },
      );
      expect(show.json().message).toBe(M.unhidden);
      expect(await card(s.influencer)).toMatchObject({ rating: 1, ratingCount: 1 });

      const audit = await t.db
        .selectFrom('adminAuditLog')
        .select(['action', 'actorUserId', 'targetUserId'])
        .where('action', 'in', ['review-hide', 'review-unhide'])
        .orderBy('id')
        .execute();
      expect(audit).toEqual([
        { action: 'review-hide', actorUserId: admin.id, targetUserId: s.brand.id },
        { action: 'review-unhide', actorUserId: admin.id, targetUserId: s.brand.id },
      ]);
      const missing = await t.post(
        '/api/admin/reviews/hide',
        { reviewId: 999_999, isHidden: true },
        { token: admin.token },
      );
      expect(missing.statusCode).toBe(404);
    });
  });

  it('answers 404 for the reviews of a user who is not an active brand or influencer', async () => {
    const staff = await t.user(Role.Staff);
    expect((await t.get(`/api/reviews/${staff.id}`)).statusCode).toBe(404);
    expect((await t.get('/api/reviews/999999')).statusCode).toBe(404);
    expect((await t.get('/api/reviews/abc')).statusCode).toBe(400);
  });
});
