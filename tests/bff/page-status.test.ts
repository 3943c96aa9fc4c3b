/**
 * The HTTP status of page addresses: the web client's HTML for every one of them, 404 for an address no route
 * has and for a product the store does not sell, 503 when the store API cannot tell.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PAGE_PATHS } from '@spectrum/shared/page-paths';
import { fileTestApi } from '../support/api';
import { createProduct, createUser } from '../support/fixtures';
import { INDEX_HTML, standInWeb, type StandInWeb } from '../support/stand-in-web';
import { startTestBff, type TestBff } from './harness';

const { api } = await fileTestApi();
let bff: TestBff;
let web: StandInWeb | undefined;
let live: number;
let soldOut: number;
let archived: number;

beforeAll(async () => {
  web = await standInWeb('page-status');
  bff = await startTestBff(api.origin, { webDist: web.dist });
  const seller = await createUser(api.db, { role: 2 });
  live = await createProduct(api.db, seller.id);
  soldOut = await createProduct(api.db, seller.id, { stock: 0 });
  archived = await createProduct(api.db, seller.id, { archived: true });
}, 120_000);
afterAll(async () => {
  await bff?.close();
  await web?.remove();
});

async function page(origin: string, address: string, init: RequestInit = {}) {
  const response = await fetch(`${origin}${address}`, { headers: { accept: 'text/html' }, ...init });
  return { status: response.status, headers: response.headers, body: await response.text() };
}

describe('page addresses of the web client', () => {
  it('answer 200 with the app for every route, in any case and with a query or a trailing slash', async () => {
    const addresses = [
      ...Object.values(PAGE_PATHS)
        .filter((pattern) => pattern !== PAGE_PATHS.notFound && pattern !== PAGE_PATHS.productDetail)
        .map((pattern) => pattern.replace(':id', '12')),
      '/faq',
      '/about/',
      '/product?search=oak&categoryId=2',
      '/Product/Detail/Review',
    ];
    const calls = await bff.callsDuring(async () => {
      for (const address of addresses) {
        const answer = await page(bff.origin, address);
        expect({ address, status: answer.status }).toEqual({ address, status: 200 });
        expect(answer.body).toBe(INDEX_HTML);
        expect(answer.headers.get('cache-control')).toBe('no-cache');
      }
    });
    // Only a product's page asks the store API anything.
    expect(calls).toEqual([]);
  });

  it("redirect /wishlist (any case, trailing slash, query kept) to the seed's /wistlist for good", async () => {
    for (const [address, location] of [
      ['/wishlist', '/wistlist'],
      ['/Wishlist/', '/wistlist'],
      ['/wishlist?from=menu', '/wistlist?from=menu'],
    ]) {
      const answer = await page(bff.origin, address!, { redirect: 'manual' });
      expect({ address, status: answer.status, location: answer.headers.get('location') }).toEqual({
        address,
        status: 301,
        location,
      });
    }
    expect((await page(bff.origin, '/wishlist/extra')).status).toBe(404);
  });

  it('answer 404 with the app (which shows its not-found page) for an address no route has', async () => {
    for (const address of ['/no-such-page', '/products/3', '/product/detail/1/extra', '/product/detail', '/s']) {
      const answer = await page(bff.origin, address);
      expect({ address, status: answer.status }).toEqual({ address, status: 404 });
      expect(answer.body).toBe(INDEX_HTML);
      expect(answer.headers.get('content-type')).toMatch(/^text\/html/);
      expect(answer.headers.get('content-security-policy')).toContain("script-src 'self'");
    }
    // A client that takes anything (curl) is told the same.
    const curl = await page(bff.origin, '/no-such-page', { headers: { accept: '*/*' } });
    expect(curl.status).toBe(404);
    expect(curl.body).toBe(INDEX_HTML);
    const head = await fetch(`${bff.origin}/no-such-page`, { method: 'HEAD', headers: { accept: 'text/html' } });
    expect(head.status).toBe(404);
  });
});

describe('product pages', () => {
  it('answer 200 for a product on sale or sold out, asking the store API once', async () => {
    for (const id of [live, soldOut]) {
      const calls = await bff.callsDuring(async () => {
        const answer = await page(bff.origin, `/product/detail/${id}`);
        expect(answer.status).toBe(200);
        expect(answer.body).toBe(INDEX_HTML);
      });
      expect(calls).toEqual([`GET /api/products/details/${id}`]);
    }
  });

  it('answer 404 for a product that is archived or never existed', async () => {
    for (const id of [archived, 999_999_999]) {
      const answer = await page(bff.origin, `/product/detail/${id}`);
      expect({ id, status: answer.status }).toEqual({ id, status: 404 });
      expect(answer.body).toBe(INDEX_HTML);
    }
  });

  it('answer 404 for an id that cannot be a product, without asking the store API', async () => {
    const calls = await bff.callsDuring(async () => {
      for (const id of ['abc', '0', '007', '-1', '1.5', '1000000000', '%E2%9C%93', '%']) {
        const answer = await page(bff.origin, `/product/detail/${id}`);
        expect({ id, status: answer.status }).toEqual({ id, status: 404 });
      }
    });
    expect(calls).toEqual([]);
  });

  it('answer 503 with Retry-After, still with the app, when the store API is down', async () => {
    // A port that was just free: nothing answers there.
    const closed = http.createServer();
    closed.listen(0, '127.0.0.1');
    await new Promise((resolve) => closed.once('listening', resolve));
    const { port } = closed.address() as AddressInfo;
    await new Promise((resolve) => closed.close(resolve));
    const offline = await startTestBff(`http://127.0.0.1:${port}`, { webDist: web!.dist });
    try {
      const answer = await page(offline.origin, `/product/detail/${live}`);
      expect(answer.status).toBe(503);
      expect(answer.headers.get('retry-after')).toMatch(/^[1-9]\d*$/);
      expect(answer.headers.get('cache-control')).toBe('no-store');
      expect(answer.body).toBe(INDEX_HTML);
      // Pages that need nothing from the store are unaffected.
      expect((await page(offline.origin, '/about')).status).toBe(200);
      expect((await page(offline.origin, '/no-such-page')).status).toBe(404);
    } finally {
      await offline.close();
    }
  });
});
