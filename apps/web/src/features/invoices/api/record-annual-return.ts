import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TAnnualReturnRequest, TCreditNoteDeadlines } from '@collably/shared/schemas/invoices';
import { api } from '@/lib/api-client';
import { creditNoteDeadlinesQuery } from './get-credit-note-deadlines';

/**
 * POST invoices/annual-returns (super admin, issue 37): the day a financial year's annual return (GSTR-9) was
 * filed, which brings that year's credit-note deadline forward when earlier than 30 November.
 */
export const recordAnnualReturn = (request: TAnnualReturnRequest) =>
  api.post<TCreditNoteDeadlines>('invoices/annual-returns', request);

/** The answer is the deadlines as they now stand: they replace the card's. */
export function useRecordAnnualReturn() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: recordAnnualReturn,
    onSuccess: (envelope) => queryClient.setQueryData(creditNoteDeadlinesQuery().queryKey, envelope.data),
  });
}
