#!/usr/bin/env node
// Draws public/favicon.ico from public/favicon.svg (run it after changing the SVG, and commit both). Pages name
// the SVG, but crawlers, feed readers and a browser showing a file that is not a page ask for /favicon.ico
// regardless. An ICO that holds PNGs, at the sizes those clients pick from.
import { Buffer } from 'node:buffer';
import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';

const SIZES = [16, 32, 48];
const publicDir = path.join(path.dirname(new URL(import.meta.url).pathname), '..', 'public');
const svg = fs.readFileSync(path.join(publicDir, 'favicon.svg'));

const images = await Promise.all(
  SIZES.map((size) =>
    sharp(svg, { density: 72 * (size / 32) * 4 })
      .resize(size, size)
      .png({ compressionLevel: 9 })
      .toBuffer(),
  ),
);
const header = Buffer.alloc(6);
header.writeUInt16LE(0, 0);
header.writeUInt16LE(1, 2);
header.writeUInt16LE(images.length, 4);
let offset = header.length + 16 * images.length;
const entries = images.map((image, index) => {
  const entry = Buffer.alloc(16);
  entry.writeUInt8(SIZES[index], 0);
  entry.writeUInt8(SIZES[index], 1);
  entry.writeUInt16LE(1, 4);
  entry.writeUInt16LE(32, 6);
  entry.writeUInt32LE(image.length, 8);
  entry.writeUInt32LE(offset, 12);
  offset += image.length;
  return entry;
});
const ico = Buffer.concat([header, ...entries, ...images]);
fs.writeFileSync(path.join(publicDir, 'favicon.ico'), ico);
console.log(`public/favicon.ico: ${SIZES.join(', ')} px, ${ico.length} bytes`);
