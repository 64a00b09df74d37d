import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { invoicesQuery } from './invoices';

/**
 * POST invoices/{id}/reversal (issue 37): the brand, registered for GST, confirms it reversed the input tax
 * credit of a credit note (CGST Act s. 34(2)); 409 when already confirmed.
 */
export const confirmReversal = (id: number) => api.post<null>(`invoices/${id}/reversal`);

/** The brand's documents are fetched again after the answer, also a 409: the note then reads 'confirmed'. */
export function useConfirmReversal() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: confirmReversal,
    onSettled: () => queryClient.invalidateQueries({ queryKey: invoicesQuery().queryKey, exact: true }),
  });
}
