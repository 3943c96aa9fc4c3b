import type { RequestHandler } from 'express';
import nodeFetch from 'node-fetch';
import type { FetchFunction } from '../datasources/store-api';
import type { UpstreamGuard } from '../datasources/upstream-guard';

/** What the process tells its own routes about its life: set `stopping` when a stop begins. */
export interface Lifecycle {
  stopping: boolean;
}

export interface BffReadiness {
  ready: boolean;
  /** `up` when the store API's own /readyz said so in time; `circuit-open` when the BFF is not calling it. */
  storeApi: 'up' | 'down' | 'circuit-open' | 'unchecked';
  stopping: boolean;
}

/** Probes arriving together (several load balancers, Compose) share one call to the store API. */
const REUSE_MS = 1_000;

export interface ReadinessOptions {
  apiUrl: string;
  timeoutMs: number;
  guard: UpstreamGuard;
  lifecycle: Lifecycle;
  fetch?: FetchFunction;
}

/**
 * `/readyz`: 200 while the store API answers its own readiness (its database answers) within `timeoutMs`,
 * 503 with Retry-After while it does not, while the circuit to it is open, or while this BFF is stopping.
 * `/healthz` stays the liveness check: it says only that this process answers.
 */
export function readinessCheck(options: ReadinessOptions): RequestHandler {
  const fetch = options.fetch ?? nodeFetch;
  let last: { at: number; storeApi: Promise<BffReadiness['storeApi']> } | undefined;

  const probeStoreApi = async (): Promise<BffReadiness['storeApi']> => {
    try {
      const response = await fetch(`${options.apiUrl}/readyz`, {
        signal: AbortSignal.timeout(options.timeoutMs),
        headers: { accept: 'application/json' },
        redirect: 'error',
      });
      await response.arrayBuffer();
      return response.ok ? 'up' : 'down';
    } catch {
      return 'down';
    }
  };

  return async (_req, res) => {
    let storeApi: BffReadiness['storeApi'] = 'unchecked';
    if (!options.lifecycle.stopping) {
      if (options.guard.breaker.state === 'open') storeApi = 'circuit-open';
      else {
        if (!last || Date.now() - last.at > REUSE_MS) last = { at: Date.now(), storeApi: probeStoreApi() };
        storeApi = await last.storeApi;
      }
    }
    const ready = storeApi === 'up' && !options.lifecycle.stopping;
    const body: BffReadiness = { ready, storeApi, stopping: options.lifecycle.stopping };
    res.setHeader('cache-control', 'no-store');
    if (!ready) res.setHeader('retry-after', '1');
    res.status(ready ? 200 : 503).json(body);
  };
}
