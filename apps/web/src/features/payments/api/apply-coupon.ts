import type { TAppliedCoupon, TApplyCouponRequest } from '@collably/shared/schemas/coupons';
import { api } from '@/lib/api-client';

/** POST brand/applycoupon: the service's breakup with the coupon, or why the brand cannot use it. */
export const applyCoupon = async (input: TApplyCouponRequest) =>
  (await api.post<TAppliedCoupon>('brand/applycoupon', input)).data;
