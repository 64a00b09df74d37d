import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { TAuditLogPage } from '@collably/shared/schemas/admin';
import { api } from '@/lib/api-client';

export const AUDIT_LOG_KEY = ['admin', 'audit-log'] as const;

/** GET admin/audit-log: every admin action, newest first, one page (super admin). */
export const auditLogQuery = (page: number) =>
  queryOptions({
    queryKey: [...AUDIT_LOG_KEY, page],
    queryFn: async ({ signal }) =>
      (await api.get<TAuditLogPage>('admin/audit-log', { query: { page }, signal })).data,
    placeholderData: keepPreviousData,
    staleTime: 0,
  });

export const useAuditLog = (page: number, isEnabled = true) =>
  useQuery({ ...auditLogQuery(page), enabled: isEnabled });
