import { useQuery } from '@tanstack/react-query';
import type { TWalletHistoryEntry } from '@collably/shared/schemas/wallet';
import { api } from '@/lib/api-client';

/** The same key the checkout uses for the balance, so a refund shows everywhere at once. */
export const walletBalanceKey = ['wallet', 'balance'] as const;
export const walletHistoryKey = ['wallet', 'history'] as const;

/** GET brand/walletbalance: rupees. */
export const useWalletBalance = () =>
  useQuery({
    queryKey: walletBalanceKey,
    queryFn: async () => (await api.get<number>('brand/walletbalance')).data,
    staleTime: 0,
  });

/** GET brand/wallethistory: every movement of the wallet, newest first. */
export const useWalletHistory = () =>
  useQuery({
    queryKey: walletHistoryKey,
    queryFn: async () => (await api.get<TWalletHistoryEntry[]>('brand/wallethistory')).data,
    staleTime: 0,
  });
