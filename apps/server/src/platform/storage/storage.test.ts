import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeS3 } from '../../../test/fake-s3';
import { createLocalStorage } from './local-storage';
import { createStorage } from './create-storage';
import { sniffFileKind } from './file-type';
import type { Storage } from './storage';

const read = async (stream: Readable) => {
  const chunks: Buffer[] = [];
  for await (const c of stream) chunks.push(c as Buffer);
  return Buffer.concat(chunks);
};

/** A stream that yields some bytes and then fails, like an upload refused half-way. */
const failingStream = () =>
  Readable.from(
    (async function* () {
      yield Buffer.alloc(1024, 1);
      throw new Error('client went away');
    })(),
    { objectMode: false },
  );

/** `size` bytes in 1 MB chunks, generated as read. */
const bigStream = (size: number) =>
  Readable.from(
    (async function* () {
      for (let sent = 0; sent < size; sent += 1 << 20)
        yield Buffer.alloc(Math.min(1 << 20, size - sent), sent % 251);
    })(),
    { objectMode: false },
  );

function behavesAsStorage(name: string, make: () => Storage, afterFailure: () => void) {
  describe(name, () => {
    it('puts, gets and deletes a file', async () => {
      const storage = make();
      const body = Buffer.from('%PDF-1.4 hello');
      expect(
        await storage.put('AAAAAAAAAAAAAAAAAAAAAA.pdf', Readable.from([body]), 'application/pdf'),
      ).toEqual({ bytes: body.length });
      const file = await storage.get('AAAAAAAAAAAAAAAAAAAAAA.pdf');
      expect(file).toMatchObject({ contentType: 'application/pdf', size: body.length });
      expect((await read(file!.stream)).equals(body)).toBe(true);
      await storage.delete('AAAAAAAAAAAAAAAAAAAAAA.pdf');
      expect(await storage.get('AAAAAAAAAAAAAAAAAAAAAA.pdf')).toBeNull();
      await storage.delete('AAAAAAAAAAAAAAAAAAAAAA.pdf');
    });

    it('reads a byte range, and the whole file for a range past its end', async () => {
      const storage = make();
      const body = Buffer.from('0123456789');
      await storage.put('HHHHHHHHHHHHHHHHHHHHHH.mp4', Readable.from([body]), 'video/mp4');
      const middle = await storage.get('HHHHHHHHHHHHHHHHHHHHHH.mp4', { start: 2, end: 5 });
      expect(middle).toMatchObject({ size: 10, range: { start: 2, end: 5 } });
      expect((await read(middle!.stream)).toString()).toBe('2345');
      const tail = await storage.get('HHHHHHHHHHHHHHHHHHHHHH.mp4', { start: 7, end: 99 });
      expect(tail?.range).toEqual({ start: 7, end: 9 });
      expect((await read(tail!.stream)).toString()).toBe('789');
      const past = await storage.get('HHHHHHHHHHHHHHHHHHHHHH.mp4', { start: 10 });
      expect(past?.range).toBeUndefined();
      expect((await read(past!.stream)).toString()).toBe('0123456789');
    });

    it('answers null for a missing file', async () => {
      expect(await make().get('BBBBBBBBBBBBBBBBBBBBBB.webp')).toBeNull();
    });

    it('tells whether a file is there', async () => {
      const storage = make();
      expect(await storage.exists('IIIIIIIIIIIIIIIIIIIIII.pdf')).toBe(false);
      await storage.put(
        'IIIIIIIIIIIIIIIIIIIIII.pdf',
        Readable.from([Buffer.from('%PDF-1.4')]),
        'application/pdf',
      );
      expect(await storage.exists('IIIIIIIIIIIIIIIIIIIIII.pdf')).toBe(true);
      await storage.delete('IIIIIIIIIIIIIIIIIIIIII.pdf');
      expect(await storage.exists('IIIIIIIIIIIIIIIIIIIIII.pdf')).toBe(false);
    });

    it('streams a file larger than one upload part', async () => {
      const storage = make();
      const size = 12 * 1024 * 1024 + 5;
      expect(await storage.put('CCCCCCCCCCCCCCCCCCCCCC.mp4', bigStream(size), 'video/mp4')).toEqual({
        bytes: size,
      });
      const file = await storage.get('CCCCCCCCCCCCCCCCCCCCCC.mp4');
      expect(file?.size).toBe(size);
      expect((await read(file!.stream)).equals(await read(bigStream(size)))).toBe(true);
    });

    it('keeps nothing of a stream that fails', async () => {
      const storage = make();
      await expect(
        storage.put('DDDDDDDDDDDDDDDDDDDDDD.pdf', failingStream(), 'application/pdf'),
      ).rejects.toThrow();
      expect(await storage.get('DDDDDDDDDDDDDDDDDDDDDD.pdf')).toBeNull();
      afterFailure();
    });
  });
}

const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'collably-storage-'));
afterAll(() => fs.rmSync(folder, { recursive: true, force: true }));
behavesAsStorage(
  'local folder storage',
  () => createLocalStorage(folder),
  () => {
    expect(fs.readdirSync(folder).filter((f) => f.startsWith('.upload-'))).toEqual([]);
  },
);

describe('S3 storage', () => {
  let s3: Awaited<ReturnType<typeof startFakeS3>>;
  beforeAll(async () => {
    s3 = await startFakeS3();
  });
  afterAll(() => s3.close());
  const make = () => s3.storage();
  behavesAsStorage('over the S3 API', make, () => expect(s3.openUploads()).toBe(0));

  it('uploads a large file in parts and stores its content type in the bucket', async () => {
    s3.requests.length = 0;
    await make().put('EEEEEEEEEEEEEEEEEEEEEE.mp4', bigStream(11 * 1024 * 1024), 'video/mp4');
    // 11 MB in 5 MB parts: 5 + 5 + 1.
    expect(s3.requests.filter((r) => r === 'PUT part').length).toBe(3);
    expect(s3.objects.get('EEEEEEEEEEEEEEEEEEEEEE.mp4')?.contentType).toBe('video/mp4');
  });

  it('marks private files in the bucket as never cached, pictures as cacheable', async () => {
    const storage = make();
    await storage.put('JJJJJJJJJJJJJJJJJJJJJJ.pdf', Readable.from([Buffer.from('%PDF')]), 'application/pdf', {
      isPrivate: true,
    });
    await storage.put('KKKKKKKKKKKKKKKKKKKKKK.webp', Readable.from([Buffer.from('RIFF')]), 'image/webp');
    expect(s3.objects.get('JJJJJJJJJJJJJJJJJJJJJJ.pdf')?.cacheControl).toBe('private, no-store');
    expect(s3.objects.get('KKKKKKKKKKKKKKKKKKKKKK.webp')?.cacheControl).toBe(
      'public, max-age=31536000, immutable',
    );
  });
});

describe('choosing the storage', () => {
  it('uses DATA_DIR/uploads by default', async () => {
    const local = createStorage({ dataDir: folder, s3: undefined });
    await local.put('FFFFFFFFFFFFFFFFFFFFFF.png', Readable.from([Buffer.from('x')]), 'image/png');
    expect(fs.existsSync(path.join(folder, 'uploads', 'FFFFFFFFFFFFFFFFFFFFFF.png'))).toBe(true);
  });

  it('uses the bucket when S3_BUCKET is set', async () => {
    const s3 = await startFakeS3();
    try {
      const storage = createStorage({
        dataDir: folder,
        s3: {
          bucket: 'media',
          endpoint: s3.endpoint,
          region: 'ap-south-1',
          accessKeyId: 'k',
          secretAccessKey: 's',
        },
      });
      await storage.put(
        'GGGGGGGGGGGGGGGGGGGGGG.pdf',
        Readable.from([Buffer.from('%PDF-1.7')]),
        'application/pdf',
      );
      expect(s3.objects.get('GGGGGGGGGGGGGGGGGGGGGG.pdf')?.contentType).toBe('application/pdf');
      expect(fs.existsSync(path.join(folder, 'uploads', 'GGGGGGGGGGGGGGGGGGGGGG.pdf'))).toBe(false);
      expect((await storage.get('GGGGGGGGGGGGGGGGGGGGGG.pdf'))?.size).toBe(8);
    } finally {
      await s3.close();
    }
  });
});

describe('file kinds from bytes', () => {
  it.each([
    ['jpeg', [0xff, 0xd8, 0xff, 0xe0]],
    ['png', [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]],
    ['webp', [...Buffer.from('RIFF'), 0, 0, 0, 0, ...Buffer.from('WEBP')]],
    ['pdf', [...Buffer.from('%PDF-1.7')]],
    ['mp4', [0, 0, 0, 0x20, ...Buffer.from('ftypisom')]],
  ])('recognises %s', (kind, bytes) => {
    expect(sniffFileKind(Buffer.from(bytes))).toBe(kind);
  });

  it('recognises nothing else', () => {
    for (const text of ['hello', 'GIF89a......', '<svg xmlns=', 'RIFF....WAVE', '']) {
      expect(sniffFileKind(Buffer.from(text))).toBeNull();
    }
  });
});
