import { API_MESSAGES, type PhotoSlot } from '@spectrum/shared';
import { badRequest } from './errors';

/**
 * The photo order of an edit (a product's or a review's `photos`): each slot keeps one of the current photos, by
 * id, or takes the next uploaded file. Refuses, before anything is stored, a list whose `new` slots are not as
 * many as the files uploaded.
 */
export function assertSlotsMatchUploads(slots: readonly PhotoSlot[] | undefined, uploadCount: number): void {
  if (slots && slots.filter((slot) => 'upload' in slot).length !== uploadCount) {
    throw badRequest(API_MESSAGES.photoCountMismatch, [{ field: 'photos', message: API_MESSAGES.photoCountMismatch }]);
  }
}

/**
 * The image keys an edit leaves, in order: without slots the current photos and then the uploaded ones; with
 * slots, each current photo named (a photo that is not one of `current` is refused with `notOwned`'s sentence)
 * or the next uploaded file.
 */
export function arrangePhotos(
  current: readonly { id: number; image_key: string }[],
  slots: readonly PhotoSlot[] | undefined,
  uploadedKeys: readonly string[],
  notOwned: (photoId: number) => string,
): string[] {
  if (!slots) return [...current.map((photo) => photo.image_key), ...uploadedKeys];
  const byId = new Map(current.map((photo) => [photo.id, photo.image_key]));
  let nextUpload = 0;
  return slots.map((slot) => {
    if ('upload' in slot) return uploadedKeys[nextUpload++]!;
    const key = byId.get(slot.existing);
    if (key === undefined) {
      const message = notOwned(slot.existing);
      throw badRequest(message, [{ field: 'photos', message }]);
    }
    return key;
  });
}
