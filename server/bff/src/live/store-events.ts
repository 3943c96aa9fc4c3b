import type { Logger } from 'pino';
import { BFF_SECRET_HEADER, fillPath, storeApi, storeEventSchema, type StoreEvent } from '@spectrum/shared';

export interface StoreEventsOptions {
  /** The store API, routes included (`…/api`). */
  apiUrl: string;
  /** BFF_SECRET, which the API asks of its internal routes. */
  secret: string;
  logger: Logger;
  /** The first wait before reconnecting; it doubles up to `maxRetryMs`. */
  retryMs?: number;
  maxRetryMs?: number;
  /**
   * A stream that sends nothing this long (the API's heartbeat comes every 15 s) is taken for lost: a hung API
   * or a cut network would otherwise leave the BFF believing it hears every change.
   */
  silenceMs?: number;
}

type Handler<T extends unknown[]> = (...args: T) => void;

/**
 * The store's changes as the API announces them (GET /api/events/stream), for this BFF's caches and live
 * clients. It reconnects by itself after a loss. There is no replay, so whoever keeps anything derived from the
 * store also listens to `onReset`: it is called when the stream is lost and again when it is back, since events
 * in between were missed.
 */
export class StoreEvents {
  private readonly eventHandlers = new Set<Handler<[StoreEvent]>>();
  private readonly resetHandlers = new Set<Handler<[]>>();
  private abort: AbortController | undefined;
  private retryTimer: NodeJS.Timeout | undefined;
  private readyWaiters: (() => void)[] = [];
  private isConnected = false;
  private retryMs: number;

  constructor(private readonly options: StoreEventsOptions) {
    this.retryMs = options.retryMs ?? 500;
  }

  /** Whether the stream is up: while it is not, changes are not heard. */
  get connected(): boolean {
    return this.isConnected;
  }

  subscribe(handler: Handler<[StoreEvent]>): () => void {
    this.eventHandlers.add(handler);
    return () => this.eventHandlers.delete(handler);
  }

  onReset(handler: Handler<[]>): () => void {
    this.resetHandlers.add(handler);
    return () => this.resetHandlers.delete(handler);
  }

  /** Resolves once connected: changes committed from then on will be heard. */
  ready(): Promise<void> {
    if (this.isConnected) return Promise.resolve();
    return new Promise((resolve) => this.readyWaiters.push(resolve));
  }

  start(): void {
    if (this.abort) return;
    this.abort = new AbortController();
    void this.run(this.abort.signal);
  }

  stop(): void {
    this.abort?.abort();
    this.abort = undefined;
    clearTimeout(this.retryTimer);
    this.setConnected(false);
  }

  private async run(signal: AbortSignal): Promise<void> {
    const url = `${this.options.apiUrl}${fillPath(storeApi.events.stream.path, {})}`;
    while (!signal.aborted) {
      const connection = new AbortController();
      const cut = () => connection.abort();
      signal.addEventListener('abort', cut, { once: true });
      const silence = this.silenceWatch(() => connection.abort(new Error('the event stream went silent')));
      try {
        const response = await fetch(url, {
          headers: { [BFF_SECRET_HEADER]: this.options.secret, accept: 'text/event-stream' },
          signal: connection.signal,
        });
        if (!response.ok || !response.body) throw new Error(`the event stream answered ${response.status}`);
        await this.read(response.body, signal, silence.heard);
        if (!signal.aborted) this.options.logger.warn('the store event stream ended; reconnecting');
      } catch (error) {
        if (signal.aborted) break;
        this.options.logger.warn({ err: error }, 'the store event stream failed; reconnecting');
      } finally {
        silence.stop();
        signal.removeEventListener('abort', cut);
      }
      this.lose();
      await this.wait(signal);
    }
  }

  /** Calls `onSilence` once nothing was heard for `silenceMs`; `heard` restarts the wait. */
  private silenceWatch(onSilence: () => void) {
    const silenceMs = this.options.silenceMs ?? 45_000;
    let timer = setTimeout(onSilence, silenceMs);
    timer.unref();
    return {
      heard: () => {
        clearTimeout(timer);
        timer = setTimeout(onSilence, silenceMs);
        timer.unref();
      },
      stop: () => clearTimeout(timer),
    };
  }

  private async read(body: ReadableStream<Uint8Array>, signal: AbortSignal, heard: () => void): Promise<void> {
    const decoder = new TextDecoder();
    let buffered = '';
    for await (const chunk of body) {
      if (signal.aborted) return;
      heard();
      buffered += decoder.decode(chunk, { stream: true });
      let end: number;
      while ((end = buffered.indexOf('\n\n')) >= 0) {
        this.handleMessage(buffered.slice(0, end));
        buffered = buffered.slice(end + 2);
      }
    }
  }

  private handleMessage(message: string): void {
    let type = 'message';
    const data: string[] = [];
    for (const line of message.split('\n')) {
      if (line.startsWith('event:')) type = line.slice(6).trim();
      else if (line.startsWith('data:')) data.push(line.slice(5).trimStart());
    }
    if (type === 'ready') {
      this.retryMs = this.options.retryMs ?? 500;
      this.setConnected(true);
      this.reset();
      return;
    }
    if (type !== 'store') return;
    const parsed = storeEventSchema.safeParse(safeJson(data.join('\n')));
    if (!parsed.success) {
      this.options.logger.warn({ data }, 'a store event this BFF does not know; ignored');
      return;
    }
    for (const handler of this.eventHandlers) handler(parsed.data);
  }

  private lose(): void {
    const was = this.isConnected;
    this.setConnected(false);
    if (was) this.reset();
  }

  private setConnected(connected: boolean): void {
    this.isConnected = connected;
    if (!connected) return;
    const waiters = this.readyWaiters;
    this.readyWaiters = [];
    for (const resolve of waiters) resolve();
  }

  private reset(): void {
    for (const handler of this.resetHandlers) handler();
  }

  private wait(signal: AbortSignal): Promise<void> {
    const delay = this.retryMs;
    this.retryMs = Math.min(this.retryMs * 2, this.options.maxRetryMs ?? 10_000);
    return new Promise((resolve) => {
      this.retryTimer = setTimeout(resolve, delay);
      this.retryTimer.unref();
      signal.addEventListener('abort', () => resolve(), { once: true });
    });
  }
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}
