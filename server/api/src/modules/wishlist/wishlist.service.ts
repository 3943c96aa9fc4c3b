import { API_MESSAGES, type WishlistItem } from '@spectrum/shared';
import type { Queryable } from '../../db/client';
import { notFound } from '../../lib/errors';
import { toListItem } from '../products/catalogue.service';
import * as repo from './wishlist.repo';

export const NOT_IN_WISHLIST = 'This product is not in your wishlist';

function toWishlistItem(row: repo.WishlistRow): WishlistItem {
  return { ...toListItem(row), added_at: new Date(row.added_at).toISOString() };
}

export async function listWishlist(db: Queryable, userId: number): Promise<WishlistItem[]> {
  return (await repo.listWishlist(db, userId)).map(toWishlistItem);
}

/** Adding twice keeps one row; `created` says whether this call added it. */
export async function addToWishlist(
  db: Queryable,
  userId: number,
  productId: number,
): Promise<{ item: WishlistItem; created: boolean }> {
  const created = await repo.addToWishlist(db, userId, productId);
  const row = await repo.findWishlistItem(db, userId, productId);
  if (!row) throw notFound(API_MESSAGES.productNotFound, 'PRODUCT_NOT_FOUND');
  return { item: toWishlistItem(row), created };
}

export async function removeFromWishlist(db: Queryable, userId: number, productId: number): Promise<void> {
  if (!(await repo.removeFromWishlist(db, userId, productId))) throw notFound(NOT_IN_WISHLIST);
}
