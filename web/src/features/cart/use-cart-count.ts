import { useSyncExternalStore } from 'react';
import { cartLines, subscribeCartLines } from './cart-store';

const lineCount = () => cartLines().length;
// A server knows no cart: it renders 0, and hydration starts from 0 too before showing this browser's lines.
const serverLineCount = () => 0;

/** How many lines the local cart holds (as `Cart.count`), for the header's cart button. */
export function useCartCount(): number {
  return useSyncExternalStore(subscribeCartLines, lineCount, serverLineCount);
}
