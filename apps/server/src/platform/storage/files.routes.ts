import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { FileMessages, ZUploadAttachmentsResult, ZUploadImageResult } from '@collably/shared/schemas/files';
import type { AppContext } from '../context';
import { currentUser } from '../auth/guards';
import { envelopeOf, ok } from '../http/envelope';
import { badRequest, notFound } from '../http/errors';
import { cardVariantName, STORED_NAME_PATTERN, type ByteRange } from './storage';
import { uploadAttachments, uploadPicture } from './files.service';
import { multipartError } from './multipart-errors';

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
 * Uploads under /api/files and downloads at /files/{name}. Multipart parsing is registered inside
 * this plugin only, so no other route accepts multipart bodies.
 */
export const fileRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
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

    app.get(
      '/files/:name',
      {
        schema: {
          tags,
          params: z.object({ name: z.string() }),
          querystring: z.object({ size: z.enum(['card']).optional() }),
        },
      },
      async (req, reply) => {
        const { name } = req.params;
        if (!STORED_NAME_PATTERN.test(name)) throw notFound('File not found');
        const wantsCard = req.query.size === 'card' && name.endsWith('.webp') && !name.endsWith('.card.webp');
        const range = parseRange(req.headers.range);
        const file =
          (wantsCard ? await storage.get(cardVariantName(name), range) : null) ??
          (await storage.get(name, range));
        if (!file) throw notFound('File not found');
        reply.header('Cache-Control', IMMUTABLE).header('Accept-Ranges', 'bytes').type(file.contentType);
        if (!file.range) return reply.header('Content-Length', file.size).send(file.stream);
        const { start, end } = file.range;
        return reply
          .status(206)
          .header('Content-Range', `bytes ${start}-${end}/${file.size}`)
          .header('Content-Length', end - start + 1)
          .send(file.stream);
      },
    );
  };
