import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TCoupon, TSaveCouponRequest } from '@collably/shared/schemas/coupons';
import { api } from '@/lib/api-client';
import { couponsQuery } from './get-coupons';

/** POST manage/createupdatecoupon: creates when id ≤ 0, updates when > 0 (spec §4). */
export const saveCoupon = async (input: TSaveCouponRequest) => {
  const envelope = await api.post<TCoupon>('manage/createupdatecoupon', input);
  return { coupon: envelope.data, message: envelope.message };
};

export const useSaveCoupon = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveCoupon,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: couponsQuery().queryKey }),
  });
};
