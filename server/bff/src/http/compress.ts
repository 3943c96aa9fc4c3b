import { promisify } from 'node:util';
import zlib from 'node:zlib';
import compression from 'compression';
import type { Request, RequestHandler } from 'express';

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/** Answers shorter than this go out as they are: compressing them saves less than it costs. */
export const COMPRESSION_THRESHOLD_BYTES = 1024;

/** Paths whose answers are never compressed here: images (already compressed) streamed from the store API. */
const NEVER_COMPRESSED = ['/uploads'];

export type StaticEncoding = 'br' | 'gzip';

/** The file name suffix of each precompressed copy the web build writes (web/scripts/precompress.mjs). */
export const STATIC_ENCODING_SUFFIX: Record<StaticEncoding, string> = { br: '.br', gzip: '.gz' };

/**
 * The precompressed copy to send, by the server's preference (Brotli, then gzip) among the codings the client
 * accepts (`q` above 0, directly or through `*`); undefined when it accepts neither, or sent no Accept-Encoding.
 * Browsers list gzip before br with equal weight, so the client's order is not a preference.
 */
export function acceptedStaticEncoding(acceptEncoding: string | undefined): StaticEncoding | undefined {
  if (!acceptEncoding) return undefined;
  const weights = new Map<string, number>();
  for (const part of acceptEncoding.split(',')) {
    const [rawName = '', ...params] = part.split(';');
    const name = rawName.trim().toLowerCase();
    if (!name) continue;
    let weight = 1;
    for (const param of params) {
      const match = /^\s*q\s*=\s*([0-9.]+)\s*$/i.exec(param);
      if (match) weight = Number(match[1]);
    }
    weights.set(name, Number.isFinite(weight) ? weight : 0);
  }
  const accepts = (coding: string) => (weights.get(coding) ?? weights.get('*') ?? 0) > 0;
  if (accepts('br')) return 'br';
  if (accepts('gzip')) return 'gzip';
  return undefined;
}

/**
 * Brotli's quality for a page kept in the page cache (compressed once, sent many times), and for one rendered for
 * one request. Quality 4 (what `compression` uses on the fly) took 1.03 ms for a 91 KB detail page, quality 3
 * 0.44 ms, for 15.6 KB instead of 15.0: about 4% of a cold page's CPU (BFF and API) for 4% more bytes (issue 32).
 */
export const BROTLI_QUALITY = { kept: 6, sentOnce: 3 } as const;

/**
 * A whole text compressed in one call on libuv's pool, for an answer that has it all at once (a page): streaming
 * it through `compression` cost the main thread a callback per 16 KB chunk.
 */
export function compressText(
  text: string,
  encoding: StaticEncoding,
  use: keyof typeof BROTLI_QUALITY,
): Promise<Buffer> {
  const input = Buffer.from(text);
  return encoding === 'br'
    ? brotli(input, {
        params: {
          [zlib.constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY[use],
          [zlib.constants.BROTLI_PARAM_SIZE_HINT]: input.length,
        },
      })
    : gzip(input, { level: 6 });
}

function isNeverCompressed(req: Request): boolean {
  const path = req.originalUrl.split('?', 1)[0] ?? '';
  return NEVER_COMPRESSED.some((prefix) => path === prefix || path.startsWith(`${prefix}/`));
}

/**
 * Brotli or gzip on the fly for text answers (pages, GraphQL, robots and sitemaps) of at least
 * COMPRESSION_THRESHOLD_BYTES, with `Vary: Accept-Encoding`. An answer that already has a Content-Encoding (a
 * precompressed file) or `Cache-Control: no-transform` is left alone, and so is everything under /uploads.
 */
export function compressAnswers(): RequestHandler {
  const compress = compression({ threshold: COMPRESSION_THRESHOLD_BYTES });
  // Skipped before the middleware wraps the response at all: the proxy streams its answer untouched.
  return (req, res, next) => (isNeverCompressed(req) ? next() : compress(req, res, next));
}
