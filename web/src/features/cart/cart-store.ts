import { createExternalStore } from '../../lib/external-store';
import { readPersistedState, updatePersistedState } from '../../lib/persisted-state';
import type { CartLine } from './cart-rules';

/*
 * The cart lines of this browser. Read from the saved state when the module loads, which main.tsx does before
 * the first render; every change is written back under 'persist:spectrum'. A plain store rather than an Apollo
 * reactive variable: the header's count reads it on every page, before the Apollo client's code is in
 * (apollo/lazy-client.ts). Apollo's queries see the cart through the cache, which cart-resolvers.ts writes.
 */
const lines = createExternalStore<CartLine[]>(readPersistedState().cart);

export const cartLines = lines.get;

/** Calls `listener` after every change of the lines. */
export const subscribeCartLines = lines.subscribe;

function setLines(next: CartLine[]): CartLine[] {
  lines.set(next);
  return next;
}

export function saveCartLines(next: CartLine[]): CartLine[] {
  setLines(next);
  updatePersistedState((saved) => ({ ...saved, cart: next }));
  return next;
}

/**
 * Re-reads the saved cart (tests call it after clearing the storage). Nothing listens for another tab's
 * changes: a tab shows them after a reload.
 */
export function reloadCartLines(): CartLine[] {
  return setLines(readPersistedState().cart);
}
