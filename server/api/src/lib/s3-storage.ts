import type { Readable } from 'node:stream';
import type { S3ServiceException } from '@aws-sdk/client-s3';
import {
  assertSafeKey,
  contentTypeOf,
  STORED_FILE_CACHE_CONTROL,
  StorageUnavailableError,
  type Storage,
} from './storage';

export interface S3StorageOptions {
  bucket: string;
  region: string;
  /** An S3-compatible server's address (MinIO, R2, s3rver); absent for AWS S3 itself. */
  endpoint: string | undefined;
  /** Bucket in the path (`endpoint/bucket/key`) rather than the host name: what MinIO and s3rver need. */
  forcePathStyle: boolean;
  /** Absent: the SDK's own chain (environment, instance role). */
  credentials: { accessKeyId: string; secretAccessKey: string } | undefined;
}

function isNotFound(error: unknown): boolean {
  const failure = error as Partial<S3ServiceException> | undefined;
  return failure?.name === 'NotFound' || failure?.name === 'NoSuchKey' || failure?.$metadata?.httpStatusCode === 404;
}

/**
 * Images in any S3-compatible bucket (AWS S3, Cloudflare R2, MinIO), so every API replica on any host reads
 * and writes the same pictures. An object appears whole or not at all, each with its media type and immutable
 * caching (a key never names other bytes). The SDK is loaded only when this storage is chosen.
 */
export async function createS3Storage(options: S3StorageOptions): Promise<Storage> {
  const { S3Client, PutObjectCommand, HeadObjectCommand, GetObjectCommand, DeleteObjectCommand } =
    await import('@aws-sdk/client-s3');
  const client = new S3Client({
    region: options.region,
    endpoint: options.endpoint,
    forcePathStyle: options.forcePathStyle,
    credentials: options.credentials,
  });
  const Bucket = options.bucket;
  /** Sends a command; a failure other than "not found" means the bucket is unavailable to us right now. */
  const send: typeof client.send = async (command: Parameters<typeof client.send>[0]) => {
    try {
      return await client.send(command);
    } catch (error) {
      throw isNotFound(error) ? error : new StorageUnavailableError(error);
    }
  };
  return {
    kind: 's3',
    async put(key, body) {
      await send(
        new PutObjectCommand({
          Bucket,
          Key: assertSafeKey(key),
          Body: body,
          ContentLength: body.length,
          ContentType: contentTypeOf(key),
          CacheControl: STORED_FILE_CACHE_CONTROL,
        }),
      );
    },
    async exists(key) {
      try {
        await send(new HeadObjectCommand({ Bucket, Key: assertSafeKey(key) }));
        return true;
      } catch (error) {
        if (isNotFound(error)) return false;
        throw error;
      }
    },
    async get(key) {
      try {
        const object = await send(new GetObjectCommand({ Bucket, Key: assertSafeKey(key) }));
        if (!object.Body) return undefined;
        return {
          body: object.Body as Readable,
          contentType: object.ContentType ?? contentTypeOf(key),
          contentLength: object.ContentLength,
          etag: object.ETag,
        };
      } catch (error) {
        if (isNotFound(error)) return undefined;
        throw error;
      }
    },
    async delete(key) {
      await send(new DeleteObjectCommand({ Bucket, Key: assertSafeKey(key) }));
    },
  };
}
