import http from 'node:http';
import { setTimeout as sleep } from 'node:timers/promises';

export interface Outcome {
  /** HTTP status, when an answer came. */
  status?: number;
  /** The error code when none came: ECONNRESET, ECONNREFUSED, HUNG (the guard ran out), ABORTED (we gave up). */
  error?: string;
  body: string;
  headers: http.IncomingHttpHeaders;
  ms: number;
  /** Whether it went out on a kept-open connection (rather than a new one). */
  reused: boolean;
}

export interface RequestOptions {
  method?: string;
  headers?: Record<string, string>;
  body?: string;
  /** A "must not hang" guard: past it the request is abandoned and counted as HUNG. */
  guardMs?: number;
  /** Gives up (as a browser tab closed) after this long; counted as ABORTED. */
  abortAfterMs?: number;
}

/** One HTTP request on `agent` (a keep-alive pool, like a browser's), never throwing: the outcome says what happened. */
export function send(agent: http.Agent, url: string, options: RequestOptions = {}): Promise<Outcome> {
  const started = performance.now();
  return new Promise((resolve) => {
    let settled = false;
    const done = (outcome: Omit<Outcome, 'ms' | 'reused'>) => {
      if (settled) return;
      settled = true;
      clearTimeout(guard);
      clearTimeout(giveUp);
      resolve({ ...outcome, ms: performance.now() - started, reused: request.reusedSocket });
    };
    const request = http.request(
      url,
      { method: options.method ?? 'GET', headers: options.headers, agent },
      (response) => {
        let body = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => (body += chunk));
        response.on('end', () => done({ status: response.statusCode, body, headers: response.headers }));
        response.on('error', (error: NodeJS.ErrnoException) =>
          done({ error: error.code ?? error.message, body, headers: response.headers }),
        );
      },
    );
    request.on('error', (error: NodeJS.ErrnoException) =>
      done({ error: error.code ?? error.message, body: '', headers: {} }),
    );
    const guard = setTimeout(() => {
      request.destroy();
      done({ error: 'HUNG', body: '', headers: {} });
    }, options.guardMs ?? 30_000);
    const giveUp =
      options.abortAfterMs === undefined
        ? undefined
        : setTimeout(() => {
            request.destroy();
            done({ error: 'ABORTED', body: '', headers: {} });
          }, options.abortAfterMs);
    request.end(options.body);
  });
}

/** A POST of a GraphQL operation to `${origin}/graphql`. */
export function graphql(
  agent: http.Agent,
  origin: string,
  query: string,
  variables: Record<string, unknown> = {},
  options: RequestOptions & { token?: string } = {},
): Promise<Outcome> {
  return send(agent, `${origin}/graphql`, {
    ...options,
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      ...(options.token ? { 'x-access-token': options.token } : {}),
      ...options.headers,
    },
    body: JSON.stringify({ query, variables }),
  });
}

/**
 * `workers` loops sending requests one after another until `running()` turns false; every outcome is kept,
 * with the worker's sequence number. A short pause between requests keeps a loop that is refused at once
 * from spinning.
 */
export async function loadUntil(
  workers: number,
  running: () => boolean,
  request: (worker: number, sequence: number) => Promise<Outcome>,
  pauseMs = 5,
): Promise<(Outcome & { startedAt: number })[]> {
  const outcomes: (Outcome & { startedAt: number })[] = [];
  await Promise.all(
    Array.from({ length: workers }, async (_, worker) => {
      for (let sequence = 0; running(); sequence += 1) {
        const startedAt = Date.now();
        outcomes.push({ ...(await request(worker, sequence)), startedAt });
        await sleep(pauseMs);
      }
    }),
  );
  return outcomes;
}

/** How many outcomes there are of each kind: a status (`201`) or an error code (`ECONNRESET`). */
export function tally(outcomes: readonly Outcome[]): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const outcome of outcomes) {
    const key = outcome.error ?? String(outcome.status);
    counts[key] = (counts[key] ?? 0) + 1;
  }
  return counts;
}

export function keepAliveAgent(maxSockets = 32): http.Agent {
  return new http.Agent({ keepAlive: true, maxSockets });
}
