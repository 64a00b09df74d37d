import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TDeclinePayoutRequest } from '@collably/shared/schemas/payouts';
import type {
  TBankWithdrawRequest,
  TBankWithdrawalRequest,
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

/** POST withdrawals/withdraw-to-bank (brand): its wallet by bank transfer; the server's message. */
export const withdrawToBank = async (input: TBankWithdrawRequest) =>
  (await api.post<TWithdrawal>('withdrawals/withdraw-to-bank', input)).message;

export const useWithdrawToBank = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: withdrawToBank,
    onSettled: async () => {
      await queryClient.invalidateQueries({ queryKey: ['withdrawals'] });
      await queryClient.invalidateQueries({ queryKey: ['wallet'] });
    },
  });
};

/** GET withdrawals/bank-requests (super admin): brands' bank withdrawals waiting, details in clear. */
export const useBankWithdrawalRequests = () =>
  useQuery({
    queryKey: ['withdrawals', 'bank-requests'],
    queryFn: async () => (await api.get<TBankWithdrawalRequest[]>('withdrawals/bank-requests')).data,
    staleTime: 0,
  });

/** POST withdrawals/approve-bank (super admin): sent, with the bank's UTR if given. */
export const approveBankWithdrawal = async ({ id, reference }: { id: number; reference?: string }) =>
  (
    await api.post<boolean>('withdrawals/approve-bank', reference ? { reference } : {}, {
      query: { withdrawalId: String(id) },
    })
  ).message;

/** POST withdrawals/reject-bank (super admin): the amount goes back to the brand's wallet. */
export const rejectBankWithdrawal = async ({ id, reason }: { id: number } & TDeclinePayoutRequest) =>
  (await api.post<boolean>('withdrawals/reject-bank', { reason }, { query: { withdrawalId: String(id) } }))
    .message;

const useBankDecision = <T>(decide: (input: T) => Promise<string>) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: decide,
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['withdrawals'] }),
  });
};

export const useApproveBankWithdrawal = () => useBankDecision(approveBankWithdrawal);
export const useRejectBankWithdrawal = () => useBankDecision(rejectBankWithdrawal);
