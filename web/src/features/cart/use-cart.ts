import { useApolloClient, useMutation } from '@apollo/client/react';
import { useQuery } from '../../apollo/use-query';
import { useCallback, useEffect, useMemo } from 'react';
import type { AddToCartInput, CartFieldsFragment } from '../../__generated__/graphql';
import { useHydrated } from '../../lib/use-hydrated';
import { ADD_TO_CART, CART_QUERY, CLEAR_CART, REMOVE_FROM_CART, SET_CART_QUANTITY } from './cart-documents';
import type { CartLine } from './cart-rules';

export type CartItem = CartFieldsFragment['items'][number];

export interface AddToCartOutcome {
  added: boolean;
  /** Why it was refused, e.g. 'Product already in cart'; the caller shows it. */
  message?: string;
}

export interface UseCart {
  items: CartItem[];
  count: number;
  /** True until the local cart has been read the first time. */
  loading: boolean;
  add(input: CartLine): Promise<AddToCartOutcome>;
  /**
   * At 0 the line leaves the cart. The quantity stops at `stock` when given (the stock the latest quote
   * reported), else at the stock the line was added with.
   */
  setQuantity(productId: string, quantity: number, stock?: number): Promise<void>;
  remove(productId: string): Promise<void>;
  clear(): Promise<void>;
  isInCart(productId: string): boolean;
}

const NO_ITEMS: CartItem[] = [];

/** The one way components read and change the cart (local `@client` state, see cart-local-state.ts). */
export function useCart(): UseCart {
  const client = useApolloClient();
  // A server render has no cart (it lives in the browser) and shows none: it does not read it either.
  const { data, loading, refetch } = useQuery(CART_QUERY, { skip: import.meta.env.SSR });
  const [addToCart] = useMutation(ADD_TO_CART);
  const [setCartQuantity] = useMutation(SET_CART_QUANTITY);
  const [removeFromCart] = useMutation(REMOVE_FROM_CART);
  const [clearCart] = useMutation(CLEAR_CART);
  // The server rendered the page with no cart (it lives in this browser): while hydrating, so does the browser.
  const hydrated = useHydrated();

  // Logout clears the store, which stops every watching query; the cart outlives the session (docs/web.md, local cart).
  useEffect(() => client.onClearStore(async () => void (await refetch())), [client, refetch]);

  const cart = data?.cart;
  const items = (hydrated ? cart?.items : undefined) ?? NO_ITEMS;

  const add = useCallback(
    async (item: CartLine): Promise<AddToCartOutcome> => {
      const input: AddToCartInput = { ...item };
      const { data: result } = await addToCart({ variables: { input } });
      const payload = result?.addToCart;
      if (!payload) return { added: false };
      return payload.added ? { added: true } : { added: false, message: payload.message ?? undefined };
    },
    [addToCart],
  );

  const setQuantity = useCallback(
    async (productId: string, quantity: number, stock?: number) => {
      await setCartQuantity({ variables: { input: { productId, quantity, stock } } });
    },
    [setCartQuantity],
  );

  const remove = useCallback(
    async (productId: string) => {
      await removeFromCart({ variables: { input: { productId } } });
    },
    [removeFromCart],
  );

  const clear = useCallback(async () => {
    await clearCart();
  }, [clearCart]);

  const isInCart = useCallback((productId: string) => items.some((item) => item.productId === productId), [items]);

  return useMemo(
    () => ({
      items,
      count: items.length,
      loading: loading && !cart,
      add,
      setQuantity,
      remove,
      clear,
      isInCart,
    }),
    [items, cart, loading, add, setQuantity, remove, clear, isInCart],
  );
}
