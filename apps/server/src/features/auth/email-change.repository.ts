import type { Insertable } from 'kysely';
import type { DbOrTrx } from '../../db/database';
import type { EmailRestoresTable } from '../../db/tables/account';
import type { OtpsTable } from '../../db/tables/foundation';

/** The e-mail change's own rows: every open code of an account, the codes counted for the daily cap, restore links. */
export const emailChangeRepository = Object.freeze({
  /** Closes every open code of a user, whatever its purpose (reset, sign-up, e-mail change). */
  closeAllOpenOtps: (db: DbOrTrx, userId: number, at: string) =>
    db
      .updateTable('otps')
      .set({ consumedAt: at })
      .where('userId', '=', userId)
      .where('consumedAt', 'is', null)
      .execute(),

  /** Codes of a purpose issued for a user since a time, used or not. */
  countOtpsSince: async (db: DbOrTrx, userId: number, purpose: OtpsTable['purpose'], since: string) =>
    Number(
      (
        await db
          .selectFrom('otps')
          .select((eb) => eb.fn.countAll<string | number>().as('count'))
          .where('userId', '=', userId)
          .where('purpose', '=', purpose)
          .where('createdOn', '>', since)
          .executeTakeFirstOrThrow()
      ).count,
    ),

  insertRestore: (db: DbOrTrx, row: Insertable<EmailRestoresTable>) =>
    db.insertInto('emailRestores').values(row).execute(),

  findRestoreByHash: (db: DbOrTrx, tokenHash: string) =>
    db.selectFrom('emailRestores').selectAll().where('tokenHash', '=', tokenHash).executeTakeFirst(),

  /** Single use: only the first caller, before the link expires, marks it used. */
  useRestore: async (db: DbOrTrx, id: number, at: string) =>
    (
      await db
        .updateTable('emailRestores')
        .set({ usedOn: at })
        .where('id', '=', id)
        .where('usedOn', 'is', null)
        .where('expiresOn', '>', at)
        .executeTakeFirst()
    ).numUpdatedRows === 1n,

  /**
   * Closes the restore links of changes made after the one restored: they would restore an address the
   * account had only after it (possibly the taker's). Links of earlier changes stay, so a restore by whoever
   * holds a later address never takes the owner's older link away.
   */
  closeLaterRestores: (db: DbOrTrx, userId: number, afterId: number, at: string) =>
    db
      .updateTable('emailRestores')
      .set({ usedOn: at })
      .where('userId', '=', userId)
      .where('id', '>', afterId)
      .where('usedOn', 'is', null)
      .execute(),

  /** When the user's address was last restored, if since `since`. */
  lastRestoreSince: async (db: DbOrTrx, userId: number, since: string) =>
    (
      await db
        .selectFrom('emailRestores')
        .select((eb) => eb.fn.max('usedOn').as('usedOn'))
        .where('userId', '=', userId)
        .where('usedOn', '>', since)
        .executeTakeFirst()
    )?.usedOn ?? null,
});
