import { Role } from '@collably/shared/constants/roles';
import type { Insertable } from 'kysely';
import type { DbOrTrx } from '../../db/database';
import type { BrandBillingTable } from '../../db/tables/billing';

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

  /** The brand's billing details, with their state's name (which decides the supply type). */
  findBilling: (db: DbOrTrx, userId: number) =>
    db
      .selectFrom('brandBilling as b')
      .innerJoin('states as s', 's.stateId', 'b.stateId')
      .select(['b.companyName', 'b.gstin', 'b.address', 'b.stateId', 'b.pincode', 's.name as stateName'])
      .where('b.userId', '=', userId)
      .executeTakeFirst(),

  /** A state of the given country, by id. */
  findState: (db: DbOrTrx, stateId: number, countryId: number) =>
    db
      .selectFrom('states')
      .select(['stateId', 'name'])
      .where('stateId', '=', stateId)
      .where('countryId', '=', countryId)
      .executeTakeFirst(),

  saveBilling: (db: DbOrTrx, row: Insertable<BrandBillingTable>) =>
    db
      .insertInto('brandBilling')
      .values(row)
      .onConflict((oc) =>
        oc.column('userId').doUpdateSet({
          companyName: row.companyName,
          gstin: row.gstin,
          address: row.address,
          stateId: row.stateId,
          pincode: row.pincode,
          modifiedOn: row.modifiedOn,
        }),
      )
      .execute(),
});
