import http from 'node:http';
import { Counter, Histogram, type Registry } from 'prom-client';

/** Seconds: from a cached read to a slow upstream call. */
export const LATENCY_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

export interface HttpMetricsOptions {
  /** The route pattern a request matched (`/api/products/details/:id`), never its raw URL. */
  routeOf: (req: http.IncomingMessage, res: http.ServerResponse) => string;
}

type Next = (error?: unknown) => void;

/**
 * Counts every answered request and its latency by method, route and status, as an Express-style middleware.
 * Mount it first so it sees every request.
 */
export function httpMetrics(registry: Registry, options: HttpMetricsOptions) {
  const labelNames = ['method', 'route', 'status'] as const;
  const requests = new Counter({
    name: 'http_requests_total',
    help: 'HTTP requests answered, by method, route and status',
    labelNames,
    registers: [registry],
  });
  const duration = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Time to answer an HTTP request, by method, route and status',
    labelNames,
    buckets: LATENCY_BUCKETS,
    registers: [registry],
  });
  return (req: http.IncomingMessage, res: http.ServerResponse, next: Next) => {
    const stopTimer = duration.startTimer();
    res.once('close', () => {
      // A client that went away before the answer was sent is counted with status 499, as nginx does.
      const status = res.writableFinished ? String(res.statusCode) : '499';
      const labels = { method: req.method ?? 'GET', route: options.routeOf(req, res), status };
      requests.inc(labels);
      stopTimer(labels);
    });
    next();
  };
}

export interface MetricsEndpoint {
  /** The port it listens on (useful when it was asked for port 0). */
  port: number;
  close(): Promise<void>;
}

/**
 * Serves `GET /metrics` in the Prometheus text format on its own port, so it is never reachable through the
 * public one. Bind it to 127.0.0.1 unless a scraper on another host must reach it.
 */
export async function serveMetrics(
  registry: Registry,
  options: { port: number; host: string },
): Promise<MetricsEndpoint> {
  const server = http.createServer((req, res) => {
    if (req.method !== 'GET' || (req.url ?? '').split('?')[0] !== '/metrics') {
      res.writeHead(404, { 'content-type': 'text/plain' }).end('Not Found');
      return;
    }
    registry.metrics().then(
      (text) => res.writeHead(200, { 'content-type': registry.contentType }).end(text),
      (error: unknown) =>
        res.writeHead(500, { 'content-type': 'text/plain' }).end(`metrics failed: ${(error as Error).message}`),
    );
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, options.host, () => {
      server.off('error', reject);
      resolve();
    });
  });
  const address = server.address();
  return {
    port: typeof address === 'object' && address ? address.port : options.port,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/**
 * The metrics endpoint a server was configured with (none when `port` is undefined), its address logged; a
 * port that cannot be had is logged as fatal and rethrown, for the caller to exit.
 */
export async function openMetricsEndpoint(
  registry: Registry,
  options: { port: number | undefined; host: string },
  logger: { info(message: string): void; fatal(message: string): void },
): Promise<MetricsEndpoint | undefined> {
  if (options.port === undefined) return undefined;
  try {
    const endpoint = await serveMetrics(registry, { port: options.port, host: options.host });
    logger.info(`Metrics on http://${options.host}:${endpoint.port}/metrics`);
    return endpoint;
  } catch (error) {
    logger.fatal(`The metrics endpoint cannot listen on ${options.host}:${options.port}: ${(error as Error).message}`);
    throw error;
  }
}
