import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { KyselyPlugin } from 'kysely';
import { LISTING_PAGE_SIZE } from '@collably/shared/constants/limits';
import { Role } from '@collably/shared/constants/roles';
import {
  ZInfluencerListPage,
  ZInfluencerListQuery,
  type TInfluencerListItem,
  type TInfluencerListPage,
} from '@collably/shared/schemas/discovery';
import { buildApp } from '../../app';
import { envelopeOf } from '../../platform/http/envelope';
import { hashPassword } from '../../platform/auth/passwords';
import { refreshInfluencerSearch } from '../../platform/influencer-search/influencer-search';
import { createDiscoveryService, versionedCache } from './discovery.service';
import { databases, TEST_SECRET, testApp, type TestApp } from '../../../test/test-app';
import { insertInfluencer, type InfluencerSpec } from '../../../test/discovery-fixtures';

const IG = 4;
const YT = 3;
const FB = 1;
const UGC = 5;
const rupees = (r: number) => r * 100;

/**
 * Five listable influencers whose every attribute is known, plus some that must never be listed.
 * Relevance: A and E are featured (A logged in later), then B, D by last login, C never logged in.
 */
const LISTED: Record<'A' | 'B' | 'C' | 'D' | 'E', InfluencerSpec> = {
  A: {
    isFeatured: true,
    lastLoginOn: '2026-05-01T10:00:00.000Z',
    categoryIds: [1, 2],
    gender: 'female',
    stateId: 10,
    tagIds: [1],
    socials: [
      { platformId: IG, followers: 100_000 },
      { platformId: YT, followers: 1_000_000 },
    ],
    services: [
      { platformId: IG, pricePaise: rupees(2_000) },
      { platformId: IG, pricePaise: rupees(3_000) },
      { platformId: YT, pricePaise: rupees(5_000) },
    ],
  },
  B: {
    lastLoginOn: '2026-05-20T10:00:00.000Z',
    categoryIds: [3],
    gender: 'male',
    stateId: 12,
    tagIds: [],
    socials: [{ platformId: IG, followers: 50_000 }],
    services: [{ platformId: IG, pricePaise: rupees(800) }],
  },
  C: {
    lastLoginOn: null,
    categoryIds: [1],
    gender: 'female',
    stateId: 10,
    tagIds: [1, 5],
    socials: [{ platformId: FB, followers: 10_000 }],
    services: [
      { platformId: FB, pricePaise: rupees(600) },
      { platformId: UGC, pricePaise: rupees(1_500) },
    ],
  },
  D: {
    lastLoginOn: '2026-04-01T10:00:00.000Z',
    categoryIds: [2],
    gender: 'male',
    stateId: 5,
    tagIds: [3],
    socials: [{ platformId: IG, followers: 500_000 }],
    services: [{ platformId: IG, pricePaise: rupees(10_000) }],
  },
  E: {
    isFeatured: true,
    lastLoginOn: '2025-01-01T10:00:00.000Z',
    categoryIds: [4, 1],
    gender: 'female',
    stateId: 12,
    tagIds: [1],
    socials: [{ platformId: YT, followers: 5_000_000 }],
    services: [{ platformId: YT, pricePaise: rupees(50_000) }],
  },
};

const NOT_LISTED: InfluencerSpec[] = [
  { status: 'pending' },
  { status: 'disabled' },
  { status: 'deleted' },
  { services: [] },
  { services: [{ platformId: IG, pricePaise: rupees(700), isDeleted: true }] },
  { roleId: Role.Brand },
];

type Letter = keyof typeof LISTED;

describe.each(databases())('discovery listing on %s', (dialect) => {
  let t: TestApp;
  const letterOf = new Map<string, Letter>();

  beforeAll(async () => {
    t = await testApp(dialect);
    for (const [letter, spec] of Object.entries(LISTED) as [Letter, InfluencerSpec][]) {
      const userName = `listed_${letter.toLowerCase()}`;
      await insertInfluencer(t.db, { ...spec, userName, name: `Influencer ${letter}` });
      letterOf.set(userName, letter);
    }
    for (const spec of NOT_LISTED) await insertInfluencer(t.db, spec);
  });
  afterAll(() => t.close());

  const list = async (query: Record<string, string | number> = {}) => {
    const res = await t.get('/api/influencer/List', {
      query: Object.fromEntries(Object.entries(query).map(([k, v]) => [k, String(v)])),
    });
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json<{ isSuccess: boolean; data: TInfluencerListPage }>();
    expect(body.isSuccess).toBe(true);
    return body.data;
  };
  const letters = async (query: Record<string, string | number> = {}) =>
    (await list(query)).influencers.map((i) => letterOf.get(i.userName) ?? i.userName).join('');

  it('lists only active influencers with a live service, by relevance', async () => {
    const page = await list();
    expect(page.currentPage).toBe(0);
    expect(page.totalPages).toBe(1);
    expect(page.influencers.map((i) => letterOf.get(i.userName))).toEqual(['A', 'E', 'B', 'D', 'C']);
  });

  it('answers the list item fields of spec §3', async () => {
    const a = (await list()).influencers[0];
    expect(a).toEqual<TInfluencerListItem>({
      userId: expect.any(Number) as number,
      userName: 'listed_a',
      name: 'Influencer A',
      profilePic: null,
      tags: JSON.stringify([{ id: 1, name: 'Speaks' }]),
      // The lower bounds of the accounts' ranges 500k-1m and 50k-100k (cards show '500k+', '50k+').
      socialAccountFollowers: [
        { plateformName: 'YouTube', followerCount: 500_000, isVerified: false },
        { plateformName: 'Instagram', followerCount: 50_000, isVerified: false },
      ],
      isFeatured: true,
      isVerified: false,
      lastLoginOn: '2026-05-01T10:00:00.000Z',
      price: 2_000,
      categoryName: 'Fashion, Beauty',
      rating: null,
      ratingCount: 0,
    });
  });

  it('answers bodies that are exactly their response schema, listing and popular', async () => {
    for (const url of ['/api/influencer/List?Platform=1&PageSize=50', '/api/influencer/Influencers/50/0']) {
      const body = (await t.get(url)).json<unknown>();
      // Parsing drops unlisted fields and rejects wrong types: an equal result means neither occurred.
      expect(envelopeOf(ZInfluencerListPage).parse(body), url).toEqual(body);
    }
  });

  it('treats empty and zero parameters as "all"', async () => {
    expect(await letters({ Platform: 0, Category: 0, State: 0, City: 0, Gender: '', Page: '' })).toBe(
      'AEBDC',
    );
    expect(await letters({ State: -1 })).toBe('AEBDC');
  });

  it('filters by platform, showing the lowest price on that platform', async () => {
    expect(await letters({ Platform: IG })).toBe('ABD');
    expect(await letters({ Platform: YT })).toBe('AE');
    expect(await letters({ Platform: FB })).toBe('C');
    expect(await letters({ Platform: UGC })).toBe('C');
    const youtube = await list({ Platform: YT });
    expect(youtube.influencers.map((i) => i.price)).toEqual([5_000, 50_000]);
    expect((await list({ Platform: UGC })).influencers[0].price).toBe(1_500);
  });

  it('filters by either of the two categories', async () => {
    expect(await letters({ Category: 1 })).toBe('AEC');
    expect(await letters({ Category: 2 })).toBe('AD');
    expect(await letters({ Category: 4 })).toBe('E');
    expect(await letters({ Category: 9 })).toBe('');
  });

  it('filters followers on the platform, or on the largest count of any platform', async () => {
    expect(await letters({ FollowersMin: 100_000, FollowersMax: 1_000_000 })).toBe('AD');
    expect(await letters({ FollowersMin: 1_000_001 })).toBe('E');
    expect(await letters({ FollowersMax: 50_000 })).toBe('BC');
    expect(await letters({ Platform: IG, FollowersMin: 100_000 })).toBe('AD');
    expect(await letters({ Platform: IG, FollowersMax: 100_000 })).toBe('AB');
    expect(await letters({ FollowersMin: 5_000, FollowersMax: 1_000_000_000 })).toBe('AEBDC');
  });

  it('filters by any service priced in range, on the platform or on any platform', async () => {
    // C's cheapest service (₹600) is below the range, but her ₹1,500 UGC service is in it.
    expect(await letters({ PriceMin: 700, PriceMax: 5_000 })).toBe('ABC');
    expect(await letters({ PriceMin: 10_000 })).toBe('ED');
    expect(await letters({ PriceMax: 600 })).toBe('C');
    expect(await letters({ Platform: YT, PriceMax: 5_000 })).toBe('A');
    expect(await letters({ Platform: UGC, PriceMin: 1_000, PriceMax: 2_000 })).toBe('C');
    expect(await letters({ PriceMin: 500, PriceMax: 10_000_000 })).toBe('AEBDC');
  });

  it('filters by gender, state and the Speaks tag (City)', async () => {
    expect(await letters({ Gender: 'male' })).toBe('BD');
    expect(await letters({ Gender: 'Female' })).toBe('AEC');
    expect(await letters({ State: 10 })).toBe('AC');
    expect(await letters({ City: 1 })).toBe('AEC');
    expect(await letters({ City: 2 })).toBe('BD');
  });

  it('combines every filter', async () => {
    expect(await letters({ Platform: IG, Category: 2, Gender: 'female', City: 1, State: 10 })).toBe('A');
    expect(
      await letters({ Platform: IG, Category: 2, Gender: 'male', PriceMin: 5_000, FollowersMin: 100_000 }),
    ).toBe('D');
    expect(await letters({ Category: 1, Gender: 'female', City: 1, PriceMax: 1_000 })).toBe('C');
    expect(await letters({ Platform: FB, Category: 2 })).toBe('');
  });

  it('sorts by price and by followers, both ways', async () => {
    expect(await letters({ SortOrder: 0 })).toBe('AEBDC');
    expect(await letters({ SortOrder: 1 })).toBe('CBADE');
    expect(await letters({ SortOrder: 2 })).toBe('EDABC');
    expect(await letters({ SortOrder: 3 })).toBe('CBDAE');
    expect(await letters({ SortOrder: 4 })).toBe('EADBC');
    expect(await letters({ SortOrder: 3, Platform: IG })).toBe('BAD');
    expect(await letters({ SortOrder: 1, Platform: IG })).toBe('BAD');
    expect(await letters({ SortOrder: 2, Category: 1 })).toBe('EAC');
  });

  it('answers 400 with a message for invalid parameters', async () => {
    const cases: [Record<string, string>, string][] = [
      [{ Page: '-1' }, 'Page must be between 0 and 100000'],
      [{ Page: 'two' }, 'Page must be a number'],
      [{ Page: '1.5' }, 'Page must be a whole number'],
      [{ SortOrder: '5' }, 'SortOrder must be 0 (relevance), 1 or 2 (price), 3 or 4 (followers)'],
      [{ SortOrder: 'price' }, 'SortOrder must be a number'],
      [{ FollowersMin: '5000', FollowersMax: '1000' }, 'FollowersMin must not be greater than FollowersMax'],
      [{ PriceMin: '900', PriceMax: '500' }, 'PriceMin must not be greater than PriceMax'],
      [{ PriceMin: '-5' }, 'PriceMin must be 0 or more'],
      [{ FollowersMax: '10k' }, 'FollowersMax must be a number'],
      [{ Platform: '2' }, 'Platform must be 0 (all) or one of 1, 3, 4, 5'],
      [{ Category: 'fashion' }, 'Category must be a number'],
      [{ Gender: 'other' }, 'Gender must be male or female'],
      [{ City: '3' }, 'City (Speaks) must be 0 (all), 1 (speaking) or 2 (non speaking)'],
      [{ State: '-2' }, 'State must be a state id, or 0 / -1 for all'],
      [{ PageSize: '0' }, 'PageSize must be between 1 and 50'],
    ];
    for (const [query, message] of cases) {
      const res = await t.get('/api/influencer/List', { query });
      expect(res.statusCode, JSON.stringify(query)).toBe(400);
      expect(res.json(), JSON.stringify(query)).toEqual({ isSuccess: false, message, data: null });
    }
  });

  it('lists popular influencers: featured, then most followed', async () => {
    const res = await t.get('/api/influencer/Influencers/8/0');
    expect(res.statusCode).toBe(200);
    const page = res.json<{ data: TInfluencerListPage }>().data;
    expect(page.influencers.map((i) => letterOf.get(i.userName))).toEqual(['E', 'A', 'D', 'B', 'C']);
    expect(page).toMatchObject({ currentPage: 0, totalPages: 1 });
    const second = (await t.get('/api/influencer/Influencers/2/1')).json<{ data: TInfluencerListPage }>()
      .data;
    expect(second.influencers.map((i) => letterOf.get(i.userName))).toEqual(['D', 'B']);
    expect(second.totalPages).toBe(3);
  });

  it('refuses popular page sizes above 50 and bad pages', async () => {
    for (const url of ['/api/influencer/Influencers/51/0', '/api/influencer/Influencers/0/0']) {
      const res = await t.get(url);
      expect(res.statusCode, url).toBe(400);
      expect(res.json().message).toBe('Page size must be between 1 and 50');
    }
    const bad = await t.get('/api/influencer/Influencers/8/x');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe('Page must be a number');
  });
});

describe.each(databases())('discovery paging on %s', (dialect) => {
  let t: TestApp;
  const COUNT = LISTING_PAGE_SIZE * 2 + 3;

  beforeAll(async () => {
    t = await testApp(dialect);
    // Equal prices and follower counts everywhere, so only the user id tie-break orders them.
    for (let i = 0; i < COUNT; i++) {
      await insertInfluencer(t.db, { userName: `paged_${String(i).padStart(2, '0')}`, lastLoginOn: null });
    }
  });
  afterAll(() => t.close());

  const page = async (query: Record<string, string>) =>
    (await t.get('/api/influencer/List', { query })).json<{ data: TInfluencerListPage }>().data;

  it(`serves pages of ${LISTING_PAGE_SIZE} with the total page count`, async () => {
    const first = await page({});
    expect(first.influencers).toHaveLength(LISTING_PAGE_SIZE);
    expect(first).toMatchObject({ currentPage: 0, totalPages: 3 });
    const last = await page({ Page: '2' });
    expect(last.influencers).toHaveLength(3);
    expect(last).toMatchObject({ currentPage: 2, totalPages: 3 });
  });

  it('answers an empty page beyond the last one', async () => {
    const beyond = await page({ Page: '3' });
    expect(beyond).toEqual({
      currentPage: 3,
      totalPages: 3,
      totalCount: COUNT,
      totalIsCapped: false,
      influencers: [],
    });
    expect((await page({ Page: '500', Platform: '1' })).influencers).toEqual([]);
  });

  it('honours PageSize and never repeats or skips anyone across pages, in every sort order', async () => {
    for (const sortOrder of ['0', '1', '2', '3', '4']) {
      const seen: string[] = [];
      for (let p = 0; p < 6; p++) {
        const current = await page({ Page: String(p), PageSize: '5', SortOrder: sortOrder });
        expect(current.totalPages).toBe(6);
        expect(current.influencers.length).toBe(p < 5 ? 5 : COUNT - 25);
        seen.push(...current.influencers.map((i) => i.userName));
      }
      expect(new Set(seen).size).toBe(COUNT);
      const ascending = [...seen].sort();
      expect(seen).toEqual(sortOrder === '2' || sortOrder === '4' ? ascending.reverse() : ascending);
    }
  });
});

describe.each(databases())('discovery follows writes on %s', (dialect) => {
  let t: TestApp;
  beforeEach(async () => {
    t = await testApp(dialect);
  });
  afterEach(() => t.close());

  const list = async (query: Record<string, string> = {}) =>
    (await t.get('/api/influencer/List', { query })).json<{ data: TInfluencerListPage }>().data;

  it('shows a refreshed price, hides a disabled influencer and updates the page count', async () => {
    const ids: number[] = [];
    for (let i = 0; i < LISTING_PAGE_SIZE + 1; i++)
      ids.push(await insertInfluencer(t.db, { userName: `w_${i}` }));
    expect((await list()).totalPages).toBe(2);

    await t.db
      .updateTable('influencerServices')
      .set({ pricePaise: rupees(777) })
      .where('userId', '=', ids[0])
      .execute();
    await refreshInfluencerSearch(t.db, ids[0]);
    expect((await list({ PriceMax: '800' })).influencers.map((i) => [i.userName, i.price])).toEqual([
      ['w_0', 777],
    ]);

    await t.db.updateTable('users').set({ status: 'disabled' }).where('id', '=', ids[1]).execute();
    await refreshInfluencerSearch(t.db, ids[1]);
    const after = await list();
    expect(after.totalPages).toBe(1);
    expect(after.influencers.map((i) => i.userName)).not.toContain('w_1');

    await t.db.updateTable('users').set({ isFeatured: 1 }).where('id', '=', ids[5]).execute();
    await refreshInfluencerSearch(t.db, ids[5]);
    expect((await list()).influencers[0]).toMatchObject({ userName: 'w_5', isFeatured: true });
  });

  it('moves an influencer up the relevance order when they log in', async () => {
    const early = await insertInfluencer(t.db, {
      userName: 'early',
      lastLoginOn: '2026-01-01T00:00:00.000Z',
    });
    await insertInfluencer(t.db, { userName: 'later', lastLoginOn: '2026-03-01T00:00:00.000Z' });
    expect((await list()).influencers.map((i) => i.userName)).toEqual(['later', 'early']);
    await t.db
      .updateTable('users')
      .set({ passwordHash: await hashPassword('Passw0rd!x') })
      .where('id', '=', early)
      .execute();
    const login = await t.post('/api/user/login', { Email: 'early@example.com', Password: 'Passw0rd!x' });
    expect(login.statusCode, login.body).toBe(200);
    const after = (await list()).influencers;
    expect(after.map((i) => i.userName)).toEqual(['early', 'later']);
    expect(after[0].lastLoginOn).toBe(t.clock.now().toISOString());
  });
});

describe.each(databases())('discovery query count on %s', (dialect) => {
  let t: TestApp;
  let queries = 0;
  let counted: Awaited<ReturnType<typeof buildApp>>;
  // transformResult runs once per executed statement (transformQuery also runs for subqueries).
  const counter: KyselyPlugin = {
    transformQuery: (args) => args.node,
    transformResult: (args) => {
      queries++;
      return Promise.resolve(args.result);
    },
  };

  beforeAll(async () => {
    t = await testApp(dialect);
    for (let i = 0; i < 30; i++) {
      await insertInfluencer(t.db, {
        categoryIds: [1 + (i % 3)],
        socials: [{ platformId: IG, followers: 10_000 * i }],
      });
    }
    counted = await buildApp({
      config: t.config,
      db: t.db.withPlugin(counter),
      dialect,
      secret: TEST_SECRET,
      clock: t.clock,
    });
    await counted.ready();
  });
  afterAll(async () => {
    await counted.close();
    await t.close();
  });

  const queriesFor = async (url: string) => {
    queries = 0;
    const res = await counted.inject({ method: 'GET', url });
    expect(res.statusCode, res.body).toBe(200);
    return { queries, items: res.json<{ data: TInfluencerListPage }>().data.influencers.length };
  };

  it('loads the listing at startup, then answers any search with one query (the version), whatever the page size', async () => {
    // The app loaded the listing into memory when it became ready.
    expect((await queriesFor('/api/influencer/List')).queries).toBe(1);
    for (const size of [1, 12, 30, 50]) {
      // A filter of its own per size, so each first request is a new search.
      const search = `/api/influencer/List?Category=1&SortOrder=4&FollowersMin=${size}&PageSize=${size}`;
      expect((await queriesFor(search)).queries, `new search, page size ${size}`).toBe(1);
      expect((await queriesFor(`${search}&Page=1`)).queries, `next page, page size ${size}`).toBe(1);
    }
    const everyone = await queriesFor('/api/influencer/List?PageSize=50');
    expect(everyone).toEqual({ queries: 1, items: 30 });
    expect((await queriesFor('/api/influencer/Influencers/8/0')).queries).toBe(2);
    expect((await queriesFor('/api/influencer/Influencers/50/0')).queries).toBe(2);
    expect((await queriesFor('/api/influencer/Influencers/50/0')).queries).toBe(1);
  });

  it('answers from memory with the response cache off: one query (the version) per search', async () => {
    const service = createDiscoveryService(t.db.withPlugin(counter), { responseCacheEntries: 0 });
    const query = ZInfluencerListQuery.parse({ Category: '3', SortOrder: '1' });
    queries = 0;
    const first = await service.list(query);
    // Not warmed: the first search loads the listing (the version, then profiles, prices, categories,
    // cards and texts).
    expect(queries).toBe(6);
    queries = 0;
    expect(await service.list(query)).toBe(first);
    expect(queries).toBe(1);
  });

  it('reloads only the changed influencer after a write, and answers the new data', async () => {
    const before = await queriesFor('/api/influencer/List?Category=2&PageSize=50');
    expect((await queriesFor('/api/influencer/List?Category=2&PageSize=50')).queries).toBe(1);
    await insertInfluencer(t.db, { categoryIds: [2] });
    const after = await queriesFor('/api/influencer/List?Category=2&PageSize=50');
    // The version, the change log, then the changed influencer's profile, prices, categories, card and text.
    expect(after).toEqual({ queries: 7, items: before.items + 1 });
  });
});

describe('the listing response cache', () => {
  it('keeps a body once its search is asked again at the same version, or at once when asked to', () => {
    const bodies = versionedCache(10);
    bodies.offer('a', 1, 'body a', false);
    expect(bodies.get('a', 1)).toBeUndefined();
    bodies.offer('a', 1, 'body a', false);
    expect(bodies.get('a', 1)).toBe('body a');
    // A new version is a new search: nothing of the old one is served.
    expect(bodies.get('a', 2)).toBeUndefined();
    bodies.offer('popular', 1, 'body p', true);
    expect(bodies.get('popular', 1)).toBe('body p');
  });

  it('keeps nothing with no entries', () => {
    const bodies = versionedCache(0);
    for (let i = 0; i < 3; i++) bodies.offer('a', 1, 'body a', true);
    expect(bodies.get('a', 1)).toBeUndefined();
  });
});
