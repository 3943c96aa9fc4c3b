// The store API killed (kill -9) under GraphQL load, then back: the BFF answers a typed SERVICE_UNAVAILABLE
// with HTTP 503 at once while it is down (no request hangs, the circuit spares it the calls), its readiness
// turns red, and it serves again as soon as the API is back.
import { setTimeout as sleep } from 'node:timers/promises';
import { afterEach, describe, expect, it } from 'vitest';
import { getOnce } from '../support/processes';
import { graphql, keepAliveAgent, loadUntil, tally } from './support/load';
import { embeddedStore, exitOf, metric, startApi, startBff, type StoreFixture } from './support/servers';

const stores: StoreFixture[] = [];
const cleanups: (() => Promise<unknown>)[] = [];
afterEach(async () => {
  await Promise.all(cleanups.splice(0).map((cleanup) => cleanup()));
  await Promise.all(stores.splice(0).map((store) => store.dispose()));
});

const PRODUCTS = '{ products(limit: 6) { items { id name price } } }';
const GUARD_MS = 15_000;

describe('the store API killed under GraphQL load, then back', () => {
  it('answers SERVICE_UNAVAILABLE (503) quickly while it is down, opens the circuit, and recovers once it is back', async () => {
    // The API comes back on a second store of the same shape: the BFF cares that it answers, not about its data.
    const [first, second] = [
      await embeddedStore({ products: 6, stock: 10, customers: 0 }),
      await embeddedStore({ products: 6, stock: 10, customers: 0 }),
    ];
    stores.push(first, second);
    const api = await startApi(first);
    const bff = await startBff(api.origin);
    cleanups.push(async () => {
      for (const server of [bff.server, api.server]) if (!server.hasExited()) server.child.kill('SIGKILL');
    });
    const agent = keepAliveAgent(8);
    // 'restarting' is neither down nor back: the API may serve before startApi has seen it ready.
    let phase: 'up' | 'down' | 'restarting' | 'back' = 'up';
    let running = true;
    const load = loadUntil(
      8,
      () => running,
      async () => {
        // The phase the request was sent in: one sent just before the kill may still be answered 200 after it.
        const sentIn = phase;
        return { ...(await graphql(agent, bff.origin, PRODUCTS, {}, { guardMs: GUARD_MS })), phase: sentIn };
      },
      20,
    );

    await sleep(1_000);
    api.server.child.kill('SIGKILL');
    await exitOf(api.server);
    phase = 'down';
    await sleep(1_500);
    const readyWhileDown = await getOnce(`${bff.origin}/readyz`);
    const metricsWhileDown = (await getOnce(bff.metricsUrl)).body;

    phase = 'restarting';
    const back = await startApi(second, { API_PORT: String(api.port) });
    cleanups.push(async () => {
      if (!back.server.hasExited()) back.server.child.kill('SIGKILL');
    });
    const backAt = Date.now();
    phase = 'back';
    await sleep(2_000);
    running = false;
    const outcomes = (await load) as (Awaited<typeof load>[number] & { phase: string })[];
    agent.destroy();

    // No request hung, and none failed in another way than a typed SERVICE_UNAVAILABLE with HTTP 503.
    expect(
      outcomes.filter((outcome) => outcome.error),
      JSON.stringify(tally(outcomes)),
    ).toEqual([]);
    const failed = outcomes.filter((outcome) => outcome.status !== 200);
    expect(failed.length).toBeGreaterThan(0);
    for (const outcome of failed) {
      expect(outcome.status).toBe(503);
      expect(outcome.headers['retry-after']).toMatch(/^\d+$/);
      expect(JSON.parse(outcome.body).errors[0].extensions.code).toBe('SERVICE_UNAVAILABLE');
    }
    // While it was down: readiness red, the circuit open, and the BFF stopped calling the API.
    expect(readyWhileDown.status).toBe(503);
    // Open (2), or half-open (1) for the instant its probe takes: an open circuit lets one probe through
    // every CIRCUIT_HALF_OPEN_AFTER_MS, so a snapshot may land in either; never closed (0) while the API is down.
    expect([1, 2]).toContain(metric(metricsWhileDown, 'upstream_circuit_state'));
    expect(metric(metricsWhileDown, 'upstream_rejected_total', { reason: 'circuit_open' })).toBeGreaterThan(0);
    const whileDown = outcomes.filter((outcome) => outcome.phase === 'down');
    expect(whileDown.length).toBeGreaterThan(0);
    expect(whileDown.every((outcome) => outcome.status === 503)).toBe(true);

    // Back: every request sent a second after the API was ready again succeeded.
    const afterRecovery = outcomes.filter((outcome) => outcome.phase === 'back' && outcome.startedAt >= backAt + 1_000);
    expect(afterRecovery.length).toBeGreaterThan(0);
    expect(afterRecovery.filter((outcome) => outcome.status !== 200)).toEqual([]);
    const firstSuccess = outcomes.find((outcome) => outcome.phase === 'back' && outcome.status === 200);
    console.log(
      `[faults] API outage: ${JSON.stringify(tally(outcomes))}; slowest 503 ${Math.round(
        Math.max(...failed.map((outcome) => outcome.ms)),
      )} ms; first success ${firstSuccess ? firstSuccess.startedAt + firstSuccess.ms - backAt : '-'} ms after the API was ready`,
    );
    expect((await getOnce(`${bff.origin}/readyz`)).status).toBe(200);
    // The metrics are on their own port only, never on the public ones.
    expect((await getOnce(bff.metricsUrl)).body).toContain('upstream_circuit_state');
    expect((await getOnce(`${bff.origin}/metrics`)).body).not.toContain('upstream_circuit_state');
    expect((await getOnce(`${back.origin}/metrics`)).status).toBe(404);
  });
});
