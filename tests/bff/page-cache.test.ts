/**
 * Anonymous pages from the BFF's page cache, against the real store API and BFF. The render is a stand-in entry
 * that asks the BFF's GraphQL for the product's name and price through the fetch the BFF hands it, as the real
 * entry does (tests/e2e/server-render.test.ts renders the real build).
 */
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApi, type TestApi } from '../support/api';
import { createProduct, createUser, type TestUser } from '../support/fixtures';
import { rawGet, type RawAnswer } from '../support/raw-http';
import { startTestBff, type TestBff } from './harness';

const INDEX_HTML = '<!doctype html><html><head></head><body><div id="root"></div></body></html>';
// A page that shows one product (its id from the address) and one more (?also=<id>), and pads itself past the
// compression threshold. `?broken` asks for a field the schema does not have: a failed answer.
const PRICE_ENTRY = `export async function renderPage(url, options) {
  const ids = [url.pathname.split('/').pop(), url.searchParams.get('also')].filter(Boolean);
  const field = url.searchParams.has('broken') ? 'nosuchfield' : 'price';
  const query = '{ ' + ids.map((id, i) => 'p' + i + ': product(id: "' + id + '") { id name ' + field + ' }').join(' ') + ' }';
  const response = await (options.fetch ?? fetch)(options.graphqlUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ query }),
    signal: options.signal,
  });
  const { data } = await response.json();
  const products = Object.values(data ?? {}).filter(Boolean);
  const apollo = Object.fromEntries(products.map((p) => ['Product:' + p.id, p]));
  return {
    kind: 'page',
    status: products.length ? 200 : 404,
    head: '',
    html: products.map((p) => '<p class="price" data-id="' + p.id + '">' + p.price + '</p>').join('') + '<i>' + '.'.repeat(2000) + '</i>',
    stateScript: '<script type="application/json" id="page-state">' + JSON.stringify({ apollo }) + '</script>',
  };
}
`;

let api: TestApi;
let bff: TestBff;
let dist: string;
let seller: TestUser;

beforeAll(async () => {
  api = await startTestApi();
  dist = await fs.mkdtemp(path.join(os.tmpdir(), 'spectrum-page-cache-'));
  await fs.writeFile(path.join(dist, 'index.html'), INDEX_HTML);
  await fs.writeFile(path.join(dist, 'price-entry.mjs'), PRICE_ENTRY);
  bff = await startTestBff(api.origin, {
    webDist: dist,
    webServerEntry: path.join(dist, 'price-entry.mjs'),
    pageCacheBytes: 1024 * 1024,
  });
  seller = await createUser(api.db, { role: 2 });
}, 120_000);
afterAll(async () => {
  await bff?.close();
  await api?.close();
  if (dist) await fs.rm(dist, { recursive: true, force: true });
});

const HTML = { accept: 'text/html' };
const priceOf = (answer: RawAnswer, id: number) =>
  new RegExp(`<p class="price" data-id="${id}">(\\d+)</p>`).exec(answer.body)?.[1];

describe('anonymous pages', () => {
  it('are rendered once, then answered from the cache with a public policy and a strong validator', async () => {
    const id = await createProduct(api.db, seller.id, { price: 120_000 });
    const first = await rawGet(bff.origin, `/product/detail/${id}`, HTML);
    expect(first.status).toBe(200);
    expect(first.headers['x-cache']).toBe('MISS');
    expect(priceOf(first, id)).toBe('120000');
    const calls = await bff.callsDuring(async () => {
      const second = await rawGet(bff.origin, `/product/detail/${id}`, HTML);
      expect(second.headers['x-cache']).toBe('HIT');
      expect(second.body).toBe(first.body);
      expect(second.headers['cache-control']).toBe('public, max-age=0, s-maxage=1, stale-while-revalidate=1');
      expect(second.headers.etag).toMatch(/^"[\w-]{32}"$/);
      expect(second.headers.etag).toBe(first.headers.etag);
      expect(second.headers['content-security-policy']).toContain("default-src 'self'");
    });
    // A hit asks neither GraphQL nor the store API anything.
    expect(calls).toEqual([]);
  });

  it('answer 304 to the validator the client holds, for each coding apart', async () => {
    const id = await createProduct(api.db, seller.id);
    const plain = await rawGet(bff.origin, `/product/detail/${id}`, HTML);
    const br = await fetch(`${bff.origin}/product/detail/${id}`, { headers: { ...HTML, 'accept-encoding': 'br' } });
    expect(br.headers.get('content-encoding')).toBe('br');
    expect(br.headers.get('vary')).toMatch(/accept-encoding/i);
    expect(br.headers.get('etag')).toBe(plain.headers.etag!.replace(/"$/, '-br"'));
    // fetch decodes the body: it is the same page.
    expect(await br.text()).toBe(plain.body);
    const notModified = await rawGet(bff.origin, `/product/detail/${id}`, {
      ...HTML,
      'if-none-match': plain.headers.etag!,
    });
    expect(notModified.status).toBe(304);
    expect(notModified.body).toBe('');
    const otherCoding = await rawGet(bff.origin, `/product/detail/${id}`, {
      ...HTML,
      'accept-encoding': 'gzip',
      'if-none-match': plain.headers.etag!,
    });
    expect(otherCoding.status).toBe(200);
    expect(otherCoding.headers['content-encoding']).toBe('gzip');
  });

  it('are rendered afresh and private for a request with a cookie, a token or credentials', async () => {
    const id = await createProduct(api.db, seller.id);
    await rawGet(bff.origin, `/product/detail/${id}`, HTML);
    for (const header of <Record<string, string>[]>[
      { cookie: 'session=abc' },
      { 'x-access-token': seller.token },
      { authorization: 'Bearer abc' },
    ]) {
      const answer = await rawGet(bff.origin, `/product/detail/${id}`, { ...HTML, ...header });
      expect(answer.status).toBe(200);
      expect(answer.headers['x-cache']).toBe('BYPASS');
      expect(answer.headers['cache-control']).toBe('private, no-cache');
    }
  });

  it('are not kept when part of their data failed', async () => {
    const id = await createProduct(api.db, seller.id);
    for (let round = 0; round < 2; round += 1) {
      const answer = await rawGet(bff.origin, `/product/detail/${id}?broken`, HTML);
      expect(answer.headers['x-cache']).toBe('BYPASS');
      expect(answer.headers['cache-control']).toBe('private, no-cache');
    }
  });

  it("run their render's GraphQL in the BFF's own process, never over HTTP", async () => {
    const id = await createProduct(api.db, seller.id);
    const requests: string[] = [];
    const record = (req: { url?: string }) => requests.push(req.url ?? '');
    bff.server.httpServer.on('request', record);
    try {
      const answer = await rawGet(bff.origin, `/product/detail/${id}`, HTML);
      expect(answer.headers['x-cache']).toBe('MISS');
      expect(priceOf(answer, id)).toBeDefined();
    } finally {
      bff.server.httpServer.off('request', record);
    }
    expect(requests).toEqual([`/product/detail/${id}`]);
  });

  it('render concurrent misses of one page once', async () => {
    const id = await createProduct(api.db, seller.id);
    const calls = await bff.callsDuring(() =>
      Promise.all(Array.from({ length: 8 }, () => rawGet(bff.origin, `/product/detail/${id}?burst`, HTML))),
    );
    expect(calls.filter((call) => call.includes(`${id}`))).toHaveLength(1);
  });
});
