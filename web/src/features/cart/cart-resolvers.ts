import type { ApolloClient } from '@apollo/client';
import type { LocalState } from '@apollo/client/local-state';
import type { AddToCartInput, RefreshCartLineInput } from '../../__generated__/graphql';
import { CART_QUERY } from './cart-documents';
import { addLine, refreshLine, removeLine, setLineQuantity, type CartLine } from './cart-rules';
import { cartLines, saveCartLines } from './cart-store';

interface CartItemObject extends CartLine {
  __typename: 'CartItem';
}

export interface CartObject {
  __typename: 'Cart';
  items: CartItemObject[];
  count: number;
}

export function toCartObject(lines: CartLine[]): CartObject {
  return {
    __typename: 'Cart',
    items: lines.map((line) => ({ __typename: 'CartItem', ...line })),
    count: lines.length,
  };
}

/**
 * Saves the lines, then writes the cart into the cache: a `@client` query is answered from the cache
 * once resolved, so watchers (the header count, the cart page, …) only see a change written there.
 */
function commit(client: ApolloClient, previous: CartLine[], next: CartLine[]): CartObject {
  saveCartLines(next);
  const cart = toCartObject(next);
  client.cache.writeQuery({ query: CART_QUERY, data: { cart } });
  syncIsInCart(client, previous, next);
  return cart;
}

/** Keeps `Product.isInCart` of already cached products in step with the lines. */
function syncIsInCart(client: ApolloClient, previous: CartLine[], next: CartLine[]): void {
  const before = new Set(previous.map((line) => line.productId));
  const after = new Set(next.map((line) => line.productId));
  const changed = [...before, ...after].filter((id) => before.has(id) !== after.has(id));
  for (const productId of changed) {
    const id = client.cache.identify({ __typename: 'Product', id: productId });
    if (id) client.cache.modify({ id, fields: { isInCart: () => after.has(productId) } });
  }
}

/**
 * After a server-rendered page hydrated: the server rendered an empty cart (the cart lives in this browser),
 * so the cache it handed over says so; this writes the browser's own lines in, and every watcher updates.
 */
export function showSavedCartAfterHydration(client: ApolloClient): void {
  const lines = cartLines();
  client.cache.writeQuery({ query: CART_QUERY, data: { cart: toCartObject(lines) } });
  syncIsInCart(client, [], lines);
}

interface ProductParent {
  id?: string | number;
}

type Args<TInput> = { input: TInput };

export const cartResolvers: LocalState.Resolvers = {
  Query: {
    cart: () => toCartObject(cartLines()),
  },
  Product: {
    isInCart: (product: ProductParent) =>
      product.id !== undefined && cartLines().some((line) => line.productId === String(product.id)),
  },
  Mutation: {
    addToCart: (_root: unknown, { input }: Args<AddToCartInput>, { client }) => {
      const previous = cartLines();
      const outcome = addLine(previous, {
        productId: String(input.productId),
        productName: input.productName,
        image: input.image ?? null,
        price: input.price,
        quantity: input.quantity,
        stock: input.stock,
      });
      if (!outcome.added) {
        return { __typename: 'AddToCartPayload', added: false, message: outcome.message, cart: toCartObject(previous) };
      }
      const cart = commit(client, previous, outcome.lines);
      return { __typename: 'AddToCartPayload', added: true, message: null, cart };
    },
    setCartQuantity: (_root: unknown, { input }: Args<{ productId: string; quantity: number }>, { client }) => {
      const previous = cartLines();
      return commit(client, previous, setLineQuantity(previous, String(input.productId), input.quantity));
    },
    removeFromCart: (_root: unknown, { input }: Args<{ productId: string }>, { client }) => {
      const previous = cartLines();
      return commit(client, previous, removeLine(previous, String(input.productId)));
    },
    clearCart: (_root: unknown, _args: unknown, { client }) => commit(client, cartLines(), []),
    refreshCartLine: (_root: unknown, { input }: Args<RefreshCartLineInput>, { client }) => {
      const previous = cartLines();
      return commit(
        client,
        previous,
        refreshLine(previous, {
          productId: String(input.productId),
          productName: input.productName,
          image: input.image ?? null,
          price: input.price,
          stock: input.stock,
        }),
      );
    },
  },
};
