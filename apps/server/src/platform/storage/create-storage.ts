import path from 'node:path';
import type { Config } from '../../config';
import { createLocalStorage } from './local-storage';
import { createS3Client, createS3Storage } from './s3-storage';
import type { Storage } from './storage';

/** S3_BUCKET set: the bucket; otherwise the embedded default, DATA_DIR/uploads. */
export function createStorage(config: Pick<Config, 'dataDir' | 's3'>): Storage {
  if (config.s3) return createS3Storage(createS3Client(config.s3), config.s3.bucket);
  return createLocalStorage(path.join(config.dataDir, 'uploads'));
}
