import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  TBrandWithdrawals,
  TMyWithdrawals,
  TRefundToPaymentRequest,
  TWithdrawRequest,
  TWithdrawal,
} from '@collably/shared/schemas/withdrawals';
import { api } from '@/lib/api-client';

/** GET withdrawals/brand (super admin): a brand's wallet, its refundable payments and its withdrawals. */
export const brandWithdrawalsQuery = (brandUserId: number) =>
  queryOptions({
    queryKey: ['withdrawals', 'brand', brandUserId],
    queryFn: async () =>
      (await api.get<TBrandWithdrawals>('withdrawals/brand', { query: { brandUserId } })).data,
    staleTime: 0,
  });

export const useBrandWithdrawals = (brandUserId: number | null) =>
  useQuery({ ...brandWithdrawalsQuery(brandUserId ?? 0), enabled: brandUserId !== null });

/** POST withdrawals/refund (super admin): wallet money back to the payment method; the server's message. */
export const refundToPayment = async (input: TRefundToPaymentRequest) =>
  (await api.post<TWithdrawal>('withdrawals/refund', input)).message;

export const useRefundToPayment = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: refundToPayment,
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['withdrawals'] }),
  });
};

/** GET withdrawals/mine (brand): its wallet, what can go back to its payment methods, its withdrawals. */
export const myWithdrawalsQuery = () =>
  queryOptions({
    queryKey: ['withdrawals', 'mine'],
    queryFn: async () => (await api.get<TMyWithdrawals>('withdrawals/mine')).data,
    staleTime: 0,
  });

export const useMyWithdrawals = () => useQuery(myWithdrawalsQuery());

/** POST withdrawals/withdraw (brand): its wallet back to its payment methods; the server's message. */
export const withdraw = async (input: TWithdrawRequest) =>
  (await api.post<TWithdrawal[]>('withdrawals/withdraw', input)).message;

export const useWithdraw = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: withdraw,
    onSettled: async () => {
      await queryClient.invalidateQueries({ queryKey: ['withdrawals'] });
      // The wallet's balance and history (the wallet feature's queries) moved too.
      await queryClient.invalidateQueries({ queryKey: ['wallet'] });
    },
  });
};
