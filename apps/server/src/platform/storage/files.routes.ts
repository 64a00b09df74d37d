import multipart from '@fastify/multipart';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { FileMessages } from '@collably/shared/messages/files';
import {
  ZFileLinkRequest,
  ZFileLinkResult,
  ZPrivateFileQuery,
  ZUploadAttachmentsResult,
  ZUploadImageResult,
} from '@collably/shared/schemas/files';
import type { AppContext } from '../context';
import { currentUser } from '../auth/guards';
import { envelopeOf, ok } from '../http/envelope';
import { AppError, badRequest, notFound } from '../http/errors';
import { cardVariantName, STORED_NAME_PATTERN, type ByteRange, type StoredFile } from './storage';
import { uploadAttachments, uploadPicture } from './files.service';
import { multipartError } from './multipart-errors';
import {
  FILE_LINK_TTL_SECONDS,
  fileLinkSigner,
  privateFileReader,
  PRIVATE_FILES_PATH,
  type PrivateFileRule,
} from './private-files';
import { uploadsRepository } from './uploads.repository';

const IMMUTABLE = 'public, max-age=31536000, immutable';

/**
 * One 'bytes=start-end' or 'bytes=start-' range (what browsers send to seek in a video); any other
 * form is ignored and the whole file served, which HTTP allows.
 */
const parseRange = (header: string | undefined): ByteRange | undefined => {
  const match = /^bytes=(\d+)-(\d*)$/.exec(header?.trim() ?? '');
  if (!match) return undefined;
  const start = Number(match[1]);
  const end = match[2] ? Number(match[2]) : undefined;
  return end === undefined || end >= start ? { start, end } : undefined;
};

/**
 * Uploads under /api/files, public pictures at /files/{name}, private files through signed links
 * (private-files.ts). Multipart parsing is registered inside this plugin only, so no other route
 * accepts multipart bodies. `privateFileRules` are the features' reasons to let a user read a file.
 */
export const fileRoutes: FastifyPluginAsyncZod<
  AppContext & { privateFileRules: readonly PrivateFileRule[] }
> = async (app, ctx) => {
  const signer = fileLinkSigner(ctx.secret);
  const limits = ctx.config.uploads;
  // One byte over the limit is read so the limit itself is reported (413), not silently truncated.
  await app.register(multipart, {
    throwFileSizeLimit: false,
    limits: { fieldNameSize: 100, fieldSize: 1024, fields: 10, headerPairs: 100 },
  });
  const { storage } = ctx;
  const tags = ['files'];
  const requireMultipart = (isMultipart: boolean) => {
    if (!isMultipart) throw badRequest(FileMessages.notMultipart);
  };
  /** A malformed or cut-off body is the client's fault wherever parsing it failed: 400, not 500. */
  const readingMultipart = async <T>(work: () => Promise<T>): Promise<T> => {
    try {
      return await work();
    } catch (error) {
      throw multipartError(error) ?? error;
    }
  };

  app.post(
    '/api/files/images',
    {
      preHandler: app.authenticate,
      schema: {
        tags,
        consumes: ['multipart/form-data'],
        description:
          'One JPEG, PNG or WebP picture (field `file`, at most 10 MB), stored as WebP in two sizes.',
        response: { 200: envelopeOf(ZUploadImageResult) },
      },
    },
    async (req) => {
      requireMultipart(req.isMultipart());
      const picture = await readingMultipart(async () => {
        const part = await req.file({ limits: { files: 1, fileSize: limits.maxPictureBytes + 1 } });
        return uploadPicture(ctx, currentUser(req.auth).userId, part);
      });
      return ok(picture);
    },
  );

  app.post(
    '/api/files/attachments',
    {
      preHandler: app.authenticate,
      schema: {
        tags,
        consumes: ['multipart/form-data'],
        description:
          'One or more PDF, MP4, JPEG, PNG or WebP files, each at most 500 MB, stored as uploaded.',
        response: { 200: envelopeOf(ZUploadAttachmentsResult) },
      },
    },
    async (req) => {
      requireMultipart(req.isMultipart());
      const attachments = await readingMultipart(() => {
        const parts = req.files({
          limits: { files: limits.maxAttachmentFiles + 1, fileSize: limits.maxAttachmentBytes + 1 },
        });
        return uploadAttachments(ctx, currentUser(req.auth).userId, parts);
      });
      return ok(attachments);
    },
  );

  /** Sends a stored file (or the asked range of it, for video seeking) with the given caching headers. */
  const sendFile = (reply: FastifyReply, file: StoredFile, headers: Record<string, string>) => {
    reply.headers(headers).header('Accept-Ranges', 'bytes').type(file.contentType);
    if (!file.range) return reply.header('Content-Length', file.size).send(file.stream);
    const { start, end } = file.range;
    return reply
      .status(206)
      .header('Content-Range', `bytes ${start}-${end}/${file.size}`)
      .header('Content-Length', end - start + 1)
      .send(file.stream);
  };

  app.get(
    '/files/:name',
    {
      schema: {
        tags,
        description:
          'A public picture (profile, brand; `?size=card` for the listing size), cached for good. Private files are not served here.',
        params: z.object({ name: z.string() }),
        querystring: z.object({ size: z.enum(['card']).optional() }),
      },
    },
    async (req, reply) => {
      const { name } = req.params;
      if (!STORED_NAME_PATTERN.test(name)) throw notFound(FileMessages.notFound);
      // Only what was uploaded as a picture is public; an attachment, or a name with no upload, is not here.
      const upload = await uploadsRepository.findByName(ctx.db, name.replace(/\.card\.webp$/, '.webp'));
      if (upload?.kind !== 'image') throw notFound(FileMessages.notFound);
      const wantsCard = req.query.size === 'card' && name.endsWith('.webp') && !name.endsWith('.card.webp');
      const range = parseRange(req.headers.range);
      const file =
        (wantsCard ? await storage.get(cardVariantName(name), range) : null) ??
        (await storage.get(name, range));
      if (!file) throw notFound(FileMessages.notFound);
      return sendFile(reply, file, { 'Cache-Control': IMMUTABLE });
    },
  );

  app.post(
    '/api/files/link',
    {
      preHandler: app.authenticate,
      schema: {
        tags,
        security: [{ bearer: [] }],
        description: `A download link for a private file (a collab attachment) the caller may read: its uploader, the parties of a collab that references it, or a super admin. The link works for ${FILE_LINK_TTL_SECONDS / 60} minutes and only while the caller still may read the file.`,
        body: ZFileLinkRequest,
        response: { 200: envelopeOf(ZFileLinkResult) },
      },
    },
    async (req) => {
      const { fileName } = req.body;
      const { userId } = currentUser(req.auth);
      const reader = STORED_NAME_PATTERN.test(fileName)
        ? await privateFileReader(ctx.db, ctx.privateFileRules, fileName, userId)
        : null;
      // The same answer whether the file is missing or someone else's: names are not confirmed to strangers.
      if (!reader) throw notFound(FileMessages.notFound);
      return ok(signer.link(fileName, reader, ctx.clock.now()));
    },
  );

  app.get(
    `${PRIVATE_FILES_PATH}/:name`,
    {
      schema: {
        tags,
        description:
          'Downloads a private file through a link from POST /api/files/link (403 once expired or no longer allowed).',
        params: z.object({ name: z.string() }),
        querystring: ZPrivateFileQuery,
      },
    },
    async (req, reply) => {
      const { name } = req.params;
      const { u: userId, e: expires, s: signature } = req.query;
      if (!STORED_NAME_PATTERN.test(name)) throw notFound(FileMessages.notFound);
      const reader = await privateFileReader(ctx.db, ctx.privateFileRules, name, userId);
      if (!reader) throw new AppError('FORBIDDEN', FileMessages.notAllowed);
      if (!signer.isValid({ name, expires, signature }, reader, ctx.clock.now()))
        throw new AppError('FORBIDDEN', FileMessages.linkExpired);
      const file = await storage.get(name, parseRange(req.headers.range));
      if (!file) throw notFound(FileMessages.notFound);
      return sendFile(reply, file, {
        'Cache-Control': 'private, no-store',
        'Content-Disposition': `attachment; filename="${name}"`,
        'X-Content-Type-Options': 'nosniff',
      });
    },
  );
};
