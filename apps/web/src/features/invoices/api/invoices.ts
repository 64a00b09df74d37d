import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TInvoiceSummary } from '@collably/shared/schemas/invoices';
import { api, requestFile } from '@/lib/api-client';
import { saveFile } from '@/lib/save-file';

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
  saveFile(await requestFile(`invoices/${invoice.id}/pdf`), `${invoice.number.replaceAll('/', '-')}.pdf`);

/** GET invoices/export (super admin): a month's invoices and credit notes as CSV, for the GST returns. */
export const downloadTaxExport = async (month: string) =>
  saveFile(await requestFile('invoices/export', { month }), `tax-documents-${month}.csv`);
