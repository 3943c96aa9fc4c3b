// SIGTERM under load: a stop finishes the requests it started. Clients keep their connections open (as browsers
// and the BFF do), so requests also arrive on kept-open connections while the server is stopping.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterEach, describe, expect, it } from 'vitest';
import { freePort } from '../support/processes';
import { graphql, keepAliveAgent, loadUntil, send, tally, type Outcome } from './support/load';
import { checkoutBody, orderInvariants } from './support/orders';
import { embeddedStore, exitOf, logMessages, startApi, waitUntilReady, type StoreFixture } from './support/servers';

const repoRoot = path.resolve(import.meta.dirname, '../..');
const stores: StoreFixture[] = [];
afterEach(async () => {
  await Promise.all(stores.splice(0).map((store) => store.dispose()));
});

async function until(condition: () => boolean, guardMs: number, what: string) {
  const deadline = Date.now() + guardMs;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error(`gave up waiting for ${what}`);
    await sleep(20);
  }
}

/** Answers that are neither a success nor a refused new connection (the server had stopped listening). */
const failures = (outcomes: readonly Outcome[], ok: number) =>
  outcomes.filter((outcome) => outcome.status !== ok && outcome.error !== 'ECONNREFUSED');

describe('SIGTERM under load', () => {
  it('the store API finishes every checkout in flight, then closes its database and lock, and every acknowledged order is saved', async () => {
    const store = await embeddedStore({ products: 4, stock: 100_000, customers: 16 });
    stores.push(store);
    const api = await startApi(store);
    const agent = keepAliveAgent(16);
    const acknowledged = new Map<string, number>();
    let exited = false;
    void api.server.exited.then(() => (exited = true));

    const load = loadUntil(
      16,
      () => !exited,
      async (worker, sequence) => {
        const key = `sigterm-${worker}-${sequence}`;
        const outcome = await send(agent, `${api.origin}/api/transactions/new`, {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            'x-access-token': store.customers[worker]!.token,
            'idempotency-key': key,
          },
          body: JSON.stringify(checkoutBody(store.products[sequence % store.products.length]!.id)),
        });
        if (outcome.status === 201)
          acknowledged.set(key, (JSON.parse(outcome.body) as { data: { id: number } }).data.id);
        return outcome;
      },
    );
    await until(() => acknowledged.size >= 40, 60_000, '40 orders before the stop');
    api.server.child.kill('SIGTERM');
    const outcomes = await load;
    const { code } = await exitOf(api.server);
    agent.destroy();

    const log = logMessages(api.server.output());
    expect(code).toBe(0);
    expect(failures(outcomes, 201), JSON.stringify(tally(outcomes))).toEqual([]);
    const steps = [
      'shutting down: finishing the requests in flight',
      'every connection is closed',
      'database closed',
      'embedded database lock released',
      'store API stopped',
    ];
    expect(log.filter((message) => steps.includes(message))).toEqual(steps);
    // Some checkouts were running when the signal came, and were answered (with Connection: close).
    const inFlight = Number(/no longer accepting connections; (\d+) request/.exec(log.join('\n'))?.[1]);
    expect(inFlight).toBeGreaterThan(0);
    expect(outcomes.some((outcome) => outcome.status === 201 && outcome.headers.connection === 'close')).toBe(true);
    expect(fs.existsSync(path.join(store.env.DATA_DIR!, 'pglite.lock'))).toBe(false);

    const db = await store.open();
    try {
      const report = await orderInvariants(db, store, acknowledged);
      expect(report.missingAcknowledged).toEqual([]);
      expect(report.stockMismatches).toEqual([]);
      expect(report.orders).toBe(acknowledged.size);
    } finally {
      await db.close();
    }
  });

  it('npm start stops the BFF (which finishes its requests), then the API, and exits after both', async () => {
    const store = await embeddedStore({ products: 4, stock: 100_000, customers: 16 });
    stores.push(store);
    const [apiPort, bffPort] = [await freePort(), await freePort()];
    const origin = `http://127.0.0.1:${bffPort}`;
    const start = spawn(process.execPath, ['scripts/start.mjs'], {
      cwd: repoRoot,
      env: {
        ...process.env,
        ...store.env,
        NODE_ENV: 'development',
        LOG_LEVEL: 'info',
        SMTP_URL: '',
        API_PORT: String(apiPort),
        API_HOST: '127.0.0.1',
        PORT: String(bffPort),
        HOST: '127.0.0.1',
        API_URL: `http://127.0.0.1:${apiPort}/api`,
        WEB_DIST: path.join(os.tmpdir(), 'spectrum-faults-no-web'),
        WEB_SERVER_ENTRY: path.join(os.tmpdir(), 'spectrum-faults-no-web', 'entry-server.js'),
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    start.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    start.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    let exited = false;
    const exit = new Promise<number | null>((resolve) =>
      start.once('close', (code) => {
        exited = true;
        resolve(code);
      }),
    );
    try {
      const server = {
        name: 'bff' as const,
        child: start,
        pid: start.pid!,
        output: () => output,
        exited: exit.then((code) => ({ code, signal: null })),
        hasExited: () => exited,
      };
      await waitUntilReady(`${origin}/readyz`, server, 120_000);

      const agent = keepAliveAgent(16);
      const acknowledged = new Map<string, number>();
      const load = loadUntil(
        16,
        () => !exited,
        async (worker, sequence) => {
          if (sequence % 2 === 0) return graphql(agent, origin, '{ products(limit: 6) { items { id name price } } }');
          const key = `npm-start-${worker}-${sequence}`;
          const product = store.products[sequence % store.products.length]!;
          const outcome = await graphql(
            agent,
            origin,
            'mutation Checkout($input: CreateTransactionInput!) { createTransaction(input: $input) { __typename ... on CreateTransactionSuccess { order { id } } } }',
            {
              input: {
                items: [{ productId: String(product.id), quantity: 1 }],
                receiverName: 'Faults',
                address: 'Jl. Uji 1',
                phone: '+62 812 3456 7890',
                paymentId: '1',
                idempotencyKey: key,
              },
            },
            { token: store.customers[worker]!.token },
          );
          const order =
            outcome.status === 200 ? (JSON.parse(outcome.body) as CheckoutAnswer).data?.createTransaction : undefined;
          if (order?.order) acknowledged.set(key, Number(order.order.id));
          else if (outcome.status === 200) outcome.status = 599; // a GraphQL error: counted as a failure
          return outcome;
        },
      );
      await until(() => acknowledged.size >= 40, 60_000, '40 orders before the stop');
      start.kill('SIGTERM');
      const outcomes = await load;
      const code = await exit;
      agent.destroy();

      expect(code).toBe(0);
      expect(failures(outcomes, 200), JSON.stringify(tally(outcomes))).toEqual([]);
      const lines = output.split('\n');
      const at = (pattern: RegExp) => lines.findIndex((line) => pattern.test(line));
      const order = [
        at(/\[start\] stopping the BFF/),
        at(/\[bff\].*"BFF stopped"/),
        at(/\[start\] the BFF stopped \(exit code 0\)/),
        at(/\[start\] stopping the store API/),
        at(/\[api\].*"shutting down/),
        at(/\[api\].*"store API stopped"/),
        at(/\[start\] the store API stopped \(exit code 0\)/),
        at(/\[start\] everything stopped/),
      ];
      expect(
        order.every((index) => index >= 0),
        output,
      ).toBe(true);
      expect([...order].sort((a, b) => a - b)).toEqual(order);
      // The processes signalled were the servers themselves, and none outlives npm start.
      const pids = [...output.matchAll(/SIGTERM to process (\d+)/g)].map((match) => Number(match[1]));
      expect(pids).toHaveLength(2);
      for (const pid of pids) expect(() => process.kill(pid, 0)).toThrow();

      const db = await store.open();
      try {
        const report = await orderInvariants(db, store, acknowledged);
        expect(report.missingAcknowledged).toEqual([]);
        expect(report.stockMismatches).toEqual([]);
      } finally {
        await db.close();
      }
    } finally {
      if (!exited) start.kill('SIGKILL');
    }
  });
});

interface CheckoutAnswer {
  data?: { createTransaction?: { __typename: string; order?: { id: string } } | null } | null;
}
