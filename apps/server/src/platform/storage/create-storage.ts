import path from 'node:path';
import type { Config } from '../../config';
import { createLocalStorage } from './local-storage';
import type { Storage } from './storage';

/**
 * A storage whose implementation is loaded on first use: the AWS SDK takes a noticeable time to
 * import, and most processes (every test, every embedded install) never talk to S3.
 */
function lazyStorage(load: () => Promise<Storage>): Storage {
  let loaded: Promise<Storage> | undefined;
  const storage = () => (loaded ??= load());
  return {
    put: async (name, stream, contentType, options) =>
      (await storage()).put(name, stream, contentType, options),
    get: async (name) => (await storage()).get(name),
    delete: async (name) => (await storage()).delete(name),
    exists: async (name) => (await storage()).exists(name),
  };
}

/** Where the embedded default keeps uploads. */
export const localUploadsFolder = (dataDir: string) => path.join(dataDir, 'uploads');

/** S3_BUCKET set: the bucket; otherwise the embedded default, DATA_DIR/uploads. */
export function createStorage(config: Pick<Config, 'dataDir' | 's3'>): Storage {
  const { s3 } = config;
  if (s3) {
    return lazyStorage(async () => {
      const { createS3Client, createS3Storage } = await import('./s3-storage');
      return createS3Storage(createS3Client(s3), s3.bucket);
    });
  }
  return createLocalStorage(localUploadsFolder(config.dataDir));
}
