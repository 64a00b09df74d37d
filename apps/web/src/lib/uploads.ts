import { MAX_PICTURE_BYTES } from '@collably/shared/constants/limits';
import { FileMessages } from '@collably/shared/messages/files';
import { type TUploadImageResult } from '@collably/shared/schemas/files';
import { api } from './api-client';

/**
 * The browser refuses an oversized picture before sending it (spec §5: 10 MB), with the message the
 * server would give; the server checks again and reads the real type from the bytes.
 */
export const pictureSizeError = (file: File): string | null =>
  file.size > MAX_PICTURE_BYTES ? FileMessages.pictureTooLarge : null;

/** POST /api/files/images (multipart, field `file`): the stored name later calls send as base64Image. */
export async function uploadPicture(file: File): Promise<string> {
  const body = new FormData();
  body.append('file', file);
  return (await api.post<TUploadImageResult>('files/images', body)).data.fileName;
}
