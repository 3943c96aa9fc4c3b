/**
 * Anonymous pages from the BFF's page cache, against the real store API and BFF. The render is a stand-in entry
 * that asks the BFF's GraphQL for the product's name and price through the `execute` the BFF hands it, as the real
 * entry does (tests/e2e/server-render.test.ts renders the real build).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiClient, fileTestApi } from '../support/api';
import { createProduct, createUser, type TestUser } from '../support/fixtures';
import { pollPage as pollPageAt, rawGet, type RawAnswer } from '../support/raw-http';
import { standInWeb, type StandInWeb } from '../support/stand-in-web';
import { startTestBff, type TestBff } from './harness';

// A page that shows one product (its id from the address) and one more (?also=<id>), and pads itself past the
// compression threshold. `?broken` asks for a field the schema does not have: a failed answer.
const PRICE_ENTRY = `export async function renderPage(url, options) {
  const own = url.pathname.startsWith('/product/detail/') ? url.pathname.split('/').pop() : null;
  const ids = [own, url.searchParams.get('also')].filter(Boolean);
  const field = url.searchParams.has('broken') ? 'nosuchfield' : 'price';
  const query = '{ ' + ids.map((id, i) => 'p' + i + ': product(id: "' + id + '") { id name ' + field + ' }').join(' ') + ' }';
  const answer = ids.length === 0 ? null : await options.execute({ query, hash: undefined, operationName: undefined, variables: {} });
  const { data } = answer ? answer.result : { data: {} };
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

const { api } = await fileTestApi();
let bff: TestBff;
let web: StandInWeb | undefined;
let seller: TestUser;

beforeAll(async () => {
  web = await standInWeb('page-cache', PRICE_ENTRY);
  bff = await startTestBff(api.origin, {
    webDist: web.dist,
    webServerEntry: web.entry,
    pageCacheBytes: 1024 * 1024,
  });
  seller = await createUser(api.db, { role: 2 });
  // Pages are cached only while the BFF hears the store's changes.
  await bff.server.storeEvents.ready();
}, 120_000);
afterAll(async () => {
  await bff?.close();
  await web?.remove();
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
    const metrics = await bff.server.metrics.registry.metrics();
    expect(metrics).toMatch(/page_answers_total\{cache="HIT",service="bff"\} [1-9]/);
    expect(metrics).toMatch(/page_cache_bytes\{service="bff"\} [1-9]\d{3}/);
    expect(metrics).toMatch(/page_cache_pages\{service="bff"\} [1-9]/);
    // Every render has ended: none runs or waits for a slot.
    expect(metrics).toMatch(/page_renders_in_flight\{service="bff"\} 0\n/);
    expect(metrics).toMatch(/page_renders_waiting\{service="bff"\} 0\n/);
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

const pollPage = (target: string, done: (answer: RawAnswer) => boolean, withinMs: number, origin = bff.origin) =>
  pollPageAt(origin, target, done, withinMs);

describe('a change in the store', () => {
  const editPrice = async (id: number, price: number) => {
    const answer = await apiClient(api.origin).patch(`/products/${id}`, { version: 1, price }, seller.token);
    expect(answer.status).toBe(200);
  };

  it("shows a seller's new price on the product's page within 2 s, never the old one after", async () => {
    const id = await createProduct(api.db, seller.id, { price: 300_000 });
    const target = `/product/detail/${id}`;
    await rawGet(bff.origin, target, HTML);
    expect((await rawGet(bff.origin, target, HTML)).headers['x-cache']).toBe('HIT');
    const edited = Date.now();
    await editPrice(id, 275_000);
    const seen = await pollPage(target, (answer) => priceOf(answer, id) === '275000', 2_000);
    expect(priceOf(seen.at(-1)!, id)).toBe('275000');
    expect(Date.now() - edited).toBeLessThan(2_000);
    // Once shown, the new price stays: no replica-local render of the old one comes back.
    for (let round = 0; round < 3; round += 1)
      expect(priceOf(await rawGet(bff.origin, target, HTML), id)).toBe('275000');
  });

  it('drops a page that shows the changed product among others, and the list pages', async () => {
    const [shown, other] = [
      await createProduct(api.db, seller.id),
      await createProduct(api.db, seller.id, { price: 1_000 }),
    ];
    const detail = `/product/detail/${shown}?also=${other}`;
    // A list page showing no product: kept under `catalogue` alone.
    const list = `/product?probe=${other}`;
    for (const target of [detail, list]) {
      await rawGet(bff.origin, target, HTML);
      expect((await rawGet(bff.origin, target, HTML)).headers['x-cache']).toBe('HIT');
    }
    await editPrice(other, 2_000);
    const seen = await pollPage(detail, (answer) => priceOf(answer, other) === '2000', 2_000);
    expect(priceOf(seen.at(-1)!, other)).toBe('2000');
    expect((await rawGet(bff.origin, list, HTML)).headers['x-cache']).not.toBe('HIT');
  });

  it('drops the page on every BFF replica, each with its own cache', async () => {
    const other = await startTestBff(api.origin, {
      webDist: web!.dist,
      webServerEntry: web!.entry,
      pageCacheBytes: 1024 * 1024,
    });
    try {
      await other.server.storeEvents.ready();
      const id = await createProduct(api.db, seller.id, { price: 50_000 });
      const target = `/product/detail/${id}`;
      for (const replica of [bff, other]) {
        await rawGet(replica.origin, target, HTML);
        expect((await rawGet(replica.origin, target, HTML)).headers['x-cache']).toBe('HIT');
      }
      await editPrice(id, 55_000);
      const started = Date.now();
      for (const replica of [bff, other]) {
        const seen = await pollPage(target, (answer) => priceOf(answer, id) === '55000', 2_000, replica.origin);
        expect(priceOf(seen.at(-1)!, id)).toBe('55000');
      }
      expect(Date.now() - started).toBeLessThan(2_000);
    } finally {
      await other.close();
    }
  });

  it('while the event stream is down, no page comes from the cache, and none kept before is trusted after', async () => {
    const id = await createProduct(api.db, seller.id);
    const target = `/product/detail/${id}`;
    await rawGet(bff.origin, target, HTML);
    expect((await rawGet(bff.origin, target, HTML)).headers['x-cache']).toBe('HIT');
    bff.server.storeEvents.stop();
    try {
      const meanwhile = await rawGet(bff.origin, target, HTML);
      expect(meanwhile.status).toBe(200);
      expect(meanwhile.headers['x-cache']).toBe('BYPASS');
      expect(meanwhile.headers['cache-control']).toBe('private, no-cache');
    } finally {
      bff.server.storeEvents.start();
      await bff.server.storeEvents.ready();
    }
    expect(bff.server.pageCache?.stats().pages).toBe(0);
    expect((await rawGet(bff.origin, target, HTML)).headers['x-cache']).toBe('MISS');
  });
});
