import type { ProductListItem } from './products';

/** GET /wishlist → data[]; POST /wishlist/:productId → data (the added item). */
export interface WishlistItem extends ProductListItem {
  added_at: string;
}
