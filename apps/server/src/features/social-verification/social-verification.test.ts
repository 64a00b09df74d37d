import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Platform } from '@collably/shared/constants/platforms';
import { Role } from '@collably/shared/constants/roles';
import { VerificationStatus } from '@collably/shared/constants/social-verification';
import { SocialVerificationMessages as M } from '@collably/shared/messages/social-verification';
import type { TInfluencerListItem } from '@collably/shared/schemas/discovery';
import type { TAccountVerification } from '@collably/shared/schemas/social-verification';
import { startFakeSocialPages, type FakeSocialPages } from '../../../test/fake-social-pages';
import { influencerWithService } from '../../../test/hire-fixtures';
import { databases, testApp, uniqueSuffix, type TestApp, type TestUser } from '../../../test/test-app';
import { uploadPictureAs } from '../../../test/uploads';
import { newVerificationCode } from './social-verification.service';

const BASE = '/api/influencer/social-verification';
const DAY_MS = 24 * 3_600_000;

describe.each(databases())('social account verification (%s)', (dialect) => {
  let t: TestApp;
  let pages: FakeSocialPages;
  let admin: TestUser;

  beforeAll(async () => {
    pages = await startFakeSocialPages();
    t = await testApp(dialect, {
      configure: (config) => {
        config.socialPages = { ...config.socialPages, origin: pages.url, timeoutMs: 2_000 };
      },
    });
    admin = await t.user(Role.SuperAdmin);
  });
  afterAll(async () => {
    await t.close();
    await pages.close();
  });

  /** A listed influencer with an Instagram account at instagram.com/<handle>. */
  async function influencerOnInstagram() {
    const { influencer } = await influencerWithService(t);
    const handle = `h_${uniqueSuffix()}`;
    await linkAccount(influencer, `instagram.com/${handle}`);
    return { influencer, handle };
  }

  async function linkAccount(
    influencer: TestUser,
    pageUrl: string,
    plateformId: number = Platform.Instagram,
  ) {
    const res = await t.post(
      '/api/influencer/add-socialaccounts',
      { UserId: influencer.id, plateformId, userName: pageUrl, followerId: 3 },
      { token: influencer.token },
    );
    expect(res.statusCode, res.body).toBe(200);
  }

  const issue = (user: TestUser, plateformId: number = Platform.Instagram) =>
    t.post(`${BASE}/code`, { plateformId }, { token: user.token });
  const check = (user: TestUser, plateformId: number = Platform.Instagram) =>
    t.post(`${BASE}/check`, { plateformId }, { token: user.token });
  const stateOf = (res: { json: () => unknown }) => (res.json() as { data: TAccountVerification }).data;
  const codeOf = async (user: TestUser) => {
    const res = await issue(user);
    expect(res.statusCode, res.body).toBe(200);
    return stateOf(res).code as string;
  };
  const listed = async (userName: string, query: Record<string, string> = {}) => {
    const res = await t.get('/api/influencer/List', { query: { Search: userName, ...query } });
    return res
      .json<{ data: { influencers: TInfluencerListItem[] } }>()
      .data.influencers.find((i) => i.userName === userName);
  };

  it('codes are COLLABLY- and six unambiguous characters, different each time', () => {
    const codes = new Set(Array.from({ length: 50 }, newVerificationCode));
    expect(codes.size).toBe(50);
    for (const code of codes) expect(code).toMatch(/^COLLABLY-[A-HJKMNP-Z2-9]{6}$/);
  });

  it('issues a code bound to the account URL, valid 7 days; re-issuing replaces it', async () => {
    const { influencer, handle } = await influencerOnInstagram();
    const first = await issue(influencer);
    expect(first.statusCode).toBe(200);
    expect(first.json().message).toBe(M.codeIssued);
    const state = stateOf(first);
    expect(state).toMatchObject({
      plateformId: Platform.Instagram,
      pageUrl: `instagram.com/${handle}`,
      status: VerificationStatus.CodeIssued,
      isCheckable: true,
    });
    expect(Date.parse(state.expiresOn ?? '') - t.clock.now().getTime()).toBe(7 * DAY_MS);

    const second = stateOf(await issue(influencer));
    expect(second.code).not.toBe(state.code);
    // The old code no longer verifies: only the new one is looked for.
    pages.setPage(`/${handle}`, { html: `<p>bio ${state.code}</p>` });
    expect((await check(influencer)).json().message).toBe(M.codeMissing);

    const list = await t.get(BASE, { token: influencer.token });
    expect(list.json().data).toEqual([second]);
  });

  it('verifies when the public page shows the code: badge on the card and profile, Verified-only filter', async () => {
    const { influencer, handle } = await influencerOnInstagram();
    const userName = influencer.userName as string;
    expect(await listed(userName)).toMatchObject({
      isVerified: false,
      socialAccountFollowers: [{ plateformName: 'Instagram', isVerified: false }],
    });
    expect(await listed(userName, { Verified: '1' })).toBeUndefined();

    const code = await codeOf(influencer);
    pages.setPage(`/${handle}`, {
      html: `<html><head><meta name="description" content="Travel · ${code.toLowerCase()}"></head></html>`,
    });
    const res = await check(influencer);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().message).toBe(M.verified);
    expect(stateOf(res)).toMatchObject({ status: VerificationStatus.Verified, code: null });

    expect(await listed(userName, { Verified: '1' })).toMatchObject({
      isVerified: true,
      socialAccountFollowers: [{ plateformName: 'Instagram', isVerified: true }],
    });
    const profile = await t.get(`/api/influencer/get-userdetails/${userName}`);
    expect(profile.json().data.infSocialAccounts[0].isVerified).toBe(true);
    // A verified account keeps its state: no new code until its URL changes.
    expect((await issue(influencer)).statusCode).toBe(409);
  });

  it('changing the account URL drops the verified state and the code', async () => {
    const { influencer, handle } = await influencerOnInstagram();
    const code = await codeOf(influencer);
    pages.setPage(`/${handle}`, { html: code });
    expect((await check(influencer)).statusCode).toBe(200);

    await linkAccount(influencer, `instagram.com/${handle}_new`);
    expect(await listed(influencer.userName as string, { Verified: '1' })).toBeUndefined();
    const [state] = (await t.get(BASE, { token: influencer.token })).json().data as TAccountVerification[];
    expect(state).toMatchObject({ status: null, code: null, pageUrl: `instagram.com/${handle}_new` });
    const profile = await t.get(`/api/influencer/get-userdetails/${influencer.userName}`);
    expect(profile.json().data.infSocialAccounts[0].isVerified).toBe(false);
    expect((await check(influencer)).json().message).toBe(M.noCode);
  });

  it('an expired code is refused with its message', async () => {
    const { influencer, handle } = await influencerOnInstagram();
    const code = await codeOf(influencer);
    pages.setPage(`/${handle}`, { html: code });
    t.clock.advance(7 * DAY_MS + 1);
    try {
      const res = await check(influencer);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(M.codeExpired);
    } finally {
      t.clock.advance(-(7 * DAY_MS + 1));
    }
  });

  it('a page without the code, an unreachable page and a redirect off the platform each say so', async () => {
    const { influencer, handle } = await influencerOnInstagram();
    await codeOf(influencer);
    pages.setPage(`/${handle}`, { html: '<p>no code here</p>' });
    const missing = await check(influencer);
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toBe(M.codeMissing);

    pages.setPage(`/${handle}`, { status: 500 });
    const failing = await check(influencer);
    expect(failing.statusCode).toBe(400);
    expect(failing.json().message).toBe(M.pageUnreachable);

    // Instagram's login wall: a redirect to its login page (on the platform) that has no code.
    pages.setPage(`/${handle}`, { status: 302, location: '/accounts/login/' });
    expect((await check(influencer)).json().message).toBe(M.pageUnreachable);

    pages.setPage(`/${handle}`, { status: 302, location: 'https://evil.example.com/steal' });
    expect((await check(influencer)).json().message).toBe(M.pageUnreachable);
  });

  it('a page URL that is not of the platform is never fetched', async () => {
    const { influencer } = await influencerWithService(t);
    await linkAccount(influencer, 'instagram.com/someone');
    // Linking refuses such URLs now; a page linked before that rule is still never fetched.
    for (const pageUrl of [
      'evil.example.com/instagram',
      'http://127.0.0.1/instagram',
      'ftp://instagram.com/x',
    ]) {
      await t.db
        .updateTable('socialAccounts')
        .set({ pageUrl })
        .where('userId', '=', influencer.id)
        .where('platformId', '=', Platform.Instagram)
        .execute();
      await codeOf(influencer);
      const res = await check(influencer);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(M.notOfPlatform);
    }
    // UGC has no public page to check: screenshot only.
    await linkAccount(influencer, 'behance.net/someone', Platform.UGC);
    await issue(influencer, Platform.UGC);
    expect((await check(influencer, Platform.UGC)).json().message).toBe(M.screenshotOnly);
  });

  it('refuses other roles, an account the influencer has not linked, and checks past the rate limit', async () => {
    const { influencer } = await influencerOnInstagram();
    const brand = await t.user(Role.Brand);
    const staff = await t.user(Role.Staff);
    for (const user of [brand, staff, admin]) {
      expect((await issue(user)).statusCode).toBe(403);
      expect((await check(user)).statusCode).toBe(403);
    }
    expect((await t.post(`${BASE}/code`, { plateformId: Platform.Instagram })).statusCode).toBe(401);
    const other = await t.user(Role.Influencer);
    const res = await issue(other);
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe(M.noAccount);
    expect((await issue(influencer, 99)).statusCode).toBe(400);

    const limited = await testApp(dialect, {
      // The test app's default page origin is a closed local port: every check finds no page at all.
      configure: (config) => {
        config.rateLimits.socialCheck = { max: 2, timeWindowMs: 60_000 };
      },
    });
    try {
      const { influencer: own } = await influencerWithService(limited);
      await limited.post(
        '/api/influencer/add-socialaccounts',
        { UserId: own.id, plateformId: Platform.Instagram, userName: 'instagram.com/limited', followerId: 3 },
        { token: own.token },
      );
      await limited.post(`${BASE}/code`, { plateformId: Platform.Instagram }, { token: own.token });
      const statuses = [];
      for (let i = 0; i < 3; i++) {
        statuses.push(
          (await limited.post(`${BASE}/check`, { plateformId: Platform.Instagram }, { token: own.token }))
            .statusCode,
        );
      }
      expect(statuses).toEqual([400, 400, 429]);
      const refused = await limited.post(
        `${BASE}/check`,
        { plateformId: Platform.Instagram },
        { token: (await limited.user(Role.Influencer)).token },
      );
      expect(refused.statusCode).toBe(404);
    } finally {
      await limited.close();
    }
  });

  it('a screenshot goes to the super admin, who verifies or rejects it (audited)', async () => {
    const { influencer, handle } = await influencerOnInstagram();
    const screenshot = await uploadPictureAs(t, influencer.token);
    const send = (name: string, user: TestUser = influencer) =>
      t.post(
        `${BASE}/screenshot`,
        { plateformId: Platform.Instagram, screenshot: name },
        { token: user.token },
      );
    expect((await send(screenshot)).json().message).toBe(M.noCode);
    const code = await codeOf(influencer);

    // Another user's upload is not this influencer's screenshot.
    const other = await influencerOnInstagram();
    expect((await send(await uploadPictureAs(t, other.influencer.token))).statusCode).toBe(400);

    const sent = await send(screenshot);
    expect(sent.statusCode, sent.body).toBe(200);
    expect(stateOf(sent).status).toBe(VerificationStatus.ScreenshotPending);

    const queue = await t.get('/api/admin/social-verifications', { token: admin.token });
    expect(queue.statusCode).toBe(200);
    expect(queue.json().data).toContainEqual(
      expect.objectContaining({
        userId: influencer.id,
        plateformName: 'Instagram',
        pageUrl: `instagram.com/${handle}`,
        code,
        screenshot,
      }),
    );
    const staff = await t.user(Role.Staff);
    expect((await t.get('/api/admin/social-verifications', { token: staff.token })).statusCode).toBe(403);
    const decide = (approve: boolean, user: TestUser = admin) =>
      t.post(
        '/api/admin/social-verifications/decide',
        { userId: influencer.id, plateformId: Platform.Instagram, approve },
        { token: user.token },
      );
    expect((await decide(true, staff)).statusCode).toBe(403);

    const rejected = await decide(false);
    expect(rejected.statusCode).toBe(200);
    expect(rejected.json().message).toBe(M.rejected);
    expect((await decide(true)).statusCode).toBe(404);
    const [afterRejection] = (await t.get(BASE, { token: influencer.token })).json()
      .data as TAccountVerification[];
    expect(afterRejection).toMatchObject({ status: VerificationStatus.Rejected, code });

    // A new screenshot after a rejection, then verified.
    await send(screenshot);
    const approved = await decide(true);
    expect(approved.json().message).toBe(M.approved);
    expect(await listed(influencer.userName as string, { Verified: '1' })).toMatchObject({
      isVerified: true,
    });

    const audit = await t.get('/api/admin/audit-log', { token: admin.token, query: { page: '0' } });
    const actions = (audit.json().data.entries as { action: string; targetUserId: number }[])
      .filter((e) => e.targetUserId === influencer.id)
      .map((e) => e.action);
    expect(actions).toEqual(['social-verify', 'social-reject']);
  });
});
