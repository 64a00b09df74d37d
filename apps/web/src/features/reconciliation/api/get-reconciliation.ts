import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { TMismatchStatus, TReconciliationPage } from '@collably/shared/schemas/reconciliation';
import { api } from '@/lib/api-client';

/** Every page of every status: what a run or a resolve makes stale. */
export const RECONCILIATION_KEY = ['reconciliation'] as const;

export type ReconciliationFilter = { status: TMismatchStatus; page: number };

/** GET admin/reconciliation (super admin): the last run, the open count, one page of mismatches, the CSV days. */
export const reconciliationQuery = ({ status, page }: ReconciliationFilter) =>
  queryOptions({
    queryKey: [...RECONCILIATION_KEY, status, page],
    queryFn: async ({ signal }) =>
      (await api.get<TReconciliationPage>('admin/reconciliation', { query: { status, page }, signal })).data,
    staleTime: 0,
  });

/** Changing the status or the page keeps the last rows on screen until the next arrive. */
export const useReconciliation = (filter: ReconciliationFilter) =>
  useQuery({ ...reconciliationQuery(filter), placeholderData: keepPreviousData });
