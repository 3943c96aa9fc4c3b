import crypto from 'node:crypto';
import { compressText, type StaticEncoding } from './compress';

/** A rendered page as the cache takes it: its HTML, status and the keys a change invalidates it by. */
export interface RenderedPage {
  status: number;
  html: string;
  /** `product:<id>` for every product the page shows, `catalogue` for pages listing products. */
  keys: readonly string[];
  /** False for a render that is right for this request only (some of its data failed): answered, never kept. */
  cacheable: boolean;
}

/** A page kept in the cache: one render, its validator and its compressed copies (made on first demand). */
export interface CachedPage {
  status: number;
  html: string;
  /** Strong validator of the HTML, quoted (`"…"`); a compressed copy's is this with `-br`/`-gzip` inside. */
  etag: string;
  keys: readonly string[];
  storedAt: number;
  bytes: number;
  variants: Partial<Record<StaticEncoding, Buffer>>;
}

/** How a page was answered: from the cache (fresh or stale), rendered now, or never cached (BYPASS). */
export type CacheOutcome = 'HIT' | 'STALE' | 'MISS';

/** What a request is answered with. */
export interface PageAnswer {
  outcome: CacheOutcome;
  status: number;
  html: string;
  /** The kept page, whose validator and compressed copies go with the answer. */
  cached?: CachedPage;
}

export interface PageCacheOptions {
  /** Most bytes of HTML and compressed copies kept (LRU beyond it). */
  maxBytes: number;
  /** Seconds a page is answered without rendering it again. */
  freshSeconds: number;
  /** Seconds after that it is still answered while one render replaces it in the background. */
  staleSeconds: number;
  now?: () => number;
  /**
   * Whether changes are heard now (the store event stream is up). While they are not, nothing is answered from
   * the cache or kept in it: a change in that time would leave a page stale.
   */
  isLive?: () => boolean;
  /** Told of a background render that failed (the stale page stays until it expires). */
  onBackgroundError?: (error: unknown) => void;
}

export interface PageCacheStats {
  pages: number;
  bytes: number;
  maxBytes: number;
}

function etagOf(html: string): string {
  return `"${crypto.createHash('sha256').update(html).digest('base64url').slice(0, 32)}"`;
}

/** The validator of one coding of a page: the same quoted hash with the coding inside the quotes. */
export function variantEtag(etag: string, encoding: StaticEncoding | undefined): string {
  return encoding ? `${etag.slice(0, -1)}-${encoding}"` : etag;
}

/** Whether an If-None-Match header names this validator (weak comparison, as RFC 9110 asks for it). */
export function matchesIfNoneMatch(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  if (header.trim() === '*') return true;
  return header.split(',').some((candidate) => candidate.trim().replace(/^W\//, '') === etag);
}

/**
 * The rendered pages of one BFF replica, for anonymous requests (docs/operating.md, "Page cache"): an LRU
 * bounded by bytes, fresh for `freshSeconds`, then answered stale for `staleSeconds` while it is rendered
 * again once in the background. Concurrent misses of one page share one render. `invalidate(keys)` drops every
 * page showing one of the keys (a store event), `clear()` drops them all (the event stream was lost). A render
 * that was running when one of its keys was invalidated is answered but not kept: it may hold the old data.
 */
export class PageCache {
  private readonly pages = new Map<string, CachedPage>();
  private readonly byKey = new Map<string, Set<string>>();
  private readonly inflight = new Map<string, Promise<RenderedPage | null>>();
  /** Renders running, including those no request waits for any more (dropped from `inflight`). */
  private running = 0;
  /** The sequence number of the last invalidation of each key, kept while a render started before may end. */
  private readonly invalidatedAt = new Map<string, number>();
  private clearedAt = 0;
  private sequence = 0;
  private totalBytes = 0;
  private readonly now: () => number;

  constructor(private readonly options: PageCacheOptions) {
    this.now = options.now ?? Date.now;
  }

  stats(): PageCacheStats {
    return { pages: this.pages.size, bytes: this.totalBytes, maxBytes: this.options.maxBytes };
  }

  /**
   * The page at `address`: kept and fresh (HIT), kept but stale with a render started behind it (STALE), or
   * rendered now, sharing a render already running for it (MISS). `cached` is the kept page (absent when the
   * render was not kept); null when `render` gives no page.
   */
  async get(address: string, render: () => Promise<RenderedPage | null>): Promise<PageAnswer | null> {
    if (this.options.isLive && !this.options.isLive()) {
      const rendered = await render();
      return rendered && { outcome: 'MISS', status: rendered.status, html: rendered.html };
    }
    const kept = this.pages.get(address);
    if (kept) {
      const age = this.now() - kept.storedAt;
      if (age < this.options.freshSeconds * 1000) {
        this.touch(address, kept);
        return { outcome: 'HIT', status: kept.status, html: kept.html, cached: kept };
      }
      if (age < (this.options.freshSeconds + this.options.staleSeconds) * 1000) {
        this.touch(address, kept);
        if (!this.inflight.has(address)) {
          this.renderOnce(address, render).catch((error: unknown) => this.options.onBackgroundError?.(error));
        }
        return { outcome: 'STALE', status: kept.status, html: kept.html, cached: kept };
      }
      this.remove(address);
    }
    const rendered = await this.renderOnce(address, render);
    if (!rendered) return null;
    const cached = this.pages.get(address);
    return {
      outcome: 'MISS',
      status: rendered.status,
      html: rendered.html,
      cached: cached?.html === rendered.html ? cached : undefined,
    };
  }

  /** Drops every page showing one of `keys`; renders running now will not be kept. Returns how many went. */
  invalidate(keys: Iterable<string>): number {
    const sequence = ++this.sequence;
    let dropped = 0;
    for (const key of keys) {
      if (this.running > 0) this.invalidatedAt.set(key, sequence);
      for (const address of [...(this.byKey.get(key) ?? [])]) {
        this.remove(address);
        dropped += 1;
      }
    }
    // A request arriving now must not join a render that may have read the data before the change.
    this.inflight.clear();
    return dropped;
  }

  /** Drops every page, and keeps none of the renders running now. */
  clear(): void {
    this.clearedAt = ++this.sequence;
    this.pages.clear();
    this.byKey.clear();
    this.inflight.clear();
    this.invalidatedAt.clear();
    this.totalBytes = 0;
  }

  /** The page's copy in `encoding`, compressed once and kept with it (counted against the size bound). */
  async variant(address: string, page: CachedPage, encoding: StaticEncoding): Promise<Buffer> {
    const existing = page.variants[encoding];
    if (existing) return existing;
    const body = await compressText(page.html, encoding, 'kept');
    // Kept only while the page itself still is (it may have been invalidated meanwhile).
    if (this.pages.get(address) === page && !page.variants[encoding]) {
      page.variants[encoding] = body;
      page.bytes += body.length;
      this.totalBytes += body.length;
      this.evict();
    }
    return body;
  }

  private renderOnce(address: string, render: () => Promise<RenderedPage | null>): Promise<RenderedPage | null> {
    const shared = this.inflight.get(address);
    if (shared) return shared;
    const startedAt = this.sequence;
    this.running += 1;
    const promise = render()
      .then((rendered) => {
        if (rendered?.cacheable && this.stillValid(startedAt, rendered.keys)) this.store(address, rendered);
        return rendered;
      })
      .finally(() => {
        this.running -= 1;
        if (this.inflight.get(address) === promise) this.inflight.delete(address);
        if (this.running === 0) this.invalidatedAt.clear();
      });
    this.inflight.set(address, promise);
    return promise;
  }

  private stillValid(startedAt: number, keys: readonly string[]): boolean {
    if (this.clearedAt > startedAt) return false;
    return keys.every((key) => (this.invalidatedAt.get(key) ?? 0) <= startedAt);
  }

  private store(address: string, rendered: RenderedPage): void {
    const bytes = Buffer.byteLength(rendered.html);
    if (bytes > this.options.maxBytes) return;
    this.remove(address);
    const page: CachedPage = {
      status: rendered.status,
      html: rendered.html,
      etag: etagOf(rendered.html),
      keys: [...new Set(rendered.keys)],
      storedAt: this.now(),
      bytes,
      variants: {},
    };
    this.pages.set(address, page);
    this.totalBytes += bytes;
    for (const key of page.keys) {
      let addresses = this.byKey.get(key);
      if (!addresses) this.byKey.set(key, (addresses = new Set()));
      addresses.add(address);
    }
    this.evict();
  }

  private touch(address: string, page: CachedPage): void {
    this.pages.delete(address);
    this.pages.set(address, page);
  }

  private evict(): void {
    for (const address of this.pages.keys()) {
      if (this.totalBytes <= this.options.maxBytes) return;
      this.remove(address);
    }
  }

  private remove(address: string): void {
    const page = this.pages.get(address);
    if (!page) return;
    this.pages.delete(address);
    this.totalBytes -= page.bytes;
    for (const key of page.keys) {
      const addresses = this.byKey.get(key);
      addresses?.delete(address);
      if (addresses?.size === 0) this.byKey.delete(key);
    }
  }
}
