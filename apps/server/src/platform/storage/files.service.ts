import type { MultipartFile } from '@fastify/multipart';
import { FILE_NAME_MAX } from '@collably/shared/constants/limits';
import { FileMessages } from '@collably/shared/messages/files';
import type { AppContext } from '../context';
import { AppError, badRequest } from '../http/errors';
import { newStoredName, renderPictureSizes, storePicture, UnreadablePictureError } from './pictures';
import { FILE_KINDS, type FileKind, type Storage } from './storage';
import { collect, inspectUpload } from './upload-stream';
import { uploadsRepository } from './uploads.repository';

const PICTURE_KINDS: readonly FileKind[] = ['jpeg', 'png', 'webp'];
const ATTACHMENT_KINDS: readonly FileKind[] = ['pdf', 'mp4', 'jpeg', 'png', 'webp'];

type FilesContext = Pick<AppContext, 'db' | 'clock' | 'config'> & { storage: Storage };

/** Stores a profile or brand picture in its two display sizes; returns the name to send back later. */
export async function uploadPicture(ctx: FilesContext, ownerUserId: number, part: MultipartFile | undefined) {
  if (!part) throw badRequest(FileMessages.noFile);
  const upload = await inspectUpload(part.file, {
    maxBytes: ctx.config.uploads.maxPictureBytes,
    allowed: PICTURE_KINDS,
    tooLarge: () => new AppError('PAYLOAD_TOO_LARGE', FileMessages.pictureTooLarge),
    wrongType: () => badRequest(FileMessages.pictureType),
  });
  const original = await collect(upload.body).catch((error: unknown) => {
    throw upload.failure() ?? error;
  });
  const sizes = await renderPictureSizes(original).catch((error: unknown) => {
    throw error instanceof UnreadablePictureError ? badRequest(FileMessages.unreadablePicture) : error;
  });
  const { name } = await storePicture(ctx.storage, sizes);
  await uploadsRepository.insert(ctx.db, {
    name,
    ownerUserId,
    kind: 'image',
    contentType: FILE_KINDS.webp.contentType,
    bytes: original.length,
    createdOn: ctx.clock.now().toISOString(),
  });
  return { fileName: name };
}

type StoredAttachment = { name: string; contentType: string; bytes: number; originalName: string | null };

/** The name a file had on the uploader's device, for display only: no path, no control characters, short. */
const displayName = (filename: string | undefined): string | null => {
  const base = (filename ?? '').split(/[\\/]/).pop() ?? '';
  // eslint-disable-next-line no-control-regex -- control characters are what is removed
  const clean = base.replace(/[\u0000-\u001f\u007f]/g, '').trim();
  return clean.length === 0 ? null : clean.slice(0, FILE_NAME_MAX);
};

/**
 * Streams each attachment straight to storage, checking its kind from its first bytes and its size as
 * it passes. One refused file refuses the whole request, and the files already stored are removed.
 */
export async function uploadAttachments(
  ctx: FilesContext,
  ownerUserId: number,
  parts: AsyncIterable<MultipartFile>,
) {
  const { maxAttachmentBytes, maxAttachmentFiles } = ctx.config.uploads;
  const stored: StoredAttachment[] = [];
  try {
    for await (const part of parts) {
      if (stored.length >= maxAttachmentFiles) {
        part.file.resume();
        throw badRequest(FileMessages.tooManyFiles(maxAttachmentFiles));
      }
      const upload = await inspectUpload(part.file, {
        maxBytes: maxAttachmentBytes,
        allowed: ATTACHMENT_KINDS,
        tooLarge: () => new AppError('PAYLOAD_TOO_LARGE', FileMessages.attachmentTooLarge),
        wrongType: () => badRequest(FileMessages.attachmentType),
      });
      const { extension, contentType } = FILE_KINDS[upload.kind];
      const name = newStoredName(extension);
      const { bytes } = await ctx.storage
        .put(name, upload.body, contentType, { isPrivate: true })
        .catch((error: unknown) => {
          throw upload.failure() ?? error;
        });
      stored.push({ name, contentType, bytes, originalName: displayName(part.filename) });
    }
    if (stored.length === 0) throw badRequest(FileMessages.noFile);
    const createdOn = ctx.clock.now().toISOString();
    await ctx.db.transaction().execute(async (trx) => {
      for (const file of stored) {
        await uploadsRepository.insert(trx, { ...file, ownerUserId, kind: 'attachment', createdOn });
      }
    });
  } catch (error) {
    await Promise.allSettled(stored.map((file) => ctx.storage.delete(file.name)));
    throw error;
  }
  return { fileNames: stored.map((file) => file.name) };
}
