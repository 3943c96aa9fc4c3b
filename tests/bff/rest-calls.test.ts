/**
 * How many store API calls a GraphQL query costs: a constant per query, never one per item of a list.
 * The BFF's fetch is wrapped to record every upstream call (tests/bff/harness.ts).
 */
import { beforeAll, describe, expect, it } from 'vitest';
import type { ProductBatchItem } from '@spectrum/shared';
import { apiClient, fileTestApi } from '../support/api';
import { createCategory, createProduct, createUser, type TestUser } from '../support/fixtures';
import { dataOf, fileTestBff } from './harness';

const { api } = await fileTestApi();
const bff = await fileTestBff(api.origin);
let seller: TestUser;
let customer: TestUser;
const productIds: number[] = [];

beforeAll(async () => {
  seller = await createUser(api.db, { role: 2 });
  customer = await createUser(api.db, { role: 1 });
  await api.db.query('UPDATE users SET store_name = $1 WHERE id = $2', ['Counted Store', seller.id]);
  const chairs = await createCategory(api.db, 'Counted chairs');
  const tables = await createCategory(api.db, 'Counted tables');
  for (let index = 0; index < 8; index += 1) {
    productIds.push(
      await createProduct(api.db, seller.id, {
        name: `Counted ${index}`,
        price: 10_000 * (index + 1),
        stock: 50,
        brandId: (index % 5) + 1,
        colorId: (index % 6) + 1,
        categoryIds: index % 2 ? [chairs, tables] : [chairs],
        imageKeys: [`products/counted${index}a`, `products/counted${index}b`],
        description: `Counted product number ${index}`,
        createdAt: new Date(Date.UTC(2031, 0, index + 1)),
      }),
    );
  }
});

const LIST = `query List($limit: Int) { products(limit: $limit) { items { id name price image description
  brand { name } color { name } categories { name } seller { storeName } } } }`;

type ListItem = { id: string; name: string; image: string; description: string; seller: { storeName: string } };

describe('the product list', () => {
  it('costs the same two calls whatever the page size', async () => {
    const costs: Record<number, string[]> = {};
    for (const limit of [2, 6]) {
      let items: ListItem[] = [];
      costs[limit] = await bff.callsDuring(async () => {
        items = (
          dataOf(await bff.gql<{ products: { items: ListItem[] } }>(LIST, { limit })) as {
            products: { items: ListItem[] };
          }
        ).products.items;
      });
      expect(items).toHaveLength(limit);
      expect(items[0]).toMatchObject({
        name: 'Counted 7',
        image: '/uploads/products/counted7a-thumb.webp',
        description: 'Counted product number 7',
        seller: { storeName: 'Counted Store' },
      });
    }
    expect(costs[2]).toHaveLength(2);
    expect(costs[6]).toHaveLength(costs[2]!.length);
    // No sort asked: the store API's default (newest without a search) decides, as the six newest show.
    expect(costs[6]![0]).toMatch(/^GET \/api\/products\?page=1&limit=6$/);
    const newestSix = [...productIds].reverse().slice(0, 6).join('%2C');
    expect(costs[6]![1]).toBe(`GET /api/products?ids=${newestSix}`);
  });

  it('costs one call when only list fields are asked', async () => {
    const calls = await bff.callsDuring(() =>
      bff.gql('{ products(limit: 6) { items { id name price image stock inStock } } }'),
    );
    expect(calls).toHaveLength(1);
  });

  it('relies on a batch route that answers whole details plus the first thumbnail, in the asked order', async () => {
    const archived = await createProduct(api.db, seller.id, { name: 'Counted archived', archived: true });
    const soldOut = await createProduct(api.db, seller.id, { name: 'Counted sold out', stock: 0 });
    const asked = [productIds[3]!, archived, soldOut, productIds[0]!];
    const response = await apiClient(api.origin).get<ProductBatchItem[]>(`/products?ids=${asked.join(',')}`);
    expect(response.status).toBe(200);
    expect(response.body.data.map((product) => product.id)).toEqual([productIds[3], soldOut, productIds[0]]);
    expect(response.body.data[0]).toMatchObject({
      id: productIds[3],
      product_name: 'Counted 3',
      description: 'Counted product number 3',
      conditions: 'new',
      stock: 50,
      brand: { id: 4 },
      color: { id: 4 },
      categories: expect.arrayContaining([expect.objectContaining({ category_name: 'Counted tables' })]),
      images: ['/uploads/products/counted3a-large.webp', '/uploads/products/counted3b-large.webp'],
      thumbnails: ['/uploads/products/counted3a-thumb.webp', '/uploads/products/counted3b-thumb.webp'],
      image: '/uploads/products/counted3a-thumb.webp',
      seller: { id: seller.id, store_name: 'Counted Store' },
    });
    expect(response.body.data[1]).toMatchObject({ id: soldOut, stock: 0, image: null });
  });

  it('costs a bounded number of calls for a whole product page', async () => {
    const calls = await bff.callsDuring(async () => {
      dataOf(
        await bff.gql(
          `query Page($id: ID!) { product(id: $id) { id name description categories { name productCount } seller { storeName } }
            relatedProducts(productId: $id) { id name description brand { name } categories { name } } }`,
          { id: String(productIds[1]) },
        ),
      );
    });
    // detail, related, one batch for the related products' details, one category list for the counts
    expect(calls.length).toBeLessThanOrEqual(4);
    expect(calls.filter((call) => call.startsWith('GET /api/products?ids='))).toHaveLength(1);
  });

  it('has the ratings of a product, its store and its related products from their own answers', async () => {
    const id = String(productIds[1]);
    const calls = await bff.callsDuring(async () => {
      dataOf(
        await bff.gql(
          `query Page($id: ID!) { product(id: $id) { id rating { average count } seller { rating { average count } } }
            relatedProducts(productId: $id) { id rating { average count } } }`,
          { id },
        ),
      );
    });
    expect(calls.sort()).toEqual([`GET /api/products/details/${id}`, `GET /api/products/related/${id}`]);
  });
});

describe('lists of a signed-in person', () => {
  it('myOrders costs one call however many orders and lines there are', async () => {
    for (let order = 0; order < 3; order += 1) {
      const created = dataOf(
        await bff.gql(
          `mutation Checkout($input: CreateTransactionInput!) { createTransaction(input: $input) { __typename } }`,
          {
            input: {
              items: [
                { productId: String(productIds[order]), quantity: 1 },
                { productId: String(productIds[order + 1]), quantity: 2 },
              ],
              receiverName: 'Counter',
              address: 'Jl. Hitung 3',
              phone: '+62 811 1111 111',
              paymentId: '1',
            },
          },
          { token: customer.token },
        ),
      );
      expect(created).toEqual({ createTransaction: { __typename: 'CreateTransactionSuccess' } });
    }
    let orders: { lines: unknown[] }[] = [];
    const calls = await bff.callsDuring(async () => {
      orders = (
        dataOf(
          await bff.gql<{ myOrders: { items: { lines: unknown[] }[] } }>(
            '{ myOrders { items { id total payment { name } shipment { name } lines { productName image unitPrice status statusLabel } } } }',
            {},
            { token: customer.token },
          ),
        ) as { myOrders: { items: { lines: unknown[] }[] } }
      ).myOrders.items;
    });
    expect(orders).toHaveLength(3);
    expect(orders.every((order) => order.lines.length === 2)).toBe(true);
    expect(calls).toHaveLength(1);
    expect(calls[0]).toMatch(/^GET \/api\/transactions\/history\b/);
  });

  it('the wishlist costs one call, or two with product details, for any number of items', async () => {
    for (const productId of productIds.slice(0, 5)) {
      dataOf(
        await bff.gql(
          `mutation { addToWishlist(input: { productId: "${productId}" }) { __typename } }`,
          {},
          { token: customer.token },
        ),
      );
    }
    let items: unknown[] = [];
    const summaryCalls = await bff.callsDuring(async () => {
      items = (
        dataOf(
          await bff.gql<{ wishlist: unknown[] }>(
            '{ wishlist { addedAt product { id name price image inStock } } }',
            {},
            { token: customer.token },
          ),
        ) as {
          wishlist: unknown[];
        }
      ).wishlist;
    });
    expect(items).toHaveLength(5);
    expect(summaryCalls).toEqual(['GET /api/wishlist']);

    const detailCalls = await bff.callsDuring(() =>
      bff.gql(
        '{ wishlist { product { id description condition brand { name } color { name } categories { name } seller { storeName } } } }',
        {},
        { token: customer.token },
      ),
    );
    expect(detailCalls).toHaveLength(2);
    expect(detailCalls[0]).toBe('GET /api/wishlist');
    expect(detailCalls[1]).toMatch(/^GET \/api\/products\?ids=(\d+%2C){4}\d+$/);
  });
});

describe('the fixed reference lists', () => {
  it('are fetched once per BFF process, not once per request', async () => {
    const query = '{ brands { id name } colors { id name hex } payments { id name } shipments { id name } }';
    const first = await bff.callsDuring(() => bff.gql(query));
    const second = await bff.callsDuring(async () => {
      expect(dataOf(await bff.gql<{ brands: unknown[] }>(query)).brands).toHaveLength(5);
    });
    const referenceCalls = (calls: string[]) =>
      calls.filter((call) => /\/api\/(brands|colors|payments|shipments)$/.test(call));
    expect(referenceCalls(first).length).toBeLessThanOrEqual(4);
    expect(second).toEqual([]);
  });

  it('still leave the category counts live', async () => {
    const calls = await bff.callsDuring(async () => {
      await bff.gql('{ categories { id productCount } }');
      await bff.gql('{ categories { id productCount } }');
    });
    expect(calls).toEqual(['GET /api/categories', 'GET /api/categories']);
  });
});
