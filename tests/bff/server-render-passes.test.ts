import { getEventListeners } from 'node:events';
import v8 from 'node:v8';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ServerEntry } from '../../server/bff/src/http/server-render';
import { fileTestApi } from '../support/api';
import { createProduct, createUser } from '../support/fixtures';
import { startTestBff, type TestBff } from './harness';

/*
 * The web's real server render (web/src/entry-server.tsx) against a real BFF and store API: the catalogue's
 * pages name their queries in their route's prefetch, so React renders each once (issue 32: the detail page
 * rendered three times, product then reviews then the page). The BFF runs a render's GraphQL in its own process
 * (the store's useQuery is handed the prefetched answers); over HTTP, as the browser would, it must render alike.
 */
const { api } = await fileTestApi();
let bff: TestBff;
let productId: number;
let renderPage: ServerEntry['renderPage'];
/** The server render's kept static fragments (web/src/app/static-fragments-server.tsx), the same module it uses. */
const fragmentsModule = '../../web/src/app/static-fragments-server.tsx';
let fragments: { forgetStaticFragments(): void; rememberedFragments(): { kept: number; notKept: number } };

beforeAll(async () => {
  // The source, as the BFF calls its build (vitest compiles the TSX; the tests' own program has no JSX).
  const entry = '../../web/src/entry-server.tsx';
  ({ renderPage } = (await import(entry)) as ServerEntry);
  fragments = (await import(fragmentsModule)) as typeof fragments;
  bff = await startTestBff(api.origin);
  const seller = await createUser(api.db, { role: 2 });
  productId = await createProduct(api.db, seller.id, { name: 'Prefetched Walnut Stool' });
  // Its relatives (same brand and colour): cards on its page and in the list.
  await createProduct(api.db, seller.id, { name: 'Related Oak Chair' });
  await createProduct(api.db, seller.id, { name: 'Related Ash Table' });
  // A review puts the product's rating into its JSON-LD.
  const customer = await createUser(api.db, { role: 1 });
  await api.db.query(
    `INSERT INTO reviews (product_id, customer_id, seller_id, rating, title, body) VALUES ($1, $2, $3, 4, 'Fine', 'Sturdy.')`,
    [productId, customer.id, seller.id],
  );
});

afterAll(() => bff?.close());

type Transport = 'over HTTP' | 'in the BFF’s process';

const render = (address: string, transport: Transport = 'over HTTP') => {
  const signal = AbortSignal.timeout(20_000);
  return renderPage(new URL(address, bff.origin), {
    graphqlUrl: `${bff.origin}/graphql`,
    publicOrigin: 'https://spectrum.example',
    signal,
    execute:
      transport === 'over HTTP' ? undefined : bff.server.executeInProcess({ clientAddress: '127.0.0.1', signal }),
  });
};

describe.each<Transport>(['over HTTP', 'in the BFF’s process'])('the server render, its GraphQL %s', (transport) => {
  it.each([
    ['the detail page', () => `/product/detail/${productId}`],
    [
      'the detail page on its review tab, most helpful first',
      () => `/product/detail/${productId}?tab=review&reviewSort=helpful`,
    ],
    ['the list', () => '/product'],
    ['a searched, sorted list page', () => '/product?search=walnut&sort=cheapest&page=1'],
    ['an unknown product', () => '/product/detail/999999'],
  ])('renders %s in one pass', async (_name, address) => {
    const result = await render(address(), transport);
    if (result.kind !== 'page') throw new Error(`expected a page, got ${result.kind}`);
    expect(result.passes).toBe(1);
    if (!address().includes('999999')) expect(result.html).toContain('Prefetched Walnut Stool');
  });

  it.each([
    // The header and the footer, and one per product card: the detail page's two relatives, the list's three.
    ['the detail page', () => `/product/detail/${productId}`, 4],
    ['the list', () => '/product?page=1', 5],
    ['the landing page (its nav entry current)', () => '/', 2],
    ['the blog (its nav entry current)', () => '/blog', 2],
    ['a static page', () => '/about', 2],
    ['an unknown product', () => '/product/detail/999999', 2],
  ])('writes the fragments it kept into %s as rendering them in place would', async (_name, address, kept) => {
    fragments.forgetStaticFragments();
    const inPlace = await render(address(), transport);
    // Seen once, then rendered on its own after the second render; the third writes it from its HTML.
    await render(address(), transport);
    expect(fragments.rememberedFragments().kept).toBe(kept);
    const written = await render(address(), transport);
    if (inPlace.kind !== 'page' || written.kind !== 'page') throw new Error('expected pages');
    expect(inPlace.html).toContain('Copyright © 2019 Spectrum');
    expect(written.head).toBe(inPlace.head);
    expect(written.html).toBe(inPlace.html);
  });

  it('leaves no listener on its signal once the page is rendered', async () => {
    // A listener left on the render's signal keeps the whole render (its client, cache and answers) as long as
    // the signal lives: with AbortSignal.timeout, until the timeout, whatever the render took.
    const { signal } = new AbortController();
    const result = await renderPage(new URL(`/product/detail/${productId}`, bff.origin), {
      graphqlUrl: `${bff.origin}/graphql`,
      publicOrigin: 'https://spectrum.example',
      signal,
      execute:
        transport === 'over HTTP' ? undefined : bff.server.executeInProcess({ clientAddress: '127.0.0.1', signal }),
    });
    expect(result.kind).toBe('page');
    expect(getEventListeners(signal, 'abort')).toEqual([]);
  });

  it('writes the page (head, body and state) one byte a character', async () => {
    // A two-byte part made the whole page two bytes a character: Chakra's global styles as stylis hands them out,
    // the style names as Array.join wrote them, and every string literal equal to a name of the schema, which the
    // BFF had interned as a slice of its two-byte SDL ('Rating' in the product's JSON-LD). The page's data decides
    // the rest (a two-byte text stays so).
    const result = await render(`/product/detail/${productId}`, transport);
    if (result.kind !== 'page') throw new Error(`expected a page, got ${result.kind}`);
    expect(result.head).toContain('@layer reset');
    expect(result.html).toContain('"@type":"Rating"');
    // V8's serialiser tags a one-byte string '"' right after its two header bytes; a two-byte one is padded first.
    const width = (text: string) => (String.fromCharCode(v8.serialize(text)[2] ?? 0) === '"' ? 'one byte' : 'two');
    expect([result.head, result.html, result.stateScript].map(width)).toEqual(['one byte', 'one byte', 'one byte']);
  });

  it('still renders a page whose queries it was not told about, waiting for them', async () => {
    // The review page names no prefetch: its query is found by rendering, as before.
    const result = await render('/product/detail/review', transport);
    if (result.kind !== 'page') throw new Error(`expected a page, got ${result.kind}`);
    expect(result.passes).toBeGreaterThan(1);
  });
});

describe('the server render in the BFF’s process, the BFF without the build’s persisted documents', () => {
  it('sends the documents’ text when the BFF knows no hash', async () => {
    const unpersisted = await startTestBff(api.origin, {
      persistedDocumentsPath: '/nonexistent/persisted-documents.json',
    });
    try {
      const signal = AbortSignal.timeout(20_000);
      const result = await renderPage(new URL(`/product/detail/${productId}`, unpersisted.origin), {
        graphqlUrl: `${unpersisted.origin}/graphql`,
        publicOrigin: 'https://spectrum.example',
        signal,
        execute: unpersisted.server.executeInProcess({ clientAddress: '127.0.0.1', signal }),
      });
      if (result.kind !== 'page') throw new Error(`expected a page, got ${result.kind}`);
      expect(result.passes).toBe(1);
      expect(result.html).toContain('Prefetched Walnut Stool');
    } finally {
      await unpersisted.close();
    }
  });
});
