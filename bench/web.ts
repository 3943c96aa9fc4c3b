/**
 * Web benchmark: Lighthouse (mobile defaults: a mid-range phone, slow 4G, 4× CPU slowdown) on `/`, `/product`
 * and one product page of the production build, served as `npm start` serves it — the compiled store API on a
 * fresh embedded database with the demo data, and the BFF serving web/dist. Prints the four scores and the
 * Core Web Vitals per page, and "TBT from CPU time": Lantern's sum over the same long tasks from the main thread's
 * CPU time instead of its wall time (bench/web/trace-tasks.ts). On a shared machine a task's wall time is mostly
 * waiting for a core; the CPU figure is the part the page's code controls. It asserts nothing and builds nothing:
 * run `npm run build` first.
 *
 *   npm run bench:web [-- --runs N] [--reports DIR [--traces]]
 *
 * --runs N measures the three pages N times in turn, prints each run, then the medians with the ranges of the
 * performance score and TBT: on a shared 2-core machine TBT, and the score with it, varies from run to run.
 * --reports DIR also writes each page's full Lighthouse report (JSON) there (in run-K/ with --runs), for its
 * diagnostics: the long tasks, the main thread's work by script, the request chains.
 * --traces also writes each page's trace beside its report (NAME.trace.json, Chrome's trace event format): Lantern
 * counts a task's wall time, and only the trace tells a task that computed from one that waited for the CPU
 * (each event's `tdur` is its thread's CPU time).
 *
 * CHROME_PATH picks the browser (default /usr/bin/chromium, Debian's package).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import lighthouse from 'lighthouse';
import { freePort } from '../tests/support/processes';
import { longTasks } from './web/trace-tasks';

const repoRoot = path.resolve(import.meta.dirname, '..');
const chromePath = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const START_TIMEOUT_MS = 180_000;
const reportsFlag = process.argv.indexOf('--reports');
const reportsDir = reportsFlag >= 0 ? process.argv[reportsFlag + 1] : undefined;
if (reportsFlag >= 0 && !reportsDir) {
  console.error('--reports needs a directory');
  process.exit(1);
}
const writeTraces = process.argv.includes('--traces');
if (writeTraces && !reportsDir) {
  console.error('--traces needs --reports DIR');
  process.exit(1);
}
const runsFlag = process.argv.indexOf('--runs');
const runs = runsFlag >= 0 ? Number(process.argv[runsFlag + 1]) : 1;
if (!Number.isSafeInteger(runs) || runs < 1 || runs > 50) {
  console.error('--runs needs a whole number from 1 to 50');
  process.exit(1);
}

const required = ['web/dist/index.html', 'server/api/dist/main.js', 'server/bff/dist/main.js'];
const missing = required.filter((file) => !fs.existsSync(path.join(repoRoot, file)));
if (missing.length > 0) {
  console.error(`bench:web needs a production build (missing ${missing.join(', ')}): run \`npm run build\` first`);
  process.exit(1);
}
if (!fs.existsSync(chromePath)) {
  console.error(`bench:web needs Chromium at ${chromePath} (apt-get install chromium), or CHROME_PATH`);
  process.exit(1);
}

const started: ChildProcess[] = [];

function startProcess(command: string, args: string[], env: Record<string, string>, label: string): ChildProcess {
  const child = spawn(command, args, {
    cwd: repoRoot,
    env: { ...process.env, NODE_ENV: '', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const keep = (chunk: Buffer) => (output = (output + chunk.toString()).slice(-4_000));
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  child.once('exit', (code, signal) => {
    if (!stopping) {
      console.error(`${label} stopped (${signal ?? `exit code ${code}`}):\n${output}`);
      void stopAll().then(() => process.exit(1));
    }
  });
  started.push(child);
  return child;
}

let stopping = false;
async function stopAll(): Promise<void> {
  stopping = true;
  // The BFF before the API, as `npm start` stops them; Chromium last.
  for (const child of started.reverse()) {
    if (child.exitCode !== null || child.signalCode !== null) continue;
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGTERM');
    await Promise.race([exited, sleep(15_000)]);
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
  }
}

/** The first good answer of `url`, once it gives one. */
async function waitUntilAnswering(url: string): Promise<Response> {
  const deadline = Date.now() + START_TIMEOUT_MS;
  while (Date.now() < deadline) {
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(2_000) });
      if (response.ok) return response;
    } catch {
      // Not listening yet.
    }
    await sleep(300);
  }
  throw new Error(`${url} did not answer within ${START_TIMEOUT_MS / 1000} s`);
}

async function someProductId(storeOrigin: string): Promise<number> {
  const response = await fetch(`${storeOrigin}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ query: '{ products(limit: 1) { items { id } } }' }),
  });
  const body = (await response.json()) as { data?: { products: { items: { id: string }[] } } };
  const id = Number(body.data?.products.items[0]?.id);
  if (!Number.isSafeInteger(id)) throw new Error(`no product to measure: ${JSON.stringify(body)}`);
  return id;
}

interface PageFigures {
  page: string;
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  fcpMs: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  /** Lighthouse's quick CPU benchmark of the host at the start of the run (higher is faster). */
  benchmarkIndex: number;
  /** Lantern's blocking sum from the main thread's CPU time instead of wall time (bench/web/trace-tasks.ts). */
  cpuBlockingMs: number;
}

async function measure(url: string, page: string, chromePort: number, run: number): Promise<PageFigures> {
  const result = await lighthouse(url, { port: chromePort, output: 'json', logLevel: 'error' });
  if (!result) throw new Error(`Lighthouse gave no result for ${url}`);
  const { categories, audits, runtimeError } = result.lhr;
  if (runtimeError) throw new Error(`Lighthouse failed on ${url}: ${runtimeError.code} ${runtimeError.message}`);
  if (reportsDir) {
    const dir = runs > 1 ? path.join(reportsDir, `run-${run}`) : reportsDir;
    fs.mkdirSync(dir, { recursive: true });
    const name = page === '/' ? 'landing' : page.slice(1).replaceAll('/', '-');
    fs.writeFileSync(path.join(dir, `${name}.json`), JSON.stringify(result.lhr, null, 1));
    if (writeTraces) {
      fs.writeFileSync(path.join(dir, `${name}.trace.json`), JSON.stringify(result.artifacts.Trace.traceEvents));
    }
  }
  const score = (id: string) => Math.round((categories[id]?.score ?? 0) * 100);
  const value = (id: string) => audits[id]?.numericValue ?? Number.NaN;
  return {
    page,
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    seo: score('seo'),
    fcpMs: value('first-contentful-paint'),
    lcpMs: value('largest-contentful-paint'),
    tbtMs: value('total-blocking-time'),
    cls: value('cumulative-layout-shift'),
    benchmarkIndex: result.lhr.environment.benchmarkIndex,
    cpuBlockingMs: longTasks(result.artifacts.Trace.traceEvents).blockingFromCpuMs,
  };
}

const HEADER = [
  'page',
  'performance',
  'accessibility',
  'best practices',
  'SEO',
  'FCP',
  'LCP',
  'TBT',
  'CLS',
  'TBT from CPU time',
];
const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
const milliseconds = (ms: number) => `${Math.round(ms).toLocaleString('en')} ms`;

function printTable(lines: string[][]): void {
  console.log(`| ${HEADER.join(' | ')} |`);
  console.log(`|${HEADER.map(() => '---').join('|')}|`);
  for (const line of lines) console.log(`| ${line.join(' | ')} |`);
}

function runLine(row: PageFigures): string[] {
  return [
    `\`${row.page}\``,
    String(row.performance),
    String(row.accessibility),
    String(row.bestPractices),
    String(row.seo),
    seconds(row.fcpMs),
    seconds(row.lcpMs),
    milliseconds(row.tbtMs),
    row.cls.toFixed(3),
    milliseconds(row.cpuBlockingMs),
  ];
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

/** One page's runs: medians, with the ranges of the score and TBT; the lowest other scores; the largest CLS. */
function medianLine(rows: PageFigures[]): string[] {
  const of = (pick: (row: PageFigures) => number) => rows.map(pick);
  const range = (values: number[], format: (value: number) => string) =>
    `(${format(Math.min(...values))}–${format(Math.max(...values))})`;
  const millisecondsWithRange = (values: number[]) =>
    `${milliseconds(median(values))} ${range(values, (value) => String(Math.round(value)))}`;
  const performance = of((row) => row.performance);
  return [
    `\`${rows[0]!.page}\``,
    `${median(performance)} ${range(performance, String)}`,
    String(Math.min(...of((row) => row.accessibility))),
    String(Math.min(...of((row) => row.bestPractices))),
    String(Math.min(...of((row) => row.seo))),
    seconds(median(of((row) => row.fcpMs))),
    seconds(median(of((row) => row.lcpMs))),
    millisecondsWithRange(of((row) => row.tbtMs)),
    Math.max(...of((row) => row.cls)).toFixed(3),
    millisecondsWithRange(of((row) => row.cpuBlockingMs)),
  ];
}

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'spectrum-bench-web-'));
try {
  const [apiPort, bffPort, chromePort] = [await freePort(), await freePort(), await freePort()];
  const storeOrigin = `http://127.0.0.1:${bffPort}`;
  console.log('starting the store (compiled servers, fresh embedded database with the demo data)…');
  startProcess(
    process.execPath,
    ['server/api/dist/main.js'],
    { API_PORT: String(apiPort), DATA_DIR: dataDir, DATABASE_URL: '', SEED_DEMO_DATA: '1', LOG_LEVEL: 'warn' },
    'the store API',
  );
  await waitUntilAnswering(`http://127.0.0.1:${apiPort}/api/readyz`);
  startProcess(
    process.execPath,
    ['server/bff/dist/main.js'],
    { PORT: String(bffPort), API_URL: `http://127.0.0.1:${apiPort}/api`, LOG_LEVEL: 'warn' },
    'the BFF',
  );
  await waitUntilAnswering(`${storeOrigin}/readyz`);
  const productPage = `/product/detail/${await someProductId(storeOrigin)}`;

  startProcess(
    chromePath,
    [
      '--headless=new',
      `--remote-debugging-port=${chromePort}`,
      `--user-data-dir=${path.join(dataDir, 'chromium')}`,
      '--no-first-run',
      '--no-default-browser-check',
      '--disable-dev-shm-usage',
      // Containers usually forbid Chromium's own sandbox.
      '--no-sandbox',
      'about:blank',
    ],
    {},
    'Chromium',
  );
  // The same build has scored 20 points apart in two setups of these machines: every table names its browser.
  const browserVersion = (
    (await (await waitUntilAnswering(`http://127.0.0.1:${chromePort}/json/version`)).json()) as { Browser: string }
  ).Browser;

  const pages = ['/', '/product', productPage];
  const runRows: PageFigures[][] = [];
  for (let run = 1; run <= runs; run++) {
    const rows: PageFigures[] = [];
    for (const page of pages) {
      console.log(`Lighthouse on ${page}${runs > 1 ? ` (run ${run} of ${runs})` : ''}…`);
      rows.push(await measure(`${storeOrigin}${page}`, page, chromePort, run));
    }
    runRows.push(rows);
  }
  console.log(
    `\nLighthouse ${lighthouseVersion()}, mobile defaults, ${path.basename(chromePath)} (${browserVersion}), ` +
      `host benchmark index ${Math.round(median(runRows.flat().map((row) => row.benchmarkIndex)))}, ${new Date().toISOString()}\n`,
  );
  runRows.forEach((rows, index) => {
    if (runs > 1) console.log(`Run ${index + 1}:\n`);
    printTable(rows.map(runLine));
    console.log('');
  });
  if (runs > 1) {
    console.log(`Medians of ${runs} runs (performance and both TBTs: range; other scores: lowest; CLS: largest):\n`);
    printTable(pages.map((page, index) => medianLine(runRows.map((rows) => rows[index]!))));
  }
} finally {
  await stopAll();
  fs.rmSync(dataDir, { recursive: true, force: true });
}

function lighthouseVersion(): string {
  const file = path.join(repoRoot, 'node_modules', 'lighthouse', 'package.json');
  return (JSON.parse(fs.readFileSync(file, 'utf8')) as { version: string }).version;
}
