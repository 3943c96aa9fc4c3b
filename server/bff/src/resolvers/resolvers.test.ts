import type { ApolloServer } from '@apollo/server';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  API_MESSAGES,
  type ApiErrorCode,
  type FieldError,
  type ProductBatchItem,
  type ProductDetail,
  type SellerOrderLine,
} from '@spectrum/shared';
import { loadConfig } from '../config';
import { createLoaders, type BffContext } from '../context';
import type { StoreAnswer, StoreApiClient } from '../datasources/store-api';
import { StoreUnavailableError, STORE_UNAVAILABLE_MESSAGE, UpstreamError } from '../errors';
import { createApolloServer } from '../server';

/** A route of the contract by its client name, e.g. `products.list`. */
type RouteName = {
  [Group in keyof StoreApiClient]: `${Group & string}.${keyof StoreApiClient[Group] & string}`;
}[keyof StoreApiClient];
type Methods = Partial<Record<RouteName, (input: never) => unknown>>;

/** A store API whose every unlisted route fails the test loudly. */
function fakeStore(methods: Methods): StoreApiClient {
  const group = (groupName: string) =>
    new Proxy(
      {},
      {
        get(_target, name) {
          const method = methods[`${groupName}.${String(name)}` as RouteName];
          if (method) return method;
          return () => {
            throw new Error(`unexpected store API call: ${groupName}.${String(name)}`);
          };
        },
      },
    );
  return new Proxy({}, { get: (_target, groupName) => group(String(groupName)) }) as StoreApiClient;
}

function answer<TData, TMeta = null>(
  data: TData,
  meta: TMeta = null as TMeta,
  msg = 'OK',
): Promise<StoreAnswer<TData, TMeta>> {
  return Promise.resolve({ data, meta, msg });
}

function refuse(
  status: number,
  msg: string,
  errors: FieldError[] = [],
  code?: ApiErrorCode,
  details: Record<string, number | string> = {},
): () => Promise<never> {
  return () => Promise.reject(new UpstreamError(status, msg, errors, code, details));
}

let apollo: ApolloServer<BffContext>;

beforeAll(async () => {
  apollo = createApolloServer({ ...loadConfig({ NODE_ENV: 'development' }) }, pino({ level: 'silent' }));
  await apollo.start();
});
afterAll(() => apollo.stop());

interface Result {
  data?: Record<string, unknown> | null;
  errors?: readonly { message: string; extensions?: Record<string, unknown> }[];
}

async function run(
  store: StoreApiClient,
  query: string,
  variables: Record<string, unknown> = {},
  context: Partial<BffContext> = {},
): Promise<Result> {
  const contextValue: BffContext = {
    token: 'token',
    requestId: 'test',
    storeApi: store,
    loaders: createLoaders(store),
    logger: pino({ level: 'silent' }),
    maxUploadBytes: 1024,
    ...context,
  };
  const response = await apollo.executeOperation({ query, variables }, { contextValue });
  if (response.body.kind !== 'single') throw new Error('expected a single result');
  return response.body.singleResult as Result;
}

const RESULT_FIELDS = '__typename ... on ErrorResult { errorCode message }';
const WITH_FIELD_ERRORS = `${RESULT_FIELDS} ... on InputValidationError { fieldErrors { field message } }`;

function detail(id: number, overrides: Partial<ProductDetail> = {}): ProductBatchItem {
  return {
    id,
    product_name: `Product ${id}`,
    price: 1000 * id,
    stock: 3,
    conditions: 'new',
    description: `About ${id}`,
    brand: { id: 1, brand_name: 'Nordhaus' },
    color: { id: 2, color_name: 'Ship Cove', hex: '#7888b8' },
    categories: [{ id: 7, category_name: 'Sofas' }],
    images: [`/uploads/p${id}-large.webp`],
    thumbnails: [`/uploads/p${id}-thumb.webp`],
    seller: { id: 9, display_name: 'Sam', store_name: 'Sam Store', store_desc: null, rating: { average: 0, count: 0 } },
    rating: { average: 0, count: 0 },
    archived: false,
    created_at: '2025-01-01T00:00:00.000Z',
    image: `/uploads/p${id}-thumb.webp`,
    ...overrides,
  };
}

describe('expected refusals become result-union members', () => {
  const cases: { name: string; store: Methods; mutation: string; typename: string; message?: string }[] = [
    {
      name: 'login 401',
      store: { 'auth.login': refuse(401, API_MESSAGES.wrongCredentials, [], 'WRONG_CREDENTIALS') },
      mutation: 'login(input: { email: "a@b.c", password: "x" })',
      typename: 'InvalidCredentialsError',
      message: API_MESSAGES.wrongCredentials,
    },
    {
      name: 'login 429',
      store: { 'auth.login': refuse(429, 'Too many login attempts for this account') },
      mutation: 'login(input: { email: "a@b.c", password: "x" })',
      typename: 'TooManyAttemptsError',
      message: 'Too many login attempts for this account',
    },
    {
      name: 'register 409',
      store: { 'users.register': refuse(409, API_MESSAGES.emailExists, [], 'EMAIL_TAKEN') },
      mutation: 'register(input: { email: "a@b.c", password: "long enough", role: SELLER })',
      typename: 'EmailTakenError',
      message: 'Email Already Exist',
    },
    {
      name: 'resetPassword 401',
      store: { 'auth.confirmReset': refuse(401, API_MESSAGES.wrongOtp, [], 'WRONG_OTP') },
      mutation: 'resetPassword(input: { email: "a@b.c", code: "123456", newPassword: "long enough" })',
      typename: 'WrongOtpError',
      message: 'Wrong OTP',
    },
    {
      name: 'resetPassword 429',
      store: { 'auth.confirmReset': refuse(429, API_MESSAGES.tooManyAttempts) },
      mutation: 'resetPassword(input: { email: "a@b.c", code: "123456", newPassword: "long enough" })',
      typename: 'TooManyAttemptsError',
    },
    {
      name: 'changePassword 401 wrong old password',
      store: { 'users.editPassword': refuse(401, API_MESSAGES.wrongOldPassword, [], 'WRONG_PASSWORD') },
      mutation: 'changePassword(input: { oldPassword: "x", newPassword: "long enough" })',
      typename: 'WrongPasswordError',
      message: API_MESSAGES.wrongOldPassword,
    },
    {
      name: 'updateProfile 415',
      store: { 'users.editProfile': refuse(415, API_MESSAGES.notAnImage) },
      mutation: 'updateProfile(input: { displayName: "Sam" })',
      typename: 'InvalidImageError',
      message: API_MESSAGES.notAnImage,
    },
    {
      name: 'createProduct 413',
      store: { 'products.create': refuse(413, API_MESSAGES.uploadTooLarge, [], 'IMAGE_TOO_LARGE') },
      mutation:
        'createProduct(input: { name: "Sofa", description: "Soft", price: 1, stock: 1, categoryIds: ["1"], brandId: "1", colorId: "1", condition: NEW, images: [] })',
      typename: 'InvalidImageError',
    },
    {
      name: 'deleteProduct 404',
      store: { 'products.archive': refuse(404, API_MESSAGES.notFound) },
      mutation: 'deleteProduct(input: { id: "5" })',
      typename: 'NotFoundError',
    },
    {
      name: 'updateOrderStatus 409',
      store: {
        'transactions.changeLineStatus': refuse(
          409,
          API_MESSAGES.illegalStatusChange('Sent', 'Order Cancel'),
          [],
          'ILLEGAL_STATUS_CHANGE',
        ),
      },
      mutation: 'updateOrderStatus(input: { lineId: "3", status: ORDER_CANCEL })',
      typename: 'IllegalStatusChangeError',
      message: 'Cannot change status from Sent to Order Cancel',
    },
    {
      name: 'updateOrderStatus 404',
      store: { 'transactions.changeLineStatus': refuse(404, API_MESSAGES.notFound) },
      mutation: 'updateOrderStatus(input: { lineId: "3", status: SENT })',
      typename: 'NotFoundError',
    },
    {
      name: 'addToWishlist 404',
      store: { 'wishlist.add': refuse(404, API_MESSAGES.productNotFound) },
      mutation: 'addToWishlist(input: { productId: "3" })',
      typename: 'NotFoundError',
    },
    {
      name: 'removeFromWishlist 404',
      store: { 'wishlist.remove': refuse(404, 'This product is not in your wishlist') },
      mutation: 'removeFromWishlist(input: { productId: "3" })',
      typename: 'NotFoundError',
    },
  ];

  it.each(cases)('$name → $typename', async ({ store, mutation, typename, message }) => {
    const result = await run(fakeStore(store), `mutation { result: ${mutation} { ${RESULT_FIELDS} } }`);
    expect(result.errors).toBeUndefined();
    const member = result.data?.result as { __typename: string; message: string; errorCode: string };
    expect(member.__typename).toBe(typename);
    expect(member.errorCode).toMatch(/^[A-Z_]+$/);
    if (message) expect(member.message).toBe(message);
  });

  it('names refused fields as the GraphQL input does', async () => {
    const store = fakeStore({
      'transactions.create': refuse(400, 'productList.0.qty must be at most 999', [
        { field: 'productList.0.qty', message: 'productList.0.qty must be at most 999' },
        { field: 'receiver_name', message: 'receiver_name is required' },
      ]),
    });
    const result = await run(
      store,
      `mutation { result: createTransaction(input: { items: [{ productId: "1", quantity: 5000 }], receiverName: "", address: "x", phone: "+62 812 0000 000", paymentId: "1" }) { ${WITH_FIELD_ERRORS} } }`,
    );
    expect(result.data?.result).toEqual({
      __typename: 'InputValidationError',
      errorCode: 'INVALID_INPUT',
      message: 'items.0.quantity must be at most 999',
      fieldErrors: [
        { field: 'items.0.quantity', message: 'items.0.quantity must be at most 999' },
        { field: 'receiverName', message: 'receiverName is required' },
      ],
    });
  });

  it('tells which product is short at checkout from the code and product id the API names', async () => {
    const store = fakeStore({
      'transactions.create': refuse(409, API_MESSAGES.insufficientStock('Product 2'), [], 'INSUFFICIENT_STOCK', {
        productId: 2,
      }),
    });
    const result = await run(
      store,
      `mutation { result: createTransaction(input: { items: [{ productId: "1", quantity: 1 }, { productId: "2", quantity: 9 }], receiverName: "Ana", address: "Jl. 1", phone: "+62 812 0000 000", paymentId: "1" }) { __typename ... on InsufficientStockError { errorCode message productId } } }`,
    );
    expect(result.data?.result).toEqual({
      __typename: 'InsufficientStockError',
      errorCode: 'INSUFFICIENT_STOCK',
      message: 'Insufficient stock for Product 2',
      productId: '2',
    });
  });

  it('forwards the idempotency key and answers the created order', async () => {
    const createTransaction = vi.fn((_input: { body: unknown; headers?: Record<string, string> }) =>
      answer(
        {
          id: 4,
          receiver_name: 'Ana',
          address: 'Jl. 1',
          phone: '+62 812',
          payment: { id: 1, payment_name: 'BCA' },
          shipment: { id: 1, shipment_name: 'Flat Rate' },
          promo_id: 1,
          subtotal: 1000,
          tax: 100,
          total: 1100,
          created_at: '2025-01-01T00:00:00.000Z',
          lines: [],
        },
        null,
        'Transaction created',
      ),
    );
    const result = await run(
      fakeStore({ 'transactions.create': createTransaction }),
      `mutation { createTransaction(input: { items: [{ productId: "1", quantity: 1 }], receiverName: "Ana", address: "Jl. 1", phone: "+62 812", paymentId: "1", idempotencyKey: "k-1" }) { ... on CreateTransactionSuccess { message order { id receiverName total payment { name } shipment { name } } } } }`,
    );
    expect(result.data?.createTransaction).toEqual({
      message: 'Transaction created',
      order: { id: '4', receiverName: 'Ana', total: 1100, payment: { name: 'BCA' }, shipment: { name: 'Flat Rate' } },
    });
    expect(createTransaction).toHaveBeenCalledWith({
      body: expect.objectContaining({ payment_id: 1, shipment_id: undefined }),
      headers: { 'idempotency-key': 'k-1' },
    });
  });
});

describe('refusals nobody expects become coded GraphQL errors', () => {
  const cases: { status: number; msg: string; code: string }[] = [
    { status: 401, msg: API_MESSAGES.loginRequired, code: 'UNAUTHENTICATED' },
    { status: 403, msg: API_MESSAGES.forbidden, code: 'FORBIDDEN' },
    { status: 404, msg: API_MESSAGES.notFound, code: 'NOT_FOUND' },
    { status: 400, msg: 'limit must be at most 100', code: 'BAD_USER_INPUT' },
  ];

  it.each(cases)('$status in a query → $code', async ({ status, msg, code }) => {
    const result = await run(
      fakeStore({ 'transactions.history': refuse(status, msg) }),
      '{ myOrders { pageInfo { totalData } } }',
    );
    expect(result.data).toBeNull();
    expect(result.errors?.[0]).toMatchObject({ message: msg, extensions: { code } });
  });

  it('keeps a missing session on changePassword an UNAUTHENTICATED error, not a wrong password', async () => {
    const store = fakeStore({ 'users.editPassword': refuse(401, API_MESSAGES.loginRequired) });
    const result = await run(
      store,
      `mutation { changePassword(input: { oldPassword: "x", newPassword: "long enough" }) { ${RESULT_FIELDS} } }`,
    );
    expect(result.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });

  it('turns a 403 in a mutation into FORBIDDEN', async () => {
    const store = fakeStore({ 'transactions.changeLineStatus': refuse(403, API_MESSAGES.forbidden) });
    const result = await run(
      store,
      `mutation { updateOrderStatus(input: { lineId: "1", status: SENT }) { __typename } }`,
    );
    expect(result.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
  });

  it('refuses a malformed id before any call', async () => {
    const result = await run(fakeStore({}), '{ product(id: "abc") { id } }');
    expect(result.errors?.[0]).toMatchObject({
      message: 'The id must be a positive whole number.',
      extensions: { code: 'BAD_USER_INPUT' },
    });
  });

  it('answers an unavailable store with one sentence and no stack, even in development', async () => {
    const result = await run(
      fakeStore({ 'catalog.brands': () => Promise.reject(new StoreUnavailableError()) }),
      '{ brands { id } }',
    );
    expect(result.errors).toEqual([
      expect.objectContaining({
        message: STORE_UNAVAILABLE_MESSAGE,
        extensions: { code: 'SERVICE_UNAVAILABLE', retryAfter: 1 },
      }),
    ]);
  });
});

describe('type resolution and derived fields', () => {
  it('resolves union members through the ErrorResult interface', async () => {
    const store = fakeStore({ 'users.register': refuse(409, API_MESSAGES.emailExists, [], 'EMAIL_TAKEN') });
    const result = await run(
      store,
      'mutation { register(input: { email: "a@b.c", password: "long enough", role: CUSTOMER }) { ... on ErrorResult { __typename errorCode } ... on RegisterSuccess { message } } }',
    );
    expect(result.data?.register).toEqual({ __typename: 'EmailTakenError', errorCode: 'EMAIL_TAKEN' });
  });

  it('answers a login with the session user and the spec sentence', async () => {
    const store = fakeStore({
      'auth.login': () => answer({ token: 't0k3n', user_id: 5, email: 'a@b.c', roles_id: 2 }),
    });
    const result = await run(
      store,
      'mutation { login(input: { email: "a@b.c", password: "x" }) { ... on LoginSuccess { token message user { id email role } } } }',
    );
    expect(result.data?.login).toEqual({
      token: 't0k3n',
      message: 'Congrats! a@b.c login success',
      user: { id: '5', email: 'a@b.c', role: 'SELLER' },
    });
  });

  it('lists the next statuses of a seller line from its status', async () => {
    const line = (id: number, status_id: SellerOrderLine['status_id']): SellerOrderLine => ({
      id,
      productId: 1,
      product_name: 'Sofa',
      image: null,
      unit_price: 10,
      qty: 2,
      line_total: 20,
      status_id,
      status_name: 'x',
      tracking_number: null,
      updated_at: '2025-01-01T00:00:00.000Z',
      transaction_id: 8,
      payment_state: 'paid',
      tax: 2,
      refunded: 0,
      receiver_name: 'Ana',
      address: 'Jl. 1',
      payment: { id: 1, payment_name: 'BCA' },
      shipment: { id: 1, shipment_name: 'Flat Rate' },
      phone: '+62',
      created_at: '2025-01-01T00:00:00.000Z',
    });
    const meta = { page: 1, limit: 10, totalData: 3, totalPage: 1, prev: null, next: null };
    const store = fakeStore({ 'transactions.sellerLines': () => answer([line(1, 1), line(2, 3), line(3, 5)], meta) });
    const result = await run(
      store,
      '{ sellerOrders { items { id orderId status nextStatuses lineTotal } pageInfo { hasNext } } }',
    );
    expect(result.data?.sellerOrders).toEqual({
      pageInfo: { hasNext: false },
      items: [
        {
          id: '1',
          orderId: '8',
          status: 'GET_PAID',
          nextStatuses: ['PROCESSED', 'SENT', 'COMPLETED', 'ORDER_CANCEL'],
          lineTotal: 20,
        },
        { id: '2', orderId: '8', status: 'SENT', nextStatuses: ['COMPLETED'], lineTotal: 20 },
        { id: '3', orderId: '8', status: 'ORDER_CANCEL', nextStatuses: [], lineTotal: 20 },
      ],
    });
  });

  it('fills product details of a whole list with one batch call', async () => {
    const list = [1, 2, 3].map((id) => ({
      id,
      product_name: `Product ${id}`,
      price: 1000 * id,
      image: null,
      stock: id - 1,
    }));
    const meta = { page: 1, limit: 6, totalData: 3, totalPage: 1, prev: null, next: null };
    const productsByIds = vi.fn(({ query }: { query: { ids: number[] } }) => answer(query.ids.map((id) => detail(id))));
    const store = fakeStore({
      'products.list': () => answer(list, meta),
      'products.byIds': productsByIds,
      'catalog.categories': () => answer([{ id: 7, category_name: 'Sofas', total_product: 12 }]),
    });
    const result = await run(
      store,
      '{ products(limit: 6, sort: CHEAPEST) { items { id name inStock description condition brand { name } color { name hex } categories { name productCount } seller { storeName displayName } } } }',
    );
    expect(result.errors).toBeUndefined();
    expect(productsByIds).toHaveBeenCalledTimes(1);
    expect(productsByIds).toHaveBeenCalledWith({ query: { ids: [1, 2, 3] } });
    const items = (result.data?.products as { items: Record<string, unknown>[] }).items;
    expect(items[0]).toEqual({
      id: '1',
      name: 'Product 1',
      inStock: false,
      description: 'About 1',
      condition: 'NEW',
      brand: { name: 'Nordhaus' },
      color: { name: 'Ship Cove', hex: '#7888b8' },
      categories: [{ name: 'Sofas', productCount: 12 }],
      seller: { storeName: 'Sam Store', displayName: 'Sam' },
    });
  });

  it('forwards filters and the sort as the API spells them', async () => {
    const products = vi.fn((_input: Parameters<StoreApiClient['products']['list']>[0]) =>
      answer([], { page: 2, limit: 6, totalData: 7, totalPage: 2, prev: 'page=1&limit=6', next: null }),
    );
    const result = await run(
      fakeStore({ 'products.list': products }),
      '{ products(filter: { search: "sofa", minPrice: 10, categoryId: "3" }, sort: PRICIEST, page: 2) { pageInfo { page totalPage totalData limit hasPrev hasNext } } }',
    );
    expect(products).toHaveBeenCalledWith({
      query: expect.objectContaining({
        sort: 'priciest',
        page: 2,
        limit: 6,
        search: 'sofa',
        minPrice: 10,
        categoryId: 3,
      }),
    });
    expect(result.data?.products).toEqual({
      pageInfo: { page: 2, totalPage: 2, totalData: 7, limit: 6, hasPrev: true, hasNext: false },
    });
  });

  it('answers null for a product that does not exist', async () => {
    const result = await run(
      fakeStore({ 'products.detail': refuse(404, API_MESSAGES.productNotFound) }),
      '{ product(id: "9") { id } }',
    );
    expect(result).toEqual({ data: { product: null } });
  });

  it('does not call the store again for fields a product detail already has', async () => {
    const { image: _image, ...withoutImage } = detail(4);
    const store = fakeStore({ 'products.detail': () => answer(withoutImage) });
    const result = await run(store, '{ product(id: "4") { id image images thumbnails brand { id } seller { id } } }');
    expect(result.data?.product).toEqual({
      id: '4',
      image: '/uploads/p4-thumb.webp',
      images: ['/uploads/p4-large.webp'],
      thumbnails: ['/uploads/p4-thumb.webp'],
      brand: { id: '1' },
      seller: { id: '9' },
    });
  });
});

describe("a product's reviews", () => {
  const PRODUCT_WITH_REVIEWS = `query ($id: ID!, $sort: ReviewSort) {
    product(id: $id) { id ... on Product { reviews(sort: $sort, page: 2) { items { id } } } }
  }`;

  /** A store whose product detail answers only when `release` is called; reviews asked for are recorded. */
  function slowProductStore() {
    const asked: { when: 'before the product came' | 'after'; input: unknown }[] = [];
    const productAsked = { yet: false };
    let productCame = false;
    let release = () => {};
    const store = fakeStore({
      'products.detail': () =>
        new Promise<StoreAnswer<ProductBatchItem, null>>((resolve) => {
          productAsked.yet = true;
          release = () => {
            productCame = true;
            resolve({ data: detail(5), meta: null, msg: 'OK' });
          };
        }),
      'reviews.productReviews': (input: never) => {
        asked.push({ when: productCame ? 'after' : 'before the product came', input });
        return answer([], null);
      },
    });
    return { store, asked, productAsked, release: () => release() };
  }

  it('are asked for beside the product in a server render, whose reads are shared, with their arguments', async () => {
    const { store, asked, release } = slowProductStore();
    const result = run(store, PRODUCT_WITH_REVIEWS, { id: '5', sort: 'HELPFUL' }, { sharesReads: true });
    await vi.waitFor(() => expect(asked).toHaveLength(1));
    release();

    expect((await result).errors).toBeUndefined();
    expect(asked[0]).toEqual({
      when: 'before the product came',
      input: { params: { productId: 5 }, query: { sort: 'helpful', page: 2 } },
    });
    // The reviews field asks again, and the shared reads answer it with the same exchange.
    expect(asked[1]?.input).toEqual(asked[0]?.input);
  });

  it('are asked for once the product has come elsewhere, where nothing would answer a second asking', async () => {
    const { store, asked, productAsked, release } = slowProductStore();
    const result = run(store, PRODUCT_WITH_REVIEWS, { id: '5' });
    // The product's resolver has asked for it: reviews asked for early would have been asked by now.
    await vi.waitFor(() => expect(productAsked.yet).toBe(true));
    expect(asked).toEqual([]);
    release();

    expect((await result).errors).toBeUndefined();
    expect(asked).toEqual([{ when: 'after', input: { params: { productId: 5 }, query: { sort: 'newest', page: 2 } } }]);
  });
});
