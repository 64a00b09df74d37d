import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TCollab } from '@collably/shared/schemas/collabs';
import { api } from '@/lib/api-client';

/** GET user/orders: the viewer's collabs (every collab for the super admin), newest first. */
export const ordersQuery = () =>
  queryOptions({
    queryKey: ['collabs', 'orders'],
    queryFn: async () => (await api.get<TCollab[]>('user/orders')).data,
    staleTime: 0,
  });

export const useOrders = () => useQuery(ordersQuery());
