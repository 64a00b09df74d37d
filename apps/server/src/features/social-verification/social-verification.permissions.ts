import { Platform } from '@collably/shared/constants/platforms';
import { VerificationStatus, type TVerificationStatus } from '@collably/shared/constants/social-verification';
import { SocialVerificationMessages } from '@collably/shared/messages/social-verification';
import { expect } from 'vitest';
import { uploadPictureAs } from '../../../test/uploads';
import { youTubeAccount, type Fixtures } from '../../../test/permissions/matrix-fixtures';
import { dataOf, only, type FeaturePermissions } from '../../../test/permissions/matrix-rows';

/**
 * Issue 18: the user's account on a platform (UGC: screenshot only, so a check never fetches a page) with a
 * verification row in `status` and a code valid for a year, written straight into the database.
 */
async function accountWithCode(
  fx: Fixtures,
  userId: number,
  platformId: number,
  status: TVerificationStatus = VerificationStatus.CodeIssued,
): Promise<void> {
  const now = fx.t.clock.now();
  const pageUrl = platformId === Platform.UGC ? `behance.net/${userId}` : `https://youtube.com/@${userId}`;
  const account = await fx.t.db
    .selectFrom('socialAccounts')
    .select('pageUrl')
    .where('userId', '=', userId)
    .where('platformId', '=', platformId)
    .executeTakeFirst();
  if (!account) {
    await fx.t.db
      .insertInto('socialAccounts')
      .values({
        userId,
        platformId,
        pageUrl,
        followerId: 2,
        followersCount: 10_000,
        createdOn: now.toISOString(),
        modifiedOn: now.toISOString(),
      })
      .execute();
  }
  const row = {
    pageUrl: account?.pageUrl ?? pageUrl,
    code: 'COLLABLY-MATRIX',
    issuedOn: now.toISOString(),
    expiresOn: new Date(now.getTime() + 365 * 24 * 3_600_000).toISOString(),
    status,
    screenshot: status === VerificationStatus.ScreenshotPending ? 'matrix.webp' : null,
    submittedOn: status === VerificationStatus.ScreenshotPending ? now.toISOString() : null,
    verifiedOn: null,
    decidedByUserId: null,
  };
  await fx.t.db
    .insertInto('socialVerifications')
    .values({ userId, platformId, ...row })
    .onConflict((oc) => oc.columns(['userId', 'platformId']).doUpdateSet(row))
    .execute();
}

const verificationStatusOf = (fx: Fixtures, userId: number, platformId: number) => async () =>
  (await fx.t.db
    .selectFrom('socialVerifications')
    .select(['status', 'code'])
    .where('userId', '=', userId)
    .where('platformId', '=', platformId)
    .executeTakeFirst()) ?? null;

/** Verified social accounts (issue 18). */
export const permissions: FeaturePermissions = {
  feature: 'social-verification',
  rows: [
    {
      route: 'GET /api/influencer/social-verification',
      rule: 'role 1 only; the caller’s own accounts',
      expect: only('influencer'),
      request: async () => ({}),
    },
    {
      route: 'POST /api/influencer/social-verification/code',
      rule: 'role 1 only; a code for the caller’s own account (staff cannot prove ownership for them)',
      expect: only('influencer'),
      request: async (fx, cell) => {
        await youTubeAccount(fx, fx.me.influencer.id);
        return {
          body: { plateformId: Platform.YouTube },
          verify: async (res) => {
            if (cell.role === 'influencer') expect(dataOf<{ code: string }>(res).code).toMatch(/^COLLABLY-/);
          },
          probe: verificationStatusOf(fx, fx.me.influencer.id, Platform.YouTube),
        };
      },
    },
    {
      route: 'POST /api/influencer/social-verification/check',
      rule: 'role 1 only; the caller’s own account; rate-limited (UGC: answered 400 screenshot-only, nothing fetched)',
      expect: only('influencer'),
      allow: [400],
      request: async (fx) => {
        await accountWithCode(fx, fx.me.influencer.id, Platform.UGC);
        return {
          body: { plateformId: Platform.UGC },
          verify: (res) =>
            expect(res.json<{ message: string }>().message).toBe(SocialVerificationMessages.screenshotOnly),
          probe: verificationStatusOf(fx, fx.me.influencer.id, Platform.UGC),
        };
      },
    },
    {
      route: 'POST /api/influencer/social-verification/screenshot',
      rule: 'role 1 only; the caller’s own account and own upload',
      expect: only('influencer'),
      request: async (fx) => {
        await accountWithCode(fx, fx.me.influencer.id, Platform.UGC);
        return {
          body: {
            plateformId: Platform.UGC,
            screenshot: await uploadPictureAs(fx.t, fx.me.influencer.token),
          },
          probe: verificationStatusOf(fx, fx.me.influencer.id, Platform.UGC),
        };
      },
    },
    {
      route: 'GET /api/admin/social-verifications',
      rule: 'super admin only',
      expect: only('admin'),
      request: async () => ({}),
    },
    {
      route: 'POST /api/admin/social-verifications/decide',
      rule: 'super admin only; audited',
      expect: only('admin'),
      request: async (fx) => {
        await accountWithCode(fx, fx.peer.influencer.id, Platform.UGC, VerificationStatus.ScreenshotPending);
        return {
          body: { userId: fx.peer.influencer.id, plateformId: Platform.UGC, approve: true },
          probe: verificationStatusOf(fx, fx.peer.influencer.id, Platform.UGC),
        };
      },
    },
  ],
};
