import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { GstHeldMessages as M } from '@collably/shared/messages/gst-held';
import {
  GSTR2B_MAX_BYTES,
  type TGstHeldAdmin,
  type TGstHeldOrder,
  type TGstHeldSummary,
  type TGstr2bImport,
  type TSaveGstInvoiceNumberInput,
} from '@collably/shared/schemas/gst-held';
import { api, ApiError } from '@/lib/api-client';

/** GET gst-held: the influencer's GST held until their invoice is in Collably's GSTR-2B. */
export const gstHeldQuery = () =>
  queryOptions({
    queryKey: ['gst-held', 'mine'],
    queryFn: async () => (await api.get<TGstHeldSummary>('gst-held')).data,
    staleTime: 0,
  });

export const useGstHeld = () => useQuery(gstHeldQuery());

/** POST gst-held/{id}/invoice-number: the influencer's own invoice number for an order. */
export function useSaveGstInvoiceNumber() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, ...input }: TSaveGstInvoiceNumberInput & { id: number }) =>
      api.post<TGstHeldOrder>(`gst-held/${id}/invoice-number`, input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['gst-held'] }),
  });
}

/** GET admin/gst-held (super admin): held GST by influencer, and the last GSTR-2B imports. */
export const gstHeldAdminQuery = () =>
  queryOptions({
    queryKey: ['gst-held', 'admin'],
    queryFn: async () => (await api.get<TGstHeldAdmin>('admin/gst-held')).data,
    staleTime: 0,
  });

export const useGstHeldAdmin = () => useQuery(gstHeldAdminQuery());

/**
 * The GSTR-2B JSON file's content, read in the browser: refused here (as the server would) when it is too
 * large or not JSON, so a wrong file is named before it is sent.
 */
export async function readGstr2bFile(file: File): Promise<unknown> {
  if (file.size > GSTR2B_MAX_BYTES) throw new ApiError(M.tooLarge(GSTR2B_MAX_BYTES / 1024 / 1024), 413);
  try {
    return JSON.parse(await file.text()) as unknown;
  } catch {
    throw new ApiError(M.notJson, 400);
  }
}

/** POST admin/gst-held/imports: the file's JSON as the body; the server validates it and releases matches. */
export function useImportGstr2b() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (file: File) =>
      api.post<TGstr2bImport>('admin/gst-held/imports', await readGstr2bFile(file)),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['gst-held'] }),
  });
}
