import fs from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Role, UserStatus, type TUserStatus } from '@collably/shared/constants/roles';
import { databases, testApp, type TestApp, type TestUser } from '../../../test/test-app';
import { uploadPictureAs } from '../../../test/uploads';

/** Maharashtra is state 14 and Mumbai its first city (master-data ids: stateId * 100 + position). */
const MAHARASHTRA = 14;
const MUMBAI = 1401;
const KARNATAKA_BENGALURU = 1101;
const ENGLISH_HINDI = JSON.stringify([
  { id: 4, name: 'English' },
  { id: 6, name: 'Hindi' },
]);

const detail = (userId: number, picture: string | null) => ({
  UserId: userId,
  title: 'Mumbai food explorer',
  description: 'Street food, cafes and quick recipes from Mumbai.',
  categoryIds: '5,3',
  base64Image: picture,
  gender: 'female',
  country: 101,
  state: MAHARASHTRA,
  city: MUMBAI,
  dob: '1998-04-12T00:00:00',
  language: ENGLISH_HINDI,
});

const reel = (overrides: object = {}) => ({
  influencerServiceId: -1,
  title: 'Instagram Reel',
  description: 'One 30-second reel with a product mention',
  price: 2000,
  allowUGC: false,
  ugcPrice: 0,
  plateformId: 4,
  ...overrides,
});

describe.each(databases())('influencer profiles on %s', (dialect) => {
  let t: TestApp;
  let staff: TestUser;
  let admin: TestUser;
  let brand: TestUser;

  beforeAll(async () => {
    t = await testApp(dialect);
    staff = await t.user(Role.Staff);
    admin = await t.user(Role.SuperAdmin);
    brand = await t.user(Role.Brand);
  });
  afterAll(async () => {
    await t.close();
    fs.rmSync(t.config.dataDir, { recursive: true, force: true });
  });

  const as = (user: TestUser) => ({ token: user.token });
  const post = (url: string, body: unknown, user?: TestUser, query?: Record<string, string>) =>
    t.post(url, body, { ...(user ? as(user) : {}), query });

  /** A signed-in influencer with a saved Start step, an Instagram account and one reel service. */
  async function completeInfluencer(overrides: Partial<{ status: TUserStatus }> = {}) {
    const user = await t.user(Role.Influencer, overrides);
    const picture = await uploadPictureAs(t, user.token);
    expect((await post('/api/influencer/add-detail', detail(user.id, picture), user)).statusCode).toBe(200);
    const account = { UserId: user.id, plateformId: 4, userName: 'instagram.com/someone', followerId: 3 };
    expect((await post('/api/influencer/add-socialaccounts', account, user)).statusCode).toBe(200);
    const saved = await post('/api/influencer/add-socialaccount-service', [reel()], user, {
      UserId: String(user.id),
    });
    expect(saved.statusCode).toBe(200);
    return { user, picture, serviceId: saved.json().data[0].infServices[0].influencerServiceId as number };
  }

  describe('add-detail (Start)', () => {
    it('saves every field and answers the profile, also through get-details', async () => {
      const user = await t.user(Role.Influencer);
      const picture = await uploadPictureAs(t, user.token);
      const res = await post('/api/influencer/add-detail', detail(user.id, picture), user);
      expect(res.statusCode).toBe(200);
      const expected = {
        userId: user.id,
        title: 'Mumbai food explorer',
        description: 'Street food, cafes and quick recipes from Mumbai.',
        base64Image: picture,
        gender: 'female',
        country: 101,
        state: MAHARASHTRA,
        city: MUMBAI,
        dob: '1998-04-12T00:00:00',
        language: ENGLISH_HINDI,
        infCategories: [
          { categoryId: 5, categoryName: 'Food' },
          { categoryId: 3, categoryName: 'Lifestyle' },
        ],
        infSocialAccounts: [],
        isGST: false,
        gstno: '',
      };
      expect(res.json()).toMatchObject({ isSuccess: true, message: 'Profile details saved', data: expected });
      expect((await t.get(`/api/influencer/get-details/${user.id}`, as(user))).json().data).toEqual(
        res.json().data,
      );
    });

    it('answers the spec unset values for a profile never saved', async () => {
      const user = await t.user(Role.Influencer);
      const res = await t.get(`/api/influencer/get-details/${user.id}`, as(user));
      expect(res.json().data).toMatchObject({
        description: '',
        base64Image: null,
        country: 101,
        state: -1,
        city: -1,
        dob: '0001-01-01T00:00:00',
        language: '[]',
        infCategories: [],
      });
    });

    it('keeps the picture when a later save sends none', async () => {
      const { user, picture } = await completeInfluencer();
      const res = await post(
        '/api/influencer/add-detail',
        { ...detail(user.id, null), description: 'Updated' },
        user,
      );
      expect(res.statusCode).toBe(200);
      expect(res.json().data).toMatchObject({ description: 'Updated', base64Image: picture });
    });

    it('reports each rule with the spec message, in the spec order', async () => {
      const user = await t.user(Role.Influencer);
      const picture = await uploadPictureAs(t, user.token);
      const empty = {
        UserId: user.id,
        description: '',
        categoryIds: '',
        base64Image: '',
        gender: '',
        country: 101,
        state: -1,
        city: -1,
        dob: '0001-01-01T00:00:00',
        language: '[]',
      };
      const complete = detail(user.id, picture);
      const steps: [keyof typeof empty, string][] = [
        ['description', 'Please specify description'],
        ['categoryIds', 'Please select at least one category'],
        ['base64Image', 'Please upload a post style picture'],
        ['gender', 'Please select gender'],
        ['state', 'Please select state'],
        ['city', 'Please select city'],
        ['dob', 'Please specify DOB'],
        ['language', 'Please enter at least one language'],
      ];
      const body: Record<string, unknown> = { ...empty };
      for (const [field, message] of steps) {
        const res = await post('/api/influencer/add-detail', body, user);
        expect(res.statusCode, field).toBe(400);
        expect(res.json()).toEqual({ isSuccess: false, message, data: null });
        body[field] = complete[field];
      }
      expect((await post('/api/influencer/add-detail', body, user)).statusCode).toBe(200);
    });

    it('checks lengths, lists, places and age', async () => {
      const user = await t.user(Role.Influencer);
      const picture = await uploadPictureAs(t, user.token);
      const cases: [object, string][] = [
        [{ description: 'x'.repeat(501) }, 'Description should not exceed 500 character'],
        [{ categoryIds: '1,2,3' }, 'Please select at most 2 categories'],
        [{ categoryIds: '999' }, 'Please select a category from the list'],
        [{ state: 999 }, 'Please select state'],
        [{ city: KARNATAKA_BENGALURU }, 'Please select city'],
        [{ country: 1 }, 'Please select India as the country'],
        [{ dob: '2001-02-30' }, 'Please specify DOB'],
        [{ dob: '2010-01-01' }, 'You must be at least 18 years old to join as an influencer'],
        [{ language: JSON.stringify([{ id: 30, name: 'Latin' }]) }, 'Please select languages from the list'],
        [{ language: 'Hindi' }, 'Please select languages from the list'],
        [{ gender: 'other' }, 'Please select gender'],
      ];
      for (const [change, message] of cases) {
        const res = await post(
          '/api/influencer/add-detail',
          { ...detail(user.id, picture), ...change },
          user,
        );
        expect(res.statusCode, message).toBe(400);
        expect(res.json().message).toBe(message);
      }
      const exactly500 = await post(
        '/api/influencer/add-detail',
        { ...detail(user.id, picture), description: 'y'.repeat(500) },
        user,
      );
      expect(exactly500.statusCode).toBe(200);
    });

    it('accepts only a picture the caller uploaded', async () => {
      const user = await t.user(Role.Influencer);
      const other = await t.user(Role.Influencer);
      const theirs = await uploadPictureAs(t, other.token);
      for (const picture of [theirs, 'AAAAAAAAAAAAAAAAAAAAAA.webp']) {
        const res = await post('/api/influencer/add-detail', detail(user.id, picture), user);
        expect(res.statusCode).toBe(400);
        expect(res.json().message).toBe('Please upload the file again');
      }
    });
  });

  describe('social accounts and services', () => {
    it('saves an account with the // stripped and the range upper bound, and replaces it on a second save', async () => {
      const user = await t.user(Role.Influencer);
      const first = await post(
        '/api/influencer/add-socialaccounts',
        { UserId: user.id, plateformId: 3, userName: '//youtube.com/@foodie', followersCount: 100000 },
        user,
      );
      expect(first.statusCode).toBe(200);
      expect(first.json().data).toEqual([
        {
          plateformId: 3,
          plateformName: 'YouTube',
          userName: 'youtube.com/@foodie',
          followersCount: 100000,
          followerId: 3,
          isVerified: false,
          infServices: [],
        },
      ]);
      const second = await post(
        '/api/influencer/add-socialaccounts',
        { UserId: user.id, plateformId: 3, userName: 'youtube.com/@foodie2', followerId: 8 },
        user,
      );
      expect(second.json().data).toMatchObject([
        { userName: 'youtube.com/@foodie2', followerId: 8, followersCount: 1_000_000_000 },
      ]);
    });

    it('refuses an account without a page URL, range or known platform', async () => {
      const user = await t.user(Role.Influencer);
      const cases: [object, string][] = [
        [{ userName: '' }, 'Please enter Page Url'],
        [{ userName: '//' }, 'Please enter Page Url'],
        [
          { userName: 'javascript:alert(document.cookie)' },
          'Please enter the link to your Instagram page, like https://www.instagram.com/yourname',
        ],
        [
          { userName: 'file:///etc/passwd' },
          'Please enter the link to your Instagram page, like https://www.instagram.com/yourname',
        ],
        [
          { userName: 'https://evil.example/me' },
          'Please enter the link to your Instagram page, like https://www.instagram.com/yourname',
        ],
        [{ followerId: undefined }, 'Please select followers range'],
        [{ followerId: 12 }, 'Please select followers range'],
        [{ plateformId: 2 }, 'Please select a platform'],
      ];
      for (const [change, message] of cases) {
        const body = {
          UserId: user.id,
          plateformId: 4,
          userName: 'instagram.com/x',
          followerId: 2,
          ...change,
        };
        const res = await post('/api/influencer/add-socialaccounts', body, user);
        expect(res.statusCode, message).toBe(400);
        expect(res.json().message).toBe(message);
      }
    });

    it('inserts new services, updates own ones and answers prices in rupees with their breakup', async () => {
      const { user, serviceId } = await completeInfluencer();
      const query = { UserId: String(user.id) };
      const res = await post(
        '/api/influencer/add-socialaccount-service',
        [
          reel({ influencerServiceId: serviceId, price: 2500.5, allowUGC: true, ugcPrice: 1000 }),
          reel({ influencerServiceId: -2, title: 'Story', description: 'Three stories', price: 500 }),
          reel({ influencerServiceId: 0, title: 'Feed post', description: 'One post', price: '750' }),
        ],
        user,
        query,
      );
      expect(res.statusCode).toBe(200);
      const services = res.json().data[0].infServices as Record<string, unknown>[];
      expect(services.map((s) => s.title)).toEqual(['Instagram Reel', 'Story', 'Feed post']);
      expect(services[0]).toEqual({
        influencerServiceId: serviceId,
        plateformId: 4,
        title: 'Instagram Reel',
        description: 'One 30-second reel with a product mention',
        price: 2500.5,
        basePrice: 2500.5,
        // GST on the influencer's prices too, though this influencer is not GST registered (docs/tax.md).
        basePriceGst: 450.09,
        platformFee: 250.05,
        platformFeeGst: 45.01,
        allowUGC: true,
        ugcPrice: 1000,
        ugcPriceGst: 180,
        ugcPlatformFee: 100,
        ugcPlatformFeeGst: 18,
        priceWithUGC: 3500.5,
        total: 3245.65,
        totalWithUGC: 4543.65,
        // Issue 19 item 4: the default allowance, and no paid extras when the form says nothing.
        Revisions: 2,
        ExtraRevisionPrice: null,
      });
      const rows = await t.db
        .selectFrom('influencerServices')
        .select(['pricePaise', 'ugcPricePaise'])
        .where('userId', '=', user.id)
        .orderBy('id')
        .execute();
      expect(rows.map((r) => [Number(r.pricePaise), Number(r.ugcPricePaise)])).toEqual([
        [250050, 100000],
        [50000, 0],
        [75000, 0],
      ]);
    });

    it('reports each service rule with the spec message', async () => {
      const { user } = await completeInfluencer();
      const cases: [object, string][] = [
        [{ title: '', description: '', price: '' }, 'Title is Required'],
        [{ description: '', price: '' }, 'Description is Required'],
        [{ price: '' }, 'Price is Required'],
        [{ price: 499.99 }, 'Enter a value equal or more than 500'],
        [{ allowUGC: true, ugcPrice: '' }, 'UGC Price is Required'],
        [{ allowUGC: true, ugcPrice: -5 }, 'Enter a value equal or more than 0'],
        [
          { allowUGC: true, ugcPrice: 100, title: 'Story' },
          'UGC rights can be offered only for Instagram reels',
        ],
      ];
      for (const [change, message] of cases) {
        const res = await post('/api/influencer/add-socialaccount-service', [reel(change)], user, {
          UserId: String(user.id),
        });
        expect(res.statusCode, message).toBe(400);
        expect(res.json().message).toBe(message);
      }
    });

    it('offers UGC only on Instagram and needs the platform account first', async () => {
      const { user } = await completeInfluencer();
      await post(
        '/api/influencer/add-socialaccounts',
        { UserId: user.id, plateformId: 1, userName: 'fb.com/x', followerId: 1 },
        user,
      );
      const facebookReel = await post(
        '/api/influencer/add-socialaccount-service',
        [reel({ plateformId: 1, allowUGC: true, ugcPrice: 500 })],
        user,
        { UserId: String(user.id) },
      );
      expect(facebookReel.json().message).toBe('UGC rights can be offered only for Instagram reels');
      const noAccount = await post(
        '/api/influencer/add-socialaccount-service',
        [reel({ plateformId: 3 })],
        user,
        {
          UserId: String(user.id),
        },
      );
      expect(noAccount.statusCode).toBe(400);
      expect(noAccount.json().message).toBe('Please Authenticate Social Account');
    });

    it('applies GST to the influencer lines once a GST number is saved', async () => {
      const { user } = await completeInfluencer();
      const query = { UserId: String(user.id) };
      expect(
        (await post('/api/influencer/add-gst', { IsGst: true, GSTNumber: '27AAPFU0939F1ZV' }, user, query))
          .statusCode,
      ).toBe(200);
      const res = await t.get(`/api/influencer/get-details/${user.id}`, as(user));
      expect(res.json().data).toMatchObject({ isGST: true, gstno: '27AAPFU0939F1ZV' });
      expect(res.json().data.infSocialAccounts[0].infServices[0]).toMatchObject({
        basePrice: 2000,
        basePriceGst: 360,
        platformFee: 200,
        platformFeeGst: 36,
        total: 2596,
      });
    });

    it('deletes one of the influencer own services and refuses anyone else', async () => {
      const a = await completeInfluencer();
      const b = await completeInfluencer();
      const ofB = await post(
        '/api/influencer/deleteservice',
        { userId: a.user.id, influencerServiceId: b.serviceId },
        a.user,
      );
      expect(ofB.statusCode).toBe(404);
      expect(ofB.json().message).toBe('Service not found');
      const asB = await post(
        '/api/influencer/deleteservice',
        { userId: b.user.id, influencerServiceId: b.serviceId },
        a.user,
      );
      expect(asB.statusCode).toBe(403);
      const unsaved = await post(
        '/api/influencer/deleteservice',
        { userId: a.user.id, influencerServiceId: -1 },
        a.user,
      );
      expect(unsaved.json().message).toBe('Only saved services can be deleted');

      const own = await post(
        '/api/influencer/deleteservice',
        { userId: a.user.id, influencerServiceId: a.serviceId },
        a.user,
      );
      expect(own.statusCode).toBe(200);
      expect(own.json().data[0].infServices).toEqual([]);
      const row = await t.db
        .selectFrom('influencerServices')
        .select('isDeleted')
        .where('id', '=', a.serviceId)
        .executeTakeFirstOrThrow();
      expect(row.isDeleted).toBe(1);
      const again = await post(
        '/api/influencer/deleteservice',
        { userId: a.user.id, influencerServiceId: a.serviceId },
        a.user,
      );
      expect(again.statusCode).toBe(404);
      const stillB = await t.get(`/api/influencer/get-details/${b.user.id}`, as(b.user));
      expect(stillB.json().data.infSocialAccounts[0].infServices).toHaveLength(1);
    });

    it('cannot update another influencer service through a positive id', async () => {
      const a = await completeInfluencer();
      const b = await completeInfluencer();
      const res = await post(
        '/api/influencer/add-socialaccount-service',
        [reel({ influencerServiceId: b.serviceId, price: 9999 })],
        a.user,
        {
          UserId: String(a.user.id),
        },
      );
      expect(res.statusCode).toBe(404);
      const row = await t.db
        .selectFrom('influencerServices')
        .select('pricePaise')
        .where('id', '=', b.serviceId)
        .executeTakeFirstOrThrow();
      expect(Number(row.pricePaise)).toBe(200000);
    });

    it('deletes a platform with its services', async () => {
      const a = await completeInfluencer();
      const b = await completeInfluencer();
      expect(
        (await post('/api/influencer/deleteplatform', { userId: b.user.id, plateformId: 4 }, a.user))
          .statusCode,
      ).toBe(403);
      const missing = await post(
        '/api/influencer/deleteplatform',
        { userId: a.user.id, plateformId: 3 },
        a.user,
      );
      expect(missing.statusCode).toBe(404);
      expect(missing.json().message).toBe('Social account not found');
      const res = await post('/api/influencer/deleteplatform', { userId: a.user.id, plateformId: 4 }, a.user);
      expect(res.statusCode).toBe(200);
      expect(res.json().data).toEqual([]);
      const service = await t.db
        .selectFrom('influencerServices')
        .select('isDeleted')
        .where('id', '=', a.serviceId)
        .executeTakeFirstOrThrow();
      expect(service.isDeleted).toBe(1);
    });
  });

  describe('GST', () => {
    it('needs a valid number when registered and clears it when not', async () => {
      const user = await t.user(Role.Influencer);
      const query = { UserId: String(user.id) };
      const missing = await post('/api/influencer/add-gst', { IsGst: true, GSTNumber: '' }, user, query);
      expect(missing.statusCode).toBe(400);
      expect(missing.json().message).toBe('Please specify GST Number');
      const wrong = await post(
        '/api/influencer/add-gst',
        { IsGst: true, GSTNumber: '27AAPFU0939F1ZX' },
        user,
        query,
      );
      expect(wrong.json().message).toBe('Please enter a valid GST Number');
      const short = await post(
        '/api/influencer/add-gst',
        { IsGst: true, GSTNumber: '27AAPFU0939' },
        user,
        query,
      );
      expect(short.json().message).toBe('Please enter a valid GST Number');
      const saved = await post(
        '/api/influencer/add-gst',
        { IsGst: true, GSTNumber: '27aapfu0939f1zv' },
        user,
        query,
      );
      expect(saved.json()).toEqual({
        isSuccess: true,
        message: 'GST details saved',
        data: { isGST: true, gstno: '27AAPFU0939F1ZV' },
      });
      const no = await post(
        '/api/influencer/add-gst',
        { IsGst: false, GSTNumber: '27AAPFU0939F1ZV' },
        user,
        query,
      );
      expect(no.json().data).toEqual({ isGST: false, gstno: '' });
      expect((await t.get(`/api/influencer/get-details/${user.id}`, as(user))).json().data).toMatchObject({
        isGST: false,
        gstno: '',
      });
    });
  });

  describe('portfolio', () => {
    it('normalises each link to its embeddable form', async () => {
      const { user } = await completeInfluencer();
      const res = await post(
        '/api/influencer/updateportfolio',
        {
          InfluencerPortfolioId: 0,
          PlateformId: 0,
          URL1: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ&t=42s',
          URL2: 'https://www.facebook.com/collably/videos/1234567890/',
          URL3: 'https://www.instagram.com/reel/C8xYz12AbCd/?igsh=abc',
        },
        user,
      );
      expect(res.statusCode).toBe(200);
      expect(res.json().data).toEqual({
        influencerPortfolioId: expect.any(Number),
        urL1: 'https://www.youtube.com/embed/dQw4w9WgXcQ',
        urL2: `https://www.facebook.com/plugins/video.php?href=${encodeURIComponent('https://www.facebook.com/collably/videos/1234567890/')}&show_text=false`,
        urL3: 'https://www.instagram.com/reel/C8xYz12AbCd/embed/',
      });

      const second = await post(
        '/api/influencer/updateportfolio',
        {
          InfluencerPortfolioId: res.json().data.influencerPortfolioId,
          PlateformId: 0,
          URL1: 'youtu.be/dQw4w9WgXcQ',
          URL2: 'https://www.youtube.com/shorts/abcdefghijk',
          URL3: '',
        },
        user,
      );
      expect(second.json().data).toMatchObject({
        influencerPortfolioId: res.json().data.influencerPortfolioId,
        urL1: 'https://www.youtube.com/embed/dQw4w9WgXcQ',
        urL2: 'https://www.youtube.com/embed/abcdefghijk',
        urL3: null,
      });
      const third = await post(
        '/api/influencer/updateportfolio',
        { URL1: 'https://example.com/my-work', URL2: null },
        user,
      );
      expect(third.json().data).toMatchObject({
        urL1: 'https://example.com/my-work',
        urL2: null,
        urL3: null,
      });

      const profile = await t.get(`/api/influencer/get-userdetails/${user.userName}`);
      expect(profile.json().data.infPortfolios).toEqual([third.json().data]);
    });

    it('refuses what is not a link', async () => {
      const { user } = await completeInfluencer();
      const res = await post(
        '/api/influencer/updateportfolio',
        { URL1: 'my best video', URL2: '', URL3: '' },
        user,
      );
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe('Please enter a valid link');
      const long = await post(
        '/api/influencer/updateportfolio',
        { URL1: `https://example.com/${'x'.repeat(500)}` },
        user,
      );
      expect(long.json().message).toBe('A link should not exceed 500 characters');
    });
  });

  describe('public profile', () => {
    it('shows an active influencer to anyone, with services and categories', async () => {
      const { user, picture } = await completeInfluencer();
      const res = await t.get(`/api/influencer/get-userdetails/${user.userName}`, {
        headers: { czref: 'someone' },
      });
      expect(res.statusCode).toBe(200);
      expect(res.json().data).toMatchObject({
        userId: user.id,
        userName: user.userName,
        additionalName: 'Mumbai food explorer',
        base64Image: picture,
        profilePic: picture,
        description: 'Street food, cafes and quick recipes from Mumbai.',
        tags: '[]',
        isFavourite: false,
        isFeatured: false,
        status: 'active',
        infCategories: [{ categoryName: 'Food' }, { categoryName: 'Lifestyle' }],
        infSocialAccounts: [
          {
            plateformId: 4,
            plateformName: 'Instagram',
            infServices: [{ title: 'Instagram Reel', price: 2000 }],
          },
        ],
        infPortfolios: [],
      });
    });

    it('hides a pending or disabled influencer from everyone but the owner and admins', async () => {
      const pending = await completeInfluencer({ status: UserStatus.Pending });
      const url = `/api/influencer/get-userdetails/${pending.user.userName}`;
      expect((await t.get(url)).statusCode).toBe(404);
      expect((await t.get(url, as(brand))).statusCode).toBe(404);
      expect((await t.get(url, as(await t.user(Role.Influencer)))).statusCode).toBe(404);
      expect((await t.get(url, as(pending.user))).json().data.status).toBe('pending');
      expect((await t.get(url, as(staff))).statusCode).toBe(200);
      await t.db
        .updateTable('users')
        .set({ status: UserStatus.Disabled })
        .where('id', '=', pending.user.id)
        .execute();
      expect((await t.get(url)).statusCode).toBe(404);
      expect((await t.get(url, as(admin))).statusCode).toBe(200);
    });

    it('answers 404 for unknown names and for users who are not influencers', async () => {
      expect((await t.get('/api/influencer/get-userdetails/nobody.here')).statusCode).toBe(404);
      expect((await t.get(`/api/influencer/get-userdetails/${staff.userName}`)).json()).toEqual({
        isSuccess: false,
        message: 'Influencer not found',
        data: null,
      });
    });

    it('keeps the listing read model in step with profile writes', async () => {
      const { user } = await completeInfluencer();
      const card = await t.db
        .selectFrom('influencerSearchCards')
        .selectAll()
        .where('userId', '=', user.id)
        .executeTakeFirst();
      expect(card).toMatchObject({ categoryName: 'Food, Lifestyle', userName: user.userName });
      await post('/api/influencer/deleteplatform', { userId: user.id, plateformId: 4 }, user);
      const gone = await t.db
        .selectFrom('influencerSearchCards')
        .select('userId')
        .where('userId', '=', user.id)
        .executeTakeFirst();
      expect(gone).toBeUndefined();
    });
  });

  describe('who may read and write', () => {
    it('lets the owner and admins read get-details, nobody else', async () => {
      const { user } = await completeInfluencer();
      const url = `/api/influencer/get-details/${user.id}`;
      expect((await t.get(url, as(user))).statusCode).toBe(200);
      expect((await t.get(url, as(staff))).statusCode).toBe(200);
      expect((await t.get(url, as(admin))).statusCode).toBe(200);
      expect((await t.get(url, as(brand))).statusCode).toBe(403);
      expect((await t.get(url, as(await t.user(Role.Influencer)))).statusCode).toBe(403);
      expect((await t.get(url)).statusCode).toBe(401);
      expect((await t.get(`/api/influencer/get-details/${brand.id}`, as(admin))).statusCode).toBe(404);
    });

    /** Every write of an influencer's data, aimed at `target`. */
    const writes = (target: number, picture: string | null, serviceId: number) =>
      [
        ['/api/influencer/add-detail', detail(target, picture), {}],
        [
          '/api/influencer/add-socialaccounts',
          { UserId: target, plateformId: 3, userName: 'youtube.com/x', followerId: 1 },
          {},
        ],
        ['/api/influencer/add-socialaccount-service', [reel()], { UserId: String(target) }],
        ['/api/influencer/add-gst', { IsGst: false }, { UserId: String(target) }],
        ['/api/influencer/updateportfolio', { UserId: target, URL1: 'https://youtu.be/dQw4w9WgXcQ' }, {}],
        ['/api/influencer/deleteservice', { userId: target, influencerServiceId: serviceId }, {}],
        ['/api/influencer/deleteplatform', { userId: target, plateformId: 4 }, {}],
      ] as const;

    it('refuses influencer A on B profile, a brand and a visitor on every write', async () => {
      const b = await completeInfluencer();
      const a = await t.user(Role.Influencer);
      const aPicture = await uploadPictureAs(t, a.token);
      for (const [url, body, query] of writes(b.user.id, aPicture, b.serviceId)) {
        const byA = await post(url, body, a, query);
        expect(byA.statusCode, `A on B: ${url}`).toBe(403);
        expect(byA.json()).toEqual({
          isSuccess: false,
          message: 'You can only change your own data',
          data: null,
        });
        expect((await post(url, body, brand, query)).statusCode, `brand: ${url}`).toBe(403);
        expect((await post(url, body, undefined, query)).statusCode, `visitor: ${url}`).toBe(401);
      }
      // Nothing of B changed.
      const details = (await t.get(`/api/influencer/get-details/${b.user.id}`, as(b.user))).json().data;
      expect(details.infSocialAccounts).toHaveLength(1);
      expect(details.infSocialAccounts[0].infServices).toHaveLength(1);
    });

    it('lets staff and the super admin edit any influencer found by user name', async () => {
      for (const editor of [staff, admin]) {
        const { user } = await completeInfluencer();
        const info = await t.get(`/api/influencer/get-userdetails/${user.userName}`, as(editor));
        const refUserId = info.json().data.userId as number;
        expect(refUserId).toBe(user.id);
        const editorPicture = await uploadPictureAs(t, editor.token);
        const serviceId = (await t.get(`/api/influencer/get-details/${refUserId}`, as(editor))).json().data
          .infSocialAccounts[0].infServices[0].influencerServiceId as number;
        for (const [url, body, query] of writes(refUserId, editorPicture, serviceId)) {
          const res = await post(url, body, editor, query);
          expect(res.statusCode, `${editor.roleId}: ${url} ${res.body}`).toBe(200);
        }
        const after = (await t.get(`/api/influencer/get-details/${refUserId}`, as(editor))).json().data;
        expect(after.base64Image).toBe(editorPicture);
        expect(after.infSocialAccounts.map((s: { plateformId: number }) => s.plateformId)).toEqual([3]);
      }
    });

    it('lets a pending influencer edit their profile', async () => {
      const { user } = await completeInfluencer({ status: UserStatus.Pending });
      const res = await post(
        '/api/influencer/add-detail',
        { ...detail(user.id, null), description: 'Still waiting' },
        user,
      );
      expect(res.statusCode).toBe(200);
      expect(res.json().data.status).toBe('pending');
    });

    it('refuses admins on accounts that are not influencers', async () => {
      const res = await post('/api/influencer/add-gst', { IsGst: false }, admin, {
        UserId: String(brand.id),
      });
      expect(res.statusCode).toBe(404);
    });
  });

  it('documents every influencer route in the OpenAPI document', async () => {
    const res = await t.get('/api/docs/json');
    expect(res.statusCode).toBe(200);
    const paths = Object.keys(res.json().paths as Record<string, unknown>);
    expect(paths).toEqual(
      expect.arrayContaining([
        '/api/influencer/add-detail',
        '/api/influencer/get-userdetails/{name}',
        '/api/files/images',
      ]),
    );
  });
});
