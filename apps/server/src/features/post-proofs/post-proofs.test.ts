import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ActionCode } from '@collably/shared/constants/collabs';
import { Platform } from '@collably/shared/constants/platforms';
import { Role } from '@collably/shared/constants/roles';
import { PostProofMessages as M } from '@collably/shared/messages/post-proofs';
import type { TCollabHistory } from '@collably/shared/schemas/collabs';
import { startFakeSocialPages, type FakeSocialPages } from '../../../test/fake-social-pages';
import { act, hire, influencerWithService, uploadedAttachment } from '../../../test/hire-fixtures';
import { databases, testApp, uniqueSuffix, type TestApp, type TestUser } from '../../../test/test-app';

/** Proof of posting (issue 19): the post URL of Mark Complete is checked against a local fake of the platforms. */
describe.each(databases())('proof of posting on %s', (dialect) => {
  let t: TestApp;
  let fake: FakeSocialPages;

  beforeAll(async () => {
    fake = await startFakeSocialPages();
    t = await testApp(dialect, {
      configure: (config) => {
        config.socialPages = { ...config.socialPages, origin: fake.url, timeoutMs: 2_000 };
      },
    });
  });
  afterAll(async () => {
    await t.close();
    await fake.close();
  });

  let videoCounter = 0;
  /** A fresh 11-character video id. */
  const videoId = () =>
    `vid${String(++videoCounter).padStart(4, '0')}${uniqueSuffix().slice(-4)}`.slice(0, 11).padEnd(11, 'x');

  const linkAccount = (influencer: TestUser, platformId: number, pageUrl: string) =>
    t.db
      .insertInto('socialAccounts')
      .values({
        userId: influencer.id,
        platformId,
        pageUrl,
        followerId: 3,
        followersCount: 50_000,
        createdOn: t.clock.now().toISOString(),
        modifiedOn: t.clock.now().toISOString(),
      })
      .execute();

  /** A collab waiting for its post (Pending): hired, accepted, delivered and approved. */
  async function pending(platformId: number, channel: string | null = null) {
    const brand = await t.user(Role.Brand);
    const { influencer, serviceId } = await influencerWithService(t, {
      platformId,
      title: platformId === Platform.YouTube ? 'YouTube video' : 'Instagram Reel',
    });
    const handle = `chai_${uniqueSuffix()}`;
    if (platformId === Platform.YouTube && channel !== 'none') {
      await linkAccount(influencer, Platform.YouTube, channel ?? `youtube.com/@${handle}`);
    }
    const id = await hire(t, brand, serviceId);
    for (const [who, code, files] of [
      [influencer, ActionCode.Accept, []],
      [influencer, ActionCode.SendForApproval, [await uploadedAttachment(t, influencer.id, 'mp4')]],
      [brand, ActionCode.Approve, []],
    ] as const) {
      const res = await act(t, who, id, code, '', [...files]);
      expect(res.statusCode, res.body).toBe(200);
    }
    return { brand, influencer, id, handle };
  }

  const statusOf = async (id: number) =>
    await t.db
      .selectFrom('collabs')
      .select(['status', 'workLink'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
  const proofOf = (id: number) =>
    t.db.selectFrom('postProofs').selectAll().where('collabId', '=', id).executeTakeFirst();
  const eventCount = async (id: number) =>
    (await t.db.selectFrom('collabEvents').select('id').where('collabId', '=', id).execute()).length;
  const timelineOf = async (user: TestUser, id: number) =>
    (
      (
        await t.get('/api/user/collab-history', { token: user.token, query: { collabDetailId: String(id) } })
      ).json().data as TCollabHistory
    ).timeline;

  /** A refused link: 400 with the message, and the collab, its events and its proof as they were. */
  async function expectRefused(p: { influencer: TestUser; id: number }, url: string, message: string) {
    const before = {
      collab: await statusOf(p.id),
      events: await eventCount(p.id),
      proof: await proofOf(p.id),
    };
    const res = await act(t, p.influencer, p.id, ActionCode.MarkCompleteWithUrl, url);
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json()).toMatchObject({ isSuccess: false, message });
    expect(await statusOf(p.id)).toEqual(before.collab);
    expect(await eventCount(p.id)).toBe(before.events);
    expect(await proofOf(p.id)).toEqual(before.proof);
  }

  it('verifies a YouTube video of the linked channel (author compared normalised) and shows it on both timelines', async () => {
    const p = await pending(Platform.YouTube);
    const id = videoId();
    fake.setVideo(id, {
      authorName: 'Chai Creator',
      authorUrl: `https://www.youtube.com/@${p.handle.toUpperCase()}`,
    });
    const res = await act(
      t,
      p.influencer,
      p.id,
      ActionCode.MarkCompleteWithUrl,
      `https://youtu.be/${id}?si=x`,
    );
    expect(res.statusCode, res.body).toBe(200);
    expect((await statusOf(p.id)).status).toBe('UpdateWorkLink');
    const proof = await proofOf(p.id);
    expect(proof).toMatchObject({ status: 'verified', checks: 1, url: `https://youtu.be/${id}?si=x` });
    expect(proof?.nextCheckOn).toBe(new Date(t.clock.now().getTime() + 7 * 86_400_000).toISOString());
    for (const viewer of [p.brand, p.influencer]) {
      const entry = (await timelineOf(viewer, p.id)).find((e) => e.kind === 'proof');
      expect(entry).toMatchObject({
        title: M.verified('YouTube'),
        note: 'Posted by Chai Creator',
        link: `https://youtu.be/${id}?si=x`,
      });
    }
  });

  it('verifies a video whose oEmbed names the handle when the profile links the channel id', async () => {
    const channelId = `UC${'a1B2c3D4e5F6g7H8i9J0kL'.slice(0, 22)}`;
    const p = await pending(Platform.YouTube, `https://www.youtube.com/channel/${channelId}/`);
    const id = videoId();
    fake.setVideo(id, { authorName: 'Chai', authorUrl: `https://www.youtube.com/@${p.handle}` });
    fake.setPage(`/@${p.handle}`, {
      html: `<link rel="canonical" href="https://www.youtube.com/channel/${channelId}">`,
    });
    const res = await act(
      t,
      p.influencer,
      p.id,
      ActionCode.MarkCompleteWithUrl,
      `https://www.youtube.com/watch?v=${id}`,
    );
    expect(res.statusCode, res.body).toBe(200);
    expect((await proofOf(p.id))?.status).toBe('verified');
  });

  it('refuses a URL of another platform, or not a post, with a clear message and changes nothing', async () => {
    const yt = await pending(Platform.YouTube);
    await expectRefused(yt, 'https://www.instagram.com/p/Cabc123/', M.notPlatformPost('YouTube'));
    await expectRefused(yt, `https://www.youtube.com/@${yt.handle}`, M.notPlatformPost('YouTube'));
    await expectRefused(
      yt,
      'https://youtube.com.evil.example/watch?v=abcdefghijk',
      M.notPlatformPost('YouTube'),
    );
    const ig = await pending(Platform.Instagram);
    await expectRefused(ig, 'https://youtu.be/abcdefghijk', M.notPlatformPost('Instagram'));
    await expectRefused(ig, 'https://www.instagram.com/someone/', M.notPlatformPost('Instagram'));
  });

  it('refuses a YouTube video whose oEmbed author is not the linked channel', async () => {
    const p = await pending(Platform.YouTube);
    const id = videoId();
    fake.setVideo(id, { authorName: 'Someone Else', authorUrl: 'https://www.youtube.com/@someone_else' });
    await expectRefused(p, `https://www.youtube.com/watch?v=${id}`, M.notYourChannel);
  });

  it('refuses a YouTube video when the influencer has no linked channel', async () => {
    const p = await pending(Platform.YouTube, 'none');
    const id = videoId();
    fake.setVideo(id, { authorName: 'Chai', authorUrl: 'https://www.youtube.com/@chai' });
    await expectRefused(p, `https://www.youtube.com/watch?v=${id}`, M.noLinkedChannel);
  });

  it('refuses a post that cannot be opened: unknown, private or deleted video, missing Instagram post', async () => {
    const p = await pending(Platform.YouTube);
    await expectRefused(p, `https://www.youtube.com/watch?v=${videoId()}`, M.unreachable);
    const privateId = videoId();
    fake.setVideo(privateId, {
      authorName: 'Chai',
      authorUrl: `https://www.youtube.com/@${p.handle}`,
      status: 401,
    });
    await expectRefused(p, `https://www.youtube.com/shorts/${privateId}`, M.unreachable);
    const ig = await pending(Platform.Instagram);
    fake.setPage('/p/Cgone1/', { status: 404 });
    await expectRefused(ig, 'https://www.instagram.com/p/Cgone1/', M.unreachable);
  });

  it('accepts an Instagram post as unverified (no Meta credentials) and tells the brand on the timeline', async () => {
    const p = await pending(Platform.Instagram);
    const res = await act(
      t,
      p.influencer,
      p.id,
      ActionCode.MarkCompleteWithUrl,
      'https://www.instagram.com/reel/Cchai42/',
    );
    expect(res.statusCode, res.body).toBe(200);
    expect((await statusOf(p.id)).status).toBe('UpdateWorkLink');
    expect(await proofOf(p.id)).toMatchObject({ status: 'unverified', checks: 1 });
    const entry = (await timelineOf(p.brand, p.id)).find((e) => e.kind === 'proof');
    expect(entry?.title).toBe(M.unverified('Instagram'));
    expect(entry?.title).toBe('Post could not be verified automatically (Instagram needs credentials)');
  });

  it('accepts a YouTube post as unverified when YouTube does not answer (outage), to be checked again', async () => {
    const p = await pending(Platform.YouTube);
    const id = videoId();
    fake.setVideo(id, { authorName: 'Chai', authorUrl: `https://www.youtube.com/@${p.handle}`, status: 503 });
    const res = await act(
      t,
      p.influencer,
      p.id,
      ActionCode.MarkCompleteWithUrl,
      `https://www.youtube.com/watch?v=${id}`,
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(await proofOf(p.id)).toMatchObject({
      status: 'unverified',
      reason: M.reasonPlatformDown('YouTube'),
    });
  });

  it('checks the new link of Update Work Link in a dispute, and keeps one proof per collab', async () => {
    const p = await pending(Platform.YouTube);
    const first = videoId();
    fake.setVideo(first, { authorName: 'Chai', authorUrl: `https://www.youtube.com/@${p.handle}` });
    expect(
      (await act(t, p.influencer, p.id, ActionCode.MarkCompleteWithUrl, `https://youtu.be/${first}`))
        .statusCode,
    ).toBe(200);
    expect((await act(t, p.brand, p.id, ActionCode.RaiseDispute, 'Wrong video')).statusCode).toBe(200);
    await expectRefused(p, 'https://www.facebook.com/someone/posts/1', M.notPlatformPost('YouTube'));
    const second = videoId();
    fake.setVideo(second, { authorName: 'Chai', authorUrl: `https://www.youtube.com/@${p.handle}` });
    const res = await act(
      t,
      p.influencer,
      p.id,
      ActionCode.MarkCompleteWithUrl,
      `https://youtu.be/${second}`,
    );
    expect(res.statusCode, res.body).toBe(200);
    const proofs = await t.db.selectFrom('postProofs').selectAll().where('collabId', '=', p.id).execute();
    expect(proofs).toHaveLength(1);
    expect(proofs[0]).toMatchObject({ url: `https://youtu.be/${second}`, status: 'verified' });
  });

  it('refuses the roles and parties that may not post, before any check', async () => {
    const p = await pending(Platform.YouTube);
    const id = videoId();
    fake.setVideo(id, { authorName: 'Chai', authorUrl: `https://www.youtube.com/@${p.handle}` });
    const url = `https://youtu.be/${id}`;
    const other = await influencerWithService(t, { platformId: Platform.YouTube });
    expect((await act(t, other.influencer, p.id, ActionCode.MarkCompleteWithUrl, url)).statusCode).toBe(404);
    expect((await act(t, p.brand, p.id, ActionCode.MarkCompleteWithUrl, url)).statusCode).toBe(403);
    for (const role of [Role.Staff, Role.SuperAdmin] as const) {
      expect((await act(t, await t.user(role), p.id, ActionCode.MarkCompleteWithUrl, url)).statusCode).toBe(
        403,
      );
    }
    const anonymous = await t.post('/api/user/update/collab-status', {
      collabDetailId: p.id,
      statusId: ActionCode.MarkCompleteWithUrl,
      reason: url,
      base64File: [],
    });
    expect(anonymous.statusCode).toBe(401);
    expect((await statusOf(p.id)).status).toBe('Pending');
    expect(await proofOf(p.id)).toBeUndefined();
    // Not the status for posting: 409, whatever the link.
    const posted = await act(t, p.influencer, p.id, ActionCode.MarkCompleteWithUrl, url);
    expect(posted.statusCode).toBe(200);
    expect(
      (await act(t, p.influencer, p.id, ActionCode.MarkCompleteWithUrl, 'https://instagram.com/p/x/'))
        .statusCode,
    ).toBe(409);
  });

  it('posts once when the same link is sent twice at once', async () => {
    const p = await pending(Platform.YouTube);
    const id = videoId();
    fake.setVideo(id, { authorName: 'Chai', authorUrl: `https://www.youtube.com/@${p.handle}` });
    const url = `https://youtu.be/${id}`;
    const codes = (
      await Promise.all([1, 2].map(() => act(t, p.influencer, p.id, ActionCode.MarkCompleteWithUrl, url)))
    )
      .map((r) => r.statusCode)
      .sort();
    expect(codes).toEqual([200, 409]);
    expect(await proofOf(p.id)).toMatchObject({ status: 'verified', checks: 1 });
  });
});
