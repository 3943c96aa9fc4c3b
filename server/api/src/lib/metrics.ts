import type { Request } from 'express';
import { collectDefaultMetrics, Counter, Gauge, Registry } from 'prom-client';
import type { Bulkhead, RejectionReason } from '@spectrum/shared/server/overload';
import type { Db } from '../db/client';

export interface ApiMetrics {
  registry: Registry;
  /** Orders written (a replayed idempotency key writes none). */
  ordersCreated: Counter;
  /** Database calls refused by the admission bulkhead, by reason. */
  dbRejected: Counter<'reason'>;
  countRejection(reason: RejectionReason): void;
  /** Reports the admission queue and the PostgreSQL pool on every scrape. */
  watchDatabase(db: Db, admission: Bulkhead): void;
}

/** One registry per API instance (tests run several in one process); process metrics only for the real one. */
export function createApiMetrics(options: { processMetrics?: boolean } = {}): ApiMetrics {
  const registry = new Registry();
  registry.setDefaultLabels({ service: 'api' });
  if (options.processMetrics) collectDefaultMetrics({ register: registry });
  const ordersCreated = new Counter({
    name: 'orders_created_total',
    help: 'Orders written by checkouts',
    registers: [registry],
  });
  const dbRejected = new Counter({
    name: 'db_admission_rejected_total',
    help: 'Database calls refused with 503 because the admission queue was full or the wait ran out',
    labelNames: ['reason'],
    registers: [registry],
  });
  return {
    registry,
    ordersCreated,
    dbRejected,
    countRejection: (reason) => dbRejected.inc({ reason }),
    watchDatabase(db, admission) {
      new Gauge({
        name: 'db_admission_in_flight',
        help: 'Database calls admitted and running',
        registers: [registry],
        collect() {
          this.set(admission.inFlight);
        },
      });
      new Gauge({
        name: 'db_admission_queue_depth',
        help: 'Database calls waiting for admission',
        registers: [registry],
        collect() {
          this.set(admission.queued);
        },
      });
      if (db.poolStats) {
        const stats = () => db.poolStats!();
        new Gauge({
          name: 'db_pool_connections',
          help: 'PostgreSQL pool connections: total open, idle, and callers waiting for one',
          labelNames: ['state'],
          registers: [registry],
          collect() {
            const { total, idle, waiting } = stats();
            this.set({ state: 'total' }, total);
            this.set({ state: 'idle' }, idle);
            this.set({ state: 'waiting' }, waiting);
          },
        });
      }
    },
  };
}

/** The route pattern a request matched, e.g. `/api/products/details/:id`; static images as `/uploads`. */
export function apiRouteOf(req: Request): string {
  if (req.route && typeof req.route.path === 'string') return `${req.baseUrl}${req.route.path}`;
  if (req.originalUrl.startsWith('/uploads/')) return '/uploads';
  return 'unmatched';
}
