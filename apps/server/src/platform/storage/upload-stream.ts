import { Readable } from 'node:stream';
import { FileMessages } from '@collably/shared/messages/files';
import { SNIFF_BYTES, sniffFileKind } from './file-type';
import type { FileKind } from './storage';
import { badRequest } from '../http/errors';
import { multipartError } from './multipart-errors';

export type UploadRules = {
  maxBytes: number;
  allowed: readonly FileKind[];
  tooLarge: () => Error;
  wrongType: () => Error;
};

export type InspectedUpload = {
  kind: FileKind;
  /** The whole file again (the sniffed head first), failing with `tooLarge` past `maxBytes`. */
  body: Readable;
  /** Bytes passed through `body` so far. */
  bytes: () => number;
  /** The rule `body` broke, if it did: storage clients may wrap a stream's error in their own. */
  failure: () => Error | undefined;
};

/**
 * Reads just enough of an incoming file to know its kind, then hands back a stream of the whole file
 * that counts bytes as they pass, so a file of any size is checked without being held in memory.
 * On refusal the rest of the source is drained, so the multipart parser can finish the request.
 */
export async function inspectUpload(source: Readable, rules: UploadRules): Promise<InspectedUpload> {
  const sourceIterator = source[Symbol.asyncIterator]() as AsyncIterator<Buffer>;
  let failure: Error | undefined;
  // The source fails only when the request does: a body cut off mid-file or not well-formed (the parser
  // then destroys the file stream, often surfacing as a bare 'Premature close'). That is the client's
  // fault (400), whichever reader sees it first.
  const iterator = {
    next: () =>
      sourceIterator.next().catch((error: unknown) => {
        failure = multipartError(error) ?? badRequest(FileMessages.malformed);
        throw failure;
      }),
  };
  const headChunks: Buffer[] = [];
  let headLength = 0;
  let isDone = false;
  while (headLength < SNIFF_BYTES) {
    const next = await iterator.next();
    if (next.done) {
      isDone = true;
      break;
    }
    headChunks.push(next.value);
    headLength += next.value.length;
  }
  const head = Buffer.concat(headChunks);
  const kind = sniffFileKind(head);
  if (!kind || !rules.allowed.includes(kind)) {
    source.resume();
    throw rules.wrongType();
  }

  let count = 0;
  const refuse = (error: Error) => {
    failure = error;
    source.resume();
    return error;
  };
  async function* chunks(): AsyncGenerator<Buffer> {
    count = head.length;
    if (count > rules.maxBytes) throw refuse(rules.tooLarge());
    yield head;
    while (!isDone) {
      const next = await iterator.next();
      if (next.done) return;
      count += next.value.length;
      if (count > rules.maxBytes) throw refuse(rules.tooLarge());
      yield next.value;
    }
  }
  return {
    kind,
    body: Readable.from(chunks(), { objectMode: false }),
    bytes: () => count,
    failure: () => failure,
  };
}

/** Collects a stream that is already size-limited (a picture of at most 10 MB) into one buffer. */
export async function collect(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}
