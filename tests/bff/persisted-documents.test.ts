/**
 * Persisted documents and cacheable public GraphQL, over real HTTP against the real store API: the web's queries
 * by hash as GET, their Cache-Control from the schema's cache hints, and the production safelist.
 */
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NOT_IN_SAFELIST_MESSAGE, withTypenames } from '../../server/bff/src/http/persisted-documents';
import { fileTestApi } from '../support/api';
import { createProduct, createUser, type TestUser } from '../support/fixtures';
import { startTestBff, type TestBff } from './harness';

const MANIFEST = path.resolve(import.meta.dirname, '../../web/src/__generated__/persisted-documents.json');
const documents = Object.entries(JSON.parse(fs.readFileSync(MANIFEST, 'utf8')) as Record<string, string>);

/** The hash and text of the web's operation of that name. */
function webDocument(name: string): { hash: string; text: string } {
  const found = documents.find(([, text]) => new RegExp(`(^| )(query|mutation) ${name}\\b`).test(text));
  if (!found) throw new Error(`no persisted document named ${name}`);
  return { hash: found[0], text: found[1] };
}

interface Answer {
  status: number;
  headers: Headers;
  body: { data?: Record<string, unknown> | null; errors?: { message: string; extensions?: { code?: string } }[] };
}

/** A GET as Apollo Client's persisted-query link sends it: hash and variables in the address. */
async function getByHash(
  bff: TestBff,
  hash: string,
  variables: Record<string, unknown>,
  headers: Record<string, string> = {},
): Promise<Answer> {
  const address = new URL('/graphql', bff.origin);
  address.searchParams.set('variables', JSON.stringify(variables));
  address.searchParams.set('extensions', JSON.stringify({ persistedQuery: { version: 1, sha256Hash: hash } }));
  const response = await fetch(address, { headers: { 'apollo-require-preflight': 'true', ...headers } });
  return { status: response.status, headers: response.headers, body: (await response.json()) as Answer['body'] };
}

const { api } = await fileTestApi();
let open: TestBff;
let safelisted: TestBff;
let shopper: TestUser;
let productId: string;

beforeAll(async () => {
  [open, safelisted] = await Promise.all([
    startTestBff(api.origin),
    startTestBff(api.origin, { graphqlSafelist: true }),
  ]);
  const seller = await createUser(api.db, { role: 2 });
  shopper = await createUser(api.db, { role: 1 });
  productId = String(await createProduct(api.db, seller.id, { name: 'Teak bench', price: 1_250_000 }));
}, 120_000);

afterAll(async () => {
  await Promise.all([open?.close(), safelisted?.close()]);
});

describe('public queries by hash', () => {
  it('answers the detail page query as a GET that a shared cache may keep for a second', async () => {
    const { hash } = webDocument('ProductDetail');
    const answer = await getByHash(open, hash, { id: productId });

    expect(answer.status).toBe(200);
    expect(answer.body.errors).toBeUndefined();
    // With __typename on every object, as the web's cache asks for it.
    expect(answer.body.data?.product).toMatchObject({
      __typename: 'Product',
      id: productId,
      name: 'Teak bench',
      price: 1_250_000,
      brand: { __typename: 'Brand' },
    });
    expect(answer.headers.get('cache-control')).toBe('public, max-age=0, s-maxage=1, stale-while-revalidate=1');
    expect(answer.headers.get('x-accel-expires')).toMatch(/^@\d+$/);
    expect(answer.headers.get('vary')?.toLowerCase()).toContain('x-access-token');
  });

  it('makes the list, suggestions and latest reviews public too', async () => {
    const list = await getByHash(open, webDocument('ProductList').hash, { page: 1, limit: 6 });
    const suggestions = await getByHash(open, webDocument('SearchSuggestions').hash, { text: 'teak' });
    const reviews = await getByHash(open, webDocument('LatestReviews').hash, { page: 1 });

    for (const answer of [list, suggestions, reviews]) {
      expect(answer.body.errors).toBeUndefined();
      expect(answer.headers.get('cache-control')).toMatch(/^public, /);
    }
  });

  it('never lets a shared cache keep an answer asked with a session token', async () => {
    const answer = await getByHash(
      open,
      webDocument('ProductDetail').hash,
      { id: productId },
      { 'x-access-token': shopper.token },
    );

    expect(answer.body.data?.product).toMatchObject({ id: productId });
    expect(answer.headers.get('cache-control')).toBe('private, no-store');
    expect(answer.headers.get('x-accel-expires')).toBeNull();
  });

  it("keeps a signed-in person's own data private", async () => {
    const answer = await getByHash(
      open,
      webDocument('UnreadNotificationCount').hash,
      {},
      {
        'x-access-token': shopper.token,
      },
    );

    expect(answer.body.data).toEqual({ unreadNotificationCount: 0 });
    expect(answer.headers.get('cache-control')).toBe('private, no-store');
  });

  it('keeps POST answers and failed answers out of shared caches', async () => {
    const posted = await open.gql(webDocument('ProductDetail').text, { id: productId });
    const failed = await getByHash(open, webDocument('ProductDetail').hash, { id: 'not-a-number' });

    expect(posted.body.data?.product).toMatchObject({ id: productId });
    expect(posted.headers.get('cache-control')).toBe('private, no-store');
    expect(failed.body.errors?.length).toBeGreaterThan(0);
    expect(failed.headers.get('cache-control')).toBe('private, no-store');
  });

  it('runs the text when a client sends it with a hash it does not have', async () => {
    const answer = await open.gql(
      `query Name($id: ID!) { product(id: $id) { name } }`,
      { id: productId },
      { headers: { 'apollo-require-preflight': 'true' } },
    );
    expect(answer.body.data).toEqual({ product: { name: 'Teak bench' } });

    const response = await fetch(`${open.origin}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        query: `query Name($id: ID!) { product(id: $id) { name } }`,
        variables: { id: productId },
        extensions: { persistedQuery: { version: 1, sha256Hash: webDocument('ProductDetail').hash } },
      }),
    });
    expect(await response.json()).toEqual({ data: { product: { name: 'Teak bench' } } });
  });
});

describe('the safelist (GRAPHQL_SAFELIST in production)', () => {
  it("runs the web's documents, by hash or as the same text", async () => {
    const { hash, text } = webDocument('ProductDetail');
    const byHash = await getByHash(safelisted, hash, { id: productId });
    const byText = await safelisted.gql(withTypenames(text), { id: productId });

    expect(byHash.body.data?.product).toMatchObject({ name: 'Teak bench' });
    expect(byText.body.data?.product).toMatchObject({ name: 'Teak bench' });
  });

  it('refuses any other operation before it runs', async () => {
    const calls = await safelisted.callsDuring(async () => {
      const adHoc = await safelisted.gql(`{ product(id: "${productId}") { name price } }`);
      expect(adHoc.status).toBe(400);
      expect(adHoc.body.errors?.[0]).toMatchObject({
        message: NOT_IN_SAFELIST_MESSAGE,
        extensions: { code: 'PERSISTED_QUERY_NOT_ALLOWED' },
      });
    });
    expect(calls).toEqual([]);
  });

  it('takes no new documents by hash', async () => {
    const text = `{ brands { name } }`;
    const hash = 'a'.repeat(64);
    const unknown = await getByHash(safelisted, hash, {});
    expect(unknown.body.errors?.[0]?.extensions?.code).toBe('PERSISTED_QUERY_NOT_FOUND');

    const response = await fetch(`${safelisted.origin}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query: text, extensions: { persistedQuery: { version: 1, sha256Hash: hash } } }),
    });
    expect(response.status).toBe(400);
    const again = await getByHash(safelisted, hash, {});
    expect(again.body.errors?.[0]?.extensions?.code).toBe('PERSISTED_QUERY_NOT_FOUND');
  });
});
