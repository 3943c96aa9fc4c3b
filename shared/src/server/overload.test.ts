import { describe, expect, it } from 'vitest';
import { Bulkhead, CircuitBreaker, OverloadedError, type CircuitState } from './overload';

const options = { maxConcurrent: 2, maxQueue: 1, queueTimeoutMs: 60_000, retryAfterSeconds: 3 };

describe('Bulkhead', () => {
  it('runs up to maxConcurrent, queues up to maxQueue, and refuses the next one at once', async () => {
    const rejected: string[] = [];
    const bulkhead = new Bulkhead({ ...options, onReject: (reason) => rejected.push(reason) });
    const releases = await Promise.all([bulkhead.acquire(), bulkhead.acquire()]);
    const queued = bulkhead.acquire();
    expect([bulkhead.inFlight, bulkhead.queued]).toEqual([2, 1]);
    await expect(bulkhead.acquire()).rejects.toEqual(new OverloadedError('queue_full', 3));
    expect(rejected).toEqual(['queue_full']);

    // A freed slot goes straight to the waiter: nobody arriving now can take it first.
    releases[0]!();
    releases[0]!(); // releasing twice frees one slot only
    expect(bulkhead.inFlight).toBe(2);
    const next = bulkhead.acquire();
    await queued;
    expect([bulkhead.inFlight, bulkhead.queued]).toEqual([2, 1]);
    releases[1]!();
    (await next)();
    expect(bulkhead.inFlight).toBe(1);
  });

  it('drops a waiter whose caller gave up, and one whose wait ran out', async () => {
    const rejected: string[] = [];
    const bulkhead = new Bulkhead({
      ...options,
      maxConcurrent: 1,
      maxQueue: 5,
      queueTimeoutMs: 20,
      onReject: (r) => rejected.push(r),
    });
    const release = await bulkhead.acquire();
    const controller = new AbortController();
    const abandoned = bulkhead.acquire(controller.signal);
    controller.abort(new Error('client gone'));
    await expect(abandoned).rejects.toThrow('client gone');
    expect(bulkhead.queued).toBe(0);
    await expect(bulkhead.acquire()).rejects.toMatchObject({ reason: 'queue_timeout' });
    expect(rejected).toEqual(['queue_timeout']);
    release();
    expect(bulkhead.inFlight).toBe(0);
  });

  it('frees the slot when the work throws', async () => {
    const bulkhead = new Bulkhead(options);
    await expect(bulkhead.run(() => Promise.reject(new Error('boom')))).rejects.toThrow('boom');
    expect(bulkhead.inFlight).toBe(0);
  });
});

describe('CircuitBreaker', () => {
  function breaker() {
    let now = 0;
    const states: CircuitState[] = [];
    const circuit = new CircuitBreaker({
      failureThreshold: 3,
      halfOpenAfterMs: 500,
      now: () => now,
      onStateChange: (state) => states.push(state),
    });
    return { circuit, states, advance: (ms: number) => (now += ms) };
  }

  it('opens after failures in a row, refuses without calling, and lets one probe through after the pause', () => {
    const { circuit, states, advance } = breaker();
    circuit.enter().failure();
    circuit.enter().failure();
    circuit.enter().success(); // a success in between resets the count
    for (let i = 0; i < 3; i += 1) circuit.enter().failure();
    expect(circuit.state).toBe('open');
    expect(() => circuit.enter()).toThrow(OverloadedError);
    expect(circuit.retryAfterSeconds).toBe(1);

    advance(500);
    const probe = circuit.enter();
    expect(circuit.state).toBe('half-open');
    expect(() => circuit.enter()).toThrow(OverloadedError); // one probe at a time
    probe.failure();
    expect(circuit.state).toBe('open');

    advance(500);
    circuit.enter().success();
    expect(circuit.state).toBe('closed');
    expect(states).toEqual(['open', 'half-open', 'open', 'half-open', 'closed']);
  });

  it('ignores neutral outcomes (a client that went away) and late answers from before it opened', () => {
    const { circuit, advance } = breaker();
    const late = circuit.enter();
    for (let i = 0; i < 3; i += 1) circuit.enter().failure();
    late.success();
    expect(circuit.state).toBe('open');
    advance(500);
    circuit.enter().neutral();
    expect(circuit.state).toBe('half-open');
    circuit.enter().success();
    expect(circuit.state).toBe('closed');
  });
});
