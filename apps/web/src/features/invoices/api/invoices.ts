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
export const downloadInvoice = async (invoice: Pick<TInvoiceSummary, 'id' | 'number'>) =>
  save(await requestFile(`invoices/${invoice.id}/pdf`), `${invoice.number.replaceAll('/', '-')}.pdf`);

/** GET invoices/export (super admin): a month's invoices and credit notes as CSV, for the GST returns. */
export const downloadTaxExport = async (month: string) =>
  save(await requestFile('invoices/export', { month }), `tax-documents-${month}.csv`);

/** Hands a fetched file to the browser to save. */
function save(file: Blob, fileName: string): void {
  const url = URL.createObjectURL(file);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  // The click has handed the file to the browser; the URL is not needed after this task.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
