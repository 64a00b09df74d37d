import { FileMessages } from '@collably/shared/messages/files';
import { AppError, badRequest } from '../http/errors';

/**
 * What the multipart parser (busboy, inside @fastify/multipart) throws for a body that is not well-formed
 * multipart: plain Errors, known only by their messages, that would otherwise answer 500.
 */
const MALFORMED_MESSAGES = [
  'Multipart: Boundary not found',
  'Boundary required',
  'The needle cannot', // an empty boundary, or one longer than 256 bytes
  'terminated early', // a body cut off inside a part
  'Unexpected end of', // a body cut off between parts
];

/** @fastify/multipart's own refusals of a body's shape, worded for a person; all are the client's fault. */
const PARSER_CODES: Record<string, string> = {
  FST_PARTS_LIMIT: FileMessages.tooManyParts,
  FST_FIELDS_LIMIT: FileMessages.tooManyParts,
  FST_FILES_LIMIT: FileMessages.tooManyParts,
  FST_PROTO_VIOLATION: FileMessages.malformed,
  FST_INVALID_JSON_FIELD_ERROR: FileMessages.malformed,
  FST_INVALID_MULTIPART_CONTENT_TYPE: FileMessages.notMultipart,
};

/**
 * The 400 a malformed or truncated multipart body deserves, when `error` (or an error it wraps, as storage
 * clients do) comes from parsing one; undefined for any other error, which keeps its own meaning.
 */
export function multipartError(error: unknown): AppError | undefined {
  for (let e = error, depth = 0; e instanceof Error && depth < 5; e = e.cause, depth++) {
    if (e instanceof AppError) return undefined;
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string' && code in PARSER_CODES) return badRequest(PARSER_CODES[code]);
    if (MALFORMED_MESSAGES.some((m) => e instanceof Error && e.message.includes(m)))
      return badRequest(FileMessages.malformed);
  }
  return undefined;
}
