import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TCollab, TCreateCollabRequest } from '@collably/shared/schemas/collabs';
import { awaitingDetailsQuery } from '@/features/payments/api/awaiting-details';
import { api } from '@/lib/api-client';
import { uploadAttachments } from '@/lib/attachments';
import { ordersQuery } from './get-orders';

export type CollabDetailsInput = Omit<TCreateCollabRequest, 'base64File'> & { files: File[] };

/** Uploads the attachments (streamed), then POST brand/create/collab with their stored names. */
export async function createCollab({ files, ...fields }: CollabDetailsInput) {
  const base64File = await uploadAttachments(files);
  const envelope = await api.post<TCollab>('brand/create/collab', { ...fields, base64File });
  return { collab: envelope.data, message: envelope.message };
}

/**
 * Sends the details of a paid order from /order: the collab appears and the payment leaves the list of
 * payments waiting for details (and leaves it too when the server says it was refunded meanwhile).
 */
export const useCreateCollab = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createCollab,
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: ordersQuery().queryKey }),
        queryClient.invalidateQueries({ queryKey: awaitingDetailsQuery().queryKey }),
      ]),
  });
};
