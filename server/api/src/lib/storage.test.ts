import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { text } from 'node:stream/consumers';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { startTestS3, type TestS3 } from '../../../../tests/support/s3';
import { createS3Storage } from './s3-storage';
import { createLocalStorage, largeUrl, StorageUnavailableError, thumbUrl, useImageBase, type Storage } from './storage';

let root: string;
let s3: TestS3;
beforeAll(async () => {
  root = await fs.mkdtemp(path.join(os.tmpdir(), 'spectrum-storage-'));
  s3 = await startTestS3();
});
afterAll(async () => {
  await s3.close();
  await fs.rm(root, { recursive: true, force: true });
});

const backends: [string, () => Promise<Storage>][] = [
  ['local disk', async () => createLocalStorage(root)],
  ['an S3 bucket (s3rver)', () => createS3Storage(s3.options)],
];

describe.each(backends)('storage on %s', (_name, open) => {
  let storage: Storage;
  beforeAll(async () => {
    storage = await open();
  });

  it('gives back what was put, with its media type, and forgets it once deleted', async () => {
    const key = `products/${Math.random().toString(16).slice(2)}-large.webp`;
    expect(await storage.exists(key)).toBe(false);
    expect(await storage.get(key)).toBeUndefined();

    await storage.put(key, Buffer.from('webp bytes'));
    expect(await storage.exists(key)).toBe(true);
    const file = await storage.get(key);
    expect(file?.contentType).toBe('image/webp');
    expect(file?.contentLength).toBe(10);
    expect(file?.etag).toBeTruthy();
    expect(await text(file!.body)).toBe('webp bytes');

    await storage.delete(key);
    expect(await storage.exists(key)).toBe(false);
    await expect(storage.delete(key)).resolves.toBeUndefined();
  });

  it('refuses keys no code of ours makes', async () => {
    for (const key of ['../escape.webp', '/absolute.webp', 'Upper.webp', 'no-extension', 'a/../../b.webp']) {
      await expect(storage.put(key, Buffer.from('x')), key).rejects.toThrow(/Unsafe storage key/);
    }
  });
});

describe('local disk', () => {
  // Ours to guarantee on a disk (a temporary file renamed into place). On S3 a PUT is whole by the service's own
  // guarantee; s3rver, the stand-in, writes straight into its file, so there it would test the stand-in.
  it('keeps one whole file when two writers put the same key at once', async () => {
    const storage = createLocalStorage(root);
    const key = 'seed/v1/a-large.webp';
    const size = 2 * 1024 * 1024;
    await Promise.all([storage.put(key, Buffer.alloc(size, 7)), storage.put(key, Buffer.alloc(size, 9))]);
    const written = Buffer.from(await new Response((await storage.get(key))!.body as never).arrayBuffer());
    expect(written.length).toBe(size);
    expect(new Set(written).size).toBe(1);
  });

  it('leaves no temporary file behind a write', async () => {
    const storage = createLocalStorage(root);
    await storage.put('tidy/a-large.webp', Buffer.alloc(1024, 1));
    expect(await fs.readdir(path.join(root, 'tidy'))).toEqual(['a-large.webp']);
  });
});

describe('an S3 bucket', () => {
  it('stores each object with its media type and immutable caching, readable at the public URL', async () => {
    const storage = await createS3Storage(s3.options);
    await storage.put('products/abc-thumb.webp', Buffer.from('thumb'));
    const response = await fetch(`${s3.publicUrl}/products/abc-thumb.webp`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/webp');
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(await response.text()).toBe('thumb');
  });

  it('fails loudly when the bucket cannot be reached', async () => {
    const storage = await createS3Storage({ ...s3.options, endpoint: 'http://127.0.0.1:9' });
    await expect(storage.put('products/x-large.webp', Buffer.from('x'))).rejects.toBeInstanceOf(
      StorageUnavailableError,
    );
  });
});

describe('image URLs', () => {
  afterEach(() => useImageBase(undefined));

  it('are /uploads paths by default, and under IMAGE_PUBLIC_URL when it is set', () => {
    expect(largeUrl('products/k')).toBe('/uploads/products/k-large.webp');
    useImageBase('https://cdn.example/spectrum/');
    expect(largeUrl('products/k')).toBe('https://cdn.example/spectrum/products/k-large.webp');
    expect(thumbUrl('products/k')).toBe('https://cdn.example/spectrum/products/k-thumb.webp');
    expect(thumbUrl(null)).toBeNull();
  });
});
