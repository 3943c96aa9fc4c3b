/**
 * Hostile input at the BFF's edge: ids beyond their column and broken multipart bodies are refused with a
 * 4xx naming the problem, never a 500, and nothing reaches the store API.
 */
import http from 'node:http';
import { beforeAll, describe, expect, it } from 'vitest';
import { fileTestApi } from '../support/api';
import { API_MESSAGES } from '@spectrum/shared';
import { createProduct, createUser } from '../support/fixtures';
import { dataOf, errorCodeOf, fileTestBff } from './harness';

const { api } = await fileTestApi();
const bff = await fileTestBff(api.origin);

describe('ids beyond their column', () => {
  it.each([
    ['brandId', '40000', 'filter.brandId', 'The brand must be at most 32767.'],
    ['colorId', '32768', 'filter.colorId', 'The colour must be at most 32767.'],
    ['categoryId', '2147483648', 'filter.categoryId', 'The category must be at most 2147483647.'],
  ])(
    'refuses products(filter: {%s: %s}) with BAD_USER_INPUT naming it, before calling the store',
    async (field, value, name, sentence) => {
      const calls = await bff.callsDuring(async () => {
        const response = await bff.gql(`{ products(filter: { ${field}: "${value}" }) { items { id } } }`);
        expect(errorCodeOf(response)).toBe('BAD_USER_INPUT');
        expect(response.body.errors?.[0]?.message).toBe(sentence);
        expect(response.body.errors?.[0]?.extensions?.fieldErrors).toEqual([{ field: name, message: sentence }]);
      });
      expect(calls).toEqual([]);
    },
  );

  it('refuses a search or cursor too long for the address of the store API, naming it', async () => {
    for (const [variables, field] of [
      [{ cursor: 'x'.repeat(100_000) }, 'cursor'],
      [{ filter: { search: 'x'.repeat(100_000) } }, 'filter.search'],
    ] as const) {
      const calls = await bff.callsDuring(async () => {
        const response = await bff.gql(
          'query ($filter: ProductFilter, $cursor: String) { products(filter: $filter, cursor: $cursor) { pageInfo { page } } }',
          variables,
        );
        expect(errorCodeOf(response)).toBe('BAD_USER_INPUT');
        expect(response.body.errors?.[0]?.message).toMatch(new RegExp(`^${field.replace('.', '\\.')} must be at most`));
      });
      expect(calls).toEqual([]);
    }
  });

  it('lets the largest smallint id through', async () => {
    const response = await bff.gql('{ products(filter: { brandId: "32767", colorId: "32767" }) { items { id } } }');
    expect(response.body.errors).toBeUndefined();
  });

  it('refuses a checkout with a payment id beyond smallint, or a product id beyond integer', async () => {
    const customer = await createUser(api.db);
    const mutation = `mutation ($input: CreateTransactionInput!) {
      createTransaction(input: $input) { __typename ... on InputValidationError { fieldErrors { field message } } }
    }`;
    const input = {
      items: [{ productId: '1', quantity: 1 }],
      receiverName: 'Ana',
      address: 'Jl. 1',
      phone: '+62 812 3456',
      paymentId: '1',
    };
    for (const [changed, field] of [
      [{ paymentId: '32768' }, 'paymentId'],
      [{ shipmentId: '32768' }, 'shipmentId'],
      [{ items: [{ productId: '2147483648', quantity: 1 }] }, 'items.0.productId'],
    ] as const) {
      const calls = await bff.callsDuring(async () => {
        const response = await bff.gql(mutation, { input: { ...input, ...changed } }, { token: customer.token });
        const errorField = (response.body.errors?.[0]?.extensions?.fieldErrors as { field: string }[] | undefined)?.[0]
          ?.field;
        const result = (response.body.data as { createTransaction?: { fieldErrors?: { field: string }[] } } | null)
          ?.createTransaction;
        expect(errorField ?? result?.fieldErrors?.[0]?.field).toBe(field);
      });
      expect(calls.filter((call) => call.startsWith('POST /api/transactions'))).toEqual([]);
    }
  });
});

/** Sends a raw request to the BFF and answers its status and body. */
function rawPost(
  origin: string,
  headers: Record<string, string>,
  body: Buffer,
): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const request = http.request(`${origin}/graphql`, { method: 'POST', headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () =>
        resolve({ status: response.statusCode ?? 0, body: Buffer.concat(chunks).toString('utf8') }),
      );
    });
    // The server may answer and close before the whole body is sent.
    request.on('error', reject);
    request.end(body);
  });
}

describe('broken multipart bodies', () => {
  const boundary = 'spectrum-boundary';
  // Signed in: a multipart body is read only for a live session (see 'multipart bodies from no one signed in').
  let headers: Record<string, string>;
  beforeAll(async () => {
    const { token } = await createUser(api.db);
    headers = {
      'content-type': `multipart/form-data; boundary=${boundary}`,
      'apollo-require-preflight': 'true',
      'x-access-token': token,
    };
  });

  it('answers a 2 MB unterminated body with a 4xx in the GraphQL error shape', async () => {
    const body = Buffer.concat([
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="operations"\r\n\r\n`),
      Buffer.alloc(2 * 1024 * 1024, 'a'),
    ]);
    const response = await rawPost(bff.origin, headers, body);
    expect([400, 413]).toContain(response.status);
    const parsed = JSON.parse(response.body) as { errors: { message: string; extensions: { code: string } }[] };
    expect(parsed.errors[0]?.extensions.code).toMatch(/^(BAD_REQUEST|PAYLOAD_TOO_LARGE)$/);
  });

  it('answers an operations field over its size limit with 413', async () => {
    const body = Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="operations"\r\n\r\n${'a'.repeat(2 * 1024 * 1024)}\r\n--${boundary}--\r\n`,
    );
    const response = await rawPost(bff.origin, headers, body);
    expect(response.status).toBe(413);
    expect(JSON.parse(response.body)).toMatchObject({ errors: [{ extensions: { code: 'PAYLOAD_TOO_LARGE' } }] });
  });

  it.each([
    [
      'operations that are not JSON',
      `--B\r\nContent-Disposition: form-data; name="operations"\r\n\r\nnot json\r\n--B--\r\n`,
    ],
    ['a map before no operations', `--B\r\nContent-Disposition: form-data; name="map"\r\n\r\n{}\r\n--B--\r\n`],
    ['no fields at all', `--B--\r\n`],
    ['a body that is not multipart', `hello`],
  ])('answers %s with 400', async (_name, text) => {
    const response = await rawPost(
      bff.origin,
      { ...headers, 'content-type': 'multipart/form-data; boundary=B' },
      Buffer.from(text),
    );
    expect(response.status).toBe(400);
    expect(JSON.parse(response.body)).toMatchObject({ errors: [{ extensions: { code: 'BAD_REQUEST' } }] });
  });

  it('answers a body larger than every file allowed together with 413, without reading it all', async () => {
    const body = Buffer.alloc(64 * 1024 * 1024, 'a');
    const response = await rawPost(bff.origin, { ...headers, 'content-length': String(body.length) }, body).catch(
      (error: unknown) => ({ status: -1, body: String(error) }),
    );
    expect(response.status).toBe(413);
  });
});

describe('multipart bodies from no one signed in', () => {
  /**
   * A multipart upload whose body never ends: any answer comes before the body was read. Resolves with the
   * answer's status and body.
   */
  const unfinishedUpload = (extraHeaders: Record<string, string>) =>
    new Promise<{ status: number; body: string }>((resolve, reject) => {
      const request = http.request(`${bff.origin}/graphql`, {
        method: 'POST',
        headers: {
          'content-type': 'multipart/form-data; boundary=B',
          'apollo-require-preflight': 'true',
          'content-length': String(20 * 1024 * 1024),
          ...extraHeaders,
        },
      });
      request.on('response', (response) => {
        let body = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => (body += chunk));
        response.on('end', () => {
          resolve({ status: response.statusCode ?? 0, body });
          request.destroy();
        });
      });
      request.on('error', reject);
      request.write('--B\r\nContent-Disposition: form-data; name="operations"\r\n\r\n');
      request.write(Buffer.alloc(256 * 1024, 'a'));
    });
  const unauthenticated = {
    errors: [{ message: API_MESSAGES.loginRequired, extensions: { code: 'UNAUTHENTICATED' } }],
  };

  it('refuses a body without a session token with 401, before reading it and without calling the store', async () => {
    const calls = await bff.callsDuring(async () => {
      const answer = await unfinishedUpload({});
      expect(answer.status).toBe(401);
      expect(JSON.parse(answer.body)).toEqual(unauthenticated);
    });
    expect(calls).toEqual([]);
  });

  it('refuses a token that is no session with 401, before reading the body, after asking the store once', async () => {
    const calls = await bff.callsDuring(async () => {
      const answer = await unfinishedUpload({ 'x-access-token': 'not-a-session-token-of-anyone-here-at-all' });
      expect(answer.status).toBe(401);
      expect(JSON.parse(answer.body)).toEqual(unauthenticated);
    });
    expect(calls).toEqual(['GET /api/users/profile']);
  });
});

describe('an idempotency key reused for another order', () => {
  it('answers IdempotencyKeyReusedError and orders nothing', async () => {
    const customer = await createUser(api.db);
    const seller = await createUser(api.db, { role: 2 });
    const productId = await createProduct(api.db, seller.id, { stock: 5 });
    const mutation = `mutation ($input: CreateTransactionInput!) {
      createTransaction(input: $input) {
        __typename
        ... on CreateTransactionSuccess { order { id } }
        ... on ErrorResult { errorCode message }
      }
    }`;
    const input = (quantity: number) => ({
      items: [{ productId: String(productId), quantity }],
      receiverName: 'Ana',
      address: 'Jl. 1',
      phone: '+62 812 3456',
      paymentId: '1',
      idempotencyKey: 'bff-reused-key',
    });
    const first = await bff.gql<{ createTransaction: { __typename: string } }>(
      mutation,
      { input: input(1) },
      { token: customer.token },
    );
    expect(dataOf(first).createTransaction.__typename).toBe('CreateTransactionSuccess');
    const reused = await bff.gql(mutation, { input: input(2) }, { token: customer.token });
    expect(dataOf(reused).createTransaction).toEqual({
      __typename: 'IdempotencyKeyReusedError',
      errorCode: 'IDEMPOTENCY_KEY_REUSED',
      message: API_MESSAGES.idempotencyKeyReused,
    });
    const [row] = await api.db.query<{ orders: number }>(
      'SELECT count(*)::int AS orders FROM transactions WHERE customer_id = $1',
      [customer.id],
    );
    expect(row?.orders).toBe(1);
  });
});
