import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TOffer } from '@collably/shared/schemas/offers';
import { api } from '@/lib/api-client';

/** GET offers?userId=: the custom offers between the viewer and the partner, oldest first. */
export const offersQuery = (userId: number) =>
  queryOptions({
    queryKey: ['offers', userId],
    queryFn: async () => (await api.get<TOffer[]>('offers', { query: { userId } })).data,
  });

export const useOffers = (userId: number) => useQuery(offersQuery(userId));
