import type { TypePolicies } from '@apollo/client';
import type { LocalState } from '@apollo/client/local-state';
import { cartResolvers, cartTypePolicies } from '../features/cart/cart-local-state';

/*
 * The client-only part of the schema (apollo/local-schema.graphql): field policies that read each `@client`
 * field, and LocalState resolvers for the `@client` mutations. Features add theirs here (the cart: `Query.cart`,
 * `Product.isInCart` and the cart mutations); the browser's client, the server render and the test providers
 * read these.
 */
export const localTypePolicies: TypePolicies = { ...cartTypePolicies };

export const localResolvers: LocalState.Resolvers = { ...cartResolvers };
