import { S3Client, ListObjectsV2Command } from '@aws-sdk/client-s3';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { ProductDetail } from '@spectrum/shared';
import { createS3Storage } from '../../server/api/src/lib/s3-storage';
import { StorageUnavailableError, useImageBase, type Storage } from '../../server/api/src/lib/storage';
import { apiClient, startTestApi, type ApiClient, type TestApi } from '../support/api';
import { createCategory, createUser, fileBlob, pngImage, type TestUser } from '../support/fixtures';
import { startTestS3, type TestS3 } from '../support/s3';

let s3: TestS3;
let bucket: Storage;
/** Set by a test to make the bucket refuse the n-th write from now on. */
let failingWrite: number | undefined;
let api: TestApi;
let client: ApiClient;
let seller: TestUser;
let category: number;

beforeAll(async () => {
  s3 = await startTestS3();
  bucket = await createS3Storage(s3.options);
  const storage: Storage = {
    ...bucket,
    async put(key, body) {
      if (failingWrite !== undefined && --failingWrite === 0) {
        throw new StorageUnavailableError(new Error('the bucket refused the write'));
      }
      await bucket.put(key, body);
    },
  };
  api = await startTestApi({}, undefined, storage);
  client = apiClient(api.origin);
  seller = await createUser(api.db, { role: 2 });
  category = await createCategory(api.db, 'Sofas');
});
afterAll(async () => {
  await api.close();
  await s3.close();
});
afterEach(() => {
  failingWrite = undefined;
  useImageBase(undefined);
});

async function objectsInBucket(): Promise<string[]> {
  const client = new S3Client({ ...s3.options });
  const listed = await client.send(new ListObjectsV2Command({ Bucket: s3.options.bucket }));
  return (listed.Contents ?? []).map((object) => object.Key ?? '').sort();
}

async function listProduct(photos: number) {
  const form = new FormData();
  const fields: Record<string, string> = {
    product_name: 'Oslo Linen Sofa',
    description: 'A deep three-seater in washed linen.',
    price: '8750000',
    stock: '3',
    categories: String(category),
    brand_id: '2',
    color_id: '3',
    conditions: 'new',
  };
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  for (let index = 0; index < photos; index += 1) {
    form.append('images', fileBlob(await pngImage(64, 48, index ? '#a8872c' : '#7888b8'), 'image/png'), 'p.png');
  }
  return client.form<ProductDetail>('POST', '/products/new', form, seller.token);
}

describe('images in an S3 bucket', () => {
  it('stores an upload in the bucket and serves it at /uploads with its type and immutable caching', async () => {
    const created = await listProduct(1);
    expect(created.status).toBe(201);
    const [large] = created.body.data.images;
    expect(large).toMatch(/^\/uploads\/products\/[0-9a-f]+-large\.webp$/);
    const key = large!.slice('/uploads/'.length);
    expect(await objectsInBucket()).toContain(key);

    const served = await fetch(`${api.origin}${large}`);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/webp');
    expect(served.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    const bytes = Buffer.from(await served.arrayBuffer());
    expect(bytes.subarray(8, 12).toString('ascii')).toBe('WEBP');

    const etag = served.headers.get('etag');
    expect(etag).toBeTruthy();
    const revisit = await fetch(`${api.origin}${large}`, { headers: { 'if-none-match': etag! } });
    expect(revisit.status).toBe(304);
  });

  it('answers 404 for a key the bucket does not hold, or that no code of ours makes', async () => {
    expect((await fetch(`${api.origin}/uploads/products/nothing-large.webp`)).status).toBe(404);
    expect((await fetch(`${api.origin}/uploads/products/UPPER.webp`)).status).toBe(404);
  });

  it('names images under IMAGE_PUBLIC_URL when it is set, so browsers read the bucket or its CDN directly', async () => {
    useImageBase(s3.publicUrl);
    const created = await listProduct(1);
    const [large] = created.body.data.images;
    expect(large!.startsWith(`${s3.publicUrl}/products/`)).toBe(true);
    const served = await fetch(large!);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/webp');
  });

  it('lists nothing and leaves no object behind when a write to the bucket fails midway', async () => {
    const before = await objectsInBucket();
    const listedBefore = await client.get<unknown[]>('/products/seller', seller.token);
    // Two photos are four objects (two sizes each): the third write fails.
    failingWrite = 3;
    const refused = await listProduct(2);
    expect(refused.status).toBe(503);
    expect(refused.headers.get('retry-after')).toBe('1');
    expect(await objectsInBucket()).toEqual(before);
    const listedAfter = await client.get<unknown[]>('/products/seller', seller.token);
    expect(listedAfter.body.data).toEqual(listedBefore.body.data);
  });
});
