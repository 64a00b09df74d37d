import type { Insertable, Updateable } from 'kysely';
import { INDIA_COUNTRY_ID } from '@collably/shared/constants/profile';
import { Role } from '@collably/shared/constants/roles';
import type { DbOrTrx } from '../../db/database';
import { toDbBool, withBooleans } from '../../db/bool';
import type { InfluencerProfilesTable, InfluencerServicesTable } from '../../db/tables/influencers';

const USER_COLUMNS = [
  'id',
  'name',
  'userName',
  'status',
  'profilePic',
  'tags',
  'isFeatured',
  'lastLoginOn',
] as const;

export type SocialAccountRow = {
  platformId: number;
  platformName: string;
  pageUrl: string;
  followerId: number;
  followersCount: number;
};

/** One influencer's account on one platform. */
type UserPlatform = { userId: number; platformId: number };

/** A service as the influencer writes it. */
type ServiceFields = {
  title: string;
  description: string;
  pricePaise: number;
  allowUgc: boolean;
  ugcPricePaise: number;
  revisions: number;
  extraRevisionPricePaise: number | null;
  modifiedOn: string;
};

const serviceRow = <T extends ServiceFields>(fields: T) => ({
  ...fields,
  allowUgc: toDbBool(fields.allowUgc),
});

export const influencersRepository = Object.freeze({
  findInfluencerById: async (db: DbOrTrx, id: number) => {
    const row = await db
      .selectFrom('users')
      .select(USER_COLUMNS)
      .where('id', '=', id)
      .where('roleId', '=', Role.Influencer)
      .executeTakeFirst();
    return row && withBooleans(row, 'isFeatured');
  },

  findInfluencerByUserName: async (db: DbOrTrx, userName: string) => {
    const row = await db
      .selectFrom('users')
      .select(USER_COLUMNS)
      .where('userName', '=', userName)
      .where('roleId', '=', Role.Influencer)
      .executeTakeFirst();
    return row && withBooleans(row, 'isFeatured');
  },

  setProfilePic: (db: DbOrTrx, userId: number, profilePic: string, modifiedOn: string) =>
    db.updateTable('users').set({ profilePic, modifiedOn }).where('id', '=', userId).execute(),

  findProfile: async (db: DbOrTrx, userId: number) => {
    const row = await db
      .selectFrom('influencerProfiles')
      .selectAll()
      .where('userId', '=', userId)
      .executeTakeFirst();
    return row && withBooleans(row, 'isGst');
  },

  /** Creates the empty profile row the first write of any step needs; a no-op when it exists. */
  ensureProfile: (db: DbOrTrx, userId: number, modifiedOn: string) =>
    db
      .insertInto('influencerProfiles')
      .values({
        userId,
        countryId: INDIA_COUNTRY_ID,
        languages: '[]',
        isGst: 0,
        modifiedOn,
      } satisfies Insertable<InfluencerProfilesTable>)
      .onConflict((oc) => oc.column('userId').doNothing())
      .execute(),

  updateProfile: (
    db: DbOrTrx,
    userId: number,
    { isGst, ...changes }: Omit<Updateable<InfluencerProfilesTable>, 'isGst'> & { isGst?: boolean },
  ) =>
    db
      .updateTable('influencerProfiles')
      .set(isGst === undefined ? changes : { ...changes, isGst: toDbBool(isGst) })
      .where('userId', '=', userId)
      .execute(),

  categoriesOf: (db: DbOrTrx, userId: number) =>
    db
      .selectFrom('influencerCategories as ic')
      .innerJoin('categories as c', 'c.categoryId', 'ic.categoryId')
      .select(['ic.categoryId', 'c.categoryName'])
      .where('ic.userId', '=', userId)
      .orderBy('ic.position')
      .execute(),

  replaceCategories: async (db: DbOrTrx, userId: number, categoryIds: readonly number[]) => {
    await db.deleteFrom('influencerCategories').where('userId', '=', userId).execute();
    if (categoryIds.length === 0) return;
    await db
      .insertInto('influencerCategories')
      .values(categoryIds.map((categoryId, position) => ({ userId, categoryId, position })))
      .execute();
  },

  socialAccountsOf: (db: DbOrTrx, userId: number): Promise<SocialAccountRow[]> =>
    db
      .selectFrom('socialAccounts as s')
      .innerJoin('platforms as p', 'p.platformId', 's.platformId')
      .select(['s.platformId', 'p.platformName', 's.pageUrl', 's.followerId', 's.followersCount'])
      .where('s.userId', '=', userId)
      .orderBy('s.platformId')
      .execute(),

  hasSocialAccount: async (db: DbOrTrx, { userId, platformId }: UserPlatform) =>
    (await db
      .selectFrom('socialAccounts')
      .select('id')
      .where('userId', '=', userId)
      .where('platformId', '=', platformId)
      .executeTakeFirst()) !== undefined,

  /** One account per platform: saving again replaces the URL and follower range. */
  upsertSocialAccount: (
    db: DbOrTrx,
    account: {
      userId: number;
      platformId: number;
      pageUrl: string;
      followerId: number;
      followersCount: number;
    },
    at: string,
  ) =>
    db
      .insertInto('socialAccounts')
      .values({ ...account, createdOn: at, modifiedOn: at })
      .onConflict((oc) =>
        oc.columns(['userId', 'platformId']).doUpdateSet({
          pageUrl: account.pageUrl,
          followerId: account.followerId,
          followersCount: account.followersCount,
          modifiedOn: at,
        }),
      )
      .execute(),

  deleteSocialAccount: async (db: DbOrTrx, { userId, platformId }: UserPlatform) => {
    const result = await db
      .deleteFrom('socialAccounts')
      .where('userId', '=', userId)
      .where('platformId', '=', platformId)
      .executeTakeFirst();
    return Number(result.numDeletedRows) > 0;
  },

  liveServicesOf: async (db: DbOrTrx, userId: number) => {
    const rows = await db
      .selectFrom('influencerServices')
      .select([
        'id',
        'platformId',
        'title',
        'description',
        'pricePaise',
        'allowUgc',
        'ugcPricePaise',
        'revisions',
        'extraRevisionPricePaise',
      ])
      .where('userId', '=', userId)
      .where('isDeleted', '=', 0)
      .orderBy('platformId')
      .orderBy('id')
      .execute();
    return rows.map((r) => withBooleans(r, 'allowUgc'));
  },

  insertService: (
    db: DbOrTrx,
    service: ServiceFields & Pick<Insertable<InfluencerServicesTable>, 'userId' | 'platformId' | 'createdOn'>,
  ) => db.insertInto('influencerServices').values(serviceRow(service)).execute(),

  /** Updates one of the influencer's live services on that platform; false when there is none. */
  updateService: async (
    db: DbOrTrx,
    where: { id: number; userId: number; platformId: number },
    changes: ServiceFields,
  ) => {
    const result = await db
      .updateTable('influencerServices')
      .set(serviceRow(changes))
      .where('id', '=', where.id)
      .where('userId', '=', where.userId)
      .where('platformId', '=', where.platformId)
      .where('isDeleted', '=', 0)
      .executeTakeFirst();
    return Number(result.numUpdatedRows) > 0;
  },

  /** Services are only hidden, never removed: orders refer to them. */
  softDeleteService: async (
    db: DbOrTrx,
    { userId, serviceId }: { userId: number; serviceId: number },
    at: string,
  ) => {
    const result = await db
      .updateTable('influencerServices')
      .set({ isDeleted: 1, modifiedOn: at })
      .where('id', '=', serviceId)
      .where('userId', '=', userId)
      .where('isDeleted', '=', 0)
      .executeTakeFirst();
    return Number(result.numUpdatedRows) > 0;
  },

  softDeleteServicesOn: (db: DbOrTrx, { userId, platformId }: UserPlatform, at: string) =>
    db
      .updateTable('influencerServices')
      .set({ isDeleted: 1, modifiedOn: at })
      .where('userId', '=', userId)
      .where('platformId', '=', platformId)
      .where('isDeleted', '=', 0)
      .execute(),

  portfolioOf: (db: DbOrTrx, userId: number) =>
    db
      .selectFrom('influencerPortfolios')
      .select(['id', 'url1', 'url2', 'url3'])
      .where('userId', '=', userId)
      .executeTakeFirst(),

  upsertPortfolio: (
    db: DbOrTrx,
    userId: number,
    urls: { url1: string | null; url2: string | null; url3: string | null },
    at: string,
  ) =>
    db
      .insertInto('influencerPortfolios')
      .values({ userId, ...urls, modifiedOn: at })
      .onConflict((oc) => oc.column('userId').doUpdateSet({ ...urls, modifiedOn: at }))
      .execute(),

  isFavourite: async (
    db: DbOrTrx,
    { brandUserId, influencerUserId }: { brandUserId: number; influencerUserId: number },
  ) =>
    (await db
      .selectFrom('favourites')
      .select('brandUserId')
      .where('brandUserId', '=', brandUserId)
      .where('influencerUserId', '=', influencerUserId)
      .executeTakeFirst()) !== undefined,

  categoryIds: async (db: DbOrTrx) =>
    new Set((await db.selectFrom('categories').select('categoryId').execute()).map((r) => r.categoryId)),

  stateIdsOf: async (db: DbOrTrx, countryId: number) =>
    new Set(
      (await db.selectFrom('states').select('stateId').where('countryId', '=', countryId).execute()).map(
        (r) => r.stateId,
      ),
    ),

  cityIdsOf: async (db: DbOrTrx, stateId: number) =>
    new Set(
      (await db.selectFrom('cities').select('cityId').where('stateId', '=', stateId).execute()).map(
        (r) => r.cityId,
      ),
    ),
});
