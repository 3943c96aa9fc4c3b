import os from 'node:os';
import sharp from 'sharp';
import type { ColorRef } from '@spectrum/shared';
import type { Storage } from '../../lib/storage';
import { furnitureSvg, type ArtVariant, type FurnitureShape } from './furniture-art';

// Bump when the drawings change, so existing installs get the new pictures under new keys.
const ART_VERSION = 'v1';
// The two sizes lib/images.ts stores for uploads: `<key>-large.webp` and `<key>-thumb.webp`.
const LARGE_SIZE = 1200;
const THUMB_SIZE = 480;
// Flat drawings compress almost as well at low effort, at under half the encoding time (keeps the first start fast).
const WEBP_EFFORT = 2;

export interface SeedImage {
  key: string;
  shape: FurnitureShape;
  variant: ArtVariant;
  hex: string;
}

const slug = (text: string) => text.toLowerCase().replace(/[^a-z0-9]+/g, '-');

/** One picture per shape × view × colour, under a fixed key, so products and restarts share the files. */
export function seedImage(shape: FurnitureShape, variant: ArtVariant, color: ColorRef): SeedImage {
  return { key: `seed/${ART_VERSION}/${shape}-${variant}-${slug(color.color_name)}`, shape, variant, hex: color.hex };
}

async function render(storage: Storage, image: SeedImage): Promise<void> {
  const encode = (size: number, quality: number) =>
    sharp(Buffer.from(furnitureSvg(image.shape, image.variant, image.hex, size)))
      .webp({ quality, effort: WEBP_EFFORT })
      .toBuffer();
  const [large, thumb] = await Promise.all([encode(LARGE_SIZE, 82), encode(THUMB_SIZE, 78)]);
  await storage.put(`${image.key}-large.webp`, large);
  await storage.put(`${image.key}-thumb.webp`, thumb);
}

async function isStored(storage: Storage, key: string): Promise<boolean> {
  const [large, thumb] = await Promise.all([storage.exists(`${key}-large.webp`), storage.exists(`${key}-thumb.webp`)]);
  return large && thumb;
}

/** Renders the pictures that are missing from storage; returns how many it rendered. */
export async function ensureSeedImages(storage: Storage, images: readonly SeedImage[]): Promise<number> {
  const unique = [...new Map(images.map((image) => [image.key, image])).values()];
  const stored = await Promise.all(unique.map((image) => isStored(storage, image.key)));
  const missing = unique.filter((_, index) => !stored[index]);
  let next = 0;
  const worker = async () => {
    while (next < missing.length) {
      const image = missing[next++];
      if (image) await render(storage, image);
    }
  };
  const workers = Math.max(1, Math.min(4, os.availableParallelism()));
  await Promise.all(Array.from({ length: workers }, worker));
  return missing.length;
}
