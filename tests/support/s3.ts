import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';
import type { S3StorageOptions } from '../../server/api/src/lib/s3-storage';

export interface TestS3 {
  /** What createS3Storage (or the API's S3_* settings) needs to reach the bucket. */
  options: S3StorageOptions;
  /** The bucket's public base URL: `${endpoint}/${bucket}`. */
  publicUrl: string;
  close(): Promise<void>;
}

/**
 * A real S3-protocol server (s3rver) on a free loopback port, with one empty bucket, its files in a temporary
 * folder: the storage tests speak the actual protocol through the AWS SDK, never a mock of it.
 */
export async function startTestS3(bucket = 'spectrum-images'): Promise<TestS3> {
  const directory = await fs.mkdtemp(path.join(os.tmpdir(), 'spectrum-s3-'));
  const server = new S3rver({
    port: 0,
    address: '127.0.0.1',
    directory,
    silent: true,
    configureBuckets: [{ name: bucket, configs: [] }],
  });
  const { port } = await server.run();
  const endpoint = `http://127.0.0.1:${port}`;
  return {
    options: {
      bucket,
      region: 'us-east-1',
      endpoint,
      forcePathStyle: true,
      // s3rver's fixed development credentials.
      credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
    },
    publicUrl: `${endpoint}/${bucket}`,
    async close() {
      await server.close();
      await fs.rm(directory, { recursive: true, force: true });
    },
  };
}
