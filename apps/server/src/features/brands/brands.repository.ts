import { Role } from '@collably/shared/constants/roles';
import type { DbOrTrx } from '../../db/database';

export const brandsRepository = Object.freeze({
  findBrand: (db: DbOrTrx, userId: number) =>
    db
      .selectFrom('users')
      .select(['name', 'profilePic'])
      .where('id', '=', userId)
      .where('roleId', '=', Role.Brand)
      .executeTakeFirst(),

  update: (
    db: DbOrTrx,
    userId: number,
    changes: { name: string; profilePic: string | null; modifiedOn: string },
  ) =>
    db.updateTable('users').set(changes).where('id', '=', userId).where('roleId', '=', Role.Brand).execute(),
});
