import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';
import { freePort } from '../../support/processes';

export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
export const artifactsDir = path.join(repoRoot, 'tests', 'e2e', 'artifacts');

const START_TIMEOUT_MS = 150_000;
const STOP_TIMEOUT_MS = 30_000;

export interface RunningStack {
  /** The store as a browser sees it (the BFF serving the built web), e.g. http://127.0.0.1:41234 */
  baseUrl: string;
  /** The store REST API, routes included, e.g. http://127.0.0.1:41235/api */
  apiUrl: string;
  /** The server render the BFF runs (web/dist-server/entry-server.js of the build under test). */
  webServerEntry: string;
  stop(): Promise<void>;
}

function newestMtime(target: string): number {
  if (!fs.existsSync(target)) return 0;
  const stat = fs.statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of fs.readdirSync(target)) {
    if (entry === 'node_modules' || entry === 'dist') continue;
    newest = Math.max(newest, newestMtime(path.join(target, entry)));
  }
  return newest;
}

/**
 * The journeys test the web as built. A missing build is made like `npm start` would; a build older than
 * the web's sources is remade too, so a journey never passes or fails against yesterday's pages.
 * E2E_WEB_DIST points at another build and skips this step.
 */
export function ensureWebBuild(): string {
  if (process.env.E2E_WEB_DIST) return path.resolve(process.env.E2E_WEB_DIST);
  const webDist = path.join(repoRoot, 'web', 'dist');
  const indexFile = path.join(webDist, 'index.html');
  const builtAt = fs.existsSync(indexFile) ? fs.statSync(indexFile).mtimeMs : 0;
  const sources = ['web/src', 'web/index.html', 'web/public', 'web/build', 'web/vite.config.ts', 'shared/src'].map(
    (entry) => newestMtime(path.join(repoRoot, entry)),
  );
  if (builtAt > 0 && builtAt >= Math.max(...sources)) return webDist;
  console.log(`[e2e] ${builtAt ? 'web/dist is older than the web sources' : 'web/dist is missing'}: npm run build`);
  // vitest sets NODE_ENV=test, which would make Vite build the development flavour of React.
  const started = Date.now();
  const result = spawnSync('npm', ['run', 'build', '--silent'], {
    cwd: repoRoot,
    encoding: 'utf8',
    env: { ...process.env, NODE_ENV: 'production' },
  });
  if (result.status !== 0) {
    throw new Error(`npm run build failed (exit ${result.status}):\n${result.stdout}\n${result.stderr}`);
  }
  console.log(`[e2e] web built in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  return webDist;
}

/*
 * The demo catalogue's drawn pictures take about ten seconds to render on two cores, and they are the same
 * on every start (their keys carry the art version). They are kept between runs in node_modules/.cache and
 * copied into each fresh uploads folder; E2E_FRESH_SEED=1 renders them anew.
 */
const seedImageCache = path.join(repoRoot, 'node_modules', '.cache', 'spectrum-e2e', 'seed');

/** Whether a store started now finds the demo pictures already rendered (it then only copies them). */
export function seedImagesCached(): boolean {
  return process.env.E2E_FRESH_SEED !== '1' && fs.existsSync(seedImageCache);
}

function restoreSeedImages(uploadsDir: string): void {
  if (!seedImagesCached()) return;
  fs.cpSync(seedImageCache, path.join(uploadsDir, 'seed'), { recursive: true });
}

function keepSeedImages(uploadsDir: string): void {
  const rendered = path.join(uploadsDir, 'seed');
  if (!fs.existsSync(rendered)) return;
  // Stores started side by side (one per e2e worker) each keep theirs: a copy is renamed into place whole, so no
  // store ever copies from a half-written cache, and the first one kept stays.
  const copy = `${seedImageCache}.${process.pid}.${Date.now()}`;
  fs.cpSync(rendered, copy, { recursive: true });
  if (process.env.E2E_FRESH_SEED === '1') fs.rmSync(seedImageCache, { recursive: true, force: true });
  try {
    fs.renameSync(copy, seedImageCache);
  } catch {
    fs.rmSync(copy, { recursive: true, force: true });
  }
}

/** Every process below `pid`, deepest last (Linux `ps`); empty where `ps` is unavailable. */
function descendantsOf(pid: number): number[] {
  const listing = spawnSync('ps', ['-A', '-o', 'pid=,ppid='], { encoding: 'utf8' });
  if (listing.status !== 0) return [];
  const children = new Map<number, number[]>();
  for (const line of listing.stdout.split('\n')) {
    const [child, parent] = line.trim().split(/\s+/).map(Number);
    if (!child || !parent) continue;
    children.set(parent, [...(children.get(parent) ?? []), child]);
  }
  const found: number[] = [];
  const queue = [pid];
  while (queue.length) {
    for (const child of children.get(queue.shift() as number) ?? []) {
      found.push(child);
      queue.push(child);
    }
  }
  return found;
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

async function answers(url: string): Promise<boolean> {
  try {
    const response = await fetch(url, { signal: AbortSignal.timeout(2_000) });
    return response.ok;
  } catch {
    return false;
  }
}

/**
 * Starts the store the way a newcomer does (`npm start`, i.e. scripts/start.mjs), isolated: a fresh embedded
 * database in a temporary DATA_DIR (seeded with the demo data), development mode (reset codes exposed),
 * random free ports on 127.0.0.1. Output goes to artifacts/ (stack-1.log for the first worker's store).
 */
export interface StackOptions {
  /** Settings on top of the journeys' own, e.g. a short PAYMENT_DEADLINE_SECONDS for a store of one journey. */
  env?: Record<string, string>;
  /** The log's name in artifacts/ (stack-1.log, stack-2.log for the run's stores). */
  logName?: string;
  /**
   * Another checkout of the store, already built (a benchmark's baseline): its `npm start` runs instead of this
   * one's, on its own build.
   */
  root?: string;
  /**
   * The built web to serve as it is (a journey's own store passes the run's, `inject('webDist')`): never rebuilt
   * here, since the run's stores serve it meanwhile and a build empties the folder first.
   */
  webDist?: string;
}

export async function startStack(options: StackOptions = {}): Promise<RunningStack> {
  const root = options.root ? path.resolve(options.root) : repoRoot;
  const webDist = options.webDist ?? (options.root ? path.join(root, 'web', 'dist') : ensureWebBuild());
  const webServerEntry = path.join(path.dirname(webDist), 'dist-server', 'entry-server.js');
  const [apiPort, bffPort] = [await freePort(), await freePort()];
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'spectrum-e2e-'));
  const uploadsDir = path.join(dataDir, 'uploads');
  // Another checkout renders its own seed pictures, which may differ from this one's.
  const hadSeedImages = Boolean(options.root) || seedImagesCached();
  if (!options.root) restoreSeedImages(uploadsDir);
  fs.mkdirSync(artifactsDir, { recursive: true });
  const logFile = path.join(artifactsDir, options.logName ?? 'stack-1.log');
  const log = fs.openSync(logFile, 'w');
  const apiUrl = `http://127.0.0.1:${apiPort}/api`;
  const baseUrl = `http://127.0.0.1:${bffPort}`;

  const child: ChildProcess = spawn(process.execPath, ['scripts/start.mjs'], {
    cwd: root,
    env: {
      ...process.env,
      NODE_ENV: 'development',
      // forgot-password.test reads the code the web shows, as a person without a mail server would.
      EXPOSE_RESET_CODE: 'true',
      DATA_DIR: dataDir,
      UPLOADS_DIR: uploadsDir,
      DATABASE_URL: '',
      API_PORT: String(apiPort),
      API_HOST: '127.0.0.1',
      PORT: String(bffPort),
      HOST: '127.0.0.1',
      // The address the browser uses, so canonical URLs are the ones the pages are at.
      PUBLIC_ORIGIN: baseUrl,
      API_URL: apiUrl,
      WEB_DIST: webDist,
      // The server render built with it (npm run build writes both).
      WEB_SERVER_ENTRY: webServerEntry,
      CORS_ORIGINS: baseUrl,
      SMTP_URL: '',
      LOG_LEVEL: 'warn',
      START_TIMEOUT_MS: String(START_TIMEOUT_MS),
      ...options.env,
    },
    stdio: ['ignore', log, log],
    detached: true,
  });
  const pid = child.pid as number;
  let exited = false;
  child.once('exit', () => {
    exited = true;
  });

  const stop = async () => {
    // start.mjs stops the BFF and then the API on SIGTERM; anything left after that is killed outright.
    const family = descendantsOf(pid);
    if (!exited) {
      try {
        process.kill(pid, 'SIGTERM');
      } catch {
        // Already gone.
      }
      const deadline = Date.now() + STOP_TIMEOUT_MS;
      while (!exited && Date.now() < deadline) await sleep(100);
    }
    for (const member of [pid, ...family]) {
      if (!isAlive(member)) continue;
      try {
        process.kill(member, 'SIGKILL');
      } catch {
        // Already gone.
      }
    }
    fs.closeSync(log);
    fs.rmSync(dataDir, { recursive: true, force: true });
  };

  const deadline = Date.now() + START_TIMEOUT_MS;
  while (Date.now() < deadline && !exited) {
    if ((await answers(`${apiUrl}/health`)) && (await answers(`${baseUrl}/healthz`))) {
      if (!hadSeedImages) keepSeedImages(uploadsDir);
      return { baseUrl, apiUrl, webServerEntry, stop };
    }
    await sleep(300);
  }
  await stop();
  const tail = fs.readFileSync(logFile, 'utf8').split('\n').slice(-40).join('\n');
  throw new Error(
    `the store did not start (${exited ? 'scripts/start.mjs exited' : 'no answer in time'}); see ${logFile}:\n${tail}`,
  );
}
