import type { Request, Response } from 'express';
import { acceptedStaticEncoding, compressText, COMPRESSION_THRESHOLD_BYTES } from './compress';
import { matchesIfNoneMatch, variantEtag, type PageAnswer, type PageCache, type RenderedPage } from './page-cache';

/**
 * A page anyone anonymous gets alike: a shared cache (CDN, nginx) may keep it for a second and answer it while it
 * asks again, so no edge serves a page more than about a second older than this replica's.
 */
export const PUBLIC_PAGE_CACHE_CONTROL = 'public, max-age=0, s-maxage=1, stale-while-revalidate=1';

/**
 * `X-Accel-Expires` for an answer a shared cache may keep `seconds` long. nginx keeps a cache's time in whole
 * seconds: from `s-maxage=1` alone, a page stored early in a second stays fresh to the end of the next one, up
 * to 2 s, and a price edit would show late. An absolute expiry (`@` and a Unix second, read by nginx and never
 * passed on to the client) ends its freshness with the current second instead (for one second), whatever the
 * fraction. Other caches ignore the header and count `s-maxage` exactly.
 */
export function edgeExpiry(seconds: number, nowMs = Date.now()): string {
  return `@${Math.floor(nowMs / 1000) + seconds - 1}`;
}
/** A page rendered for a request carrying credentials, or one whose data partly failed: never shared. */
export const PRIVATE_PAGE_CACHE_CONTROL = 'private, no-cache';

/**
 * Whether the request carries nothing that could make its page someone's own: no cookie, no Authorization,
 * no session token. Only such requests are answered from, and stored in, the page cache.
 */
export function isAnonymous(req: Request): boolean {
  return !req.headers.cookie && !req.headers.authorization && !req.headers['x-access-token'];
}

/** The cache's address of a page: its path and query as rendered (on PUBLIC_ORIGIN). */
function cacheAddress(address: URL): string {
  return `${address.pathname}${address.search}`;
}

/** `X-Cache` says how the page was answered: HIT, STALE, MISS, or BYPASS (not cacheable for this request). */
export type XCache = PageAnswer['outcome'] | 'BYPASS';

/**
 * Answers a rendered page: from the page cache for anonymous requests (with its validator, a 304 when the
 * client has it, and its compressed copy kept beside it), rendered afresh and private otherwise. False when
 * there is no rendered page (the caller answers with the shell).
 */
export async function answerPage(
  req: Request,
  res: Response,
  address: URL,
  options: {
    cache?: PageCache;
    render: () => Promise<RenderedPage | null>;
    setHeaders: (res: Response) => void;
    /** Told how each rendered page was answered (its X-Cache). */
    onAnswer?: (xCache: XCache) => void;
  },
): Promise<boolean> {
  const { cache } = options;
  if (!cache || !isAnonymous(req)) {
    const rendered = await options.render();
    if (!rendered || res.destroyed) return rendered !== null;
    await sendFresh(req, res, rendered, cache ? 'BYPASS' : undefined, options.setHeaders);
    if (cache) options.onAnswer?.('BYPASS');
    return true;
  }
  const key = cacheAddress(address);
  const answer = await cache.get(key, options.render);
  if (!answer || res.destroyed) return answer !== null;
  const { cached } = answer;
  if (!cached) {
    await sendFresh(req, res, answer, 'BYPASS', options.setHeaders);
    options.onAnswer?.('BYPASS');
    return true;
  }
  options.onAnswer?.(answer.outcome);
  res.setHeader('x-cache', answer.outcome satisfies XCache);
  res.setHeader('cache-control', PUBLIC_PAGE_CACHE_CONTROL);
  res.setHeader('x-accel-expires', edgeExpiry(1));
  res.vary('Accept-Encoding');
  options.setHeaders(res);
  const encoding = pageEncoding(req, cached.html);
  const etag = variantEtag(cached.etag, encoding);
  res.setHeader('etag', etag);
  if (cached.status === 200 && matchesIfNoneMatch(req.get('if-none-match'), etag)) {
    res.status(304).end();
    return true;
  }
  const body = encoding ? await cache.variant(key, cached, encoding) : cached.html;
  if (res.destroyed) return true;
  if (encoding) res.setHeader('content-encoding', encoding);
  res.status(cached.status).type('html').send(body);
  return true;
}

/**
 * The coding a page goes out in: the best the client accepts, if the page is worth compressing. A string has at
 * least as many UTF-8 bytes as UTF-16 units, so its length answers for any page but a tiny one: counting a page's
 * bytes read the whole page once more, about 3% of a cold detail page's CPU.
 */
function pageEncoding(req: Request, html: string) {
  return html.length >= COMPRESSION_THRESHOLD_BYTES || Buffer.byteLength(html) >= COMPRESSION_THRESHOLD_BYTES
    ? acceptedStaticEncoding(req.get('accept-encoding'))
    : undefined;
}

/** A page rendered for this request alone, compressed here in one go (the compression middleware leaves it be). */
async function sendFresh(
  req: Request,
  res: Response,
  page: { status: number; html: string },
  xCache: XCache | undefined,
  setHeaders: (res: Response) => void,
): Promise<void> {
  if (xCache) {
    res.setHeader('x-cache', xCache);
    res.setHeader('cache-control', PRIVATE_PAGE_CACHE_CONTROL);
  } else {
    res.setHeader('cache-control', 'no-cache');
  }
  res.vary('Accept-Encoding');
  setHeaders(res);
  const encoding = pageEncoding(req, page.html);
  const body = encoding ? await compressText(page.html, encoding, 'sentOnce') : page.html;
  if (res.destroyed) return;
  if (encoding) res.setHeader('content-encoding', encoding);
  res.status(page.status).type('html').send(body);
}
