import type { WishlistItemResolvers } from '../__generated__/resolvers-types';

export const WishlistItem: WishlistItemResolvers = {
  // A wishlist row is a product summary; the rest of the product comes from the batched loader.
  product: (item) => item,
  addedAt: (item) => item.added_at,
};
