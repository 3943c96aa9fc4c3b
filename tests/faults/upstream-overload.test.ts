// A store API that accepts connections and never answers (a black hole), and clients that give up: the BFF
// bounds what it sends upstream, refuses the rest at once with a typed error, cancels what its clients
// abandoned (freeing the sockets), and says it is not ready.
import http from 'node:http';
import net from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterEach, describe, expect, it } from 'vitest';
import { freePort, getOnce } from '../support/processes';
import { graphql, keepAliveAgent, tally } from './support/load';
import { metric, startBff } from './support/servers';

const cleanups: (() => Promise<unknown> | void)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

const PRODUCTS = '{ products(limit: 6) { items { id name } } }';

async function until(condition: () => boolean | Promise<boolean>, guardMs: number, what: string) {
  const deadline = Date.now() + guardMs;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error(`gave up waiting for ${what}`);
    await sleep(50);
  }
}

/**
 * These tests count the calls made for clients and the sockets they hold; the BFF's own event stream is one more
 * long-lived connection, which tests/api/store-events.test.ts and tests/bff/store-events.test.ts cover.
 */
const NO_EVENT_STREAM = { STORE_EVENTS: 'false' };

/** Accepts connections, reads what is sent, answers nothing. Counts the calls (by request line) and open sockets. */
async function blackHole() {
  const sockets = new Set<net.Socket>();
  const requestLines: string[] = [];
  const server = net.createServer((socket) => {
    sockets.add(socket);
    let head = '';
    socket.on('data', (chunk) => {
      if (head.includes('\n')) return;
      head += chunk.toString('latin1');
      if (head.includes('\n')) requestLines.push(head.split('\r\n')[0]!);
    });
    socket.on('close', () => sockets.delete(socket));
    socket.on('error', () => undefined);
  });
  const port = await freePort();
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  cleanups.push(() => {
    for (const socket of sockets) socket.destroy();
    return new Promise((resolve) => server.close(resolve));
  });
  return {
    origin: `http://127.0.0.1:${port}`,
    openSockets: () => sockets.size,
    calls: () => requestLines.filter((line) => !line.includes('/readyz')).length,
  };
}

describe('a black-hole store API', () => {
  it('bounds the calls, refuses the rest at once with SERVICE_UNAVAILABLE, frees the sockets of abandoned requests, and is not ready', async () => {
    const hole = await blackHole();
    const bff = await startBff(hole.origin, {
      ...NO_EVENT_STREAM,
      UPSTREAM_MAX_CONCURRENCY: '16',
      UPSTREAM_MAX_QUEUE: '16',
      UPSTREAM_TIMEOUT_MS: '30000',
    });
    cleanups.push(() => {
      bff.server.child.kill('SIGKILL');
    });
    const agent = keepAliveAgent(200);
    cleanups.push(() => agent.destroy());

    // 200 clients at once, each giving up after 8 s as a browser user would.
    const outcomes = await Promise.all(
      Array.from({ length: 200 }, () =>
        graphql(agent, bff.origin, PRODUCTS, {}, { abortAfterMs: 8_000, guardMs: 20_000 }),
      ),
    );
    const refused = outcomes.filter((outcome) => outcome.status === 503);
    const abandoned = outcomes.filter((outcome) => outcome.error === 'ABORTED');
    console.log(
      `[faults] black hole: ${JSON.stringify(tally(outcomes))}; upstream calls ${hole.calls()}; slowest 503 ${Math.round(
        Math.max(...refused.map((outcome) => outcome.ms)),
      )} ms`,
    );
    // At most 16 calls went upstream: the sockets of the pool, and no more, are what a dead API costs.
    expect(hole.calls()).toBeGreaterThan(0);
    expect(hole.calls()).toBeLessThanOrEqual(16);
    // Everyone beyond them was answered, before giving up, with the typed error and a 503: at once when the
    // queue was full, after UPSTREAM_QUEUE_TIMEOUT_MS (2 s) when queued.
    expect(refused.length).toBeGreaterThanOrEqual(200 - 16);
    for (const outcome of refused) {
      expect(JSON.parse(outcome.body).errors[0].extensions.code).toBe('SERVICE_UNAVAILABLE');
      expect(outcome.headers['retry-after']).toMatch(/^\d+$/);
    }
    expect(refused.length + abandoned.length).toBe(200);

    // The abandoned calls were cancelled: their upstream sockets close, nothing stays in flight or queued.
    await until(() => hole.openSockets() === 0, 10_000, 'the upstream sockets to close');
    const metrics = (await getOnce(bff.metricsUrl)).body;
    expect(metric(metrics, 'upstream_in_flight')).toBe(0);
    expect(metric(metrics, 'upstream_queue_depth')).toBe(0);
    expect(metric(metrics, 'upstream_requests_total', { outcome: 'aborted' })).toBeGreaterThan(0);
    expect(metric(metrics, 'upstream_rejected_total', { reason: 'queue_full' })).toBeGreaterThan(0);

    // Readiness asks the API, which does not answer within READY_TIMEOUT_MS.
    const ready = await getOnce(`${bff.origin}/readyz`);
    expect(ready.status).toBe(503);
    expect(JSON.parse(ready.body)).toMatchObject({ ready: false, storeApi: 'down' });
  });
});

describe('clients that give up', () => {
  it('cancels the store API calls made for them', async () => {
    const started: http.IncomingMessage[] = [];
    const cancelled: string[] = [];
    const slowApi = http.createServer((req, res) => {
      started.push(req);
      res.on('close', () => {
        if (!res.writableFinished) cancelled.push(req.url ?? '');
      });
      // Answers after 5 s, long after the clients gave up.
      setTimeout(() => {
        if (!res.destroyed) res.writeHead(200, { 'content-type': 'application/json' }).end('{"status":200,"data":[]}');
      }, 5_000).unref();
    });
    const port = await freePort();
    await new Promise<void>((resolve) => slowApi.listen(port, '127.0.0.1', resolve));
    cleanups.push(() => {
      slowApi.closeAllConnections();
      return new Promise((resolve) => slowApi.close(resolve));
    });
    const bff = await startBff(`http://127.0.0.1:${port}`, NO_EVENT_STREAM);
    cleanups.push(() => {
      bff.server.child.kill('SIGKILL');
    });
    const agent = keepAliveAgent(20);
    cleanups.push(() => agent.destroy());

    const outcomes = await Promise.all(
      Array.from({ length: 20 }, () => graphql(agent, bff.origin, PRODUCTS, {}, { abortAfterMs: 500 })),
    );
    expect(outcomes.every((outcome) => outcome.error === 'ABORTED')).toBe(true);
    await until(() => cancelled.length === started.length && started.length > 0, 5_000, 'the calls to be cancelled');
    console.log(`[faults] client aborts: ${started.length} upstream calls started, ${cancelled.length} cancelled`);
    expect(cancelled.length).toBe(started.length);
    const metrics = (await getOnce(bff.metricsUrl)).body;
    expect(metric(metrics, 'upstream_requests_total', { outcome: 'aborted' })).toBe(started.length);
    expect(metric(metrics, 'upstream_in_flight')).toBe(0);
  });
});
