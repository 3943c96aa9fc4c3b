import { describe, expect, it } from 'vitest';
import { API_MESSAGES } from '@spectrum/shared';
import { HttpError } from './errors';
import { arrangePhotos, assertSlotsMatchUploads } from './photo-slots';

const current = [
  { id: 12, image_key: 'products/a' },
  { id: 9, image_key: 'products/b' },
];

describe('arrangePhotos', () => {
  it('keeps the current photos and adds the uploads after them when no order is given', () => {
    expect(arrangePhotos(current, undefined, ['products/new'], API_MESSAGES.photoNotOwned)).toEqual([
      'products/a',
      'products/b',
      'products/new',
    ]);
  });

  it('follows the slots: current photos by id, uploads in turn, photos left out dropped', () => {
    const slots = [{ existing: 9 }, { upload: true as const }, { upload: true as const }];
    expect(arrangePhotos(current, slots, ['products/n1', 'products/n2'], API_MESSAGES.photoNotOwned)).toEqual([
      'products/b',
      'products/n1',
      'products/n2',
    ]);
  });

  it("refuses a photo that is not one of the current ones, in the caller's words", () => {
    const refusal = (() => {
      try {
        arrangePhotos(current, [{ existing: 77 }], [], API_MESSAGES.reviewPhotoNotOwned);
      } catch (error) {
        return error;
      }
    })();
    expect(refusal).toBeInstanceOf(HttpError);
    expect((refusal as HttpError).status).toBe(400);
    expect((refusal as HttpError).message).toBe(API_MESSAGES.reviewPhotoNotOwned(77));
  });
});

describe('assertSlotsMatchUploads', () => {
  it('accepts no order, or as many new slots as files', () => {
    expect(() => assertSlotsMatchUploads(undefined, 3)).not.toThrow();
    expect(() => assertSlotsMatchUploads([{ existing: 1 }, { upload: true }], 1)).not.toThrow();
  });

  it('refuses new slots that are not as many as the files', () => {
    expect(() => assertSlotsMatchUploads([{ upload: true }], 2)).toThrow(API_MESSAGES.photoCountMismatch);
    expect(() => assertSlotsMatchUploads([{ existing: 1 }], 1)).toThrow(API_MESSAGES.photoCountMismatch);
  });
});
