// What operators rely on: readiness, refusals under saturation (503 + Retry-After), metrics, and the lock
// replicas share for seeding.
import type { AddressInfo } from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';
import { pino } from 'pino';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { API_MESSAGES } from '@spectrum/shared';
import { Bulkhead } from '@spectrum/shared/server/overload';
import { createApp } from '../../server/api/src/app';
import { loadConfig } from '../../server/api/src/config';
import { admitDb } from '../../server/api/src/db/admission';
import { createPgliteDb, createPostgresDb, REUSED_PLAN } from '../../server/api/src/db/client';
import { createOutbox } from '../../server/api/src/lib/mailer';
import { createApiMetrics } from '../../server/api/src/lib/metrics';
import type { Lifecycle } from '../../server/api/src/lib/readiness';
import { createLocalStorage } from '../../server/api/src/lib/storage';
import { apiClient, createTestDatabase, refusal, type TestDatabase } from '../support/api';
import { createProduct, createUser } from '../support/fixtures';

let database: TestDatabase;
let origin: string;
let close: () => Promise<void>;
const lifecycle: Lifecycle = { stopping: false };
const metrics = createApiMetrics();
const admission = new Bulkhead({
  maxConcurrent: 4,
  maxQueue: 0,
  queueTimeoutMs: 1_000,
  retryAfterSeconds: 2,
  onReject: metrics.countRejection,
});

beforeAll(async () => {
  database = await createTestDatabase();
  const db = admitDb(database.db, admission);
  metrics.watchDatabase(database.db, admission);
  const app = createApp({
    db,
    config: { ...loadConfig({ NODE_ENV: 'test' }), uploadsDir: '/nonexistent' },
    storage: createLocalStorage('/nonexistent'),
    mailer: createOutbox(),
    logger: pino({ level: 'silent' }),
    metrics,
    lifecycle,
  });
  const server = app.listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  close = async () => {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
    await database.dispose();
  };
});
afterAll(() => close?.());

describe('readiness', () => {
  it('is ready while the database answers, and not while stopping', async () => {
    for (const path of ['/readyz', '/api/readyz']) {
      const ready = await fetch(`${origin}${path}`);
      expect(ready.status).toBe(200);
      expect(((await ready.json()) as { data: unknown }).data).toEqual({
        ready: true,
        database: 'up',
        stopping: false,
      });
    }
    lifecycle.stopping = true;
    try {
      const stopping = await fetch(`${origin}/api/readyz`);
      expect(stopping.status).toBe(503);
      expect(stopping.headers.get('retry-after')).toBe('1');
      expect(((await stopping.json()) as { data: unknown }).data).toMatchObject({ ready: false, stopping: true });
    } finally {
      lifecycle.stopping = false;
    }
  });
});

describe('a saturated database', () => {
  it('answers 503 with Retry-After at once instead of queueing, and serves again when a slot frees', async () => {
    const held = await Promise.all(Array.from({ length: 4 }, () => admission.acquire()));
    try {
      const busy = await fetch(`${origin}/api/categories`);
      expect(busy.status).toBe(503);
      expect(busy.headers.get('retry-after')).toBe('2');
      expect(await busy.json()).toEqual(refusal(503, API_MESSAGES.busy, 'BUSY'));
      const scrape = await metrics.registry.metrics();
      expect(scrape).toMatch(/db_admission_rejected_total\{[^}]*reason="queue_full"[^}]*\} 1/);
      expect(scrape).toMatch(/db_admission_in_flight\{[^}]*\} 4/);
    } finally {
      for (const release of held) release();
    }
    expect((await fetch(`${origin}/api/categories`)).status).toBe(200);
  });
});

describe('metrics', () => {
  it('count requests by route pattern, and orders created (not replays)', async () => {
    const seller = await createUser(database.db, { role: 2 });
    const customer = await createUser(database.db, { role: 1 });
    const productId = await createProduct(database.db, seller.id, { stock: 5 });
    const api = apiClient(origin);
    const body = {
      productList: [{ productId, qty: 1 }],
      payment_id: 1,
      receiver_name: 'Ops',
      address: 'Jl. Ops 1',
      phone: '+62 812 3456 7890',
    };
    const headers = { 'idempotency-key': 'metrics-1' };
    expect((await api.post('/transactions/new', body, customer.token, headers)).status).toBe(201);
    expect((await api.post('/transactions/new', body, customer.token, headers)).status).toBe(200);
    await api.get(`/products/details/${productId}`);
    const scrape = await metrics.registry.metrics();
    expect(scrape).toMatch(/^orders_created_total\{service="api"\} 1$/m);
    expect(scrape).toMatch(
      /http_requests_total\{method="POST",route="\/api\/transactions\/new",status="201",service="api"\} 1/,
    );
    expect(scrape).toMatch(
      /http_requests_total\{method="GET",route="\/api\/products\/details\/:id",status="200",service="api"\} 1/,
    );
  });
});

describe.skipIf(!process.env.DATABASE_URL)('prepared statements (PostgreSQL)', () => {
  it('are prepared once per connection, planned once for any values, and answer each call with its own values', async () => {
    const db = admitDb(createPostgresDb(database.url!, { max: 1 }), admission);
    try {
      const sql = 'SELECT $1::int * 2 AS doubled';
      for (const value of [1, 2, 3]) {
        expect(await db.query<{ doubled: number }>(sql, [value], { prepare: true })).toEqual([{ doubled: value * 2 }]);
      }
      // Asked on the prepared statements' own connection (a pool of one here).
      const plansOf = (statement: string) =>
        db.query<{ generic_plans: number; custom_plans: number }>(
          'SELECT generic_plans::int, custom_plans::int FROM pg_prepared_statements WHERE statement = $1',
          [statement],
          { prepare: true },
        );
      expect(await plansOf(sql)).toEqual([{ generic_plans: 3, custom_plans: 0 }]);
      // Statements not asked to be prepared are not, and are planned for their values on their connections.
      await db.query('SELECT $1::int + 1 AS next', [1]);
      expect(await plansOf('SELECT $1::int + 1 AS next')).toEqual([]);
      const unprepared = await db.query<{ statements: number; mode: string; jit: string }>(
        `SELECT count(*)::int AS statements, current_setting('plan_cache_mode') AS mode, current_setting('jit') AS jit
           FROM pg_prepared_statements WHERE statement LIKE '%AS next'`,
      );
      expect(unprepared).toEqual([{ statements: 0, mode: 'auto', jit: 'off' }]);
      // No connection compiles queries (JIT): it cost page queries tens of milliseconds at a million products.
      expect(await db.query("SELECT current_setting('jit') AS jit", [], { prepare: true })).toEqual([{ jit: 'off' }]);
    } finally {
      await db.close();
    }
  });
});

describe.skipIf(Boolean(process.env.DATABASE_URL))('prepared statements (embedded PGlite)', () => {
  it('are prepared on the one session, reuse their plan, and never run inside a transaction in flight', async () => {
    const db = await createPgliteDb(undefined);
    try {
      const sql = 'SELECT $1::int * 2 AS doubled';
      for (const value of [1, 2, 3, 4, 5, 6, 7]) {
        expect(await db.query<{ doubled: number }>(sql, [value], REUSED_PLAN)).toEqual([{ doubled: value * 2 }]);
      }
      const plansOf = (statement: string) =>
        db.query<{ plans: number; generic_plans: number }>(
          `SELECT (generic_plans + custom_plans)::int AS plans, generic_plans::int
             FROM pg_prepared_statements WHERE statement = $1`,
          [statement],
        );
      // PostgreSQL's own choice on this session: five plans for the values, then the generic plan, kept.
      expect(await plansOf(sql)).toEqual([{ plans: 7, generic_plans: 2 }]);
      await db.query('SELECT $1::int + 1 AS next', [1]);
      expect(await plansOf('SELECT $1::int + 1 AS next')).toEqual([]);

      // A prepared statement asked while a transaction holds the session waits for it to end.
      let inTransaction!: () => void;
      const transactionStarted = new Promise<void>((resolve) => (inTransaction = resolve));
      let finishTransaction!: () => void;
      const transaction = db.transaction(async (tx) => {
        await tx.query("SET LOCAL application_name = 'inside'");
        inTransaction();
        await new Promise<void>((resolve) => (finishTransaction = resolve));
      });
      await transactionStarted;
      const asked = db.query<{ name: string }>("SELECT current_setting('application_name') AS name", [], REUSED_PLAN);
      await sleep(50);
      finishTransaction();
      await transaction;
      expect((await asked)[0]!.name).not.toBe('inside');
    } finally {
      await db.close();
    }
  });

  it('opens the session again after a connect that failed', async () => {
    const db = await createPgliteDb(undefined);
    const connect = vi.spyOn(pg.Client.prototype, 'connect').mockRejectedValueOnce(new Error('no session'));
    try {
      await expect(db.query('SELECT 1 AS one', [], REUSED_PLAN)).rejects.toThrow('no session');
      expect(await db.query('SELECT 1 AS one', [], REUSED_PLAN)).toEqual([{ one: 1 }]);
      expect(connect).toHaveBeenCalledTimes(2);
    } finally {
      connect.mockRestore();
      await db.close();
    }
  });
});

describe.skipIf(!process.env.DATABASE_URL)('the lock replicas share (PostgreSQL)', () => {
  it('lets one process run the seeding at a time', async () => {
    const url = database.url;
    expect(url).toBeDefined();
    const [one, two] = [createPostgresDb(url!, { max: 2 }), createPostgresDb(url!, { max: 2 })];
    try {
      const events: string[] = [];
      const seeding = (db: typeof one, name: string) =>
        db.exclusive(7_301_978, async () => {
          events.push(`${name} in`);
          await sleep(300);
          events.push(`${name} out`);
        });
      await Promise.all([seeding(one, 'a'), seeding(two, 'b')]);
      expect(
        [events.slice(0, 2), events.slice(2)].map((pair) => pair[0]!.split(' ')[0] === pair[1]!.split(' ')[0]),
      ).toEqual([true, true]);
    } finally {
      await Promise.all([one.close(), two.close()]);
    }
  });
});

describe('database sessions', () => {
  it('start every scan of a table at its start, not where the scans in flight are', async () => {
    // A search's count reads products in turn: from wherever other scans stood, its cost varied 30-fold.
    expect(await database.db.query("SELECT current_setting('synchronize_seqscans') AS setting")).toEqual([
      { setting: 'off' },
    ]);
  });

  it('price a random page read as data in memory, on the connections that plan each statement and those that reuse plans', async () => {
    // At the default 4 a common word under a colour read 7,900 products in turn rather than the colour's 1,266
    // through its index, at twice the time.
    for (const options of [undefined, REUSED_PLAN]) {
      expect(await database.db.query("SELECT current_setting('random_page_cost') AS setting", [], options)).toEqual([
        { setting: '1.1' },
      ]);
    }
  });

  it('plan no parallel workers, on the connections that plan each statement and those that reuse plans', async () => {
    // A request is one of many in flight: no core is idle for a worker, and starting one cost milliseconds.
    for (const options of [undefined, REUSED_PLAN]) {
      expect(
        await database.db.query("SELECT current_setting('max_parallel_workers_per_gather') AS setting", [], options),
      ).toEqual([{ setting: '0' }]);
    }
  });
});
