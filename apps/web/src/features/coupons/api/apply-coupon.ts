import { queryOptions } from '@tanstack/react-query';
import type { TAppliedCoupon, TApplyCouponRequest } from '@collably/shared/schemas/coupons';
import { api } from '@/lib/api-client';

/** POST brand/applycoupon: the service's breakup with the coupon, or why the brand cannot use it. */
export const applyCoupon = async (input: TApplyCouponRequest) =>
  (await api.post<TAppliedCoupon>('brand/applycoupon', input)).data;

/**
 * The coupon's breakup for one service and UGC choice; a new service or choice is a new key, so the
 * coupon is checked again (its breakup depends on them).
 */
export const couponQuoteQuery = (input: TApplyCouponRequest) =>
  queryOptions({
    queryKey: ['coupons', 'quote', input.Code, input.InfluencerServiceId, input.AllowUGC],
    queryFn: () => applyCoupon(input),
    retry: false,
    staleTime: Infinity,
  });
