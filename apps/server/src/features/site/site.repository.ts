import { Role, UserStatus } from '@collably/shared/constants/roles';
import type { DbOrTrx } from '../../db/database';

/** An active influencer as their public page presents them to search engines and link previews. */
export type InfluencerPageRow = {
  name: string;
  userName: string;
  picture: string | null;
  headline: string;
  bio: string;
  modifiedOn: string;
  categories: string[];
  accounts: { platformName: string; pageUrl: string; followerId: number }[];
};

const activeInfluencers = (db: DbOrTrx) =>
  db
    .selectFrom('users')
    .where('roleId', '=', Role.Influencer)
    .where('status', '=', UserStatus.Active)
    .where('userName', 'is not', null);

export const siteRepository = Object.freeze({
  influencerPage: async (db: DbOrTrx, userName: string): Promise<InfluencerPageRow | null> => {
    const user = await activeInfluencers(db)
      .leftJoin('influencerProfiles as p', 'p.userId', 'users.id')
      .select(['users.id', 'users.name', 'users.profilePic', 'users.modifiedOn', 'p.title', 'p.description'])
      .where('users.userName', '=', userName)
      .executeTakeFirst();
    if (!user) return null;
    const [categories, accounts] = await Promise.all([
      db
        .selectFrom('influencerCategories as ic')
        .innerJoin('categories as c', 'c.categoryId', 'ic.categoryId')
        .select('c.categoryName')
        .where('ic.userId', '=', user.id)
        .orderBy('ic.position')
        .execute(),
      db
        .selectFrom('socialAccounts as s')
        .innerJoin('platforms as p', 'p.platformId', 's.platformId')
        .select(['p.platformName', 's.pageUrl', 's.followerId'])
        .where('s.userId', '=', user.id)
        .orderBy('s.platformId')
        .execute(),
    ]);
    return {
      name: user.name,
      userName,
      picture: user.profilePic,
      headline: user.title ?? '',
      bio: user.description ?? '',
      modifiedOn: user.modifiedOn,
      categories: categories.map((c) => c.categoryName),
      accounts,
    };
  },

  activeInfluencerCount: async (db: DbOrTrx): Promise<number> => {
    const row = await activeInfluencers(db)
      .select((eb) => eb.fn.countAll<number | string>().as('n'))
      .executeTakeFirstOrThrow();
    return Number(row.n);
  },

  /** One sitemap's share of the active influencers, in the order of their ids. */
  activeInfluencerNames: (db: DbOrTrx, page: { offset: number; limit: number }) =>
    activeInfluencers(db)
      .select(['users.userName', 'users.modifiedOn'])
      .orderBy('users.id')
      .offset(page.offset)
      .limit(page.limit)
      .execute() as Promise<{ userName: string; modifiedOn: string }[]>,
});
