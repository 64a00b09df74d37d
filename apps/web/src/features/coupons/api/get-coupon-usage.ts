import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { TCouponUsagePage } from '@collably/shared/schemas/coupons';
import { api } from '@/lib/api-client';

/** GET manage/coupon/usage (super admin): one page of a coupon's uses, newest first. */
export const couponUsageQuery = (couponId: number, page: number) =>
  queryOptions({
    queryKey: ['coupons', 'usage', couponId, page] as const,
    queryFn: async ({ signal }) =>
      (await api.get<TCouponUsagePage>('manage/coupon/usage', { query: { couponId, page }, signal })).data,
    placeholderData: keepPreviousData,
    staleTime: 0,
  });

export const useCouponUsage = (couponId: number | null, page: number) =>
  useQuery({ ...couponUsageQuery(couponId ?? 0, page), enabled: couponId !== null });
