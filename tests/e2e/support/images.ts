import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll } from 'vitest';

/**
 * Writes `count` small, distinct PNG photos to a new temporary folder and returns their paths. Called at the top
 * of a test file: the folder is removed after the file's tests.
 */
export async function productPhotos(count: number): Promise<{ files: string[] }> {
  const directory = fs.mkdtempSync(path.join(os.tmpdir(), 'spectrum-e2e-photos-'));
  const palette = [
    { r: 196, g: 160, b: 112 },
    { r: 92, g: 122, b: 148 },
    { r: 140, g: 98, b: 70 },
    { r: 72, g: 96, b: 120 },
    { r: 126, g: 150, b: 96 },
  ];
  const files: string[] = [];
  for (let index = 0; index < count; index++) {
    const background = palette[index % palette.length]!;
    const file = path.join(directory, `photo-${index + 1}.png`);
    await sharp({ create: { width: 640, height: 640, channels: 3, background } })
      .composite([
        {
          input: Buffer.from(
            `<svg xmlns="http://www.w3.org/2000/svg" width="640" height="640"><rect x="160" y="220" width="320" height="200" rx="24" fill="#f5f5f5"/><rect x="190" y="420" width="24" height="90" fill="#1a1a1a"/><rect x="426" y="420" width="24" height="90" fill="#1a1a1a"/></svg>`,
          ),
        },
      ])
      .png()
      .toFile(file);
    files.push(file);
  }
  afterAll(() => fs.rmSync(directory, { recursive: true, force: true }));
  return { files };
}
