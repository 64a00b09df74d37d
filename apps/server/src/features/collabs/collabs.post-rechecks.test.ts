import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ActionCode } from '@collably/shared/constants/collabs';
import { Platform } from '@collably/shared/constants/platforms';
import { Role } from '@collably/shared/constants/roles';
import { DAY_MS as DAY } from '@collably/shared/domain/collab-status';
import { PostProofMessages as M } from '@collably/shared/messages/post-proofs';
import type { TCollabHistory } from '@collably/shared/schemas/collabs';
import { startFakeSocialPages, type FakeSocialPages } from '../../../test/fake-social-pages';
import {
  act,
  checkLedger,
  earnings,
  hire,
  influencerWithService,
  uploadedAttachment,
} from '../../../test/hire-fixtures';
import { databases, testApp, uniqueSuffix, type TestApp, type TestUser } from '../../../test/test-app';
import { POST_TAKEN_DOWN_RULE, runPostRechecks } from './collabs.post-rechecks';
import { sweep } from './collabs.sweeps';

/** What the influencer earns from a ₹1,000 service. */
const PAYOUT = 1000;

/** Proof of posting's rechecks (issue 19) with the controllable clock, against a local fake of the platforms. */
describe.each(databases())('post rechecks on %s', (dialect) => {
  let t: TestApp;
  let fake: FakeSocialPages;
  let admin: TestUser;

  beforeAll(async () => {
    fake = await startFakeSocialPages();
  });
  afterAll(() => fake.close());
  // A fresh database per test: the clock jumps weeks, and every due proof of the database is rechecked.
  beforeEach(async () => {
    t = await testApp(dialect, {
      configure: (config) => {
        config.socialPages = { ...config.socialPages, origin: fake.url, timeoutMs: 2_000 };
      },
    });
    admin = await t.user(Role.SuperAdmin);
  });
  afterEach(() => t.close());

  let videos = 0;
  const newVideoId = () =>
    `v${String(++videos).padStart(3, '0')}${uniqueSuffix()}`.slice(0, 11).padEnd(11, 'y');

  /** A YouTube collab posted (UpdateWorkLink) with a video of the influencer's linked channel. */
  async function posted() {
    const brand = await t.user(Role.Brand);
    const { influencer, serviceId } = await influencerWithService(t, {
      pricePaise: 100_000,
      platformId: Platform.YouTube,
      title: 'YouTube video',
    });
    const handle = `chai_${uniqueSuffix()}`;
    await t.db
      .insertInto('socialAccounts')
      .values({
        userId: influencer.id,
        platformId: Platform.YouTube,
        pageUrl: `youtube.com/@${handle}`,
        followerId: 3,
        followersCount: 10_000,
        createdOn: t.clock.now().toISOString(),
        modifiedOn: t.clock.now().toISOString(),
      })
      .execute();
    const videoId = newVideoId();
    fake.setVideo(videoId, { authorName: 'Chai', authorUrl: `https://www.youtube.com/@${handle}` });
    const id = await hire(t, brand, serviceId);
    for (const [who, code, reason, files] of [
      [influencer, ActionCode.Accept, '', []],
      [influencer, ActionCode.SendForApproval, '', [await uploadedAttachment(t, influencer.id, 'mp4')]],
      [brand, ActionCode.Approve, '', []],
      [influencer, ActionCode.MarkCompleteWithUrl, `https://youtu.be/${videoId}`, []],
    ] as const) {
      const res = await act(t, who, id, code, reason, [...files]);
      expect(res.statusCode, res.body).toBe(200);
    }
    return { brand, influencer, id, videoId, postedAt: t.clock.now().getTime() };
  }

  const proofOf = (id: number) =>
    t.db.selectFrom('postProofs').selectAll().where('collabId', '=', id).executeTakeFirstOrThrow();
  const statusOf = async (id: number) =>
    (await t.db.selectFrom('collabs').select('status').where('id', '=', id).executeTakeFirstOrThrow()).status;
  const caseEvents = (id: number) =>
    t.db
      .selectFrom('collabEvents')
      .selectAll()
      .where('collabId', '=', id)
      .where('systemRule', '=', POST_TAKEN_DOWN_RULE)
      .execute();
  const timelineOf = async (user: TestUser, id: number) =>
    (
      (
        await t.get('/api/user/collab-history', { token: user.token, query: { collabDetailId: String(id) } })
      ).json().data as TCollabHistory
    ).timeline;
  const takenDownMails = async (id: number) =>
    (await t.db.selectFrom('mailOutbox').select(['toAddress', 'subject', 'textBody']).execute()).filter(
      (m) => m.subject === `Post of collab #${id} taken down`,
    );
  const releases = async (id: number) =>
    (
      await t.db
        .selectFrom('ledgerJournals')
        .select('id')
        .where('collabId', '=', id)
        .where('kind', '=', 'release')
        .execute()
    ).length;

  it('checks the post again 7 and 30 days after it was accepted, then no more', async () => {
    const p = await posted();
    // The brand confirms at once: the rechecks go on after the release.
    expect((await act(t, p.brand, p.id, ActionCode.MarkComplete)).statusCode).toBe(200);
    t.clock.set(new Date(p.postedAt + 7 * DAY - 1));
    expect((await runPostRechecks(t.app.ctx)).checked).toBe(0);
    expect((await proofOf(p.id)).checks).toBe(1);
    t.clock.set(new Date(p.postedAt + 7 * DAY));
    expect(await runPostRechecks(t.app.ctx)).toMatchObject({ checked: 1, cases: 0 });
    expect(await proofOf(p.id)).toMatchObject({
      status: 'verified',
      checks: 2,
      checkedOn: new Date(p.postedAt + 7 * DAY).toISOString(),
      nextCheckOn: new Date(p.postedAt + 30 * DAY).toISOString(),
    });
    expect(await runPostRechecks(t.app.ctx)).toMatchObject({ checked: 0 });
    t.clock.set(new Date(p.postedAt + 30 * DAY));
    expect(await runPostRechecks(t.app.ctx)).toMatchObject({ checked: 1, cases: 0 });
    expect(await proofOf(p.id)).toMatchObject({ status: 'verified', checks: 3, nextCheckOn: null });
    t.clock.set(new Date(p.postedAt + 400 * DAY));
    expect(await runPostRechecks(t.app.ctx)).toMatchObject({ checked: 0 });
  });

  it('a post taken down before the release opens one helpdesk case, and the auto-release does not release it', async () => {
    const p = await posted();
    const balances = await checkLedger(t.db);
    fake.takeDownVideo(p.videoId);
    // Day 7: the brand never confirmed, so the confirm clock would release now; the recheck due first wins.
    t.clock.set(new Date(p.postedAt + 7 * DAY));
    expect(await sweep(t.app.ctx, 'confirmOverdue')).toBe(0);
    expect(await statusOf(p.id)).toBe('HelpDesk');
    expect(await proofOf(p.id)).toMatchObject({ status: 'taken_down', nextCheckOn: null, checks: 2 });
    expect(await releases(p.id)).toBe(0);
    expect(await earnings(t, p.influencer)).toBe(0);
    expect((await checkLedger(t.db)).journals).toBe(balances.journals);
    // Once: later runs, sweeps and clocks neither open another case nor release.
    expect(await runPostRechecks(t.app.ctx)).toMatchObject({ checked: 0, cases: 0 });
    t.clock.set(new Date(p.postedAt + 40 * DAY));
    for (const name of ['confirmOverdue', 'disputeExpired'] as const) await sweep(t.app.ctx, name);
    expect(await runPostRechecks(t.app.ctx)).toMatchObject({ checked: 0, cases: 0 });
    expect(await caseEvents(p.id)).toHaveLength(1);
    expect(await statusOf(p.id)).toBe('HelpDesk');
    expect(await releases(p.id)).toBe(0);
    expect(await takenDownMails(p.id)).toEqual([
      expect.objectContaining({
        toAddress: admin.email,
        textBody: expect.stringContaining('/order/helpdesk'),
      }),
    ]);
    for (const viewer of [p.brand, p.influencer, admin]) {
      const titles = (await timelineOf(viewer, p.id)).map((e) => e.title);
      expect(titles).toContain(M.takenDown);
      expect(titles).toContain('Helpdesk case opened: post taken down');
    }
    // The case is the super admin's, like any other: resolving it releases or refunds once.
    const resolved = await t.post(
      '/api/helpdesk/resolve',
      { collabDetailId: p.id, outcome: 'refund' },
      { token: admin.token },
    );
    expect(resolved.statusCode, resolved.body).toBe(200);
    expect(await statusOf(p.id)).toBe('Cancel');
  });

  it('the auto-release still releases a post that is online at its 7-day recheck', async () => {
    const p = await posted();
    t.clock.set(new Date(p.postedAt + 7 * DAY));
    expect(await sweep(t.app.ctx, 'confirmOverdue')).toBe(1);
    expect(await statusOf(p.id)).toBe('Complete');
    expect(await proofOf(p.id)).toMatchObject({ status: 'verified', checks: 2 });
    expect(await earnings(t, p.influencer)).toBe(PAYOUT);
  });

  it('two rechecks at once open the case once', async () => {
    const p = await posted();
    fake.takeDownVideo(p.videoId);
    t.clock.set(new Date(p.postedAt + 7 * DAY));
    const runs = await Promise.all([runPostRechecks(t.app.ctx), runPostRechecks(t.app.ctx)]);
    expect(runs.reduce((n, r) => n + r.cases, 0)).toBe(1);
    expect(await caseEvents(p.id)).toHaveLength(1);
    expect(await statusOf(p.id)).toBe('HelpDesk');
  });

  it('a post taken down after the release: no clawback, no negative balance, the influencer and admins told once', async () => {
    const p = await posted();
    expect((await act(t, p.brand, p.id, ActionCode.MarkComplete)).statusCode).toBe(200);
    expect(await earnings(t, p.influencer)).toBe(PAYOUT);
    const before = await checkLedger(t.db);
    t.clock.set(new Date(p.postedAt + 7 * DAY));
    expect(await runPostRechecks(t.app.ctx)).toMatchObject({ checked: 1, cases: 0 });
    fake.takeDownVideo(p.videoId);
    t.clock.set(new Date(p.postedAt + 30 * DAY));
    expect(await runPostRechecks(t.app.ctx)).toMatchObject({ checked: 1, cases: 1 });
    expect(await runPostRechecks(t.app.ctx)).toMatchObject({ checked: 0, cases: 0 });
    expect(await statusOf(p.id)).toBe('Complete');
    expect(await proofOf(p.id)).toMatchObject({ status: 'taken_down', checks: 3 });
    expect(await earnings(t, p.influencer)).toBe(PAYOUT);
    expect(await releases(p.id)).toBe(1);
    expect((await checkLedger(t.db)).journals).toBe(before.journals);
    const bell = (await t.get('/api/notification/get', { token: p.influencer.token })).json().data as {
      message: string;
    }[];
    expect(bell.filter((n) => n.message.includes('is no longer online'))).toHaveLength(1);
    const mails = await takenDownMails(p.id);
    expect(mails).toHaveLength(1);
    expect(mails[0]?.textBody).toContain('already released');
    const titles = (await timelineOf(p.brand, p.id)).map((e) => e.title);
    expect(titles).toContain(M.takenDown);
  });

  it('an Instagram post found 404 opens the case too; a refunded collab is not checked again', async () => {
    const brand = await t.user(Role.Brand);
    const { influencer, serviceId } = await influencerWithService(t, { pricePaise: 100_000 });
    const code = `C${uniqueSuffix()}`;
    const ids: number[] = [];
    for (const _ of [1, 2]) {
      const id = await hire(t, brand, serviceId);
      for (const [who, action, reason, files] of [
        [influencer, ActionCode.Accept, '', []],
        [influencer, ActionCode.SendForApproval, '', [await uploadedAttachment(t, influencer.id, 'mp4')]],
        [brand, ActionCode.Approve, '', []],
        [influencer, ActionCode.MarkCompleteWithUrl, `https://www.instagram.com/p/${code}${id}/`, []],
      ] as const) {
        expect((await act(t, who, id, action, reason, [...files])).statusCode).toBe(200);
      }
      ids.push(id);
    }
    const [kept, refunded] = ids as [number, number];
    expect((await act(t, brand, refunded, ActionCode.RaiseDispute, 'Not posted')).statusCode).toBe(200);
    expect((await act(t, influencer, refunded, ActionCode.Cancel, 'Sorry')).statusCode).toBe(200);
    const start = t.clock.now().getTime();
    fake.setPage(`/p/${code}${kept}/`, { status: 404 });
    fake.setPage(`/p/${code}${refunded}/`, { status: 404 });
    t.clock.set(new Date(start + 7 * DAY));
    expect(await runPostRechecks(t.app.ctx)).toMatchObject({ cases: 1 });
    expect(await statusOf(kept)).toBe('HelpDesk');
    expect(await statusOf(refunded)).toBe('Cancel');
    expect(await proofOf(refunded)).toMatchObject({ status: 'unverified', nextCheckOn: null });
    expect(await caseEvents(refunded)).toHaveLength(0);
  });

  it('the super admin checks a post again now: a gone post opens its case once; others are refused', async () => {
    const p = await posted();
    const recheck = (user: TestUser, body: unknown) =>
      t.post('/api/collab/recheck-post', body, { token: user.token });
    const online = await recheck(admin, { collabDetailId: p.id });
    expect(online.statusCode, online.body).toBe(200);
    expect(online.json()).toMatchObject({
      message: M.rechecked,
      data: { collabDetailId: p.id, status: 'verified', caseOpened: false },
    });
    // A check on demand keeps the schedule: the 7-day check is still ahead.
    expect((await proofOf(p.id)).nextCheckOn).toBe(new Date(p.postedAt + 7 * DAY).toISOString());
    fake.takeDownVideo(p.videoId);
    for (const user of [p.brand, p.influencer, await t.user(Role.Staff)]) {
      expect((await recheck(user, { collabDetailId: p.id })).statusCode).toBe(403);
    }
    expect(await statusOf(p.id)).toBe('UpdateWorkLink');
    const gone = await recheck(admin, { collabDetailId: p.id });
    expect(gone.json().data).toEqual({ collabDetailId: p.id, status: 'taken_down', caseOpened: true });
    expect(await statusOf(p.id)).toBe('HelpDesk');
    const again = await recheck(admin, { collabDetailId: p.id });
    expect(again.json().data).toEqual({ collabDetailId: p.id, status: 'taken_down', caseOpened: false });
    expect(await caseEvents(p.id)).toHaveLength(1);
    const none = await recheck(admin, { collabDetailId: 999_999 });
    expect(none.statusCode).toBe(404);
    expect(none.json().message).toBe(M.noPostToCheck);
    expect((await recheck(admin, { collabDetailId: 'x' })).statusCode).toBe(400);
  });
});
