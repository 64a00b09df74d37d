import { INDIA_COUNTRY_ID, LANGUAGE_NAMES } from '@collably/shared/constants/profile';
import { FOLLOWER_RANGES } from '@collably/shared/constants/ranges';
import { Role, UserStatus, type TRole, type TUserStatus } from '@collably/shared/constants/roles';
import type { Db } from '../src/db/database';
import { refreshInfluencerSearch } from '../src/platform/influencer-search/influencer-search';

export type InfluencerSpec = {
  name?: string;
  userName?: string;
  roleId?: TRole;
  status?: TUserStatus;
  isFeatured?: boolean;
  tagIds?: number[];
  lastLoginOn?: string | null;
  profilePic?: string | null;
  gender?: string | null;
  stateId?: number | null;
  /** Language ids of spec §3 (0-22) the profile lists. */
  languageIds?: number[];
  /** In order of choice (at most 2). */
  categoryIds?: number[];
  /** `followers` is stored as the profile API stores it: the upper bound of the account's range. */
  socials?: { platformId: number; followers: number }[];
  services?: { platformId: number; pricePaise: number; isDeleted?: boolean }[];
};

const TAG_NAMES: Record<number, string> = {
  1: 'Speaks',
  2: 'Aesthetics Pro',
  3: 'High Reach',
  4: 'Looks Star',
  5: 'Value Pick',
};

/** The range whose upper bound `followers` is (the top, open range beyond 10m). */
const followerIdOf = (followers: number): number =>
  FOLLOWER_RANGES.find((r) => r.max !== null && followers <= r.max)?.followerId ?? 8;

let sequence = 0;
const STAMP = '2026-01-01T00:00:00.000Z';

/**
 * Writes one influencer straight into the source tables (as the profile API would) and refreshes
 * the read model, returning the user id. Defaults: active, one Instagram service at ₹1 000.
 */
export async function insertInfluencer(db: Db, spec: InfluencerSpec = {}): Promise<number> {
  const n = ++sequence;
  const userName = spec.userName ?? `inf_${process.pid}_${n}`;
  const { id } = await db
    .insertInto('users')
    .values({
      roleId: spec.roleId ?? Role.Influencer,
      name: spec.name ?? `Influencer ${n}`,
      userName,
      email: `${userName}@example.com`,
      passwordHash: 'x',
      status: spec.status ?? UserStatus.Active,
      emailVerified: 1,
      isFeatured: spec.isFeatured ? 1 : 0,
      tags: JSON.stringify(
        (spec.tagIds ?? []).map((tagId) => ({ id: tagId, name: TAG_NAMES[tagId] ?? 'Tag' })),
      ),
      profilePic: spec.profilePic ?? null,
      createdOn: STAMP,
      modifiedOn: STAMP,
      lastLoginOn: spec.lastLoginOn === undefined ? STAMP : spec.lastLoginOn,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db
    .insertInto('influencerProfiles')
    .values({
      userId: id,
      description: 'About me',
      gender: spec.gender === undefined ? 'female' : spec.gender,
      countryId: 101,
      stateId: spec.stateId === undefined ? 1 : spec.stateId,
      cityId: null,
      dob: null,
      languages: JSON.stringify(
        (spec.languageIds ?? []).map((id) => ({ id, name: LANGUAGE_NAMES[id] ?? 'Language' })),
      ),
      isGst: 0,
      gstNo: null,
      modifiedOn: STAMP,
    })
    .execute();
  const categoryIds = spec.categoryIds ?? [1];
  if (categoryIds.length > 0) {
    await db
      .insertInto('influencerCategories')
      .values(categoryIds.map((categoryId, position) => ({ userId: id, categoryId, position })))
      .execute();
  }
  const socials = spec.socials ?? [{ platformId: 4, followers: 50_000 }];
  if (socials.length > 0) {
    await db
      .insertInto('socialAccounts')
      .values(
        socials.map((s) => ({
          userId: id,
          platformId: s.platformId,
          pageUrl: `https://example.com/${userName}/${s.platformId}`,
          followerId: followerIdOf(s.followers),
          followersCount: s.followers,
          createdOn: STAMP,
          modifiedOn: STAMP,
        })),
      )
      .execute();
  }
  const services = spec.services ?? [{ platformId: 4, pricePaise: 100_000 }];
  if (services.length > 0) {
    await db
      .insertInto('influencerServices')
      .values(
        services.map((s) => ({
          userId: id,
          platformId: s.platformId,
          title: 'Reel',
          description: 'One reel',
          pricePaise: s.pricePaise,
          allowUgc: 0 as const,
          ugcPricePaise: 0,
          isDeleted: s.isDeleted ? (1 as const) : (0 as const),
          createdOn: STAMP,
          modifiedOn: STAMP,
        })),
      )
      .execute();
  }
  await refreshInfluencerSearch(db, id);
  return id;
}

/** The first seeded Indian state and its first city: a valid address for profile payloads. */
export async function firstIndianCity(db: Db): Promise<{ stateId: number; cityId: number }> {
  const state = await db
    .selectFrom('states')
    .select('stateId')
    .where('countryId', '=', INDIA_COUNTRY_ID)
    .orderBy('stateId')
    .executeTakeFirstOrThrow();
  const city = await db
    .selectFrom('cities')
    .select('cityId')
    .where('stateId', '=', state.stateId)
    .orderBy('cityId')
    .executeTakeFirstOrThrow();
  return { stateId: state.stateId, cityId: city.cityId };
}
