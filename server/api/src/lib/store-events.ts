import type { Logger } from 'pino';
import { storeEventSchema, type StoreEvent } from '@spectrum/shared';
import type { Db } from '../db/client';
import { STORE_EVENTS_CHANNEL } from './store-events.repo';

export { publishStoreEvent } from './store-events.repo';

interface Subscriber {
  onEvent(event: StoreEvent): void;
  /** Events may have been missed and no more will come to this subscriber. */
  onEnd(): void;
}

/**
 * The store events this process hears from the database, handed to its subscribers (the BFFs' streams). It
 * listens only while someone subscribes; when the database connection is lost, every subscriber is ended (the
 * BFFs reconnect and drop what they cached), and the next subscriber listens afresh.
 */
export class StoreEventHub {
  private readonly subscribers = new Set<Subscriber>();
  private listening: Promise<() => Promise<void>> | undefined;
  private closed = false;

  constructor(
    private readonly db: Pick<Db, 'listen'>,
    private readonly logger: Logger,
  ) {}

  /** Resolves once events committed from now on will reach `subscriber`; to a function that unsubscribes. */
  async subscribe(subscriber: Subscriber): Promise<() => void> {
    if (this.closed) throw new Error('The store event hub is closed');
    this.subscribers.add(subscriber);
    try {
      await this.listen();
    } catch (error) {
      this.subscribers.delete(subscriber);
      throw error;
    }
    return () => this.subscribers.delete(subscriber);
  }

  /** Ends every subscriber and stops listening (the process is stopping). */
  async close(): Promise<void> {
    this.closed = true;
    this.endAll();
    const listening = this.listening;
    this.listening = undefined;
    if (listening) await (await listening.catch(() => async () => undefined))();
  }

  private listen(): Promise<() => Promise<void>> {
    this.listening ??= this.db
      .listen(
        STORE_EVENTS_CHANNEL,
        (payload) => this.deliver(payload),
        (error) => {
          this.logger.warn({ err: error }, 'lost the store event notifications; ending the event streams');
          this.listening = undefined;
          this.endAll();
        },
      )
      .catch((error: unknown) => {
        this.listening = undefined;
        throw error;
      });
    return this.listening;
  }

  private deliver(payload: string): void {
    let event: StoreEvent;
    try {
      event = storeEventSchema.parse(JSON.parse(payload));
    } catch (error) {
      this.logger.error({ err: error, payload }, 'a store event that is not one was published; ignored');
      return;
    }
    for (const subscriber of this.subscribers) subscriber.onEvent(event);
  }

  private endAll(): void {
    const ended = [...this.subscribers];
    this.subscribers.clear();
    for (const subscriber of ended) subscriber.onEnd();
  }
}
