import type { DbOrTrx } from '../../db/database';

export type VitalRow = {
  name: string;
  value: number;
  rating: string;
  path: string;
  navigationType: string;
  createdOn: string;
};

export const vitalsRepository = Object.freeze({
  /** Keeps one report's metrics. */
  add: (db: DbOrTrx, rows: VitalRow[]) => db.insertInto('webVitals').values(rows).execute(),

  /** The newest `limit` metrics reported since a time (ISO), for the summary. */
  since: (db: DbOrTrx, sinceIso: string, limit: number) =>
    db
      .selectFrom('webVitals')
      .select(['name', 'path', 'value'])
      .where('createdOn', '>=', sinceIso)
      .orderBy('createdOn', 'desc')
      .limit(limit)
      .execute(),

  /** Removes the metrics reported before a time (ISO); how many. */
  removeBefore: async (db: DbOrTrx, beforeIso: string) =>
    Number(
      (await db.deleteFrom('webVitals').where('createdOn', '<', beforeIso).executeTakeFirst()).numDeletedRows,
    ),
});
