import { makeVar } from '@apollo/client';
import { readPersistedState, updatePersistedState } from '../../lib/persisted-state';
import type { CartLine } from './cart-rules';

/*
 * The cart of this browser: its one source of truth. An Apollo reactive variable, read by the cache's field
 * policies for `Query.cart` and `Product.isInCart` (cart-local-state.ts), so every query that reads the cart
 * updates when it changes. Read from the saved state when this module loads, which comes with the Apollo client's
 * code (app/browser-client.ts), after main.tsx has restored the saved state; every change is written back under
 * 'persist:spectrum'. The header's count, which is on screen before that code is in, reads the saved cart until
 * then (use-cart-count.ts).
 */
export const cartLinesVar = makeVar<CartLine[]>(readPersistedState().cart);

export function saveCartLines(next: CartLine[]): CartLine[] {
  cartLinesVar(next);
  updatePersistedState((saved) => ({ ...saved, cart: next }));
  return next;
}

/** Calls `listener` after every change of the lines; returns what stops it. */
export function subscribeCartLines(listener: () => void): () => void {
  let stop = cartLinesVar.onNextChange(function changed() {
    // A reactive variable calls each listener once: listen again for the next change.
    stop = cartLinesVar.onNextChange(changed);
    listener();
  });
  return () => stop();
}

/**
 * Re-reads the saved cart (tests call it after clearing the storage). Nothing listens for another tab's
 * changes: a tab shows them after a reload.
 */
export function reloadCartLines(): CartLine[] {
  cartLinesVar(readPersistedState().cart);
  return cartLinesVar();
}
