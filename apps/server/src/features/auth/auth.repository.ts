import type { Insertable, Updateable } from 'kysely';
import type { DbOrTrx } from '../../db/database';
import type { OtpsTable, UsersTable } from '../../db/tables/foundation';

export const authRepository = Object.freeze({
  findUserByEmail: (db: DbOrTrx, email: string) =>
    db.selectFrom('users').selectAll().where('email', '=', email).executeTakeFirst(),

  findUserById: (db: DbOrTrx, id: number) =>
    db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirst(),

  isUserNameTaken: async (db: DbOrTrx, userName: string, exceptUserId?: number) => {
    let query = db.selectFrom('users').select('id').where('userName', '=', userName);
    if (exceptUserId !== undefined) query = query.where('id', '!=', exceptUserId);
    return (await query.executeTakeFirst()) !== undefined;
  },

  insertUser: (db: DbOrTrx, user: Insertable<UsersTable>) =>
    db.insertInto('users').values(user).returningAll().executeTakeFirstOrThrow(),

  updateUser: (db: DbOrTrx, id: number, changes: Updateable<UsersTable>) =>
    db.updateTable('users').set(changes).where('id', '=', id).execute(),

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
