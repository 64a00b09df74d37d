import type { Kysely, Migration } from 'kysely';
import type { Dialect } from '../database';

/** Issue 35: single-use coupon holds while the payment page is open (filled in by the coupon work). */
export const couponHolds = (_dialect: Dialect): Migration => ({
  async up(_db: Kysely<unknown>) {},
});
