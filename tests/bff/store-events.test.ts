import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { pino } from 'pino';
import { afterEach, describe, expect, it } from 'vitest';
import { StoreEvents } from '../../server/bff/src/live/store-events';

const cleanups: (() => Promise<void> | void)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

/** A stand-in store API whose event stream says `ready`, sends what `speak` writes, then nothing at all. */
async function silentApi(speak: (res: http.ServerResponse) => void = () => undefined) {
  let connections = 0;
  const server = http.createServer((req, res) => {
    if (req.url !== '/api/events/stream') return void res.writeHead(404).end();
    connections++;
    res.writeHead(200, { 'content-type': 'text/event-stream' });
    res.write('event: ready\ndata: {}\n\n');
    speak(res);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  cleanups.push(() => {
    server.closeAllConnections();
    return new Promise((resolve) => server.close(() => resolve()));
  });
  return { apiUrl: `http://127.0.0.1:${(server.address() as AddressInfo).port}/api`, connections: () => connections };
}

function follow(apiUrl: string, silenceMs: number) {
  const events = new StoreEvents({
    apiUrl,
    secret: 'a-secret-for-these-tests',
    logger: pino({ level: 'silent' }),
    retryMs: 10,
    maxRetryMs: 20,
    silenceMs,
  });
  let resets = 0;
  events.onReset(() => resets++);
  events.start();
  cleanups.push(() => events.stop());
  return { events, resets: () => resets };
}

const until = async (condition: () => boolean) => {
  while (!condition()) await new Promise((resolve) => setTimeout(resolve, 10));
};

describe('following the store events', () => {
  it('takes a stream that goes silent for lost: resets, and connects again', async () => {
    const api = await silentApi();
    const stream = follow(api.apiUrl, 300);
    await stream.events.ready();
    // Reset on the first `ready`, on the loss, and on the next `ready`.
    await until(() => api.connections() >= 2 && stream.resets() >= 3);
    expect(stream.events.connected).toBe(true);
  });

  it('keeps a stream that heartbeats', async () => {
    const api = await silentApi((res) => {
      const beat = setInterval(() => res.write(': heartbeat\n\n'), 50);
      res.on('close', () => clearInterval(beat));
    });
    const stream = follow(api.apiUrl, 300);
    await stream.events.ready();
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    expect(api.connections()).toBe(1);
    expect(stream.resets()).toBe(1);
  });
});
