import { useQuery } from '@tanstack/react-query';
import type { TCoupon } from '@collably/shared/schemas/coupons';
import { api } from '@/lib/api-client';

export const couponsKey = ['coupons'] as const;

export const getCoupons = async () => (await api.get<TCoupon[]>('manage/coupons')).data;

/** GET manage/coupons (super admin): every coupon, used ones included. */
export const useCoupons = () => useQuery({ queryKey: couponsKey, queryFn: getCoupons, staleTime: 0 });
