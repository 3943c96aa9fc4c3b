import type { RequestHandler } from 'express';
import { ping, type Db } from '../db/client';

/** What the process tells its own routes about its life: set `stopping` when a stop begins. */
export interface Lifecycle {
  stopping: boolean;
}

export interface ReadinessData {
  ready: boolean;
  /** `unchecked` while stopping: the answer is no whatever the database says. */
  database: 'up' | 'down' | 'unchecked';
  stopping: boolean;
}

/**
 * Readiness (unlike /api/health, the liveness check): 200 only while the database answers `SELECT 1` within
 * `timeoutMs` and the API is not stopping; otherwise 503 with Retry-After, so a load balancer or Compose
 * sends no traffic here until it can be served.
 */
export function readinessCheck(db: Db, lifecycle: Lifecycle, timeoutMs: number): RequestHandler {
  return async (_req, res) => {
    let database: ReadinessData['database'] = 'unchecked';
    if (!lifecycle.stopping) {
      let timer: NodeJS.Timeout | undefined;
      const timedOut = new Promise<false>((resolve) => (timer = setTimeout(() => resolve(false), timeoutMs)));
      const answered = ping(db).then(
        () => true,
        () => false,
      );
      database = (await Promise.race([answered, timedOut])) ? 'up' : 'down';
      clearTimeout(timer);
    }
    const ready = database === 'up' && !lifecycle.stopping;
    const data: ReadinessData = { ready, database, stopping: lifecycle.stopping };
    res.setHeader('cache-control', 'no-store');
    if (!ready) res.setHeader('retry-after', '1');
    const status = ready ? 200 : 503;
    res.status(status).json({ status, msg: ready ? 'Ready' : 'Not ready', data, meta: null });
  };
}
