import type { Condition, SellerProductFilter } from '@spectrum/shared';
import { queryOne, queryTotal, REUSED_PLAN, type Queryable } from '../../db/client';

export interface ProductSummaryRow {
  id: number;
  product_name: string;
  price: number;
  stock: number;
  /** Storage key of the first photo, or null. */
  image_key: string | null;
}

export interface SellerProductRow extends ProductSummaryRow {
  archived: boolean;
}

export interface ProductDetailRow {
  id: number;
  product_name: string;
  price: number;
  stock: number;
  conditions: Condition;
  description: string;
  archived_at: Date | string | null;
  created_at: Date | string;
  /** Named from the reference lists (BRANDS, COLORS), which the brands and colors tables mirror (db/migrate.ts). */
  brand_id: number;
  color_id: number;
  seller_id: number;
  display_name: string | null;
  store_name: string | null;
  store_desc: string | null;
  category_ids: number[];
  rating_count: number;
  rating_score: number;
  seller_rating_count: number;
  seller_rating_sum: number;
}

/** A detail row with the product's categories (by name) and photo keys (in order), read in the same statement. */
export interface ProductDetailWithPartsRow extends ProductDetailRow {
  /** The product's categories' ids and names, in the same order (by name, then id). */
  category_list_ids: number[];
  category_list_names: string[];
  image_keys: string[];
}

const FIRST_IMAGE_KEY =
  '(SELECT i.image_key FROM product_images i WHERE i.product_id = p.id ORDER BY i.position LIMIT 1) AS image_key';
const SUMMARY_COLUMNS = `p.id, p.product_name, p.price, p.stock, ${FIRST_IMAGE_KEY}`;

const SELLER_FILTER: Record<SellerProductFilter | 'all', string> = {
  all: 'p.archived_at IS NULL',
  archived: 'p.archived_at IS NOT NULL',
  'sold-out': 'p.archived_at IS NULL AND p.stock = 0',
};

/**
 * Detail rows with their categories and photo keys, in one statement: a statement's fixed cost (on PGlite, a
 * round through its WebAssembly PostgreSQL) was most of a product detail's, which took three. The brand and colour
 * are named by the caller from the reference lists, and the categories are read by the ids the product keeps
 * (`category_ids`, which mirrors product_categories): joining brands and colors and building JSON was a third of
 * the statement on PGlite (100,000 products, alternating: 0.80 → 0.57 ms; PostgreSQL 0.25 → 0.22 ms).
 */
export function findProductDetailsWithParts(
  db: Queryable,
  ids: readonly number[],
): Promise<ProductDetailWithPartsRow[]> {
  const categories = (column: string) =>
    `ARRAY(SELECT cat.${column} FROM categories cat WHERE cat.id = ANY(p.category_ids)
            ORDER BY cat.category_name, cat.id)`;
  return db.query<ProductDetailWithPartsRow>(
    `SELECT p.id, p.product_name, p.price, p.stock, p.conditions, p.description, p.archived_at, p.created_at,
            p.brand_id, p.color_id, u.id AS seller_id, u.display_name, u.store_name, u.store_desc, p.category_ids,
            p.rating_count, p.rating_score, u.rating_count AS seller_rating_count, u.rating_sum AS seller_rating_sum,
            ${categories('id')} AS category_list_ids, ${categories('category_name')} AS category_list_names,
            ARRAY(SELECT i.image_key FROM product_images i WHERE i.product_id = p.id ORDER BY i.position) AS image_keys
       FROM products p JOIN users u ON u.id = p.seller_id
      WHERE p.id = ANY($1::int[])`,
    [ids],
    REUSED_PLAN,
  );
}

/** The seller's products in this state, from the counts the product triggers keep. */
export async function countSellerProducts(
  db: Queryable,
  sellerId: number,
  filter: SellerProductFilter | 'all',
): Promise<number> {
  const column = { all: 'unarchived', archived: 'archived', 'sold-out': 'sold_out' }[filter];
  return queryTotal(
    db,
    `SELECT ${column} AS total FROM seller_product_counts WHERE seller_id = $1`,
    [sellerId],
    REUSED_PLAN,
  );
}

/** A page of the seller's products, newest first; skipped rows are read from the seller index only. */
export function listSellerProducts(
  db: Queryable,
  sellerId: number,
  filter: SellerProductFilter | 'all',
  limit: number,
  offset: number,
): Promise<SellerProductRow[]> {
  return db.query<SellerProductRow>(
    `WITH page AS MATERIALIZED (
       SELECT p.id, p.created_at FROM products p
        WHERE p.seller_id = $1 AND ${SELLER_FILTER[filter]}
        ORDER BY p.created_at DESC, p.id DESC
        LIMIT $2 OFFSET $3
     )
     SELECT ${SUMMARY_COLUMNS}, p.archived_at IS NOT NULL AS archived
       FROM page JOIN products p ON p.id = page.id
      ORDER BY page.created_at DESC, page.id DESC`,
    [sellerId, limit, offset],
    REUSED_PLAN,
  );
}

export async function existingCategoryIds(db: Queryable, ids: readonly number[]): Promise<Set<number>> {
  const rows = await db.query<{ id: number }>('SELECT id FROM categories WHERE id = ANY($1::int[])', [ids]);
  return new Set(rows.map((row) => row.id));
}

export async function brandExists(db: Queryable, id: number): Promise<boolean> {
  return (await queryOne(db, 'SELECT 1 AS found FROM brands WHERE id = $1', [id])) !== undefined;
}

export async function colorExists(db: Queryable, id: number): Promise<boolean> {
  return (await queryOne(db, 'SELECT 1 AS found FROM colors WHERE id = $1', [id])) !== undefined;
}

export interface NewProduct {
  sellerId: number;
  productName: string;
  description: string;
  price: number;
  stock: number;
  brandId: number;
  colorId: number;
  conditions: Condition;
  categoryIds: readonly number[];
  imageKeys: readonly string[];
  createdAt?: Date;
  archivedAt?: Date;
}

/** Inserts a product with its categories and photos; run it inside a transaction. */
export async function insertProduct(tx: Queryable, product: NewProduct): Promise<number> {
  const row = await queryOne<{ id: number }>(
    tx,
    // category_ids as product_categories will hold them (sorted, distinct), so the row is written once.
    `INSERT INTO products
       (seller_id, product_name, description, price, stock, brand_id, color_id, conditions, archived_at, created_at,
        updated_at, category_ids)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, COALESCE($10::timestamptz, now()), COALESCE($10::timestamptz, now()),
             ARRAY(SELECT DISTINCT unnest($11::int[]) ORDER BY 1))
     RETURNING id`,
    [
      product.sellerId,
      product.productName,
      product.description,
      product.price,
      product.stock,
      product.brandId,
      product.colorId,
      product.conditions,
      product.archivedAt ?? null,
      product.createdAt ?? null,
      product.categoryIds,
    ],
  );
  if (!row) throw new Error('Inserting a product returned no id');
  await tx.query(
    'INSERT INTO product_categories (product_id, category_id) SELECT $1, unnest($2::int[]) ON CONFLICT DO NOTHING',
    [row.id, product.categoryIds],
  );
  await tx.query(
    `INSERT INTO product_images (product_id, position, image_key)
     SELECT $1, item.ordinality - 1, item.image_key
       FROM unnest($2::text[]) WITH ORDINALITY AS item (image_key, ordinality)`,
    [row.id, product.imageKeys],
  );
  return row.id;
}

/** Archives a live product of this seller; false when there is none (unknown, not theirs, or archived already). */
export async function archiveProduct(db: Queryable, productId: number, sellerId: number): Promise<boolean> {
  const rows = await db.query(
    `UPDATE products SET archived_at = now(), updated_at = now(), version = version + 1
      WHERE id = $1 AND seller_id = $2 AND archived_at IS NULL
      RETURNING id`,
    [productId, sellerId],
  );
  return rows.length > 0;
}

export interface OwnedProductRow {
  id: number;
  seller_id: number;
  product_name: string;
  stock: number;
  version: number;
  archived: boolean;
  updated_at: Date | string;
}

const OWNED_COLUMNS = 'id, seller_id, product_name, stock, version, archived_at IS NOT NULL AS archived, updated_at';

/** The product if this seller owns it; with `lock`, its row stays locked until the transaction ends. */
export function findOwnedProduct(
  db: Queryable,
  productId: number,
  sellerId: number,
  lock = false,
): Promise<OwnedProductRow | undefined> {
  return queryOne<OwnedProductRow>(
    db,
    `SELECT ${OWNED_COLUMNS} FROM products WHERE id = $1 AND seller_id = $2${lock ? ' FOR UPDATE' : ''}`,
    [productId, sellerId],
  );
}

export function findPhotos(db: Queryable, productId: number): Promise<{ id: number; image_key: string }[]> {
  return db.query('SELECT id, image_key FROM product_images WHERE product_id = $1 ORDER BY position', [productId]);
}

export interface ProductChanges {
  productName?: string;
  description?: string;
  price?: number;
  stock?: number;
  brandId?: number;
  colorId?: number;
  conditions?: Condition;
}

const CHANGE_COLUMNS: Record<keyof ProductChanges, string> = {
  productName: 'product_name',
  description: 'description',
  price: 'price',
  stock: 'stock',
  brandId: 'brand_id',
  colorId: 'color_id',
  conditions: 'conditions',
};

/** Writes the given fields and moves the version on; run it inside the transaction that locked the row. */
export async function updateProduct(tx: Queryable, productId: number, changes: ProductChanges): Promise<void> {
  const sets: string[] = [];
  const params: (string | number)[] = [productId];
  for (const [field, column] of Object.entries(CHANGE_COLUMNS) as [keyof ProductChanges, string][]) {
    const value = changes[field];
    if (value === undefined) continue;
    params.push(value);
    sets.push(`${column} = $${params.length}`);
  }
  await tx.query(
    `UPDATE products SET ${[...sets, 'version = version + 1', 'updated_at = now()'].join(', ')} WHERE id = $1`,
    params,
  );
}

export async function replaceCategories(tx: Queryable, productId: number, categoryIds: readonly number[]) {
  await tx.query('DELETE FROM product_categories WHERE product_id = $1 AND NOT (category_id = ANY($2::int[]))', [
    productId,
    categoryIds,
  ]);
  await tx.query(
    'INSERT INTO product_categories (product_id, category_id) SELECT $1, unnest($2::int[]) ON CONFLICT DO NOTHING',
    [productId, categoryIds],
  );
}

/** The product's photos become exactly these keys, in this order. */
export async function replacePhotos(tx: Queryable, productId: number, imageKeys: readonly string[]) {
  await tx.query('DELETE FROM product_images WHERE product_id = $1', [productId]);
  await tx.query(
    `INSERT INTO product_images (product_id, position, image_key)
     SELECT $1, item.ordinality - 1, item.image_key
       FROM unnest($2::text[]) WITH ORDINALITY AS item (image_key, ordinality)`,
    [productId, imageKeys],
  );
}

/** Sets the stock of this seller's live, sold-out product; false when it is not that (any more). */
export async function restockSoldOut(db: Queryable, productId: number, sellerId: number, stock: number) {
  const rows = await db.query(
    `UPDATE products SET stock = $3, version = version + 1, updated_at = now()
      WHERE id = $1 AND seller_id = $2 AND archived_at IS NULL AND stock = 0
      RETURNING id`,
    [productId, sellerId, stock],
  );
  return rows.length > 0;
}

/** Brings this seller's archived product back to the shop; false when it is not archived (or not theirs). */
export async function restoreArchived(db: Queryable, productId: number, sellerId: number) {
  const rows = await db.query(
    `UPDATE products SET archived_at = NULL, version = version + 1, updated_at = now()
      WHERE id = $1 AND seller_id = $2 AND archived_at IS NOT NULL
      RETURNING id`,
    [productId, sellerId],
  );
  return rows.length > 0;
}

/** Which of these image keys an order line still shows. */
export async function imageKeysInOrders(db: Queryable, keys: readonly string[]): Promise<Set<string>> {
  if (keys.length === 0) return new Set();
  const rows = await db.query<{ image_key: string }>(
    'SELECT DISTINCT image_key FROM transaction_items WHERE image_key = ANY($1::text[])',
    [keys],
  );
  return new Set(rows.map((row) => row.image_key));
}

export interface SitemapRow {
  id: number;
  updated_at: Date | string;
}

/** Unarchived products with `after < id <= through`, in id order, at most `limit` (products_unarchived_id_idx). */
export function listUnarchivedIds(db: Queryable, after: number, through: number, limit: number): Promise<SitemapRow[]> {
  return db.query<SitemapRow>(
    `SELECT id, updated_at FROM products
      WHERE archived_at IS NULL AND id > $1 AND id <= $2
      ORDER BY id
      LIMIT $3`,
    [after, through, limit],
  );
}

export async function lastUnarchivedId(db: Queryable): Promise<number | null> {
  const row = await queryOne<{ id: number | null }>(db, 'SELECT max(id) AS id FROM products WHERE archived_at IS NULL');
  return row?.id ?? null;
}
