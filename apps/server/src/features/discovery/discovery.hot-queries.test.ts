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
  followersMin: 5_001,
  followersMax: 50_000_002,
  pricePaiseMin: 50_003,
  pricePaiseMax: 9_000_004,
  gender: 'female',
  stateId: 7,
  speaks: 1 as const,
};
const OPTIONAL = [
  'followersMin',
  'followersMax',
  'pricePaiseMin',
  'pricePaiseMax',
  'gender',
  'stateId',
  'speaks',
] as const;

/** Every subset of the optional conditions. */
const filterShapes = () =>
  Array.from({ length: 2 ** OPTIONAL.length }, (_, mask) => ({
    ...FULL_FILTER,
    ...Object.fromEntries(OPTIONAL.filter((_, bit) => !(mask & (1 << bit))).map((k) => [k, undefined])),
  }));

const ORDERS: ListingOrder[] = [
  { key: 'relevance', direction: 'desc', tieBreak: 'asc' },
  { key: 'minPricePaise', direction: 'asc', tieBreak: 'asc' },
  { key: 'minPricePaise', direction: 'desc', tieBreak: 'desc' },
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
    const { version, count, page, popular } = discoveryQueries;
    expect(text(version.compile(t.db, null, {}))).toEqual(text(version.build(t.db, null, {}).compile()));
    for (const filter of filterShapes()) {
      expect(text(count.compile(t.db, null, filter))).toEqual(
        text(count.build(t.db, null, filter).compile()),
      );
      for (const order of ORDERS) {
        for (const paging of PAGINGS) {
          const params = { ...filter, ...paging };
          expect(text(page.compile(t.db, order, params))).toEqual(
            text(page.build(t.db, order, params).compile()),
          );
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
    const { count, page } = discoveryQueries;
    const wide = { ...FULL_FILTER, followersMin: 1, pricePaiseMin: 1, speaks: undefined, gender: undefined };
    for (const filter of [wide, { platformId: 0, categoryId: 0 }]) {
      expect(await count.execute(t.db, null, filter)).toEqual(
        await plainRows(count.build(t.db, null, filter)),
      );
      for (const order of ORDERS) {
        const params = { ...filter, limit: 4, offset: 1 };
        const rows = await page.execute(t.db, order, params);
        expect(rows.length).toBeGreaterThan(0);
        expect(rows).toEqual(await plainRows(page.build(t.db, order, params)));
      }
    }
  });
});
