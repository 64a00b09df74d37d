import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TAwaitingDetails } from '@collably/shared/schemas/payments';
import { api } from '@/lib/api-client';

/**
 * GET transaction/awaiting-details: the brand's captured payments whose collab details were never sent
 * (every brand's for the super admin), newest first.
 */
export const awaitingDetailsQuery = () =>
  queryOptions({
    queryKey: ['payments', 'awaiting-details'],
    queryFn: async () => (await api.get<TAwaitingDetails[]>('transaction/awaiting-details')).data,
    staleTime: 0,
  });

export const useAwaitingDetails = (isEnabled: boolean) =>
  useQuery({ ...awaitingDetailsQuery(), enabled: isEnabled });
