import { randomBytes } from 'node:crypto';
import { Readable } from 'node:stream';
import sharp from 'sharp';

export type FilePart = { field?: string; filename: string; contentType: string; content: Buffer };

const boundaryOf = () => `----collably${randomBytes(8).toString('hex')}`;

const partHeader = (boundary: string, part: FilePart) =>
  Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="${part.field ?? 'file'}"; filename="${part.filename}"\r\n` +
      `Content-Type: ${part.contentType}\r\n\r\n`,
  );

/** A multipart/form-data body of the given files, for app.inject. */
export function multipartBody(parts: FilePart[], fields: Record<string, string> = {}) {
  const boundary = boundaryOf();
  const chunks: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    chunks.push(
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`),
    );
  }
  for (const part of parts) chunks.push(partHeader(boundary, part), part.content, Buffer.from('\r\n'));
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(chunks),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

/**
 * A multipart body with one file of `size` bytes (starting with `head`) generated as it is read, so
 * a test can send a large file without holding it in memory.
 */
export function streamedMultipartBody(file: Omit<FilePart, 'content'> & { head: Buffer; size: number }) {
  const boundary = boundaryOf();
  const chunkBytes = 64 * 1024;
  async function* generate() {
    yield partHeader(boundary, { ...file, content: Buffer.alloc(0) });
    yield file.head;
    let remaining = file.size - file.head.length;
    const filler = Buffer.alloc(chunkBytes, 0x61);
    while (remaining > 0) {
      const n = Math.min(chunkBytes, remaining);
      yield n === chunkBytes ? filler : filler.subarray(0, n);
      remaining -= n;
    }
    yield Buffer.from(`\r\n--${boundary}--\r\n`);
  }
  return {
    payload: Readable.from(generate(), { objectMode: false }),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

export const samplePng = (width = 1200, height = 900) =>
  sharp({ create: { width, height, channels: 3, background: { r: 240, g: 120, b: 40 } } })
    .png()
    .toBuffer();
export const sampleJpeg = (width = 640, height = 480) =>
  sharp({ create: { width, height, channels: 3, background: { r: 30, g: 90, b: 200 } } })
    .jpeg()
    .toBuffer();
export const sampleWebp = (width = 400, height = 400) =>
  sharp({ create: { width, height, channels: 3, background: { r: 20, g: 160, b: 90 } } })
    .webp()
    .toBuffer();

export const PNG_MAGIC = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
export const samplePdf = () =>
  Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << >>\n%%EOF\n');
export const sampleMp4 = () =>
  Buffer.concat([Buffer.from([0, 0, 0, 0x18]), Buffer.from('ftypmp42'), Buffer.alloc(16, 1)]);
