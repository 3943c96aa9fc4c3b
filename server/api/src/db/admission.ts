import type { Bulkhead } from '@spectrum/shared/server/overload';
import { OverloadedError } from '@spectrum/shared/server/overload';
import { setImmediate as nextTurn } from 'node:timers/promises';
import type { Db, Queryable, QueryOptions, SqlParam } from './client';

/**
 * The database behind a bulkhead: at most `maxConcurrent` calls (queries or whole transactions) reach the pool
 * at once, a bounded number wait their turn for a bounded time, and the rest are refused at once with an
 * OverloadedError, which the API answers with 503 and Retry-After instead of letting requests pile up.
 * Queries inside a transaction run on its connection and are not counted again.
 *
 * Embedded PGlite runs each query on the event loop's own thread, and a queue of queries inside it hands over
 * from one to the next without letting the loop read a socket or fire a timer: under load the process stops
 * reading requests for seconds (kept-open connections then hit their keep-alive timeout with a request unread,
 * and the client sees a reset). So PGlite is admitted one call at a time (see PGLITE_CONCURRENCY), and each
 * call first waits a turn of the event loop.
 */
export function admitDb(db: Db, bulkhead: Bulkhead): Db {
  const admitted = <T>(work: () => Promise<T>) =>
    bulkhead.run(async () => {
      if (db.kind === 'pglite') await nextTurn();
      return work();
    });
  return {
    kind: db.kind,
    query<Row extends object>(sql: string, params?: readonly SqlParam[], options?: QueryOptions) {
      return admitted(() => db.query<Row>(sql, params, options));
    },
    transaction<T>(work: (tx: Queryable) => Promise<T>) {
      return admitted(() => db.transaction(work));
    },
    exclusive: (lockId, work) => db.exclusive(lockId, work),
    listen: (channel, onNotify, onLost) => db.listen(channel, onNotify, onLost),
    ...(db.poolStats ? { poolStats: () => db.poolStats!() } : {}),
    close: () => db.close(),
  };
}

/** Calls admitted at once into embedded PGlite, which runs one query at a time anyway. */
export const PGLITE_CONCURRENCY = 1;

const UNREACHABLE_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'ENOTFOUND', 'EAI_AGAIN', 'EPIPE']);
// SQLSTATE: admin_shutdown, crash_shutdown, cannot_connect_now, too_many_connections, and query_canceled (the
// statement timeout cut a statement: the database is too slow to answer now) and
// idle_in_transaction_session_timeout.
const UNAVAILABLE_SQLSTATES = new Set(['57P01', '57P02', '57P03', '53300', '57014', '25P03']);

/** True for failures that mean the database cannot be reached or is saturated, rather than a bug in a query. */
export function isDatabaseUnavailable(error: unknown): boolean {
  if (error instanceof OverloadedError) return true;
  if (typeof error !== 'object' || error === null) return false;
  const code = 'code' in error && typeof error.code === 'string' ? error.code : '';
  if (UNREACHABLE_CODES.has(code) || UNAVAILABLE_SQLSTATES.has(code) || code.startsWith('08')) return true;
  const message = error instanceof Error ? error.message : '';
  return /^Connection terminated|timeout exceeded when trying to connect/.test(message);
}
