import type { StoreEvent } from '@spectrum/shared';
import type { StoreEvents } from './store-events';

/** One piece of news for one person, before the counts and the message are read for them. */
export type InboxSignal =
  | { kind: 'MESSAGE'; conversationId: number; messageId: number }
  | { kind: 'NOTIFICATION' }
  | { kind: 'READ' }
  | { kind: 'ORDER'; orderId: number }
  | { kind: 'RESYNC' }
  | { kind: 'OPENED' };

/** News a slow reader may have waiting before it is replaced by one RESYNC (bounds a socket's memory). */
export const MAX_WAITING_SIGNALS = 100;

/** Who hears of a store event: each person it concerns, with what they hear. */
export function recipientsOf(event: StoreEvent): [number, InboxSignal][] {
  switch (event.type) {
    case 'message.created': {
      const signal: InboxSignal = {
        kind: 'MESSAGE',
        conversationId: event.conversationId,
        messageId: event.messageId,
      };
      return [
        [event.recipientId, signal],
        [event.senderId, signal],
      ];
    }
    case 'messages.read':
    case 'notifications.read':
      return [[event.userId, { kind: 'READ' }]];
    case 'notification.created':
      return [[event.userId, { kind: 'NOTIFICATION' }]];
    case 'order.changed':
      return [event.customerId, ...event.sellerIds].map((userId) => [
        userId,
        { kind: 'ORDER', orderId: event.orderId },
      ]);
    default:
      return [];
  }
}

/**
 * The store events of this BFF, sorted by person: each live subscription hears only the news of the person
 * signed in on its socket. When the store's event stream was lost, everyone hears RESYNC.
 */
export class InboxHub {
  private readonly readers = new Map<number, Set<(signal: InboxSignal) => void>>();

  constructor(storeEvents: Pick<StoreEvents, 'subscribe' | 'onReset'>) {
    storeEvents.subscribe((event) => {
      for (const [userId, signal] of recipientsOf(event)) this.tell(userId, signal);
    });
    storeEvents.onReset(() => {
      for (const readers of this.readers.values()) for (const reader of readers) reader({ kind: 'RESYNC' });
    });
  }

  /** Subscriptions open now. */
  get size(): number {
    let size = 0;
    for (const readers of this.readers.values()) size += readers.size;
    return size;
  }

  /**
   * The news of one person, as an async iterator that ends when the subscription does. It starts with OPENED,
   * so the subscriber learns the counts as they are without asking over HTTP.
   */
  listen(userId: number): AsyncIterableIterator<InboxSignal> {
    const waiting: InboxSignal[] = [{ kind: 'OPENED' }];
    let wake: ((result: IteratorResult<InboxSignal>) => void) | undefined;
    let done = false;
    const reader = (signal: InboxSignal) => {
      if (done) return;
      if (wake) {
        const resolve = wake;
        wake = undefined;
        resolve({ value: signal, done: false });
      } else if (waiting.length >= MAX_WAITING_SIGNALS) {
        waiting.splice(0, waiting.length, { kind: 'RESYNC' });
      } else waiting.push(signal);
    };
    const readers = this.readers.get(userId) ?? new Set();
    readers.add(reader);
    this.readers.set(userId, readers);
    const finish = (): Promise<IteratorResult<InboxSignal>> => {
      done = true;
      readers.delete(reader);
      if (readers.size === 0 && this.readers.get(userId) === readers) this.readers.delete(userId);
      wake?.({ value: undefined, done: true });
      wake = undefined;
      return Promise.resolve({ value: undefined, done: true });
    };
    return {
      next: () => {
        if (done) return Promise.resolve({ value: undefined, done: true });
        const signal = waiting.shift();
        if (signal) return Promise.resolve({ value: signal, done: false });
        return new Promise((resolve) => (wake = resolve));
      },
      return: finish,
      throw: async (error: unknown) => {
        await finish();
        throw error;
      },
      [Symbol.asyncIterator]() {
        return this;
      },
    };
  }

  private tell(userId: number, signal: InboxSignal): void {
    for (const reader of this.readers.get(userId) ?? []) reader(signal);
  }
}
