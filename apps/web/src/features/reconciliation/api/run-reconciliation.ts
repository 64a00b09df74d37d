import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TReconciliationRun } from '@collably/shared/schemas/reconciliation';
import { api } from '@/lib/api-client';
import { RECONCILIATION_KEY } from './get-reconciliation';

/** POST admin/reconciliation/run (super admin): compares now; a 409 while another instance is running it. */
export const runReconciliation = () => api.post<TReconciliationRun>('admin/reconciliation/run');

/** Fetched again after the run, even a refused one: the last run and the mismatches may have changed. */
export const useRunReconciliation = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: runReconciliation,
    onSettled: () => queryClient.invalidateQueries({ queryKey: RECONCILIATION_KEY }),
  });
};
