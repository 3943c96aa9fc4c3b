/**
 * Property-based: every route of the store API, its path parameters, query strings and bodies (JSON and
 * multipart), filled with boundary numbers, wrong types and huge strings. Whatever arrives, the answer is
 * never a 5xx, always the JSON envelope (`status` equal to the HTTP status, `msg`, and on a refusal
 * `data: null` with optional field errors), and a refused request writes nothing.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { fileTestApi } from '../support/api';
import { hostileInputAccounts, writtenRowCounts } from '../support/hostile-input';

const { api } = await fileTestApi();
const { customer, seller } = await hostileInputAccounts(api.db);

/** Runs per property: enough to meet every kind of value on every field a few times, within CI's budget. */
const RUNS = 50;

const HUGE = 'x'.repeat(150_000);

/** Numbers at and past every column's bounds, and numbers JSON or JavaScript treat oddly. */
const boundaryNumber = fc.constantFrom(
  0,
  -1,
  1,
  1.5,
  32_767,
  32_768,
  -32_769,
  2_147_483_647,
  2_147_483_648,
  -2_147_483_649,
  9_007_199_254_740_991,
  Number.MAX_SAFE_INTEGER + 2,
  1e308,
  -1e308,
);

/** The same numbers as text, and text that parsers read as numbers in surprising ways. */
const boundaryText = fc.oneof(
  boundaryNumber.map(String),
  fc.constantFrom('', ' ', '1e3', '0x10', '1_000', '+1', '-0', 'NaN', 'Infinity', '00000000000000000001', '1,2'),
  fc.constantFrom('\u0000', 'Budi\u0000', '\ud800', "'; DROP TABLE users; --", '<script>', '%00', '../../etc/passwd'),
  fc.string({ maxLength: 40 }),
  fc.constantFrom('a'.repeat(5_001), HUGE),
);

/** A value of any JSON type, biased to the hostile ones. */
const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  boundaryNumber,
  boundaryText,
  fc.constantFrom(null, true, false, [], {}, [1, 2], { $ne: 1 }, [null], { length: 1 }),
  fc.array(boundaryNumber, { maxLength: 3 }),
);

/**
 * A body (or query) for a route: mostly a valid one with a single field made hostile, so that field's own
 * check is what decides (a value that passes it reaches the database); otherwise some of the fields
 * hostile at once, and maybe a stray one.
 */
function hostileBody(fields: string[], valid: Record<string, unknown> = {}): fc.Arbitrary<Record<string, unknown>> {
  const one = fc.constantFrom(...fields).chain((field) => hostileValue.map((value) => ({ ...valid, [field]: value })));
  const many = fc
    .tuple(
      fc.record(Object.fromEntries(fields.map((field) => [field, hostileValue])), { requiredKeys: [] }),
      fc.option(fc.tuple(fc.constantFrom('__proto__', 'constructor', 'extra'), hostileValue)),
    )
    .map(([body, stray]) => (stray ? { ...body, [stray[0]]: stray[1] } : body));
  return fc.oneof({ weight: 3, arbitrary: one }, { weight: 1, arbitrary: many });
}

/** The product hostileInputAccounts made (the first row of a fresh database). */
const PRODUCT_ID = 1;
const lineOf = fc.oneof(
  fc.record({ productId: hostileValue, qty: hostileValue }, { requiredKeys: [] }),
  hostileValue.map((productId) => ({ productId, qty: 1 })),
  hostileValue.map((qty) => ({ productId: PRODUCT_ID, qty })),
);
const productList = fc.oneof({ weight: 3, arbitrary: fc.array(lineOf, { minLength: 1, maxLength: 3 }) }, hostileValue);
const VALID_ORDER = {
  productList: [{ productId: PRODUCT_ID, qty: 1 }],
  payment_id: 1,
  shipment_id: 1,
  promo_id: 1,
  receiver_name: 'Ana Putri',
  address: 'Jl. Melati 7',
  phone: '+62 812 3456 7890',
};

interface Sent {
  method: string;
  path: string;
  token?: string;
  headers?: Record<string, string>;
  json?: unknown;
  raw?: string;
  form?: Record<string, string>;
}

/** Sends one request and checks the answer's shape; answers its status. */
async function send(request: Sent): Promise<number> {
  const headers: Record<string, string> = { ...request.headers };
  if (request.token) headers['x-access-token'] = request.token;
  let body: string | FormData | undefined;
  if (request.form) {
    const form = new FormData();
    for (const [name, value] of Object.entries(request.form)) form.append(name, value);
    body = form;
  } else if (request.json !== undefined || request.raw !== undefined) {
    headers['content-type'] ??= 'application/json';
    body = request.raw ?? JSON.stringify(request.json);
  }
  const response = await fetch(`${api.origin}/api${request.path}`, { method: request.method, headers, body });
  const text = await response.text();
  const where = `${request.method} ${request.path.slice(0, 200)} → ${response.status} ${text.slice(0, 300)}`;
  expect(response.status, where).toBeLessThan(500);
  expect(response.headers.get('content-type') ?? '', where).toMatch(/^application\/json/);
  const envelope = JSON.parse(text) as { status: unknown; msg: unknown; data: unknown; errors?: unknown };
  expect(envelope.status, where).toBe(response.status);
  expect(typeof envelope.msg, where).toBe('string');
  if (response.status >= 400) {
    expect(envelope.data, where).toBeNull();
    if (envelope.errors !== undefined) {
      expect(envelope.errors, where).toEqual(
        expect.arrayContaining([expect.objectContaining({ field: expect.any(String), message: expect.any(String) })]),
      );
    }
  }
  return response.status;
}

/** The property: never a 5xx, always the envelope, and a refused request leaves every table as it was. */
async function holds(request: Sent): Promise<void> {
  const before = await writtenRowCounts(api.db);
  const status = await send(request);
  if (status >= 400)
    expect(await writtenRowCounts(api.db), `${request.method} ${request.path.slice(0, 200)}`).toEqual(before);
}

const asText = (value: unknown): string => (typeof value === 'string' ? value : (JSON.stringify(value) ?? ''));
/** A path segment: hostile text percent-encoded (a lone surrogate as invalid UTF-8), or broken escapes. */
const segment = fc.oneof(
  boundaryText.map((value) => {
    try {
      return encodeURIComponent(value.slice(0, 2_000));
    } catch {
      return '%ED%A0%80';
    }
  }),
  fc.constantFrom('%', '%zz', '%C0%AE', '..', '%2e%2e%2f'),
);
const queryOf = (fields: string[]) =>
  hostileBody(fields).map((query) => {
    const params = new URLSearchParams();
    for (const [name, value] of Object.entries(query)) {
      if (Array.isArray(value)) for (const item of value) params.append(name, asText(item));
      else params.append(name, asText(value).slice(0, 3_000));
    }
    return params.toString();
  });

const property = (arbitrary: fc.Arbitrary<Sent>) =>
  fc.assert(
    fc.asyncProperty(arbitrary, (request) => holds(request)),
    { numRuns: RUNS },
  );

/** Numbers at every column's bounds, as JSON numbers and as text: each field meets every one of them. */
const BOUNDARIES: unknown[] = [0, -1, 32_767, 32_768, 2_147_483_647, 2_147_483_648, -2_147_483_649, 1e308].flatMap(
  (value) => [value, String(value)],
);

describe('hostile input never breaks the store API', () => {
  it('every field of every list and body, at every boundary and more', async () => {
    const cases: {
      method: string;
      path: string;
      fields: string[];
      valid: Record<string, unknown>;
      token?: () => string;
    }[] = [
      {
        method: 'GET',
        path: '/products',
        fields: [
          'page',
          'limit',
          'minPrice',
          'maxPrice',
          'categoryId',
          'brandId',
          'colorId',
          'ids',
          'search',
          'cursor',
        ],
        valid: {},
      },
      {
        method: 'GET',
        path: '/products/facets',
        fields: ['minPrice', 'maxPrice', 'categoryId', 'brandId', 'colorId'],
        valid: {},
      },
      { method: 'GET', path: '/products/seller', fields: ['page', 'limit'], valid: {}, token: () => seller.token },
      {
        method: 'GET',
        path: '/transactions/history',
        fields: ['page', 'limit'],
        valid: {},
        token: () => customer.token,
      },
      {
        method: 'GET',
        path: '/transactions/seller',
        fields: ['status', 'page', 'limit'],
        valid: {},
        token: () => seller.token,
      },
      {
        method: 'POST',
        path: '/transactions/new',
        fields: ['payment_id', 'shipment_id', 'promo_id'],
        valid: VALID_ORDER,
        token: () => customer.token,
      },
      {
        method: 'POST',
        path: '/transactions/new',
        fields: ['productId', 'qty'],
        valid: VALID_ORDER.productList[0]!,
        token: () => customer.token,
      },
      { method: 'POST', path: '/transactions/quote', fields: ['productId', 'qty'], valid: VALID_ORDER.productList[0]! },
      {
        method: 'POST',
        path: '/users/register',
        fields: ['roles'],
        valid: { email: 'boundary@spectrum.test', password: 'long-password-1' },
      },
    ];
    for (const { method, path, fields, valid, token } of cases) {
      for (const field of fields) {
        const build = (value: unknown): Sent => {
          const changed = { ...valid, [field]: value };
          if (method === 'GET') {
            const query = new URLSearchParams({ [field]: asText(value).slice(0, 3_000) }).toString();
            return { method, path: `${path}?${query}`, token: token?.() };
          }
          // A line field is sent inside the order (or the quote) that holds it.
          const json = 'productId' in valid ? { ...VALID_ORDER, productList: [changed] } : changed;
          return { method, path, token: token?.(), json: path.endsWith('/quote') ? { productList: [changed] } : json };
        };
        await fc.assert(
          fc.asyncProperty(hostileValue, (value) => holds(build(value))),
          { numRuns: BOUNDARIES.length + 4, examples: BOUNDARIES.map((value) => [value]) },
        );
      }
    }
  });

  it('query strings of every list', async () => {
    const lists: [string, string[], () => string | undefined][] = [
      [
        '/products',
        [
          'page',
          'limit',
          'sort',
          'search',
          'minPrice',
          'maxPrice',
          'categoryId',
          'brandId',
          'colorId',
          'cursor',
          'ids',
        ],
        () => undefined,
      ],
      ['/products/facets', ['search', 'minPrice', 'maxPrice', 'categoryId', 'brandId', 'colorId'], () => undefined],
      ['/products/suggestions', ['text'], () => undefined],
      ['/products/seller', ['filter', 'page', 'limit'], () => seller.token],
      ['/transactions/history', ['page', 'limit'], () => customer.token],
      ['/transactions/seller', ['status', 'page', 'limit'], () => seller.token],
      ['/wishlist', ['page'], () => customer.token],
      ['/categories', ['page'], () => undefined],
    ];
    await property(
      fc
        .constantFrom(...lists)
        .chain(([path, fields, token]) =>
          queryOf(fields).map((query) => ({ method: 'GET', path: `${path}?${query}`, token: token() })),
        ),
    );
  });

  it('path parameters', async () => {
    const routes: [string, string, () => string | undefined][] = [
      ['GET', '/products/details/', () => undefined],
      ['GET', '/products/related/', () => undefined],
      ['DELETE', '/products/delete/', () => seller.token],
      ['POST', '/wishlist/', () => customer.token],
      ['DELETE', '/wishlist/', () => customer.token],
      ['PATCH', '/transactions/status/', () => seller.token],
    ];
    await property(
      fc
        .tuple(fc.constantFrom(...routes), segment, hostileBody(['status_id']))
        .map(([[method, path, token], id, json]) => ({
          method,
          path: `${path}${id}`,
          token: token(),
          json: method === 'PATCH' ? json : undefined,
        })),
    );
  });

  it('JSON bodies', async () => {
    const routes: [string, string, fc.Arbitrary<unknown>, () => string | undefined][] = [
      [
        'POST',
        '/users/register',
        hostileBody(['email', 'password', 'roles'], {
          email: 'new@spectrum.test',
          password: 'long-password-1',
          roles: 1,
        }),
        () => undefined,
      ],
      [
        'POST',
        '/auth/login',
        hostileBody(['email', 'password'], { email: 'nobody@spectrum.test', password: 'wrong-password' }),
        () => undefined,
      ],
      [
        'POST',
        '/auth/reset',
        hostileBody(['email', 'code', 'new_password'], {
          email: 'nobody@spectrum.test',
          code: '123456',
          new_password: 'long-password-1',
        }),
        () => undefined,
      ],
      [
        'PATCH',
        '/users/editpwd',
        hostileBody(['old_password', 'new_password'], { old_password: 'wrong', new_password: 'long-password-1' }),
        () => customer.token,
      ],
      [
        'POST',
        '/contactus',
        hostileBody(['name', 'email', 'website', 'business_plan', 'message'], {
          name: 'Ana',
          email: 'ana@spectrum.test',
          message: 'Hello',
        }),
        () => undefined,
      ],
      ['POST', '/transactions/quote', productList.map((lines) => ({ productList: lines })), () => undefined],
      [
        'POST',
        '/transactions/new',
        fc.oneof(
          productList.map((lines) => ({ ...VALID_ORDER, productList: lines })),
          hostileBody(
            ['payment_id', 'shipment_id', 'promo_id', 'receiver_name', 'address', 'phone', 'total'],
            VALID_ORDER,
          ),
        ),
        () => customer.token,
      ],
    ];
    const idempotencyKey = fc.option(fc.constantFrom('k', ' ', 'é', 'x'.repeat(101), 'key-1'), { nil: undefined });
    await property(
      fc
        .tuple(
          fc.constantFrom(...routes),
          fc.oneof({ weight: 4, arbitrary: fc.constant(null) }, hostileValue),
          idempotencyKey,
        )
        .chain(([[method, path, body, token], whole, key]) =>
          body.map((json) => ({
            method,
            path,
            token: token(),
            // Sometimes the body is not an object at all.
            json: whole === null ? json : whole,
            headers: key === undefined ? undefined : { 'idempotency-key': key },
          })),
        ),
    );
  });

  it('bodies that are not JSON, or JSON under another content type', async () => {
    const paths = ['/auth/login', '/users/register', '/transactions/quote', '/contactus'];
    const raws = fc.constantFrom(
      '{',
      '{"email": ',
      '[]',
      'null',
      '"text"',
      '{"a":1}'.repeat(20_000),
      '\u0000',
      '{"__proto__": {"x": 1}}',
    );
    const types = fc.constantFrom(
      'application/json',
      'text/plain',
      'application/x-www-form-urlencoded',
      'application/json; charset=latin1',
    );
    await property(
      fc.tuple(fc.constantFrom(...paths), raws, types).map(([path, raw, type]) => ({
        method: 'POST',
        path,
        raw,
        headers: { 'content-type': type },
      })),
    );
  });

  it('multipart forms', async () => {
    const routes: [string, string, string[], () => string][] = [
      [
        'POST',
        '/products/new',
        ['product_name', 'description', 'price', 'stock', 'categories', 'brand_id', 'color_id', 'conditions'],
        () => seller.token,
      ],
      ['PATCH', '/users/profile/edit', ['display_name', 'gender', 'store_name', 'store_desc'], () => seller.token],
    ];
    await property(
      fc.constantFrom(...routes).chain(([method, path, fields, token]) =>
        hostileBody(fields).map((body) => ({
          method,
          path,
          token: token(),
          form: Object.fromEntries(Object.entries(body).map(([name, value]) => [name, asText(value)])),
        })),
      ),
    );
  });
});
