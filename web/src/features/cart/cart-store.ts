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

/** Re-reads the saved cart, e.g. after another tab changed it or a test cleared the storage. */
export function reloadCartLines(): CartLine[] {
  return cartLinesVar(readPersistedState().cart);
}
