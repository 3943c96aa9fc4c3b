import { spawn, type ChildProcess } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { createPgliteDb, createPostgresDb, type Db } from '../../../server/api/src/db/client';
import { migrate } from '../../../server/api/src/db/migrate';
import { createProduct, createUser, type TestUser } from '../../support/fixtures';
import { freePort, getOnce } from '../../support/processes';

const repoRoot = path.resolve(import.meta.dirname, '../../..');

export type ServerName = 'api' | 'bff';

export interface ServerProcess {
  name: ServerName;
  child: ChildProcess;
  pid: number;
  /** Everything it printed so far, stdout and stderr together. */
  output(): string;
  /** Its exit code and signal, once its output is complete. */
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  hasExited(): boolean;
}

/**
 * A server as production runs it: `node server/<name>/dist/main.js` (the compiled build, no loader in
 * between). FAULTS_FROM_SOURCE=1 runs `tsx src/main.ts` instead, which is how main ran them before the build
 * step and how the cases were checked to fail before their fixes.
 */
export function startServer(name: ServerName, env: Record<string, string>): ServerProcess {
  const fromSource = process.env.FAULTS_FROM_SOURCE === '1';
  const [command, args] = fromSource
    ? [path.join(repoRoot, 'node_modules', '.bin', 'tsx'), [`server/${name}/src/main.ts`]]
    : [process.execPath, ['--enable-source-maps', `server/${name}/dist/main.js`]];
  const child = spawn(command, args, {
    cwd: repoRoot,
    env: { ...process.env, NODE_ENV: 'development', LOG_LEVEL: 'info', SMTP_URL: '', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  let finished = false;
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.once('close', (code, signal) => {
      finished = true;
      resolve({ code, signal });
    }),
  );
  return { name, child, pid: child.pid!, output: () => output, exited, hasExited: () => finished };
}

/** Polls `url` until it answers 200; fails if `server` exits first or `guardMs` runs out (a "must not hang" guard). */
export async function waitUntilReady(url: string, server: ServerProcess, guardMs = 90_000): Promise<void> {
  const deadline = Date.now() + guardMs;
  while (Date.now() < deadline) {
    if (server.hasExited()) throw new Error(`${server.name} exited before it was ready:\n${server.output()}`);
    const answer = await getOnce(url).catch(() => undefined);
    if (answer?.status === 200) return;
    await sleep(100);
  }
  throw new Error(`${server.name} was not ready at ${url} within ${guardMs} ms:\n${server.output()}`);
}

/** Waits for the process to end, or kills it once `guardMs` has passed (and says so). */
export async function exitOf(server: ServerProcess, guardMs = 30_000) {
  const timer = setTimeout(() => server.child.kill('SIGKILL'), guardMs);
  const result = await server.exited;
  clearTimeout(timer);
  return result;
}

/** Lines of a pino log that carry a message, in order. */
export function logMessages(output: string): string[] {
  return output
    .split('\n')
    .map((line) => {
      try {
        return (JSON.parse(line.replace(/^\[\w+\] /, '')) as { msg?: string }).msg;
      } catch {
        return undefined;
      }
    })
    .filter((message): message is string => typeof message === 'string');
}

export interface StoreFixture {
  /** Environment for an API on this store: DATA_DIR (embedded) or DATABASE_URL (PostgreSQL). */
  env: Record<string, string>;
  products: { id: number; stock: number; price: number }[];
  customers: TestUser[];
  /** Opens the store's database in this process (the API must not be running on an embedded one). */
  open(): Promise<Db>;
  dispose(): Promise<void>;
}

async function fill(db: Db, shape: { products: number; stock: number; customers: number }) {
  await migrate(db);
  const seller = await createUser(db, { role: 2 });
  const products = [];
  for (let index = 0; index < shape.products; index += 1) {
    const price = 10_000 * (index + 1);
    products.push({ id: await createProduct(db, seller.id, { stock: shape.stock, price }), stock: shape.stock, price });
  }
  const customers = [];
  for (let index = 0; index < shape.customers; index += 1) customers.push(await createUser(db, { role: 1 }));
  return { products, customers };
}

export interface StoreShape {
  products: number;
  stock: number;
  customers: number;
}

/** A migrated embedded store in a fresh DATA_DIR with a seller's products and signed-in customers. */
export async function embeddedStore(shape: StoreShape): Promise<StoreFixture> {
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'spectrum-faults-'));
  const open = () => createPgliteDb(path.join(dataDir, 'pglite'));
  const db = await open();
  const filled = await fill(db, shape);
  await db.close();
  return {
    env: { DATABASE_URL: '', DATA_DIR: dataDir, SEED_DEMO_DATA: 'false' },
    ...filled,
    open,
    dispose: () => fs.rm(dataDir, { recursive: true, force: true }),
  };
}

/** The same on a new database of the PostgreSQL server at `adminUrl`, dropped by `dispose`. */
export async function postgresStore(adminUrl: string, shape: StoreShape): Promise<StoreFixture> {
  const name = `spectrum_faults_${process.pid}_${crypto.randomBytes(4).toString('hex')}`;
  const admin = createPostgresDb(adminUrl, { max: 1 });
  await admin.query(`CREATE DATABASE ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const uploadsDir = await fs.mkdtemp(path.join(os.tmpdir(), 'spectrum-faults-uploads-'));
  const open = async () => createPostgresDb(url.toString(), { max: 4 });
  const db = await open();
  const filled = await fill(db, shape);
  await db.close();
  return {
    env: { DATABASE_URL: url.toString(), UPLOADS_DIR: uploadsDir, SEED_DEMO_DATA: 'false' },
    ...filled,
    open,
    async dispose() {
      await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await admin.close();
      await fs.rm(uploadsDir, { recursive: true, force: true });
    },
  };
}

export interface ApiOnPorts {
  server: ServerProcess;
  port: number;
  origin: string;
  /** Its metrics endpoint, e.g. http://127.0.0.1:4567/metrics */
  metricsUrl: string;
}

/** Starts the store API on free loopback ports and waits until it is ready. */
export async function startApi(store: StoreFixture, env: Record<string, string> = {}): Promise<ApiOnPorts> {
  const [port, metricsPort] = [Number(env.API_PORT ?? (await freePort())), await freePort()];
  const server = startServer('api', {
    ...store.env,
    API_PORT: String(port),
    API_HOST: '127.0.0.1',
    METRICS_PORT: String(metricsPort),
    ...env,
  });
  const origin = `http://127.0.0.1:${port}`;
  await waitUntilReady(`${origin}/api/readyz`, server);
  return { server, port, origin, metricsUrl: `http://127.0.0.1:${metricsPort}/metrics` };
}

export interface BffOnPorts {
  server: ServerProcess;
  origin: string;
  metricsUrl: string;
}

/** Starts the BFF on free loopback ports in front of `apiOrigin`; waits until it answers /healthz. */
export async function startBff(apiOrigin: string, env: Record<string, string> = {}): Promise<BffOnPorts> {
  const [port, metricsPort] = [await freePort(), await freePort()];
  const server = startServer('bff', {
    PORT: String(port),
    HOST: '127.0.0.1',
    API_URL: `${apiOrigin}/api`,
    METRICS_PORT: String(metricsPort),
    WEB_DIST: path.join(os.tmpdir(), 'spectrum-faults-no-web'),
    WEB_SERVER_ENTRY: path.join(os.tmpdir(), 'spectrum-faults-no-web', 'entry-server.js'),
    ...env,
  });
  const origin = `http://127.0.0.1:${port}`;
  await waitUntilReady(`${origin}/healthz`, server);
  return { server, origin, metricsUrl: `http://127.0.0.1:${metricsPort}/metrics` };
}

/** One sample of a Prometheus text exposition, e.g. metric(text, 'upstream_in_flight'). */
export function metric(text: string, name: string, labels: Record<string, string> = {}): number | undefined {
  for (const line of text.split('\n')) {
    if (!line.startsWith(name)) continue;
    const match = /^(\w+)(?:\{([^}]*)\})? (\S+)$/.exec(line);
    if (!match || match[1] !== name) continue;
    const found = Object.fromEntries(
      (match[2] ?? '')
        .split(',')
        .filter(Boolean)
        .map((pair) => {
          const [key, value] = pair.split('=');
          return [key, value?.replace(/^"|"$/g, '')];
        }),
    );
    if (Object.entries(labels).every(([key, value]) => found[key] === value)) return Number(match[3]);
  }
  return undefined;
}
