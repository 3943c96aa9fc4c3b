import { describe, expect, it, vi } from 'vitest';
import { BRANDS } from '@spectrum/shared';
import { ReferenceCache } from './reference-cache';

const brandRows = BRANDS.map((brand) => ({ id: brand.id, brand_name: brand.brand_name }));

describe('ReferenceCache', () => {
  it('loads a list once for every caller within the time to live, concurrent callers included', async () => {
    const cache = new ReferenceCache(1000, () => 0);
    const load = vi.fn(async () => brandRows);
    const answers = await Promise.all([cache.get('brands', load), cache.get('brands', load)]);
    await cache.get('brands', load);
    expect(load).toHaveBeenCalledTimes(1);
    expect(answers[0]).toEqual(brandRows);
  });

  it('loads again once the copy is older than the time to live', async () => {
    let now = 0;
    const cache = new ReferenceCache(1000, () => now);
    const load = vi.fn(async () => brandRows);
    await cache.get('brands', load);
    now = 999;
    await cache.get('brands', load);
    now = 1000;
    await cache.get('brands', load);
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('forgets a failed load so that the next caller tries again', async () => {
    const cache = new ReferenceCache(1000, () => 0);
    const failing = vi.fn(async () => {
      throw new Error('store API down');
    });
    await expect(cache.get('brands', failing)).rejects.toThrow('store API down');
    const working = vi.fn(async () => brandRows);
    await expect(cache.get('brands', working)).resolves.toEqual(brandRows);
    expect(working).toHaveBeenCalledTimes(1);
  });

  it('keeps each list apart', async () => {
    const cache = new ReferenceCache(1000, () => 0);
    await cache.get('brands', async () => brandRows);
    const colours = vi.fn(async () => []);
    await cache.get('colors', colours);
    expect(colours).toHaveBeenCalledTimes(1);
  });
});
