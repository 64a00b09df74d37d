import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { TAdminUserList } from '@collably/shared/constants/admin';
import type { TAdminUserPage } from '@collably/shared/schemas/admin';
import { api } from '@/lib/api-client';

export type AdminUsersParams = { list: TAdminUserList; role: 1 | 2; page: number; search: string };

/** Every moderation list and page: what a status move, featured or tags change makes stale. */
export const ADMIN_USERS_KEY = ['admin', 'users'] as const;

/** GET user/get-all-user/{x}: one page of pending, active or disabled influencers or brands, with counts. */
export const adminUsersQuery = ({ list, role, page, search }: AdminUsersParams) =>
  queryOptions({
    queryKey: [...ADMIN_USERS_KEY, list, role, page, search],
    queryFn: async ({ signal }) =>
      (
        await api.get<TAdminUserPage>(`user/get-all-user/${list}`, {
          query: { role, page, search: search || undefined },
          signal,
        })
      ).data,
    // The page and counts stay on screen while the next page or search loads.
    placeholderData: keepPreviousData,
    staleTime: 0,
  });

export const useAdminUsers = (params: AdminUsersParams) => useQuery(adminUsersQuery(params));
