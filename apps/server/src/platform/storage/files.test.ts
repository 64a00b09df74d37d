import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Role } from '@collably/shared/constants/roles';
import { databases, testApp, type TestApp, type TestUser } from '../../../test/test-app';
import {
  multipartBody,
  PNG_MAGIC,
  sampleJpeg,
  sampleMp4,
  samplePdf,
  samplePng,
  sampleWebp,
  streamedMultipartBody,
  type FilePart,
} from '../../../test/multipart';

const ATTACHMENT_LIMIT = 256 * 1024;

describe.each(databases())('file uploads on %s', (dialect) => {
  let t: TestApp;
  let user: TestUser;
  beforeAll(async () => {
    t = await testApp(dialect, { configure: (c) => void (c.uploads.maxAttachmentBytes = ATTACHMENT_LIMIT) });
    user = await t.user(Role.Influencer);
  });
  afterAll(async () => {
    await t.close();
    fs.rmSync(t.config.dataDir, { recursive: true, force: true });
  });

  const send = (
    url: string,
    body: { payload: unknown; headers: Record<string, string> },
    token = user.token,
  ) =>
    t.inject({
      method: 'POST',
      url,
      payload: body.payload as Buffer,
      headers: { ...body.headers, ...(token ? { authorization: `Bearer ${token}` } : {}) },
    });
  const uploadPicture = (part: FilePart, token?: string) =>
    send('/api/files/images', multipartBody([part]), token);
  const uploadsFolder = () => path.join(t.config.dataDir, 'uploads');
  /** A private file is read through a signed link (private-files.test.ts covers who gets one). */
  const download = async (name: string, headers: Record<string, string> = {}) => {
    const link = await t.post('/api/files/link', { fileName: name }, { token: user.token });
    return t.get(link.json<{ data: { url: string } }>().data.url, { headers });
  };
  const storedFiles = () => (fs.existsSync(uploadsFolder()) ? fs.readdirSync(uploadsFolder()) : []);

  it('stores a PNG as WebP in a profile size and a card size, served with long caching', async () => {
    const res = await uploadPicture({
      filename: 'me.png',
      contentType: 'image/png',
      content: await samplePng(1600, 1200),
    });
    expect(res.statusCode).toBe(200);
    const { fileName } = res.json().data as { fileName: string };
    expect(fileName).toMatch(/^[A-Za-z0-9_-]{22}\.webp$/);

    const profile = await t.get(`/files/${fileName}`);
    expect(profile.statusCode).toBe(200);
    expect(profile.headers['content-type']).toBe('image/webp');
    expect(profile.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(await sharp(profile.rawPayload).metadata()).toMatchObject({
      format: 'webp',
      width: 800,
      height: 600,
    });

    const card = await t.get(`/files/${fileName}?size=card`);
    expect(card.statusCode).toBe(200);
    expect(card.headers['content-type']).toBe('image/webp');
    expect(await sharp(card.rawPayload).metadata()).toMatchObject({ width: 320, height: 240 });
    expect(card.rawPayload.length).toBeLessThan(profile.rawPayload.length);

    const row = await t.db
      .selectFrom('uploads')
      .selectAll()
      .where('name', '=', fileName)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({ ownerUserId: user.id, kind: 'image', contentType: 'image/webp' });
    expect(row.bytes).toBeGreaterThan(0);
  });

  it('accepts JPEG and WebP and never enlarges a small picture', async () => {
    for (const [content, contentType] of [
      [await sampleJpeg(640, 480), 'image/jpeg'],
      [await sampleWebp(200, 100), 'image/webp'],
    ] as const) {
      const res = await uploadPicture({ filename: 'p', contentType, content });
      expect(res.statusCode, contentType).toBe(200);
      const served = await t.get(`/files/${res.json().data.fileName}`);
      const { width } = await sharp(served.rawPayload).metadata();
      expect(width).toBe(contentType === 'image/jpeg' ? 640 : 200);
    }
  });

  it('refuses a text file renamed .png, whatever type the browser claims', async () => {
    const res = await uploadPicture({
      filename: 'notes.png',
      contentType: 'image/png',
      content: Buffer.from('just some text'),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      isSuccess: false,
      message: 'Only JPEG, PNG or WebP pictures are allowed',
      data: null,
    });
  });

  it('refuses a PDF as a picture and an empty file', async () => {
    for (const content of [samplePdf(), Buffer.alloc(0)]) {
      const res = await uploadPicture({ filename: 'x.jpg', contentType: 'image/jpeg', content });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe('Only JPEG, PNG or WebP pictures are allowed');
    }
  });

  it('refuses a picture one byte over 10 MB with 413', async () => {
    const content = Buffer.concat([PNG_MAGIC, Buffer.alloc(10_485_760 + 1 - PNG_MAGIC.length, 7)]);
    const res = await uploadPicture({ filename: 'big.png', contentType: 'image/png', content });
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({
      isSuccess: false,
      message: 'File Size should not exceed 10 MB',
      data: null,
    });
  });

  it('reads a picture of exactly 10 MB (and says so when its bytes are not a real picture)', async () => {
    const content = Buffer.concat([PNG_MAGIC, Buffer.alloc(10_485_760 - PNG_MAGIC.length, 7)]);
    const res = await uploadPicture({ filename: 'broken.png', contentType: 'image/png', content });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('This picture could not be read. Please choose another one.');
  });

  it('needs a signed-in user, a multipart body and a file', async () => {
    const anonymous = await uploadPicture(
      { filename: 'me.png', contentType: 'image/png', content: await samplePng(10, 10) },
      '',
    );
    expect(anonymous.statusCode).toBe(401);
    const json = await t.post('/api/files/images', { file: 'abc' }, { token: user.token });
    expect(json.statusCode).toBe(400);
    expect(json.json().message).toBe('Please send the file as multipart/form-data');
    const noFile = await send('/api/files/images', multipartBody([], { note: 'hello' }));
    expect(noFile.statusCode).toBe(400);
    expect(noFile.json().message).toBe('Please choose a file to upload');
  });

  it('stores several attachments as uploaded and serves each with its type', async () => {
    const png = await samplePng(50, 50);
    const files: FilePart[] = [
      { field: 'files', filename: 'brief.pdf', contentType: 'application/pdf', content: samplePdf() },
      { field: 'files', filename: 'clip.mp4', contentType: 'video/mp4', content: sampleMp4() },
      { field: 'files', filename: 'look.png', contentType: 'image/png', content: png },
    ];
    const res = await send('/api/files/attachments', multipartBody(files));
    expect(res.statusCode).toBe(200);
    const { fileNames } = res.json().data as { fileNames: string[] };
    expect(fileNames).toHaveLength(3);
    expect(fileNames.map((n) => path.extname(n))).toEqual(['.pdf', '.mp4', '.png']);
    const types = ['application/pdf', 'video/mp4', 'image/png'];
    for (const [i, name] of fileNames.entries()) {
      const served = await download(name);
      expect(served.headers['content-type']).toBe(types[i]);
      expect(served.rawPayload.equals(files[i]?.content ?? Buffer.alloc(0))).toBe(true);
    }
    const rows = await t.db
      .selectFrom('uploads')
      .select(['name', 'kind', 'ownerUserId'])
      .where('name', 'in', fileNames)
      .execute();
    expect(rows.every((r) => r.kind === 'attachment' && r.ownerUserId === user.id)).toBe(true);
  });

  it('serves byte ranges so videos can be seeked', async () => {
    const video = Buffer.concat([sampleMp4(), Buffer.from('abcdefghij')]);
    const res = await send(
      '/api/files/attachments',
      multipartBody([{ filename: 'v.mp4', contentType: 'video/mp4', content: video }]),
    );
    const name = res.json().data.fileNames[0] as string;
    const whole = await download(name);
    expect(whole.headers['accept-ranges']).toBe('bytes');
    const part = await download(name, { range: 'bytes=4-7' });
    expect(part.statusCode).toBe(206);
    expect(part.headers['content-range']).toBe(`bytes 4-7/${video.length}`);
    expect(part.headers['content-length']).toBe('4');
    expect(part.rawPayload.toString()).toBe('ftyp');
    const rest = await download(name, { range: `bytes=${video.length - 3}-` });
    expect(rest.statusCode).toBe(206);
    expect(rest.rawPayload.toString()).toBe('hij');
    for (const ignored of ['bytes=999999-', 'bytes=-5', 'bytes=5-2', 'items=0-1']) {
      const full = await download(name, { range: ignored });
      expect(full.statusCode, ignored).toBe(200);
      expect(full.rawPayload.length).toBe(video.length);
    }
  });

  it('refuses an attachment of another type and keeps none of the request', async () => {
    const before = storedFiles().length;
    const res = await send(
      '/api/files/attachments',
      multipartBody([
        { filename: 'brief.pdf', contentType: 'application/pdf', content: samplePdf() },
        {
          filename: 'run.exe',
          contentType: 'application/pdf',
          content: Buffer.from('MZ\x90\x00 not a pdf at all'),
        },
      ]),
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Only PDF, MP4, JPEG, PNG or WebP files are allowed');
    expect(storedFiles()).toHaveLength(before);
  });

  it('refuses a streamed attachment one byte over the limit with the 500MB message, keeping nothing', async () => {
    const before = storedFiles().length;
    const over = streamedMultipartBody({
      filename: 'big.mp4',
      contentType: 'video/mp4',
      head: sampleMp4(),
      size: ATTACHMENT_LIMIT + 1,
    });
    const res = await send('/api/files/attachments', over);
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({
      isSuccess: false,
      message: 'The max allowed file size is 500MB.',
      data: null,
    });
    expect(storedFiles()).toHaveLength(before);

    const atLimit = streamedMultipartBody({
      filename: 'ok.mp4',
      contentType: 'video/mp4',
      head: sampleMp4(),
      size: ATTACHMENT_LIMIT,
    });
    const ok = await send('/api/files/attachments', atLimit);
    expect(ok.statusCode).toBe(200);
    const served = await download(ok.json().data.fileNames[0] as string);
    expect(served.rawPayload.length).toBe(ATTACHMENT_LIMIT);
  });

  it('uses 500 MB (524288000 bytes) as the default attachment limit', async () => {
    const defaults = await testApp(dialect);
    try {
      expect(defaults.config.uploads).toMatchObject({
        maxAttachmentBytes: 524_288_000,
        maxPictureBytes: 10_485_760,
      });
    } finally {
      await defaults.close();
    }
  });

  it('limits how many attachments one request carries', async () => {
    const files = Array.from({ length: 11 }, (_, i) => ({
      filename: `${i}.pdf`,
      contentType: 'application/pdf',
      content: samplePdf(),
    }));
    const res = await send('/api/files/attachments', multipartBody(files));
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('You can upload up to 10 files at a time');
  });

  describe('malformed multipart bodies answer 400 with a message, never 500', () => {
    const boundary = '----collablyMalformed';
    const raw = (body: string | Buffer, contentType = `multipart/form-data; boundary=${boundary}`) => ({
      payload: Buffer.isBuffer(body) ? body : Buffer.from(body),
      headers: { 'content-type': contentType },
    });
    const fileHead = (field = 'file', filename = 'a.pdf') =>
      `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\n` +
      'Content-Type: application/pdf\r\n\r\n';
    const pdf = samplePdf().toString('latin1');
    const cases: [string, { payload: Buffer; headers: Record<string, string> }][] = [
      ['a body cut off mid-file', raw(fileHead() + pdf.slice(0, 20))],
      ['a body cut off inside the part headers', raw(`--${boundary}\r\nContent-Disposition: form-da`)],
      ['a body with another boundary than declared', raw(fileHead().replaceAll(boundary, 'other') + pdf)],
      ['a content type without a boundary', raw(fileHead() + pdf, 'multipart/form-data')],
      ['an empty body', raw('')],
      ['garbage instead of parts', raw('this is not multipart at all')],
      [
        'a part without a filename',
        raw(
          `--${boundary}\r\nContent-Disposition: form-data; name="file"\r\n\r\n${pdf}\r\n--${boundary}--\r\n`,
        ),
      ],
      [
        'a malformed part header',
        raw(`--${boundary}\r\nContent-Disposition form-data\r\n\r\nabc\r\n--${boundary}--\r\n`),
      ],
      ['only fields, no file', multipartBody([], { note: 'hello', other: 'x' })],
      [
        'too many extra fields',
        multipartBody([], Object.fromEntries(Array.from({ length: 12 }, (_, i) => [`f${i}`, 'x']))),
      ],
    ];
    for (const url of ['/api/files/images', '/api/files/attachments']) {
      it.each(cases)(`${url}: %s`, async (_name, body) => {
        const res = await send(url, body);
        expect(res.statusCode).toBe(400);
        const envelope = res.json<{ isSuccess: boolean; message: string; data: unknown }>();
        expect(envelope.isSuccess).toBe(false);
        expect(envelope.data).toBeNull();
        expect(envelope.message).toMatch(/^[A-Z]/);
        expect(envelope.message).not.toMatch(/Something went wrong/);
      });
    }

    it('accepts a file in another field and extra fields beside it, picture and attachments', async () => {
      const png = await samplePng(20, 20);
      const picture = await send(
        '/api/files/images',
        multipartBody([{ filename: 'p.png', contentType: 'image/png', content: png }], { note: 'hi' }),
      );
      expect(picture.statusCode).toBe(200);
      const attachments = await send(
        '/api/files/attachments',
        multipartBody(
          [{ field: 'anything', filename: 'a.pdf', contentType: 'application/pdf', content: samplePdf() }],
          {
            note: 'hi',
          },
        ),
      );
      expect(attachments.statusCode).toBe(200);
    });

    it('keeps nothing of an attachment request cut off after its first file', async () => {
      const before = storedFiles().length;
      const body = raw(
        `${fileHead('files', 'a.pdf')}${pdf}\r\n${fileHead('files', 'b.pdf')}${pdf.slice(0, 10)}`,
      );
      const res = await send('/api/files/attachments', body);
      expect(res.statusCode).toBe(400);
      expect(storedFiles().filter((f) => !f.startsWith('.upload-'))).toHaveLength(before);
    });
  });

  it('answers 404 for unknown names and anything that is not a stored name', async () => {
    for (const url of [
      '/files/AAAAAAAAAAAAAAAAAAAAAA.webp',
      '/files/..%2Fsecrets.json',
      '/files/secrets.json',
      '/files/x.webp',
    ]) {
      const res = await t.get(url);
      expect(res.statusCode, url).toBe(404);
      expect(res.json()).toEqual({ isSuccess: false, message: 'File not found', data: null });
    }
  });
});
