import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SortOrder, type TSortOrder } from '@collably/shared/constants/discovery';
import type { TInfluencerListPage } from '@collably/shared/schemas/discovery';
import { propertyRuns } from '@collably/shared/testing/property-runs';
import { databases, testApp, type TestApp } from '../../../test/test-app';
import { insertInfluencer, type InfluencerSpec } from '../../../test/discovery-fixtures';

/**
 * Property: for generated influencers and a generated search, walking every page of the listing
 * returns exactly the influencers an independent model says match, each once, in the requested
 * order. Values come from small sets so ties (equal prices, follower counts, logins) are common
 * and the user-id tie-break is exercised.
 */

const PLATFORMS = [1, 3, 4, 5];
const PRICES_PAISE = [50_000, 100_000, 250_000, 1_000_000];
const FOLLOWERS = [10_000, 50_000, 100_000, 1_000_000];
const LOGINS = [null, '2026-01-01T00:00:00.000Z', '2026-03-01T00:00:00.000Z', '2026-05-01T00:00:00.000Z'];

type Generated = Required<
  Pick<
    InfluencerSpec,
    | 'status'
    | 'isFeatured'
    | 'lastLoginOn'
    | 'gender'
    | 'stateId'
    | 'languageIds'
    | 'tagIds'
    | 'categoryIds'
    | 'socials'
    | 'services'
  >
>;

const influencerArb: fc.Arbitrary<Generated> = fc.record({
  status: fc.constantFrom('active', 'active', 'active', 'pending', 'disabled'),
  isFeatured: fc.boolean(),
  lastLoginOn: fc.constantFrom(...LOGINS),
  gender: fc.constantFrom('male', 'female', null),
  stateId: fc.constantFrom(1, 2, 3, null),
  languageIds: fc.subarray([0, 4, 6, 22]),
  tagIds: fc.subarray([1, 2, 3, 4, 5]),
  categoryIds: fc.uniqueArray(fc.integer({ min: 1, max: 4 }), { maxLength: 2 }),
  socials: fc
    .subarray(PLATFORMS)
    .chain((platforms) =>
      fc.tuple(
        ...platforms.map((platformId) =>
          fc.constantFrom(...FOLLOWERS).map((followers) => ({ platformId, followers })),
        ),
      ),
    ),
  services: fc.array(
    fc.record({
      platformId: fc.constantFrom(...PLATFORMS),
      pricePaise: fc.constantFrom(...PRICES_PAISE),
      isDeleted: fc.constantFrom(false, false, false, true),
    }),
    { maxLength: 4 },
  ),
});

type Search = {
  Platform?: number;
  Category?: number;
  FollowersMin?: number;
  FollowersMax?: number;
  PriceMin?: number;
  PriceMax?: number;
  Gender?: string;
  State?: number;
  City?: number;
  Language?: number;
  SortOrder?: TSortOrder;
  PageSize: number;
};

/** A filter given in one search out of four, so most searches still match several influencers. */
const sometimes = <T>(arb: fc.Arbitrary<T>): fc.Arbitrary<T | undefined> =>
  fc.oneof({ weight: 3, arbitrary: fc.constant(undefined) }, { weight: 1, arbitrary: arb });

const bounds = (values: number[]) =>
  fc
    .tuple(sometimes(fc.constantFrom(...values)), sometimes(fc.constantFrom(...values)))
    .map(([a, b]) => (a !== undefined && b !== undefined && a > b ? [b, a] : [a, b]));

const searchArb: fc.Arbitrary<Search> = fc
  .record({
    Platform: sometimes(fc.constantFrom(0, ...PLATFORMS)),
    Category: sometimes(fc.integer({ min: 0, max: 4 })),
    followers: bounds([0, ...FOLLOWERS, 1_000_000_000]),
    price: bounds([500, 1_000, 2_500, 10_000, 10_000_000]),
    Gender: sometimes(fc.constantFrom('male', 'female')),
    State: sometimes(fc.constantFrom(0, 1, 2, 3)),
    City: sometimes(fc.constantFrom(0, 1, 2)),
    Language: sometimes(fc.constantFrom(0, 4, 6, 22)),
    SortOrder: fc.option(fc.constantFrom(...(Object.values(SortOrder) as TSortOrder[])), {
      nil: undefined,
      freq: 6,
    }),
    PageSize: fc.integer({ min: 1, max: 7 }),
  })
  .map(({ followers, price, ...rest }) => ({
    ...rest,
    FollowersMin: followers[0],
    FollowersMax: followers[1],
    PriceMin: price[0],
    PriceMax: price[1],
  }));

type Stored = Generated & { id: number; userName: string };
type Projected = { influencer: Stored; pricePaise: number; followers: number; relevance: number };

/**
 * The model: which influencers match and on what values, written independently of the SQL. An influencer
 * is listed with any live service; a price range needs a service on the platform in range, and the price
 * shown and sorted on is the cheapest such service.
 */
function project(influencer: Stored, s: Search): Projected | null {
  if (influencer.status !== 'active') return null;
  const platform = s.Platform ?? 0;
  const anyLive = influencer.services.some((service) => !service.isDeleted);
  const live = influencer.services.filter(
    (service) =>
      !service.isDeleted &&
      (platform === 0 || service.platformId === platform) &&
      (s.PriceMin === undefined || service.pricePaise >= s.PriceMin * 100) &&
      (s.PriceMax === undefined || s.PriceMax >= 10_000_000 || service.pricePaise <= s.PriceMax * 100),
  );
  if (!anyLive || live.length === 0) return null;
  const followers =
    platform === 0
      ? Math.max(0, ...influencer.socials.map((s) => s.followers))
      : (influencer.socials.find((s) => s.platformId === platform)?.followers ?? 0);
  const login = influencer.lastLoginOn === null ? 0 : Date.parse(influencer.lastLoginOn);
  return {
    influencer,
    pricePaise: Math.min(...live.map((s) => s.pricePaise)),
    followers,
    relevance: (influencer.isFeatured ? 1e13 : 0) + login,
  };
}

function satisfies(p: Projected, s: Search): boolean {
  const { influencer: i } = p;
  if (s.Category && !i.categoryIds.includes(s.Category)) return false;
  if (s.FollowersMin !== undefined && p.followers < s.FollowersMin) return false;
  if (s.FollowersMax !== undefined && s.FollowersMax < 1_000_000_000 && p.followers > s.FollowersMax)
    return false;
  if (s.Language !== undefined && !i.languageIds.includes(s.Language)) return false;
  if (s.Gender !== undefined && i.gender !== s.Gender) return false;
  if (s.State && i.stateId !== s.State) return false;
  const speaks = i.tagIds.includes(1);
  if (s.City === 1 && !speaks) return false;
  if (s.City === 2 && speaks) return false;
  return true;
}

/** Negative when a comes first in the requested order. */
function compare(a: Projected, b: Projected, sortOrder: TSortOrder): number {
  const byId = a.influencer.id - b.influencer.id;
  switch (sortOrder) {
    case SortOrder.Relevance:
      return b.relevance - a.relevance || byId;
    case SortOrder.PriceLowToHigh:
      return a.pricePaise - b.pricePaise || byId;
    case SortOrder.PriceHighToLow:
      return b.pricePaise - a.pricePaise || -byId;
    case SortOrder.FollowersLowToHigh:
      return a.followers - b.followers || byId;
    case SortOrder.FollowersHighToLow:
      return b.followers - a.followers || -byId;
  }
}

describe.each(databases())('discovery listing properties on %s', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await testApp(dialect);
  });
  afterAll(() => t.close());

  const replaceInfluencers = async (generated: Generated[]): Promise<Stored[]> => {
    // Every influencer table cascades from users, the read model included.
    await t.db.deleteFrom('users').execute();
    const stored: Stored[] = [];
    for (const [n, g] of generated.entries()) {
      const userName = `prop_${n}`;
      stored.push({ ...g, userName, id: await insertInfluencer(t.db, { ...g, userName }) });
    }
    // Also when nothing was inserted: the cascade above bypassed refreshInfluencerSearch.
    await t.db
      .updateTable('influencerSearchVersion')
      .set((eb) => ({ version: eb('version', '+', 1) }))
      .execute();
    return stored;
  };

  const walk = async (search: Search) => {
    const query = Object.fromEntries(
      Object.entries(search)
        .filter(([, v]) => v !== undefined)
        .map(([k, v]) => [k, String(v)]),
    );
    const pages: TInfluencerListPage[] = [];
    for (let page = 0; ; page++) {
      const res = await t.get('/api/influencer/List', { query: { ...query, Page: String(page) } });
      expect(res.statusCode, res.body).toBe(200);
      const data = res.json<{ data: TInfluencerListPage }>().data;
      pages.push(data);
      if (data.influencers.length < search.PageSize || page + 1 >= data.totalPages) break;
    }
    return pages;
  };

  it('returns every match once, only matches, in the requested order', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(influencerArb, { minLength: 4, maxLength: 20 }),
        searchArb,
        async (generated, search) => {
          const stored = await replaceInfluencers(generated);
          const byUserName = new Map(stored.map((s) => [s.userName, s]));
          const sortOrder = search.SortOrder ?? SortOrder.Relevance;
          const expected = stored
            .map((i) => project(i, search))
            .filter((p): p is Projected => p !== null && satisfies(p, search))
            .sort((a, b) => compare(a, b, sortOrder));

          const pages = await walk(search);
          const returned = pages.flatMap((p) => p.influencers);
          const projected = returned.map((item) => project(byUserName.get(item.userName)!, search));

          // Every returned item satisfies every filter, and shows the price the filter used.
          projected.forEach((p, i) => {
            expect(p, returned[i].userName).not.toBeNull();
            expect(satisfies(p!, search), returned[i].userName).toBe(true);
            expect(returned[i].price).toBe(p!.pricePaise / 100);
          });
          // The order is the requested sort.
          for (let i = 1; i < projected.length; i++) {
            expect(compare(projected[i - 1]!, projected[i]!, sortOrder)).toBeLessThan(0);
          }
          // Walking all pages returns each matching influencer exactly once.
          expect(returned.map((r) => r.userName)).toEqual(expected.map((e) => e.influencer.userName));
          const totalPages = Math.ceil(expected.length / search.PageSize);
          pages.forEach((p, i) =>
            expect(p).toMatchObject({
              currentPage: i,
              totalPages,
              totalCount: expected.length,
              totalIsCapped: false,
            }),
          );
        },
      ),
      { numRuns: propertyRuns(dialect === 'sqlite' ? 100 : 40) },
    );
  });
});
