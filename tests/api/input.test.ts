import { describe, expect, it } from 'vitest';
import type { ProfileData } from '@spectrum/shared';
import { fileTestApi, refusal } from '../support/api';
import { createProduct, createUser } from '../support/fixtures';

const { api, client } = await fileTestApi();

/** A new product's form, valid but for the fields given, with one small photo. */
function productForm(fields: Record<string, string>): FormData {
  const form = new FormData();
  const values = { product_name: 'Chair', description: 'A chair.', price: '100', stock: '1', categories: '1' };
  for (const [name, value] of Object.entries({
    ...values,
    brand_id: '1',
    color_id: '1',
    conditions: 'new',
    ...fields,
  })) {
    form.set(name, value);
  }
  form.append('images', new Blob([new Uint8Array([1, 2, 3])], { type: 'image/png' }), 'a.png');
  return form;
}

// PostgreSQL text cannot hold U+0000; such input must be a clear 400, never a failed query.
const WITH_NUL = 'Budi\u0000Santoso';

describe('text holding a NUL character', () => {
  it('is refused on sign-in with a 400 naming the field', async () => {
    const response = await client.post('/auth/login', { email: WITH_NUL, password: 'whatever-password' });
    expect(response.status).toBe(400);
    expect(response.body.errors).toEqual([{ field: 'email', message: 'The email must not contain a NUL character.' }]);
  });

  it('is refused inside nested JSON, naming the path', async () => {
    const customer = await createUser(api.db);
    const response = await client.post(
      '/transactions/new',
      {
        productList: [{ productId: 1, qty: 1 }],
        receiver_name: WITH_NUL,
        address: 'Jl. Malioboro 5',
        phone: '+6281234567890',
        payment_id: 1,
      },
      customer.token,
    );
    expect(response.status).toBe(400);
    expect(response.body.errors?.[0]?.field).toBe('receiver_name');
    const quote = await client.post('/transactions/quote', { productList: [{ productId: WITH_NUL, qty: 1 }] });
    expect(quote.status).toBe(400);
    expect(quote.body.errors?.[0]?.field).toBe('productList.0.productId');
  });

  it('is refused in a multipart form and changes nothing', async () => {
    const seller = await createUser(api.db, { role: 2 });
    const form = new FormData();
    form.set('store_name', WITH_NUL);
    const response = await client.form('PATCH', '/users/profile/edit', form, seller.token);
    expect(response.status).toBe(400);
    expect(response.body.errors?.[0]?.field).toBe('store_name');
    const profile = await client.get<ProfileData>('/users/profile', seller.token);
    expect(profile.body.data.store_name).toBeNull();
  });

  it('is refused in a query string', async () => {
    const response = await client.get(`/products?search=${encodeURIComponent(WITH_NUL)}`);
    expect(response.status).toBe(400);
    expect(response.body.errors?.[0]?.field).toBe('search');
  });
});

describe('missing or mistyped JSON fields', () => {
  it('names each missing field with "is required"', async () => {
    const response = await client.post('/users/register', {});
    expect(response.status).toBe(400);
    expect(response.body.msg).toBe('The email is required.');
    expect(response.body.errors).toEqual([
      { field: 'email', message: 'The email is required.' },
      { field: 'password', message: 'The password is required.' },
      { field: 'roles', message: 'The role is required.' },
    ]);
  });

  it('says what kind of value a field takes instead of echoing the parser', async () => {
    const login = await client.post('/auth/login', { email: { $ne: 1 }, password: ['x'] });
    expect(login.status).toBe(400);
    expect(login.body.errors).toEqual([
      { field: 'email', message: 'The email must be text.' },
      { field: 'password', message: 'The password must be text.' },
    ]);
    const quote = await client.post('/transactions/quote', { productList: [{ productId: 1 }] });
    expect(quote.status).toBe(400);
    expect(quote.body.errors).toEqual([
      { field: 'productList.0.qty', message: 'The quantity of cart line 1 is required.' },
    ]);
  });

  it('keeps the rule-specific sentences of the schemas', async () => {
    const response = await client.post('/users/register', { email: 'new@spectrum.test', password: 'short', roles: 3 });
    expect(response.status).toBe(400);
    expect(response.body.errors).toEqual([
      { field: 'password', message: 'The password must be at least 8 characters.' },
      { field: 'roles', message: 'The role must be 1 (customer) or 2 (seller).' },
    ]);
  });
});

describe('numbers beyond their column', () => {
  // brand, colour, payment, shipment and promo ids are smallint (at most 32767); other ids, prices and
  // quantities are integer (at most 2147483647). A bigger number must be a 400 naming the field, never a
  // failed query.
  it.each([
    ['brandId', 32768],
    ['colorId', 32768],
    ['categoryId', 2147483648],
    ['minPrice', 2147483648],
    ['maxPrice', 2147483648],
    ['ids', 2147483648],
    ['page', 2147483648],
  ])('refuses %s=%d on the product list with a 400 naming it', async (field, value) => {
    const response = await client.get(`/products?${field}=${value}`);
    expect(response.status).toBe(400);
    expect(response.body.errors?.[0]?.field).toMatch(new RegExp(`^${field}`));
    expect(response.body.errors?.[0]?.message).toMatch(/must be at most/);
  });

  it.each([
    ['brandId', 32768],
    ['colorId', 32768],
    ['categoryId', 2147483648],
  ])('refuses %s=%d on the facets with a 400', async (field, value) => {
    const response = await client.get(`/products/facets?${field}=${value}`);
    expect(response.status).toBe(400);
    expect(response.body.errors?.[0]?.field).toBe(field);
  });

  it('lets the largest value of each column through', async () => {
    const list = await client.get('/products?brandId=32767&colorId=32767&categoryId=2147483647&maxPrice=2147483647');
    expect(list.status).toBe(200);
    expect(list.body.data).toEqual([]);
  });

  it('refuses a checkout whose ids overflow, and writes nothing', async () => {
    const customer = await createUser(api.db);
    const order = {
      productList: [{ productId: 1, qty: 1 }],
      receiver_name: 'Budi',
      address: 'Jl. Malioboro 5',
      phone: '+6281234567890',
      payment_id: 1,
    };
    const before = await api.db.query<{ n: string }>('SELECT count(*) AS n FROM transactions');
    for (const [body, field] of [
      [{ ...order, payment_id: 32768 }, 'payment_id'],
      [{ ...order, shipment_id: 32768 }, 'shipment_id'],
      [{ ...order, promo_id: 40000 }, 'promo_id'],
      [{ ...order, productList: [{ productId: 2147483648, qty: 1 }] }, 'productList.0.productId'],
    ] as const) {
      const response = await client.post('/transactions/new', body, customer.token);
      expect(response.status).toBe(400);
      expect(response.body.errors?.[0]?.field).toBe(field);
    }
    const quote = await client.post('/transactions/quote', { productList: [{ productId: 2147483648, qty: 1 }] });
    expect(quote.status).toBe(400);
    expect(quote.body.errors?.[0]?.field).toBe('productList.0.productId');
    const after = await api.db.query<{ n: string }>('SELECT count(*) AS n FROM transactions');
    expect(after[0]!.n).toBe(before[0]!.n);
  });

  it('refuses a new product whose brand or colour overflows', async () => {
    const seller = await createUser(api.db, { role: 2 });
    const form = productForm({ price: '2147483648', categories: '2147483648', brand_id: '32768', color_id: '32768' });
    const response = await client.form('POST', '/products/new', form, seller.token);
    expect(response.status).toBe(400);
    const fields = (response.body.errors ?? []).map((error) => error.field);
    expect(fields).toEqual(expect.arrayContaining(['brand_id', 'color_id', 'categories.0']));
  });
});

describe('a product price of 0', () => {
  it('is refused when listing and when editing, and changes nothing', async () => {
    const seller = await createUser(api.db, { role: 2 });
    const form = productForm({ price: '0' });
    const before = await api.db.query<{ n: string }>('SELECT count(*) AS n FROM products');
    const created = await client.form('POST', '/products/new', form, seller.token);
    expect(created.status).toBe(400);
    expect(created.body.errors).toEqual([{ field: 'price', message: 'The price must be 1 or more.' }]);
    expect(await api.db.query<{ n: string }>('SELECT count(*) AS n FROM products')).toEqual(before);

    const id = await createProduct(api.db, seller.id, { price: 100 });
    const edited = await client.patch(`/products/${id}`, { version: 1, price: 0 }, seller.token);
    expect(edited.status).toBe(400);
    expect(edited.body.errors?.map((error) => error.field)).toEqual(['price']);
    const [row] = await api.db.query<{ price: number }>('SELECT price FROM products WHERE id = $1', [id]);
    expect(row!.price).toBe(100);
  });
});

describe('a body over the size limit', () => {
  it('is a 413 named BODY_TOO_LARGE, not an image error', async () => {
    const padding = 'x'.repeat(150 * 1024);
    for (const route of ['/auth/login', '/contactus']) {
      const response = await client.post(route, { email: 'a@example.test', password: padding });
      expect({ route, status: response.status }).toEqual({ route, status: 413 });
      expect(response.body).toEqual(refusal(413, 'Request body is too large', 'BODY_TOO_LARGE'));
    }
  });

  it('leaves an image over 5 MB its own code', async () => {
    const seller = await createUser(api.db, { role: 2 });
    const form = new FormData();
    form.append('images', new Blob([new Uint8Array(5 * 1024 * 1024 + 1)], { type: 'image/png' }), 'big.png');
    const response = await client.form('POST', '/products/new', form, seller.token);
    expect(response.status).toBe(413);
    expect(response.body.code).toBe('IMAGE_TOO_LARGE');
  });
});
