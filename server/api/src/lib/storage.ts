import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';

/** Where uploaded and generated images live. Keys are server-generated, never taken from a client. */
export interface Storage {
  put(key: string, body: Buffer): Promise<void>;
  exists(key: string): Promise<boolean>;
  delete(key: string): Promise<void>;
}

const SAFE_KEY = /^[a-z0-9][a-z0-9/_-]*\.[a-z0-9]+$/;

export function createLocalStorage(root: string): Storage {
  const resolve = (key: string) => {
    if (!SAFE_KEY.test(key) || key.includes('..')) throw new Error(`Unsafe storage key: ${key}`);
    return path.join(root, key);
  };
  return {
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
    async delete(key) {
      await fs.rm(resolve(key), { force: true });
    },
  };
}

/** Public URL paths of an image stored under `key` (see lib/images.ts for the two sizes). */
export const imageUrls = (key: string) => ({
  large: `/uploads/${key}-large.webp`,
  thumb: `/uploads/${key}-thumb.webp`,
});

export const largeUrl = (key: string | null | undefined) => (key ? imageUrls(key).large : null);
export const thumbUrl = (key: string | null | undefined) => (key ? imageUrls(key).thumb : null);
