import type { Insertable } from 'kysely';
import type { DbOrTrx } from '../../db/database';
import type { NotificationsTable } from '../../db/tables/collabs';
import type { MailQueueTable } from '../../db/tables/mail';
import type { TMailKind } from '@collably/shared/constants/notifications';
import { Role, UserStatus } from '@collably/shared/constants/roles';
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

  /** Of `userIds`, those who can get e-mail: active, with an address. */
  /** Active super admins with an address who keep `kind` on. */
  mailableSuperAdmins: (db: DbOrTrx, kind: TMailKind) =>
    db
      .selectFrom('users')
      .select('id')
      .where('roleId', '=', Role.SuperAdmin)
      .where('status', '=', UserStatus.Active)
      .where('email', '<>', '')
      .where((eb) =>
        eb.not(
          eb.exists(
            eb
              .selectFrom('mailOptOuts as o')
              .select('o.userId')
              .whereRef('o.userId', '=', 'users.id')
              .where('o.kind', '=', kind),
          ),
        ),
      )
      .execute(),

  mailableUsers: async (db: DbOrTrx, userIds: readonly number[]) => {
    const rows = await db
      .selectFrom('users')
      .select('id')
      .where('id', 'in', userIds)
      .where('status', '=', UserStatus.Active)
      .where('email', '<>', '')
      .execute();
    return new Set(rows.map((r) => r.id));
  },

  /** The kinds each of `userIds` turned off, as 'userId:kind' keys. */
  optOuts: async (db: DbOrTrx, userIds: readonly number[]) => {
    const rows = await db
      .selectFrom('mailOptOuts')
      .select(['userId', 'kind'])
      .where('userId', 'in', userIds)
      .execute();
    return new Set(rows.map((r) => `${r.userId}:${r.kind}`));
  },

  queueMail: (db: DbOrTrx, rows: readonly Insertable<MailQueueTable>[]) =>
    db.insertInto('mailQueue').values(rows).execute(),

  /** Turns kinds off (a row each, kept once) and on (the row goes); safe to repeat. */
  setOptOuts: async (
    db: DbOrTrx,
    userId: number,
    change: { off: readonly TMailKind[]; on: readonly TMailKind[] },
    now: string,
  ) => {
    if (change.on.length > 0) {
      await db
        .deleteFrom('mailOptOuts')
        .where('userId', '=', userId)
        .where('kind', 'in', change.on)
        .execute();
    }
    if (change.off.length > 0) {
      await db
        .insertInto('mailOptOuts')
        .values(change.off.map((kind) => ({ userId, kind, createdOn: now })))
        .onConflict((oc) => oc.columns(['userId', 'kind']).doNothing())
        .execute();
    }
  },
});
