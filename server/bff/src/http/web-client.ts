import fs from 'node:fs';
import path from 'node:path';
import express, { type Request, type RequestHandler, type Response, type Router } from 'express';
import { matchPagePath, pageRedirectFor, PRODUCT_ID_PATTERN } from '@spectrum/shared/page-paths';
import { StoreUnavailableError, UpstreamError } from '../errors';
import { ClientGoneError } from './client-gone';
import { acceptedStaticEncoding, STATIC_ENCODING_SUFFIX, type StaticEncoding } from './compress';
import { storeApiForRequest, type RequestStoreApiOptions } from './request-store-api';
import { answerPage, type XCache } from './cached-pages';
import type { PageCache, RenderedPage } from './page-cache';
import type { RenderDocument } from './server-render';

const NOT_BUILT_PAGE = `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><title>Spectrum</title></head>
<body style="font-family: system-ui, sans-serif; margin: 3rem; color: #1a1a1a">
<h1>The web client is not built yet</h1>
<p>Run <code>npm run build</code>, then reload this page. The GraphQL API is at <a href="/graphql">/graphql</a>.</p>
</body>
</html>
`;

const NOT_SPA_ROUTES = ['/graphql', '/uploads', '/healthz'];

/**
 * The web client loads nothing from elsewhere: its own scripts and styles, photos from /uploads (or from
 * IMAGE_PUBLIC_URL's origin, the bucket's or CDN's, when images are served from there), blob: for photo previews
 * before upload, data: for small inline images. Inline styles stay allowed because Chakra (Emotion) writes its
 * styles at run time; scripts never run inline. Not applied to /graphql, whose Sandbox page loads Apollo's embed.
 */
export function webContentSecurityPolicy(imageOrigin?: string): string {
  return [
    "default-src 'self'",
    "script-src 'self'",
    "style-src 'self' 'unsafe-inline'",
    `img-src 'self' data: blob:${imageOrigin ? ` ${imageOrigin}` : ''}`,
    "font-src 'self' data:",
    "connect-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}

/**
 * The address a page is rendered at: PUBLIC_ORIGIN with the request's path and query, or null for a path that
 * begins with `//` or `/\`, which no page has and which `new URL(path, origin)` would read as another host.
 * An absolute-form target (`GET http://elsewhere.example/product HTTP/1.1`) gives its path only. The path is set
 * on the URL, never resolved against it, so whatever it holds, the origin stays PUBLIC_ORIGIN.
 */
export function pageAddress(req: Request, publicOrigin: string): URL | null {
  let target = req.originalUrl;
  if (!target.startsWith('/')) {
    try {
      const absolute = new URL(target);
      target = `${absolute.pathname}${absolute.search}`;
    } catch {
      return null;
    }
  }
  if (/^\/[\\/]/.test(target)) return null;
  const queryStart = target.indexOf('?');
  const url = new URL(publicOrigin);
  url.pathname = queryStart === -1 ? target : target.slice(0, queryStart);
  url.search = queryStart === -1 ? '' : target.slice(queryStart);
  // The setter drops tabs and newlines, which could join two slashes that the check above saw apart.
  return /^\/[\\/]/.test(url.pathname) ? null : url;
}

/**
 * index.html, read once it is there and kept: the build is read once per process, as its server render module
 * is (reading the file for every page cost about a hundredth of a cold render). A read that fails is tried again.
 */
function pageTemplate(indexFile: string): () => Promise<string | null> {
  let template: Promise<string | null> | undefined;
  return () => {
    template ??= fs.promises.readFile(indexFile, 'utf8').catch(() => {
      template = undefined;
      return null;
    });
    return template;
  };
}

async function renderPage(
  address: URL,
  template: () => Promise<string | null>,
  render: RenderDocument,
  req: Request,
): Promise<RenderedPage | null> {
  const shell = await template();
  return shell === null ? null : render(address, shell, { clientAddress: req.ip });
}

function pageSecurityHeaders(imageOrigin: string | undefined): (res: Response) => void {
  const policy = webContentSecurityPolicy(imageOrigin);
  return (res) => {
    res.setHeader('content-security-policy', policy);
    res.setHeader('x-frame-options', 'DENY');
  };
}

function isPageRequest(req: Parameters<RequestHandler>[0]): boolean {
  if (req.method !== 'GET' && req.method !== 'HEAD') return false;
  if (NOT_SPA_ROUTES.some((prefix) => req.path === prefix || req.path.startsWith(`${prefix}/`))) return false;
  const accept = req.get('accept') ?? '*/*';
  if (accept.includes('text/html')) return true;
  // A client that takes anything (curl, link checkers) gets the page unless the address names a file:
  // a missing script or image must stay a 404 rather than become the HTML page.
  return accept.includes('*/*') && !namesFile(req.path);
}

/** Whether an address's last segment has a dot, as every file of the web build does (`app.js`, `favicon.ico`). */
function namesFile(pathname: string): boolean {
  return pathname.slice(pathname.lastIndexOf('/') + 1).includes('.');
}

/** A handler of the build's files that page addresses skip: a page costs no look-up in the file system. */
function forFileAddresses(handler: RequestHandler): RequestHandler {
  return (req, res, next) => (namesFile(req.path) ? handler(req, res, next) : next());
}

/** Hashed assets change name when they change: cached for a year. Everything else is revalidated. */
function cacheControlFor(webDist: string, file: string): string {
  const hashedAsset = file.startsWith(path.join(webDist, 'assets') + path.sep);
  return hashedAsset ? 'public, max-age=31536000, immutable' : 'no-cache';
}

async function isFile(file: string): Promise<boolean> {
  try {
    return (await fs.promises.stat(file)).isFile();
  } catch {
    return false;
  }
}

/**
 * The build's precompressed copy of a file (`app.js.br`, `app.js.gz`) when the client accepts its coding, with
 * the original's type and cache policy; `Vary: Accept-Encoding` on every answer for a file that has copies.
 * Anything else falls through to the plain files.
 */
function precompressedFiles(webDist: string): RequestHandler {
  return async (req, res, next) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next();
    let relative: string;
    try {
      relative = decodeURIComponent(req.path);
    } catch {
      return next();
    }
    // Dot names (`..`, `.vite`) and NUL never reach the file system here; express.static answers them.
    if (relative.includes('\0') || relative.split(/[\\/]/).some((segment) => segment.startsWith('.'))) return next();
    const file = path.join(webDist, relative);
    if (!file.startsWith(webDist + path.sep)) return next();
    const encodings = Object.keys(STATIC_ENCODING_SUFFIX) as StaticEncoding[];
    const available = await Promise.all(
      encodings.map(async (encoding) => ((await isFile(file + STATIC_ENCODING_SUFFIX[encoding])) ? encoding : null)),
    );
    if (!available.some(Boolean) || !(await isFile(file))) return next();
    res.vary('Accept-Encoding');
    const encoding = acceptedStaticEncoding(req.get('accept-encoding'));
    if (!encoding || !available.includes(encoding)) return next();
    res.setHeader('content-encoding', encoding);
    res.setHeader('cache-control', cacheControlFor(webDist, file));
    res.type(path.extname(file));
    res.sendFile(file + STATIC_ENCODING_SUFFIX[encoding], { cacheControl: false, dotfiles: 'allow' }, (error) => {
      if (!error || res.headersSent) return;
      // The copy went away between the check and the send (a rebuild): the plain file answers.
      res.removeHeader('content-encoding');
      next();
    });
  };
}

type PageStatus = { status: 200 | 404 } | { status: 503; retryAfterSeconds: number };

/**
 * The HTTP status of a page address: 404 for an address no page of the web client has (shared PAGE_PATHS,
 * the routes of web/src/app/routes.tsx), for the menu's not-found page, and for a product the store API does
 * not have. When the store API cannot tell (down, overloaded), 503 with Retry-After: a crawler comes back
 * later instead of dropping the product or indexing an error, and a person still gets the page.
 */
async function pageStatus(
  store: RequestStoreApiOptions,
  address: URL | null,
  req: Request,
  res: Response,
): Promise<PageStatus> {
  const page = address && matchPagePath(address.pathname);
  if (!page || page.name === 'notFound') return { status: 404 };
  if (page.name !== 'productDetail') return { status: 200 };
  const id = page.params.id ?? '';
  if (!PRODUCT_ID_PATTERN.test(id)) return { status: 404 };
  try {
    await storeApiForRequest(store, req, res).products.detail({ params: { id } });
    return { status: 200 };
  } catch (error) {
    if (error instanceof UpstreamError && error.status === 404) return { status: 404 };
    if (!(error instanceof StoreUnavailableError || error instanceof ClientGoneError)) {
      store.logger.warn({ err: error }, 'product page status could not be read from the store API');
    }
    const retryAfterSeconds =
      error instanceof StoreUnavailableError || error instanceof UpstreamError ? (error.retryAfterSeconds ?? 1) : 1;
    return { status: 503, retryAfterSeconds };
  }
}

/**
 * The built web client (`web/dist`): files as they are or precompressed (hashed assets cached for a year, the
 * rest revalidated), and for any other page address the page rendered on the server (`render`, with its status:
 * 404 for 'Page cannot be found'), or else index.html, the shell the client-side router renders in the browser,
 * with the status of that address (pageStatus).
 */
export function webClient(
  webDist: string,
  store: RequestStoreApiOptions,
  options: {
    render?: RenderDocument;
    /** Anonymous rendered pages kept per replica (PAGE_CACHE_MB); every page is rendered when absent. */
    pageCache?: PageCache;
    /** Told how each rendered page was answered (X-Cache), for /metrics. */
    onPageAnswer?: (xCache: XCache) => void;
    publicOrigin: string;
    /** IMAGE_PUBLIC_URL's origin when images are served from a bucket or CDN: pages may load images from it. */
    imageOrigin?: string;
    /** Counts a page request against its address's limit; false when it was refused (and answered 429). */
    admitPage?: (req: Request, res: Response) => boolean;
  },
): Router {
  const router = express.Router();
  const resolvedDist = path.resolve(webDist);
  const indexFile = path.join(resolvedDist, 'index.html');
  const template = pageTemplate(indexFile);
  const setPageSecurityHeaders = pageSecurityHeaders(options.imageOrigin);
  router.use(forFileAddresses(precompressedFiles(resolvedDist)));
  router.use(
    forFileAddresses(
      express.static(resolvedDist, {
        index: false,
        dotfiles: 'ignore',
        setHeaders: (res, file) => {
          res.setHeader('cache-control', cacheControlFor(resolvedDist, file));
          if (file.endsWith('.html')) setPageSecurityHeaders(res);
        },
      }),
    ),
  );
  router.use(async (req, res, next) => {
    if (!isPageRequest(req)) return next();
    const redirectTo = pageRedirectFor(req.path);
    if (redirectTo) {
      const query = req.originalUrl.indexOf('?');
      res.redirect(301, query === -1 ? redirectTo : `${redirectTo}${req.originalUrl.slice(query)}`);
      return;
    }
    if (options.admitPage && !options.admitPage(req, res)) return;
    if (!fs.existsSync(indexFile)) {
      res.status(503).type('html').setHeader('cache-control', 'no-store').send(NOT_BUILT_PAGE);
      return;
    }
    // A rendered page knows its own status; the shell asks the store API for it.
    const address = pageAddress(req, options.publicOrigin);
    const { render } = options;
    if (render && address) {
      const answered = await answerPage(req, res, address, {
        cache: options.pageCache,
        render: () => renderPage(address, template, render, req),
        setHeaders: setPageSecurityHeaders,
        onAnswer: options.onPageAnswer,
      });
      if (answered || res.destroyed) return;
    }
    const page = await pageStatus(store, address, req, res);
    if (res.destroyed) return;
    res.status(page.status);
    if (page.status === 503) {
      res.setHeader('retry-after', String(page.retryAfterSeconds));
      res.setHeader('cache-control', 'no-store');
    } else {
      res.setHeader('cache-control', 'no-cache');
    }
    setPageSecurityHeaders(res);
    res.sendFile(indexFile);
  });
  return router;
}
