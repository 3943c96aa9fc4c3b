import type { LocalState } from '@apollo/client/local-state';
import { cartResolvers } from '../features/cart/cart-resolvers';

/**
 * Resolvers for `@client` fields and mutations. Features add their own type maps here (the cart
 * adds `Query.cart`, `Product.isInCart` and the cart mutations); the client and test providers
 * read this one object.
 */
export const localResolvers: LocalState.Resolvers = {
  ...cartResolvers,
};
