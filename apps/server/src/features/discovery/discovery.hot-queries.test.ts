import type { Compilable, CompiledQuery } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databases, testApp, type TestApp } from '../../../test/test-app';
import { insertInfluencer } from '../../../test/discovery-fixtures';
import { discoveryQueries, readSearchVersion } from './discovery.repository';

/**
 * Every hot query runs what its plain Kysely build would run: the same SQL with the same values in
 * the same order. The rows are compared too. (Listing searches run in memory: listing-index.test.ts.)
 */

const PAGINGS = [
  { limit: 11, offset: 0 },
  { limit: 4, offset: 1 },
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

  it('compile to the plain build, parameters in its order', () => {
    const { version, popular } = discoveryQueries;
    expect(text(version.compile(t.db, null, {}))).toEqual(text(version.build(t.db, null, {}).compile()));
    for (const paging of PAGINGS) {
      expect(text(popular.compile(t.db, null, paging))).toEqual(
        text(popular.build(t.db, null, paging).compile()),
      );
    }
  });

  it('return the rows of the plain build', async () => {
    const { popular } = discoveryQueries;
    for (const paging of PAGINGS) {
      const rows = await popular.execute(t.db, null, paging);
      expect(rows.length).toBeGreaterThan(0);
      expect(rows).toEqual(await plainRows(popular.build(t.db, null, paging)));
    }
  });

  it('read the version as the plain build does, a committed bump at once, and never a transaction’s own', async () => {
    const plainVersion = async () =>
      Number((await plainRows(discoveryQueries.version.build(t.db, null, {})))[0].version);
    const bump = (db: typeof t.db) =>
      db
        .updateTable('influencerSearchVersion')
        .set((eb) => ({ version: eb('version', '+', 1) }))
        .execute();
    const before = await readSearchVersion(t.db);
    expect(before).toBe(await plainVersion());
    await bump(t.db);
    expect(await readSearchVersion(t.db)).toBe(before + 1);
    // A bump inside a transaction that rolls back is never read: a read while it is open waits for it
    // (SQLite has one connection) or reads the committed row (PostgreSQL).
    let during: Promise<number> | undefined;
    await expect(
      t.db.transaction().execute(async (trx) => {
        await bump(trx);
        during = readSearchVersion(t.db);
        throw new Error('roll back');
      }),
    ).rejects.toThrow('roll back');
    expect(await during).toBe(before + 1);
    expect(await readSearchVersion(t.db)).toBe(before + 1);
  });
});
