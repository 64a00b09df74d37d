import type { Insertable } from 'kysely';
import type { DbOrTrx } from '../../db/database';
import type { UploadKind, UploadsTable } from '../../db/tables/media';

export const uploadsRepository = Object.freeze({
  insert: (db: DbOrTrx, upload: Insertable<UploadsTable>) =>
    db.insertInto('uploads').values(upload).execute(),

  /** The upload of this name, when `ownerUserId` uploaded it as `kind`. */
  findOwned: (db: DbOrTrx, name: string, ownerUserId: number, kind: UploadKind) =>
    db
      .selectFrom('uploads')
      .select(['name', 'contentType', 'bytes'])
      .where('name', '=', name)
      .where('ownerUserId', '=', ownerUserId)
      .where('kind', '=', kind)
      .executeTakeFirst(),

  /** Who uploaded the file of this name, and as what; undefined when there is no such upload. */
  findByName: (db: DbOrTrx, name: string) =>
    db.selectFrom('uploads').select(['ownerUserId', 'kind']).where('name', '=', name).executeTakeFirst(),

  /** Role and status of a user who asks to read a private file, read at the time of asking. */
  findReader: (db: DbOrTrx, userId: number) =>
    db
      .selectFrom('users')
      .select(['roleId', 'status', 'tokenVersion'])
      .where('id', '=', userId)
      .executeTakeFirst(),

  /** Which of these names `ownerUserId` uploaded as `kind`. */
  ownedNames: async (db: DbOrTrx, names: readonly string[], ownerUserId: number, kind: UploadKind) => {
    if (names.length === 0) return new Set<string>();
    const rows = await db
      .selectFrom('uploads')
      .select('name')
      .where('name', 'in', names)
      .where('ownerUserId', '=', ownerUserId)
      .where('kind', '=', kind)
      .execute();
    return new Set(rows.map((r) => r.name));
  },
});
