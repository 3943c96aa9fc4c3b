/**
 * Catalogue benchmark: grows a fresh database to a large marketplace (bench/catalogue/grow.ts), starts the
 * real store API and GraphQL BFF as processes on it, and measures every catalogue read with autocannon:
 * requests per second and p50/p95/p97.5/p99 latency per scenario, and next to each the ratio of its p97.5 to the
 * p97.5 of a primary-key product detail (the target of issue 34: at most 2× at 100,000 products, 4× at
 * 1,000,000), then a last line naming the worst ratio. The detail is measured first and again after every
 * scenario; a scenario's ratio divides by the mean of the detail's p97.5 just before and just after it. It asserts nothing: on a shared
 * machine the figures are for comparing runs, the ratios for comparing with the machine itself.
 *
 *   npm run bench:catalogue -- --products 100000 --seconds 5
 *
 * PostgreSQL when DATABASE_URL is set (a new database is created on that server and dropped afterwards),
 * else embedded PGlite in a temporary folder.
 *
 * Options: --products N (live products, default 100000), --reviews-per-product R (their average, default 10),
 * --seconds S (per scenario, default 5),
 * --connections C (requests in flight, default 8), --api-only (skip the GraphQL scenarios),
 * --only TEXT (scenarios whose name contains TEXT; several as `A|B`; the detail, the ratios' base, is always
 * measured), --database NAME (PostgreSQL database name),
 * --keep (keep the grown database), --reuse (use the kept database named by --database / --data-dir as it is),
 * --data-dir DIR (PGlite folder), --passes LIST (default `loaded,compacted`).
 *
 * Passes: `loaded` measures right after the bulk load, the table only ANALYZEd as a real import leaves it (no
 * VACUUM FULL: autovacuum and the load itself must keep the figures), once autovacuum has visited the grown
 * tables (it waits up to 5 minutes and prints how long; at once when the server's autovacuum is off, or on
 * PGlite, which has none); `compacted` runs VACUUM FULL and VACUUM ANALYZE first, then measures again. Each pass
 * starts the servers afresh (PGlite has one owner at a time).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import { createPgliteDb, createPostgresDb, type Db } from '../server/api/src/db/client';
import { migrate } from '../server/api/src/db/migrate';
import { freePort } from '../tests/support/processes';
import { awaitAutovacuum, compact, growCatalogue, type GrownCatalogue } from './catalogue/grow';
import { buildScenarios, checkAnswers, type Scenario, type ScenarioContext } from './catalogue/scenarios';

const repoRoot = path.resolve(import.meta.dirname, '..');

const { values: args } = parseArgs({
  options: {
    products: { type: 'string', default: '100000' },
    'reviews-per-product': { type: 'string', default: '10' },
    seconds: { type: 'string', default: process.env.BENCH_SECONDS ?? '5' },
    connections: { type: 'string', default: process.env.BENCH_CONCURRENCY ?? '8' },
    'api-only': { type: 'boolean', default: false },
    only: { type: 'string' },
    database: { type: 'string' },
    'data-dir': { type: 'string' },
    keep: { type: 'boolean', default: false },
    reuse: { type: 'boolean', default: false },
    passes: { type: 'string', default: 'loaded,compacted' },
  },
});

const PASSES = { loaded: 'right after the load', compacted: 'compacted' } as const;
type Pass = keyof typeof PASSES;
const isPass = (name: string): name is Pass => Object.hasOwn(PASSES, name);
const passes = args.passes.split(',').map((name) => name.trim());
if (passes.length === 0 || !passes.every(isPass)) throw new Error('--passes takes loaded, compacted or both');

const products = Number(args.products);
const reviewsPerProduct = Number(args['reviews-per-product']);
const seconds = Number(args.seconds);
const connections = Number(args.connections);
if (!Number.isSafeInteger(products) || products < 100) throw new Error('--products must be a whole number ≥ 100');
if (!(reviewsPerProduct >= 0)) throw new Error('--reviews-per-product must be 0 or more');
if (!(seconds > 0)) throw new Error('--seconds must be positive');
if (!Number.isSafeInteger(connections) || connections < 1) throw new Error('--connections must be ≥ 1');

interface Database {
  label: string;
  /** Environment for the store API process. */
  env: Record<string, string>;
  /** The first open starts an empty database (unless --reuse); later ones open the same. */
  open(): Promise<Db>;
  dispose(): Promise<void>;
}

function postgresDatabase(adminUrl: string): Database {
  const name = args.database ?? `bench_catalogue_${process.pid}`;
  if (!/^[a-z_][a-z0-9_]*$/.test(name)) throw new Error('--database must be a plain lower-case identifier');
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const admin = createPostgresDb(adminUrl, { max: 1 });
  let created = false;
  return {
    label: `PostgreSQL (database ${name})`,
    env: { DATABASE_URL: url.toString() },
    async open() {
      if (!args.reuse && !created) {
        await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
        await admin.query(`CREATE DATABASE ${name}`);
        created = true;
      }
      return createPostgresDb(url.toString(), { max: 1 });
    },
    async dispose() {
      if (!args.keep) await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      else console.log(`kept database ${name} (run again with --database ${name} --reuse)`);
      await admin.close();
    },
  };
}

function pgliteDatabase(): Database {
  const dataDir = args['data-dir']
    ? path.resolve(args['data-dir'])
    : fs.mkdtempSync(path.join(os.tmpdir(), 'spectrum-bench-'));
  let created = false;
  return {
    label: `embedded PGlite (${dataDir})`,
    env: { DATABASE_URL: '', DATA_DIR: dataDir },
    async open() {
      if (!args.reuse && !created) {
        fs.rmSync(path.join(dataDir, 'pglite'), { recursive: true, force: true });
        created = true;
      }
      return createPgliteDb(path.join(dataDir, 'pglite'));
    },
    async dispose() {
      if (!args.keep) fs.rmSync(dataDir, { recursive: true, force: true });
      else console.log(`kept ${dataDir} (run again with --data-dir ${dataDir} --reuse)`);
    },
  };
}

interface Server {
  child: ChildProcess;
  stop(): Promise<void>;
}

// Production mode asks for the secret the BFF shows the API's internal routes (the store event stream).
const bffSecret = crypto.randomBytes(24).toString('hex');

/** Runs a server's main.ts under tsx as its own process, and waits until `healthUrl` answers. */
async function startServer(name: string, mainFile: string, env: Record<string, string>, healthUrl: string) {
  const child = spawn(process.execPath, ['--import', 'tsx', mainFile], {
    cwd: repoRoot,
    env: { ...process.env, NODE_ENV: 'production', LOG_LEVEL: 'warn', BFF_SECRET: bffSecret, ...env },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const deadline = Date.now() + 180_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`${name} exited with code ${child.exitCode}`);
    try {
      if ((await fetch(healthUrl, { signal: AbortSignal.timeout(2_000) })).ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error(`${name} did not answer ${healthUrl}`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return {
    child,
    async stop() {
      if (child.exitCode === null) child.kill('SIGTERM');
      await exited;
    },
  } satisfies Server;
}

interface Measurement {
  requests: number;
  failures: number;
  latencies: number[];
  seconds: number;
}

/**
 * Requests still queued in the servers when a run ends would slow the next scenario down (PGlite answers
 * one query at a time): wait until a health check gets through.
 */
async function drain(healthUrls: readonly string[]): Promise<void> {
  for (const url of healthUrls) await fetch(url, { signal: AbortSignal.timeout(300_000) });
}

async function measure(scenario: Scenario, duration: number): Promise<Measurement> {
  const latencies: number[] = [];
  let failures = 0;
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    const instance = autocannon(
      {
        url: scenario.url,
        method: scenario.method ?? 'GET',
        headers: scenario.headers,
        body: scenario.body,
        connections,
        duration,
        timeout: 30,
      },
      (error, finished) => (error ? reject(error) : resolve(finished)),
    );
    instance.on('response', (_client, statusCode, _bytes, responseTime) => {
      latencies.push(responseTime);
      if (statusCode >= 400) failures += 1;
    });
  });
  return {
    requests: latencies.length,
    failures: failures + result.errors + result.timeouts,
    latencies,
    seconds: duration,
  };
}

function percentile(sorted: readonly number[], fraction: number): number {
  return sorted[Math.max(0, Math.ceil(sorted.length * fraction) - 1)] ?? NaN;
}

const ms = (value: number) => (Number.isFinite(value) ? value.toFixed(1) : '-');

const database = process.env.DATABASE_URL ? postgresDatabase(process.env.DATABASE_URL) : pgliteDatabase();
const uploadsDir = fs.mkdtempSync(path.join(os.tmpdir(), 'spectrum-bench-uploads-'));
const loadAverage = () =>
  os
    .loadavg()
    .map((load) => load.toFixed(2))
    .join(' ');

/** Opens the database for one step while no server holds it. */
async function withDatabase<T>(step: (db: Db) => Promise<T>): Promise<T> {
  const db = await database.open();
  try {
    return await step(db);
  } finally {
    await db.close();
  }
}

async function growOrReuse(): Promise<GrownCatalogue> {
  return withDatabase(async (db) => {
    await migrate(db);
    if (args.reuse) {
      const kept = JSON.parse(
        (await db.query<{ value: string }>("SELECT value FROM bench_info WHERE key = 'grown'"))[0]!.value,
      ) as GrownCatalogue;
      console.log(`Reusing the grown catalogue (${kept.liveProducts.toLocaleString('en')} live products)`);
      return kept;
    }
    const started = performance.now();
    const grown = await growCatalogue(db, { products, reviewsPerProduct });
    await db.query('CREATE TABLE bench_info (key text PRIMARY KEY, value text NOT NULL)');
    await db.query("INSERT INTO bench_info VALUES ('grown', $1)", [JSON.stringify(grown)]);
    console.log(
      `Grew ${grown.allProducts.toLocaleString('en')} products (${grown.liveProducts.toLocaleString('en')} live) ` +
        `in ${((performance.now() - started) / 1000).toFixed(1)} s on ${database.label}`,
    );
    return grown;
  });
}

async function startStore(): Promise<{ servers: Server[]; apiUrl: string; graphqlUrl: string; healthUrls: string[] }> {
  const [apiPort, bffPort] = [await freePort(), await freePort()];
  const apiUrl = `http://127.0.0.1:${apiPort}/api`;
  const graphqlUrl = `http://127.0.0.1:${bffPort}/graphql`;
  const servers: Server[] = [];
  try {
    servers.push(
      await startServer(
        'store API',
        'server/api/src/main.ts',
        {
          ...database.env,
          API_PORT: String(apiPort),
          API_HOST: '127.0.0.1',
          UPLOADS_DIR: uploadsDir,
          SEED_DEMO_DATA: 'false',
          APP_SECRET: crypto.randomBytes(24).toString('hex'),
        },
        `${apiUrl}/health`,
      ),
    );
    if (!args['api-only']) {
      servers.push(
        await startServer(
          'GraphQL BFF',
          'server/bff/src/main.ts',
          { PORT: String(bffPort), HOST: '127.0.0.1', API_URL: apiUrl, PUBLIC_ORIGIN: `http://127.0.0.1:${bffPort}` },
          `http://127.0.0.1:${bffPort}/healthz`,
        ),
      );
    }
  } catch (error) {
    for (const server of servers.reverse()) await server.stop();
    throw error;
  }
  const healthUrls = [`${apiUrl}/health`, ...(args['api-only'] ? [] : [`http://127.0.0.1:${bffPort}/healthz`])];
  return { servers, apiUrl, graphqlUrl, healthUrls };
}

interface PassResult {
  pass: Pass;
  worst?: { name: string; ratio: number };
}

/** How long the pass right after the load waits for autovacuum to visit the grown tables. */
const AUTOVACUUM_WAIT_MS = 300_000;

async function measurePass(pass: Pass, grown: GrownCatalogue): Promise<PassResult> {
  if (pass === 'loaded') {
    console.log(`\n${await withDatabase((db) => awaitAutovacuum(db, grown.loadedAt, AUTOVACUUM_WAIT_MS))}`);
  }
  if (pass === 'compacted') {
    const started = performance.now();
    await withDatabase(compact);
    console.log(`\nCompacted (VACUUM FULL, VACUUM ANALYZE) in ${((performance.now() - started) / 1000).toFixed(1)} s`);
  }
  const { servers, apiUrl, graphqlUrl, healthUrls } = await startStore();
  try {
    const context: ScenarioContext = { apiUrl, graphqlUrl, grown };
    let scenarios = await buildScenarios(context);
    if (args['api-only']) scenarios = scenarios.filter((scenario) => scenario.layer === 'API');
    if (args.only) {
      const wanted = args.only.split('|');
      scenarios = scenarios.filter(
        (scenario, index) => index === 0 || wanted.some((text) => scenario.name.includes(text)),
      );
    }
    for (const scenario of scenarios) await checkAnswers(scenario);

    console.log(
      `\nCatalogue benchmark: ${grown.liveProducts.toLocaleString('en')} live products on ${database.label}, ` +
        `${connections} in flight, ${seconds} s per scenario, ${PASSES[pass]}, load average ${loadAverage()}\n`,
    );
    const header = [
      'scenario'.padEnd(44),
      'req/s',
      'p50 ms',
      'p95 ms',
      'p97.5 ms',
      'p99 ms',
      'detail p97.5 ms',
      '× detail',
      'failed',
    ];
    console.log(`| ${header.join(' | ')} |`);
    console.log(
      `| ${header.map((cell, index) => (index === 0 ? '-'.repeat(44) : '-'.repeat(cell.length - 1) + ':')).join(' | ')} |`,
    );
    const [detailScenario, ...others] = scenarios;
    if (!detailScenario) return { pass };
    const run = async (scenario: Scenario, warm: boolean) => {
      if (warm) await measure(scenario, 1); // warm-up: JIT, connection pools, caches
      await drain(healthUrls);
      const result = await measure(scenario, seconds);
      await drain(healthUrls);
      const sorted = [...result.latencies].sort((a, b) => a - b);
      // A scenario that answered nothing within the run is slower than its duration.
      return { result, sorted, tail: sorted.length ? percentile(sorted, 0.975) : Number.POSITIVE_INFINITY };
    };
    const printRow = (name: string, measured: Awaited<ReturnType<typeof run>>, detail: number) => {
      const { result, sorted, tail } = measured;
      const ratio = tail / detail;
      const row = [
        name.padEnd(44),
        (result.requests / result.seconds).toFixed(0).padStart(5),
        ms(percentile(sorted, 0.5)).padStart(6),
        ms(percentile(sorted, 0.95)).padStart(6),
        ms(tail).padStart(8),
        ms(percentile(sorted, 0.99)).padStart(6),
        ms(detail).padStart(15),
        (Number.isFinite(ratio) ? ratio.toFixed(2) : '-').padStart(8),
        String(result.failures).padStart(6),
      ];
      console.log(`| ${row.join(' | ')} |`);
      return ratio;
    };
    // The detail is measured again after every scenario, and each scenario is divided by the mean of the detail's
    // p97.5 just before and just after it: a machine whose speed drifts during the pass (other tenants, PGlite's
    // WebAssembly still being optimised at the start) moved every ratio when the detail was measured once, first.
    let before = await run(detailScenario, true);
    const detailTails = [before.tail];
    let worst: PassResult['worst'];
    printRow(detailScenario.name, before, before.tail);
    for (const scenario of others) {
      const measured = await run(scenario, true);
      const after = await run(detailScenario, false);
      detailTails.push(after.tail);
      const ratio = printRow(scenario.name, measured, (before.tail + after.tail) / 2);
      if (!worst || ratio > worst.ratio) worst = { name: scenario.name, ratio };
      before = after;
    }
    const finite = detailTails.filter(Number.isFinite).sort((a, b) => a - b);
    console.log(
      `detail p97.5 over the pass (${finite.length} runs): ${ms(finite[0] ?? NaN)}–${ms(finite.at(-1) ?? NaN)} ms, ` +
        `median ${ms(percentile(finite, 0.5))} ms`,
    );
    console.log(`load average after: ${loadAverage()}`);
    return { pass, worst };
  } finally {
    for (const server of servers.reverse()) await server.stop();
  }
}

try {
  const grown = await growOrReuse();
  const results: PassResult[] = [];
  for (const pass of passes) results.push(await measurePass(pass, grown));
  console.log('');
  for (const { pass, worst } of results) {
    if (worst)
      console.log(`Worst p97.5 against the detail's, ${PASSES[pass]}: ${worst.ratio.toFixed(2)}× — ${worst.name}`);
  }
} finally {
  fs.rmSync(uploadsDir, { recursive: true, force: true });
  await database.dispose();
}
