import { startTransition, useEffect, useState } from 'react';

/** Runs `task` once the browser has nothing more urgent to do; Safari has no `requestIdleCallback`. */
export function whenIdle(task: () => void): () => void {
  if (typeof requestIdleCallback === 'function') {
    // The timeout bounds the wait on a page that keeps the main thread busy.
    const handle = requestIdleCallback(task, { timeout: 2_000 });
    return () => cancelIdleCallback(handle);
  }
  const handle = setTimeout(task, 200);
  return () => clearTimeout(handle);
}

/**
 * False in the first render (the server's and the hydrating one) and until the browser is next idle, then true:
 * code that is not needed for the first paint is fetched then rather than with the page.
 */
export function useIdle(): boolean {
  const [idle, setIdle] = useState(false);
  // What mounts once idle is never urgent: as a transition React renders it in slices of a few milliseconds,
  // where an ordinary update rendered the header's panels in one task of 70 ms at a phone's speed.
  useEffect(() => whenIdle(() => startTransition(() => setIdle(true))), []);
  return idle;
}
