import zlib from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { matchesIfNoneMatch, PageCache, variantEtag, type RenderedPage } from './page-cache';

function page(html: string, keys: string[] = ['catalogue'], cacheable = true): RenderedPage {
  return { status: 200, html, keys, cacheable };
}

function cacheAt(clock: { now: number }, maxBytes = 1_000_000) {
  return new PageCache({ maxBytes, freshSeconds: 10, staleSeconds: 5, now: () => clock.now });
}

/** A render the test ends when it likes. */
function deferred() {
  let resolve!: (value: RenderedPage | null) => void;
  const promise = new Promise<RenderedPage | null>((done) => (resolve = done));
  return { promise, resolve };
}

describe('PageCache', () => {
  it('renders a page once, then answers it from memory while it is fresh', async () => {
    const clock = { now: 0 };
    const cache = cacheAt(clock);
    let renders = 0;
    const render = async () => page(`<p>render ${++renders}</p>`);
    expect(await cache.get('/product', render)).toMatchObject({ outcome: 'MISS', html: '<p>render 1</p>' });
    clock.now = 9_999;
    const hit = await cache.get('/product', render);
    expect(hit).toMatchObject({ outcome: 'HIT', html: '<p>render 1</p>', status: 200 });
    expect(hit?.cached?.etag).toMatch(/^"[\w-]{32}"$/);
    expect(renders).toBe(1);
  });

  it('answers a stale page while one render replaces it, then renders anew once it is too old', async () => {
    const clock = { now: 0 };
    const cache = cacheAt(clock);
    let renders = 0;
    const render = async () => page(`<p>render ${++renders}</p>`);
    await cache.get('/', render);
    clock.now = 10_000;
    expect(await cache.get('/', render)).toMatchObject({ outcome: 'STALE', html: '<p>render 1</p>' });
    await new Promise((resolve) => setImmediate(resolve));
    expect(await cache.get('/', render)).toMatchObject({ outcome: 'HIT', html: '<p>render 2</p>' });
    clock.now = 10_000 + 15_000;
    expect(await cache.get('/', render)).toMatchObject({ outcome: 'MISS', html: '<p>render 3</p>' });
  });

  it('renders concurrent misses of one page once', async () => {
    const cache = cacheAt({ now: 0 });
    const gate = deferred();
    let renders = 0;
    const render = () => {
      renders += 1;
      return gate.promise;
    };
    const answers = Promise.all([cache.get('/a', render), cache.get('/a', render), cache.get('/a', render)]);
    gate.resolve(page('<p>a</p>'));
    expect((await answers).map((answer) => answer?.html)).toEqual(['<p>a</p>', '<p>a</p>', '<p>a</p>']);
    expect(renders).toBe(1);
  });

  it('drops the pages showing an invalidated key, and only those', async () => {
    const cache = cacheAt({ now: 0 });
    await cache.get('/product/detail/1', async () => page('<p>one</p>', ['product:1', 'product:2']));
    await cache.get('/product/detail/3', async () => page('<p>three</p>', ['product:3']));
    await cache.get('/product', async () => page('<p>list</p>', ['catalogue']));
    expect(cache.invalidate(['product:2'])).toBe(1);
    expect(cache.stats().pages).toBe(2);
    const again = await cache.get('/product/detail/1', async () => page('<p>one, new price</p>', ['product:1']));
    expect(again).toMatchObject({ outcome: 'MISS', html: '<p>one, new price</p>' });
    expect(await cache.get('/product/detail/3', async () => null)).toMatchObject({ outcome: 'HIT' });
    cache.clear();
    expect(cache.stats()).toMatchObject({ pages: 0, bytes: 0 });
  });

  it('keeps no render that was running when one of its keys changed, and starts a new one for the next request', async () => {
    const cache = cacheAt({ now: 0 });
    const old = deferred();
    const first = cache.get('/product/detail/1', () => old.promise);
    cache.invalidate(['product:1']);
    // A request after the change does not join the render that may have read the old price.
    const second = cache.get('/product/detail/1', async () => page('<p>new price</p>', ['product:1']));
    old.resolve(page('<p>old price</p>', ['product:1']));
    expect(await first).toMatchObject({ html: '<p>old price</p>' });
    expect(await second).toMatchObject({ html: '<p>new price</p>' });
    expect(await cache.get('/product/detail/1', async () => null)).toMatchObject({
      outcome: 'HIT',
      html: '<p>new price</p>',
    });
  });

  it('keeps no render that was running when the cache was cleared', async () => {
    const cache = cacheAt({ now: 0 });
    const old = deferred();
    const first = cache.get('/', () => old.promise);
    cache.clear();
    old.resolve(page('<p>before the loss</p>'));
    await first;
    expect(cache.stats().pages).toBe(0);
  });

  it('neither answers from nor keeps anything while changes are not heard', async () => {
    const live = { now: true };
    const cache = new PageCache({ maxBytes: 10_000, freshSeconds: 10, staleSeconds: 0, isLive: () => live.now });
    await cache.get('/', async () => page('<p>one</p>'));
    live.now = false;
    const answer = await cache.get('/', async () => page('<p>two</p>'));
    expect(answer).toMatchObject({ outcome: 'MISS', html: '<p>two</p>' });
    expect(answer?.cached).toBeUndefined();
    live.now = true;
    expect(await cache.get('/', async () => null)).toMatchObject({ outcome: 'HIT', html: '<p>one</p>' });
  });

  it('answers an uncacheable render without keeping it', async () => {
    const cache = cacheAt({ now: 0 });
    const answer = await cache.get('/', async () => page('<p>partial</p>', ['catalogue'], false));
    expect(answer).toMatchObject({ outcome: 'MISS', html: '<p>partial</p>' });
    expect(answer?.cached).toBeUndefined();
    expect(cache.stats().pages).toBe(0);
  });

  it('stays within its size, dropping the least recently used pages first', async () => {
    const cache = cacheAt({ now: 0 }, 250);
    const body = (name: string) => `<p>${name}</p>`.padEnd(100, '.');
    await cache.get('/a', async () => page(body('a')));
    await cache.get('/b', async () => page(body('b')));
    await cache.get('/a', async () => null);
    await cache.get('/c', async () => page(body('c')));
    expect(cache.stats()).toMatchObject({ pages: 2, bytes: 200 });
    expect(await cache.get('/a', async () => null)).toMatchObject({ outcome: 'HIT' });
    expect(await cache.get('/b', async () => null)).toBeNull();
    // A page larger than the whole cache is answered, never kept.
    expect(await cache.get('/big', async () => page('x'.repeat(300)))).toMatchObject({ outcome: 'MISS' });
    expect(cache.stats().bytes).toBeLessThanOrEqual(250);
  });

  it('compresses a page once per coding and counts the copy in its size', async () => {
    const cache = cacheAt({ now: 0 });
    const html = '<p>sofa</p>'.repeat(200);
    const answer = await cache.get('/', async () => page(html));
    const cached = answer!.cached!;
    const br = await cache.variant('/', cached, 'br');
    expect(zlib.brotliDecompressSync(br).toString()).toBe(html);
    expect(await cache.variant('/', cached, 'br')).toBe(br);
    const gz = await cache.variant('/', cached, 'gzip');
    expect(zlib.gunzipSync(gz).toString()).toBe(html);
    expect(cache.stats().bytes).toBe(html.length + br.length + gz.length);
  });
});

describe('validators', () => {
  it('name each coding apart and match If-None-Match lists, weak or strong, and *', () => {
    expect(variantEtag('"abc"', 'br')).toBe('"abc-br"');
    expect(variantEtag('"abc"', undefined)).toBe('"abc"');
    expect(matchesIfNoneMatch('"x", W/"abc-br"', '"abc-br"')).toBe(true);
    expect(matchesIfNoneMatch('*', '"abc"')).toBe(true);
    expect(matchesIfNoneMatch('"abc"', '"abc-br"')).toBe(false);
    expect(matchesIfNoneMatch(undefined, '"abc"')).toBe(false);
  });
});
