import type { TypePolicies } from '@apollo/client';
import type { LocalState } from '@apollo/client/local-state';
import type { AddToCartInput, SetCartQuantityInput } from '../../__generated__/graphql';
import { addLine, removeLine, setLineQuantity, type CartLine } from './cart-rules';
import { cartLinesVar, saveCartLines } from './cart-state';

/*
 * The cart's part of the client-only schema (apollo/local-schema.graphql). Its fields are read from the cart's
 * reactive variable by field policies: nothing of the cart is stored in the cache, so there is no copy to keep in
 * step, and a change reaches every query that read it. Its mutations are LocalState resolvers that apply the
 * rules (cart-rules.ts) and save the lines.
 */

interface CartItemObject extends CartLine {
  __typename: 'CartQuoteLine';
}

export interface CartObject {
  __typename: 'Cart';
  items: CartItemObject[];
  count: number;
}

export function toCartObject(lines: CartLine[]): CartObject {
  return {
    __typename: 'Cart',
    items: lines.map((line) => ({ __typename: 'CartQuoteLine', ...line })),
    count: lines.length,
  };
}

export const cartTypePolicies: TypePolicies = {
  Query: {
    fields: {
      cart: { read: () => toCartObject(cartLinesVar()) },
    },
  },
  Product: {
    fields: {
      isInCart: {
        read: (_existing, { readField }) => {
          const id = readField<string | number>('id');
          return id !== undefined && cartLinesVar().some((line) => line.productId === String(id));
        },
      },
    },
  },
};

type Args<TInput> = { input: TInput };

function commit(next: CartLine[]): CartObject {
  return toCartObject(saveCartLines(next));
}

export const cartResolvers: LocalState.Resolvers = {
  Mutation: {
    addToCart: (_root: unknown, { input }: Args<AddToCartInput>) => {
      const previous = cartLinesVar();
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
      return { __typename: 'AddToCartPayload', added: true, message: null, cart: commit(outcome.lines) };
    },
    setCartQuantity: (_root: unknown, { input }: Args<SetCartQuantityInput>) =>
      commit(setLineQuantity(cartLinesVar(), String(input.productId), input.quantity, input.stock ?? undefined)),
    removeFromCart: (_root: unknown, { input }: Args<{ productId: string }>) =>
      commit(removeLine(cartLinesVar(), String(input.productId))),
    clearCart: () => commit([]),
  },
};
