// Load shedding for the servers: a bulkhead (bounded concurrency with a short, bounded queue) and a circuit
// breaker. Neither keeps anything but counters, so both are cheap to consult on every call.

export type RejectionReason = 'queue_full' | 'queue_timeout' | 'circuit_open';

/** A call refused before it started, because waiting would only pile up work. Safe to retry later. */
export class OverloadedError extends Error {
  constructor(
    readonly reason: RejectionReason,
    readonly retryAfterSeconds: number,
  ) {
    super(`Refused (${reason.replace('_', ' ')}); retry after ${retryAfterSeconds} s`);
    this.name = 'OverloadedError';
  }
}

export interface BulkheadOptions {
  /** Calls running at once. */
  maxConcurrent: number;
  /** Calls waiting for a slot; one more is refused at once. */
  maxQueue: number;
  /** Longest a call waits for a slot before it is refused. */
  queueTimeoutMs: number;
  /** What refusals tell the caller to wait before trying again. */
  retryAfterSeconds: number;
  /** Told of every refusal (for metrics). */
  onReject?: (reason: RejectionReason) => void;
}

interface Waiter {
  grant: (release: () => void) => void;
  fail: (error: unknown) => void;
}

/**
 * Bounds concurrent calls. A freed slot goes straight to the longest waiter, so a queued call is never
 * overtaken or refused after it was accepted; a waiter whose caller gives up (its signal aborts) or whose
 * wait runs out leaves the queue at once.
 */
export class Bulkhead {
  private running = 0;
  private readonly waiting: Waiter[] = [];

  constructor(private readonly options: BulkheadOptions) {}

  get inFlight(): number {
    return this.running;
  }

  get queued(): number {
    return this.waiting.length;
  }

  /** Resolves to the function that frees the slot (idempotent); rejects with OverloadedError or the abort reason. */
  acquire(signal?: AbortSignal): Promise<() => void> {
    if (signal?.aborted) return Promise.reject(signal.reason);
    if (this.running < this.options.maxConcurrent) {
      this.running += 1;
      return Promise.resolve(this.releaser());
    }
    if (this.waiting.length >= this.options.maxQueue) return Promise.reject(this.refuse('queue_full'));
    return new Promise((resolve, reject) => {
      const leave = () => {
        const index = this.waiting.indexOf(waiter);
        if (index >= 0) this.waiting.splice(index, 1);
        clearTimeout(timer);
        signal?.removeEventListener('abort', onAbort);
      };
      const onAbort = () => {
        leave();
        reject(signal?.reason);
      };
      const waiter: Waiter = {
        grant: (release) => {
          leave();
          resolve(release);
        },
        fail: (error) => {
          leave();
          reject(error);
        },
      };
      const timer = setTimeout(() => waiter.fail(this.refuse('queue_timeout')), this.options.queueTimeoutMs);
      signal?.addEventListener('abort', onAbort, { once: true });
      this.waiting.push(waiter);
    });
  }

  /** Runs `work` in a slot. */
  async run<T>(work: () => Promise<T>, signal?: AbortSignal): Promise<T> {
    const release = await this.acquire(signal);
    try {
      return await work();
    } finally {
      release();
    }
  }

  private releaser(): () => void {
    let released = false;
    return () => {
      if (released) return;
      released = true;
      const next = this.waiting[0];
      // The slot passes to the next waiter without ever being free, so nobody can take it in between.
      if (next) next.grant(this.releaser());
      else this.running -= 1;
    };
  }

  private refuse(reason: RejectionReason): OverloadedError {
    this.options.onReject?.(reason);
    return new OverloadedError(reason, this.options.retryAfterSeconds);
  }
}

export type CircuitState = 'closed' | 'open' | 'half-open';

export interface CircuitBreakerOptions {
  /** Failures in a row that open the circuit. */
  failureThreshold: number;
  /** How long an open circuit refuses every call before it lets one probe through. */
  halfOpenAfterMs: number;
  onStateChange?: (state: CircuitState) => void;
  now?: () => number;
}

/** How a call that entered the circuit ended. Settle it exactly once. */
export interface CircuitTicket {
  success(): void;
  failure(): void;
  /** The call ended without telling anything about the upstream (its caller gave up, it never started). */
  neutral(): void;
}

/**
 * Closed: calls go through; `failureThreshold` failures in a row open it. Open: calls are refused without
 * touching the upstream. After `halfOpenAfterMs` one call goes through as a probe while the others are still
 * refused; its success closes the circuit, its failure opens it again.
 */
export class CircuitBreaker {
  private current: CircuitState = 'closed';
  private failures = 0;
  private openedAt = 0;
  private probing = false;
  private readonly now: () => number;

  constructor(private readonly options: CircuitBreakerOptions) {
    this.now = options.now ?? Date.now;
  }

  get state(): CircuitState {
    return this.current;
  }

  /** Seconds until an open circuit lets a probe through (at least 1, for Retry-After). */
  get retryAfterSeconds(): number {
    const remaining = this.openedAt + this.options.halfOpenAfterMs - this.now();
    return Math.max(1, Math.ceil(remaining / 1000));
  }

  /** Lets a call in, or throws OverloadedError('circuit_open'). */
  enter(): CircuitTicket {
    if (this.current === 'open' && this.now() - this.openedAt >= this.options.halfOpenAfterMs) {
      this.transition('half-open');
    }
    if (this.current === 'open' || (this.current === 'half-open' && this.probing)) {
      throw new OverloadedError('circuit_open', this.retryAfterSeconds);
    }
    const probe = this.current === 'half-open';
    if (probe) this.probing = true;
    let settled = false;
    const settle = (outcome: 'success' | 'failure' | 'neutral') => {
      if (settled) return;
      settled = true;
      if (probe) this.settleProbe(outcome);
      else this.settleClosed(outcome);
    };
    return { success: () => settle('success'), failure: () => settle('failure'), neutral: () => settle('neutral') };
  }

  private settleProbe(outcome: 'success' | 'failure' | 'neutral') {
    this.probing = false;
    if (outcome === 'success') {
      this.failures = 0;
      this.transition('closed');
    } else if (outcome === 'failure') {
      this.open();
    }
  }

  private settleClosed(outcome: 'success' | 'failure' | 'neutral') {
    // A call that started before the circuit opened says nothing about the probe in progress.
    if (this.current !== 'closed') return;
    if (outcome === 'success') this.failures = 0;
    else if (outcome === 'failure') {
      this.failures += 1;
      if (this.failures >= this.options.failureThreshold) this.open();
    }
  }

  private open() {
    this.openedAt = this.now();
    this.failures = 0;
    this.transition('open');
  }

  private transition(state: CircuitState) {
    if (this.current === state) return;
    this.current = state;
    this.options.onStateChange?.(state);
  }
}
