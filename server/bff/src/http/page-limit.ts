import type { Request, Response } from 'express';
import { addressKey } from '@spectrum/shared/server/address-key';
import { waitPhrase, type RateRule } from '@spectrum/shared/server/rate-rule';

interface Window {
  hits: number;
  endsAt: number;
}

/**
 * Fixed windows per key, in this process's memory, for at most `maxKeys` keys at once. When a new key finds it
 * full, the windows that ended are dropped, and if none has, the oldest key's: memory stays bounded whatever
 * addresses arrive, at the price that a flood of new addresses can make the limiter forget older ones early.
 */
export class WindowCounter {
  readonly #windows = new Map<string, Window>();

  constructor(
    private readonly rule: RateRule,
    private readonly maxKeys: number,
    private readonly now: () => number = Date.now,
  ) {}

  /** Counts one hit of `key`: whether it is within the limit, and the whole seconds until its window ends. */
  hit(key: string): { allowed: boolean; retryAfterSeconds: number } {
    const now = this.now();
    let window = this.#windows.get(key);
    if (!window || window.endsAt <= now) {
      this.#windows.delete(key);
      if (this.#windows.size >= this.maxKeys) this.#makeRoom(now);
      window = { hits: 0, endsAt: now + this.rule.windowSeconds * 1000 };
      this.#windows.set(key, window);
    }
    window.hits += 1;
    return {
      allowed: window.hits <= this.rule.max,
      retryAfterSeconds: Math.max(1, Math.ceil((window.endsAt - now) / 1000)),
    };
  }

  /** Keys counted now (for tests and metrics). */
  get size(): number {
    return this.#windows.size;
  }

  #makeRoom(now: number): void {
    for (const [key, window] of this.#windows) if (window.endsAt <= now) this.#windows.delete(key);
    // Insertion order: the first key is the one whose window started longest ago.
    while (this.#windows.size >= this.maxKeys) {
      const oldest = this.#windows.keys().next();
      if (oldest.done) break;
      this.#windows.delete(oldest.value);
    }
  }
}

/**
 * The per-address limit on page requests (PAGE_RATE_LIMIT): a page is rendered on the server, costing about
 * twenty store API calls' worth of work, so a client that asks for pages far faster than a person browses (a
 * scraper) is answered 429 with Retry-After. Counted per replica, in memory (WindowCounter), keyed like the
 * store API's per-address limits (an IPv6 client by its /64). Returns whether the request may go on; when not,
 * it has been answered.
 */
export function pageRequestLimit(rule: RateRule, maxAddresses: number): (req: Request, res: Response) => boolean {
  const counter = new WindowCounter(rule, maxAddresses);
  return (req, res) => {
    const verdict = counter.hit(addressKey(req.ip ?? req.socket.remoteAddress ?? 'unknown'));
    if (verdict.allowed) return true;
    res
      .status(429)
      .setHeader('retry-after', String(verdict.retryAfterSeconds))
      .setHeader('cache-control', 'no-store')
      .type('text/plain')
      .send(`Too many pages requested from your address, please try again in ${waitPhrase(verdict.retryAfterSeconds)}`);
    return false;
  };
}
