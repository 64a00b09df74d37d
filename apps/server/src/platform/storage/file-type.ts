import type { FileKind } from './storage';

/** Bytes needed to recognise every kind below. */
export const SNIFF_BYTES = 12;

const startsWith = (head: Buffer, bytes: number[], offset = 0) =>
  head.length >= offset + bytes.length && bytes.every((b, i) => head[offset + i] === b);
const ascii = (text: string) => [...text].map((c) => c.charCodeAt(0));

/**
 * The kind of a file from its first bytes (its "magic number"), never from its name or the browser's
 * claimed type: a text file renamed .png is not a picture.
 */
export function sniffFileKind(head: Buffer): FileKind | null {
  if (startsWith(head, [0xff, 0xd8, 0xff])) return 'jpeg';
  if (startsWith(head, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'png';
  if (startsWith(head, ascii('RIFF')) && startsWith(head, ascii('WEBP'), 8)) return 'webp';
  if (startsWith(head, ascii('%PDF-'))) return 'pdf';
  // ISO base media file: a box size, then 'ftyp' (mp4, m4v and the like).
  if (startsWith(head, ascii('ftyp'), 4)) return 'mp4';
  return null;
}
