import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TDefaultedStateReport } from '@collably/shared/schemas/invoices';
import { api } from '@/lib/api-client';

/**
 * GET invoices/defaulted-state (super admin, issue 36): the invoices and credit notes issued while a brand had
 * given no billing details, per financial year, and the documents.
 */
export const defaultedStateQuery = () =>
  queryOptions({
    queryKey: ['invoices', 'defaulted-state'],
    queryFn: async () => (await api.get<TDefaultedStateReport>('invoices/defaulted-state')).data,
    staleTime: 0,
  });

export const useDefaultedState = () => useQuery(defaultedStateQuery());
