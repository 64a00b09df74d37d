import { Role, UserStatus } from '@collably/shared/constants/roles';
import type { DbOrTrx } from '../../db/database';
import { ANY_CATEGORY, ANY_PLATFORM, CHEAPEST } from '../../db/tables/influencer-search';
import { toInfluencerCard, type InfluencerCard } from '../../platform/influencer-search/influencer-card';

/** One brand's favourite of one influencer. */
type Favourite = { brandUserId: number; influencerUserId: number };

export const favouritesRepository = Object.freeze({
  isActiveInfluencer: async (db: DbOrTrx, userId: number) =>
    (await db
      .selectFrom('users')
      .select('id')
      .where('id', '=', userId)
      .where('roleId', '=', Role.Influencer)
      .where('status', '=', UserStatus.Active)
      .executeTakeFirst()) !== undefined,

  remove: async (db: DbOrTrx, { brandUserId, influencerUserId }: Favourite) => {
    const result = await db
      .deleteFrom('favourites')
      .where('brandUserId', '=', brandUserId)
      .where('influencerUserId', '=', influencerUserId)
      .executeTakeFirst();
    return Number(result.numDeletedRows) > 0;
  },

  /** A concurrent second click inserting the same row is absorbed instead of failing. */
  add: (db: DbOrTrx, favourite: Favourite, createdOn: string) =>
    db
      .insertInto('favourites')
      .values({ ...favourite, createdOn })
      .onConflict((oc) => oc.columns(['brandUserId', 'influencerUserId']).doNothing())
      .execute(),

  /**
   * The brand's favourites as listing cards, newest first, read from the discovery read model so a
   * card here is exactly the card of the listing (only listable influencers have one).
   */
  cards: async (db: DbOrTrx, brandUserId: number): Promise<InfluencerCard[]> =>
    (
      await db
        .selectFrom('favourites as f')
        .innerJoin('influencerSearchCards as c', 'c.userId', 'f.influencerUserId')
        .innerJoin('influencerSearch as s', (join) =>
          join
            .onRef('s.userId', '=', 'f.influencerUserId')
            .on('s.platformId', '=', ANY_PLATFORM)
            .on('s.categoryId', '=', ANY_CATEGORY)
            .on('s.lowerPricePaise', '=', CHEAPEST),
        )
        .select([
          'c.userId',
          'c.userName',
          'c.name',
          'c.profilePic',
          'c.tags',
          'c.socialFollowers',
          'c.categoryName',
          'c.isFeatured',
          'c.isVerified',
          'c.lastLoginOn',
          'c.ratingSum',
          'c.ratingCount',
          's.pricePaise as minPricePaise',
        ])
        .where('f.brandUserId', '=', brandUserId)
        .orderBy('f.createdOn', 'desc')
        .orderBy('f.influencerUserId', 'desc')
        .execute()
    ).map(toInfluencerCard),
});
