import { PostgresAdapter, sql, type Insertable } from 'kysely';
import { languageMask, normalizeSearchText } from '@collably/shared/domain/search-text';
import { Role, UserStatus } from '@collably/shared/constants/roles';
import { SPEAKS_TAG_ID } from '@collably/shared/constants/profile';
import { VerificationStatus } from '@collably/shared/constants/social-verification';
import { ReviewSide } from '@collably/shared/constants/reviews';
import { ratingRelevanceBoostMs } from '@collably/shared/domain/reviews';
import { followerRangeById } from '@collably/shared/domain/labels';
import { parseTimestamp } from '@collably/shared/domain/presence';
import type { Db, DbOrTrx } from '../../db/database';
import { fromDbBool, toDbBool } from '../../db/bool';
import {
  ANY_CATEGORY,
  ANY_PLATFORM,
  CHEAPEST,
  type InfluencerSearchCardsTable,
  type InfluencerSearchTable,
} from '../../db/tables/influencer-search';

/**
 * The discovery read model: what the listing and popular queries read instead of joining five
 * tables and aggregating services per request.
 *
 * It is derived data only. Every write to a source (users, influencer_profiles,
 * influencer_categories, social_accounts, influencer_services) must call refreshInfluencerSearch
 * for the influencer in the same transaction, so a reader never sees the listing disagree with the
 * profile. refreshInfluencerSearch and rebuildInfluencerSearch share one derivation
 * (searchEntriesFor), so one influencer refreshed and the whole table rebuilt give the same rows.
 */

const isPostgres = (db: DbOrTrx) => db.getExecutor().adapter instanceof PostgresAdapter;

/** Featured outranks any login time: epoch milliseconds stay below 10^13 until the year 2286. */
const FEATURED_WEIGHT = 10_000_000_000_000;

type SourceUser = {
  id: number;
  roleId: number;
  status: string;
  name: string;
  userName: string | null;
  profilePic: string | null;
  tags: string;
  isFeatured: boolean;
  lastLoginOn: string | null;
};
type SourceProfile = { gender: string | null; stateId: number | null; languages: string };
type SourceCategory = { categoryId: number; categoryName: string };
type SourceSocial = {
  platformId: number;
  platformName: string;
  followerId: number;
  /** The upper bound of the account's range (spec §5), what filters and sorts compare. */
  followersCount: number;
  /** The owner proved the account theirs (issue 18). */
  isVerified: boolean;
};

/**
 * A card shows 'the lower bound of the matching range plus +' (spec §5), so the card's count is
 * the lower bound of the account's chosen range, not the stored upper bound: an account in
 * '10k-50k' (stored as 50 000) must read '10k+', never '50k+'.
 */
const cardFollowerCount = (s: SourceSocial): number =>
  followerRangeById(s.followerId)?.min ?? Number(s.followersCount);
type SourcePrice = { platformId: number; pricePaise: number };

export type InfluencerSources = {
  user: SourceUser;
  profile: SourceProfile | undefined;
  /** In the influencer's order of choice. */
  categories: SourceCategory[];
  /** By platform id. */
  socials: SourceSocial[];
  /** The distinct live (not deleted) service prices of each platform. */
  prices: SourcePrice[];
  /** Stars and number of the visible, not hidden reviews brands wrote about the influencer (issue 19). */
  rating?: { sum: number; count: number };
};

export type SearchEntries = {
  card: Insertable<InfluencerSearchCardsTable>;
  rows: Insertable<InfluencerSearchTable>[];
  /** What the free-text search matches: name, user name and category names, folded. */
  text: string;
};

/** The language ids of a profile's `languages` JSON ([{ id, name }]); unreadable text lists none. */
const languageIds = (languagesJson: string | undefined): number[] => {
  try {
    const languages: unknown = JSON.parse(languagesJson ?? '[]');
    if (!Array.isArray(languages)) return [];
    return languages
      .map((l) => (l as { id?: unknown } | null)?.id)
      .filter((id): id is number => Number.isInteger(id) && (id as number) >= 0 && (id as number) <= 30);
  } catch {
    return [];
  }
};

/**
 * One key per distinct price of the platform, each with the next lower price (CHEAPEST for the lowest):
 * see migration 015 for how a query picks one of them per influencer.
 */
const priceKeys = (prices: number[]) =>
  [...new Set(prices)]
    .sort((a, b) => a - b)
    .map((pricePaise, i, sorted) => ({ pricePaise, lowerPricePaise: i === 0 ? CHEAPEST : sorted[i - 1] }));

const hasSpeaksTag = (tagsJson: string): boolean => {
  try {
    const tags: unknown = JSON.parse(tagsJson);
    return Array.isArray(tags) && tags.some((t) => (t as { id?: unknown } | null)?.id === SPEAKS_TAG_ID);
  } catch {
    return false;
  }
};

/**
 * The read-model rows of one influencer, or null when they must not be listed: only active
 * influencers with a user name and at least one live service appear (issue 4).
 */
export function searchEntriesFor(sources: InfluencerSources): SearchEntries | null {
  const { user, profile, categories, socials, prices } = sources;
  const rating = sources.rating ?? { sum: 0, count: 0 };
  if (user.roleId !== Role.Influencer || user.status !== UserStatus.Active || !user.userName) return null;
  if (prices.length === 0) return null;

  const isFeatured = toDbBool(user.isFeatured);
  const followersOn = new Map(socials.map((s) => [s.platformId, Number(s.followersCount)]));
  const base = {
    userId: user.id,
    gender: profile?.gender ?? null,
    stateId: profile?.stateId ?? null,
    speaks: toDbBool(hasSpeaksTag(user.tags)),
    languages: languageMask(languageIds(profile?.languages)),
    isFeatured,
    relevance:
      (user.isFeatured ? FEATURED_WEIGHT : 0) +
      (parseTimestamp(user.lastLoginOn) ?? 0) +
      ratingRelevanceBoostMs(rating.sum, rating.count),
  } as const;
  const platformIds = [...new Set(prices.map((p) => p.platformId))];
  const platformKeys = [
    ...priceKeys(prices.map((p) => p.pricePaise)).map((price) => ({
      platformId: ANY_PLATFORM,
      followers: Math.max(0, ...followersOn.values()),
      ...price,
    })),
    ...platformIds.flatMap((platformId) =>
      priceKeys(prices.filter((p) => p.platformId === platformId).map((p) => p.pricePaise)).map((price) => ({
        platformId,
        followers: followersOn.get(platformId) ?? 0,
        ...price,
      })),
    ),
  ];
  const categoryIds = [ANY_CATEGORY, ...categories.map((c) => c.categoryId)];
  const rows = platformKeys.flatMap((key) =>
    categoryIds.map((categoryId) => ({ ...base, ...key, categoryId })),
  );
  const text = normalizeSearchText(
    [user.name, user.userName, ...categories.map((c) => c.categoryName)].join(' '),
  );

  return {
    card: {
      userId: user.id,
      userName: user.userName,
      name: user.name,
      profilePic: user.profilePic,
      tags: user.tags,
      socialFollowers: JSON.stringify(
        socials.map((s) => ({
          plateformName: s.platformName,
          followerCount: cardFollowerCount(s),
          isVerified: s.isVerified,
        })),
      ),
      categoryName: categories.map((c) => c.categoryName).join(', '),
      isFeatured,
      lastLoginOn: user.lastLoginOn,
      isVerified: toDbBool(socials.some((s) => s.isVerified)),
      ratingSum: rating.sum,
      ratingCount: rating.count,
    },
    rows,
    text,
  };
}

type Scope = { userId: number } | { fromId: number; toId: number };

/** Reads the sources of one influencer, or of every user whose id is in [fromId, toId). */
async function loadSources(db: DbOrTrx, scope: Scope): Promise<InfluencerSources[]> {
  const [lo, hi] = 'userId' in scope ? [scope.userId, scope.userId + 1] : [scope.fromId, scope.toId];

  const users = await db
    .selectFrom('users')
    .select(['id', 'roleId', 'status', 'name', 'userName', 'profilePic', 'tags', 'isFeatured', 'lastLoginOn'])
    .where('id', '>=', lo)
    .where('id', '<', hi)
    .where('roleId', '=', Role.Influencer)
    .where('status', '=', UserStatus.Active)
    .orderBy('id')
    .execute();
  if (users.length === 0) return [];

  // One after another: inside a transaction they share one connection anyway.
  const profiles = await db
    .selectFrom('influencerProfiles')
    .select(['userId', 'gender', 'stateId', 'languages'])
    .where('userId', '>=', lo)
    .where('userId', '<', hi)
    .execute();
  const categories = await db
    .selectFrom('influencerCategories as ic')
    .innerJoin('categories as c', 'c.categoryId', 'ic.categoryId')
    .select(['ic.userId', 'ic.categoryId', 'c.categoryName'])
    .where('ic.userId', '>=', lo)
    .where('ic.userId', '<', hi)
    .orderBy('ic.userId')
    .orderBy('ic.position')
    .execute();
  // Verified: a verified row for the account's current page URL (a changed URL is no longer verified).
  const socials = await db
    .selectFrom('socialAccounts as s')
    .innerJoin('platforms as p', 'p.platformId', 's.platformId')
    .leftJoin('socialVerifications as v', (join) =>
      join
        .onRef('v.userId', '=', 's.userId')
        .onRef('v.platformId', '=', 's.platformId')
        .onRef('v.pageUrl', '=', 's.pageUrl')
        .on('v.status', '=', VerificationStatus.Verified),
    )
    .select([
      's.userId',
      's.platformId',
      'p.platformName',
      's.followerId',
      's.followersCount',
      'v.id as verificationId',
    ])
    .where('s.userId', '>=', lo)
    .where('s.userId', '<', hi)
    .orderBy('s.userId')
    .orderBy('s.platformId')
    .execute();
  const prices = await db
    .selectFrom('influencerServices')
    .select(['userId', 'platformId', 'pricePaise'])
    .distinct()
    .where('userId', '>=', lo)
    .where('userId', '<', hi)
    .where('isDeleted', '=', 0)
    .orderBy('userId')
    .orderBy('platformId')
    .orderBy('pricePaise')
    .execute();

  // Ratings: visible reviews by brands that the super admin has not hidden (reviews_reviewee_idx).
  const ratings = await db
    .selectFrom('reviews')
    .select(({ fn }) => [
      'revieweeUserId as userId',
      fn.sum<number>('stars').as('sum'),
      fn.countAll<number>().as('count'),
    ])
    .where('revieweeUserId', '>=', lo)
    .where('revieweeUserId', '<', hi)
    .where('visibleOn', 'is not', null)
    .where('side', '=', ReviewSide.Brand)
    .where('isHidden', '=', 0)
    .groupBy('revieweeUserId')
    .execute();

  const byUser = <R extends { userId: number }>(list: R[]) => {
    const map = new Map<number, R[]>();
    for (const row of list) {
      const bucket = map.get(row.userId);
      if (bucket) bucket.push(row);
      else map.set(row.userId, [row]);
    }
    return map;
  };
  const profileOf = new Map(profiles.map((p) => [p.userId, p]));
  const categoriesOf = byUser(categories);
  const socialsOf = byUser(socials);
  const pricesOf = byUser(prices);
  const ratingOf = new Map(ratings.map((r) => [r.userId, { sum: Number(r.sum), count: Number(r.count) }]));
  return users.map((user) => ({
    user: { ...user, isFeatured: fromDbBool(user.isFeatured) },
    profile: profileOf.get(user.id),
    categories: categoriesOf.get(user.id) ?? [],
    socials: (socialsOf.get(user.id) ?? []).map(({ verificationId, ...social }) => ({
      ...social,
      isVerified: verificationId !== null,
    })),
    prices: (pricesOf.get(user.id) ?? []).map((p) => ({
      platformId: p.platformId,
      pricePaise: Number(p.pricePaise),
    })),
    rating: ratingOf.get(user.id),
  }));
}

// Parameters per statement stay under SQLite's 32 766 and PostgreSQL's 65 535.
const ROWS_PER_INSERT = 2_500;

async function insertEntries(db: DbOrTrx, entries: SearchEntries[]): Promise<void> {
  const cards = entries.map((e) => e.card);
  const rows = entries.flatMap((e) => e.rows);
  for (let i = 0; i < cards.length; i += ROWS_PER_INSERT) {
    await db
      .insertInto('influencerSearchCards')
      .values(cards.slice(i, i + ROWS_PER_INSERT))
      .execute();
  }
  for (let i = 0; i < rows.length; i += ROWS_PER_INSERT) {
    await db
      .insertInto('influencerSearch')
      .values(rows.slice(i, i + ROWS_PER_INSERT))
      .execute();
  }
  // Two parameters per row; the text table is SQL of its own per dialect (see migration 015).
  const userIdColumn = sql.raw(isPostgres(db) ? 'user_id' : 'rowid');
  for (let i = 0; i < entries.length; i += ROWS_PER_INSERT) {
    const values = entries.slice(i, i + ROWS_PER_INSERT).map((e) => sql`(${e.card.userId}, ${e.text})`);
    await sql`insert into influencer_search_text (${userIdColumn}, text) values ${sql.join(values)}`.execute(
      db,
    );
  }
}

async function deleteSearchText(db: DbOrTrx, userId?: number): Promise<void> {
  const userIdColumn = sql.raw(isPostgres(db) ? 'user_id' : 'rowid');
  if (userId === undefined) await sql`delete from influencer_search_text`.execute(db);
  else await sql`delete from influencer_search_text where ${userIdColumn} = ${userId}`.execute(db);
}

/** Versions of the change log kept: an instance further behind than this reloads the whole listing. */
const CHANGES_KEPT = 10_000;

/**
 * Tells every cache of derived listing values that the read model changed, and logs which influencer
 * changed (null: all of them), so an instance holding the listing in memory reloads only those. The
 * version row is locked until commit, so versions commit in order and the log has no gaps.
 */
async function bumpVersion(db: DbOrTrx, userId: number | null): Promise<void> {
  const { version } = await db
    .updateTable('influencerSearchVersion')
    .set((eb) => ({ version: eb('version', '+', 1) }))
    .where('id', '=', 1)
    .returning('version')
    .executeTakeFirstOrThrow();
  await db.insertInto('influencerSearchChanges').values({ version, userId }).execute();
  await db
    .deleteFrom('influencerSearchChanges')
    .where('version', '<=', Number(version) - CHANGES_KEPT)
    .execute();
}

/**
 * Locks the influencer's user row until the transaction ends, so that writes to one influencer's profile
 * and listing rows run one after another: two saves at once (a double click) would otherwise both delete
 * the old listing rows and both insert new ones (duplicate key), or lock rows in different orders
 * (deadlock). Take it first in every profile-write transaction. FOR NO KEY UPDATE does not block the
 * foreign-key checks of other tables' rows that refer to the user. SQLite runs one write transaction at
 * a time anyway, so there it is a no-op.
 */
export async function lockInfluencerForWrite(trx: DbOrTrx, userId: number): Promise<void> {
  if (!isPostgres(trx)) return;
  await trx.selectFrom('users').select('id').where('id', '=', userId).forNoKeyUpdate().execute();
}

/**
 * Recomputes one influencer's listing rows from the source tables, or removes them when the
 * influencer is not listable (not an influencer, not active, no live service). Call it inside the
 * transaction of every write that touches the influencer's user row, profile, categories, social
 * accounts or services; it is idempotent and cheap (a handful of indexed queries).
 */
export async function refreshInfluencerSearch(db: DbOrTrx, userId: number): Promise<void> {
  // Held already when the caller took it first, as it should; taken here too so no caller can forget.
  await lockInfluencerForWrite(db, userId);
  await db.deleteFrom('influencerSearch').where('userId', '=', userId).execute();
  await db.deleteFrom('influencerSearchCards').where('userId', '=', userId).execute();
  await deleteSearchText(db, userId);
  const entries = (await loadSources(db, { userId }))
    .map(searchEntriesFor)
    .filter((e): e is SearchEntries => e !== null);
  await insertEntries(db, entries);
  await bumpVersion(db, userId);
}

type IndexDefinition = { name: string; definition: string };

/**
 * The read model's secondary indexes as the database has them (so indexes a later migration adds
 * are kept too): the one place that reads each dialect's catalog.
 */
async function secondaryIndexes(db: DbOrTrx): Promise<IndexDefinition[]> {
  const query = isPostgres(db)
    ? sql<IndexDefinition>`select i.indexname as name, i.indexdef as definition from pg_indexes i
        where i.schemaname = current_schema() and i.tablename = 'influencer_search'
        and not exists (select 1 from pg_constraint c where c.conname = i.indexname)`
    : sql<IndexDefinition>`select name, sql as definition from sqlite_master
        where type = 'index' and tbl_name = 'influencer_search' and sql is not null`;
  return (await query.execute(db)).rows;
}

/**
 * Rebuilds the whole read model from the source tables in one transaction, a range of user ids at
 * a time (for seeds and repairs). The secondary indexes are dropped first and built again at the
 * end: building an index from sorted data is many times faster than growing four of them row by
 * row (100 000 influencers take seconds). Readers of PostgreSQL wait for the rebuild meanwhile.
 */
export async function rebuildInfluencerSearch(
  db: Db,
  options: { usersPerBatch?: number } = {},
): Promise<void> {
  const usersPerBatch = options.usersPerBatch ?? 2_000;
  await db.transaction().execute(async (trx) => {
    const indexes = await secondaryIndexes(trx);
    for (const index of indexes) await sql`drop index ${sql.id(index.name)}`.execute(trx);
    await trx.deleteFrom('influencerSearch').execute();
    await trx.deleteFrom('influencerSearchCards').execute();
    await deleteSearchText(trx);
    const bounds = await trx
      .selectFrom('users')
      .select(({ fn }) => [fn.min('id').as('minId'), fn.max('id').as('maxId')])
      .executeTakeFirstOrThrow();
    if (bounds.minId !== null && bounds.maxId !== null) {
      for (let from = Number(bounds.minId); from <= Number(bounds.maxId); from += usersPerBatch) {
        const sources = await loadSources(trx, { fromId: from, toId: from + usersPerBatch });
        await insertEntries(
          trx,
          sources.map(searchEntriesFor).filter((e): e is SearchEntries => e !== null),
        );
      }
    }
    for (const index of indexes) await sql.raw(index.definition).execute(trx);
    await trx.updateTable('influencerSearchVersion').set({ rebuildNeeded: 0 }).where('id', '=', 1).execute();
    await bumpVersion(trx, null);
  });
}

/** Rebuilds the read model when a migration reshaped it (migration 015 and later set `rebuild_needed`). */
export async function rebuildInfluencerSearchIfNeeded(db: Db): Promise<void> {
  const row = await db
    .selectFrom('influencerSearchVersion')
    .select('rebuildNeeded')
    .where('id', '=', 1)
    .executeTakeFirst();
  if (row && fromDbBool(row.rebuildNeeded)) await rebuildInfluencerSearch(db);
}

/**
 * A login changes only the relevance (recently active first) and the card's last login, so it
 * updates those in place instead of a full refresh (and bumps the version: listing order changed).
 * The rating's share of the relevance comes from the card, which holds the rating the rows were built with.
 */
export async function recordInfluencerLogin(db: DbOrTrx, userId: number, lastLoginOn: string): Promise<void> {
  const rating = await db
    .selectFrom('influencerSearchCards')
    .select(['ratingSum', 'ratingCount'])
    .where('userId', '=', userId)
    .executeTakeFirst();
  const loginMs =
    (parseTimestamp(lastLoginOn) ?? 0) +
    (rating ? ratingRelevanceBoostMs(Number(rating.ratingSum), Number(rating.ratingCount)) : 0);
  await db
    .updateTable('influencerSearch')
    .set({ relevance: sql<number>`${sql.ref('isFeatured')} * ${sql.lit(FEATURED_WEIGHT)} + ${loginMs}` })
    .where('userId', '=', userId)
    .execute();
  const card = await db
    .updateTable('influencerSearchCards')
    .set({ lastLoginOn })
    .where('userId', '=', userId)
    .executeTakeFirst();
  // Not listed (no card): nothing any listing shows has changed.
  if (Number(card.numUpdatedRows) > 0) await bumpVersion(db, userId);
}
