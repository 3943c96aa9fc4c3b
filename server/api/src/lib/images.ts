import crypto from 'node:crypto';
import type { NextFunction, Request, Response } from 'express';
import multer from 'multer';
import sharp, { type Metadata } from 'sharp';
import { API_MESSAGES, LIMITS } from '@spectrum/shared';
import { HttpError, badRequest } from './errors';
import type { Storage } from './storage';

const ACCEPTED_FORMATS = new Set(['jpeg', 'png', 'webp', 'gif', 'avif', 'heif', 'tiff']);
const LARGE_SIZE = 1200;
const THUMB_SIZE = 480;
/**
 * The most pixels a photo may have. Decoding is what a photo costs (CPU and memory grow with its pixels, not its
 * bytes: a 116 KB PNG can declare 40 megapixels), so this bounds the work of every image route. 25 MP takes
 * every phone's default photo (the largest, 24 MP, is 5712 × 4284 on recent iPhones; most are 12 MP); the
 * 48–200 MP full-resolution modes are refused with a sentence asking for a smaller copy.
 */
export const MAX_IMAGE_PIXELS = LIMITS.maxImageMegapixels * 1_000_000;

/** Multipart parsing into memory with the caps applied before any byte reaches the disk. */
export function imageUpload(field: string, maxFiles: number, tooManyFilesMessage: string = API_MESSAGES.tooManyFiles) {
  const parser = multer({
    storage: multer.memoryStorage(),
    limits: { fileSize: LIMITS.maxUploadBytes, files: maxFiles, fields: 30, fieldSize: 64 * 1024, parts: 40 },
  }).array(field, maxFiles);
  return (req: Request, res: Response, next: NextFunction) => {
    parser(req, res, (error: unknown) => {
      if (!error) return next();
      if (error instanceof multer.MulterError) {
        if (error.code === 'LIMIT_FILE_SIZE') {
          return next(new HttpError(413, API_MESSAGES.uploadTooLarge, undefined, { code: 'IMAGE_TOO_LARGE' }));
        }
        if (error.code === 'LIMIT_FILE_COUNT' || error.code === 'LIMIT_UNEXPECTED_FILE') {
          return next(badRequest(tooManyFilesMessage, [{ field, message: tooManyFilesMessage }], 'TOO_MANY_FILES'));
        }
        return next(badRequest(error.message));
      }
      next(error);
    });
  };
}

/**
 * Checks by content that each buffer is a raster image (415 otherwise) of at most MAX_IMAGE_PIXELS (413
 * otherwise), from its header alone: nothing is decoded before every file of the request passed.
 */
export async function assertImages(files: readonly Express.Multer.File[]): Promise<void> {
  for (const file of files) {
    let meta: Metadata | undefined;
    try {
      meta = await sharp(file.buffer, { limitInputPixels: false }).metadata();
    } catch {
      meta = undefined;
    }
    if (!meta?.format || !ACCEPTED_FORMATS.has(meta.format)) throw new HttpError(415, API_MESSAGES.notAnImage);
    const pixels = (meta.width ?? 0) * (meta.height ?? 0);
    if (pixels > MAX_IMAGE_PIXELS) {
      throw new HttpError(413, API_MESSAGES.imageTooManyPixels(Math.ceil(pixels / 1_000_000)), undefined, {
        code: 'IMAGE_TOO_LARGE',
      });
    }
  }
}

/**
 * Re-encodes an image to WebP in two sizes (metadata stripped, orientation applied) and stores both
 * under a new random key in `folder`. Returns the key.
 */
export async function storeImage(storage: Storage, folder: string, input: Buffer): Promise<string> {
  const key = `${folder}/${crypto.randomBytes(12).toString('hex')}`;
  const source = () => sharp(input, { limitInputPixels: MAX_IMAGE_PIXELS }).rotate();
  let large: Buffer;
  let thumb: Buffer;
  try {
    large = await source()
      .resize(LARGE_SIZE, LARGE_SIZE, { fit: 'inside', withoutEnlargement: true })
      .webp({ quality: 82 })
      .toBuffer();
    thumb = await source().resize(THUMB_SIZE, THUMB_SIZE, { fit: 'cover' }).webp({ quality: 78 }).toBuffer();
  } catch {
    throw new HttpError(415, API_MESSAGES.notAnImage);
  }
  await storage.put(`${key}-large.webp`, large);
  await storage.put(`${key}-thumb.webp`, thumb);
  return key;
}

export async function deleteImage(storage: Storage, key: string): Promise<void> {
  await storage.delete(`${key}-large.webp`);
  await storage.delete(`${key}-thumb.webp`);
}

/**
 * Checks and stores uploaded photos under `folder`, then runs `work` (the transaction that lists them) with their
 * keys; when anything fails the stored files are removed again, so a failed write leaves no file and nothing
 * half-listed.
 */
export async function withStoredImages<T>(
  storage: Storage,
  folder: string,
  files: readonly Express.Multer.File[],
  work: (keys: string[]) => Promise<T>,
): Promise<T> {
  await assertImages(files);
  const keys: string[] = [];
  try {
    for (const file of files) keys.push(await storeImage(storage, folder, file.buffer));
    return await work(keys);
  } catch (error) {
    await Promise.all(keys.map((key) => deleteImage(storage, key).catch(() => undefined)));
    throw error;
  }
}
