import { FIRST_ORDER_COUPON_CODE, FIRST_ORDER_COUPON_RUPEES } from '@collably/shared/constants/limits';
import { rupeesToPaise } from '@collably/shared/domain/pricing';
import type { Db } from '../database';

/**
 * FLAT500 (spec §1, §9): ₹500 off a brand's first order. Master data: it must exist on every fresh start;
 * inserting it again does nothing, and an admin's later edits of its name or text are kept.
 */
export async function seedFirstOrderCoupon(db: Db, now = new Date()): Promise<void> {
  const at = now.toISOString();
  await db
    .insertInto('coupons')
    .values({
      name: 'First order',
      code: FIRST_ORDER_COUPON_CODE,
      description: `Flat ₹${FIRST_ORDER_COUPON_RUPEES} off your first order`,
      valuePaise: rupeesToPaise(FIRST_ORDER_COUPON_RUPEES),
      isFirstOrder: 1,
      createdOn: at,
      modifiedOn: at,
    })
    .onConflict((oc) => oc.column('code').doNothing())
    .execute();
}
