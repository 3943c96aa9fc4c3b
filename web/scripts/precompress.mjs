#!/usr/bin/env node
// Writes a Brotli (.br) and a gzip (.gz) copy next to every compressible file of the build, at the highest
// levels: done once here, they cost nothing per request. The BFF sends the copy the browser accepts. HTML is
// left out: the BFF compresses pages as it answers them.
import fs from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const COMPRESSIBLE = new Set(['.js', '.mjs', '.css', '.svg', '.json', '.webmanifest', '.txt', '.xml', '.map']);
// Below this a compressed copy saves less than its own headers cost.
const MIN_BYTES = 1024;

const distDir = path.resolve(
  process.argv[2] ?? path.join(path.dirname(new URL(import.meta.url).pathname), '..', 'dist'),
);
if (!fs.existsSync(distDir)) {
  console.error(`precompress: ${path.relative(process.cwd(), distDir)} is missing; run vite build first`);
  process.exit(1);
}

function* filesUnder(dir) {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    // Dot folders (.vite, the manifest) are never served.
    if (entry.name.startsWith('.')) continue;
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* filesUnder(full);
    else if (entry.isFile()) yield full;
  }
}

let written = 0;
let rawTotal = 0;
let brotliTotal = 0;
for (const file of filesUnder(distDir)) {
  if (!COMPRESSIBLE.has(path.extname(file))) continue;
  const content = fs.readFileSync(file);
  if (content.length < MIN_BYTES) continue;
  const brotli = brotliCompressSync(content, {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
      [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
      [constants.BROTLI_PARAM_SIZE_HINT]: content.length,
    },
  });
  const gzip = gzipSync(content, { level: constants.Z_BEST_COMPRESSION });
  // A copy that is not smaller is not worth sending.
  if (brotli.length < content.length) fs.writeFileSync(`${file}.br`, brotli);
  if (gzip.length < content.length) fs.writeFileSync(`${file}.gz`, gzip);
  written += 1;
  rawTotal += content.length;
  brotliTotal += Math.min(brotli.length, content.length);
}
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
console.log(`Precompressed ${written} files: ${kb(rawTotal)} raw, ${kb(brotliTotal)} Brotli`);
