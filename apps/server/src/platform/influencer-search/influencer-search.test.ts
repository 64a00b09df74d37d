import { sql } from 'kysely';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { databases, testApp, type TestApp } from '../../../test/test-app';
import { insertInfluencer } from '../../../test/discovery-fixtures';
import { rebuildInfluencerSearch, refreshInfluencerSearch } from './influencer-search';

describe.each(databases())('influencer search read model on %s', (dialect) => {
  let t: TestApp;
  beforeEach(async () => {
    t = await testApp(dialect);
  });
  afterEach(() => t.close());

  const rowsOf = (userId: number) =>
    t.db
      .selectFrom('influencerSearch')
      .selectAll()
      .where('userId', '=', userId)
      .orderBy('platformId')
      .orderBy('categoryId')
      .orderBy('pricePaise')
      .execute();

  it('writes one row per (platform with a service or any) × (category or any) × distinct price, with the card', async () => {
    const id = await insertInfluencer(t.db, {
      isFeatured: true,
      tagIds: [1, 3],
      categoryIds: [2, 5],
      socials: [
        { platformId: 4, followers: 100_000 },
        { platformId: 3, followers: 500_000 },
      ],
      services: [
        { platformId: 4, pricePaise: 200_000 },
        { platformId: 4, pricePaise: 150_000 },
        { platformId: 5, pricePaise: 90_000 },
        { platformId: 3, pricePaise: 10_000, isDeleted: true },
      ],
    });
    const rows = await rowsOf(id);
    // Each price row carries the next lower price of its platform (-1 for the cheapest).
    const prices = (platformId: number, categoryId: number) =>
      rows
        .filter((r) => r.platformId === platformId && r.categoryId === categoryId)
        .map((r) => [r.pricePaise, r.lowerPricePaise, r.followers]);
    for (const categoryId of [0, 2, 5]) {
      expect(prices(0, categoryId)).toEqual([
        [90_000, -1, 500_000],
        [150_000, 90_000, 500_000],
        [200_000, 150_000, 500_000],
      ]);
      expect(prices(4, categoryId)).toEqual([
        [150_000, -1, 100_000],
        [200_000, 150_000, 100_000],
      ]);
      expect(prices(5, categoryId)).toEqual([[90_000, -1, 0]]);
    }
    expect(rows).toHaveLength(18);
    expect(rows.every((r) => r.speaks === 1 && r.isFeatured === 1 && r.gender === 'female')).toBe(true);
    const card = await t.db
      .selectFrom('influencerSearchCards')
      .selectAll()
      .where('userId', '=', id)
      .executeTakeFirst();
    expect(card).toMatchObject({ isFeatured: 1, categoryName: 'Beauty, Food' });
    // Cards carry the lower bound of each account's range (100k-500k, 50k-100k), not the stored upper bound.
    expect(JSON.parse(card!.socialFollowers)).toEqual([
      { plateformName: 'YouTube', followerCount: 100_000, isVerified: false },
      { plateformName: 'Instagram', followerCount: 50_000, isVerified: false },
    ]);
  });

  it('removes the rows when the influencer stops being listable, and restores them', async () => {
    const id = await insertInfluencer(t.db);
    expect(await rowsOf(id)).toHaveLength(4);
    await t.db.updateTable('users').set({ status: 'disabled' }).where('id', '=', id).execute();
    await refreshInfluencerSearch(t.db, id);
    expect(await rowsOf(id)).toHaveLength(0);
    await t.db.updateTable('users').set({ status: 'active' }).where('id', '=', id).execute();
    await refreshInfluencerSearch(t.db, id);
    expect(await rowsOf(id)).toHaveLength(4);
    await t.db.updateTable('influencerServices').set({ isDeleted: 1 }).where('userId', '=', id).execute();
    await refreshInfluencerSearch(t.db, id);
    expect(await rowsOf(id)).toHaveLength(0);
  });

  const indexNames = async () =>
    (
      await (
        t.dialect === 'postgres'
          ? sql<{ name: string }>`select indexname as name from pg_indexes
            where schemaname = current_schema() and tablename = 'influencer_search' order by 1`
          : sql<{ name: string }>`select name from sqlite_master
            where type = 'index' and tbl_name = 'influencer_search' order by 1`
      ).execute(t.db)
    ).rows.map((r) => r.name);

  it('rebuilds the same rows as the per-influencer refresh', async () => {
    for (let i = 0; i < 5; i++) {
      await insertInfluencer(t.db, {
        categoryIds: [i + 1],
        services: [{ platformId: 1 + (i % 2) * 2, pricePaise: 60_000 + i }],
      });
    }
    await insertInfluencer(t.db, { status: 'pending' });
    const before = await t.db
      .selectFrom('influencerSearch')
      .selectAll()
      .orderBy('userId')
      .orderBy('platformId')
      .orderBy('categoryId')
      .orderBy('pricePaise')
      .execute();
    const indexesBefore = await indexNames();
    expect(indexesBefore).toEqual(
      expect.arrayContaining(['influencer_search_relevance_idx', 'influencer_search_popular_idx']),
    );
    await rebuildInfluencerSearch(t.db, { usersPerBatch: 2 });
    // Dropped for the bulk load and built again.
    expect(await indexNames()).toEqual(indexesBefore);
    const after = await t.db
      .selectFrom('influencerSearch')
      .selectAll()
      .orderBy('userId')
      .orderBy('platformId')
      .orderBy('categoryId')
      .orderBy('pricePaise')
      .execute();
    expect(after).toEqual(before);
    expect(after).toHaveLength(20);
  });
});
