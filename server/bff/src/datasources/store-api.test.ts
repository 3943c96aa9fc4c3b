import { Response, type RequestInit } from 'node-fetch';
import { describe, expect, it, vi } from 'vitest';
import { StoreUnavailableError, UpstreamError } from '../errors';
import { createStoreApiClient, type FetchFunction, type SharedReads, type UploadedFile } from './store-api';

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

function storeWith(fetch: FetchFunction, token: string | null = 'secret-token') {
  return createStoreApiClient({ baseUrl: 'http://store.test/api', token, requestId: 'req-1', timeoutMs: 1_000, fetch });
}

describe('the store API client', () => {
  it('unwraps the envelope and forwards the token and the request id', async () => {
    const fetch = vi.fn<FetchFunction>(async () =>
      json(200, {
        status: 200,
        msg: 'OK',
        data: [{ id: 1 }],
        meta: { page: 2, limit: 6, totalData: 7, totalPage: 2, prev: 'page=1', next: null },
      }),
    );
    const answer = await storeWith(fetch).products.list({
      query: { page: 2, search: 'sofa', minPrice: null, categoryId: undefined },
    });
    expect(answer).toEqual({
      data: [{ id: 1 }],
      meta: { page: 2, limit: 6, totalData: 7, totalPage: 2, prev: 'page=1', next: null },
      msg: 'OK',
      status: 200,
    });
    const [url, init] = fetch.mock.calls[0]!;
    expect(String(url)).toBe('http://store.test/api/products?page=2&search=sofa');
    expect((init as RequestInit).headers).toMatchObject({ 'x-access-token': 'secret-token', 'x-request-id': 'req-1' });
  });

  it('sends no token header without a session', async () => {
    const fetch = vi.fn<FetchFunction>(async () => json(200, { status: 200, msg: 'OK', data: [], meta: null }));
    await storeWith(fetch, null).catalog.brands();
    expect((fetch.mock.calls[0]![1] as RequestInit).headers).not.toHaveProperty('x-access-token');
  });

  it('turns a 4xx into an UpstreamError with its sentence and fields', async () => {
    const errors = [{ field: 'price', message: 'price must be 0 or more' }];
    const store = storeWith(async () => json(400, { status: 400, msg: 'price must be 0 or more', data: null, errors }));
    await expect(store.transactions.quote({ body: { productList: [] } })).rejects.toEqual(
      new UpstreamError(400, 'price must be 0 or more', errors),
    );
  });

  it.each([
    ['a 500', async () => json(500, { status: 500, msg: 'boom', data: null })],
    ['a non-JSON answer', async () => new Response('<html>bad gateway</html>', { status: 502 })],
    [
      'a refused connection',
      async () => Promise.reject(Object.assign(new Error('connect ECONNREFUSED'), { code: 'ECONNREFUSED' })),
    ],
  ])('turns %s into StoreUnavailableError', async (_name, fetch) => {
    await expect(storeWith(fetch as FetchFunction).catalog.brands()).rejects.toBeInstanceOf(StoreUnavailableError);
  });

  it('gives up after its timeout', async () => {
    const hanging: FetchFunction = (_url, init) =>
      new Promise((_resolve, reject) => init?.signal?.addEventListener('abort', () => reject(new Error('aborted'))));
    const store = createStoreApiClient({
      baseUrl: 'http://store.test/api',
      token: null,
      requestId: 'r',
      timeoutMs: 50,
      fetch: hanging,
    });
    await expect(store.catalog.brands()).rejects.toBeInstanceOf(StoreUnavailableError);
  });

  it('sends a GET once more after a reset connection, but never a write', async () => {
    const reset = Object.assign(new Error('socket hang up'), { code: 'ECONNRESET' });
    const flaky = vi
      .fn<FetchFunction>()
      .mockRejectedValueOnce(reset)
      .mockResolvedValue(json(200, { status: 200, msg: 'OK', data: [], meta: null }));
    expect((await storeWith(flaky).catalog.colors()).data).toEqual([]);
    expect(flaky).toHaveBeenCalledTimes(2);

    const failingWrite = vi.fn<FetchFunction>().mockRejectedValue(reset);
    await expect(storeWith(failingWrite).auth.logout()).rejects.toBeInstanceOf(StoreUnavailableError);
    expect(failingWrite).toHaveBeenCalledTimes(1);
  });

  it('fills path parameters and joins a list in the query', async () => {
    const fetch = vi.fn<FetchFunction>(async () => json(200, { status: 200, msg: 'OK', data: [], meta: null }));
    await storeWith(fetch).products.byIds({ query: { ids: [3, 1, 2] } });
    await storeWith(fetch).transactions.cancelLine({ params: { lineId: 42 } });
    expect(fetch.mock.calls.map(([url, init]) => `${(init as RequestInit).method} ${String(url)}`)).toEqual([
      'GET http://store.test/api/products?ids=3%2C1%2C2',
      'POST http://store.test/api/transactions/lines/42/cancel',
    ]);
  });

  it("sends a body as JSON, or as a multipart form with the route's file field when files come", async () => {
    const fetch = vi.fn<FetchFunction>(async () => json(200, { status: 200, msg: 'OK', data: null, meta: null }));
    const store = storeWith(fetch);
    await store.products.restock({ params: { id: 7 }, body: { stock: 3 } });
    const photo: UploadedFile = { filename: 'a.png', mimetype: 'image/png', content: Buffer.from('png') };
    await store.products.update({ params: { id: 7 }, body: { version: 2, photos: '5,new' }, files: [photo] });
    const [restock, update] = fetch.mock.calls.map(([, init]) => init as RequestInit);
    expect(restock!.body).toBe('{"stock":3}');
    expect(restock!.headers).toMatchObject({ 'content-type': 'application/json' });
    const form = update!.body as unknown as { get(name: string): unknown; getAll(name: string): unknown[] };
    expect(form.get('version')).toBe('2');
    expect(form.get('photos')).toBe('5,new');
    expect(form.getAll('images')).toHaveLength(1);
  });

  it('answers a GET another operation of the same render already sent from that exchange, but never a write', async () => {
    const fetch = vi.fn<FetchFunction>(async () =>
      json(200, { status: 200, msg: 'OK', data: { id: 1, name: 'Sofa' }, meta: null }),
    );
    const sharedReads: SharedReads = new Map();
    const operation = () =>
      createStoreApiClient({
        baseUrl: 'http://store.test/api',
        token: null,
        requestId: 'req-1',
        timeoutMs: 1_000,
        fetch,
        sharedReads,
      });
    const [first, second] = await Promise.all([
      operation().products.detail({ params: { id: 1 } }),
      operation().products.detail({ params: { id: 1 } }),
    ]);
    expect(first.data).toEqual({ id: 1, name: 'Sofa' });
    expect(second.data).toEqual(first.data);
    expect(second.data).not.toBe(first.data);
    await operation().products.detail({ params: { id: 2 } });
    await operation().auth.logout();
    await operation().auth.logout();
    expect(fetch.mock.calls.map(([url, init]) => `${(init as RequestInit).method} ${String(url)}`)).toEqual([
      'GET http://store.test/api/products/details/1',
      'GET http://store.test/api/products/details/2',
      'DELETE http://store.test/api/auth/logout',
      'DELETE http://store.test/api/auth/logout',
    ]);
  });
});
