import { pipeline } from 'node:stream/promises';
import express, { Router, type RequestHandler } from 'express';
import { STORED_FILE_CACHE_CONTROL, type Storage } from './storage';

const nosniff = (res: express.Response) => res.setHeader('X-Content-Type-Options', 'nosniff');

/**
 * GET /uploads/<key>: the stored images. From local disk, the folder is served as it is; from a bucket, each
 * file is streamed from it (for stores that do not give the bucket's public URL to browsers). Either way a file
 * is cached for a year: its key never names other bytes.
 */
export function uploadsRoute(storage: Storage, uploadsDir: string): RequestHandler {
  if (storage.kind === 'local') {
    return express.static(uploadsDir, {
      index: false,
      dotfiles: 'deny',
      immutable: true,
      maxAge: '365d',
      setHeaders: nosniff,
    });
  }
  const router = Router();
  router.get('/*key', async (req, res, next) => {
    const parts = (req.params as { key?: string[] }).key ?? [];
    let file;
    try {
      file = await storage.get(parts.join('/'));
    } catch (error) {
      if (error instanceof Error && error.message.startsWith('Unsafe storage key')) return next();
      throw error;
    }
    if (!file) return next();
    nosniff(res);
    res.setHeader('Cache-Control', STORED_FILE_CACHE_CONTROL);
    res.setHeader('Content-Type', file.contentType);
    if (file.etag) res.setHeader('ETag', file.etag);
    if (file.etag && req.get('if-none-match') === file.etag) {
      file.body.destroy();
      return void res.status(304).end();
    }
    if (file.contentLength !== undefined) res.setHeader('Content-Length', String(file.contentLength));
    await pipeline(file.body, res).catch(() => res.destroy());
  });
  return router;
}
