/**
 * The GraphQL contract end to end: every query and mutation of schema.graphql through the BFF over HTTP,
 * against the real store API (tests/support/api.ts) on a fresh database.
 */
import { readFileSync } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildSchema } from 'graphql';
import { beforeAll, describe, expect, it } from 'vitest';
import { API_MESSAGES, BRANDS, COLORS, LIMITS, MESSAGES, PAYMENTS, SHIPMENTS, taxOf } from '@spectrum/shared';
import { RATE_LIMIT_DEFAULTS } from '../../server/api/src/config';
import { loadConfig } from '../../server/bff/src/config';
import { fileTestApi } from '../support/api';
import { createCategory, createProduct, createUser, fileBlob, pngImage, type TestUser } from '../support/fixtures';
import { dataOf, errorCodeOf, fileTestBff } from './harness';

const { api } = await fileTestApi();
const bff = await fileTestBff(api.origin);

let counter = 0;
const freshEmail = () => `gql-${Date.now().toString(36)}-${(counter++).toString(36)}@example.test`;

async function filesUnder(folder: string): Promise<string[]> {
  try {
    return (await fs.readdir(path.join(api.uploadsDir, folder))).sort();
  } catch {
    return [];
  }
}

async function stockOf(productId: number): Promise<number> {
  const [row] = await api.db.query<{ stock: number }>('SELECT stock FROM products WHERE id = $1', [productId]);
  return row!.stock;
}

const RESULT = '__typename ... on ErrorResult { errorCode message }';

describe('accounts', () => {
  it('logs in, and the token opens `me`', async () => {
    const customer = await createUser(api.db, { role: 1 });
    const login = dataOf(
      await bff.gql<{ login: { __typename: string; token: string; message: string; user: Record<string, unknown> } }>(
        `mutation Login($input: LoginInput!) { login(input: $input) { ${RESULT} ... on LoginSuccess { token message user { id email role } } } }`,
        { input: { email: customer.email.toUpperCase(), password: customer.password } },
      ),
    ).login;
    expect(login).toMatchObject({
      __typename: 'LoginSuccess',
      message: MESSAGES.loginSuccess(customer.email),
      user: { id: String(customer.id), email: customer.email, role: 'CUSTOMER' },
    });

    const me = dataOf(
      await bff.gql(
        '{ me { id email role displayName gender image storeName storeDescription } }',
        {},
        { token: login.token },
      ),
    );
    expect(me).toEqual({
      me: {
        id: String(customer.id),
        email: customer.email,
        role: 'CUSTOMER',
        displayName: null,
        gender: null,
        image: null,
        storeName: null,
        storeDescription: null,
      },
    });
  });

  it('answers a wrong password with InvalidCredentialsError, too many with TooManyAttemptsError and a missing session with UNAUTHENTICATED', async () => {
    const customer = await createUser(api.db);
    const wrong = dataOf(
      await bff.gql(
        `mutation { login(input: { email: "${customer.email}", password: "not-it-at-all" }) { ${RESULT} } }`,
      ),
    );
    expect(wrong.login).toEqual({
      __typename: 'InvalidCredentialsError',
      errorCode: 'INVALID_CREDENTIALS',
      message: API_MESSAGES.wrongCredentials,
    });

    for (let attempt = 1; attempt < RATE_LIMIT_DEFAULTS.loginAccountAddress.max; attempt += 1) {
      await bff.gql(`mutation { login(input: { email: "${customer.email}", password: "still-wrong" }) { ${RESULT} } }`);
    }
    const locked = dataOf(
      await bff.gql(
        `mutation { login(input: { email: "${customer.email}", password: "${customer.password}" }) { ${RESULT} } }`,
      ),
    );
    expect(locked.login).toEqual({
      __typename: 'TooManyAttemptsError',
      errorCode: 'TOO_MANY_ATTEMPTS',
      message: expect.stringMatching(/^Too many login attempts, please try again in \d+ minutes?$/),
    });

    const anonymous = await bff.gql('{ me { id } }');
    expect(anonymous.status).toBe(200);
    expect(errorCodeOf(anonymous)).toBe('UNAUTHENTICATED');
    expect(errorCodeOf(await bff.gql('{ me { id } }', {}, { token: 'x'.repeat(43) }))).toBe('UNAUTHENTICATED');
  });

  it('registers, refuses the same email again, and names refused fields', async () => {
    const email = freshEmail();
    const mutation = `mutation Register($input: RegisterInput!) { register(input: $input) { ${RESULT}
      ... on RegisterSuccess { message user { id email role } }
      ... on InputValidationError { fieldErrors { field message } } } }`;
    const created = dataOf(await bff.gql(mutation, { input: { email, password: 'long-enough-1', role: 'SELLER' } }));
    expect(created.register).toMatchObject({
      __typename: 'RegisterSuccess',
      message: MESSAGES.registerSuccess(email),
      user: { email, role: 'SELLER' },
    });
    const [row] = await api.db.query<{ role: number }>('SELECT role FROM users WHERE email = $1', [email]);
    expect(row?.role).toBe(2);

    const again = dataOf(await bff.gql(mutation, { input: { email, password: 'long-enough-2', role: 'CUSTOMER' } }));
    expect(again.register).toEqual({
      __typename: 'EmailTakenError',
      errorCode: 'EMAIL_TAKEN',
      message: 'Email Already Exist',
    });

    const invalid = dataOf(
      await bff.gql(mutation, { input: { email: 'not-an-email', password: 'short', role: 'CUSTOMER' } }),
    );
    expect(invalid.register).toMatchObject({ __typename: 'InputValidationError', errorCode: 'INVALID_INPUT' });
    const fields = (invalid.register as { fieldErrors: { field: string }[] }).fieldErrors.map((error) => error.field);
    expect(fields.sort()).toEqual(['email', 'password']);
  });

  it('resets a password with the exposed code; wrong codes are refused and every session ends', async () => {
    const customer = await createUser(api.db);
    const request = dataOf(
      await bff.gql<{ requestPasswordReset: { __typename: string; message: string; devOtp: string | null } }>(
        `mutation { requestPasswordReset(input: { email: "${customer.email}" }) { __typename ... on PasswordResetRequested { message devOtp } } }`,
      ),
    ).requestPasswordReset;
    expect(request).toMatchObject({ __typename: 'PasswordResetRequested', message: MESSAGES.otpSent(customer.email) });
    expect(request.devOtp).toMatch(/^\d{6}$/);

    const reset = (code: string, newPassword = 'brand-new-pass-1') =>
      bff.gql(
        `mutation Reset($input: ResetPasswordInput!) { resetPassword(input: $input) { ${RESULT} ... on PasswordResetSuccess { message } } }`,
        { input: { email: customer.email, code, newPassword } },
      );
    const wrongCode = request.devOtp === '000000' ? '111111' : '000000';
    expect(dataOf(await reset(wrongCode)).resetPassword).toEqual({
      __typename: 'WrongOtpError',
      errorCode: 'WRONG_OTP',
      message: 'Wrong OTP',
    });
    expect(dataOf(await reset(request.devOtp!)).resetPassword).toEqual({
      __typename: 'PasswordResetSuccess',
      message: MESSAGES.passwordReset,
    });
    expect(errorCodeOf(await bff.gql('{ me { id } }', {}, { token: customer.token }))).toBe('UNAUTHENTICATED');
    const login = dataOf(
      await bff.gql(
        `mutation { login(input: { email: "${customer.email}", password: "brand-new-pass-1" }) { __typename } }`,
      ),
    );
    expect(login.login).toEqual({ __typename: 'LoginSuccess' });
  });

  it('answers TooManyAttemptsError after five wrong codes', async () => {
    const customer = await createUser(api.db);
    const { requestPasswordReset } = dataOf(
      await bff.gql<{ requestPasswordReset: { devOtp: string } }>(
        `mutation { requestPasswordReset(input: { email: "${customer.email}" }) { ... on PasswordResetRequested { devOtp } } }`,
      ),
    );
    const wrongCode = requestPasswordReset.devOtp === '000000' ? '111111' : '000000';
    const attempt = async (code: string) =>
      (
        dataOf(
          await bff.gql<{ resetPassword: { __typename: string } }>(
            `mutation { resetPassword(input: { email: "${customer.email}", code: "${code}", newPassword: "brand-new-pass-2" }) { __typename } }`,
          ),
        ) as { resetPassword: { __typename: string } }
      ).resetPassword.__typename;
    for (let tries = 0; tries < 5; tries += 1) expect(await attempt(wrongCode)).toBe('WrongOtpError');
    expect(await attempt(requestPasswordReset.devOtp)).toBe('TooManyAttemptsError');
  });

  it('changes a password; a wrong current password is WrongPasswordError', async () => {
    const customer = await createUser(api.db);
    const change = (oldPassword: string) =>
      bff.gql(
        `mutation Change($input: ChangePasswordInput!) { changePassword(input: $input) { ${RESULT} ... on ChangePasswordSuccess { message } } }`,
        { input: { oldPassword, newPassword: 'another-pass-9' } },
        { token: customer.token },
      );
    expect(dataOf(await change('definitely-wrong')).changePassword).toEqual({
      __typename: 'WrongPasswordError',
      errorCode: 'WRONG_PASSWORD',
      message: API_MESSAGES.wrongOldPassword,
    });
    expect(dataOf(await change(customer.password)).changePassword).toEqual({
      __typename: 'ChangePasswordSuccess',
      message: MESSAGES.passwordChanged,
    });
    const anonymous = await bff.gql(
      'mutation { changePassword(input: { oldPassword: "a", newPassword: "another-pass-9" }) { __typename } }',
    );
    expect(errorCodeOf(anonymous)).toBe('UNAUTHENTICATED');
  });

  it('logs out: the token stops working', async () => {
    const customer = await createUser(api.db);
    expect(dataOf(await bff.gql('mutation { logout { message } }', {}, { token: customer.token }))).toEqual({
      logout: { message: MESSAGES.logoutSuccess },
    });
    expect(errorCodeOf(await bff.gql('{ me { id } }', {}, { token: customer.token }))).toBe('UNAUTHENTICATED');
    expect(errorCodeOf(await bff.gql('mutation { logout { message } }'))).toBe('UNAUTHENTICATED');
  });
});

describe('profile uploads', () => {
  const UPDATE_PROFILE = `mutation Update($input: UpdateProfileInput!) { updateProfile(input: $input) { ${RESULT}
    ... on UpdateProfileSuccess { message profile { displayName gender storeName storeDescription image } } } }`;

  it('saves fields and a real image sent as a multipart request with Apollo-Require-Preflight', async () => {
    const seller = await createUser(api.db, { role: 2 });
    const response = await bff.upload(
      UPDATE_PROFILE,
      {
        input: { displayName: 'Sam', gender: 'other', storeName: 'Sam Store', storeDescription: 'Chairs', image: null },
      },
      [{ path: 'variables.input.image', blob: fileBlob(await pngImage(200, 160), 'image/png'), name: 'me.png' }],
      { token: seller.token },
    );
    const result = dataOf(response).updateProfile as { __typename: string; profile: { image: string } };
    expect(result).toMatchObject({
      __typename: 'UpdateProfileSuccess',
      message: MESSAGES.profileSaved,
      profile: { displayName: 'Sam', gender: 'other', storeName: 'Sam Store', storeDescription: 'Chairs' },
    });
    expect(result.profile.image).toMatch(/^\/uploads\/avatars\/[0-9a-f]+-large\.webp$/);

    const image = await fetch(`${bff.origin}${result.profile.image}`);
    expect(image.status).toBe(200);
    expect(image.headers.get('content-type')).toBe('image/webp');
    expect(image.headers.get('x-content-type-options')).toBe('nosniff');
    expect(image.headers.get('cache-control')).toMatch(/max-age=\d+/);
    const bytes = Buffer.from(await image.arrayBuffer());
    expect(bytes.subarray(8, 12).toString('ascii')).toBe('WEBP');
  });

  it('refuses the same multipart request without a preflight header before reading any file', async () => {
    const seller = await createUser(api.db, { role: 2 });
    const avatarsBefore = await filesUnder('avatars');
    const callsBefore = bff.calls.length;
    const response = await bff.upload(
      UPDATE_PROFILE,
      { input: { displayName: 'Mallory', image: null } },
      [{ path: 'variables.input.image', blob: fileBlob(await pngImage(), 'image/png'), name: 'x.png' }],
      { token: seller.token, preflight: false },
    );
    expect(response.status).toBe(400);
    expect(response.body.errors?.[0]?.message).toContain('Cross-Site Request Forgery');
    expect(bff.calls.length).toBe(callsBefore);
    expect(await filesUnder('avatars')).toEqual(avatarsBefore);
    const [row] = await api.db.query<{ display_name: string | null }>('SELECT display_name FROM users WHERE id = $1', [
      seller.id,
    ]);
    expect(row?.display_name).toBeNull();
  });

  it('answers InvalidImageError for a file that is not an image, and writes nothing', async () => {
    const customer = await createUser(api.db);
    const avatarsBefore = await filesUnder('avatars');
    const response = await bff.upload(
      UPDATE_PROFILE,
      { input: { displayName: 'Eve', image: null } },
      [
        {
          path: 'variables.input.image',
          blob: fileBlob(Buffer.from('<svg>not a raster</svg>'), 'image/png'),
          name: 'x.png',
        },
      ],
      { token: customer.token },
    );
    expect(dataOf(response).updateProfile).toEqual({
      __typename: 'InvalidImageError',
      errorCode: 'INVALID_IMAGE',
      message: API_MESSAGES.notAnImage,
    });
    expect(await filesUnder('avatars')).toEqual(avatarsBefore);
    const [row] = await api.db.query<{ display_name: string | null }>('SELECT display_name FROM users WHERE id = $1', [
      customer.id,
    ]);
    expect(row?.display_name).toBeNull();
  });

  it('answers InvalidImageError for a file over 5 MB without forwarding it', async () => {
    const customer = await createUser(api.db);
    const callsBefore = bff.calls.length;
    const huge = Buffer.alloc(5 * 1024 * 1024 + 1, 1);
    const response = await bff.upload(
      UPDATE_PROFILE,
      { input: { image: null } },
      [{ path: 'variables.input.image', blob: fileBlob(huge, 'image/png'), name: 'huge.png' }],
      { token: customer.token },
    );
    expect(dataOf(response).updateProfile).toMatchObject({
      __typename: 'InvalidImageError',
      errorCode: 'INVALID_IMAGE',
    });
    // Only the session check that comes before any upload is read.
    expect(bff.calls.slice(callsBefore)).toEqual(['GET /api/users/profile']);
  });
});

describe('seller catalogue', () => {
  let seller: TestUser;
  let categoryId: number;
  const CREATE = `mutation Create($input: CreateProductInput!) { createProduct(input: $input) { ${RESULT}
    ... on InputValidationError { fieldErrors { field message } }
    ... on CreateProductSuccess { message product { id name price stock inStock image images thumbnails description
      condition brand { id name } color { id name hex } categories { id name productCount } seller { id storeName } } } } }`;

  beforeAll(async () => {
    seller = await createUser(api.db, { role: 2 });
    categoryId = await createCategory(api.db, 'Armchairs');
  });

  const productInput = (overrides: Record<string, unknown> = {}) => ({
    name: 'Lounge chair',
    description: 'Deep seat, oak legs.',
    price: 1_250_000,
    stock: 4,
    categoryIds: [String(categoryId)],
    brandId: '2',
    colorId: '3',
    condition: 'SECOND',
    images: [null, null],
    ...overrides,
  });
  const twoImages = async () => [
    {
      path: 'variables.input.images.0',
      blob: fileBlob(await pngImage(300, 300, '#a8872c'), 'image/png'),
      name: 'a.png',
    },
    {
      path: 'variables.input.images.1',
      blob: fileBlob(await pngImage(320, 240, '#443d35'), 'image/png'),
      name: 'b.png',
    },
  ];

  it('creates a product with two photos', async () => {
    const response = await bff.upload(CREATE, { input: productInput() }, await twoImages(), { token: seller.token });
    const result = dataOf(response).createProduct as Record<string, unknown> & { product: Record<string, unknown> };
    expect(result.__typename).toBe('CreateProductSuccess');
    expect(result.message).toBe(MESSAGES.productAdded);
    const product = result.product;
    expect(product).toMatchObject({
      name: 'Lounge chair',
      price: 1_250_000,
      stock: 4,
      inStock: true,
      description: 'Deep seat, oak legs.',
      condition: 'SECOND',
      brand: { id: '2', name: BRANDS[1]!.brand_name },
      color: { id: '3', name: COLORS[2]!.color_name, hex: COLORS[2]!.hex },
      categories: [{ id: String(categoryId), name: 'Armchairs', productCount: 1 }],
      seller: { id: String(seller.id) },
    });
    expect(product.images).toHaveLength(2);
    expect(product.thumbnails).toHaveLength(2);
    expect(product.image).toBe((product.thumbnails as string[])[0]);
    const [row] = await api.db.query<{ count: number }>(
      'SELECT count(*)::int AS count FROM product_images WHERE product_id = $1',
      [Number(product.id)],
    );
    expect(row?.count).toBe(2);
  });

  it('refuses bad fields with their GraphQL names and keeps customers and strangers out', async () => {
    const invalid = await bff.upload(
      CREATE,
      { input: productInput({ name: '', brandId: '99', images: [null] }) },
      [(await twoImages())[0]!],
      { token: seller.token },
    );
    const result = dataOf(invalid).createProduct as { __typename: string; fieldErrors: { field: string }[] };
    expect(result.__typename).toBe('InputValidationError');
    expect(result.fieldErrors.map((error) => error.field)).toContain('name');

    const customer = await createUser(api.db);
    const forbidden = await bff.upload(CREATE, { input: productInput() }, await twoImages(), { token: customer.token });
    expect(errorCodeOf(forbidden)).toBe('FORBIDDEN');
    const anonymous = await bff.upload(CREATE, { input: productInput() }, await twoImages());
    expect(errorCodeOf(anonymous)).toBe('UNAUTHENTICATED');
  });

  it('refuses more than five files in one request before the API sees them', async () => {
    const callsBefore = bff.calls.length;
    const png = await pngImage();
    const files = Array.from({ length: 6 }, (_, index) => ({
      path: `variables.input.images.${index}`,
      blob: fileBlob(png, 'image/png'),
      name: `${index}.png`,
    }));
    const response = await bff.upload(CREATE, { input: productInput({ images: files.map(() => null) }) }, files, {
      token: seller.token,
    });
    expect(response.status).toBe(413);
    expect(response.body.errors?.[0]?.extensions?.code).toBe('PAYLOAD_TOO_LARGE');
    // Only the session check that comes before any upload is read.
    expect(bff.calls.slice(callsBefore)).toEqual(['GET /api/users/profile']);
  });

  it('lists the seller products by filter and archives one with deleteProduct', async () => {
    const own = await createUser(api.db, { role: 2 });
    const live = await createProduct(api.db, own.id, { name: 'Live shelf', stock: 2 });
    const soldOut = await createProduct(api.db, own.id, { name: 'Sold-out shelf', stock: 0 });
    const other = await createProduct(api.db, seller.id, { name: 'Not yours' });
    const list = async (filter: string) =>
      (
        dataOf(
          await bff.gql<{
            sellerProducts: {
              items: { id: string; name: string; archived: boolean }[];
              pageInfo: { totalData: number };
            };
          }>(
            `{ sellerProducts(filter: ${filter}, limit: 10) { items { id name price stock image archived } pageInfo { totalData page totalPage limit hasPrev hasNext } } }`,
            {},
            { token: own.token },
          ),
        ) as {
          sellerProducts: { items: { id: string; name: string; archived: boolean }[]; pageInfo: { totalData: number } };
        }
      ).sellerProducts;

    expect((await list('ALL')).items.map((item) => item.name).sort()).toEqual(['Live shelf', 'Sold-out shelf']);
    expect((await list('SOLD_OUT')).items.map((item) => item.id)).toEqual([String(soldOut)]);
    expect((await list('ARCHIVED')).pageInfo.totalData).toBe(0);

    const DELETE = `mutation Delete($id: ID!) { deleteProduct(input: { id: $id }) { ${RESULT} ... on DeleteProductSuccess { id message } } }`;
    expect(dataOf(await bff.gql(DELETE, { id: String(live) }, { token: own.token })).deleteProduct).toEqual({
      __typename: 'DeleteProductSuccess',
      id: String(live),
      message: MESSAGES.productDeleted,
    });
    expect((await list('ARCHIVED')).items).toEqual([expect.objectContaining({ id: String(live), archived: true })]);
    const notTheirs = dataOf(await bff.gql(DELETE, { id: String(other) }, { token: own.token })).deleteProduct;
    expect(notTheirs).toMatchObject({ __typename: 'NotFoundError', errorCode: 'NOT_FOUND' });
    expect(await stockOf(other)).toBe(10);
    expect(dataOf(await bff.gql(`{ product(id: "${live}") { id } }`))).toEqual({ product: null });
    expect(errorCodeOf(await bff.gql('{ sellerProducts { pageInfo { totalData } } }'))).toBe('UNAUTHENTICATED');
  });
});

describe('public catalogue', () => {
  let sofas: number;
  let lamps: number;
  const ids: Record<string, number> = {};

  beforeAll(async () => {
    const seller = await createUser(api.db, { role: 2 });
    await api.db.query('UPDATE users SET store_name = $1, display_name = $2 WHERE id = $3', [
      'Casa',
      'Rina',
      seller.id,
    ]);
    sofas = await createCategory(api.db, 'Catalogue sofas');
    lamps = await createCategory(api.db, 'Catalogue lamps');
    const day = (n: number) => new Date(Date.UTC(2030, 0, n));
    ids.velvet = await createProduct(api.db, seller.id, {
      name: 'Velvet sofa zq',
      price: 900_000,
      categoryIds: [sofas],
      brandId: 3,
      colorId: 4,
      createdAt: day(1),
    });
    ids.linen = await createProduct(api.db, seller.id, {
      name: 'Linen sofa zq',
      price: 700_000,
      categoryIds: [sofas],
      brandId: 3,
      createdAt: day(2),
    });
    ids.arc = await createProduct(api.db, seller.id, {
      name: 'Arc lamp zq',
      price: 300_000,
      categoryIds: [lamps],
      brandId: 4,
      createdAt: day(3),
      conditions: 'second',
    });
    ids.gone = await createProduct(api.db, seller.id, { name: 'Gone sofa zq', categoryIds: [sofas], archived: true });
    ids.empty = await createProduct(api.db, seller.id, { name: 'Empty sofa zq', categoryIds: [sofas], stock: 0 });
  });

  const PAGE = `query Products($filter: ProductFilter, $sort: ProductSort, $page: Int, $limit: Int) {
    products(filter: $filter, sort: $sort, page: $page, limit: $limit) {
      items { id name price } pageInfo { page totalPage totalData limit hasPrev hasNext } } }`;
  type Page = {
    items: { id: string; name: string; price: number }[];
    pageInfo: { page: number; totalPage: number; totalData: number; hasPrev: boolean; hasNext: boolean };
  };
  const products = async (variables: Record<string, unknown>) =>
    (dataOf(await bff.gql<{ products: Page }>(PAGE, variables)) as { products: Page }).products;

  it('filters, sorts and pages the live products', async () => {
    const all = await products({ filter: { search: 'ZQ' }, sort: 'CHEAPEST' });
    expect(all.items.map((item) => item.name)).toEqual(['Arc lamp zq', 'Linen sofa zq', 'Velvet sofa zq']);
    expect(all.pageInfo).toMatchObject({ page: 1, totalPage: 1, totalData: 3, hasPrev: false, hasNext: false });

    const inSofas = await products({ filter: { search: 'zq', categoryId: String(sofas) }, sort: 'PRICIEST' });
    expect(inSofas.items.map((item) => item.name)).toEqual(['Velvet sofa zq', 'Linen sofa zq']);

    const priced = await products({ filter: { search: 'zq', minPrice: 500_000, maxPrice: 800_000 } });
    expect(priced.items.map((item) => item.name)).toEqual(['Linen sofa zq']);
    const noUpperBound = await products({ filter: { search: 'zq', minPrice: 500_000, maxPrice: 0 } });
    expect(noUpperBound.pageInfo.totalData).toBe(2);

    const byBrand = await products({ filter: { search: 'zq', brandId: '4' } });
    expect(byBrand.items.map((item) => item.name)).toEqual(['Arc lamp zq']);
    const byColor = await products({ filter: { search: 'zq', colorId: '4' } });
    expect(byColor.items.map((item) => item.name)).toEqual(['Velvet sofa zq']);

    const second = await products({ filter: { search: 'zq' }, sort: 'OLDEST', page: 2, limit: 2 });
    expect(second.pageInfo).toMatchObject({ page: 2, totalPage: 2, totalData: 3, hasPrev: true, hasNext: false });
    expect(second.items.map((item) => item.name)).toEqual(['Arc lamp zq']);
    const first = await products({ filter: { search: 'zq' }, page: 1, limit: 2 });
    expect(first.items.map((item) => item.name)).toEqual(['Arc lamp zq', 'Linen sofa zq']);
    expect(first.pageInfo).toMatchObject({ hasPrev: false, hasNext: true });

    const refused = await bff.gql(PAGE, { limit: 500 });
    expect(errorCodeOf(refused)).toBe('BAD_USER_INPUT');
    expect(refused.body.errors?.[0]).toMatchObject({
      message: 'The page size must be at most 100.',
      extensions: { fieldErrors: [{ field: 'limit' }] },
    });
  });

  it('answers the facet counts with the page in one request, each facet under the other filters', async () => {
    const QUERY = `query Facets($filter: ProductFilter) {
      products(filter: $filter, limit: 2) {
        items { id } pageInfo { totalData } totalExact sort
        facets { totalData exact categories { id name count } brands { id name count } colors { id name hex count } }
      } }`;
    type FacetCount = { id: string; name: string; hex?: string | null; count: number };
    type Answer = {
      products: {
        items: { id: string }[];
        pageInfo: { totalData: number };
        totalExact: boolean;
        sort: string;
        facets: {
          totalData: number;
          exact: boolean;
          categories: FacetCount[];
          brands: FacetCount[];
          colors: FacetCount[];
        };
      };
    };
    let answer: Answer | undefined;
    const calls = await bff.callsDuring(async () => {
      answer = dataOf(await bff.gql<Answer>(QUERY, { filter: { search: 'zq', brandId: '3' } })) as Answer;
    });
    expect(calls).toHaveLength(1);
    expect(calls[0]).toMatch(/^GET \/api\/products\?.*facets=true/);
    const page = answer!.products;
    expect(page).toMatchObject({ pageInfo: { totalData: 2 }, totalExact: true, sort: 'RELEVANCE' });
    expect(page.facets).toMatchObject({ totalData: 2, exact: true });
    const count = (list: FacetCount[], id: number | string) => list.find((item) => item.id === String(id))?.count;
    // Brands ignore the brand filter: Arc lamp is brand 4.
    expect(count(page.facets.brands, 3)).toBe(2);
    expect(count(page.facets.brands, 4)).toBe(1);
    expect(page.facets.brands).toHaveLength(BRANDS.length);
    expect(count(page.facets.categories, sofas)).toBe(2);
    expect(count(page.facets.categories, lamps)).toBe(0);
    expect(page.facets.categories.find((item) => item.id === String(sofas))?.name).toBe('Catalogue sofas');
    expect(page.facets.colors.find((item) => item.id === '4')).toEqual({
      id: '4',
      name: COLORS[3]!.color_name,
      hex: COLORS[3]!.hex,
      count: 1,
    });

    const withoutFacets = await bff.callsDuring(() => products({ filter: { search: 'zq' } }));
    expect(withoutFacets.map((call) => call.split('?')[0])).toEqual(['GET /api/products']);
    expect(withoutFacets[0]).not.toContain('facets');
  });

  it('continues a page through its cursor where it stopped, even after a product was added before it', async () => {
    const PAGED = `query Paged($filter: ProductFilter, $sort: ProductSort, $page: Int, $limit: Int, $cursor: String) {
      products(filter: $filter, sort: $sort, page: $page, limit: $limit, cursor: $cursor) {
        items { name } pageInfo { page totalPage hasPrev hasNext } nextCursor prevCursor } }`;
    type Paged = {
      items: { name: string }[];
      pageInfo: { page: number; totalPage: number; hasPrev: boolean; hasNext: boolean };
      nextCursor: string | null;
      prevCursor: string | null;
    };
    const paged = async (variables: Record<string, unknown>) =>
      (dataOf(await bff.gql<{ products: Paged }>(PAGED, variables)) as { products: Paged }).products;
    const base = { filter: { search: 'zq' }, sort: 'CHEAPEST', limit: 1 };
    const first = await paged({ ...base, page: 1 });
    expect(first).toMatchObject({
      items: [{ name: 'Arc lamp zq' }],
      pageInfo: { page: 1, hasPrev: false },
      prevCursor: null,
    });
    const seller = await createUser(api.db, { role: 2 });
    const added = await createProduct(api.db, seller.id, { name: 'Added cheaper zq', price: 100_000 });
    try {
      const second = await paged({ ...base, page: 2, cursor: first.nextCursor });
      expect(second).toMatchObject({
        items: [{ name: 'Linen sofa zq' }],
        pageInfo: { page: 2, totalPage: 4, hasPrev: true },
      });
      const back = await paged({ ...base, page: 1, cursor: second.prevCursor });
      expect(back.items).toEqual([{ name: 'Arc lamp zq' }]);
      const pastTheEnd = await paged({ ...base, page: 99 });
      expect(pastTheEnd).toMatchObject({
        items: [{ name: 'Velvet sofa zq' }],
        pageInfo: { page: 4, totalPage: 4, hasNext: false },
      });
      const wrongList = await bff.gql(PAGED, { ...base, sort: 'NEWEST', page: 2, cursor: first.nextCursor });
      expect(errorCodeOf(wrongList)).toBe('BAD_USER_INPUT');
      expect(wrongList.body.errors?.[0]?.extensions?.fieldErrors).toEqual([
        { field: 'cursor', message: 'This page link no longer fits the list; start again from page 1.' },
      ]);
    } finally {
      await api.db.query('UPDATE products SET archived_at = now() WHERE id = $1', [added]);
    }
  });

  it('answers one product with every field, and null for archived or unknown ones', async () => {
    const { product } = dataOf(
      await bff.gql(
        `query One($id: ID!) { product(id: $id) { id name price stock inStock image images thumbnails description condition
          brand { id name } color { id name hex } categories { id name productCount } seller { id displayName storeName storeDescription } } }`,
        { id: String(ids.arc) },
      ),
    );
    expect(product).toMatchObject({
      id: String(ids.arc),
      name: 'Arc lamp zq',
      price: 300_000,
      stock: 10,
      inStock: true,
      image: null,
      images: [],
      thumbnails: [],
      description: 'A test product.',
      condition: 'SECOND',
      brand: { id: '4', name: BRANDS[3]!.brand_name },
      color: { id: '1', name: COLORS[0]!.color_name },
      categories: [{ id: String(lamps), name: 'Catalogue lamps', productCount: 1 }],
      seller: { displayName: 'Rina', storeName: 'Casa', storeDescription: null },
    });
    expect(dataOf(await bff.gql(`{ product(id: "${ids.gone}") { id } }`))).toEqual({ product: null });
    expect(dataOf(await bff.gql('{ product(id: "999999") { id } }'))).toEqual({ product: null });
    expect(errorCodeOf(await bff.gql('{ product(id: "sofa") { id } }'))).toBe('BAD_USER_INPUT');
  });

  it('answers related products that share a category or the brand', async () => {
    const { relatedProducts } = dataOf(
      await bff.gql<{ relatedProducts: { id: string; name: string; brand: { id: string } }[] }>(
        `{ relatedProducts(productId: "${ids.velvet}") { id name brand { id } } }`,
      ),
    ) as { relatedProducts: { id: string; name: string; brand: { id: string } }[] };
    const names = relatedProducts.map((product) => product.name);
    expect(names).toContain('Linen sofa zq');
    expect(names).not.toContain('Velvet sofa zq');
    expect(names).not.toContain('Gone sofa zq');
    expect(names).not.toContain('Empty sofa zq');
    expect(dataOf(await bff.gql('{ relatedProducts(productId: "999999") { id } }'))).toEqual({ relatedProducts: [] });
  });

  it('suggests products, categories and brands for the text typed so far, typos forgiven', async () => {
    type Suggested = { products: { name: string }[]; categories: { name: string; productCount: number }[] };
    const suggest = async (text: string) =>
      (
        dataOf(
          await bff.gql<{ searchSuggestions: Suggested }>(
            `{ searchSuggestions(text: ${JSON.stringify(text)}) { products { name } categories { name productCount } brands { name } } }`,
          ),
        ) as { searchSuggestions: Suggested }
      ).searchSuggestions;
    expect((await suggest('velvte sofa')).products.map((product) => product.name)).toContain('Velvet sofa zq');
    expect((await suggest('catalogue so')).categories).toContainEqual({ name: 'Catalogue sofas', productCount: 2 });
    expect(await suggest('v')).toEqual({ products: [], categories: [], brands: [] });
    expect((await suggest('x'.repeat(5_000))).products).toEqual([]);
  });

  it('serves the reference lists', async () => {
    const lists = dataOf(
      await bff.gql<Record<string, { id: string; name: string; productCount?: number; hex?: string }[]>>(
        '{ categories { id name productCount } brands { id name } colors { id name hex } payments { id name } shipments { id name } }',
      ),
    ) as Record<string, { id: string; name: string; productCount?: number; hex?: string }[]>;
    expect(lists.categories).toContainEqual({ id: String(sofas), name: 'Catalogue sofas', productCount: 2 });
    expect(lists.categories).toContainEqual({ id: String(lamps), name: 'Catalogue lamps', productCount: 1 });
    expect(lists.brands).toEqual(BRANDS.map((brand) => ({ id: String(brand.id), name: brand.brand_name })));
    expect(lists.colors).toEqual(
      COLORS.map((color) => ({ id: String(color.id), name: color.color_name, hex: color.hex })),
    );
    expect(lists.payments).toEqual(PAYMENTS.map((payment) => ({ id: String(payment.id), name: payment.payment_name })));
    expect(lists.shipments).toEqual(
      SHIPMENTS.map((shipment) => ({ id: String(shipment.id), name: shipment.shipment_name })),
    );
  });
});

describe('cart, checkout and orders', () => {
  let seller: TestUser;
  let otherSeller: TestUser;
  let customer: TestUser;
  let chair: number;
  let table: number;

  beforeAll(async () => {
    seller = await createUser(api.db, { role: 2 });
    otherSeller = await createUser(api.db, { role: 2 });
    customer = await createUser(api.db, { role: 1 });
    chair = await createProduct(api.db, seller.id, { name: 'Checkout chair', price: 150_000, stock: 5 });
    table = await createProduct(api.db, seller.id, { name: 'Checkout table', price: 1_000_001, stock: 1 });
  });

  const CHECKOUT = `mutation Checkout($input: CreateTransactionInput!) { createTransaction(input: $input) { ${RESULT}
    ... on InsufficientStockError { productId }
    ... on InputValidationError { fieldErrors { field message } }
    ... on CreateTransactionSuccess { message order { id createdAt receiverName address phone subtotal tax total
      payment { id name } shipment { id name }
      lines { id productId productName image unitPrice quantity lineTotal status statusLabel updatedAt } } } } }`;
  const checkoutInput = (items: { productId: number; quantity: number }[], extra: Record<string, unknown> = {}) => ({
    items: items.map((item) => ({ productId: String(item.productId), quantity: item.quantity })),
    receiverName: 'Ana',
    address: 'Jl. Kenanga 1, Bandung',
    phone: '+62 812 3456 7890',
    paymentId: '2',
    shipmentId: '2',
    ...extra,
  });

  it('quotes a cart with the server prices', async () => {
    const { cartQuote } = dataOf(
      await bff.gql(
        `query Quote($items: [CartLineInput!]!) { cartQuote(items: $items) { subtotal tax total allAvailable
          lines { productId productName image price quantity stock available lineTotal } } }`,
        {
          items: [
            { productId: String(chair), quantity: 2 },
            { productId: String(table), quantity: 3 },
          ],
        },
      ),
    );
    expect(cartQuote).toEqual({
      subtotal: 300_000,
      tax: taxOf(300_000),
      total: 300_000 + taxOf(300_000),
      allAvailable: false,
      lines: [
        {
          productId: String(chair),
          productName: 'Checkout chair',
          image: null,
          price: 150_000,
          quantity: 2,
          stock: 5,
          available: true,
          lineTotal: 300_000,
        },
        {
          productId: String(table),
          productName: 'Checkout table',
          image: null,
          price: 1_000_001,
          quantity: 3,
          stock: 1,
          available: false,
          lineTotal: 3_000_003,
        },
      ],
    });
    expect(errorCodeOf(await bff.gql('{ cartQuote(items: []) { total } }'))).toBe('BAD_USER_INPUT');
  });

  it('refuses a short line with InsufficientStockError naming the product, and writes nothing', async () => {
    const [before] = await api.db.query<{ count: number }>('SELECT count(*)::int AS count FROM transactions');
    const result = dataOf(
      await bff.gql(
        CHECKOUT,
        {
          input: checkoutInput([
            { productId: chair, quantity: 1 },
            { productId: table, quantity: 2 },
          ]),
        },
        { token: customer.token },
      ),
    ).createTransaction;
    expect(result).toEqual({
      __typename: 'InsufficientStockError',
      errorCode: 'INSUFFICIENT_STOCK',
      message: API_MESSAGES.insufficientStock('Checkout table'),
      productId: String(table),
    });
    expect(await stockOf(chair)).toBe(5);
    expect(await stockOf(table)).toBe(1);
    const [after] = await api.db.query<{ count: number }>('SELECT count(*)::int AS count FROM transactions');
    expect(after?.count).toBe(before?.count);
  });

  it('names refused checkout fields as the input does', async () => {
    const result = dataOf(
      await bff.gql(
        CHECKOUT,
        { input: checkoutInput([{ productId: chair, quantity: 1 }], { receiverName: '  ', phone: 'call me' }) },
        { token: customer.token },
      ),
    ).createTransaction as { __typename: string; fieldErrors: { field: string }[] };
    expect(result.__typename).toBe('InputValidationError');
    expect(result.fieldErrors.map((error) => error.field).sort()).toEqual(['phone', 'receiverName']);
  });

  it('places an order once per idempotency key, then lists it in myOrders and sellerOrders', async () => {
    const input = checkoutInput([{ productId: chair, quantity: 2 }], { idempotencyKey: `checkout-${Date.now()}` });
    const first = dataOf(await bff.gql(CHECKOUT, { input }, { token: customer.token })).createTransaction as {
      __typename: string;
      message: string;
      order: { id: string; lines: { id: string }[] } & Record<string, unknown>;
    };
    expect(first).toMatchObject({
      __typename: 'CreateTransactionSuccess',
      message: MESSAGES.transactionCreated,
      order: {
        receiverName: 'Ana',
        address: 'Jl. Kenanga 1, Bandung',
        phone: '+62 812 3456 7890',
        subtotal: 300_000,
        tax: 30_000,
        total: 330_000,
        payment: { id: '2', name: 'BNI' },
        shipment: { id: '2', name: 'Free shipping' },
        lines: [
          {
            productId: String(chair),
            productName: 'Checkout chair',
            unitPrice: 150_000,
            quantity: 2,
            lineTotal: 300_000,
            status: 'WAITING_FOR_PAYMENT',
            statusLabel: 'Waiting for Payment',
          },
        ],
      },
    });
    const retry = dataOf(await bff.gql(CHECKOUT, { input }, { token: customer.token })).createTransaction as {
      order: { id: string };
    };
    expect(retry.order.id).toBe(first.order.id);
    expect(await stockOf(chair)).toBe(3);

    const { myOrders } = dataOf(
      await bff.gql<{
        myOrders: {
          items: { id: string; total: number; lines: { quantity: number }[] }[];
          pageInfo: { totalData: number };
        };
      }>(
        '{ myOrders(page: 1, limit: 10) { items { id total createdAt lines { productName quantity status } } pageInfo { page totalPage totalData limit hasPrev hasNext } } }',
        {},
        { token: customer.token },
      ),
    ) as { myOrders: { items: { id: string; total: number }[]; pageInfo: { totalData: number } } };
    expect(myOrders.pageInfo.totalData).toBe(1);
    expect(myOrders.items[0]).toMatchObject({ id: first.order.id, total: 330_000 });
    expect(errorCodeOf(await bff.gql('{ myOrders { pageInfo { totalData } } }', {}, { token: seller.token }))).toBe(
      'FORBIDDEN',
    );
    expect(errorCodeOf(await bff.gql(CHECKOUT, { input }, { token: seller.token }))).toBe('FORBIDDEN');

    const SELLER_ORDERS = `query Lines($status: OrderStatus) { sellerOrders(status: $status) { pageInfo { totalData } items { id orderId productId
      productName image unitPrice quantity lineTotal status statusLabel nextStatuses receiverName address phone createdAt updatedAt } } }`;
    type Lines = {
      sellerOrders: {
        pageInfo: { totalData: number };
        items: { id: string; status: string; nextStatuses: string[] }[];
      };
    };
    const lines = (dataOf(await bff.gql<Lines>(SELLER_ORDERS, {}, { token: seller.token })) as Lines).sellerOrders;
    expect(lines.pageInfo.totalData).toBe(1);
    expect(lines.items[0]).toMatchObject({
      orderId: first.order.id,
      productId: String(chair),
      status: 'WAITING_FOR_PAYMENT',
      nextStatuses: [],
      receiverName: 'Ana',
    });
    expect(
      (dataOf(await bff.gql<Lines>(SELLER_ORDERS, { status: 'SENT' }, { token: seller.token })) as Lines).sellerOrders
        .pageInfo.totalData,
    ).toBe(0);
    expect(
      (dataOf(await bff.gql<Lines>(SELLER_ORDERS, {}, { token: otherSeller.token })) as Lines).sellerOrders.pageInfo
        .totalData,
    ).toBe(0);

    const lineId = lines.items[0]!.id;
    // Only a paid line moves: the customer pays with the development provider.
    const PAY = `mutation Pay($input: SimulatePaymentInput!) { simulatePayment(input: $input) { __typename } }`;
    await bff.gql(PAY, { input: { orderId: first.order.id } }, { token: customer.token });
    const UPDATE = `mutation Move($input: UpdateOrderStatusInput!) { updateOrderStatus(input: $input) { ${RESULT}
      ... on UpdateOrderStatusSuccess { line { id status statusLabel nextStatuses } } } }`;
    expect(
      dataOf(
        await bff.gql(
          UPDATE,
          { input: { lineId, status: 'SENT', trackingNumber: 'JNE 01/23' } },
          { token: seller.token },
        ),
      ).updateOrderStatus,
    ).toMatchObject({
      __typename: 'InputValidationError',
      errorCode: 'INVALID_INPUT',
      message: 'The tracking number may only have letters, digits and dashes.',
    });
    expect(
      dataOf(await bff.gql(UPDATE, { input: { lineId, status: 'SENT' } }, { token: seller.token })).updateOrderStatus,
    ).toEqual({
      __typename: 'UpdateOrderStatusSuccess',
      line: { id: lineId, status: 'SENT', statusLabel: 'Sent', nextStatuses: ['COMPLETED'] },
    });
    expect(
      dataOf(await bff.gql(UPDATE, { input: { lineId, status: 'ORDER_CANCEL' } }, { token: seller.token }))
        .updateOrderStatus,
    ).toEqual({
      __typename: 'IllegalStatusChangeError',
      errorCode: 'ILLEGAL_STATUS_CHANGE',
      message: API_MESSAGES.illegalStatusChange('Sent', 'Order Cancel'),
    });
    expect(await stockOf(chair)).toBe(3);
    expect(
      dataOf(await bff.gql(UPDATE, { input: { lineId, status: 'COMPLETED' } }, { token: otherSeller.token }))
        .updateOrderStatus,
    ).toMatchObject({ __typename: 'NotFoundError', errorCode: 'NOT_FOUND' });
    expect(
      errorCodeOf(await bff.gql(UPDATE, { input: { lineId, status: 'COMPLETED' } }, { token: customer.token })),
    ).toBe('FORBIDDEN');
  });
});

describe('wishlist and contact', () => {
  it('adds and removes wishlist products', async () => {
    const seller = await createUser(api.db, { role: 2 });
    const customer = await createUser(api.db);
    const lamp = await createProduct(api.db, seller.id, {
      name: 'Wish lamp',
      price: 50_000,
      description: 'Warm light',
    });
    const WISH = (
      name: 'addToWishlist' | 'removeFromWishlist',
    ) => `mutation Wish($id: ID!) { ${name}(input: { productId: $id }) { ${RESULT}
      ... on WishlistUpdated { items { addedAt product { id name price description } } } } }`;

    const added = dataOf(await bff.gql(WISH('addToWishlist'), { id: String(lamp) }, { token: customer.token }))
      .addToWishlist as {
      __typename: string;
      items: { addedAt: string; product: Record<string, unknown> }[];
    };
    expect(added.__typename).toBe('WishlistUpdated');
    expect(added.items).toHaveLength(1);
    expect(added.items[0]!.product).toEqual({
      id: String(lamp),
      name: 'Wish lamp',
      price: 50_000,
      description: 'Warm light',
    });
    expect(Number.isNaN(Date.parse(added.items[0]!.addedAt))).toBe(false);

    const twice = dataOf(await bff.gql(WISH('addToWishlist'), { id: String(lamp) }, { token: customer.token }))
      .addToWishlist as {
      items: unknown[];
    };
    expect(twice.items).toHaveLength(1);
    expect(dataOf(await bff.gql('{ wishlist { product { id } } }', {}, { token: customer.token }))).toEqual({
      wishlist: [{ product: { id: String(lamp) } }],
    });
    expect(
      dataOf(await bff.gql(WISH('addToWishlist'), { id: '999999' }, { token: customer.token })).addToWishlist,
    ).toMatchObject({ __typename: 'NotFoundError', errorCode: 'NOT_FOUND' });

    expect(
      dataOf(await bff.gql(WISH('removeFromWishlist'), { id: String(lamp) }, { token: customer.token }))
        .removeFromWishlist,
    ).toEqual({ __typename: 'WishlistUpdated', items: [] });
    expect(
      dataOf(await bff.gql(WISH('removeFromWishlist'), { id: String(lamp) }, { token: customer.token }))
        .removeFromWishlist,
    ).toMatchObject({ __typename: 'NotFoundError', errorCode: 'NOT_FOUND' });
    expect(errorCodeOf(await bff.gql('{ wishlist { addedAt } }', {}, { token: seller.token }))).toBe('FORBIDDEN');
    expect(errorCodeOf(await bff.gql('{ wishlist { addedAt } }'))).toBe('UNAUTHENTICATED');
  });

  it('sends a contact message, and names refused fields', async () => {
    const CONTACT = `mutation Contact($input: ContactMessageInput!) { sendContactMessage(input: $input) { ${RESULT}
      ... on ContactMessageSent { message } ... on InputValidationError { fieldErrors { field } } } }`;
    const input = {
      name: 'Budi',
      email: 'budi@example.test',
      website: 'https://budi.example',
      businessPlan: 'Cafe',
      message: 'Hello',
    };
    expect(dataOf(await bff.gql(CONTACT, { input })).sendContactMessage).toEqual({
      __typename: 'ContactMessageSent',
      message: MESSAGES.contactSent,
    });
    const [row] = await api.db.query<{ business_plan: string }>(
      'SELECT business_plan FROM contact_messages WHERE email = $1',
      ['budi@example.test'],
    );
    expect(row?.business_plan).toBe('Cafe');
    const refused = dataOf(
      await bff.gql(CONTACT, { input: { ...input, email: 'nope', businessPlan: 'x'.repeat(300) } }),
    ).sendContactMessage as { __typename: string; fieldErrors: { field: string }[] };
    expect(refused.__typename).toBe('InputValidationError');
    expect(refused.fieldErrors.map((error) => error.field).sort()).toEqual(['businessPlan', 'email']);
  });
});

describe('address book', () => {
  const ADDRESS = 'id receiverName phone address isDefault createdAt';
  const BOOK = `${RESULT} ... on AddressBookUpdated { message address { ${ADDRESS} } addresses { id isDefault } }`;
  type Book = {
    __typename: string;
    message: string;
    address: { id: string; phone: string; isDefault: boolean } | null;
    addresses: { id: string; isDefault: boolean }[];
  };
  const home = { receiverName: 'Ayu Lestari', phone: '0812-3456-7890', address: 'Jl. Merdeka 10, Bandung' };

  it('saves, changes, makes default and deletes addresses; others cannot touch them', async () => {
    const customer = await createUser(api.db);
    const stranger = await createUser(api.db);
    const ADD = `mutation Add($input: AddressInput!) { addAddress(input: $input) { ${BOOK} } }`;
    const first = dataOf(await bff.gql(ADD, { input: home }, { token: customer.token })).addAddress as Book;
    expect(first).toMatchObject({
      __typename: 'AddressBookUpdated',
      message: 'The address was saved',
      address: { receiverName: 'Ayu Lestari', phone: '+6281234567890', isDefault: true },
    });
    const second = dataOf(
      await bff.gql(ADD, { input: { ...home, address: 'Jl. Braga 3, Bandung' } }, { token: customer.token }),
    ).addAddress as Book;
    const [homeId, braga] = [first.address!.id, second.address!.id];
    expect(second.addresses).toEqual([
      { id: homeId, isDefault: true },
      { id: braga, isDefault: false },
    ]);

    const UPDATE = `mutation Update($input: UpdateAddressInput!) { updateAddress(input: $input) { ${BOOK} } }`;
    const changed = dataOf(
      await bff.gql(
        UPDATE,
        { input: { id: braga, address: { ...home, address: 'Jl. Braga 4' } } },
        { token: customer.token },
      ),
    ).updateAddress as Book;
    expect(changed.address).toMatchObject({ id: braga, address: 'Jl. Braga 4', isDefault: false });

    const DEFAULT = `mutation Default($input: AddressIdInput!) { setDefaultAddress(input: $input) { ${BOOK} } }`;
    const made = dataOf(await bff.gql(DEFAULT, { input: { id: braga } }, { token: customer.token }))
      .setDefaultAddress as Book;
    expect(made.addresses).toEqual([
      { id: braga, isDefault: true },
      { id: homeId, isDefault: false },
    ]);

    const DELETE = `mutation Delete($input: AddressIdInput!) { deleteAddress(input: $input) { ${BOOK} } }`;
    expect(
      dataOf(await bff.gql(DELETE, { input: { id: braga } }, { token: stranger.token })).deleteAddress,
    ).toMatchObject({ __typename: 'NotFoundError', errorCode: 'NOT_FOUND' });
    expect(
      dataOf(await bff.gql(UPDATE, { input: { id: braga, address: home } }, { token: stranger.token })).updateAddress,
    ).toMatchObject({ __typename: 'NotFoundError' });
    const deleted = dataOf(await bff.gql(DELETE, { input: { id: braga } }, { token: customer.token }))
      .deleteAddress as Book;
    expect(deleted).toMatchObject({ address: null, addresses: [{ id: homeId, isDefault: true }] });

    const read = dataOf(await bff.gql(`{ myAddresses { ${ADDRESS} } }`, {}, { token: customer.token }));
    expect(read.myAddresses).toEqual([
      {
        id: homeId,
        receiverName: 'Ayu Lestari',
        phone: '+6281234567890',
        address: 'Jl. Merdeka 10, Bandung',
        isDefault: true,
        createdAt: expect.any(String),
      },
    ]);
  });

  it('names refused fields as the input does, says when the book is full, and keeps sellers out', async () => {
    const customer = await createUser(api.db);
    const seller = await createUser(api.db, { role: 2 });
    const ADD = `mutation Add($input: AddressInput!) { addAddress(input: $input) {
      ${RESULT} ... on InputValidationError { fieldErrors { field message } } } }`;
    const refused = dataOf(
      await bff.gql(ADD, { input: { ...home, phone: '12', receiverName: ' ' } }, { token: customer.token }),
    ).addAddress as { __typename: string; fieldErrors: { field: string }[] };
    expect(refused.__typename).toBe('InputValidationError');
    expect(refused.fieldErrors.map((error) => error.field).sort()).toEqual(['phone', 'receiverName']);

    await api.db.query(
      `INSERT INTO addresses (customer_id, receiver_name, phone, address)
       SELECT $1, 'R', '+62812345678', 'A ' || n FROM generate_series(1, $2::int) AS n`,
      [customer.id, LIMITS.maxSavedAddresses],
    );
    expect(dataOf(await bff.gql(ADD, { input: home }, { token: customer.token })).addAddress).toMatchObject({
      __typename: 'AddressBookFullError',
      errorCode: 'ADDRESS_BOOK_FULL',
      message: API_MESSAGES.addressBookFull(LIMITS.maxSavedAddresses),
    });
    expect(errorCodeOf(await bff.gql('{ myAddresses { id } }', {}, { token: seller.token }))).toBe('FORBIDDEN');
    expect(errorCodeOf(await bff.gql('{ myAddresses { id } }'))).toBe('UNAUTHENTICATED');
  });
});

describe('after the sale: editing a listing', () => {
  let seller: TestUser;
  let categoryId: number;
  let otherCategoryId: number;
  const EDITABLE = `id version name description price stock condition archived soldOut updatedAt
    brand { id } color { id } categories { id name } photos { id image thumbnail }`;
  const LOAD = `query Load($id: ID!) { editableProduct(id: $id) { ${EDITABLE} } }`;
  const UPDATE = `mutation Update($input: UpdateProductInput!) { updateProduct(input: $input) { ${RESULT}
    ... on InputValidationError { fieldErrors { field message } }
    ... on ProductChangedError { currentVersion }
    ... on UpdateProductSuccess { message product { ${EDITABLE} } } } }`;

  interface Editable {
    id: string;
    version: number;
    name: string;
    price: number;
    stock: number;
    archived: boolean;
    soldOut: boolean;
    categories: { id: string }[];
    photos: { id: string; image: string }[];
  }

  beforeAll(async () => {
    seller = await createUser(api.db, { role: 2 });
    categoryId = await createCategory(api.db, 'Benches');
    otherCategoryId = await createCategory(api.db, 'Stools');
  });

  const load = async (id: number | string, token = seller.token) =>
    dataOf(await bff.gql<{ editableProduct: Editable | null }>(LOAD, { id: String(id) }, { token })).editableProduct;

  it('loads the seller’s own product with its version, and null for another seller', async () => {
    const id = await createProduct(api.db, seller.id, { categoryIds: [categoryId], imageKeys: ['products/x'] });
    expect(await load(id)).toMatchObject({
      id: String(id),
      version: 1,
      archived: false,
      soldOut: false,
      categories: [{ id: String(categoryId) }],
      photos: [{ id: expect.any(String), image: expect.stringContaining('products/x-large.webp') }],
    });
    const other = await createUser(api.db, { role: 2 });
    expect(await load(id, other.token)).toBeNull();
  });

  it('saves fields, and answers a stale version with ProductChangedError', async () => {
    const id = await createProduct(api.db, seller.id, { price: 100_000, categoryIds: [categoryId] });
    const saved = dataOf(
      await bff.gql(
        UPDATE,
        {
          input: {
            id: String(id),
            version: 1,
            name: 'Teak bench',
            price: 150_000,
            categoryIds: [String(otherCategoryId)],
          },
        },
        { token: seller.token },
      ),
    ).updateProduct as { __typename: string; message: string; product: Editable };
    expect(saved).toMatchObject({
      __typename: 'UpdateProductSuccess',
      message: MESSAGES.productSaved,
      product: { name: 'Teak bench', price: 150_000, version: 2, categories: [{ id: String(otherCategoryId) }] },
    });
    const stale = dataOf(
      await bff.gql(UPDATE, { input: { id: String(id), version: 1, price: 1 } }, { token: seller.token }),
    ).updateProduct;
    expect(stale).toEqual({
      __typename: 'ProductChangedError',
      errorCode: 'PRODUCT_CHANGED',
      message: API_MESSAGES.productChanged,
      currentVersion: 2,
    });
    const invalid = dataOf(
      await bff.gql(UPDATE, { input: { id: String(id), version: 2, price: -5, name: '' } }, { token: seller.token }),
    ).updateProduct as { __typename: string; fieldErrors: { field: string }[] };
    expect(invalid.__typename).toBe('InputValidationError');
    expect(invalid.fieldErrors.map((error) => error.field).sort()).toEqual(['name', 'price']);
    const notMine = dataOf(
      await bff.gql(
        UPDATE,
        { input: { id: String(id), version: 2, price: 5 } },
        { token: (await createUser(api.db, { role: 2 })).token },
      ),
    ).updateProduct;
    expect(notMine).toMatchObject({ __typename: 'NotFoundError', errorCode: 'NOT_FOUND' });
  });

  it('keeps, drops, adds and reorders photos through graphql-upload', async () => {
    const id = await createProduct(api.db, seller.id, { imageKeys: ['products/one', 'products/two'] });
    const before = (await load(id))!;
    const response = await bff.upload(
      UPDATE,
      {
        input: {
          id: String(id),
          version: before.version,
          photos: [{ file: null }, { id: before.photos[1]!.id }],
        },
      },
      [{ path: 'variables.input.photos.0.file', blob: fileBlob(await pngImage(60, 40), 'image/png'), name: 'n.png' }],
      { token: seller.token },
    );
    const result = dataOf(response).updateProduct as { __typename: string; product: Editable };
    expect(result.__typename).toBe('UpdateProductSuccess');
    expect(result.product.photos).toHaveLength(2);
    expect(result.product.photos[1]!.image).toBe(before.photos[1]!.image);
    expect(result.product.photos[0]!.image).not.toBe(before.photos[0]!.image);

    const neither = dataOf(
      await bff.gql(
        UPDATE,
        { input: { id: String(id), version: result.product.version, photos: [{}] } },
        { token: seller.token },
      ),
    ).updateProduct as { __typename: string; fieldErrors: { field: string }[] };
    expect(neither.__typename).toBe('InputValidationError');
    expect(neither.fieldErrors[0]!.field).toBe('photos.0');
  });

  it('restocks a sold-out product and restores an archived one', async () => {
    const RESTOCK = `mutation Restock($input: RestockProductInput!) { restockProduct(input: $input) { ${RESULT}
      ... on RestockRefusedError { stock } ... on RestockProductSuccess { message product { stock soldOut version } } } }`;
    const RESTORE = `mutation Restore($input: RestoreProductInput!) { restoreProduct(input: $input) { ${RESULT}
      ... on RestoreProductSuccess { message product { archived } } } }`;
    const soldOut = await createProduct(api.db, seller.id, { stock: 0 });
    expect(
      dataOf(await bff.gql(RESTOCK, { input: { id: String(soldOut), stock: 6 } }, { token: seller.token }))
        .restockProduct,
    ).toEqual({
      __typename: 'RestockProductSuccess',
      message: MESSAGES.productRestocked,
      product: { stock: 6, soldOut: false, version: 2 },
    });
    expect(
      dataOf(await bff.gql(RESTOCK, { input: { id: String(soldOut), stock: 6 } }, { token: seller.token }))
        .restockProduct,
    ).toMatchObject({ __typename: 'RestockRefusedError', errorCode: 'NOT_SOLD_OUT', stock: 6 });

    const archived = await createProduct(api.db, seller.id, { archived: true, stock: 0 });
    expect(
      dataOf(await bff.gql(RESTOCK, { input: { id: String(archived), stock: 1 } }, { token: seller.token }))
        .restockProduct,
    ).toMatchObject({ __typename: 'RestockRefusedError', errorCode: 'PRODUCT_ARCHIVED' });
    expect(
      dataOf(await bff.gql(RESTORE, { input: { id: String(archived) } }, { token: seller.token })).restoreProduct,
    ).toEqual({ __typename: 'RestoreProductSuccess', message: MESSAGES.productRestored, product: { archived: false } });
    const customer = await createUser(api.db);
    expect(errorCodeOf(await bff.gql(RESTORE, { input: { id: String(archived) } }, { token: customer.token }))).toBe(
      'FORBIDDEN',
    );
  });
});

describe('after the sale: orders and notifications', () => {
  let seller: TestUser;
  let customer: TestUser;
  const PLACE = `mutation Place($input: CreateTransactionInput!) { createTransaction(input: $input) { ${RESULT}
    ... on CreateTransactionSuccess { order { id lines { id } } } } }`;
  const ORDER = `query Order($id: ID!) { order(id: $id) { id total payment { name } shipment { name }
    lines { id productName quantity status statusLabel cancellable
      history { from fromLabel to toLabel changedBy changedByName at } } } }`;

  beforeAll(async () => {
    seller = await createUser(api.db, { role: 2 });
    customer = await createUser(api.db, { role: 1 });
    await api.db.query("UPDATE users SET store_name = 'Rumah Kayu' WHERE id = $1", [seller.id]);
  });

  async function place(productIds: number[]) {
    const result = dataOf(
      await bff.gql(
        PLACE,
        {
          input: {
            items: productIds.map((productId) => ({ productId: String(productId), quantity: 1 })),
            receiverName: 'Ana Putri',
            address: 'Jl. Melati 7, Bandung',
            phone: '+62 812 3456 7890',
            paymentId: '2',
            shipmentId: '2',
          },
        },
        { token: customer.token },
      ),
    ).createTransaction as { order: { id: string; lines: { id: string }[] } };
    return result.order;
  }

  it('pays an order with the development provider, and keeps a seller’s shipping offers', async () => {
    const product = await createProduct(api.db, seller.id, { name: 'Teak stool', stock: 3 });
    const order = await place([product]);
    const PAY = `mutation Pay($input: SimulatePaymentInput!) { simulatePayment(input: $input) { ${RESULT}
      ... on SimulatePaymentSuccess { message order { paymentState canSimulatePayment instructions { bank }
        money { paid due refunded } lines { status } } } } }`;
    const paid = dataOf(await bff.gql(PAY, { input: { orderId: order.id } }, { token: customer.token }))
      .simulatePayment as { __typename: string; order: { paymentState: string; lines: { status: string }[] } };
    expect(paid).toMatchObject({
      __typename: 'SimulatePaymentSuccess',
      order: { paymentState: 'PAID', canSimulatePayment: false, instructions: null, money: { due: 0, refunded: 0 } },
    });
    expect(paid.order.lines.map((line) => line.status)).toEqual(['GET_PAID']);
    const again = dataOf(await bff.gql(PAY, { input: { orderId: order.id } }, { token: customer.token }));
    expect(again.simulatePayment).toMatchObject({ __typename: 'PaymentRefusedError', errorCode: 'PAYMENT_REFUSED' });

    const SAVE = `mutation Save($input: ShippingOfferInput!) { saveShippingOffer(input: $input) { ${RESULT}
      ... on SaveShippingOfferSuccess { offer { flatRateFee freeShippingMinimum pickupAddress } } } }`;
    const saved = dataOf(
      await bff.gql(
        SAVE,
        { input: { flatRateFee: 15_000, freeShippingMinimum: 0, pickupAddress: 'Jl. Kayu 1' } },
        { token: seller.token },
      ),
    );
    expect(saved.saveShippingOffer).toMatchObject({
      __typename: 'SaveShippingOfferSuccess',
      offer: { flatRateFee: 15_000, freeShippingMinimum: 0, pickupAddress: 'Jl. Kayu 1' },
    });
    const refused = dataOf(await bff.gql(SAVE, { input: { flatRateFee: -1 } }, { token: seller.token }));
    expect(refused.saveShippingOffer).toMatchObject({ __typename: 'InputValidationError' });
    const read = dataOf(await bff.gql('{ myShippingOffer { flatRateFee } }', {}, { token: seller.token }));
    expect(read.myShippingOffer).toEqual({ flatRateFee: 15_000 });
  });

  it('shows one order with each line’s history, and cancels a line and a whole order', async () => {
    const a = await createProduct(api.db, seller.id, { name: 'Oak stool', stock: 3 });
    const b = await createProduct(api.db, seller.id, { name: 'Pine stool', stock: 3 });
    const order = await place([a, b]);
    const shown = dataOf(await bff.gql(ORDER, { id: order.id }, { token: customer.token })).order as {
      lines: { cancellable: boolean; history: unknown[] }[];
    };
    expect(shown).toMatchObject({
      payment: { name: PAYMENTS[1]!.payment_name },
      shipment: { name: SHIPMENTS[1]!.shipment_name },
    });
    expect(shown.lines[0]).toMatchObject({
      status: 'WAITING_FOR_PAYMENT',
      cancellable: true,
      history: [
        {
          from: null,
          fromLabel: null,
          to: 'WAITING_FOR_PAYMENT',
          toLabel: 'Waiting for Payment',
          changedBy: 'CUSTOMER',
        },
      ],
    });

    const CANCEL_LINE = `mutation CancelLine($input: CancelOrderLineInput!) { cancelOrderLine(input: $input) { ${RESULT}
      ... on CancelOrderSuccess { message order { lines { id status cancellable } } } } }`;
    const cancelled = dataOf(
      await bff.gql(CANCEL_LINE, { input: { lineId: order.lines[0]!.id } }, { token: customer.token }),
    ).cancelOrderLine as { __typename: string; message: string; order: { lines: { status: string }[] } };
    expect(cancelled.__typename).toBe('CancelOrderSuccess');
    expect(cancelled.message).toBe(MESSAGES.lineCancelled);
    expect(cancelled.order.lines.map((line) => line.status)).toEqual(['ORDER_CANCEL', 'WAITING_FOR_PAYMENT']);
    expect(await stockOf(a)).toBe(3);
    const again = dataOf(
      await bff.gql(CANCEL_LINE, { input: { lineId: order.lines[0]!.id } }, { token: customer.token }),
    ).cancelOrderLine;
    expect(again).toMatchObject({ __typename: 'IllegalStatusChangeError', errorCode: 'ILLEGAL_STATUS_CHANGE' });

    const CANCEL_ORDER = `mutation CancelOrder($input: CancelOrderInput!) { cancelOrder(input: $input) { ${RESULT}
      ... on CancelOrderSuccess { message order { lines { status } } } } }`;
    const whole = dataOf(await bff.gql(CANCEL_ORDER, { input: { orderId: order.id } }, { token: customer.token }))
      .cancelOrder as { message: string; order: { lines: { status: string }[] } };
    expect(whole.message).toBe(MESSAGES.orderCancelled);
    expect(whole.order.lines.map((line) => line.status)).toEqual(['ORDER_CANCEL', 'ORDER_CANCEL']);
    expect(await stockOf(b)).toBe(3);

    const stranger = await createUser(api.db, { role: 1 });
    expect(dataOf(await bff.gql(ORDER, { id: order.id }, { token: stranger.token })).order).toBeNull();
    expect(
      dataOf(await bff.gql(CANCEL_ORDER, { input: { orderId: order.id } }, { token: stranger.token })).cancelOrder,
    ).toMatchObject({ __typename: 'NotFoundError' });
  });

  it('gives the seller the receiver’s address and phone, the payment and shipment, and notifications', async () => {
    const product = await createProduct(api.db, seller.id, { name: 'Rattan stool', stock: 3 });
    const order = await place([product]);
    const lines = dataOf(
      await bff.gql(
        `{ sellerOrders { items { orderId receiverName address phone payment { id name } shipment { id name } } } }`,
        {},
        { token: seller.token },
      ),
    ).sellerOrders as { items: { orderId: string }[] };
    expect(lines.items.find((line) => line.orderId === order.id)).toEqual({
      orderId: order.id,
      receiverName: 'Ana Putri',
      address: 'Jl. Melati 7, Bandung',
      phone: '+62 812 3456 7890',
      payment: { id: '2', name: PAYMENTS[1]!.payment_name },
      shipment: { id: String(SHIPMENTS[1]!.id), name: SHIPMENTS[1]!.shipment_name },
    });

    const NOTES = `query Notes($page: Int) { notifications(page: $page, limit: 5) { pageInfo { page totalData hasNext } unreadCount
      items { id kind message orderId lineId productId productName image quantity status statusLabel read createdAt } }
      unreadNotificationCount }`;
    const notes = dataOf(await bff.gql(NOTES, { page: 1 }, { token: seller.token })) as {
      notifications: { unreadCount: number; items: { id: string; kind: string; message: string; read: boolean }[] };
      unreadNotificationCount: number;
    };
    expect(notes.notifications.items[0]).toMatchObject({
      kind: 'NEW_ORDER_LINE',
      message: `New order: 1 × Rattan stool (order #${order.id}).`,
      orderId: order.id,
      status: 'WAITING_FOR_PAYMENT',
      read: false,
    });
    expect(notes.unreadNotificationCount).toBe(notes.notifications.unreadCount);
    expect(notes.unreadNotificationCount).toBeGreaterThan(0);

    const MARK = `mutation Mark($input: MarkNotificationsReadInput) { markNotificationsRead(input: $input) { unreadCount } }`;
    const marked = dataOf(
      await bff.gql(MARK, { input: { upToId: notes.notifications.items[0]!.id } }, { token: seller.token }),
    ).markNotificationsRead;
    expect(marked).toEqual({ unreadCount: 0 });
    expect(errorCodeOf(await bff.gql(NOTES, { page: 1 }))).toBe('UNAUTHENTICATED');
  });

  it('quotes a cart with its unavailable lines apart', async () => {
    const plenty = await createProduct(api.db, seller.id, { price: 10_000, stock: 5 });
    const scarce = await createProduct(api.db, seller.id, { price: 20_000, stock: 1 });
    const quote = dataOf(
      await bff.gql(
        `query Quote($items: [CartLineInput!]!) { cartQuote(items: $items) { subtotal tax total allAvailable
          lines { productId available lineTotal } unavailableLines { productId quantity stock } } }`,
        {
          items: [
            { productId: String(plenty), quantity: 2 },
            { productId: String(scarce), quantity: 3 },
          ],
        },
      ),
    ).cartQuote as Record<string, unknown>;
    expect(quote).toMatchObject({
      subtotal: 20_000,
      tax: taxOf(20_000),
      total: 20_000 + taxOf(20_000),
      allAvailable: false,
      unavailableLines: [{ productId: String(scarce), quantity: 3, stock: 1 }],
    });
    // A line at quantity 0 is not quoted (nor ordered): the cart removes it before asking.
    const zero = await bff.gql(`query { cartQuote(items: [{ productId: "${plenty}", quantity: 0 }]) { total } }`);
    expect(errorCodeOf(zero)).toBe('BAD_USER_INPUT');
    expect(zero.body.errors?.[0]?.message).toBe('The quantity of cart line 1 must be at least 1.');
  });
});

describe('refusals people cause read as sentences for them', () => {
  it('words a short new password and a wrong current one for the person, switching on the API’s codes', async () => {
    const user = await createUser(api.db, { role: 1 });
    const CHANGE = `mutation Change($input: ChangePasswordInput!) { changePassword(input: $input) { ${RESULT}
      ... on InputValidationError { fieldErrors { field message } } } }`;
    const short = dataOf(
      await bff.gql(CHANGE, { input: { oldPassword: user.password, newPassword: 'short' } }, { token: user.token }),
    ).changePassword;
    expect(short).toEqual({
      __typename: 'InputValidationError',
      errorCode: 'INVALID_INPUT',
      message: 'The new password must be at least 8 characters.',
      fieldErrors: [{ field: 'newPassword', message: 'The new password must be at least 8 characters.' }],
    });
    const wrong = dataOf(
      await bff.gql(
        CHANGE,
        { input: { oldPassword: 'not-the-password', newPassword: 'long enough 1' } },
        { token: user.token },
      ),
    ).changePassword;
    expect(wrong).toMatchObject({ __typename: 'WrongPasswordError', errorCode: 'WRONG_PASSWORD' });
  });
});

describe('coverage of the contract', () => {
  it('exercises every query and mutation of schema.graphql in this file, reviews.test.ts or chat.test.ts', () => {
    const schema = buildSchema(readFileSync(loadConfig({}).schemaPath, 'utf8'));
    const rootFields = [
      ...Object.keys(schema.getQueryType()?.getFields() ?? {}),
      ...Object.keys(schema.getMutationType()?.getFields() ?? {}),
    ];
    const source = [
      import.meta.url,
      ...['reviews.test.ts', 'chat.test.ts'].map((file) => new URL(file, import.meta.url).href),
    ]
      .map((file) => readFileSync(fileURLToPath(file), 'utf8'))
      .join('\n');
    const untested = rootFields.filter((field) => !new RegExp(`[{\\s'"]${field}[({\\s'"]`).test(source));
    expect(untested).toEqual([]);
  });
});
