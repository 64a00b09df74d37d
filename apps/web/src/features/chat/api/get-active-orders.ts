import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TActiveOrder } from '@collably/shared/schemas/chat';
import { api } from '@/lib/api-client';

/** GET user/ActiveOrders: the open collabs between the viewer and the partner. */
export const activeOrdersQuery = (toUserId: number) =>
  queryOptions({
    queryKey: ['chat', 'active-orders', toUserId],
    queryFn: async () => (await api.get<TActiveOrder[]>('user/ActiveOrders', { query: { toUserId } })).data,
  });

export const useActiveOrders = (toUserId: number) => useQuery(activeOrdersQuery(toUserId));
