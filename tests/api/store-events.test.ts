import { pino } from 'pino';
import { describe, expect, it } from 'vitest';
import type { StoreEvent } from '@spectrum/shared';
import { StoreEvents } from '../../server/bff/src/live/store-events';
import { fileTestApi } from '../support/api';
import { createProduct, createUser, orderBody } from '../support/fixtures';

const { api, client } = await fileTestApi();

const seller = await createUser(api.db, { role: 2 });
const customer = await createUser(api.db, { role: 1 });

/** A BFF's view of the stream: every event it heard, and how often it was told to drop its caches. */
function follow(secret = api.config.bffSecret) {
  const heard: StoreEvent[] = [];
  let resets = 0;
  const events = new StoreEvents({
    apiUrl: `${api.origin}/api`,
    secret,
    logger: pino({ level: 'silent' }),
    retryMs: 20,
    maxRetryMs: 50,
  });
  events.subscribe((event) => heard.push(event));
  events.onReset(() => resets++);
  events.start();
  /** Resolves with the events heard once one matches. */
  const until = (match: (event: StoreEvent) => boolean) =>
    new Promise<StoreEvent[]>((resolve) => {
      const check = () => (heard.some(match) ? resolve([...heard]) : setTimeout(check, 10));
      check();
    });
  return { events, heard, until, resets: () => resets };
}

function order(productId: number, qty: number) {
  return client.post('/transactions/new', orderBody([{ productId, qty }]), customer.token);
}

describe('GET /api/events/stream', () => {
  it('is refused without the BFF secret, or with another one', async () => {
    const none = await fetch(`${api.origin}/api/events/stream`);
    expect(none.status).toBe(403);
    expect(((await none.json()) as { code: string }).code).toBe('FORBIDDEN');
    const wrong = await fetch(`${api.origin}/api/events/stream`, {
      headers: { 'x-bff-secret': 'not-the-secret-at-all' },
    });
    expect(wrong.status).toBe(403);
  });

  it('announces committed changes and nothing of a change that rolled back', async () => {
    const productId = await createProduct(api.db, seller.id, { stock: 2, price: 50_000 });
    const stream = follow();
    await stream.events.ready();
    try {
      // Refused inside its transaction (not enough stock): nothing may be announced.
      expect((await order(productId, 3)).status).toBe(409);
      const placed = await order(productId, 2);
      expect(placed.status).toBe(201);
      const orderId = (placed.body.data as { id: number }).id;
      const heard = await stream.until((event) => event.type === 'order.changed');
      expect(heard).toEqual([
        { type: 'notification.created', userId: seller.id },
        { type: 'notification.created', userId: customer.id },
        { type: 'product.changed', productIds: [productId] },
        { type: 'order.changed', orderId, customerId: customer.id, sellerIds: [seller.id] },
      ]);

      const restocked = await client.post(`/products/${productId}/restock`, { stock: 5 }, seller.token);
      expect(restocked.status).toBe(200);
      await stream.until((event) => event.type === 'product.changed' && stream.heard.length === 5);
      expect(stream.heard[4]).toEqual({ type: 'product.changed', productIds: [productId] });
    } finally {
      stream.events.stop();
    }
  });

  it('reaches every follower, and a stopped one no longer', async () => {
    const productId = await createProduct(api.db, seller.id, { stock: 0 });
    const [first, second] = [follow(), follow()];
    await Promise.all([first.events.ready(), second.events.ready()]);
    second.events.stop();
    expect((await client.post(`/products/${productId}/restock`, { stock: 1 }, seller.token)).status).toBe(200);
    const changed = (event: StoreEvent) => event.type === 'product.changed' && event.productIds.includes(productId);
    await first.until(changed);
    first.events.stop();
    expect(second.heard.filter(changed)).toEqual([]);
  });

  it('a follower with the wrong secret keeps trying and never hears a change', async () => {
    const stream = follow('a-wrong-secret-of-some-length');
    const productId = await createProduct(api.db, seller.id, { stock: 0 });
    const witness = follow();
    await witness.events.ready();
    await client.post(`/products/${productId}/restock`, { stock: 1 }, seller.token);
    await witness.until((event) => event.type === 'product.changed');
    expect(stream.events.connected).toBe(false);
    expect(stream.heard).toEqual([]);
    stream.events.stop();
    witness.events.stop();
  });

  it.runIf(process.env.DATABASE_URL)(
    'when the database drops the notification connection, followers are told to reset and hear changes again',
    async () => {
      const stream = follow();
      await stream.events.ready();
      const resetsBefore = stream.resets();
      await api.db.query(
        "SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = current_database() AND query LIKE 'LISTEN%'",
      );
      // Told when the stream is lost and again when it is back.
      await new Promise<void>((resolve) => {
        const check = () =>
          stream.resets() >= resetsBefore + 2 && stream.events.connected ? resolve() : setTimeout(check, 10);
        check();
      });
      const productId = await createProduct(api.db, seller.id, { stock: 0 });
      await client.post(`/products/${productId}/restock`, { stock: 1 }, seller.token);
      await stream.until((event) => event.type === 'product.changed' && event.productIds.includes(productId));
      stream.events.stop();
    },
  );
});
