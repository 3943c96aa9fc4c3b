import type { Condition, ProductSort, SellerProductFilter } from '@spectrum/shared';
import { queryOne, type Queryable, type SqlParam } from '../../db/client';

/** Filters of the public list; every value travels as a query parameter. */
export interface LiveProductFilters {
  search?: string;
  minPrice?: number;
  /** Already normalised: undefined means no upper bound. */
  maxPrice?: number;
  categoryId?: number;
  brandId?: number;
  colorId?: number;
}

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
  brand_id: number;
  brand_name: string;
  color_id: number;
  color_name: string;
  hex: string;
  seller_id: number;
  display_name: string | null;
  store_name: string | null;
  store_desc: string | null;
}

const LIVE = 'p.archived_at IS NULL AND p.stock > 0';
const FIRST_IMAGE_KEY =
  '(SELECT i.image_key FROM product_images i WHERE i.product_id = p.id ORDER BY i.position LIMIT 1) AS image_key';
const SUMMARY_COLUMNS = `p.id, p.product_name, p.price, p.stock, ${FIRST_IMAGE_KEY}`;

// The only ORDER BY clauses that ever reach SQL: input selects a key, never text.
const ORDER_BY: Record<ProductSort, string> = {
  newest: 'p.created_at DESC, p.id DESC',
  oldest: 'p.created_at ASC, p.id ASC',
  priciest: 'p.price DESC, p.id ASC',
  cheapest: 'p.price ASC, p.id ASC',
};

const SELLER_FILTER: Record<SellerProductFilter | 'all', string> = {
  all: 'p.archived_at IS NULL',
  archived: 'p.archived_at IS NOT NULL',
  'sold-out': 'p.archived_at IS NULL AND p.stock = 0',
};

/** Escapes LIKE wildcards so the search text matches literally (backslash is the escape character). */
export function likePattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}

function liveConditions(filters: LiveProductFilters): { where: string; params: SqlParam[] } {
  const clauses = [LIVE];
  const params: SqlParam[] = [];
  const add = (clause: (placeholder: string) => string, value: SqlParam) => {
    params.push(value);
    clauses.push(clause(`$${params.length}`));
  };
  if (filters.search) add((p) => `p.product_name ILIKE ${p} ESCAPE '\\'`, likePattern(filters.search));
  if (filters.minPrice !== undefined) add((p) => `p.price >= ${p}`, filters.minPrice);
  if (filters.maxPrice !== undefined) add((p) => `p.price <= ${p}`, filters.maxPrice);
  if (filters.brandId !== undefined) add((p) => `p.brand_id = ${p}`, filters.brandId);
  if (filters.colorId !== undefined) add((p) => `p.color_id = ${p}`, filters.colorId);
  if (filters.categoryId !== undefined) {
    add(
      (p) => `EXISTS (SELECT 1 FROM product_categories pc WHERE pc.product_id = p.id AND pc.category_id = ${p})`,
      filters.categoryId,
    );
  }
  return { where: clauses.join(' AND '), params };
}

export async function countLiveProducts(db: Queryable, filters: LiveProductFilters): Promise<number> {
  const { where, params } = liveConditions(filters);
  const row = await queryOne<{ total: number }>(
    db,
    `SELECT count(*)::int AS total FROM products p WHERE ${where}`,
    params,
  );
  return row?.total ?? 0;
}

export function listLiveProducts(
  db: Queryable,
  filters: LiveProductFilters,
  sort: ProductSort,
  limit: number,
  offset: number,
): Promise<ProductSummaryRow[]> {
  const { where, params } = liveConditions(filters);
  const limitParam = `$${params.length + 1}`;
  const offsetParam = `$${params.length + 2}`;
  return db.query<ProductSummaryRow>(
    `SELECT ${SUMMARY_COLUMNS} FROM products p
      WHERE ${where}
      ORDER BY ${ORDER_BY[sort]}
      LIMIT ${limitParam} OFFSET ${offsetParam}`,
    [...params, limit, offset],
  );
}

/** Detail rows (archived ones included, so the caller decides) for these ids, in no particular order. */
export function findProductDetails(db: Queryable, ids: readonly number[]): Promise<ProductDetailRow[]> {
  return db.query<ProductDetailRow>(
    `SELECT p.id, p.product_name, p.price, p.stock, p.conditions, p.description, p.archived_at, p.created_at,
            b.id AS brand_id, b.brand_name, c.id AS color_id, c.color_name, c.hex,
            u.id AS seller_id, u.display_name, u.store_name, u.store_desc
       FROM products p
       JOIN brands b ON b.id = p.brand_id
       JOIN colors c ON c.id = p.color_id
       JOIN users u ON u.id = p.seller_id
      WHERE p.id = ANY($1::int[])`,
    [ids],
  );
}

export async function findProductDetail(db: Queryable, id: number): Promise<ProductDetailRow | undefined> {
  return (await findProductDetails(db, [id]))[0];
}

export function findCategoriesOfProducts(
  db: Queryable,
  productIds: readonly number[],
): Promise<{ product_id: number; id: number; category_name: string }[]> {
  return db.query(
    `SELECT pc.product_id, c.id, c.category_name
       FROM product_categories pc JOIN categories c ON c.id = pc.category_id
      WHERE pc.product_id = ANY($1::int[])
      ORDER BY c.category_name, c.id`,
    [productIds],
  );
}

export function findImageKeysOfProducts(
  db: Queryable,
  productIds: readonly number[],
): Promise<{ product_id: number; image_key: string }[]> {
  return db.query(
    'SELECT product_id, image_key FROM product_images WHERE product_id = ANY($1::int[]) ORDER BY product_id, position',
    [productIds],
  );
}

/** Other live products that share a category or the brand with `product`, newest first. */
export function findRelatedProducts(
  db: Queryable,
  product: { id: number; brandId: number },
  limit: number,
): Promise<ProductSummaryRow[]> {
  return db.query<ProductSummaryRow>(
    `SELECT ${SUMMARY_COLUMNS} FROM products p
      WHERE ${LIVE} AND p.id <> $1
        AND (p.brand_id = $2 OR EXISTS (
              SELECT 1 FROM product_categories pc
               WHERE pc.product_id = p.id
                 AND pc.category_id IN (SELECT category_id FROM product_categories WHERE product_id = $1)))
      ORDER BY p.created_at DESC, p.id DESC
      LIMIT $3`,
    [product.id, product.brandId, limit],
  );
}

export async function countSellerProducts(
  db: Queryable,
  sellerId: number,
  filter: SellerProductFilter | 'all',
): Promise<number> {
  const row = await queryOne<{ total: number }>(
    db,
    `SELECT count(*)::int AS total FROM products p WHERE p.seller_id = $1 AND ${SELLER_FILTER[filter]}`,
    [sellerId],
  );
  return row?.total ?? 0;
}

export function listSellerProducts(
  db: Queryable,
  sellerId: number,
  filter: SellerProductFilter | 'all',
  limit: number,
  offset: number,
): Promise<SellerProductRow[]> {
  return db.query<SellerProductRow>(
    `SELECT ${SUMMARY_COLUMNS}, p.archived_at IS NOT NULL AS archived
       FROM products p
      WHERE p.seller_id = $1 AND ${SELLER_FILTER[filter]}
      ORDER BY p.created_at DESC, p.id DESC
      LIMIT $2 OFFSET $3`,
    [sellerId, limit, offset],
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
    `INSERT INTO products
       (seller_id, product_name, description, price, stock, brand_id, color_id, conditions, archived_at, created_at, updated_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, COALESCE($10::timestamptz, now()), COALESCE($10::timestamptz, now()))
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
    `UPDATE products SET archived_at = now(), updated_at = now()
      WHERE id = $1 AND seller_id = $2 AND archived_at IS NULL
      RETURNING id`,
    [productId, sellerId],
  );
  return rows.length > 0;
}
