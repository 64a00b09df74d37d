import type { DbOrTrx } from '../../db/database';

export const notificationsRepository = Object.freeze({
  /** The newest notifications of a user, with who caused each. */
  latest: (db: DbOrTrx, userId: number, limit: number) =>
    db
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
      .execute(),

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
