import type { Readable } from 'node:stream';

/** Bytes `start` to `end` inclusive; without `end`, to the end of the file. */
export type ByteRange = { start: number; end?: number };

/**
 * A stored file as read back: its bytes as a stream, with what a response needs to describe them.
 * `size` is the whole file's; `range` is set when the stream holds only those bytes.
 */
export type StoredFile = {
  stream: Readable;
  contentType: string;
  size: number;
  range?: { start: number; end: number };
};

/**
 * Where uploaded files live (ARCHITECTURE §1): a local folder by default, an S3-compatible bucket in
 * production. Bodies always travel as streams, so a 500 MB attachment never sits in memory.
 */
export type Storage = {
  /**
   * Writes the stream under `name`; a failed or aborted stream leaves nothing behind. Returns the bytes
   * written. A private file is marked so in a bucket too (never cached, a download), should anything
   * ever serve the bucket directly.
   */
  put(
    name: string,
    stream: Readable,
    contentType: string,
    options?: { isPrivate?: boolean },
  ): Promise<{ bytes: number }>;
  /**
   * The file, or null when there is none by that name. With a range (video seeking), only those
   * bytes; a range that starts past the end is ignored and the whole file returned.
   */
  get(name: string, range?: ByteRange): Promise<StoredFile | null>;
  /** Removes the file; removing a missing file is not an error. */
  delete(name: string): Promise<void>;
  /**
   * Whether the file is really there. Rows in `uploads` are shared by every instance, files are not (a
   * local folder per instance): a call naming a file checks this before a profile or collab refers to it.
   */
  exists(name: string): Promise<boolean>;
};

/** File kinds recognised from their first bytes, with the extension and content type they are stored under. */
export const FILE_KINDS = {
  jpeg: { extension: 'jpg', contentType: 'image/jpeg' },
  png: { extension: 'png', contentType: 'image/png' },
  webp: { extension: 'webp', contentType: 'image/webp' },
  pdf: { extension: 'pdf', contentType: 'application/pdf' },
  mp4: { extension: 'mp4', contentType: 'video/mp4' },
} as const;
export type FileKind = keyof typeof FILE_KINDS;

/**
 * Stored names are generated here only: 128 random bits, an optional `.card` variant marker and a known
 * extension. Anything else asked for at /files/{name} is refused before storage is touched.
 */
export const STORED_NAME_PATTERN = /^[A-Za-z0-9_-]{22}(\.card)?\.(jpg|png|webp|pdf|mp4)$/;

const CONTENT_TYPE_BY_EXTENSION: Record<string, string> = Object.fromEntries(
  Object.values(FILE_KINDS).map((k) => [k.extension, k.contentType]),
);

export const contentTypeOfName = (name: string): string =>
  CONTENT_TYPE_BY_EXTENSION[name.slice(name.lastIndexOf('.') + 1)] ?? 'application/octet-stream';

/** The smaller picture a listing card shows, stored beside the profile-size picture. */
export const cardVariantName = (name: string): string => name.replace(/\.webp$/, '.card.webp');

/** The inclusive byte range actually served of a file of `size` bytes, or null to serve it whole. */
export function clampRange(
  range: ByteRange | undefined,
  size: number,
): { start: number; end: number } | null {
  if (!range || range.start >= size) return null;
  const end = Math.min(range.end ?? size - 1, size - 1);
  return end >= range.start ? { start: range.start, end } : null;
}
