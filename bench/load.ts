/**
 * Load benchmark: starts the store as `npm start` does (store API on embedded PGlite with the demo data, the
 * BFF), then keeps a fixed number of requests in flight for a few seconds per scenario and prints throughput
 * and latency percentiles. It prints figures and asserts nothing: on a shared 2-core machine the numbers are
 * for comparing runs of the same machine, not for pass/fail.
 *
 *   npm run bench                      (BENCH_SECONDS=5 BENCH_CONCURRENCY=8 by default)
 */
import { print, visit, type DocumentNode } from 'graphql';
import { CartPageDocument, ProductDetailDocument, ProductListDocument } from '../web/src/__generated__/graphql';
import { startStack, type RunningStack } from '../tests/e2e/support/stack';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 8);

/** What the browser sends: Apollo Client strips local-only (@client) fields before a query leaves. */
function asSent(document: DocumentNode): string {
  const withoutLocalFields = visit(document, {
    Field: (field) => (field.directives?.some((directive) => directive.name.value === 'client') ? null : undefined),
  });
  return print(withoutLocalFields);
}

interface Scenario {
  name: string;
  request: (stack: RunningStack) => Promise<Response>;
}

function graphql(query: DocumentNode, variables: Record<string, unknown>): Scenario['request'] {
  const body = JSON.stringify({ query: asSent(query), variables });
  return (stack) =>
    fetch(`${stack.baseUrl}/graphql`, { method: 'POST', headers: { 'content-type': 'application/json' }, body });
}

const SCENARIOS: Scenario[] = [
  {
    name: 'REST  GET /api/products (page of 6)',
    request: (stack) => fetch(`${stack.apiUrl}/products?limit=6&page=1&sort=newest`),
  },
  {
    name: 'GraphQL ProductList (web page query)',
    request: graphql(ProductListDocument, { sort: 'NEWEST', page: 1, limit: 6, filter: {} }),
  },
  {
    name: 'GraphQL ProductList, search + filters',
    request: graphql(ProductListDocument, {
      sort: 'CHEAPEST',
      page: 1,
      limit: 6,
      filter: { search: 'oak', minPrice: 100000, maxPrice: 20000000 },
    }),
  },
  { name: 'GraphQL ProductDetail (+ related)', request: graphql(ProductDetailDocument, { id: '11' }) },
  {
    name: 'GraphQL CartPage quote (3 lines)',
    request: graphql(CartPageDocument, {
      withQuote: true,
      items: [
        { productId: '3', quantity: 1 },
        { productId: '11', quantity: 2 },
        { productId: '20', quantity: 1 },
      ],
    }),
  },
  {
    name: 'BFF   GET / (web page)',
    request: (stack) => fetch(`${stack.baseUrl}/`, { headers: { accept: 'text/html' } }),
  },
];

interface Result {
  requests: number;
  failures: number;
  latenciesMs: number[];
  elapsedMs: number;
}

async function run(stack: RunningStack, scenario: Scenario, seconds: number): Promise<Result> {
  const latenciesMs: number[] = [];
  let failures = 0;
  const started = performance.now();
  const deadline = started + seconds * 1000;
  async function worker() {
    while (performance.now() < deadline) {
      const sent = performance.now();
      try {
        const response = await scenario.request(stack);
        const text = await response.text();
        if (!response.ok || text.includes('"errors"')) failures += 1;
      } catch {
        failures += 1;
      }
      latenciesMs.push(performance.now() - sent);
    }
  }
  await Promise.all(Array.from({ length: CONCURRENCY }, worker));
  return { requests: latenciesMs.length, failures, latenciesMs, elapsedMs: performance.now() - started };
}

function percentile(sorted: number[], fraction: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * fraction))] ?? NaN;
}

const stack = await startStack();
try {
  console.log(`Load benchmark: ${CONCURRENCY} requests in flight, ${SECONDS} s per scenario, embedded PGlite`);
  console.log(
    [
      'scenario'.padEnd(40),
      'req/s'.padStart(8),
      'p50 ms'.padStart(8),
      'p95 ms'.padStart(8),
      'p99 ms'.padStart(8),
      'failed'.padStart(7),
    ].join(' '),
  );
  for (const scenario of SCENARIOS) {
    await run(stack, scenario, 1); // warm-up: JIT, connection pools, caches
    const result = await run(stack, scenario, SECONDS);
    const sorted = [...result.latenciesMs].sort((a, b) => a - b);
    console.log(
      [
        scenario.name.padEnd(40),
        (result.requests / (result.elapsedMs / 1000)).toFixed(0).padStart(8),
        percentile(sorted, 0.5).toFixed(1).padStart(8),
        percentile(sorted, 0.95).toFixed(1).padStart(8),
        percentile(sorted, 0.99).toFixed(1).padStart(8),
        String(result.failures).padStart(7),
      ].join(' '),
    );
  }
} finally {
  await stack.stop();
}
