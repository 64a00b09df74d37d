import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TInvoiceSummary } from '@collably/shared/schemas/invoices';
import { api, requestFile } from '@/lib/api-client';

/** GET invoices: the brand's tax invoices, newest first. */
export const invoicesQuery = () =>
  queryOptions({
    queryKey: ['invoices'],
    queryFn: async () => (await api.get<TInvoiceSummary[]>('invoices')).data,
    staleTime: 0,
  });

export const useInvoices = () => useQuery(invoicesQuery());

/** GET invoices/{id}/pdf, saved by the browser as 'INV-26-27-000001.pdf'. */
export async function downloadInvoice(invoice: Pick<TInvoiceSummary, 'id' | 'number'>): Promise<void> {
  const pdf = await requestFile(`invoices/${invoice.id}/pdf`);
  const url = URL.createObjectURL(pdf);
  const link = document.createElement('a');
  link.href = url;
  link.download = `${invoice.number.replaceAll('/', '-')}.pdf`;
  document.body.append(link);
  link.click();
  link.remove();
  // The click has handed the file to the browser; the URL is not needed after this task.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
