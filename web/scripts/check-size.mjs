#!/usr/bin/env node
// Weighs the JavaScript the landing route loads (the entry chunk and everything it imports
// statically) and fails the build above the budget. Lazily loaded code is not counted: pages, and what the
// landing page fetches once idle (the Apollo client, header panels, toasts; docs/web.md, "The first bundle").
import fs from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

const BUDGET_BYTES = 162 * 1024;
const distDir = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..', 'dist');
const manifestPath = path.join(distDir, '.vite', 'manifest.json');

if (!fs.existsSync(manifestPath)) {
  console.error(`check-size: ${path.relative(process.cwd(), manifestPath)} is missing; run vite build first`);
  process.exit(1);
}

const manifest = JSON.parse(fs.readFileSync(manifestPath, 'utf8'));
const entryKeys = Object.keys(manifest).filter((key) => manifest[key].isEntry);
if (entryKeys.length === 0) {
  console.error('check-size: the manifest has no entry chunk');
  process.exit(1);
}

const visited = new Set();
const files = [];
function visit(key) {
  if (visited.has(key)) return;
  visited.add(key);
  const chunk = manifest[key];
  if (!chunk) return;
  if (chunk.file.endsWith('.js')) files.push(chunk.file);
  for (const imported of chunk.imports ?? []) visit(imported);
}
entryKeys.forEach(visit);

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
let rawTotal = 0;
let gzipTotal = 0;
for (const file of files) {
  const content = fs.readFileSync(path.join(distDir, file));
  const gzipped = gzipSync(content).length;
  rawTotal += content.length;
  gzipTotal += gzipped;
  console.log(`  ${file.padEnd(48)} ${kb(content.length).padStart(10)} ${kb(gzipped).padStart(10)} gzip`);
}
console.log(
  `Landing route JS: ${kb(gzipTotal)} gzip (${kb(rawTotal)} raw, ${files.length} files); budget ${kb(BUDGET_BYTES)} gzip`,
);
if (gzipTotal > BUDGET_BYTES) {
  console.error(`check-size: over budget by ${kb(gzipTotal - BUDGET_BYTES)}`);
  process.exit(1);
}
