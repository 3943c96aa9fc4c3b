import crypto from 'node:crypto';
import { createReadStream } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';

/** A stored file as it is read back: its bytes as a stream, and what to tell the client about them. */
export interface StoredFile {
  body: Readable;
  contentType: string;
  contentLength: number | undefined;
  etag: string | undefined;
}

/**
 * Where uploaded and generated images live: a folder on local disk (the embedded default), or any S3-compatible
 * bucket (lib/s3-storage.ts). Keys are server-generated, never taken from a client, and never rewritten: a new
 * picture gets a new key, so every stored file can be cached for good.
 */
export interface Storage {
  readonly kind: 'local' | 's3';
  /** Stores `body` under `key`, whole or not at all. */
  put(key: string, body: Buffer): Promise<void>;
  exists(key: string): Promise<boolean>;
  /** The file under `key`, or undefined when there is none. */
  get(key: string): Promise<StoredFile | undefined>;
  delete(key: string): Promise<void>;
}

/** The storage could not be reached or refused a write: nothing was stored, and the client may try again. */
export class StorageUnavailableError extends Error {
  constructor(cause: unknown) {
    super('The image storage did not answer', { cause });
    this.name = 'StorageUnavailableError';
  }
}

/** How every stored file may be cached: its key never names other bytes. */
export const STORED_FILE_CACHE_CONTROL = 'public, max-age=31536000, immutable';

const SAFE_KEY = /^[a-z0-9][a-z0-9/_-]*\.[a-z0-9]+$/;
const CONTENT_TYPES: Record<string, string> = { webp: 'image/webp', png: 'image/png', jpg: 'image/jpeg' };

/** Refuses a key that could leave the storage's root or that no code of ours makes. */
export function assertSafeKey(key: string): string {
  if (!SAFE_KEY.test(key) || key.includes('..')) throw new Error(`Unsafe storage key: ${key}`);
  return key;
}

/** The media type of a stored file, by its extension. */
export function contentTypeOf(key: string): string {
  return CONTENT_TYPES[key.slice(key.lastIndexOf('.') + 1)] ?? 'application/octet-stream';
}

export function createLocalStorage(root: string): Storage {
  const resolve = (key: string) => path.join(root, assertSafeKey(key));
  return {
    kind: 'local',
    async put(key, body) {
      const file = resolve(key);
      await fs.mkdir(path.dirname(file), { recursive: true });
      // Written whole under a temporary name, then renamed (atomic on one file system): a reader, another
      // replica writing the same key, or a crash mid-write never leaves a half-written image under the key.
      // The dot keeps the temporary file out of what /uploads serves.
      const temporary = path.join(
        path.dirname(file),
        `.${path.basename(file)}.${process.pid}.${crypto.randomBytes(6).toString('hex')}.tmp`,
      );
      try {
        await fs.writeFile(temporary, body);
        await fs.rename(temporary, file);
      } catch (error) {
        await fs.rm(temporary, { force: true });
        throw error;
      }
    },
    async exists(key) {
      try {
        await fs.access(resolve(key));
        return true;
      } catch {
        return false;
      }
    },
    async get(key) {
      const file = resolve(key);
      try {
        const stat = await fs.stat(file);
        return {
          body: createReadStream(file),
          contentType: contentTypeOf(key),
          contentLength: stat.size,
          etag: `"${stat.size.toString(16)}-${stat.mtimeMs.toString(16)}"`,
        };
      } catch {
        return undefined;
      }
    },
    async delete(key) {
      await fs.rm(resolve(key), { force: true });
    },
  };
}

/**
 * Public URLs of stored images. Every image URL an answer carries comes from here: `/uploads/<key>` (served by
 * the API, and proxied by the BFF) unless `IMAGE_PUBLIC_URL` names the bucket's or a CDN's public address.
 */
export class ImageUrls {
  constructor(private readonly base = '/uploads') {}

  /** The two sizes lib/images.ts stores for an image. */
  of(key: string): { large: string; thumb: string } {
    return { large: `${this.base}/${key}-large.webp`, thumb: `${this.base}/${key}-thumb.webp` };
  }
}

let imageUrls = new ImageUrls();

/**
 * Sets where image URLs point for this process (main.ts, from IMAGE_PUBLIC_URL). It is configuration, set
 * once at start: every answer of a process must name its images alike.
 */
export function useImageBase(base: string | undefined): void {
  imageUrls = new ImageUrls(base?.replace(/\/+$/, '') || undefined);
}

export const largeUrl = (key: string | null | undefined) => (key ? imageUrls.of(key).large : null);
export const thumbUrl = (key: string | null | undefined) => (key ? imageUrls.of(key).thumb : null);
