import { sql, type ExpressionBuilder } from 'kysely';
import type { TRole, TUserStatus } from '@collably/shared/constants/roles';
import type { TAdminAction } from '@collably/shared/constants/admin';
import type { Database, DbOrTrx } from '../../db/database';
import { fromDbBool, toDbBool } from '../../db/bool';

/** The fields of a user that moderation reads and changes. */
export type ModeratedUser = {
  id: number;
  roleId: TRole;
  name: string;
  email: string;
  status: TUserStatus;
  isFeatured: boolean;
  tags: string;
};

export type UserListFilter = {
  roleId: TRole;
  status: TUserStatus;
  /** Lower-case text matched anywhere in the name, e-mail or user name. */
  search?: string;
};

/** `text` inside a LIKE pattern, matched literally (% and _ are wildcards otherwise). */
const likeContains = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

const listed = (filter: UserListFilter) => (eb: ExpressionBuilder<Database, 'users'>) => {
  const conditions = [eb('roleId', '=', filter.roleId), eb('status', '=', filter.status)];
  if (filter.search) {
    const pattern = likeContains(filter.search.toLowerCase());
    const matches = (column: 'name' | 'email' | 'userName') =>
      sql<boolean>`lower(${sql.ref(column)}) like ${pattern} escape '\\'`;
    conditions.push(eb.or([matches('name'), matches('email'), matches('userName')]));
  }
  return eb.and(conditions);
};

export const adminRepository = Object.freeze({
  /** One page of a moderation list, newest first (the users_role_status_created_idx order). */
  listUsers: async (db: DbOrTrx, filter: UserListFilter, page: { limit: number; offset: number }) => {
    const rows = await db
      .selectFrom('users')
      .select(['id', 'roleId', 'name', 'userName', 'email', 'createdOn', 'lastLoginOn', 'isFeatured', 'tags'])
      .where(listed(filter))
      .orderBy('createdOn', 'desc')
      .orderBy('id', 'desc')
      .limit(page.limit)
      .offset(page.offset)
      .execute();
    return rows.map((r) => ({ ...r, isFeatured: fromDbBool(r.isFeatured) }));
  },

  /** How many users match the filter (with a search: how many of that list match it). */
  countUsers: async (db: DbOrTrx, filter: UserListFilter) => {
    const row = await db
      .selectFrom('users')
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .where(listed(filter))
      .executeTakeFirstOrThrow();
    return Number(row.count);
  },

  /** Users of a role by status, counted from the index alone. */
  countByStatus: async (db: DbOrTrx, roleId: TRole, statuses: readonly TUserStatus[]) => {
    const rows = await db
      .selectFrom('users')
      .select((eb) => ['status', eb.fn.countAll<number>().as('count')])
      .where('roleId', '=', roleId)
      .where('status', 'in', statuses)
      .groupBy('status')
      .execute();
    return new Map(rows.map((r) => [r.status, Number(r.count)]));
  },

  findUser: async (db: DbOrTrx, id: number): Promise<ModeratedUser | undefined> => {
    const row = await db
      .selectFrom('users')
      .select(['id', 'roleId', 'name', 'email', 'status', 'isFeatured', 'tags'])
      .where('id', '=', id)
      .executeTakeFirst();
    return row && { ...row, isFeatured: fromDbBool(row.isFeatured) };
  },

  /** Moves a user's status only from one of `from`; false when another change came first. */
  async moveStatus(
    db: DbOrTrx,
    move: { userId: number; from: readonly TUserStatus[]; to: TUserStatus; now: string },
  ) {
    const r = await db
      .updateTable('users')
      .set({ status: move.to, modifiedOn: move.now })
      .where('id', '=', move.userId)
      .where('status', 'in', move.from)
      .executeTakeFirst();
    return r.numUpdatedRows === 1n;
  },

  /** Sets the featured flag or the tags of a user that is not deleted; false otherwise. */
  async updateProfileMarks(
    db: DbOrTrx,
    change: { userId: number; now: string } & ({ isFeatured: boolean } | { tags: string }),
  ) {
    const r = await db
      .updateTable('users')
      .set({
        ...('isFeatured' in change ? { isFeatured: toDbBool(change.isFeatured) } : { tags: change.tags }),
        modifiedOn: change.now,
      })
      .where('id', '=', change.userId)
      .where('status', '!=', 'deleted')
      .executeTakeFirst();
    return r.numUpdatedRows === 1n;
  },

  insertAudit: (
    db: DbOrTrx,
    entry: {
      actorUserId: number;
      action: TAdminAction;
      targetUserId: number;
      beforeJson: string;
      afterJson: string;
      createdOn: string;
    },
  ) => db.insertInto('adminAuditLog').values(entry).execute(),

  /** One page of the audit log, newest first, with the names of the actor and the target. */
  auditPage: (db: DbOrTrx, page: { limit: number; offset: number }) =>
    db
      .selectFrom('adminAuditLog as a')
      .innerJoin('users as actor', 'actor.id', 'a.actorUserId')
      .innerJoin('users as target', 'target.id', 'a.targetUserId')
      .select([
        'a.id',
        'a.action',
        'a.actorUserId',
        'actor.name as actorName',
        'a.targetUserId',
        'target.name as targetName',
        'target.email as targetEmail',
        'a.createdOn',
        'a.beforeJson',
        'a.afterJson',
      ])
      .orderBy('a.id', 'desc')
      .limit(page.limit)
      .offset(page.offset)
      .execute(),

  countAudit: async (db: DbOrTrx) => {
    const row = await db
      .selectFrom('adminAuditLog')
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .executeTakeFirstOrThrow();
    return Number(row.count);
  },

  accessPage: (db: DbOrTrx, page: { limit: number; offset: number }) =>
    db
      .selectFrom('staffAccessLog as l')
      .innerJoin('users as actor', 'actor.id', 'l.actorUserId')
      .select([
        'l.id',
        'l.actorUserId',
        'actor.name as actorName',
        'l.route',
        'l.target',
        'l.statusCode',
        'l.createdOn',
      ])
      .orderBy('l.id', 'desc')
      .limit(page.limit)
      .offset(page.offset)
      .execute(),

  countAccess: async (db: DbOrTrx) => {
    const row = await db
      .selectFrom('staffAccessLog')
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .executeTakeFirstOrThrow();
    return Number(row.count);
  },
});
