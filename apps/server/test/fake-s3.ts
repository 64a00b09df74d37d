import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { createS3Client, createS3Storage } from '../src/platform/storage/s3-storage';
import type { Storage } from '../src/platform/storage/storage';

type StoredObject = { body: Buffer; contentType: string; cacheControl?: string };

/**
 * An in-process S3 stand-in speaking just enough of the REST API (path-style PutObject, GetObject,
 * HeadObject, DeleteObject and multipart uploads) for the real @aws-sdk client, so the S3 storage is tested
 * over HTTP without a network. Signatures are not checked.
 */
export async function startFakeS3() {
  const objects = new Map<string, StoredObject>();
  const uploads = new Map<
    string,
    { key: string; contentType: string; cacheControl?: string; parts: Map<number, Buffer> }
  >();
  const requests: string[] = [];
  let nextUploadId = 1;

  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const url = new URL(req.url ?? '/', 'http://fake');
      const key = decodeURIComponent(url.pathname).replace(/^\/[^/]+\//, '');
      const body = Buffer.concat(chunks);
      const uploadId = url.searchParams.get('uploadId');
      const xml = (status: number, text: string) =>
        res
          .writeHead(status, { 'content-type': 'application/xml' })
          .end(`<?xml version="1.0" encoding="UTF-8"?>${text}`);
      requests.push(
        `${req.method} ${url.search.includes('uploads') ? 'create-multipart' : uploadId ? 'part' : 'object'}`,
      );

      if (req.method === 'POST' && url.searchParams.has('uploads')) {
        const id = `upload-${nextUploadId++}`;
        uploads.set(id, {
          key,
          contentType: String(req.headers['content-type'] ?? ''),
          cacheControl: req.headers['cache-control'],
          parts: new Map(),
        });
        return xml(
          200,
          `<InitiateMultipartUploadResult><Bucket>b</Bucket><Key>${key}</Key><UploadId>${id}</UploadId></InitiateMultipartUploadResult>`,
        );
      }
      if (req.method === 'PUT' && uploadId) {
        uploads.get(uploadId)?.parts.set(Number(url.searchParams.get('partNumber')), body);
        return res.writeHead(200, { etag: `"part-${url.searchParams.get('partNumber')}"` }).end();
      }
      if (req.method === 'POST' && uploadId) {
        const upload = uploads.get(uploadId);
        if (!upload) return xml(404, '<Error><Code>NoSuchUpload</Code></Error>');
        const ordered = [...upload.parts.entries()].sort(([a], [b]) => a - b).map(([, part]) => part);
        objects.set(upload.key, {
          body: Buffer.concat(ordered),
          contentType: upload.contentType,
          cacheControl: upload.cacheControl,
        });
        uploads.delete(uploadId);
        return xml(
          200,
          `<CompleteMultipartUploadResult><Bucket>b</Bucket><Key>${key}</Key><ETag>"done"</ETag></CompleteMultipartUploadResult>`,
        );
      }
      if (req.method === 'DELETE' && uploadId) {
        uploads.delete(uploadId);
        return res.writeHead(204).end();
      }
      if (req.method === 'PUT') {
        objects.set(key, {
          body,
          contentType: String(req.headers['content-type'] ?? ''),
          cacheControl: req.headers['cache-control'],
        });
        return res.writeHead(200, { etag: '"single"' }).end();
      }
      if (req.method === 'HEAD') {
        const object = objects.get(key);
        if (!object) return res.writeHead(404).end();
        return res
          .writeHead(200, { 'content-type': object.contentType, 'content-length': object.body.length })
          .end();
      }
      if (req.method === 'GET') {
        const object = objects.get(key);
        if (!object)
          return xml(
            404,
            `<Error><Code>NoSuchKey</Code><Message>The specified key does not exist.</Message><Key>${key}</Key></Error>`,
          );
        const range = /^bytes=(\d+)-(\d*)$/.exec(String(req.headers.range ?? ''));
        if (range) {
          const start = Number(range[1]);
          if (start >= object.body.length) return xml(416, '<Error><Code>InvalidRange</Code></Error>');
          const end = Math.min(range[2] ? Number(range[2]) : object.body.length - 1, object.body.length - 1);
          return res
            .writeHead(206, {
              'content-type': object.contentType,
              'content-length': end - start + 1,
              'content-range': `bytes ${start}-${end}/${object.body.length}`,
            })
            .end(object.body.subarray(start, end + 1));
        }
        return res
          .writeHead(200, { 'content-type': object.contentType, 'content-length': object.body.length })
          .end(object.body);
      }
      if (req.method === 'DELETE') {
        objects.delete(key);
        return res.writeHead(204).end();
      }
      return xml(405, '<Error><Code>MethodNotAllowed</Code></Error>');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const endpoint = `http://127.0.0.1:${port}`;
  return {
    endpoint,
    /** The product's S3 storage on this fake's 'media' bucket. */
    storage: (): Storage =>
      createS3Storage(
        createS3Client({
          bucket: 'media',
          endpoint,
          region: 'ap-south-1',
          accessKeyId: 'k',
          secretAccessKey: 's',
        }),
        'media',
      ),
    objects,
    openUploads: () => uploads.size,
    requests,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
