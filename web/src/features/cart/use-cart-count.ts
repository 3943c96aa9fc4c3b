import { useSyncExternalStore } from 'react';
import { cartLinesVar } from './cart-store';

// A reactive variable calls a listener once: it is registered again on each change.
function subscribe(onChange: () => void): () => void {
  let stop = cartLinesVar.onNextChange(function changed() {
    stop = cartLinesVar.onNextChange(changed);
    onChange();
  });
  return () => stop();
}

const lineCount = () => cartLinesVar().length;
// A server knows no cart: it renders 0, and hydration starts from 0 too before showing this browser's lines.
const serverLineCount = () => 0;

/** How many lines the local cart holds (as `Cart.count`), for the header's cart button. */
export function useCartCount(): number {
  return useSyncExternalStore(subscribe, lineCount, serverLineCount);
}
