/** A time limit on some work, given as a signal, that leaves nothing behind once the work is over. */
export interface Deadline {
  /** Aborts when the time is up (with a `TimeoutError`, as AbortSignal.timeout's) or when `outer` aborts. */
  signal: AbortSignal;
  /** Stops the timer and lets go of `outer`: call it when the work is over, however it ended. */
  end(): void;
}

/**
 * A deadline with a timer of its own, instead of `AbortSignal.timeout` (and `AbortSignal.any` with the caller's
 * signal): Node keeps a timeout signal that has a listener until it fires, and with it whatever its listeners hold,
 * and its timer stays scheduled after the work is done; `any` registers the new signal with each of its sources.
 * A page render held its whole state for three seconds after its answer went out that way, and every store API
 * call left a timer behind.
 */
export function deadline(timeoutMs: number, outer?: AbortSignal, message = 'the operation timed out'): Deadline {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(new DOMException(message, 'TimeoutError')), timeoutMs);
  // Like AbortSignal.timeout's, it does not keep the process alive.
  timer.unref();
  const followOuter = () => controller.abort(outer?.reason);
  if (outer?.aborted) followOuter();
  else outer?.addEventListener('abort', followOuter, { once: true });
  return {
    signal: controller.signal,
    end() {
      clearTimeout(timer);
      outer?.removeEventListener('abort', followOuter);
    },
  };
}
