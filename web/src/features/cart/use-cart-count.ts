import { getApolloContext } from '@apollo/client/react';
import { use, useEffect, useState, useSyncExternalStore } from 'react';
import { readPersistedState } from '../../lib/persisted-state';
import type * as cartStateModule from './cart-state';

type CartState = typeof cartStateModule;

const ApolloContext = getApolloContext();
const noChanges = () => () => undefined;
// A server knows no cart: it renders 0, and hydration starts from 0 too before showing this browser's lines.
const serverLineCount = () => 0;

/** The saved cart's count: until the Apollo client's code is in, nothing can change the cart. */
const savedCount = () => readPersistedState().cart.length;

/**
 * How many lines the cart holds (as `Cart.count`), for the header's cart button, which is in the first bundle
 * and on screen before the Apollo client's code: the cart's reactive variable (cart-state.ts) comes with that
 * code. Until the client is there, the count is the saved cart's; once it is, the variable's, which the
 * client's chunk has already loaded (app/browser-client.ts), so the import below fetches nothing.
 */
export function useCartCount(): number {
  const clientLoaded = use(ApolloContext).client !== undefined;
  const [cart, setCart] = useState<CartState>();
  useEffect(() => {
    if (!clientLoaded) return;
    let current = true;
    void import('./cart-state').then((state) => {
      if (current) setCart(state);
    });
    return () => {
      current = false;
    };
  }, [clientLoaded]);
  return useSyncExternalStore(
    cart?.subscribeCartLines ?? noChanges,
    cart ? () => cart.cartLinesVar().length : savedCount,
    serverLineCount,
  );
}
