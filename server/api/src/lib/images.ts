import crypto from 'node:crypto';
import type { NextFunction, Request, Response } from 'express';
import multer from 'multer';
import sharp from 'sharp';
import { API_MESSAGES, LIMITS } from '@spectrum/shared';
import { HttpError, badRequest } from './errors';
import type { Storage } from './storage';

const ACCEPTED_FORMATS = new Set(['jpeg', 'png', 'webp', 'gif', 'avif', 'heif', 'tiff']);
const LARGE_SIZE = 1200;
const THUMB_SIZE = 480;
// Decompression bombs: a small file may declare a huge canvas; refuse beyond ~40 megapixels.
const MAX_INPUT_PIXELS = 40_000_000;

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

/** Checks by content that each buffer is a raster image; refuses the whole request otherwise (415). */
export async function assertImages(files: readonly Express.Multer.File[]): Promise<void> {
  for (const file of files) {
    let format: string | undefined;
    try {
      const meta = await sharp(file.buffer, { limitInputPixels: MAX_INPUT_PIXELS }).metadata();
      format = meta.format;
    } catch {
      format = undefined;
    }
    if (!format || !ACCEPTED_FORMATS.has(format)) throw new HttpError(415, API_MESSAGES.notAnImage);
  }
}

/**
 * Re-encodes an image to WebP in two sizes (metadata stripped, orientation applied) and stores both
 * under a new random key in `folder`. Returns the key.
 */
export async function storeImage(storage: Storage, folder: string, input: Buffer): Promise<string> {
  const key = `${folder}/${crypto.randomBytes(12).toString('hex')}`;
  const source = () => sharp(input, { limitInputPixels: MAX_INPUT_PIXELS }).rotate();
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
