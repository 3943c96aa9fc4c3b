import fs from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { EditableProduct, OrderData, ProductDetail } from '@spectrum/shared';
import { fileTestApi } from '../support/api';
import { unfinishedUpload } from '../support/raw-http';
import {
  accountsWithUploadsCounted,
  createCategory,
  createProduct,
  createUser,
  fileBlob,
  orderBody,
  pngImage,
} from '../support/fixtures';

const { api, client } = await fileTestApi();

const seller = await createUser(api.db, { role: 2 });
const otherSeller = await createUser(api.db, { role: 2 });
const customer = await createUser(api.db, { role: 1 });
const sofas = await createCategory(api.db, 'Sofas');
const lamps = await createCategory(api.db, 'Lamps');

async function stockOf(productId: number): Promise<number> {
  const [row] = await api.db.query<{ stock: number }>('SELECT stock FROM products WHERE id = $1', [productId]);
  return row!.stock;
}

const editable = async (id: number, token = seller.token) => client.get<EditableProduct>(`/products/mine/${id}`, token);

function checkout(productId: number, qty: number) {
  return client.post<OrderData>('/transactions/new', orderBody([{ productId, qty }]), customer.token);
}

function editForm(fields: Record<string, string | number>, files: Buffer[] = []): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, String(value));
  for (const [index, file] of files.entries()) form.append('images', fileBlob(file, 'image/png'), `photo-${index}.png`);
  return form;
}

async function listedProduct(photos: number): Promise<EditableProduct> {
  const form = editForm(
    {
      product_name: 'Oslo Sofa',
      description: 'A deep three-seat sofa.',
      price: 4_500_000,
      stock: 5,
      categories: String(sofas),
      brand_id: 1,
      color_id: 2,
      conditions: 'new',
    },
    await Promise.all(Array.from({ length: photos }, (_, index) => pngImage(40 + index, 30))),
  );
  const created = await client.form<ProductDetail>('POST', '/products/new', form, seller.token);
  expect(created.status).toBe(201);
  return (await editable(created.body.data.id)).body.data;
}

const fileExists = (key: string) =>
  fs.access(path.join(api.uploadsDir, `${key}-large.webp`)).then(
    () => true,
    () => false,
  );
const keyOf = (url: string) => url.replace(/^.*\/uploads\//, '').replace(/-(large|thumb)\.webp$/, '');

describe('GET /products/mine/:id', () => {
  it('gives the owner the product with its version and photo ids, archived ones included', async () => {
    const id = await createProduct(api.db, seller.id, {
      categoryIds: [sofas],
      archived: true,
      imageKeys: ['products/a'],
    });
    const response = await editable(id);
    expect(response.status).toBe(200);
    expect(response.body.data).toMatchObject({ id, archived: true, version: 1 });
    expect(response.body.data.photos).toEqual([
      {
        id: expect.any(Number),
        image: expect.stringContaining('products/a-large.webp'),
        thumbnail: expect.any(String),
      },
    ]);
  });

  it('answers 404 to another seller and 403 to a customer', async () => {
    const id = await createProduct(api.db, seller.id);
    expect((await editable(id, otherSeller.token)).body).toMatchObject({ status: 404, code: 'PRODUCT_NOT_FOUND' });
    expect((await editable(id, customer.token)).status).toBe(403);
  });
});

describe('PATCH /products/:id', () => {
  it('changes the fields given, keeps the rest, and moves the version on', async () => {
    const id = await createProduct(api.db, seller.id, { name: 'Lamp', price: 200_000, categoryIds: [sofas] });
    const response = await client.patch<EditableProduct>(
      `/products/${id}`,
      { version: 1, product_name: 'Arc Lamp', price: 250_000, stock: 3, categories: [lamps], color_id: 4 },
      seller.token,
    );
    expect(response.status).toBe(200);
    expect(response.body.msg).toBe('Product saved');
    expect(response.body.data).toMatchObject({
      product_name: 'Arc Lamp',
      price: 250_000,
      stock: 3,
      description: 'A test product.',
      color: { id: 4 },
      categories: [{ id: lamps, category_name: 'Lamps' }],
      version: 2,
    });
    const listed = await client.get<ProductDetail[]>(`/products?categoryId=${lamps}`);
    expect(listed.body.data.map((product) => product.id)).toContain(id);
  });

  it('answers 404 for another seller’s product and an unknown one, and changes nothing', async () => {
    const id = await createProduct(api.db, seller.id, { name: 'Mine' });
    const theirs = await client.patch(`/products/${id}`, { version: 1, product_name: 'Stolen' }, otherSeller.token);
    expect(theirs.body).toMatchObject({ status: 404, code: 'PRODUCT_NOT_FOUND' });
    expect((await client.patch('/products/999999', { version: 1, price: 1 }, seller.token)).status).toBe(404);
    expect((await editable(id)).body.data).toMatchObject({ product_name: 'Mine', version: 1 });
  });

  it('validates like creation, naming each refused field', async () => {
    const id = await createProduct(api.db, seller.id);
    const response = await client.patch(
      `/products/${id}`,
      { version: 1, price: -1, description: ' ', stock: 'many', brand_id: 99, categories: [] },
      seller.token,
    );
    expect(response.status).toBe(400);
    expect(response.body.code).toBe('INVALID_INPUT');
    expect(response.body.errors?.map((error) => error.field).sort()).toEqual(
      ['categories', 'description', 'price', 'stock'].sort(),
    );
    const unknownBrand = await client.patch(`/products/${id}`, { version: 1, brand_id: 99 }, seller.token);
    expect(unknownBrand.body.errors).toEqual([{ field: 'brand_id', message: 'Brand 99 does not exist.' }]);
    const noVersion = await client.patch(`/products/${id}`, { price: 5 }, seller.token);
    expect(noVersion.body.errors?.map((error) => error.field)).toEqual(['version']);
  });

  it('refuses a form loaded before another edit with 409 PRODUCT_CHANGED, and the later edit is kept', async () => {
    const id = await createProduct(api.db, seller.id, { price: 100 });
    expect((await client.patch(`/products/${id}`, { version: 1, price: 200 }, seller.token)).status).toBe(200);
    const stale = await client.patch(`/products/${id}`, { version: 1, price: 300 }, seller.token);
    expect(stale.status).toBe(409);
    expect(stale.body).toMatchObject({
      code: 'PRODUCT_CHANGED',
      details: { productId: id, version: 2 },
      msg: expect.stringMatching(/^This product changed since you opened it/),
    });
    expect((await editable(id)).body.data.price).toBe(200);
  });

  it('refuses a stock typed before a sale, so the units sold are never counted twice', async () => {
    const id = await createProduct(api.db, seller.id, { stock: 5 });
    const { version } = (await editable(id)).body.data;
    expect((await checkout(id, 2)).status).toBe(201);
    const stale = await client.patch(`/products/${id}`, { version, stock: 5 }, seller.token);
    expect(stale.body.code).toBe('PRODUCT_CHANGED');
    expect(await stockOf(id)).toBe(3);
  });

  it('never loses a checkout that runs at the same moment as an edit of the stock', async () => {
    for (let round = 0; round < 12; round += 1) {
      const id = await createProduct(api.db, seller.id, { stock: 5 });
      const { version } = (await editable(id)).body.data;
      const [edit, order] = await Promise.all([
        client.patch(`/products/${id}`, { version, stock: 10 }, seller.token),
        checkout(id, 1),
      ]);
      expect([200, 409]).toContain(edit.status);
      expect(order.status).toBe(201);
      // Edit first: 10 then the sale (9). Sale first: the stale edit is refused (4).
      expect(await stockOf(id)).toBe(edit.status === 200 ? 9 : 4);
    }
  });

  it('leaves existing orders’ snapshots as they were bought', async () => {
    const id = await createProduct(api.db, seller.id, { name: 'Teak Bench', price: 700_000, stock: 4 });
    const order = (await checkout(id, 1)).body.data;
    const { version } = (await editable(id)).body.data;
    await client.patch(`/products/${id}`, { version, product_name: 'Oak Bench', price: 900_000 }, seller.token);
    const again = await client.get<OrderData>(`/transactions/orders/${order.id}`, customer.token);
    expect(again.body.data.lines[0]).toMatchObject({ product_name: 'Teak Bench', unit_price: 700_000 });
    expect(again.body.data.total).toBe(order.total);
  });

  describe('photos', () => {
    it('adds, removes and reorders photos in one edit, deleting the removed files after it', async () => {
      const product = await listedProduct(3);
      const [first, second, third] = product.photos;
      const form = editForm({ version: product.version, photos: `${third!.id},new,${first!.id}` }, [
        await pngImage(70, 50),
      ]);
      const response = await client.form<EditableProduct>('PATCH', `/products/${product.id}`, form, seller.token);
      expect(response.status).toBe(200);
      const images = response.body.data.images;
      expect(images).toHaveLength(3);
      expect(images[0]).toBe(third!.image);
      expect(images[2]).toBe(first!.image);
      expect(product.images).not.toContain(images[1]);
      expect(await fileExists(keyOf(second!.image))).toBe(false);
      expect(await fileExists(keyOf(images[1]!))).toBe(true);
    });

    it('appends uploads after the current photos when no order is given', async () => {
      const product = await listedProduct(1);
      const form = editForm({ version: product.version }, [await pngImage(33, 22)]);
      const response = await client.form<EditableProduct>('PATCH', `/products/${product.id}`, form, seller.token);
      expect(response.body.data.images).toHaveLength(2);
      expect(response.body.data.images[0]).toBe(product.images[0]);
    });

    it('keeps a removed photo’s file while an order still shows it', async () => {
      const product = await listedProduct(2);
      await checkout(product.id, 1);
      const { version, photos } = (await editable(product.id)).body.data;
      const response = await client.patch(
        `/products/${product.id}`,
        { version, photos: `${photos[1]!.id}` },
        seller.token,
      );
      expect(response.status).toBe(200);
      expect(await fileExists(keyOf(photos[0]!.image))).toBe(true);
    });

    it('answers another seller and a customer before reading the body, and counts no upload for them', async () => {
      const product = await listedProduct(1);
      const unfinishedEdit = (token: string) =>
        unfinishedUpload(`${api.origin}/api/products/${product.id}`, 'PATCH', 'images', token);
      expect(await unfinishedEdit(otherSeller.token)).toBe(404);
      expect(await unfinishedEdit(customer.token)).toBe(403);
      expect(await accountsWithUploadsCounted(api.db, [otherSeller, customer])).toEqual([]);
      expect((await editable(product.id)).body.data.images).toEqual(product.images);
    });

    it('refuses no photo, more than five, another product’s photo and a count that does not match the files', async () => {
      const product = await listedProduct(2);
      const other = await listedProduct(1);
      const refusals: [Record<string, string | number>, Buffer[], string][] = [
        [{ photos: '' }, [], 'photos'],
        [{ photos: 'new,new,new,new,new,new' }, [], 'photos'],
        [{ photos: `${other.photos[0]!.id}` }, [], 'photos'],
        [{ photos: `${product.photos[0]!.id},new` }, [], 'photos'],
        [{}, await Promise.all([1, 2, 3, 4].map((size) => pngImage(20 + size, 20))), 'images'],
      ];
      for (const [fields, files, field] of refusals) {
        const form = editForm({ version: product.version, ...fields }, files);
        const response = await client.form('PATCH', `/products/${product.id}`, form, seller.token);
        expect(response.status, JSON.stringify(fields)).toBe(400);
        expect(response.body.errors?.[0]?.field).toBe(field);
      }
      const after = (await editable(product.id)).body.data;
      expect(after.images).toEqual(product.images);
      expect(after.version).toBe(product.version);
      for (const photo of product.photos) expect(await fileExists(keyOf(photo.image))).toBe(true);
    });
  });
});

describe('POST /products/:id/restock', () => {
  it('gives a sold-out product stock again', async () => {
    const id = await createProduct(api.db, seller.id, { stock: 0 });
    const response = await client.post<EditableProduct>(`/products/${id}/restock`, { stock: 7 }, seller.token);
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ msg: 'Product restocked', data: { stock: 7, version: 2 } });
  });

  it('refuses a product that is not sold out, an archived one and another seller’s', async () => {
    const live = await createProduct(api.db, seller.id, { stock: 2, name: 'Rattan Chair' });
    const notSoldOut = await client.post(`/products/${live}/restock`, { stock: 7 }, seller.token);
    expect(notSoldOut.body).toMatchObject({
      status: 409,
      code: 'NOT_SOLD_OUT',
      msg: 'Rattan Chair is not sold out: 2 in stock. Change its stock on its edit page.',
    });
    const archived = await createProduct(api.db, seller.id, { stock: 0, archived: true });
    expect((await client.post(`/products/${archived}/restock`, { stock: 7 }, seller.token)).body.code).toBe(
      'PRODUCT_ARCHIVED',
    );
    const soldOut = await createProduct(api.db, seller.id, { stock: 0 });
    expect((await client.post(`/products/${soldOut}/restock`, { stock: 7 }, otherSeller.token)).status).toBe(404);
    expect((await client.post(`/products/${soldOut}/restock`, { stock: 0 }, seller.token)).status).toBe(400);
    expect(await stockOf(soldOut)).toBe(0);
  });
});

describe('POST /products/:id/restore', () => {
  it('brings an archived product back to the shop, and answers a live one as it is', async () => {
    const id = await createProduct(api.db, seller.id, { archived: true });
    const response = await client.post<EditableProduct>(`/products/${id}/restore`, undefined, seller.token);
    expect(response.body).toMatchObject({ status: 200, msg: 'Product restored', data: { archived: false } });
    expect((await client.get(`/products/details/${id}`)).status).toBe(200);
    expect((await client.post(`/products/${id}/restore`, undefined, seller.token)).status).toBe(200);
  });

  it('answers 404 for another seller’s product', async () => {
    const id = await createProduct(api.db, seller.id, { archived: true });
    expect((await client.post(`/products/${id}/restore`, undefined, otherSeller.token)).status).toBe(404);
    expect((await editable(id)).body.data.archived).toBe(true);
  });
});
