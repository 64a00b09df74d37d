import fs from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Role } from '@collably/shared/constants/roles';
import { databases, testApp, type TestApp, type TestUser } from '../../../test/test-app';
import { uploadPictureAs } from '../../../test/uploads';
import { refreshInfluencerSearch } from '../../platform/influencer-search/influencer-search';

/**
 * Issue 8, item 8: one influencer's profile saved several times at once (a double click, two tabs, staff and
 * the owner) must serialise: no 5xx (no duplicate key in the listing's read model, no deadlock), the final
 * state is one of the inputs, and the read model agrees with the profile.
 */
const PARALLEL = 6;
const MAHARASHTRA = 14;
const MUMBAI = 1401;

const detail = (userId: number, picture: string, n: number) => ({
  UserId: userId,
  title: `Title ${n}`,
  description: `Description ${n}`,
  categoryIds: n % 2 === 0 ? '5,3' : '2',
  base64Image: picture,
  gender: n % 2 === 0 ? 'female' : 'male',
  country: 101,
  state: MAHARASHTRA,
  city: MUMBAI,
  dob: '1998-04-12T00:00:00',
  language: JSON.stringify([{ id: 4, name: 'English' }]),
});

const service = (n: number, id = -1) => ({
  influencerServiceId: id,
  title: `Instagram Reel ${n}`,
  description: `Reel number ${n}`,
  price: 1000 + n,
  allowUGC: false,
  ugcPrice: 0,
  plateformId: 4,
});

describe.each(databases())('parallel profile saves of one influencer on %s', (dialect) => {
  let t: TestApp;
  let staff: TestUser;

  beforeAll(async () => {
    t = await testApp(dialect);
    staff = await t.user(Role.Staff);
  });
  afterAll(async () => {
    await t.close();
    fs.rmSync(t.config.dataDir, { recursive: true, force: true });
  });

  const post = (url: string, body: unknown, user: TestUser, query?: Record<string, string>) =>
    t.post(url, body, { token: user.token, query });

  /** The influencer's listing rows as stored, and as a fresh derivation from the profile makes them. */
  async function readModelOf(userId: number) {
    const read = async () => ({
      rows: await t.db
        .selectFrom('influencerSearch')
        .selectAll()
        .where('userId', '=', userId)
        .orderBy('platformId')
        .orderBy('categoryId')
        .execute(),
      cards: await t.db
        .selectFrom('influencerSearchCards')
        .selectAll()
        .where('userId', '=', userId)
        .execute(),
    });
    const stored = await read();
    await t.db.transaction().execute((trx) => refreshInfluencerSearch(trx, userId));
    return { stored, derived: await read() };
  }

  async function expectConsistentReadModel(userId: number) {
    const { stored, derived } = await readModelOf(userId);
    expect(stored).toEqual(derived);
  }

  /** An influencer listed in the read model: Start saved, an Instagram account, one reel. */
  async function listedInfluencer() {
    const user = await t.user(Role.Influencer);
    const picture = await uploadPictureAs(t, user.token);
    expect((await post('/api/influencer/add-detail', detail(user.id, picture, 0), user)).statusCode).toBe(
      200,
    );
    const account = { UserId: user.id, plateformId: 4, userName: 'instagram.com/someone', followerId: 3 };
    expect((await post('/api/influencer/add-socialaccounts', account, user)).statusCode).toBe(200);
    const saved = await post('/api/influencer/add-socialaccount-service', [service(0)], user, {
      UserId: String(user.id),
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const serviceId = saved.json().data[0].infServices[0].influencerServiceId as number;
    expect(
      await t.db.selectFrom('influencerSearchCards').select('userId').where('userId', '=', user.id).execute(),
    ).toHaveLength(1);
    return { user, picture, serviceId };
  }

  const expectNo5xx = (responses: { statusCode: number; body: string }[]) => {
    for (const res of responses) expect(res.statusCode, res.body).toBeLessThan(500);
  };

  it('add-detail: every save succeeds and the last one wins whole', async () => {
    const { user, picture } = await listedInfluencer();
    const responses = await Promise.all(
      Array.from({ length: PARALLEL }, (_, n) =>
        post('/api/influencer/add-detail', detail(user.id, picture, n + 1), n % 2 ? staff : user),
      ),
    );
    expectNo5xx(responses);
    for (const res of responses) expect(res.statusCode, res.body).toBe(200);
    const saved = (await t.get(`/api/influencer/get-details/${user.id}`, { token: user.token })).json().data;
    const n = Number(/Title (\d+)/.exec(saved.title)?.[1]);
    // One input, whole: its title, description, gender and categories together.
    expect(saved).toMatchObject({
      title: `Title ${n}`,
      description: `Description ${n}`,
      gender: n % 2 === 0 ? 'female' : 'male',
    });
    expect(saved.infCategories.map((c: { categoryId: number }) => c.categoryId)).toEqual(
      n % 2 === 0 ? [5, 3] : [2],
    );
    await expectConsistentReadModel(user.id);
  });

  it('add-socialaccounts: the account is one of the inputs', async () => {
    const { user } = await listedInfluencer();
    const responses = await Promise.all(
      Array.from({ length: PARALLEL }, (_, n) =>
        post(
          '/api/influencer/add-socialaccounts',
          {
            UserId: user.id,
            plateformId: n % 2 ? 4 : 3,
            userName: `${n % 2 ? 'instagram.com/' : 'youtube.com/@'}page${n}`,
            followerId: 1 + n,
          },
          user,
        ),
      ),
    );
    expectNo5xx(responses);
    for (const res of responses) expect(res.statusCode, res.body).toBe(200);
    const accounts = await t.db
      .selectFrom('socialAccounts')
      .selectAll()
      .where('userId', '=', user.id)
      .execute();
    for (const account of accounts) {
      const n = Number(/page(\d+)/.exec(account.pageUrl)?.[1]);
      expect(account.followerId).toBe(1 + n);
    }
    await expectConsistentReadModel(user.id);
  });

  it('add-socialaccount-service: new and updated services, each saved once', async () => {
    const { user, serviceId } = await listedInfluencer();
    const responses = await Promise.all(
      Array.from({ length: PARALLEL }, (_, n) =>
        post('/api/influencer/add-socialaccount-service', [service(n, n % 2 ? serviceId : -1)], user, {
          UserId: String(user.id),
        }),
      ),
    );
    expectNo5xx(responses);
    for (const res of responses) expect(res.statusCode, res.body).toBe(200);
    const services = await t.db
      .selectFrom('influencerServices')
      .selectAll()
      .where('userId', '=', user.id)
      .where('isDeleted', '=', 0)
      .execute();
    expect(services).toHaveLength(1 + PARALLEL / 2);
    const updated = services.find((s) => s.id === serviceId);
    expect([1, 3, 5].map((n) => `Instagram Reel ${n}`)).toContain(updated?.title);
    await expectConsistentReadModel(user.id);
  });

  it('deleteservice and deleteplatform: one succeeds, the others find nothing', async () => {
    const { user, serviceId } = await listedInfluencer();
    const deletes = await Promise.all(
      Array.from({ length: PARALLEL }, () =>
        post('/api/influencer/deleteservice', { userId: user.id, influencerServiceId: serviceId }, user),
      ),
    );
    expectNo5xx(deletes);
    expect(deletes.filter((r) => r.statusCode === 200)).toHaveLength(1);
    await expectConsistentReadModel(user.id);

    const platforms = await Promise.all(
      Array.from({ length: PARALLEL }, () =>
        post('/api/influencer/deleteplatform', { userId: user.id, plateformId: 4 }, user),
      ),
    );
    expectNo5xx(platforms);
    expect(platforms.filter((r) => r.statusCode === 200)).toHaveLength(1);
    await expectConsistentReadModel(user.id);
  });

  it('updateportfolio and add-gst: the final state is one of the inputs', async () => {
    const { user } = await listedInfluencer();
    const portfolios = await Promise.all(
      Array.from({ length: PARALLEL }, (_, n) =>
        post(
          '/api/influencer/updateportfolio',
          { URL1: `https://www.instagram.com/p/post${n}/`, URL2: null, URL3: null },
          user,
        ),
      ),
    );
    expectNo5xx(portfolios);
    for (const res of portfolios) expect(res.statusCode, res.body).toBe(200);
    const portfolio = await t.db
      .selectFrom('influencerPortfolios')
      .selectAll()
      .where('userId', '=', user.id)
      .execute();
    expect(portfolio).toHaveLength(1);

    const gst = await Promise.all(
      Array.from({ length: PARALLEL }, (_, n) =>
        post(
          '/api/influencer/add-gst',
          n % 2 ? { IsGst: true, GSTNumber: '27AAPFU0939F1ZV' } : { IsGst: false },
          user,
          { UserId: String(user.id) },
        ),
      ),
    );
    expectNo5xx(gst);
    for (const res of gst) expect(res.statusCode, res.body).toBe(200);
    const profile = await t.db
      .selectFrom('influencerProfiles')
      .selectAll()
      .where('userId', '=', user.id)
      .executeTakeFirstOrThrow();
    expect([0, 1]).toContain(profile.isGst);
    expect(profile.gstNo).toBe(profile.isGst ? '27AAPFU0939F1ZV' : null);
    await expectConsistentReadModel(user.id);
  });

  it('every write route at once, for an influencer never saved before', async () => {
    // The first save of each step creates the profile row and the listing rows: the racing inserts.
    for (let round = 0; round < 3; round++) {
      const user = await t.user(Role.Influencer);
      const picture = await uploadPictureAs(t, user.token);
      const query = { UserId: String(user.id) };
      const account = { UserId: user.id, plateformId: 4, userName: 'instagram.com/someone', followerId: 3 };
      const responses = await Promise.all([
        post('/api/influencer/add-detail', detail(user.id, picture, 1), user),
        post('/api/influencer/add-detail', detail(user.id, picture, 2), staff),
        post('/api/influencer/add-socialaccounts', account, user),
        post('/api/influencer/add-socialaccounts', { ...account, followerId: 4 }, staff),
        post('/api/influencer/add-socialaccount-service', [service(1)], user, query),
        post('/api/influencer/add-socialaccount-service', [service(2)], user, query),
        post('/api/influencer/add-gst', { IsGst: true, GSTNumber: '27AAPFU0939F1ZV' }, user, query),
        post('/api/influencer/updateportfolio', { URL1: 'https://www.instagram.com/p/x/' }, user),
        post('/api/influencer/deleteplatform', { userId: user.id, plateformId: 3 }, user),
      ]);
      expectNo5xx(responses);
      await expectConsistentReadModel(user.id);
    }
  });
});
