import {
  Bulkhead,
  CircuitBreaker,
  OverloadedError,
  type CircuitState,
  type RejectionReason,
} from '@spectrum/shared/server/overload';
import type { BffConfig } from '../config';

/** How one store API exchange ended. */
export type UpstreamOutcome =
  /** 2xx/3xx */
  | 'ok'
  /** 4xx: the API is fine, it said no */
  | 'refused'
  /** 5xx or an answer that is not the API's envelope */
  | 'failed'
  | 'timeout'
  /** refused connection, reset, DNS… */
  | 'unreachable'
  /** the BFF's own client went away, so the call was cancelled */
  | 'aborted';

export interface UpstreamObserver {
  exchanged(outcome: UpstreamOutcome, seconds: number): void;
  rejected(reason: RejectionReason): void;
  circuitChanged(state: CircuitState): void;
}

/** An admitted exchange: settle it exactly once, when its answer has been read (or streamed) to the end. */
export interface UpstreamPass {
  settle(outcome: UpstreamOutcome): void;
}

const CIRCUIT_EFFECT: Record<UpstreamOutcome, 'success' | 'failure' | 'neutral'> = {
  ok: 'success',
  refused: 'success',
  failed: 'failure',
  timeout: 'failure',
  unreachable: 'failure',
  aborted: 'neutral',
};

/**
 * Everything that stands between the BFF and the store API, shared by every request of the process: a circuit
 * breaker (a dead API is not called at all until a probe finds it back) and a bulkhead (a bounded number of
 * calls in flight, a short queue, and an immediate refusal beyond). Refusals are OverloadedErrors, which reach
 * clients as SERVICE_UNAVAILABLE / HTTP 503 with Retry-After.
 */
export class UpstreamGuard {
  readonly bulkhead: Bulkhead;
  readonly breaker: CircuitBreaker;

  constructor(
    config: Pick<
      BffConfig,
      | 'upstreamMaxConcurrency'
      | 'upstreamMaxQueue'
      | 'upstreamQueueTimeoutMs'
      | 'circuitFailureThreshold'
      | 'circuitHalfOpenAfterMs'
    >,
    private readonly observer?: UpstreamObserver,
  ) {
    this.bulkhead = new Bulkhead({
      maxConcurrent: config.upstreamMaxConcurrency,
      maxQueue: config.upstreamMaxQueue,
      queueTimeoutMs: config.upstreamQueueTimeoutMs,
      retryAfterSeconds: 1,
      onReject: (reason) => observer?.rejected(reason),
    });
    this.breaker = new CircuitBreaker({
      failureThreshold: config.circuitFailureThreshold,
      halfOpenAfterMs: config.circuitHalfOpenAfterMs,
      onStateChange: (state) => observer?.circuitChanged(state),
    });
  }

  /** Waits for a slot (or is refused at once); `signal` is the client's: if it goes away, so does the wait. */
  async admit(signal?: AbortSignal): Promise<UpstreamPass> {
    let ticket;
    try {
      ticket = this.breaker.enter();
    } catch (error) {
      if (error instanceof OverloadedError) this.observer?.rejected(error.reason);
      throw error;
    }
    let release: () => void;
    try {
      release = await this.bulkhead.acquire(signal);
    } catch (error) {
      ticket.neutral();
      throw error;
    }
    const started = performance.now();
    let settled = false;
    return {
      settle: (outcome) => {
        if (settled) return;
        settled = true;
        release();
        ticket[CIRCUIT_EFFECT[outcome]]();
        this.observer?.exchanged(outcome, (performance.now() - started) / 1000);
      },
    };
  }
}

/** Why an exchange that threw ended: the client left, the timeout ran out, or the API could not be reached. */
export function outcomeOfThrow(clientSignal: AbortSignal | undefined, timeoutSignal: AbortSignal): UpstreamOutcome {
  if (clientSignal?.aborted) return 'aborted';
  if (timeoutSignal.aborted) return 'timeout';
  return 'unreachable';
}
