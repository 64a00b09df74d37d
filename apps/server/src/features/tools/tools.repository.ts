import { sql } from 'kysely';
import type { DbOrTrx } from '../../db/database';

export const toolsRepository = Object.freeze({
  /** Keeps a generated link (once per param). */
  addLink: (db: DbOrTrx, link: { param: string; now: string }) =>
    db
      .insertInto('ytLinks')
      .values({ param: link.param, createdOn: link.now, lastOpenedOn: null })
      .onConflict((oc) => oc.column('param').doNothing())
      .execute(),

  /** Notes that a user made a link; making it again moves it to the top of their list. */
  addMaker: (db: DbOrTrx, maker: { userId: number; param: string; now: string }) =>
    db
      .insertInto('ytLinkMakers')
      .values({ userId: maker.userId, param: maker.param, generatedOn: maker.now })
      .onConflict((oc) => oc.columns(['userId', 'param']).doUpdateSet({ generatedOn: maker.now }))
      .execute(),

  /**
   * One open of a link's page, in one statement so concurrent opens all count. A valid link made elsewhere
   * (typed into the address bar) is kept from its first open.
   */
  countOpen: (db: DbOrTrx, open: { param: string; now: string }) =>
    db
      .insertInto('ytLinks')
      .values({ param: open.param, openCount: 1, createdOn: open.now, lastOpenedOn: open.now })
      .onConflict((oc) =>
        oc.column('param').doUpdateSet({
          openCount: sql<number>`yt_links.open_count + 1`,
          lastOpenedOn: open.now,
        }),
      )
      .execute(),

  /** The links a user made, last made first. */
  linksOf: (db: DbOrTrx, userId: number, limit: number) =>
    db
      .selectFrom('ytLinkMakers as m')
      .innerJoin('ytLinks as l', 'l.param', 'm.param')
      .select(['m.param', 'm.generatedOn', 'l.openCount', 'l.lastOpenedOn'])
      .where('m.userId', '=', userId)
      .orderBy('m.generatedOn', 'desc')
      .orderBy('m.param')
      .limit(limit)
      .execute(),

  openCountOf: async (db: DbOrTrx, param: string) =>
    (await db.selectFrom('ytLinks').select('openCount').where('param', '=', param).executeTakeFirst())
      ?.openCount ?? null,
});
