import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { couponsQuery } from './get-coupons';

/** POST manage/deletecoupon: only a coupon nobody has used. */
export const deleteCoupon = async (id: number) =>
  (await api.post<null>('manage/deletecoupon', { id })).message;

export const useDeleteCoupon = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteCoupon,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: couponsQuery().queryKey }),
  });
};
