import { once } from 'node:events';
import express, { type Request, type Response, type Router } from 'express';
import { LIMITS, type ProductSitemapEntry, type ProductSitemapMeta } from '@spectrum/shared';
import type { StoreAnswer } from '../datasources/store-api';
import { STORE_UNAVAILABLE_MESSAGE, StoreUnavailableError } from '../errors';
import { clientGoneSignal } from './client-gone';
import { storeApiForRequest, type RequestStoreApiOptions } from './request-store-api';

/** The public pages that are not products, as search engines should list them. */
export const PUBLIC_PAGES = ['/', '/product', '/blog', '/FAQ', '/about', '/contact'] as const;

/** Pages behind a sign-in, or of one visitor, that search engines have no use for; and the API itself. */
export const PRIVATE_PATHS = [
  '/profile',
  '/cart',
  '/order-track',
  '/wistlist',
  '/notification',
  '/chat',
  '/login',
  '/register',
  '/forget-password',
  '/graphql',
] as const;

/** Product ids each store API call of a sitemap file asks for: ten calls fill a file. */
const SITEMAP_PAGE_SIZE = LIMITS.maxSitemapPageSize;

/** Crawlers fetch these often; an hour keeps a new product from waiting long. */
const CACHE_CONTROL = 'public, max-age=3600';

const XML_TYPE = 'application/xml; charset=utf-8';

const XML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' };

export function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => XML_ESCAPES[character] ?? character);
}

export interface MachinesOptions extends RequestStoreApiOptions {
  /** PUBLIC_ORIGIN: every URL is written with it, never with the request's Host, which the client chooses. */
  publicOrigin: string;
}

/** Which ids sitemap file `n` covers: a fixed id range, so a file never holds more than its share of URLs. */
function idRangeOf(fileNumber: number): { after: number; through: number } {
  return { after: (fileNumber - 1) * LIMITS.sitemapFileUrls, through: fileNumber * LIMITS.sitemapFileUrls };
}

function productFileCount(lastId: number | null): number {
  return lastId === null ? 0 : Math.ceil(lastId / LIMITS.sitemapFileUrls);
}

function sendXml(res: Response, xml: string): void {
  res.status(200).setHeader('content-type', XML_TYPE);
  res.setHeader('cache-control', CACHE_CONTROL);
  res.send(xml);
}

/**
 * /robots.txt, /sitemap.xml (a sitemap index), /sitemap-pages.xml and /sitemap-products-N.xml. Product files
 * cover fixed id ranges of LIMITS.sitemapFileUrls ids, so none can exceed the sitemaps.org limit of 50,000 URLs
 * and the index needs only the highest id; each file is streamed a page of ids at a time, never held whole.
 */
export function machineReadable(options: MachinesOptions): Router {
  const router = express.Router();
  const origin = options.publicOrigin;

  const storeApi = (req: Request, res: Response) => storeApiForRequest(options, req, res);

  /** Answers a store API failure met before anything was sent (nothing when the client is gone). */
  function refuse(res: Response, error: unknown): void {
    if (res.headersSent || res.destroyed) return;
    if (error instanceof StoreUnavailableError) res.setHeader('retry-after', String(error.retryAfterSeconds));
    else options.logger.warn({ err: error }, 'sitemap could not be read from the store API');
    res.status(503).type('text/plain').setHeader('cache-control', 'no-store').send(STORE_UNAVAILABLE_MESSAGE);
  }

  router.get('/robots.txt', (_req, res) => {
    const lines = [
      'User-agent: *',
      'Allow: /',
      ...PRIVATE_PATHS.map((path) => `Disallow: ${path}`),
      '',
      `Sitemap: ${origin}/sitemap.xml`,
      '',
    ];
    res.status(200).type('text/plain').setHeader('cache-control', CACHE_CONTROL).send(lines.join('\n'));
  });

  router.get('/sitemap.xml', async (req, res) => {
    let answer: StoreAnswer<ProductSitemapEntry[], ProductSitemapMeta>;
    try {
      // Only the meta's highest id is needed: the smallest page there is.
      answer = await storeApi(req, res).products.sitemap({ query: { after: 0, through: 1, limit: 1 } });
    } catch (error) {
      return refuse(res, error);
    }
    const files = [
      '/sitemap-pages.xml',
      ...Array.from(
        { length: productFileCount(answer.meta.lastId) },
        (_, index) => `/sitemap-products-${index + 1}.xml`,
      ),
    ];
    sendXml(
      res,
      [
        '<?xml version="1.0" encoding="UTF-8"?>',
        '<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
        ...files.map((file) => `<sitemap><loc>${escapeXml(origin + file)}</loc></sitemap>`),
        '</sitemapindex>',
        '',
      ].join('\n'),
    );
  });

  router.get('/sitemap-pages.xml', (_req, res) => {
    sendXml(
      res,
      [
        '<?xml version="1.0" encoding="UTF-8"?>',
        '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
        ...PUBLIC_PAGES.map((page) => `<url><loc>${escapeXml(origin + page)}</loc></url>`),
        '</urlset>',
        '',
      ].join('\n'),
    );
  });

  router.get(/^\/sitemap-products-([1-9]\d{0,5})\.xml$/, async (req, res, next) => {
    const fileNumber = Number((req.params as Record<string, string>)[0]);
    const { through } = idRangeOf(fileNumber);
    const api = storeApi(req, res);
    let after = idRangeOf(fileNumber).after;
    let page: StoreAnswer<ProductSitemapEntry[], ProductSitemapMeta>;
    try {
      page = await api.products.sitemap({ query: { after, through, limit: SITEMAP_PAGE_SIZE } });
    } catch (error) {
      return refuse(res, error);
    }
    if (fileNumber > productFileCount(page.meta.lastId)) return next();

    res.status(200).setHeader('content-type', XML_TYPE);
    res.setHeader('cache-control', CACHE_CONTROL);
    const signal = clientGoneSignal(res);
    const write = async (text: string) => {
      if (!res.write(text)) await once(res, 'drain', { signal });
    };
    try {
      await write(
        '<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n',
      );
      for (;;) {
        const urls = page.data.map(
          (entry) =>
            `<url><loc>${escapeXml(`${origin}/product/detail/${entry.id}`)}</loc>` +
            `<lastmod>${escapeXml(entry.updated_at)}</lastmod></url>\n`,
        );
        await write(urls.join(''));
        if (page.meta.next === null) break;
        after = page.meta.next;
        page = await api.products.sitemap({ query: { after, through, limit: SITEMAP_PAGE_SIZE } });
      }
      res.end('</urlset>\n');
    } catch (error) {
      // Half a sitemap must not read as a whole one: the connection is cut, and the crawler tries again.
      if (!signal.aborted) options.logger.warn({ err: error, fileNumber }, 'sitemap file cut short');
      res.destroy();
    }
  });

  return router;
}
