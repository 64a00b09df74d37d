import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TAccountBalance, TWalletHistoryEntry } from '@collably/shared/schemas/wallet';
import { api } from '@/lib/api-client';

/** GET brand/walletbalance: rupees. The wallet page and the checkout share it, so a refund shows everywhere. */
export const walletBalanceQuery = () =>
  queryOptions({
    queryKey: ['wallet', 'balance'],
    queryFn: async () => (await api.get<number>('brand/walletbalance')).data,
    staleTime: 0,
  });

/** GET brand/wallethistory: every movement of the wallet, newest first. */
export const walletHistoryQuery = () =>
  queryOptions({
    queryKey: ['wallet', 'history'],
    queryFn: async () => (await api.get<TWalletHistoryEntry[]>('brand/wallethistory')).data,
    staleTime: 0,
  });

/** Only a brand has a wallet: others pass false. */
export const useWalletBalance = (isEnabled = true) =>
  useQuery({ ...walletBalanceQuery(), enabled: isEnabled });
export const useWalletHistory = () => useQuery(walletHistoryQuery());

/** GET user/accountbalance (influencer): earnings not yet paid out, rupees. */
export const accountBalanceQuery = () =>
  queryOptions({
    queryKey: ['wallet', 'account-balance'],
    queryFn: async () => (await api.get<TAccountBalance>('user/accountbalance')).data.accountBalance,
    staleTime: 0,
  });

export const useAccountBalance = (isEnabled = true) =>
  useQuery({ ...accountBalanceQuery(), enabled: isEnabled });
