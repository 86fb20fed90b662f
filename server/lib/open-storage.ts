import { join } from 'node:path';
import type { Env } from '../config/env.ts';
import { S3Storage } from './s3-storage.ts';
import { DiskStorage, type FileStorage } from './storage.ts';

/**
 * The photo store the configuration names: the S3_BUCKET when set (shared by every instance), otherwise
 * DATA_DIR/files on this machine's disk.
 */
export function openStorage(env: Env): FileStorage {
  if (!env.S3_BUCKET) return new DiskStorage(join(env.DATA_DIR, 'files'));
  return new S3Storage({
    bucket: env.S3_BUCKET,
    endpoint: env.S3_ENDPOINT,
    region: env.S3_REGION,
    // loadEnv refuses a bucket without both keys.
    accessKeyId: env.S3_ACCESS_KEY_ID!,
    secretAccessKey: env.S3_SECRET_ACCESS_KEY!,
    forcePathStyle: env.S3_FORCE_PATH_STYLE ?? env.S3_ENDPOINT !== undefined,
  });
}
