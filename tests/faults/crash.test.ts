// kill -9 of the store API in the middle of checkouts, on embedded PGlite and on PostgreSQL: after a restart
// nothing acknowledged is lost, nothing is oversold, and retrying every checkout with its idempotency key
// replays the orders that were made instead of making them twice. Also: a lock that names a live process
// which is not a store API does not keep the API from starting.
import { spawn } from 'node:child_process';
import fs from 'node:fs/promises';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterEach, describe, expect, it } from 'vitest';
import { keepAliveAgent, loadUntil, send, tally } from './support/load';
import { checkoutBody, orderInvariants } from './support/orders';
import { embeddedStore, exitOf, postgresStore, startApi, type StoreFixture } from './support/servers';

const stores: StoreFixture[] = [];
const cleanups: (() => void)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0)) cleanup();
  await Promise.all(stores.splice(0).map((store) => store.dispose()));
});

/** Few units of few products, so checkouts also run out of stock and compete for the same rows. */
const SHAPE = { products: 3, stock: 60, customers: 12 };

async function crashDuringCheckouts(store: StoreFixture) {
  const api = await startApi(store);
  cleanups.push(() => {
    if (!api.server.hasExited()) api.server.child.kill('SIGKILL');
  });
  const agent = keepAliveAgent(12);
  const acknowledged = new Map<string, number>();
  const attempted = new Map<string, { worker: number; body: ReturnType<typeof checkoutBody> }>();
  let killed = false;
  const checkout = (worker: number, key: string, body: ReturnType<typeof checkoutBody>, origin: string) =>
    send(agent, `${origin}/api/transactions/new`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'x-access-token': store.customers[worker]!.token,
        'idempotency-key': key,
      },
      body: JSON.stringify(body),
    });

  const load = loadUntil(
    12,
    () => !killed,
    async (worker, sequence) => {
      const key = `crash-${worker}-${sequence}`;
      const body = checkoutBody(store.products[(worker + sequence) % SHAPE.products]!.id, 1 + (sequence % 2));
      attempted.set(key, { worker, body });
      const outcome = await checkout(worker, key, body, api.origin);
      if (outcome.status === 201) acknowledged.set(key, (JSON.parse(outcome.body) as { data: { id: number } }).data.id);
      return outcome;
    },
  );
  const deadline = Date.now() + 60_000;
  while (acknowledged.size < 15 && Date.now() < deadline) await sleep(20);
  api.server.child.kill('SIGKILL');
  killed = true;
  await exitOf(api.server);
  const outcomes = await load;

  const restarted = await startApi(store, { API_PORT: String(api.port) });
  cleanups.push(() => {
    if (!restarted.server.hasExited()) restarted.server.child.kill('SIGKILL');
  });
  // Every checkout again with its key, as a client that never heard back would.
  const retried = new Map<string, { status?: number; id?: number; replayed: boolean }>();
  for (const [key, { worker, body }] of attempted) {
    const outcome = await checkout(worker, key, body, restarted.origin);
    const id =
      outcome.status === 200 || outcome.status === 201
        ? (JSON.parse(outcome.body) as { data: { id: number } }).data.id
        : undefined;
    retried.set(key, { status: outcome.status, id, replayed: outcome.headers['idempotent-replayed'] === 'true' });
  }
  restarted.server.child.kill('SIGTERM');
  expect((await exitOf(restarted.server)).code).toBe(0);
  agent.destroy();

  const db = await store.open();
  try {
    const report = await orderInvariants(db, store, acknowledged);
    console.log(
      `[faults] kill -9 (${store.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite'}): before ${JSON.stringify(tally(outcomes))}, ` +
        `${acknowledged.size} acknowledged, ${report.orders} orders after retrying ${attempted.size} keys`,
    );
    expect(report.missingAcknowledged).toEqual([]);
    expect(report.stockMismatches).toEqual([]);
    expect(report.inconsistentOrders).toEqual([]);
    expect(report.duplicateKeys).toEqual([]);
    // An acknowledged checkout retried is a replay of the same order.
    for (const [key, id] of acknowledged) expect(retried.get(key), key).toEqual({ status: 200, id, replayed: true });
    // Every retried key now names exactly one order, or was refused for lack of stock (409) and names none.
    const orderKeys = new Set(
      (await db.query<{ idempotency_key: string }>('SELECT idempotency_key FROM transactions')).map(
        (row) => row.idempotency_key,
      ),
    );
    for (const [key, result] of retried) {
      if (result.status === 409) expect(orderKeys.has(key), key).toBe(false);
      else {
        expect([200, 201], key).toContain(result.status);
        expect(orderKeys.has(key), key).toBe(true);
      }
    }
  } finally {
    await db.close();
  }
}

describe('kill -9 during checkouts', () => {
  it('on embedded PGlite: the restart takes over the dead lock, and the invariants hold', async () => {
    const store = await embeddedStore(SHAPE);
    stores.push(store);
    await crashDuringCheckouts(store);
  });

  it.skipIf(!process.env.DATABASE_URL)('on PostgreSQL: the invariants hold', async () => {
    const store = await postgresStore(process.env.DATABASE_URL!, SHAPE);
    stores.push(store);
    await crashDuringCheckouts(store);
  });
});

describe('a stale embedded database lock', () => {
  it('naming a live process that is not a store API (a reused pid) does not block the start', async () => {
    const store = await embeddedStore({ products: 1, stock: 1, customers: 0 });
    stores.push(store);
    const unrelated = spawn(process.execPath, ['-e', 'setInterval(() => {}, 1000)'], { stdio: 'ignore' });
    cleanups.push(() => unrelated.kill('SIGKILL'));
    // What a crashed API used to leave behind, once the system had given its pid to another process.
    await fs.writeFile(path.join(store.env.DATA_DIR!, 'pglite.lock'), String(unrelated.pid));

    const api = await startApi(store);
    cleanups.push(() => {
      if (!api.server.hasExited()) api.server.child.kill('SIGKILL');
    });
    expect(api.server.output()).toContain('Store API ready');
    expect(unrelated.exitCode).toBeNull();
    api.server.child.kill('SIGTERM');
    expect((await exitOf(api.server)).code).toBe(0);
  });
});
