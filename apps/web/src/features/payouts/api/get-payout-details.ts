import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TPayoutDetails } from '@collably/shared/schemas/payouts';
import { api } from '@/lib/api-client';

/** GET payout/details (super admin): one request with its bank details in clear, for the approval. */
export const payoutDetailsQuery = (payoutId: number) =>
  queryOptions({
    queryKey: ['payouts', 'details', payoutId],
    queryFn: async () =>
      (await api.get<TPayoutDetails>('payout/details', { query: { payoutId: String(payoutId) } })).data,
    staleTime: 0,
    // Bank details in clear stay in memory only while the dialog needs them.
    gcTime: 0,
  });

export const usePayoutDetails = (payoutId: number | null) =>
  useQuery({ ...payoutDetailsQuery(payoutId ?? 0), enabled: payoutId !== null });
