import { MAX_ATTACHMENT_BYTES } from '@collably/shared/constants/limits';
import { FileMessages } from '@collably/shared/messages/files';
import {
  type TFileLinkRequest,
  type TFileLinkResult,
  type TUploadAttachmentsResult,
} from '@collably/shared/schemas/files';
import { api } from './api-client';

/** Spec §5: each collab or chat attachment is at most 500 MB (524288000 bytes). */
export const isAttachmentTooLarge = (file: File): boolean => file.size > MAX_ATTACHMENT_BYTES;

/** The files that may be sent and whether any was refused for its size ('The max allowed file size is 500MB.'). */
export function splitBySize(files: readonly File[]): { accepted: File[]; rejectedMessage: string | null } {
  const accepted = files.filter((f) => !isAttachmentTooLarge(f));
  return {
    accepted,
    rejectedMessage: accepted.length < files.length ? FileMessages.attachmentTooLarge : null,
  };
}

/**
 * POST /api/files/attachments (multipart, streamed): the stored names that later calls send in
 * `base64File`. No request for an empty list.
 */
export async function uploadAttachments(files: readonly File[]): Promise<string[]> {
  if (files.length === 0) return [];
  const body = new FormData();
  for (const file of files) body.append('files', file, file.name);
  return (await api.post<TUploadAttachmentsResult>('files/attachments', body)).data.fileNames;
}

/** Stored names from a comma-separated list (spec §3 uploadedFiles, workFile). */
export const fileNamesOf = (csv: string | null | undefined): string[] =>
  (csv ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);

/**
 * Downloads a private file (a collab attachment). Such files are not at a public address: the server
 * gives a signed link that works for a few minutes to those allowed (POST /api/files/link), because a
 * plain link cannot carry the bearer token. The file comes as a download, so the page stays open.
 */
export async function downloadAttachment(fileName: string): Promise<void> {
  const body: TFileLinkRequest = { fileName };
  const { url } = (await api.post<TFileLinkResult>('files/link', body)).data;
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
}
