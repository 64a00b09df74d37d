import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { TAccessLogPage } from '@collably/shared/schemas/admin';
import { api } from '@/lib/api-client';

/** GET admin/access-log: staff's and super admins' calls that may have shown personal data (super admin). */
export const accessLogQuery = (page: number) =>
  queryOptions({
    queryKey: ['admin', 'access-log', page],
    queryFn: async ({ signal }) =>
      (await api.get<TAccessLogPage>('admin/access-log', { query: { page }, signal })).data,
    placeholderData: keepPreviousData,
    staleTime: 0,
  });

export const useAccessLog = (page: number) => useQuery(accessLogQuery(page));
