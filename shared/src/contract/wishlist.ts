import { z } from 'zod';
import { pathId } from './fields';
import { productListItem } from './products';
import { defineRoute } from './route';

export const wishlistItem = productListItem.extend({ added_at: z.string() }).meta({ id: 'WishlistItem' });
export type WishlistItem = z.infer<typeof wishlistItem>;

const productId = z.object({ productId: pathId() });

export const wishlistRoutes = {
  list: defineRoute({
    method: 'GET',
    path: '/wishlist',
    summary: "The signed-in customer's wishlist, newest first.",
    access: 'customer',
    data: z.array(wishlistItem),
    errors: [],
  }),
  add: defineRoute({
    method: 'POST',
    path: '/wishlist/:productId',
    summary: 'Adds a product to the wishlist (201, or 200 when it was there already).',
    access: 'customer',
    params: productId,
    status: 201,
    data: wishlistItem,
    errors: ['PRODUCT_NOT_FOUND'],
  }),
  remove: defineRoute({
    method: 'DELETE',
    path: '/wishlist/:productId',
    summary: 'Takes a product off the wishlist.',
    access: 'customer',
    params: productId,
    data: z.null(),
    errors: [],
  }),
};
