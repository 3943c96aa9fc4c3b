import { makeVar } from '@apollo/client';
import { readPersistedState, updatePersistedState } from '../../lib/persisted-state';
import type { CartLine } from './cart-rules';

/**
 * The cart lines of this browser. Read from the saved state when the module loads, which main.tsx
 * does before the first render; every change is written back under 'persist:spectrum'.
 */
export const cartLinesVar = makeVar<CartLine[]>(readPersistedState().cart);

export function saveCartLines(lines: CartLine[]): CartLine[] {
  cartLinesVar(lines);
  updatePersistedState((saved) => ({ ...saved, cart: lines }));
  return lines;
}

/**
 * Re-reads the saved cart (tests call it after clearing the storage). Nothing listens for another tab's
 * changes: a tab shows them after a reload.
 */
export function reloadCartLines(): CartLine[] {
  return cartLinesVar(readPersistedState().cart);
}
