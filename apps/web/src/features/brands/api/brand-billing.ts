import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TBrandBilling, TUpdateBrandBillingInput } from '@collably/shared/schemas/brands';
import { api } from '@/lib/api-client';

/** GET brand/billing: who tax invoices are made out to; null until the brand gives it. */
export const brandBillingQuery = () =>
  queryOptions({
    queryKey: ['brand', 'billing'],
    queryFn: async () => (await api.get<TBrandBilling>('brand/billing')).data,
    staleTime: 0,
  });

export const useBrandBilling = (enabled = true) => useQuery({ ...brandBillingQuery(), enabled });

/** POST brand/billing: saves them and answers them as stored (GSTIN upper case, without spaces). */
export function useSaveBrandBilling() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: TUpdateBrandBillingInput) => api.post<TBrandBilling>('brand/billing', input),
    onSuccess: (envelope) => queryClient.setQueryData(brandBillingQuery().queryKey, envelope.data),
  });
}
