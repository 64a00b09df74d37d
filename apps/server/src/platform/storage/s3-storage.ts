import { Readable, Transform } from 'node:stream';
import { DeleteObjectCommand, GetObjectCommand, HeadObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import type { Config } from '../../config';
import { contentTypeOfName, type Storage } from './storage';

export type S3Settings = NonNullable<Config['s3']>;

/**
 * A client for AWS S3 or any S3-compatible service (MinIO, Cloudflare R2, DigitalOcean Spaces...).
 * With a custom endpoint, path-style addressing is used, which every such service understands.
 * Checksums are sent only where the API requires them: several S3-compatible services reject the
 * SDK's newer default of checksum trailers on every upload.
 */
export function createS3Client(settings: S3Settings): S3Client {
  return new S3Client({
    region: settings.region,
    endpoint: settings.endpoint,
    forcePathStyle: settings.endpoint !== undefined,
    credentials:
      settings.accessKeyId && settings.secretAccessKey
        ? { accessKeyId: settings.accessKeyId, secretAccessKey: settings.secretAccessKey }
        : undefined,
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
}

const isNotFound = (error: unknown) => {
  const e = error as { name?: string; $metadata?: { httpStatusCode?: number } };
  return e.name === 'NoSuchKey' || e.name === 'NotFound' || e.$metadata?.httpStatusCode === 404;
};

const isUnsatisfiableRange = (error: unknown) => {
  const e = error as { name?: string; $metadata?: { httpStatusCode?: number } };
  return e.name === 'InvalidRange' || e.$metadata?.httpStatusCode === 416;
};

/** The smallest part S3 accepts; memory per upload stays near queueSize × partSize (10 MB). */
const PART_BYTES = 5 * 1024 * 1024;

export function createS3Storage(client: S3Client, bucket: string): Storage {
  const storage: Storage = {
    async put(name, stream, contentType, options) {
      let bytes = 0;
      const counter = new Transform({
        transform(chunk: Buffer, _encoding, done) {
          bytes += chunk.length;
          done(null, chunk);
        },
      });
      stream.on('error', (error) => counter.destroy(error));
      // Multipart upload in 5 MB parts: the stream's length is unknown up front, and never held whole.
      const upload = new Upload({
        client,
        queueSize: 2,
        partSize: PART_BYTES,
        leavePartsOnError: false,
        params: {
          Bucket: bucket,
          Key: name,
          Body: stream.pipe(counter),
          ContentType: contentType,
          ...(options?.isPrivate
            ? { CacheControl: 'private, no-store', ContentDisposition: 'attachment' }
            : { CacheControl: 'public, max-age=31536000, immutable' }),
        },
      });
      await upload.done();
      return { bytes };
    },

    async get(name, range) {
      const rangeHeader = range ? `bytes=${range.start}-${range.end ?? ''}` : undefined;
      try {
        const object = await client.send(
          new GetObjectCommand({ Bucket: bucket, Key: name, Range: rangeHeader }),
        );
        if (!(object.Body instanceof Readable)) throw new Error(`S3 returned no readable body for ${name}`);
        const contentType = object.ContentType ?? contentTypeOfName(name);
        // 'bytes 0-99/1234': the part served and the whole size.
        const partial = /^bytes (\d+)-(\d+)\/(\d+)$/.exec(object.ContentRange ?? '');
        if (!partial) return { stream: object.Body, contentType, size: object.ContentLength ?? 0 };
        return {
          stream: object.Body,
          contentType,
          size: Number(partial[3]),
          range: { start: Number(partial[1]), end: Number(partial[2]) },
        };
      } catch (error) {
        if (isNotFound(error)) return null;
        // A range past the end: serve the whole file, as the local storage does.
        if (range && isUnsatisfiableRange(error)) return storage.get(name);
        throw error;
      }
    },

    async delete(name) {
      await client.send(new DeleteObjectCommand({ Bucket: bucket, Key: name }));
    },

    async exists(name) {
      try {
        await client.send(new HeadObjectCommand({ Bucket: bucket, Key: name }));
        return true;
      } catch (error) {
        if (isNotFound(error)) return false;
        throw error;
      }
    },
  };
  return storage;
}
