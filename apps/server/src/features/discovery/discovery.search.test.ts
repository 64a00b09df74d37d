import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LISTING_COUNT_CAP } from '@collably/shared/constants/limits';
import type { TInfluencerListPage } from '@collably/shared/schemas/discovery';
import { databases, testApp, type TestApp } from '../../../test/test-app';
import { insertInfluencer } from '../../../test/discovery-fixtures';
import { totalPagesOf } from './discovery.service';

const IG = 4;
const YT = 3;
const ENGLISH = 4;
const HINDI = 6;
const TAMIL = 20;
const FASHION = 1;
const FOOD = 5;
const rupees = (r: number) => r * 100;

/**
 * Issue 13: free text (name, user name, category words; case and accents ignored), the language filter,
 * prices that match any service in range, and the result count.
 */
describe.each(databases())('discovery search on %s', (dialect) => {
  let t: TestApp;

  beforeAll(async () => {
    t = await testApp(dialect);
    await insertInfluencer(t.db, {
      name: 'Zoë Fernandes',
      userName: 'zoe.styles',
      categoryIds: [FASHION],
      languageIds: [ENGLISH, HINDI],
      lastLoginOn: '2026-05-03T10:00:00.000Z',
      services: [
        { platformId: YT, pricePaise: rupees(900) },
        { platformId: YT, pricePaise: rupees(1_100) },
        { platformId: IG, pricePaise: rupees(3_000) },
      ],
    });
    await insertInfluencer(t.db, {
      name: 'Ananya Sharma',
      userName: 'ananya_eats',
      categoryIds: [FOOD],
      languageIds: [TAMIL, ENGLISH],
      lastLoginOn: '2026-05-02T10:00:00.000Z',
      services: [{ platformId: YT, pricePaise: rupees(1_500) }],
    });
    await insertInfluencer(t.db, {
      name: 'Rahul Verma',
      userName: 'rahulfit',
      categoryIds: [FASHION, FOOD],
      languageIds: [HINDI],
      lastLoginOn: '2026-05-01T10:00:00.000Z',
      services: [{ platformId: IG, pricePaise: rupees(500) }],
    });
  });
  afterAll(() => t.close());

  const list = async (query: Record<string, string | number>) => {
    const res = await t.get('/api/influencer/List', {
      query: Object.fromEntries(Object.entries(query).map(([k, v]) => [k, String(v)])),
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.json<{ data: TInfluencerListPage }>().data;
  };
  const names = async (query: Record<string, string | number>) =>
    (await list(query)).influencers.map((i) => i.userName);

  it('finds the ₹1,100 service though the same platform has a cheaper one, and shows that price', async () => {
    const page = await list({ Platform: YT, PriceMin: 1_000, PriceMax: 2_000, SortOrder: 1 });
    expect(page.influencers.map((i) => [i.userName, i.price])).toEqual([
      ['zoe.styles', 1_100],
      ['ananya_eats', 1_500],
    ]);
    // Without a range the card shows the cheapest service, once per influencer.
    expect((await list({ Platform: YT })).influencers.map((i) => [i.userName, i.price])).toEqual([
      ['zoe.styles', 900],
      ['ananya_eats', 1_500],
    ]);
    // Any platform: the cheapest service of at least ₹1,000 anywhere.
    expect(
      (await list({ PriceMin: 1_000, SortOrder: 2 })).influencers.map((i) => [i.userName, i.price]),
    ).toEqual([
      ['ananya_eats', 1_500],
      ['zoe.styles', 1_100],
    ]);
    expect(await names({ Platform: YT, PriceMin: 1_600 })).toEqual([]);
  });

  it('finds by name and user name, ignoring case and accents', async () => {
    expect(await names({ Search: 'zoe' })).toEqual(['zoe.styles']);
    expect(await names({ Search: 'ZOË' })).toEqual(['zoe.styles']);
    expect(await names({ Search: 'fernandes zoe' })).toEqual(['zoe.styles']);
    expect(await names({ Search: 'styles' })).toEqual(['zoe.styles']);
    expect(await names({ Search: '  ananya_eats ' })).toEqual(['ananya_eats']);
    expect(await names({ Search: 'sharm' })).toEqual(['ananya_eats']);
    expect(await names({ Search: 'zoe rahul' })).toEqual([]);
  });

  it('finds by category words', async () => {
    expect(await names({ Search: 'fashion' })).toEqual(['zoe.styles', 'rahulfit']);
    expect(await names({ Search: 'Food' })).toEqual(['ananya_eats', 'rahulfit']);
    expect(await names({ Search: 'food rahul' })).toEqual(['rahulfit']);
  });

  it('filters by language, alone and with other filters', async () => {
    expect(await names({ Language: HINDI })).toEqual(['zoe.styles', 'rahulfit']);
    expect(await names({ Language: ENGLISH })).toEqual(['zoe.styles', 'ananya_eats']);
    expect(await names({ Language: TAMIL, Platform: YT })).toEqual(['ananya_eats']);
    expect(await names({ Language: HINDI, Search: 'fashion', Platform: IG, PriceMax: 1_000 })).toEqual([
      'rahulfit',
    ]);
    expect(await names({ Language: 0 })).toEqual([]);
  });

  it('tolerates a typo in words of 4 or more letters, on both databases', async () => {
    expect(await names({ Search: 'fernandez' })).toEqual(['zoe.styles']);
    // Short words are matched exactly: similarity would find too much.
    expect(await names({ Search: 'rhl' })).toEqual([]);
  });

  it('counts the matches', async () => {
    expect(await list({})).toMatchObject({ totalCount: 3, totalIsCapped: false, totalPages: 1 });
    expect(await list({ Search: 'fashion' })).toMatchObject({ totalCount: 2, totalIsCapped: false });
    expect(await list({ Search: 'nobody' })).toMatchObject({ totalCount: 0, totalPages: 0, influencers: [] });
  });

  it('refuses a search that is too long and an unknown language', async () => {
    const cases: [Record<string, string>, string][] = [
      [{ Search: 'x'.repeat(61) }, 'Search must be at most 60 characters'],
      [{ Language: '23' }, 'Language must be a language id from 0 to 22'],
      [{ Language: 'hindi' }, 'Language must be a number'],
      [{ Language: '-1' }, 'Language must be a language id from 0 to 22'],
    ];
    for (const [query, message] of cases) {
      const res = await t.get('/api/influencer/List', { query });
      expect(res.statusCode, JSON.stringify(query)).toBe(400);
      expect(res.json<{ message: string }>().message).toBe(message);
    }
    // Punctuation alone searches for nothing in particular: everyone.
    expect(await names({ Search: '%_%' })).toHaveLength(3);
  });
});

describe('totalPagesOf', () => {
  it('pages an exact count', () => {
    expect(totalPagesOf(0, { pageSize: 12, page: 0, pageIsFull: false })).toBe(0);
    expect(totalPagesOf(25, { pageSize: 12, page: 0, pageIsFull: true })).toBe(3);
    expect(totalPagesOf(LISTING_COUNT_CAP, { pageSize: 10, page: 0, pageIsFull: true })).toBe(100);
  });

  it('keeps one more page while pages above the cap come back full', () => {
    const capped = LISTING_COUNT_CAP + 1;
    expect(totalPagesOf(capped, { pageSize: 10, page: 0, pageIsFull: true })).toBe(100);
    expect(totalPagesOf(capped, { pageSize: 10, page: 150, pageIsFull: true })).toBe(152);
    expect(totalPagesOf(capped, { pageSize: 10, page: 151, pageIsFull: false })).toBe(152);
  });
});
