import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TCollab, TUpdateCollabStatusRequest } from '@collably/shared/schemas/collabs';
import { api } from '@/lib/api-client';
import { uploadAttachments } from '@/lib/attachments';
import { ordersQuery } from './get-orders';

export type CollabActionInput = Omit<TUpdateCollabStatusRequest, 'base64File'> & { files: File[] };

/** Uploads the work files first (streamed), then POST user/update/collab-status with their stored names. */
export async function updateCollabStatus({ files, ...fields }: CollabActionInput) {
  const base64File = await uploadAttachments(files);
  const envelope = await api.post<TCollab>('user/update/collab-status', { ...fields, base64File });
  return { collab: envelope.data, message: envelope.message };
}

/** Spec §4: after a successful status update the list is loaded again (the original reloads the page). */
export const useUpdateCollabStatus = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateCollabStatus,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ordersQuery().queryKey }),
  });
};
