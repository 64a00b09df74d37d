import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TPayoutTerms } from '@collably/shared/schemas/payouts';
import { api } from '@/lib/api-client';

/** GET user/payoutterms: the smallest payout, its fee and who bears it, shown in the form. */
export const payoutTermsQuery = () =>
  queryOptions({
    queryKey: ['payouts', 'terms'],
    queryFn: async () => (await api.get<TPayoutTerms>('user/payoutterms')).data,
    staleTime: 5 * 60_000,
  });

export const usePayoutTerms = (isEnabled = true) => useQuery({ ...payoutTermsQuery(), enabled: isEnabled });
