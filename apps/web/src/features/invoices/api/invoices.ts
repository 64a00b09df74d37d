import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TInvoiceSummary, TSelfBilledInvoice, TSelfBilling } from '@collably/shared/schemas/invoices';
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
export const downloadInvoice = async (invoice: { id: number; number: string }) =>
  saveFile(await requestFile(`invoices/${invoice.id}/pdf`), `${invoice.number.replaceAll('/', '-')}.pdf`);

/** GET invoices/export (super admin): a month's invoices and credit notes as CSV, for the GST returns. */
export const downloadTaxExport = async (month: string) =>
  saveFile(await requestFile('invoices/export', { month }), `tax-documents-${month}.csv`);

/** GET invoices/self-billing: the influencer's GSTIN (null when not registered) and consent. */
export const selfBillingQuery = () =>
  queryOptions({
    queryKey: ['invoices', 'self-billing'],
    queryFn: async () => (await api.get<TSelfBilling>('invoices/self-billing')).data,
    staleTime: 0,
  });

export const useSelfBilling = (enabled = true) => useQuery({ ...selfBillingQuery(), enabled });

/** POST invoices/self-billing: agree or withdraw. */
export function useSaveSelfBilling() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (consent: boolean) => api.post<TSelfBilling>('invoices/self-billing', { consent }),
    onSuccess: (envelope) => queryClient.setQueryData(selfBillingQuery().queryKey, envelope.data),
  });
}

/** GET invoices/self-billed: the invoices issued in the influencer's name, newest first. */
export const selfBilledQuery = () =>
  queryOptions({
    queryKey: ['invoices', 'self-billed'],
    queryFn: async () => (await api.get<TSelfBilledInvoice[]>('invoices/self-billed')).data,
    staleTime: 0,
  });

export const useSelfBilled = (enabled: boolean) => useQuery({ ...selfBilledQuery(), enabled });
