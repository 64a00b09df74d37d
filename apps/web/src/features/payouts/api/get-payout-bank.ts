import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TPayoutBank } from '@collably/shared/schemas/payouts';
import { api } from '@/lib/api-client';

/** GET user/payoutbank: the last request's bank details (the owner's, in clear), to prefill the form. */
export const payoutBankQuery = () =>
  queryOptions({
    queryKey: ['payouts', 'bank'],
    queryFn: async () => (await api.get<TPayoutBank>('user/payoutbank')).data,
    staleTime: 0,
  });

export const usePayoutBank = (isEnabled = true) => useQuery({ ...payoutBankQuery(), enabled: isEnabled });
