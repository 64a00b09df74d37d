import fs from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Role, UserStatus, type TUserStatus } from '@collably/shared/constants/roles';
import { databases, testApp, type TestApp, type TestUser } from '../../../test/test-app';
import { uploadPictureAs } from '../../../test/uploads';

describe.each(databases())('favourites on %s', (dialect) => {
  let t: TestApp;
  let brand: TestUser;
  beforeAll(async () => {
    t = await testApp(dialect);
    brand = await t.user(Role.Brand);
  });
  afterAll(async () => {
    await t.close();
    fs.rmSync(t.config.dataDir, { recursive: true, force: true });
  });

  const as = (user: TestUser) => ({ token: user.token });
  const toggle = (userId: unknown, user: TestUser | undefined = brand) =>
    t.post('/api/brand/add-favourite', { userId }, user ? as(user) : {});

  /** An active influencer with a picture, two categories, two platforms and services from ₹1,200. */
  async function listedInfluencer(status: TUserStatus = UserStatus.Active) {
    const user = await t.user(Role.Influencer, { status });
    const auth = as(user);
    const picture = await uploadPictureAs(t, user.token);
    await t.post(
      '/api/influencer/add-detail',
      {
        UserId: user.id,
        description: 'Travel films',
        categoryIds: '4,18',
        base64Image: picture,
        gender: 'male',
        state: 9,
        city: 902,
        dob: '1995-01-01',
        language: '[{"id":4,"name":"English"}]',
      },
      auth,
    );
    for (const [plateformId, followerId] of [
      [3, 4],
      [4, 2],
    ] as const) {
      await t.post(
        '/api/influencer/add-socialaccounts',
        {
          UserId: user.id,
          plateformId,
          userName: `${plateformId === 3 ? 'youtube.com/@' : 'instagram.com/'}${user.userName}`,
          followerId,
        },
        auth,
      );
    }
    const service = (plateformId: number, price: number) => ({
      influencerServiceId: -1,
      title: 'Video',
      description: 'One video',
      price,
      plateformId,
    });
    await t.post('/api/influencer/add-socialaccount-service', [service(3, 5000)], {
      ...auth,
      query: { UserId: String(user.id) },
    });
    await t.post('/api/influencer/add-socialaccount-service', [service(4, 1200)], {
      ...auth,
      query: { UserId: String(user.id) },
    });
    return { user, picture };
  }

  it('adds an influencer, lists its card and removes it on the next toggle', async () => {
    const { user, picture } = await listedInfluencer();
    const added = await toggle(user.id);
    expect(added.statusCode).toBe(200);
    expect(added.json()).toEqual({
      isSuccess: true,
      message: 'Added to favourites',
      data: { isFavourite: true },
    });

    const list = await t.get('/api/brand/get-favourites', as(brand));
    expect(list.statusCode).toBe(200);
    expect(list.json().data).toEqual([
      {
        userId: user.id,
        userName: user.userName,
        name: expect.any(String),
        profilePic: picture,
        tags: '[]',
        socialAccountFollowers: [
          // Cards show the lower bound of each account's range (100k-500k, 10k-50k).
          { plateformName: 'YouTube', followerCount: 100000, isVerified: false },
          { plateformName: 'Instagram', followerCount: 10000, isVerified: false },
        ],
        isFeatured: false,
        isVerified: false,
        lastLoginOn: expect.any(String),
        price: 1200,
        categoryName: 'Travel, Photography',
        rating: null,
        ratingCount: 0,
      },
    ]);
    const profile = await t.get(`/api/influencer/get-userdetails/${user.userName}`, as(brand));
    expect(profile.json().data.isFavourite).toBe(true);

    const removed = await toggle(user.id);
    expect(removed.json()).toEqual({
      isSuccess: true,
      message: 'Removed from favourites',
      data: { isFavourite: false },
    });
    expect((await t.get('/api/brand/get-favourites', as(brand))).json().data).toEqual([]);
  });

  it('lists newest first and only the brand own favourites', async () => {
    const otherBrand = await t.user(Role.Brand);
    const first = await listedInfluencer();
    const second = await listedInfluencer();
    await toggle(first.user.id);
    t.clock.advance(1000);
    await toggle(second.user.id);
    await toggle(first.user.id, otherBrand);
    const mine = (await t.get('/api/brand/get-favourites', as(brand))).json().data as { userName: string }[];
    expect(mine.map((c) => c.userName)).toEqual([second.user.userName, first.user.userName]);
    const theirs = (await t.get('/api/brand/get-favourites', as(otherBrand))).json().data as {
      userName: string;
    }[];
    expect(theirs.map((c) => c.userName)).toEqual([first.user.userName]);
    await toggle(first.user.id);
    await toggle(second.user.id);
  });

  it('survives a double click sent twice at once', async () => {
    const { user } = await listedInfluencer();
    const clicks = await Promise.all([toggle(user.id), toggle(user.id)]);
    expect(clicks.map((c) => c.statusCode)).toEqual([200, 200]);
    const rows = await t.db
      .selectFrom('favourites')
      .selectAll()
      .where('brandUserId', '=', brand.id)
      .where('influencerUserId', '=', user.id)
      .execute();
    expect(rows.length).toBeLessThanOrEqual(1);
    if (rows.length === 1) await toggle(user.id);
  });

  it('answers 404 for an unknown, pending or non-influencer user', async () => {
    const pending = await listedInfluencer(UserStatus.Pending);
    const otherBrand = await t.user(Role.Brand);
    for (const userId of [999999, pending.user.id, otherBrand.id]) {
      const res = await toggle(userId);
      expect(res.statusCode, String(userId)).toBe(404);
      expect(res.json().message).toBe('Influencer not found');
    }
    expect((await toggle('abc')).statusCode).toBe(400);
  });

  it('is for brands only', async () => {
    const { user } = await listedInfluencer();
    for (const role of [Role.Influencer, Role.Staff, Role.SuperAdmin] as const) {
      const other = await t.user(role);
      expect((await toggle(user.id, other)).statusCode, `toggle ${role}`).toBe(403);
      expect((await t.get('/api/brand/get-favourites', as(other))).statusCode, `list ${role}`).toBe(403);
    }
    expect((await t.post('/api/brand/add-favourite', { userId: user.id })).statusCode).toBe(401);
    expect((await t.get('/api/brand/get-favourites')).statusCode).toBe(401);
  });
});
