/** robots.txt and the sitemaps, through the BFF, from the real store API. */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { beforeAll, describe, expect, it } from 'vitest';
import { LIMITS } from '@spectrum/shared';
import { PRIVATE_PATHS, PUBLIC_PAGES } from '../../server/bff/src/http/machines';
import { fileTestApi } from '../support/api';
import { createProduct, createUser } from '../support/fixtures';
import { fileTestBff, startTestBff } from './harness';

const PUBLIC_ORIGIN = 'https://shop.example';

const { api } = await fileTestApi();
const bff = await fileTestBff(api.origin, { publicOrigin: PUBLIC_ORIGIN });
const live: number[] = [];
let archived: number;
let farId: number;

beforeAll(async () => {
  const seller = await createUser(api.db, { role: 2 });
  live.push(await createProduct(api.db, seller.id));
  archived = await createProduct(api.db, seller.id, { archived: true });
  live.push(await createProduct(api.db, seller.id, { stock: 0 }));
  // More than one store API page of ids in the first file, so it is streamed in several calls.
  const bulk = await api.db.query<{ id: number }>(
    `INSERT INTO products (seller_id, product_name, price, stock, brand_id, color_id, conditions)
     SELECT $1, 'Bulk chair ' || n, 1000, 1, 1, 1, 'new' FROM generate_series(1, $2) AS n RETURNING id`,
    [seller.id, LIMITS.maxSitemapPageSize],
  );
  live.push(...bulk.map((row) => row.id));
  // A product in the third file's id range: the second file's range is empty.
  await api.db.query('SELECT setval(pg_get_serial_sequence($1, $2), $3)', [
    'products',
    'id',
    2 * LIMITS.sitemapFileUrls + 6,
  ]);
  farId = await createProduct(api.db, seller.id);
}, 120_000);

const locsOf = (xml: string) => [...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].map((match) => match[1]);

describe('robots.txt', () => {
  it('allows the store, keeps crawlers out of private pages and names the sitemap', async () => {
    const response = await fetch(`${bff.origin}/robots.txt`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/plain; charset=utf-8');
    const lines = (await response.text()).split('\n');
    expect(lines.slice(0, 2)).toEqual(['User-agent: *', 'Allow: /']);
    for (const path of ['/profile', '/cart', '/order-track', '/graphql']) expect(lines).toContain(`Disallow: ${path}`);
    expect(lines.filter((line) => line.startsWith('Disallow: '))).toHaveLength(PRIVATE_PATHS.length);
    expect(lines).toContain(`Sitemap: ${PUBLIC_ORIGIN}/sitemap.xml`);
  });
});

describe('sitemaps', () => {
  it('indexes the pages file and one product file per id range, up to the highest id', async () => {
    const response = await fetch(`${bff.origin}/sitemap.xml`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/xml; charset=utf-8');
    const xml = await response.text();
    expect(xml).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>\n<sitemapindex xmlns="http:\/\/www.sitemaps.org/);
    expect(locsOf(xml)).toEqual([
      `${PUBLIC_ORIGIN}/sitemap-pages.xml`,
      `${PUBLIC_ORIGIN}/sitemap-products-1.xml`,
      `${PUBLIC_ORIGIN}/sitemap-products-2.xml`,
      `${PUBLIC_ORIGIN}/sitemap-products-3.xml`,
    ]);
  });

  it('lists the public pages that are not products', async () => {
    const xml = await (await fetch(`${bff.origin}/sitemap-pages.xml`)).text();
    expect(locsOf(xml)).toEqual(PUBLIC_PAGES.map((page) => `${PUBLIC_ORIGIN}${page}`));
  });

  it('streams every unarchived product of the first range with its last change, a store API page at a time', async () => {
    let xml = '';
    const calls = await bff.callsDuring(async () => {
      const response = await fetch(`${bff.origin}/sitemap-products-1.xml`);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toBe('application/xml; charset=utf-8');
      xml = await response.text();
    });
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>\n<urlset ')).toBe(true);
    expect(xml.endsWith('</urlset>\n')).toBe(true);
    expect(locsOf(xml)).toEqual(live.map((id) => `${PUBLIC_ORIGIN}/product/detail/${id}`));
    expect(locsOf(xml)).not.toContain(`${PUBLIC_ORIGIN}/product/detail/${archived}`);
    expect(xml.match(/<lastmod>\d{4}-\d\d-\d\dT[\d:.]+Z<\/lastmod>/g)).toHaveLength(live.length);
    expect(calls).toHaveLength(2);
    expect(calls[0]).toBe(
      `GET /api/products/sitemap?after=0&through=${LIMITS.sitemapFileUrls}&limit=${LIMITS.maxSitemapPageSize}`,
    );
  });

  it('answers an empty range with an empty file, the last one with its product, and past it 404', async () => {
    expect(locsOf(await (await fetch(`${bff.origin}/sitemap-products-2.xml`)).text())).toEqual([]);
    expect(locsOf(await (await fetch(`${bff.origin}/sitemap-products-3.xml`)).text())).toEqual([
      `${PUBLIC_ORIGIN}/product/detail/${farId}`,
    ]);
    expect((await fetch(`${bff.origin}/sitemap-products-4.xml`)).status).toBe(404);
    expect((await fetch(`${bff.origin}/sitemap-products-0.xml`)).status).toBe(404);
  });

  it('is compressed for a client that accepts it', async () => {
    const response = await fetch(`${bff.origin}/sitemap-products-1.xml`, { headers: { 'accept-encoding': 'br' } });
    expect(response.headers.get('content-encoding')).toBe('br');
    expect(locsOf(await response.text())).toHaveLength(live.length);
  });

  it('says the store is unavailable when the API cannot answer', async () => {
    const offline = await startTestBff('http://127.0.0.1:9', { publicOrigin: PUBLIC_ORIGIN });
    try {
      const response = await fetch(`${offline.origin}/sitemap.xml`);
      expect(response.status).toBe(503);
      expect(response.headers.get('cache-control')).toBe('no-store');
      expect((await fetch(`${offline.origin}/sitemap-products-1.xml`)).status).toBe(503);
    } finally {
      await offline.close();
    }
  });

  it('cuts the connection instead of ending a file whose later page failed', async () => {
    // A store API whose first page promises more and whose second page fails.
    const failing = http.createServer((req, res) => {
      const after = new URL(req.url ?? '/', 'http://api').searchParams.get('after');
      res.setHeader('content-type', 'application/json');
      if (after === '0') {
        res.end(
          JSON.stringify({
            status: 200,
            msg: 'OK',
            data: [{ id: 1, updated_at: '2026-01-01T00:00:00.000Z' }],
            meta: { next: 1, lastId: 9 },
          }),
        );
      } else {
        res.statusCode = 500;
        res.end(JSON.stringify({ status: 500, msg: 'Internal Server Error', data: null }));
      }
    });
    failing.listen(0, '127.0.0.1');
    await new Promise((resolve) => failing.once('listening', resolve));
    const broken = await startTestBff(`http://127.0.0.1:${(failing.address() as AddressInfo).port}`);
    try {
      // Whether the 200 and the first URLs went out before the cut depends on when compression flushes a
      // short answer; either way no client can read the file to its end.
      const wholeFile = fetch(`${broken.origin}/sitemap-products-1.xml`).then((response) => response.text());
      await expect(wholeFile).rejects.toThrow();
    } finally {
      await broken.close();
      failing.closeAllConnections();
      await new Promise((resolve) => failing.close(resolve));
    }
  });
});
