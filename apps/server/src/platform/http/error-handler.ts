import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { AppError, RateLimitedError } from './errors';

const GENERIC_MESSAGE = 'Something went wrong. Please try again.';

/** Fastify's own client errors (bad JSON, wrong content type, body too large) keep their 4xx status. */
const FASTIFY_CLIENT_MESSAGES: Record<string, string> = {
  FST_ERR_CTP_INVALID_JSON_BODY: 'The request body is not valid JSON',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'The request body is empty',
  FST_ERR_CTP_BODY_TOO_LARGE: 'The request body is too large',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'This content type is not supported',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'The content length is invalid',
};

export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof AppError) {
      if (error instanceof RateLimitedError) reply.header('retry-after', String(error.retryAfterSeconds));
      return reply.status(error.statusCode).send({ isSuccess: false, message: error.message, data: null });
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const first = error.validation[0];
      const message = first?.message ?? 'Invalid request';
      return reply.status(400).send({ isSuccess: false, message, data: null });
    }
    if (isResponseSerializationError(error)) {
      request.log.error({ err: error }, 'response did not match its schema');
      return reply.status(500).send({ isSuccess: false, message: GENERIC_MESSAGE, data: null });
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      const message = FASTIFY_CLIENT_MESSAGES[error.code] ?? error.message;
      return reply.status(status).send({ isSuccess: false, message, data: null });
    }
    request.log.error({ err: error, reqId: request.id }, 'unexpected error');
    return reply
      .status(500)
      .send({ isSuccess: false, message: `${GENERIC_MESSAGE} (ref ${request.id})`, data: null });
  });
}
