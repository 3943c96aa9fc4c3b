import { describe, expect, it } from 'vitest';
import { serverFieldErrors } from './product-draft';
import { photoUploadFractions } from './upload-progress';

describe('photoUploadFractions', () => {
  const sizes = [1000, 3000];
  const total = 500 + 4000;

  it('leaves every photo at 0 while the operation text is sent', () => {
    expect(photoUploadFractions(300, total, sizes)).toEqual([0, 0]);
  });

  it('fills the photos in order', () => {
    expect(photoUploadFractions(1000, total, sizes)).toEqual([0.5, 0]);
    expect(photoUploadFractions(3000, total, sizes)).toEqual([1, 0.5]);
    expect(photoUploadFractions(total, total, sizes)).toEqual([1, 1]);
  });

  it('never goes past 1 or below 0', () => {
    for (const fraction of photoUploadFractions(total * 2, total, sizes)) expect(fraction).toBe(1);
    for (const fraction of photoUploadFractions(-5, total, sizes)) expect(fraction).toBe(0);
  });
});

describe('serverFieldErrors', () => {
  it('places REST and GraphQL field names on the form fields', () => {
    expect(
      serverFieldErrors([
        { field: 'product_name', message: 'name is too long' },
        { field: 'categoryIds.1', message: 'unknown category' },
        { field: 'images', message: 'at most 5' },
        { field: 'something_else', message: 'ignored' },
      ]),
    ).toEqual({ name: 'name is too long', categoryIds: 'unknown category', photos: 'at most 5' });
  });
});
