import { sql, type Insertable, type Selectable, type Updateable } from 'kysely';
import type { TCollabStatus } from '@collably/shared/constants/collabs';
import type { DbOrTrx } from '../../db/database';
import type { CollabEventsTable, CollabsTable } from '../../db/tables/collabs';

export type CollabRow = Selectable<CollabsTable>;

/** A collab with both parties and the money figures user/orders shows. */
const listQuery = (db: DbOrTrx) =>
  db
    .selectFrom('collabs as c')
    .innerJoin('users as b', 'b.id', 'c.brandUserId')
    .innerJoin('users as i', 'i.id', 'c.influencerUserId')
    .innerJoin('paymentTransactions as t', 't.id', 'c.transactionId')
    .leftJoin('influencerProfiles as p', 'p.userId', 'c.influencerUserId')
    .leftJoin('platforms as pl', 'pl.platformId', 'c.platformId')
    .selectAll('c')
    .select([
      'b.name as brandName',
      'b.profilePic as brandProfilePic',
      'i.name as influencerName',
      'i.userName as influencerUserName',
      'i.profilePic as influencerProfilePic',
      'p.title as influencerTitle',
      'pl.platformName',
      't.subtotalPaise',
      't.discountPaise',
      't.influencerPayoutPaise',
    ]);

export type CollabListRow = Awaited<ReturnType<ReturnType<typeof listQuery>['execute']>>[number];

export const collabsRepository = Object.freeze({
  insert: (db: DbOrTrx, collab: Insertable<CollabsTable>) =>
    db.insertInto('collabs').values(collab).returningAll().executeTakeFirstOrThrow(),

  findById: (db: DbOrTrx, id: number) =>
    db.selectFrom('collabs').selectAll().where('id', '=', id).executeTakeFirst(),

  findByTransaction: (db: DbOrTrx, transactionId: number) =>
    db.selectFrom('collabs').selectAll().where('transactionId', '=', transactionId).executeTakeFirst(),

  /** Collabs of one party (or every collab when `party` is null), newest activity first. */
  list: (db: DbOrTrx, party: { brandUserId: number } | { influencerUserId: number } | null) => {
    let q = listQuery(db);
    if (party && 'brandUserId' in party) q = q.where('c.brandUserId', '=', party.brandUserId);
    if (party && 'influencerUserId' in party) q = q.where('c.influencerUserId', '=', party.influencerUserId);
    return q.orderBy('c.modifiedOn', 'desc').orderBy('c.id', 'desc').execute();
  },

  findListed: (db: DbOrTrx, id: number) => listQuery(db).where('c.id', '=', id).executeTakeFirst(),

  /**
   * Moves a collab from `from` to `to` only if it is still in `from` (and, for a time rule, still due):
   * of two identical actions racing, exactly one changes the row.
   */
  async transition(
    db: DbOrTrx,
    id: number,
    from: TCollabStatus,
    changes: Updateable<CollabsTable> & { status: TCollabStatus },
    dueBefore?: { column: 'statusSince' | 'createdOn'; cutoff: string },
  ) {
    let q = db.updateTable('collabs').set(changes).where('id', '=', id).where('status', '=', from);
    if (dueBefore) q = q.where(dueBefore.column, '<=', dueBefore.cutoff);
    const r = await q.executeTakeFirst();
    return r.numUpdatedRows === 1n;
  },

  insertEvent: (db: DbOrTrx, event: Insertable<CollabEventsTable>) =>
    db.insertInto('collabEvents').values(event).execute(),

  /** Collabs a time rule may act on: in one of `statuses`, with `column` at or before `cutoff`; paged by id. */
  due: (
    db: DbOrTrx,
    statuses: readonly TCollabStatus[],
    column: 'statusSince' | 'createdOn',
    cutoff: string,
    afterId: number,
    limit: number,
  ) =>
    db
      .selectFrom('collabs')
      .selectAll()
      .where('status', 'in', [...statuses])
      .where(column, '<=', cutoff)
      .where('id', '>', afterId)
      .orderBy('id')
      .limit(limit)
      .execute(),

  /**
   * Whether `name` is among the files (brief, work files, files sent with a status change) of a collab
   * where `userId` is the brand or the influencer. The lists are comma-separated: LIKE narrows the rows
   * (its `_` wildcard and SQLite's case folding only widen the match), the exact check is done here.
   */
  async isFileOfParty(db: DbOrTrx, name: string, userId: number): Promise<boolean> {
    const pattern = `%,${name},%`;
    const inList = (column: string) => sql<boolean>`(',' || ${sql.ref(column)} || ',') like ${pattern}`;
    const isListed = (list: string | null) => (list ?? '').split(',').includes(name);
    const collabs = await db
      .selectFrom('collabs as c')
      .select(['c.uploadedFiles', 'c.workFile'])
      .where((eb) => eb.or([eb('c.brandUserId', '=', userId), eb('c.influencerUserId', '=', userId)]))
      .where((eb) => eb.or([inList('c.uploadedFiles'), inList('c.workFile')]))
      .limit(20)
      .execute();
    if (collabs.some((c) => isListed(c.uploadedFiles) || isListed(c.workFile))) return true;
    const events = await db
      .selectFrom('collabEvents as e')
      .innerJoin('collabs as c', 'c.id', 'e.collabId')
      .select('e.files')
      .where((eb) => eb.or([eb('c.brandUserId', '=', userId), eb('c.influencerUserId', '=', userId)]))
      .where(inList('e.files'))
      .limit(20)
      .execute();
    return events.some((e) => isListed(e.files));
  },

  userNames: (db: DbOrTrx, ids: readonly number[]) =>
    db
      .selectFrom('users')
      .select(['id', 'name'])
      .where('id', 'in', [...ids])
      .execute(),
});
