import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** The key the wallet page uses too, so both show the same figure. */
export const walletBalanceKey = ['wallet', 'balance'] as const;

/** GET brand/walletbalance (rupees), for a brand only. */
export const useWalletBalance = (isBrand: boolean) =>
  useQuery({
    queryKey: walletBalanceKey,
    queryFn: async () => (await api.get<number>('brand/walletbalance')).data,
    enabled: isBrand,
    staleTime: 0,
  });
