import type { Compilable, CompiledQuery } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databases, testApp, type TestApp } from '../../../test/test-app';
import { insertInfluencer } from '../../../test/discovery-fixtures';
import { discoveryQueries, type ListingOrder } from './discovery.repository';

/**
 * Every hot query runs what its plain Kysely build would run: the same SQL with the same values in
 * the same order, for every shape (each optional filter present or not), with a distinct value in
 * every parameter so a swapped pair shows. The rows are compared too.
 */

/** Distinct values: no two parameters of one query share a value. */
const FULL_FILTER = {
  platformId: 4,
  categoryId: 3,
  priceFloor: 50_003,
  followersMin: 5_001,
  followersMax: 50_000_002,
  pricePaiseMax: 9_000_004,
  gender: 'female',
  stateId: 7,
  speaks: 1 as const,
  languageBit: 64,
};
const OPTIONAL = [
  'followersMin',
  'followersMax',
  'pricePaiseMax',
  'gender',
  'stateId',
  'speaks',
  'languageBit',
] as const;
/** No words, or one of each kind. */
const TEXT_SHAPES = [
  { shape: { words: [] }, words: {} },
  {
    shape: { words: ['fuzzy', 'exact', 'short'] as ('fuzzy' | 'exact' | 'short')[] },
    words: {
      word0: 'sharma',
      pattern0: '%sharma%',
      word1: 'ana',
      pattern1: '%ana%',
      word2: 'an',
      pattern2: '%an%',
      phrases: '"sharma" "ana"',
    },
  },
];

/** Every subset of the optional conditions. */
const filterShapes = () =>
  Array.from({ length: 2 ** OPTIONAL.length }, (_, mask) => ({
    ...FULL_FILTER,
    ...Object.fromEntries(OPTIONAL.filter((_, bit) => !(mask & (1 << bit))).map((k) => [k, undefined])),
  }));

const ORDERS: ListingOrder[] = [
  { key: 'relevance', direction: 'desc', tieBreak: 'asc' },
  { key: 'pricePaise', direction: 'asc', tieBreak: 'asc' },
  { key: 'pricePaise', direction: 'desc', tieBreak: 'desc' },
  { key: 'followers', direction: 'asc', tieBreak: 'asc' },
  { key: 'followers', direction: 'desc', tieBreak: 'desc' },
];
const PAGINGS = [
  { limit: 11, offset: 0 },
  { limit: 12, offset: 13 },
];

const text = ({ sql, parameters }: CompiledQuery) => ({ sql, parameters });

describe.each(databases())('hot queries on %s', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await testApp(dialect);
    for (let i = 0; i < 6; i++) {
      await insertInfluencer(t.db, {
        isFeatured: i % 3 === 0,
        gender: i % 2 ? 'female' : 'male',
        stateId: 7,
        tagIds: i % 2 ? [1] : [2],
        categoryIds: [3],
        socials: [{ platformId: 4, followers: 10_000 * (i + 1) }],
        services: [{ platformId: 4, pricePaise: 100_000 * (i + 1) }],
      });
    }
  });
  afterAll(() => t.close());
  const plainRows = async <R>(query: Compilable<R>) => (await t.db.executeQuery(query.compile())).rows;

  it('compile each shape to the plain build, parameters in its order', () => {
    const { version, countUpTo, page, popular } = discoveryQueries;
    expect(text(version.compile(t.db, null, {}))).toEqual(text(version.build(t.db, null, {}).compile()));
    for (const { shape, words } of TEXT_SHAPES) {
      for (const filter of filterShapes()) {
        const counted = { ...filter, ...words, cap: 1_001 };
        for (const order of ORDERS) {
          expect(text(countUpTo.compile(t.db, { order, ...shape }, counted))).toEqual(
            text(countUpTo.build(t.db, { order, ...shape }, counted).compile()),
          );
          for (const paging of PAGINGS) {
            const params = { ...filter, ...words, ...paging };
            const pageShape = { order, ...shape };
            expect(text(page.compile(t.db, pageShape, params))).toEqual(
              text(page.build(t.db, pageShape, params).compile()),
            );
          }
        }
      }
    }
    for (const paging of PAGINGS) {
      expect(text(popular.compile(t.db, null, paging))).toEqual(
        text(popular.build(t.db, null, paging).compile()),
      );
    }
  });

  it('return the rows of the plain build', async () => {
    const { countUpTo, page } = discoveryQueries;
    const wide = {
      ...FULL_FILTER,
      followersMin: 1,
      priceFloor: 1,
      speaks: undefined,
      gender: undefined,
      languageBit: undefined,
    };
    const noText = { words: [] };
    for (const filter of [wide, { platformId: 0, categoryId: 0, priceFloor: 0 }]) {
      const counted = { ...filter, cap: 3 };
      for (const order of ORDERS) {
        expect(await countUpTo.execute(t.db, { order, ...noText }, counted)).toEqual(
          await plainRows(countUpTo.build(t.db, { order, ...noText }, counted)),
        );
        const params = { ...filter, limit: 4, offset: 1 };
        const rows = await page.execute(t.db, { order, ...noText }, params);
        expect(rows.length).toBeGreaterThan(0);
        expect(rows).toEqual(await plainRows(page.build(t.db, { order, ...noText }, params)));
      }
    }
  });
});
