import type { ApolloServerPlugin } from '@apollo/server';
import type { Request } from 'express';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import { LATENCY_BUCKETS } from '@spectrum/shared/server/metrics';
import type { Bulkhead, CircuitState } from '@spectrum/shared/server/overload';
import type { UpstreamGuard, UpstreamObserver } from './datasources/upstream-guard';

const CIRCUIT_VALUE: Record<CircuitState, number> = { closed: 0, 'half-open': 1, open: 2 };
/** Operation names are chosen by clients: past this many distinct ones, the rest are counted as `other`. */
const MAX_OPERATION_NAMES = 100;

export interface BffMetrics {
  registry: Registry;
  upstream: UpstreamObserver;
  /** Counts and times every GraphQL operation by name, type and outcome. */
  graphqlPlugin: ApolloServerPlugin;
  /** Reports the guard's calls in flight and queue on every scrape. */
  watchGuard(guard: UpstreamGuard): void;
  /** Reports the server renders running and waiting for a slot on every scrape. */
  watchRenders(slots: Pick<Bulkhead, 'inFlight' | 'queued'>): void;
  /** Reports the page cache's size on every scrape. */
  watchPageCache(cache: { stats(): { pages: number; bytes: number } }): void;
  /** Counts a rendered page's answer by X-Cache (HIT, STALE, MISS, BYPASS). */
  pageAnswered(cache: string): void;
}

/** One registry per BFF instance (tests run several in one process); process metrics only for the real one. */
export function createBffMetrics(options: { processMetrics?: boolean } = {}): BffMetrics {
  const registry = new Registry();
  registry.setDefaultLabels({ service: 'bff' });
  if (options.processMetrics) collectDefaultMetrics({ register: registry });

  const upstreamRequests = new Counter({
    name: 'upstream_requests_total',
    help: 'Store API calls by outcome: ok, refused (4xx), failed (5xx), timeout, unreachable, aborted (client gone)',
    labelNames: ['outcome'],
    registers: [registry],
  });
  const upstreamDuration = new Histogram({
    name: 'upstream_request_duration_seconds',
    help: 'Time of a store API call, from admission to its answer read, by outcome',
    labelNames: ['outcome'],
    buckets: LATENCY_BUCKETS,
    registers: [registry],
  });
  const upstreamRejected = new Counter({
    name: 'upstream_rejected_total',
    help: 'Store API calls refused without calling: queue_full, queue_timeout, circuit_open',
    labelNames: ['reason'],
    registers: [registry],
  });
  const circuit = new Gauge({
    name: 'upstream_circuit_state',
    help: 'Circuit breaker in front of the store API: 0 closed, 1 half-open, 2 open',
    registers: [registry],
  });
  circuit.set(0);
  const operations = new Histogram({
    name: 'graphql_operation_duration_seconds',
    help: 'Time to answer a GraphQL operation, by operation name, type and outcome (ok, error)',
    labelNames: ['operation', 'type', 'outcome'],
    buckets: LATENCY_BUCKETS,
    registers: [registry],
  });
  const operationNames = new Set<string>();
  const operationLabel = (name: string | null | undefined) => {
    if (!name) return 'anonymous';
    if (operationNames.has(name)) return name;
    if (operationNames.size >= MAX_OPERATION_NAMES) return 'other';
    operationNames.add(name);
    return name;
  };

  const pageAnswers = new Counter({
    name: 'page_answers_total',
    help: 'Rendered pages answered, by X-Cache: HIT, STALE, MISS, BYPASS',
    labelNames: ['cache'],
    registers: [registry],
  });

  return {
    registry,
    pageAnswered: (cache) => pageAnswers.inc({ cache }),
    watchPageCache(cache) {
      new Gauge({
        name: 'page_cache_bytes',
        help: 'Bytes of rendered pages and their compressed copies in the page cache (bounded by PAGE_CACHE_MB)',
        registers: [registry],
        collect() {
          this.set(cache.stats().bytes);
        },
      });
      new Gauge({
        name: 'page_cache_pages',
        help: 'Rendered pages in the page cache',
        registers: [registry],
        collect() {
          this.set(cache.stats().pages);
        },
      });
    },
    upstream: {
      exchanged(outcome, seconds) {
        upstreamRequests.inc({ outcome });
        upstreamDuration.observe({ outcome }, seconds);
      },
      rejected: (reason) => upstreamRejected.inc({ reason }),
      circuitChanged: (state) => circuit.set(CIRCUIT_VALUE[state]),
    },
    graphqlPlugin: {
      async requestDidStart() {
        const stopTimer = operations.startTimer();
        return {
          async willSendResponse({ operation, operationName, errors }) {
            stopTimer({
              operation: operationLabel(operationName),
              type: operation?.operation ?? 'invalid',
              outcome: errors?.length ? 'error' : 'ok',
            });
          },
        };
      },
    },
    watchRenders(slots) {
      new Gauge({
        name: 'page_renders_in_flight',
        help: 'Server renders running (at most SERVER_RENDER_CONCURRENCY)',
        registers: [registry],
        collect() {
          this.set(slots.inFlight);
        },
      });
      new Gauge({
        name: 'page_renders_waiting',
        help: 'Server renders waiting for a slot (each answers the shell if none frees within the render timeout)',
        registers: [registry],
        collect() {
          this.set(slots.queued);
        },
      });
    },
    watchGuard(guard) {
      new Gauge({
        name: 'upstream_in_flight',
        help: 'Store API calls in flight (each holds a pooled socket)',
        registers: [registry],
        collect() {
          this.set(guard.bulkhead.inFlight);
        },
      });
      new Gauge({
        name: 'upstream_queue_depth',
        help: 'Store API calls waiting for a slot',
        registers: [registry],
        collect() {
          this.set(guard.bulkhead.queued);
        },
      });
    },
  };
}

/** The route a request took through the BFF, for the HTTP metrics. */
export function bffRouteOf(req: Request): string {
  const path = req.originalUrl.split('?')[0] ?? '';
  if (path === '/graphql' || path.startsWith('/graphql/')) return '/graphql';
  if (path.startsWith('/uploads/')) return '/uploads';
  if (path === '/healthz' || path === '/readyz') return path;
  return 'web';
}
