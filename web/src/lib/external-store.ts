/**
 * A value that lives outside React and tells its readers when it changes. Components read it with
 * `useSyncExternalStore(store.subscribe, store.get)`; the cart, the loaded Apollo client and the header's and
 * toasts' "asked for yet" flags are such values.
 */
export interface ExternalStore<T> {
  get: () => T;
  set: (next: T) => void;
  /** Calls `listener` after every `set`; returns what stops it. */
  subscribe: (listener: () => void) => () => void;
}

export function createExternalStore<T>(initial: T): ExternalStore<T> {
  let value = initial;
  const listeners = new Set<() => void>();
  return {
    get: () => value,
    set(next) {
      value = next;
      listeners.forEach((listener) => listener());
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
  };
}
