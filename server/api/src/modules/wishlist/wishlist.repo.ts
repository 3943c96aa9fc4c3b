import { queryOne, REUSED_PLAN, type Queryable } from '../../db/client';

export interface WishlistRow {
  id: number;
  product_name: string;
  price: number;
  stock: number;
  image_key: string | null;
  rating_count: number;
  rating_score: number;
  added_at: Date;
}

const WISHLIST_SELECT = `SELECT p.id, p.product_name, p.price, p.stock, p.rating_count, p.rating_score, w.created_at AS added_at,
            (SELECT i.image_key FROM product_images i WHERE i.product_id = p.id ORDER BY i.position LIMIT 1) AS image_key
       FROM wishlist_items w
       JOIN products p ON p.id = w.product_id`;

/** The customer's wishlist, newest first; sold-out products stay, archived ones are hidden. */
export function listWishlist(db: Queryable, userId: number): Promise<WishlistRow[]> {
  return db.query<WishlistRow>(
    `${WISHLIST_SELECT}
      WHERE w.user_id = $1 AND p.archived_at IS NULL
      ORDER BY w.created_at DESC, p.id DESC`,
    [userId],
    REUSED_PLAN,
  );
}

export function findWishlistItem(db: Queryable, userId: number, productId: number): Promise<WishlistRow | undefined> {
  return queryOne<WishlistRow>(
    db,
    `${WISHLIST_SELECT} WHERE w.user_id = $1 AND w.product_id = $2 AND p.archived_at IS NULL`,
    [userId, productId],
  );
}

/** Adds a live product; true when a row was written, false when it was already there or the product is gone. */
export async function addToWishlist(db: Queryable, userId: number, productId: number): Promise<boolean> {
  const rows = await db.query(
    `INSERT INTO wishlist_items (user_id, product_id)
     SELECT $1, p.id FROM products p WHERE p.id = $2 AND p.archived_at IS NULL
     ON CONFLICT (user_id, product_id) DO NOTHING
     RETURNING product_id`,
    [userId, productId],
  );
  return rows.length > 0;
}

export async function removeFromWishlist(db: Queryable, userId: number, productId: number): Promise<boolean> {
  const rows = await db.query(
    'DELETE FROM wishlist_items WHERE user_id = $1 AND product_id = $2 RETURNING product_id',
    [userId, productId],
  );
  return rows.length > 0;
}
