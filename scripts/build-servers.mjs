#!/usr/bin/env node
// Compiles the store API and the BFF to plain JavaScript: one ES module per server, `server/<name>/dist/main.js`,
// with @spectrum/shared bundled in and every npm dependency left to node_modules. Production (`npm start`, the
// images of deploy/Dockerfile) runs these with `node`, so a stop signal reaches the server itself and not a
// TypeScript loader standing in front of it. Types are checked by `npm run typecheck`, not here.
//
//   node scripts/build-servers.mjs [api] [bff] [--if-outdated]
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const SERVER_NAMES = ['api', 'bff'];

const readJson = (file) => JSON.parse(fs.readFileSync(file, 'utf8'));

/** Where a server's compiled entry point lands. */
export function serverEntry(name) {
  return path.join(root, 'server', name, 'dist', 'main.js');
}

function newestMtime(target) {
  if (!fs.existsSync(target)) return 0;
  const stat = fs.statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of fs.readdirSync(target, { withFileTypes: true })) {
    newest = Math.max(newest, newestMtime(path.join(target, entry.name)));
  }
  return newest;
}

/** True when the compiled server is missing or older than anything it is made from. */
export function isOutdated(name) {
  const entry = serverEntry(name);
  if (!fs.existsSync(entry)) return true;
  const inputs = [
    path.join(root, 'server', name, 'src'),
    path.join(root, 'server', name, 'package.json'),
    path.join(root, 'shared', 'src'),
    path.join(root, 'shared', 'package.json'),
    fileURLToPath(import.meta.url),
  ];
  return Math.max(...inputs.map(newestMtime)) > fs.statSync(entry).mtimeMs;
}

async function buildServer(name) {
  const serverDir = path.join(root, 'server', name);
  const outDir = path.join(serverDir, 'dist');
  const dependencies = {
    ...readJson(path.join(root, 'shared', 'package.json')).dependencies,
    ...readJson(path.join(serverDir, 'package.json')).dependencies,
  };
  fs.rmSync(outDir, { recursive: true, force: true });
  await build({
    entryPoints: [path.join(serverDir, 'src', 'main.ts')],
    outfile: path.join(outDir, 'main.js'),
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    sourcemap: true,
    // A package's subpaths (graphql-upload/…) are external with it.
    external: Object.keys(dependencies).filter((dependency) => dependency !== '@spectrum/shared'),
    logLevel: 'warning',
  });
  // dist/ sits as deep as src/, so paths the code resolves from its own file (the repository root, the
  // migrations beside the migrator) stay right once the migrations are copied next to the bundle.
  const migrations = path.join(serverDir, 'src', 'db', 'migrations');
  if (fs.existsSync(migrations)) fs.cpSync(migrations, path.join(outDir, 'migrations'), { recursive: true });
}

/** Builds the named servers (all by default); with `onlyIfOutdated`, only those whose sources changed. */
export async function buildServers({ names = SERVER_NAMES, onlyIfOutdated = false } = {}) {
  const built = [];
  for (const name of names) {
    if (onlyIfOutdated && !isOutdated(name)) continue;
    await buildServer(name);
    built.push(name);
  }
  return built;
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const args = process.argv.slice(2);
  const names = args.filter((arg) => SERVER_NAMES.includes(arg));
  const unknown = args.filter((arg) => !SERVER_NAMES.includes(arg) && arg !== '--if-outdated');
  if (unknown.length > 0) {
    console.error(`Unknown argument ${unknown.join(' ')}: expected api, bff or --if-outdated`);
    process.exit(2);
  }
  const built = await buildServers({
    names: names.length > 0 ? names : SERVER_NAMES,
    onlyIfOutdated: args.includes('--if-outdated'),
  });
  if (built.length > 0) console.log(`compiled ${built.map((name) => `server/${name}/dist/main.js`).join(', ')}`);
}
