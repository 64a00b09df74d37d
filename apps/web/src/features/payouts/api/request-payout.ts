import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TPayoutRequest } from '@collably/shared/schemas/payouts';
import { accountBalanceQuery } from '@/features/wallet/api/get-wallet';
import { api } from '@/lib/api-client';

/** POST user/requestpayout: the amount leaves the balance at once (spec: a truthy answer is success). */
export const requestPayout = async (input: TPayoutRequest) =>
  (await api.post<boolean>('user/requestpayout', input)).message;

export const useRequestPayout = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: requestPayout,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: ['payouts'] }),
        queryClient.invalidateQueries({ queryKey: accountBalanceQuery().queryKey }),
      ]),
  });
};
