import { z } from 'zod';
import { FILE_NAME_MAX } from '../constants/limits';
import { FileMessages } from '../messages/files';
import { ZIdParam } from './common';

/**
 * Uploads (ARCHITECTURE §3): files travel as streamed multipart/form-data, never as base64 inside JSON.
 * - POST /api/files/images (auth), one file in the field `file`: JPEG, PNG or WebP, at most 10 MB. The
 *   picture is stored as WebP in two sizes: /files/{fileName} (profile, at most 800 px) and
 *   /files/{fileName}?size=card (listing card, at most 320 px).
 * - POST /api/files/attachments (auth), one or more files (any field name): PDF, MP4, JPEG, PNG or WebP, each
 *   at most 500 MB, stored as uploaded. Attachments are private: not at /files/{name}, but through a
 *   download link from POST /api/files/link.
 * The returned names are what later calls send (add-detail's and brand/update's `base64Image`, a collab's
 * attachments); a call may only send names its caller uploaded.
 */
export const ZUploadImageResult = z.object({ fileName: z.string() });
export type TUploadImageResult = z.infer<typeof ZUploadImageResult>;

export const ZUploadAttachmentsResult = z.object({ fileNames: z.array(z.string()) });
export type TUploadAttachmentsResult = z.infer<typeof ZUploadAttachmentsResult>;

/**
 * POST /api/files/link (auth): a download link for a private file (a collab attachment) the caller may
 * read, valid for a few minutes. Private files are not served at /files/{name}.
 */
export const ZFileLinkRequest = z.object({
  fileName: z
    .string({ error: FileMessages.chooseFile })
    .trim()
    .min(1, FileMessages.chooseFile)
    .max(FILE_NAME_MAX),
});
export type TFileLinkRequest = z.infer<typeof ZFileLinkRequest>;

export const ZFileLinkResult = z.object({ url: z.string(), expiresAt: z.string() });
export type TFileLinkResult = z.infer<typeof ZFileLinkResult>;

/** The query of a signed private-file link: user, expiry (seconds since 1970) and signature. */
export const ZPrivateFileQuery = z.object({
  u: ZIdParam,
  e: z.coerce.number().int().nonnegative().max(Number.MAX_SAFE_INTEGER),
  s: z.string().max(100),
});

/** `accept` attributes of the file pickers; the server checks the bytes, these only guide the browser. */
export const PICTURE_ACCEPT = 'image/jpeg,image/png,image/webp';
export const ATTACHMENT_ACCEPT = 'application/pdf,video/mp4,image/jpeg,image/png,image/webp';
