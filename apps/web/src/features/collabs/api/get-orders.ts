import { useQuery } from '@tanstack/react-query';
import type { TCollab } from '@collably/shared/schemas/collabs';
import { api } from '@/lib/api-client';

export const ordersKey = ['collabs', 'orders'] as const;

export const getOrders = async () => (await api.get<TCollab[]>('user/orders')).data;

/** GET user/orders: the viewer's collabs (every collab for the super admin), newest first. */
export const useOrders = () => useQuery({ queryKey: ordersKey, queryFn: getOrders, staleTime: 0 });
