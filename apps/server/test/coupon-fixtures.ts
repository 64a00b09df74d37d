import { COUPON_HOLD_ACCOUNT_AGE_HOURS } from '@collably/shared/constants/limits';
import { Role } from '@collably/shared/constants/roles';
import type { TestApp, TestUser } from './test-app';

/**
 * A brand whose confirmed account is older than COUPON_HOLD_ACCOUNT_AGE_HOURS (by an hour), so its checkouts
 * hold single-use coupons; `t.user` makes accounts as of the test clock's now, which hold none (issue 35 item 7).
 */
export async function agedBrand(t: TestApp): Promise<TestUser> {
  const brand = await t.user(Role.Brand);
  const createdOn = new Date(t.clock.now().getTime() - (COUPON_HOLD_ACCOUNT_AGE_HOURS + 1) * 3_600_000);
  await t.db
    .updateTable('users')
    .set({ createdOn: createdOn.toISOString() })
    .where('id', '=', brand.id)
    .execute();
  return brand;
}

/** The hold columns of a coupon. */
export const couponHold = (t: TestApp, couponId: number) =>
  t.db
    .selectFrom('coupons')
    .select(['reservedByUserId', 'reservedTransactionId', 'reservedUntil', 'usedOn', 'usedByUserId'])
    .where('id', '=', couponId)
    .executeTakeFirstOrThrow();

/** POST transaction/hold for a checkout's provider reference, as the payment page's script does. */
export const renewHold = (t: TestApp, brand: TestUser, ref: string) =>
  t.post('/api/transaction/hold', undefined, { token: brand.token, query: { ref } });
