import type { StoreApiContract } from '@spectrum/shared';
import type { AppDeps } from '../../deps';
import type { GroupImplementation } from '../../lib/contract-router';
import type { StoreEventHub } from '../../lib/store-events';

/** A comment line this often keeps an idle stream from being cut by proxies and tells a dead peer apart. */
const HEARTBEAT_MS = 15_000;

export function eventRoutes(
  deps: Pick<AppDeps, 'logger'>,
  hub: StoreEventHub,
): GroupImplementation<StoreApiContract['events']> {
  return {
    async stream({ req, res }) {
      res.status(200).set({
        'content-type': 'text/event-stream; charset=utf-8',
        'cache-control': 'no-store',
        // nginx and other proxies would otherwise hold the events back in their buffers.
        'x-accel-buffering': 'no',
      });
      res.flushHeaders();
      const ended = new Promise<void>((resolve) => {
        res.once('close', resolve);
      });
      const unsubscribe = await hub.subscribe({
        onEvent: (event) => res.write(`event: store\ndata: ${JSON.stringify(event)}\n\n`),
        onEnd: () => res.end(),
      });
      // Sent once subscribed: whatever commits from now on reaches this stream.
      res.write('event: ready\ndata: {}\n\n');
      const heartbeat = setInterval(() => res.write(': heartbeat\n\n'), HEARTBEAT_MS);
      deps.logger.debug({ from: req.ip }, 'a BFF subscribed to the store events');
      await ended;
      clearInterval(heartbeat);
      unsubscribe();
      return { streamed: true };
    },
  };
}
