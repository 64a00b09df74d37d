import type { TCollab, TCreateCollabRequest } from '@collably/shared/schemas/collabs';
import { api } from '@/lib/api-client';
import { uploadAttachments } from '@/lib/attachments';

export type CollabDetailsInput = Omit<TCreateCollabRequest, 'base64File'> & { files: File[] };

/** Uploads the attachments (streamed), then POST brand/create/collab with their stored names. */
export async function createCollab({ files, ...fields }: CollabDetailsInput) {
  const base64File = await uploadAttachments(files);
  const envelope = await api.post<TCollab>('brand/create/collab', { ...fields, base64File });
  return { collab: envelope.data, message: envelope.message };
}
