import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TCollabHistory } from '@collably/shared/schemas/collabs';
import { api } from '@/lib/api-client';

/** GET user/collab-history: a collab's brief and every status change, oldest first (escrow for 99). */
export const collabHistoryQuery = (collabDetailId: number) =>
  queryOptions({
    queryKey: ['collabs', 'history', collabDetailId],
    queryFn: async () =>
      (await api.get<TCollabHistory>('user/collab-history', { query: { collabDetailId } })).data,
    staleTime: 0,
  });

export const useCollabHistory = (collabDetailId: number, { enabled = true }: { enabled?: boolean } = {}) =>
  useQuery({ ...collabHistoryQuery(collabDetailId), enabled });
