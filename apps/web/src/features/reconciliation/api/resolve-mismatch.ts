import { useMutation, useQueryClient } from '@tanstack/react-query';
import type {
  TReconciliationMismatch,
  TResolveMismatchRequest,
} from '@collably/shared/schemas/reconciliation';
import { api } from '@/lib/api-client';
import { RECONCILIATION_KEY } from './get-reconciliation';

/** POST admin/reconciliation/{id}/resolve (super admin): closes an open mismatch with a note; moves no money. */
export const resolveMismatch = ({ id, note }: { id: number } & TResolveMismatchRequest) =>
  api.post<TReconciliationMismatch>(`admin/reconciliation/${id}/resolve`, { note });

/** Fetched again after the answer, also a 409 (someone else resolved it): the row moves to Resolved. */
export const useResolveMismatch = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: resolveMismatch,
    onSettled: () => queryClient.invalidateQueries({ queryKey: RECONCILIATION_KEY }),
  });
};
