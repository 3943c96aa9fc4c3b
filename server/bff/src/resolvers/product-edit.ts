import { fieldSentence } from '@spectrum/shared';
import type { UploadedFile } from '../datasources/store-api';
import type { ProductPhotoInput, UpdateProductInput } from '../__generated__/resolvers-types';
import { badUserInput } from '../errors';
import { given, toId } from './inputs';
import { readUpload } from './uploads';

/**
 * Photo slots (an existing photo's id or a new file each) as the store API's edit takes them: a `photos` list
 * ("12,new,9", or '' for none) with the new files in slot order.
 */
export async function photoSlots(
  input: readonly ProductPhotoInput[],
  maxUploadBytes: number,
): Promise<{ photos: string; images: UploadedFile[] }> {
  const slots: string[] = [];
  const images: UploadedFile[] = [];
  for (const [index, slot] of input.entries()) {
    const field = `photos.${index}`;
    const hasId = slot.id !== null && slot.id !== undefined;
    const hasFile = slot.file !== null && slot.file !== undefined;
    if (hasId === hasFile)
      throw badUserInput(fieldSentence(field, 'must name either an existing photo or a new file'), field);
    if (slot.file) {
      images.push(await readUpload(slot.file, maxUploadBytes, `${field}.file`));
      slots.push('new');
    } else {
      slots.push(String(toId(slot.id!, `${field}.id`)));
    }
  }
  return { photos: slots.join(','), images };
}

/**
 * `updateProduct`'s input as the store API's edit: the fields given (null means "leave it"), and the photo
 * slots as its `photos` list ("12,new,9") with the new files in slot order.
 */
export async function productUpdate(input: UpdateProductInput, maxUploadBytes: number) {
  // An empty list must reach the API (which refuses it), not read as "leave the photos".
  const { photos, images } = input.photos
    ? await photoSlots(input.photos, maxUploadBytes)
    : { photos: undefined, images: [] };
  const categories = input.categoryIds?.map((id, index) => toId(id, `categoryIds.${index}`));
  return {
    fields: {
      version: input.version,
      product_name: given(input.name),
      description: given(input.description),
      price: given(input.price),
      stock: given(input.stock),
      categories: categories?.join(','),
      brand_id: input.brandId ? toId(input.brandId, 'brandId') : undefined,
      color_id: input.colorId ? toId(input.colorId, 'colorId') : undefined,
      conditions: given(input.condition),
      photos,
    },
    images,
  };
}
