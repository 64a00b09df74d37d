import type { Insertable } from 'kysely';
import type { DbOrTrx } from '../../db/database';
import type { NotificationsTable } from '../../db/tables/collabs';
import { fromDbBool } from '../../db/bool';

export const notificationsRepository = Object.freeze({
  /** The newest notifications of a user, with who caused each. */
  latest: async (db: DbOrTrx, userId: number, limit: number) => {
    const rows = await db
      .selectFrom('notifications as n')
      .leftJoin('users as u', 'u.id', 'n.actorUserId')
      .select([
        'n.id',
        'n.message',
        'n.createDate',
        'n.isClicked',
        'n.msgType',
        'n.collabId',
        'u.userName',
        'u.profilePic',
      ])
      .where('n.userId', '=', userId)
      .orderBy('n.id', 'desc')
      .limit(limit)
      .execute();
    return rows.map((r) => ({ ...r, isClicked: fromDbBool(r.isClicked) }));
  },

  insert: (db: DbOrTrx, rows: readonly Insertable<NotificationsTable>[]) =>
    db.insertInto('notifications').values(rows).execute(),

  markAllClicked: async (db: DbOrTrx, userId: number) => {
    const r = await db
      .updateTable('notifications')
      .set({ isClicked: 1 })
      .where('userId', '=', userId)
      .where('isClicked', '=', 0)
      .executeTakeFirst();
    return Number(r.numUpdatedRows);
  },
});
