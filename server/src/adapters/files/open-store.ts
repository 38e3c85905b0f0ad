/**
 * The files store the configuration names (FILE_STORE): the database's by default, or the
 * S3-compatible bucket, checked at start so a wrong bucket, region, endpoint or key stops the
 * server with a message instead of failing the first upload.
 */
import type { Db } from '../../db/client';
import type { Env } from '../../env';
import { createDbFileStore } from './embedded';
import type { FileStore } from './index';

export interface OpenedStore {
  files: FileStore;
  /** Where contents go, for the start-up log. */
  description: string;
}

/**
 * Opens the configured store. The S3 client is loaded only when FILE_STORE=s3, so the default
 * start does not pay for it. Throws, naming the bucket and the reason, when it does not answer.
 */
export async function openFileStore(env: Env, db: Db): Promise<OpenedStore> {
  if (env.FILE_STORE !== 's3') {
    return { files: createDbFileStore(db), description: 'the database (file_blobs)' };
  }
  const s3 = await import('./s3');
  const config = s3.s3ConfigFrom(env);
  if (!config) throw new Error('FILE_STORE=s3 without its settings');
  const client = s3.createS3Client(config);
  await s3.checkBucket(client, config);
  return {
    files: s3.createS3FileStore({ client, config, db }),
    description: s3.describeBucket(config),
  };
}
