import type { Insertable, Selectable, Updateable } from 'kysely';
import type { DbOrTrx } from '../../db/database';
import { toDbBool, withBooleans, type WithBooleans } from '../../db/bool';
import type { OtpsTable, UsersTable } from '../../db/tables/foundation';

type BoolColumn = 'emailVerified' | 'isFeatured';
export type User = WithBooleans<Selectable<UsersTable>, BoolColumn>;
type NewUser = Omit<Insertable<UsersTable>, BoolColumn> & { emailVerified: boolean };
type UserChanges = Omit<Updateable<UsersTable>, BoolColumn> & { emailVerified?: boolean };

const toUser = (row: Selectable<UsersTable>): User => withBooleans(row, 'emailVerified', 'isFeatured');

export const authRepository = Object.freeze({
  findUserByEmail: async (db: DbOrTrx, email: string) => {
    const row = await db.selectFrom('users').selectAll().where('email', '=', email).executeTakeFirst();
    return row && toUser(row);
  },

  findUserById: async (db: DbOrTrx, id: number) => {
    const row = await db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirst();
    return row && toUser(row);
  },

  isUserNameTaken: async (db: DbOrTrx, userName: string, exceptUserId?: number) => {
    let query = db.selectFrom('users').select('id').where('userName', '=', userName);
    if (exceptUserId !== undefined) query = query.where('id', '!=', exceptUserId);
    return (await query.executeTakeFirst()) !== undefined;
  },

  insertUser: async (db: DbOrTrx, user: NewUser) =>
    toUser(
      await db
        .insertInto('users')
        .values({ ...user, emailVerified: toDbBool(user.emailVerified) })
        .returningAll()
        .executeTakeFirstOrThrow(),
    ),

  updateUser: (db: DbOrTrx, id: number, { emailVerified, ...changes }: UserChanges) =>
    db
      .updateTable('users')
      .set(emailVerified === undefined ? changes : { ...changes, emailVerified: toDbBool(emailVerified) })
      .where('id', '=', id)
      .execute(),

  insertOtp: (db: DbOrTrx, otp: Insertable<OtpsTable>) => db.insertInto('otps').values(otp).execute(),

  findOtp: (db: DbOrTrx, id: string) =>
    db.selectFrom('otps').selectAll().where('id', '=', id).executeTakeFirst(),

  latestOpenOtp: (db: DbOrTrx, userId: number, purpose: OtpsTable['purpose']) =>
    db
      .selectFrom('otps')
      .selectAll()
      .where('userId', '=', userId)
      .where('purpose', '=', purpose)
      .where('consumedAt', 'is', null)
      .orderBy('createdOn', 'desc')
      .limit(1)
      .executeTakeFirst(),

  /** Counts a wrong try; conditional so parallel guesses cannot exceed the limit. */
  countFailedAttempt: (db: DbOrTrx, id: string, maxAttempts: number) =>
    db
      .updateTable('otps')
      .set((eb) => ({ attempts: eb('attempts', '+', 1) }))
      .where('id', '=', id)
      .where('attempts', '<', maxAttempts)
      .executeTakeFirst(),

  /** Single use: only the first caller flips consumed_at. */
  consumeOtp: async (db: DbOrTrx, id: string, at: string) => {
    const result = await db
      .updateTable('otps')
      .set({ consumedAt: at })
      .where('id', '=', id)
      .where('consumedAt', 'is', null)
      .executeTakeFirst();
    return result.numUpdatedRows === 1n;
  },

  /**
   * A new code replaces the old one under the same auth id, unless another request renewed it since
   * `lastSentAt` was read (then false, and that request mails the code).
   */
  renewOtp: async (
    db: DbOrTrx,
    id: string,
    lastSentAt: string,
    changes: Pick<OtpsTable, 'codeHash' | 'expiresAt' | 'lastSentAt'>,
  ) => {
    const result = await db
      .updateTable('otps')
      .set({ ...changes, attempts: 0 })
      .where('id', '=', id)
      .where('lastSentAt', '=', lastSentAt)
      .where('consumedAt', 'is', null)
      .executeTakeFirst();
    return result.numUpdatedRows === 1n;
  },

  /** Closes the user's earlier open codes of a purpose when a new one is issued. */
  closeOpenOtps: (db: DbOrTrx, userId: number, purpose: OtpsTable['purpose'], at: string) =>
    db
      .updateTable('otps')
      .set({ consumedAt: at })
      .where('userId', '=', userId)
      .where('purpose', '=', purpose)
      .where('consumedAt', 'is', null)
      .execute(),
});
