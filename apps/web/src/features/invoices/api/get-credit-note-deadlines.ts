import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TCreditNoteDeadlines } from '@collably/shared/schemas/invoices';
import { api } from '@/lib/api-client';

/**
 * GET invoices/credit-notes (super admin, issue 37): each financial year's credit-note deadline (CGST Act
 * s. 34(2)) with its annual return once recorded, and the credit notes issued past it.
 */
export const creditNoteDeadlinesQuery = () =>
  queryOptions({
    queryKey: ['invoices', 'credit-notes'],
    queryFn: async () => (await api.get<TCreditNoteDeadlines>('invoices/credit-notes')).data,
    staleTime: 0,
  });

export const useCreditNoteDeadlines = () => useQuery(creditNoteDeadlinesQuery());
