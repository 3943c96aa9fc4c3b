/**
 * Page benchmark (issue 32, point 6): the store as `npm start` runs it (tests/e2e/support/stack.ts) plus a second
 * BFF on the same API with the page cache off (PAGE_CACHE_MB=0). In alternating rounds it keeps CONNECTIONS
 * requests in flight for SECONDS each on: the REST product detail, the detail and list pages cold (cache off)
 * and warm (from the page cache), all anonymous and Brotli-accepting. Per scenario it prints the median over the
 * rounds of requests per second, p97.5 latency, and the CPU per request of the BFF (all threads, and its main
 * thread alone) and the API read from /proc, with each figure's ratio to REST measured in the same round, and any
 * non-2xx answer. It asserts nothing: run `npm run build` first. `uptime` goes with the figures.
 *
 *   npm run bench:pages  (BENCH_ROUNDS=3 BENCH_SECONDS=4 BENCH_CONNECTIONS=16)
 *   BENCH_COMPARE_ENTRY=<another build>/web/dist-server/entry-server.js  (its cold pages in the same rounds)
 *   BENCH_BASELINE_ROOT=<another checkout, built>  (that store's own `npm start`: its REST detail and detail page
 *     in the same rounds, and the ratio of this build's cold detail page to its detail page; issue 32 measured
 *     "today's" render on 0ae4d10, which rendered every view)
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { startStack, type RunningStack } from '../tests/e2e/support/stack';
import { startColdBff, type ColdBff } from './cold-bff';

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 4);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 16);
const repoRoot = path.resolve(import.meta.dirname, '..');

if (!fs.existsSync(path.join(repoRoot, 'server/bff/dist/main.js'))) {
  console.error('bench:pages needs a production build (server/bff/dist/main.js): run `npm run build` first');
  process.exit(1);
}

/** The pid listening on a loopback port (ss shows it for our own processes). */
function pidOnPort(port: number): number {
  const line = execFileSync('ss', ['-ltnpH', `sport = :${port}`], { encoding: 'utf8' });
  const pid = Number(/pid=(\d+)/.exec(line)?.[1]);
  if (!Number.isSafeInteger(pid)) throw new Error(`nothing of ours listens on ${port}: ${line}`);
  return pid;
}

/**
 * CPU seconds (user + system) a process has used, all its threads, from /proc/<pid>/stat; with `mainThread`, its
 * main (JavaScript) thread's alone. The difference is mostly V8's garbage collection helpers and libuv's pool.
 */
function cpuSeconds(pid: number, { mainThread = false } = {}): number {
  const stat = fs.readFileSync(mainThread ? `/proc/${pid}/task/${pid}/stat` : `/proc/${pid}/stat`, 'utf8');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  // utime and stime are fields 14 and 15 of the line, 12 and 13 after the command name.
  return (Number(fields[11]) + Number(fields[12])) / 100;
}

interface Scenario {
  name: string;
  url: string;
}

interface Figures {
  rps: number;
  p975: number;
  bffCpuMs: number;
  bffMainThreadCpuMs: number;
  apiCpuMs: number;
  non2xx: number;
}

async function measure(url: string, pids: { bff: number; api: number }, seconds: number): Promise<Figures> {
  const before = {
    bff: cpuSeconds(pids.bff),
    bffMain: cpuSeconds(pids.bff, { mainThread: true }),
    api: cpuSeconds(pids.api),
  };
  const result = await autocannon({
    url,
    connections: CONNECTIONS,
    duration: seconds,
    headers: { accept: 'text/html', 'accept-encoding': 'br' },
  });
  const requests = Math.max(1, result.requests.total);
  return {
    rps: result.requests.total / seconds,
    p975: result.latency.p97_5,
    bffCpuMs: ((cpuSeconds(pids.bff) - before.bff) * 1000) / requests,
    bffMainThreadCpuMs: ((cpuSeconds(pids.bff, { mainThread: true }) - before.bffMain) * 1000) / requests,
    apiCpuMs: ((cpuSeconds(pids.api) - before.api) * 1000) / requests,
    non2xx: result.non2xx + result.errors + result.timeouts,
  };
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
};

const stack = await startStack();
// BENCH_COMPARE_ENTRY: another build's web/dist-server/entry-server.js, rendered cold by a BFF of its own in the same
// rounds, so two builds compare under the same load.
const compareEntry = process.env.BENCH_COMPARE_ENTRY;
const baselineRoot = process.env.BENCH_BASELINE_ROOT;
let baseline: RunningStack | undefined;
const colds: ColdBff[] = [];
try {
  // Every view of the baseline is rendered (a build with a page cache would otherwise answer from it).
  if (baselineRoot) {
    baseline = await startStack({ root: baselineRoot, logName: 'baseline-stack.log', env: { PAGE_CACHE_MB: '0' } });
  }
  const cold = await startColdBff(stack.apiUrl, stack.webServerEntry);
  colds.push(cold);
  const other = compareEntry ? await startColdBff(stack.apiUrl, path.resolve(compareEntry)) : undefined;
  if (other) colds.push(other);
  const apiOrigin = new URL(stack.apiUrl);
  const api = pidOnPort(Number(apiOrigin.port));
  const pids = {
    warm: { bff: pidOnPort(Number(new URL(stack.baseUrl).port)), api },
    cold: { bff: pidOnPort(Number(new URL(cold.origin).port)), api },
    other: { bff: other ? pidOnPort(Number(new URL(other.origin).port)) : 0, api },
    baseline: baseline
      ? {
          bff: pidOnPort(Number(new URL(baseline.baseUrl).port)),
          api: pidOnPort(Number(new URL(baseline.apiUrl).port)),
        }
      : { bff: 0, api: 0 },
  };
  const firstProduct = async (apiUrl: string) =>
    ((await (await fetch(`${apiUrl}/products?limit=1`)).json()) as { data: { id: number }[] }).data[0]!.id;
  const id = await firstProduct(stack.apiUrl);
  const baselineId = baseline ? await firstProduct(baseline.apiUrl) : 0;
  const scenarios: (Scenario & { side: 'warm' | 'cold' | 'other' | 'baseline' })[] = [
    { name: `REST GET /api/products/details/${id}`, url: `${stack.apiUrl}/products/details/${id}`, side: 'warm' },
    { name: 'detail page, cold (cache off)', url: `${cold.origin}/product/detail/${id}`, side: 'cold' },
    { name: 'detail page, warm (cache hit)', url: `${stack.baseUrl}/product/detail/${id}`, side: 'warm' },
    { name: 'list page ?page=2, cold', url: `${cold.origin}/product?page=2`, side: 'cold' },
    { name: 'list page ?page=2, warm', url: `${stack.baseUrl}/product?page=2`, side: 'warm' },
    ...(other
      ? [
          {
            name: 'detail page, cold, BENCH_COMPARE_ENTRY',
            url: `${other.origin}/product/detail/${id}`,
            side: 'other' as const,
          },
          {
            name: 'list page ?page=2, cold, BENCH_COMPARE_ENTRY',
            url: `${other.origin}/product?page=2`,
            side: 'other' as const,
          },
        ]
      : []),
    ...(baseline
      ? [
          {
            name: `REST GET /api/products/details/${baselineId}, BENCH_BASELINE_ROOT`,
            url: `${baseline.apiUrl}/products/details/${baselineId}`,
            side: 'baseline' as const,
          },
          {
            name: 'detail page, BENCH_BASELINE_ROOT, every view rendered',
            url: `${baseline.baseUrl}/product/detail/${baselineId}`,
            side: 'baseline' as const,
          },
        ]
      : []),
  ];
  // Warm-up: JIT, pools, and the warm side's cache.
  for (const scenario of scenarios) await measure(scenario.url, pids[scenario.side], 1);
  // What one cached page costs the cache: its HTML and the Brotli copy made for these requests.
  for (const scenario of scenarios.filter((each) => each.name.includes('warm'))) {
    const html = await (
      await fetch(scenario.url, { headers: { accept: 'text/html', 'accept-encoding': 'identity' } })
    ).arrayBuffer();
    const br = await new Promise<number>((resolve, reject) => {
      const target = new URL(scenario.url);
      const request = http.get(
        {
          host: target.hostname,
          port: target.port,
          path: `${target.pathname}${target.search}`,
          headers: { accept: 'text/html', 'accept-encoding': 'br' },
        },
        (response) => {
          let bytes = 0;
          response.on('data', (chunk: Buffer) => (bytes += chunk.length));
          response.on('end', () => resolve(bytes));
        },
      );
      request.on('error', reject);
    });
    console.log(
      `${scenario.name}: ${(html.byteLength / 1024).toFixed(1)} KB HTML + ${(br / 1024).toFixed(1)} KB Brotli in the cache`,
    );
  }
  const rounds: Figures[][] = [];
  for (let round = 0; round < ROUNDS; round += 1) {
    // Alternating order: each round runs the scenarios forwards, the next backwards.
    const order = round % 2 ? [...scenarios.keys()].reverse() : [...scenarios.keys()];
    const figures: Figures[] = [];
    for (const index of order)
      figures[index] = await measure(scenarios[index]!.url, pids[scenarios[index]!.side], SECONDS);
    rounds.push(figures);
  }
  const [load1, load5] = os.loadavg();
  console.log(
    `Pages: ${ROUNDS} alternating rounds of ${SECONDS} s, ${CONNECTIONS} connections, ${os.cpus().length} cores, ` +
      `load ${load1!.toFixed(2)} / ${load5!.toFixed(2)} (1 / 5 min); medians over the rounds, ratios per round`,
  );
  console.log('| what | req/s | × REST | p97.5 | BFF CPU/req | of it main thread | API CPU/req | non-2xx |');
  console.log('|---|---|---|---|---|---|---|---|');
  scenarios.forEach((scenario, index) => {
    const of = (pick: (figures: Figures) => number) => median(rounds.map((figures) => pick(figures[index]!)));
    const ratio = median(rounds.map((figures) => figures[index]!.rps / figures[0]!.rps));
    console.log(
      `| ${scenario.name} | ${of((f) => f.rps).toFixed(0)} | ${ratio.toFixed(3)} | ${of((f) => f.p975).toFixed(0)} ms | ` +
        `${of((f) => f.bffCpuMs).toFixed(2)} ms | ${of((f) => f.bffMainThreadCpuMs).toFixed(2)} ms | ` +
        `${of((f) => f.apiCpuMs).toFixed(2)} ms | ` +
        `${rounds.reduce((sum, figures) => sum + figures[index]!.non2xx, 0)} |`,
    );
  });
  // Issue 32's target is a cold page's ratio to REST: each round's, to show how far they spread.
  scenarios.forEach((scenario, index) => {
    if (scenario.side !== 'cold') return;
    const perRound = rounds.map((figures) => (figures[index]!.rps / figures[0]!.rps).toFixed(3));
    console.log(`${scenario.name} × REST, round by round: ${perRound.join(', ')}`);
  });
  if (baseline) {
    const at = (side: string, name: string) =>
      scenarios.findIndex((scenario) => scenario.side === side && scenario.name.startsWith(name));
    const [cold, baselinePage, baselineRest] = [
      at('cold', 'detail page'),
      at('baseline', 'detail page'),
      at('baseline', 'REST'),
    ];
    const ratio = (top: number, bottom: number) =>
      median(rounds.map((figures) => figures[top]!.rps / figures[bottom]!.rps)).toFixed(2);
    console.log(
      `Cold detail page ÷ the baseline's detail page: ${ratio(cold, baselinePage)}× the requests per second; ` +
        `REST detail ÷ the baseline's: ${ratio(0, baselineRest)}× (medians of the rounds' ratios)`,
    );
  }
} finally {
  for (const cold of colds) cold.stop();
  await stack.stop();
  await baseline?.stop();
}
