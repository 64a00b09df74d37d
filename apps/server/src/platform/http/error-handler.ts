import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { CommonMessages } from '@collably/shared/messages/common';
import { AppError, RateLimitedError } from './errors';

/**
 * PostgreSQL's class 22 'data exception' (22P05 untranslatable character, 22021 bad byte sequence, 22003
 * numeric value out of range, 22P02 invalid text representation, ...) and 54000 (a value too big for an
 * index key), and SQLite's refusals of a value: the input was wrong, not the server.
 */
const isDataException = (error: unknown): boolean => {
  const code = (error as { code?: unknown } | null)?.code;
  if (typeof code !== 'string') return false;
  if (code === 'SQLITE_TOOBIG' || code === 'SQLITE_MISMATCH') return true;
  return (/^22[0-9A-Z]{3}$/.test(code) || code === '54000') && 'severity' in (error as object);
};

/** Fastify's own client errors (bad JSON, wrong content type, body too large) keep their 4xx status. */
const FASTIFY_CLIENT_MESSAGES: Record<string, string> = {
  FST_ERR_CTP_INVALID_JSON_BODY: CommonMessages.bodyNotJson,
  FST_ERR_CTP_EMPTY_JSON_BODY: CommonMessages.bodyEmpty,
  FST_ERR_CTP_BODY_TOO_LARGE: CommonMessages.bodyTooLarge,
  FST_ERR_CTP_INVALID_MEDIA_TYPE: CommonMessages.contentTypeUnsupported,
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: CommonMessages.contentLengthInvalid,
};

export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof AppError) {
      if (error instanceof RateLimitedError) reply.header('retry-after', String(error.retryAfterSeconds));
      return reply.status(error.statusCode).send({ isSuccess: false, message: error.message, data: null });
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const first = error.validation[0];
      const message = first?.message ?? CommonMessages.invalidRequest;
      return reply.status(400).send({ isSuccess: false, message, data: null });
    }
    if (isResponseSerializationError(error)) {
      request.log.error({ err: error }, 'response did not match its schema');
      return reply
        .status(500)
        .send({ isSuccess: false, message: CommonMessages.somethingWentWrong, data: null });
    }
    if (isDataException(error)) {
      request.log.warn({ err: error, reqId: request.id }, 'the database refused an input value');
      return reply.status(400).send({ isSuccess: false, message: CommonMessages.dataException, data: null });
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      const message = FASTIFY_CLIENT_MESSAGES[error.code] ?? error.message;
      return reply.status(status).send({ isSuccess: false, message, data: null });
    }
    request.log.error({ err: error, reqId: request.id }, 'unexpected error');
    return reply.status(500).send({
      isSuccess: false,
      message: `${CommonMessages.somethingWentWrong} (ref ${request.id})`,
      data: null,
    });
  });
}

const ROUTER_MESSAGES: Record<string, { status: number; message: string }> = {
  FST_ERR_BAD_URL: { status: 400, message: CommonMessages.urlInvalid },
  FST_ERR_MAX_PARAM_LENGTH: { status: 414, message: CommonMessages.urlTooLong },
};

/**
 * Errors the router raises before any route or error handler runs (a malformed %-escape in the path, a
 * path segment over the length limit): Fastify's `frameworkErrors` option, so they answer the envelope too.
 */
export function frameworkErrors(error: FastifyError, request: FastifyRequest, reply: FastifyReply): void {
  const known = ROUTER_MESSAGES[error.code];
  if (!known) request.log.error({ err: error, reqId: request.id }, 'unexpected router error');
  void reply
    .status(known?.status ?? 500)
    .send({ isSuccess: false, message: known?.message ?? CommonMessages.somethingWentWrong, data: null });
}
