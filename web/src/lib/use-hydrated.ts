import { useSyncExternalStore } from 'react';

const neverChanges = () => () => undefined;

/**
 * False in the server render and while the browser hydrates it, true once the page's handlers are attached
 * (at once on a page the browser renders itself). A form on a server-rendered page keeps its submit button
 * disabled until then: a click before hydration would submit natively, reloading the page with what was
 * typed in its address.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    neverChanges,
    () => true,
    () => false,
  );
}
