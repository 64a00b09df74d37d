import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TCoupon } from '@collably/shared/schemas/coupons';
import { api } from '@/lib/api-client';

/** GET manage/coupons (super admin): every coupon, used ones included. */
export const couponsQuery = () =>
  queryOptions({
    queryKey: ['coupons'],
    queryFn: async () => (await api.get<TCoupon[]>('manage/coupons')).data,
    staleTime: 0,
  });

export const useCoupons = () => useQuery(couponsQuery());
