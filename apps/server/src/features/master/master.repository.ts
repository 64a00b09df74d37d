import type { DbOrTrx } from '../../db/database';

export const masterRepository = Object.freeze({
  platforms: (db: DbOrTrx) =>
    db.selectFrom('platforms').select(['platformId', 'platformName']).orderBy('platformId').execute(),
  categories: (db: DbOrTrx) =>
    db.selectFrom('categories').select(['categoryId', 'categoryName']).orderBy('categoryName').execute(),
  countries: (db: DbOrTrx) =>
    db.selectFrom('countries').select(['countryId', 'name']).orderBy('name').execute(),
  countryExists: async (db: DbOrTrx, countryId: number) =>
    (await db
      .selectFrom('countries')
      .select('countryId')
      .where('countryId', '=', countryId)
      .executeTakeFirst()) !== undefined,
  states: (db: DbOrTrx, countryId: number) =>
    db
      .selectFrom('states')
      .select(['stateId', 'name'])
      .where('countryId', '=', countryId)
      .orderBy('name')
      .execute(),
  stateExists: async (db: DbOrTrx, stateId: number) =>
    (await db.selectFrom('states').select('stateId').where('stateId', '=', stateId).executeTakeFirst()) !==
    undefined,
  cities: (db: DbOrTrx, stateId: number) =>
    db
      .selectFrom('cities')
      .select(['cityId', 'name'])
      .where('stateId', '=', stateId)
      .orderBy('name')
      .execute(),
});
