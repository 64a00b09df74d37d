import { PLATFORMS } from '@collably/shared/constants/platforms';
import { INDIA_COUNTRY_ID } from '@collably/shared/constants/profile';
import type { Db } from '../database';
import { seedFirstOrderCoupon } from './coupons';
import { CATEGORY_NAMES, INDIA_STATES } from './india';

/** Ids are stable: state n is id n, city ids are stateId * 100 + position. */
export async function seedMasterData(db: Db): Promise<void> {
  await seedFirstOrderCoupon(db);
  const existing = await db.selectFrom('platforms').select('platformId').limit(1).executeTakeFirst();
  if (existing) return;
  await db.transaction().execute(async (trx) => {
    await trx
      .insertInto('platforms')
      .values(PLATFORMS.map((p) => ({ ...p })))
      .execute();
    await trx
      .insertInto('categories')
      .values(CATEGORY_NAMES.map((categoryName, i) => ({ categoryId: i + 1, categoryName })))
      .execute();
    await trx.insertInto('countries').values({ countryId: INDIA_COUNTRY_ID, name: 'India' }).execute();
    await trx
      .insertInto('states')
      .values(INDIA_STATES.map((s, i) => ({ stateId: i + 1, countryId: INDIA_COUNTRY_ID, name: s.name })))
      .execute();
    await trx
      .insertInto('cities')
      .values(
        INDIA_STATES.flatMap((s, i) =>
          s.cities.map((name, j) => ({ cityId: (i + 1) * 100 + j + 1, stateId: i + 1, name })),
        ),
      )
      .execute();
  });
}
