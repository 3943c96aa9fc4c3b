import { describe, expect, it } from 'vitest';
import type { WishlistItem } from '@spectrum/shared';
import { fileTestApi } from '../support/api';
import { createProduct, createUser } from '../support/fixtures';

const { api, client } = await fileTestApi();

const seller = await createUser(api.db, { role: 2 });

async function wishlistRows(userId: number): Promise<number[]> {
  const rows = await api.db.query<{ product_id: number }>(
    'SELECT product_id FROM wishlist_items WHERE user_id = $1 ORDER BY product_id',
    [userId],
  );
  return rows.map((row) => row.product_id);
}

describe('wishlist', () => {
  it('adds a product with 201 and the item, and adding it again is a 200 that keeps one row', async () => {
    const customer = await createUser(api.db, { role: 1 });
    const product = await createProduct(api.db, seller.id, {
      name: 'Rattan Basket',
      price: 65_000,
      stock: 4,
      imageKeys: ['products/basket'],
    });

    const added = await client.post<WishlistItem>(`/wishlist/${product}`, undefined, customer.token);
    expect(added.status).toBe(201);
    expect(added.body.data).toMatchObject({
      id: product,
      product_name: 'Rattan Basket',
      price: 65_000,
      stock: 4,
      image: '/uploads/products/basket-thumb.webp',
    });
    expect(Number.isNaN(Date.parse(added.body.data.added_at))).toBe(false);

    const again = await client.post<WishlistItem>(`/wishlist/${product}`, undefined, customer.token);
    expect(again.status).toBe(200);
    expect(again.body.data).toEqual(added.body.data);
    expect(await wishlistRows(customer.id)).toEqual([product]);
  });

  it('lists the caller’s items newest first, keeps sold-out products and hides archived ones', async () => {
    const customer = await createUser(api.db, { role: 1 });
    const other = await createUser(api.db, { role: 1 });
    const first = await createProduct(api.db, seller.id, { name: 'First' });
    const soldOut = await createProduct(api.db, seller.id, { name: 'Sold Out', stock: 0 });
    const toArchive = await createProduct(api.db, seller.id, { name: 'Soon Archived' });
    for (const product of [first, soldOut, toArchive]) {
      expect((await client.post(`/wishlist/${product}`, undefined, customer.token)).status).toBe(201);
    }
    await api.db.query('UPDATE wishlist_items SET created_at = $2 WHERE product_id = $1', [
      first,
      new Date('2024-01-01'),
    ]);
    await api.db.query('UPDATE products SET archived_at = now() WHERE id = $1', [toArchive]);

    const list = await client.get<WishlistItem[]>('/wishlist', customer.token);
    expect(list.status).toBe(200);
    expect(list.body.data.map((item) => [item.product_name, item.stock])).toEqual([
      ['Sold Out', 0],
      ['First', 10],
    ]);

    const otherList = await client.get<WishlistItem[]>('/wishlist', other.token);
    expect(otherList.body.data).toEqual([]);
  });

  it('refuses unknown and archived products with 404 "Product not found" and a bad id with 400', async () => {
    const customer = await createUser(api.db, { role: 1 });
    const archived = await createProduct(api.db, seller.id, { archived: true });

    for (const productId of [987_654, archived]) {
      const response = await client.post(`/wishlist/${productId}`, undefined, customer.token);
      expect(response.status).toBe(404);
      expect(response.body.msg).toBe('Product not found');
    }
    const bad = await client.post('/wishlist/abc', undefined, customer.token);
    expect(bad.status).toBe(400);
    expect(bad.body.errors?.map((error) => error.field)).toEqual(['productId']);
    expect(await wishlistRows(customer.id)).toEqual([]);
  });

  it('removes an item with 200, and 404 when it is not in the list', async () => {
    const customer = await createUser(api.db, { role: 1 });
    const kept = await createProduct(api.db, seller.id);
    const removed = await createProduct(api.db, seller.id);
    await client.post(`/wishlist/${kept}`, undefined, customer.token);
    await client.post(`/wishlist/${removed}`, undefined, customer.token);

    const response = await client.del(`/wishlist/${removed}`, customer.token);
    expect(response.status).toBe(200);
    expect(await wishlistRows(customer.id)).toEqual([kept]);

    const again = await client.del(`/wishlist/${removed}`, customer.token);
    expect(again.status).toBe(404);
    expect(again.body.msg).toBe('This product is not in your wishlist');
    expect(await wishlistRows(customer.id)).toEqual([kept]);
  });

  it('is for customers only: 401 without a token, 403 for a seller', async () => {
    const product = await createProduct(api.db, seller.id);
    for (const [method, route] of [
      ['GET', '/wishlist'],
      ['POST', `/wishlist/${product}`],
      ['DELETE', `/wishlist/${product}`],
    ] as const) {
      const anonymous = await client.call(method, route);
      expect(anonymous.status, `${method} ${route}`).toBe(401);
      const asSeller = await client.call(method, route, { token: seller.token });
      expect(asSeller.status, `${method} ${route}`).toBe(403);
    }
    expect(await wishlistRows(seller.id)).toEqual([]);
  });
});
