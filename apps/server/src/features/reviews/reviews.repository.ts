import type { Insertable, Selectable } from 'kysely';
import type { TReviewSide } from '@collably/shared/constants/reviews';
import type { DbOrTrx } from '../../db/database';
import { fromDbBool, toDbBool } from '../../db/bool';
import type { ReviewsTable } from '../../db/tables/reviews';

/** A review with its author's name and picture; `isHidden` a boolean. */
export type ReviewRow = Omit<Selectable<ReviewsTable>, 'isHidden'> & {
  isHidden: boolean;
  reviewerName: string;
  reviewerPic: string | null;
};

const withReviewer = (db: DbOrTrx) =>
  db
    .selectFrom('reviews as r')
    .innerJoin('users as u', 'u.id', 'r.reviewerUserId')
    .selectAll('r')
    .select(['u.name as reviewerName', 'u.profilePic as reviewerPic']);

const toRow = <R extends { isHidden: number }>(row: R) => ({ ...row, isHidden: fromDbBool(row.isHidden) });

/** Ids per IN list: well under both databases' parameter limits. */
const CHUNK = 500;

export const reviewsRepository = Object.freeze({
  insert: async (trx: DbOrTrx, review: Omit<Insertable<ReviewsTable>, 'id' | 'isHidden'>): Promise<number> =>
    (await trx.insertInto('reviews').values(review).returning('id').executeTakeFirstOrThrow()).id,

  findById: async (db: DbOrTrx, id: number): Promise<ReviewRow | undefined> => {
    const row = await withReviewer(db).where('r.id', '=', id).executeTakeFirst();
    return row && toRow(row);
  },

  ofCollab: async (db: DbOrTrx, collabId: number): Promise<ReviewRow[]> =>
    (await withReviewer(db).where('r.collabId', '=', collabId).orderBy('r.id').execute()).map(toRow),

  ofCollabs: async (db: DbOrTrx, collabIds: readonly number[]): Promise<ReviewRow[]> => {
    const rows: ReviewRow[] = [];
    for (let i = 0; i < collabIds.length; i += CHUNK) {
      const chunk = collabIds.slice(i, i + CHUNK);
      rows.push(...(await withReviewer(db).where('r.collabId', 'in', chunk).execute()).map(toRow));
    }
    return rows;
  },

  findUser: (db: DbOrTrx, userId: number) =>
    db.selectFrom('users').select(['roleId', 'status']).where('id', '=', userId).executeTakeFirst(),

  hasSide: async (db: DbOrTrx, collabId: number, side: TReviewSide): Promise<boolean> =>
    (await db
      .selectFrom('reviews')
      .select('id')
      .where('collabId', '=', collabId)
      .where('side', '=', side)
      .executeTakeFirst()) !== undefined,

  /** Makes a collab's reviews visible (those not yet): how many became visible. */
  makeVisible: async (trx: DbOrTrx, collabId: number, at: string): Promise<number> =>
    Number(
      (
        await trx
          .updateTable('reviews')
          .set({ visibleOn: at })
          .where('collabId', '=', collabId)
          .where('visibleOn', 'is', null)
          .executeTakeFirst()
      ).numUpdatedRows,
    ),

  /** Collabs whose lone review waits for a window that has closed (reviews_window_idx), by collab id. */
  windowClosedCollabs: async (db: DbOrTrx, now: string, afterCollabId: number, limit: number) =>
    (
      await db
        .selectFrom('reviews')
        .select('collabId')
        .distinct()
        .where('visibleOn', 'is', null)
        .where('windowClosesOn', '<=', now)
        .where('collabId', '>', afterCollabId)
        .orderBy('collabId')
        .limit(limit)
        .execute()
    ).map((r) => r.collabId),

  /** Reviews about a user that others may see (visible, or their window closed), not hidden, newest first. */
  visibleAbout: async (db: DbOrTrx, userId: number, now: string, limit: number): Promise<ReviewRow[]> =>
    (
      await withReviewer(db)
        .where('r.revieweeUserId', '=', userId)
        .where('r.isHidden', '=', 0)
        .where((eb) => eb.or([eb('r.visibleOn', 'is not', null), eb('r.windowClosesOn', '<=', now)]))
        .orderBy('r.createdOn', 'desc')
        .orderBy('r.id', 'desc')
        .limit(limit)
        .execute()
    ).map(toRow),

  /** Stars and count of the same reviews as visibleAbout, all of them. */
  ratingOf: async (db: DbOrTrx, userId: number, now: string): Promise<{ sum: number; count: number }> => {
    const row = await db
      .selectFrom('reviews as r')
      .select(({ fn }) => [fn.sum<number>('r.stars').as('sum'), fn.countAll<number>().as('count')])
      .where('r.revieweeUserId', '=', userId)
      .where('r.isHidden', '=', 0)
      .where((eb) => eb.or([eb('r.visibleOn', 'is not', null), eb('r.windowClosesOn', '<=', now)]))
      .executeTakeFirst();
    return { sum: Number(row?.sum ?? 0), count: Number(row?.count ?? 0) };
  },

  setHidden: async (
    trx: DbOrTrx,
    id: number,
    change: { isHidden: boolean; byUserId: number; at: string },
  ): Promise<boolean> =>
    Number(
      (
        await trx
          .updateTable('reviews')
          .set({
            isHidden: toDbBool(change.isHidden),
            hiddenOn: change.isHidden ? change.at : null,
            hiddenByUserId: change.isHidden ? change.byUserId : null,
          })
          .where('id', '=', id)
          .where('isHidden', '=', toDbBool(!change.isHidden))
          .executeTakeFirst()
      ).numUpdatedRows,
    ) > 0,

  insertReport: (
    trx: DbOrTrx,
    report: { reviewId: number; reporterUserId: number; reason: string; createdOn: string },
  ) => trx.insertInto('reviewReports').values(report).execute(),

  /** Reviews with at least one report, with the reviewee's name; latest report first. */
  reported: async (db: DbOrTrx, limit: number) => {
    const rows = await withReviewer(db)
      .innerJoin('users as e', 'e.id', 'r.revieweeUserId')
      .innerJoin(
        (eb) =>
          eb
            .selectFrom('reviewReports')
            .select(({ fn }) => [
              'reviewId',
              fn.countAll<number>().as('reportCount'),
              fn.max('createdOn').as('lastReportedOn'),
            ])
            .groupBy('reviewId')
            .as('rr'),
        (join) => join.onRef('rr.reviewId', '=', 'r.id'),
      )
      .select(['e.name as revieweeName', 'rr.reportCount', 'rr.lastReportedOn'])
      .orderBy('rr.lastReportedOn', 'desc')
      .orderBy('r.id', 'desc')
      .limit(limit)
      .execute();
    const ids = rows.map((r) => r.id);
    const reasons =
      ids.length === 0
        ? []
        : await db
            .selectFrom('reviewReports')
            .select(['reviewId', 'reason'])
            .where('reviewId', 'in', ids)
            .orderBy('id')
            .execute();
    return rows.map((row) => ({
      ...row,
      isHidden: fromDbBool(row.isHidden),
      reportCount: Number(row.reportCount),
      lastReportedOn: String(row.lastReportedOn),
      reasons: reasons.filter((r) => r.reviewId === row.id).map((r) => r.reason),
    }));
  },
});
