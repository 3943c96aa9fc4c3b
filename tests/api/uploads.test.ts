import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  BRANDS,
  COLORS,
  LIMITS,
  type EditableProduct,
  type ProductDetail,
  type ProductListItem,
} from '@spectrum/shared';
import { fileTestApi } from '../support/api';
import { createCategory, createProduct, createUser, fileBlob, pngImage, type TestUser } from '../support/fixtures';

const { api, client } = await fileTestApi();
let seller: TestUser;
let customer: TestUser;
let sofas: number;
let lamps: number;

beforeAll(async () => {
  [seller, customer] = await Promise.all([createUser(api.db, { role: 2 }), createUser(api.db, { role: 1 })]);
  sofas = await createCategory(api.db, 'Sofas');
  lamps = await createCategory(api.db, 'Lamps');
});

type Fields = Record<string, string | string[]>;

const validFields = (): Fields => ({
  product_name: 'Oslo Linen Sofa',
  description: 'A deep three-seater in washed linen.',
  price: '8750000',
  stock: '12',
  categories: [String(sofas), String(lamps)],
  brand_id: '2',
  color_id: '3',
  conditions: 'new',
});

function productForm(fields: Fields, files: { buffer: Buffer; name: string; type: string }[]): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) {
    for (const item of Array.isArray(value) ? value : [value]) form.append(name, item);
  }
  for (const file of files) form.append('images', fileBlob(file.buffer, file.type), file.name);
  return form;
}

const png = async (colour = '#7888b8') => ({
  buffer: await pngImage(64, 48, colour),
  name: 'photo.png',
  type: 'image/png',
});

/** Every file under the uploads folder, relative to it. */
async function storedFiles(): Promise<string[]> {
  const entries = await fs.readdir(api.uploadsDir, { recursive: true, withFileTypes: true });
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(api.uploadsDir, path.join(entry.parentPath, entry.name)))
    .sort();
}

async function counts() {
  const [row] = await api.db.query<{ products: number; images: number; links: number }>(
    `SELECT (SELECT count(*)::int FROM products) AS products,
            (SELECT count(*)::int FROM product_images) AS images,
            (SELECT count(*)::int FROM product_categories) AS links`,
  );
  return row;
}

/** Sends the form and checks that nothing at all was written: no rows and no files. */
async function expectRefusedWithoutWrites(form: FormData, token = seller.token) {
  const rowsBefore = await counts();
  const filesBefore = await storedFiles();
  const response = await client.form('POST', '/products/new', form, token);
  expect(await counts()).toEqual(rowsBefore);
  expect(await storedFiles()).toEqual(filesBefore);
  return response;
}

describe('POST /products/new', () => {
  it('creates a product from two real PNGs and serves the re-encoded photos', async () => {
    const form = productForm(validFields(), [await png('#a8872c'), await png('#5a8a4a')]);
    const response = await client.form<ProductDetail>('POST', '/products/new', form, seller.token);
    expect(response.status).toBe(201);
    expect(response.body.msg).toBe('Product added successfully');
    const product = response.body.data;
    expect(product).toMatchObject({
      product_name: 'Oslo Linen Sofa',
      description: 'A deep three-seater in washed linen.',
      price: 8_750_000,
      stock: 12,
      conditions: 'new',
      brand: BRANDS[1],
      color: COLORS[2],
      seller: { id: seller.id },
      archived: false,
    });
    expect(product.categories.map((category) => category.id).sort()).toEqual([sofas, lamps].sort());
    expect(product.images).toHaveLength(2);
    expect(product.thumbnails).toHaveLength(2);

    for (const url of [...product.images, ...product.thumbnails]) {
      expect(url).toMatch(/^\/uploads\/products\/[a-f0-9]{24}-(large|thumb)\.webp$/);
      await expect(fs.access(path.join(api.uploadsDir, url.replace('/uploads/', '')))).resolves.toBeUndefined();
      const served = await fetch(`${api.origin}${url}`);
      expect(served.status).toBe(200);
      expect(served.headers.get('content-type')).toBe('image/webp');
      expect(served.headers.get('x-content-type-options')).toBe('nosniff');
      const meta = await sharp(Buffer.from(await served.arrayBuffer())).metadata();
      expect(meta.format).toBe('webp');
    }

    const rows = await api.db.query<{ position: number; image_key: string }>(
      'SELECT position, image_key FROM product_images WHERE product_id = $1 ORDER BY position',
      [product.id],
    );
    expect(rows.map((row) => `/uploads/${row.image_key}-large.webp`)).toEqual(product.images);
    expect(rows.map((row) => row.position)).toEqual([0, 1]);

    const detail = await client.get<ProductDetail>(`/products/details/${product.id}`);
    expect(detail.body.data).toEqual(product);
  });

  it('accepts categories as one comma-separated string and ignores unknown fields', async () => {
    const fields = { ...validFields(), categories: `${lamps}, ${sofas}`, seller_id: '999', archived_at: 'now' };
    const response = await client.form<ProductDetail>(
      'POST',
      '/products/new',
      productForm(fields, [await png()]),
      seller.token,
    );
    expect(response.status).toBe(201);
    expect(response.body.data.categories).toHaveLength(2);
    expect(response.body.data.seller.id).toBe(seller.id);
    expect(response.body.data.archived).toBe(false);
  });

  it('refuses a text file renamed to .png with a 415 and writes nothing', async () => {
    const fake = {
      buffer: Buffer.from('just some text, not a picture\n'.repeat(20)),
      name: 'photo.png',
      type: 'image/png',
    };
    const response = await expectRefusedWithoutWrites(productForm(validFields(), [await png(), fake]));
    expect(response.status).toBe(415);
    expect(response.body.msg).toBe('Only image files are allowed');
  });

  it('refuses more than 5 photos with a 400 naming images', async () => {
    const photos = await Promise.all(Array.from({ length: 6 }, () => png()));
    const response = await expectRefusedWithoutWrites(productForm(validFields(), photos));
    expect(response.status).toBe(400);
    expect(response.body.errors?.[0]?.field).toBe('images');
  });

  it('refuses a photo over 5 MB with a 413', async () => {
    const huge = { buffer: crypto.randomBytes(5 * 1024 * 1024 + 1024), name: 'huge.png', type: 'image/png' };
    const response = await expectRefusedWithoutWrites(productForm(validFields(), [huge]));
    expect(response.status).toBe(413);
    expect(response.body.msg).toBe('Image is too large (at most 5 MB)');
  });

  it('names every missing field, photos included', async () => {
    const response = await expectRefusedWithoutWrites(productForm({}, []));
    expect(response.status).toBe(400);
    expect(response.body.errors?.map((error) => error.field).sort()).toEqual(
      [
        'brand_id',
        'categories',
        'color_id',
        'conditions',
        'description',
        'images',
        'price',
        'product_name',
        'stock',
      ].sort(),
    );
  });

  it('requires at least one photo', async () => {
    const response = await expectRefusedWithoutWrites(productForm(validFields(), []));
    expect(response.status).toBe(400);
    expect(response.body.errors).toEqual([{ field: 'images', message: 'Add at least one photo.' }]);
  });

  it.each([
    ['price', 'abc'],
    ['price', '-5'],
    ['price', '12.5'],
    ['stock', '-1'],
    ['conditions', 'broken'],
    ['categories', ''],
  ])('refuses %s = %j', async (field, value) => {
    const response = await expectRefusedWithoutWrites(productForm({ ...validFields(), [field]: value }, [await png()]));
    expect(response.status).toBe(400);
    expect(response.body.errors?.map((error) => error.field.split('.')[0])).toContain(field);
  });

  it('refuses unknown categories, brands and colours', async () => {
    const unknownCategory = await expectRefusedWithoutWrites(
      productForm({ ...validFields(), categories: [String(sofas), '999999'] }, [await png()]),
    );
    expect(unknownCategory.status).toBe(400);
    expect(unknownCategory.body.errors).toEqual([{ field: 'categories', message: 'Category 999999 does not exist.' }]);

    const unknownBrand = await expectRefusedWithoutWrites(
      productForm({ ...validFields(), brand_id: '6' }, [await png()]),
    );
    expect(unknownBrand.status).toBe(400);
    expect(unknownBrand.body.errors?.[0]?.field).toBe('brand_id');

    const unknownColour = await expectRefusedWithoutWrites(
      productForm({ ...validFields(), color_id: '7' }, [await png()]),
    );
    expect(unknownColour.status).toBe(400);
    expect(unknownColour.body.errors?.[0]?.field).toBe('color_id');
  });

  it('is for sellers only: 401 without a token, 403 for a customer, and nothing stored', async () => {
    const anonymous = await expectRefusedWithoutWrites(productForm(validFields(), [await png()]), '');
    expect(anonymous.status).toBe(401);
    const asCustomer = await expectRefusedWithoutWrites(productForm(validFields(), [await png()]), customer.token);
    expect(asCustomer.status).toBe(403);
  });

  it('removes the stored photos again when the database write fails', async () => {
    await api.db.query(`CREATE FUNCTION refuse_photo() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN RAISE EXCEPTION 'photo table unavailable'; END $$`);
    await api.db.query(
      'CREATE TRIGGER refuse_photo BEFORE INSERT ON product_images FOR EACH ROW EXECUTE FUNCTION refuse_photo()',
    );
    try {
      const response = await expectRefusedWithoutWrites(productForm(validFields(), [await png(), await png()]));
      expect(response.status).toBe(500);
      expect(response.body.msg).toBe('Something went wrong, please try again');
      expect(JSON.stringify(response.body)).not.toContain('photo table');
    } finally {
      await api.db.query('DROP TRIGGER refuse_photo ON product_images');
      await api.db.query('DROP FUNCTION refuse_photo()');
    }
  });

  it("makes a new product's words findable by prefix and typo at once, though searches just missed them", async () => {
    const found = async (text: string) =>
      (await client.get<ProductListItem[]>(`/products?search=${text}`)).body.data.map((item) => item.product_name);
    // The store keeps its word look-ups for a while; these searches leave "no such word" among them.
    expect(await found('quokk')).toEqual([]);
    expect(await found('quokkawod')).toEqual([]);
    const form = productForm({ ...validFields(), product_name: 'Quokkawood Side Table' }, [await png()]);
    expect((await client.form('POST', '/products/new', form, seller.token)).status).toBe(201);
    expect(await found('quokk')).toEqual(['Quokkawood Side Table']);
    expect(await found('quokkawod')).toEqual(['Quokkawood Side Table']);
  });
});

describe('the megapixel cap, on every route that takes images', () => {
  // 6000 × 4500 = 27 MP: more than the cap (25 MP) and less than the 40 MP the decoder allowed before. One
  // solid colour, so the file is small (as a hostile one would be) and made once.
  let overCapPng: Promise<Buffer> | undefined;
  const overCap = async () => {
    overCapPng ??= pngImage(6000, 4500);
    return { buffer: await overCapPng, name: 'huge.png', type: 'image/png' };
  };
  const capSentence = `This photo has 27 megapixels; photos may have at most ${LIMITS.maxImageMegapixels}. Send a smaller copy.`;

  it('takes a photo the size of a 24 MP phone camera', async () => {
    const phone = { buffer: await pngImage(5712, 4284), name: 'phone.png', type: 'image/png' };
    const response = await client.form('POST', '/products/new', productForm(validFields(), [phone]), seller.token);
    expect(response.status).toBe(201);
  });

  it('refuses a larger photo of a new product with 413 IMAGE_TOO_LARGE and writes nothing', async () => {
    const response = await expectRefusedWithoutWrites(productForm(validFields(), [await png(), await overCap()]));
    expect(response.status).toBe(413);
    expect(response.body).toMatchObject({ code: 'IMAGE_TOO_LARGE', msg: capSentence });
  });

  it('refuses it in a photo edit and keeps the product as it was', async () => {
    const id = await createProduct(api.db, seller.id);
    const before = await client.get<EditableProduct>(`/products/mine/${id}`, seller.token);
    const form = productForm({ version: String(before.body.data.version) }, [await overCap()]);
    const filesBefore = await storedFiles();
    const response = await client.form('PATCH', `/products/${id}`, form, seller.token);
    expect(response.status).toBe(413);
    expect(response.body).toMatchObject({ code: 'IMAGE_TOO_LARGE', msg: capSentence });
    expect((await client.get<EditableProduct>(`/products/mine/${id}`, seller.token)).body.data).toEqual(
      before.body.data,
    );
    expect(await storedFiles()).toEqual(filesBefore);
  });

  it('refuses it as a profile picture and keeps the profile as it was', async () => {
    const form = new FormData();
    form.append('image', fileBlob((await overCap()).buffer, 'image/png'), 'me.png');
    const before = await client.get('/users/profile', customer.token);
    const response = await client.form('PATCH', '/users/profile/edit', form, customer.token);
    expect(response.status).toBe(413);
    expect(response.body).toMatchObject({ code: 'IMAGE_TOO_LARGE', msg: capSentence });
    expect((await client.get('/users/profile', customer.token)).body.data).toEqual(before.body.data);
  });
});
