/**
 * Reviews, their photos, reports and helpful votes. The products' and sellers' ratings are kept by the
 * `reviews_rating` trigger (migration 100) in the transaction of each change.
 */
import { queryOne, queryTotal, REUSED_PLAN, type Queryable } from '../../db/client';

export interface ReviewRow {
  id: number;
  product_id: number;
  product_name: string;
  product_image_key: string | null;
  customer_id: number;
  display_name: string | null;
  seller_id: number;
  rating: number;
  title: string;
  body: string;
  helpful_count: number;
  photos: { id: number; image_key: string }[];
  reply_body: string | null;
  reply_at: Date | null;
  reply_updated_at: Date | null;
  created_at: Date;
  updated_at: Date;
}

const REVIEW_COLUMNS = `r.id, r.product_id, p.product_name, r.customer_id, u.display_name, r.seller_id, r.rating, r.title,
       r.body, r.helpful_count, r.reply_body, r.reply_at, r.reply_updated_at, r.created_at, r.updated_at,
       (SELECT i.image_key FROM product_images i WHERE i.product_id = p.id ORDER BY i.position LIMIT 1)
         AS product_image_key,
       coalesce((SELECT json_agg(json_build_object('id', ri.id, 'image_key', ri.image_key) ORDER BY ri.position)
                   FROM review_images ri WHERE ri.review_id = r.id), '[]'::json) AS photos`;
const REVIEW_JOINS = 'JOIN products p ON p.id = r.product_id JOIN users u ON u.id = r.customer_id';

/** The reviews of `ids`, in that order (hidden ones too: the caller chose them). */
async function reviewsByIds(db: Queryable, ids: readonly number[]): Promise<ReviewRow[]> {
  if (ids.length === 0) return [];
  const rows = await db.query<ReviewRow>(
    `SELECT ${REVIEW_COLUMNS} FROM reviews r ${REVIEW_JOINS} WHERE r.id = ANY($1::integer[])`,
    [ids as number[]],
  );
  const byId = new Map(rows.map((row) => [row.id, row]));
  return ids.map((id) => byId.get(id)).filter((row): row is ReviewRow => row !== undefined);
}

export async function findReview(db: Queryable, id: number): Promise<ReviewRow | undefined> {
  return (await reviewsByIds(db, [id]))[0];
}

/** A row of productReviewPage: the product's columns, and one review's (all null when the page has none). */
type ReviewPageRow = {
  product_row_id: number;
  product_seller_id: number;
  rating_count: number;
  rating_score: number;
  page: number;
} & (ReviewRow | { [column in keyof ReviewRow]: null });

/**
 * One page of an unarchived product's visible reviews with the product's rating, in one statement (undefined when
 * there is no such product). The page asked is kept within the product's pages (a page past the end is the last
 * one), from the visible reviews the rating counts. The page's ids come from the per-product index in the page's
 * order (a deep page skips index entries only), then only the page's rows are read whole. One statement where a
 * product look-up and the page were two: on PGlite a statement's fixed cost was most of each.
 */
export async function productReviewPage(
  db: Queryable,
  productId: number,
  sort: 'newest' | 'helpful',
  asked: { limit: number; page: number },
): Promise<{ product: ProductRatingRow & { page: number }; rows: ReviewRow[] } | undefined> {
  const order = (table: string) =>
    sort === 'helpful'
      ? `${table}.helpful_count DESC, ${table}.created_at DESC, ${table}.id DESC`
      : `${table}.created_at DESC, ${table}.id DESC`;
  const rows = await db.query<ReviewPageRow>(
    `WITH product AS MATERIALIZED (
       SELECT id, seller_id, rating_count, rating_score,
              least($3::int, greatest(1, (rating_count + $2::int - 1) / $2::int)) AS page
         FROM products WHERE id = $1 AND archived_at IS NULL
     )
     SELECT product.id AS product_row_id, product.seller_id AS product_seller_id, product.rating_count,
            product.rating_score, product.page, reviews.*
       FROM product LEFT JOIN LATERAL (
         SELECT ${REVIEW_COLUMNS}
           FROM (SELECT id FROM reviews page WHERE product_id = product.id AND hidden_at IS NULL ORDER BY ${order('page')}
                 LIMIT $2 OFFSET (product.page - 1) * $2::int) page_ids
           JOIN reviews r ON r.id = page_ids.id ${REVIEW_JOINS}
       ) reviews ON true
      ORDER BY ${order('reviews')}`,
    [productId, asked.limit, asked.page],
    { prepare: true },
  );
  const [first] = rows;
  if (!first) return undefined;
  const product = {
    id: first.product_row_id,
    seller_id: first.product_seller_id,
    rating_count: first.rating_count,
    rating_score: first.rating_score,
    page: first.page,
  };
  const reviews = rows.flatMap(
    ({
      product_row_id: _id,
      product_seller_id: _seller,
      rating_count: _count,
      rating_score: _score,
      page: _page,
      ...review
    }) => (review.id === null ? [] : [review as ReviewRow]),
  );
  return { product, rows: reviews };
}

/** The newest visible reviews across the store, of unarchived products. */
export async function listLatestReviews(db: Queryable, page: { limit: number; offset: number }): Promise<ReviewRow[]> {
  const ids = await db.query<{ id: number }>(
    `SELECT r.id FROM reviews r JOIN products p ON p.id = r.product_id
      WHERE r.hidden_at IS NULL AND p.archived_at IS NULL
      ORDER BY r.created_at DESC, r.id DESC LIMIT $1 OFFSET $2`,
    [page.limit, page.offset],
    { prepare: true },
  );
  return reviewsByIds(
    db,
    ids.map((row) => row.id),
  );
}

/** Visible reviews in the whole store: the sum of the sellers' maintained counts. */
export function countVisibleReviews(db: Queryable): Promise<number> {
  return queryTotal(db, 'SELECT coalesce(sum(rating_count), 0)::int AS total FROM users WHERE rating_count > 0', []);
}

export interface ProductRatingRow {
  id: number;
  seller_id: number;
  rating_count: number;
  rating_score: number;
}

/** An unarchived product's seller and maintained rating. */
export function findLiveProduct(db: Queryable, productId: number): Promise<ProductRatingRow | undefined> {
  return queryOne<ProductRatingRow>(
    db,
    'SELECT id, seller_id, rating_count, rating_score FROM products WHERE id = $1 AND archived_at IS NULL',
    [productId],
    REUSED_PLAN,
  );
}

export function productRatings(db: Queryable, ids: readonly number[]): Promise<ProductRatingRow[]> {
  return db.query<ProductRatingRow>(
    'SELECT id, seller_id, rating_count, rating_score FROM products WHERE id = ANY($1::integer[])',
    [ids as number[]],
  );
}

export function sellerRating(
  db: Queryable,
  sellerId: number,
): Promise<{ rating_count: number; rating_sum: number } | undefined> {
  return queryOne(db, 'SELECT rating_count, rating_sum FROM users WHERE id = $1 AND role = 2', [sellerId]);
}

/** Whether the customer has a line of the product in `status` (Completed). */
export async function hasLineInStatus(
  db: Queryable,
  customerId: number,
  productId: number,
  status: number,
): Promise<boolean> {
  const row = await queryOne<{ found: boolean }>(
    db,
    `SELECT EXISTS (
       SELECT 1 FROM transactions t JOIN transaction_items ti ON ti.transaction_id = t.id
        WHERE t.customer_id = $1 AND ti.product_id = $2 AND ti.status_id = $3
     ) AS found`,
    [customerId, productId, status],
  );
  return row?.found ?? false;
}

/** The customer's review of a product (hidden or not). */
export async function findCustomerReviewId(
  db: Queryable,
  customerId: number,
  productId: number,
): Promise<number | undefined> {
  const row = await queryOne<{ id: number }>(
    db,
    'SELECT id FROM reviews WHERE customer_id = $1 AND product_id = $2',
    [customerId, productId],
    REUSED_PLAN,
  );
  return row?.id;
}

export interface ReviewText {
  rating: number;
  title: string;
  body: string;
}

/** A new review; undefined when the customer has one of the product already. */
export async function insertReview(
  tx: Queryable,
  review: ReviewText & { productId: number; customerId: number; sellerId: number },
): Promise<number | undefined> {
  const row = await queryOne<{ id: number }>(
    tx,
    `INSERT INTO reviews (product_id, customer_id, seller_id, rating, title, body) VALUES ($1, $2, $3, $4, $5, $6)
     ON CONFLICT (product_id, customer_id) DO NOTHING RETURNING id`,
    [review.productId, review.customerId, review.sellerId, review.rating, review.title, review.body],
  );
  return row?.id;
}

/** Whether review `id` is the customer's own. */
export async function isOwnReview(db: Queryable, id: number, customerId: number): Promise<boolean> {
  const row = await queryOne<{ found: boolean }>(
    db,
    'SELECT true AS found FROM reviews WHERE id = $1 AND customer_id = $2',
    [id, customerId],
  );
  return row?.found ?? false;
}

/** The customer's own review, locked for an edit; its photo keys in order. */
export function lockOwnReview(
  tx: Queryable,
  id: number,
  customerId: number,
): Promise<{ id: number; product_id: number; photos: { id: number; image_key: string }[] } | undefined> {
  return queryOne(
    tx,
    `SELECT r.id, r.product_id,
            coalesce((SELECT json_agg(json_build_object('id', ri.id, 'image_key', ri.image_key) ORDER BY ri.position)
                        FROM review_images ri WHERE ri.review_id = r.id), '[]'::json) AS photos
       FROM reviews r WHERE r.id = $1 AND r.customer_id = $2 FOR UPDATE`,
    [id, customerId],
  );
}

export async function updateReviewText(tx: Queryable, id: number, changes: Partial<ReviewText>): Promise<void> {
  await tx.query(
    `UPDATE reviews SET rating = coalesce($2, rating), title = coalesce($3, title), body = coalesce($4, body),
            updated_at = now()
      WHERE id = $1`,
    [id, changes.rating ?? null, changes.title ?? null, changes.body ?? null],
  );
}

/** Replaces the review's photos with `keys`, in order. */
export async function setReviewPhotos(tx: Queryable, reviewId: number, keys: readonly string[]): Promise<void> {
  await tx.query('DELETE FROM review_images WHERE review_id = $1', [reviewId]);
  if (keys.length === 0) return;
  await tx.query(
    `INSERT INTO review_images (review_id, position, image_key)
     SELECT $1, k.position - 1, k.key FROM unnest($2::text[]) WITH ORDINALITY AS k (key, position)`,
    [reviewId, keys as string[]],
  );
}

/** Deletes the customer's own review; its product and photo keys, or undefined when there was none. */
export function deleteOwnReview(
  tx: Queryable,
  id: number,
  customerId: number,
): Promise<{ product_id: number; keys: string[] } | undefined> {
  return queryOne(
    tx,
    `WITH gone AS (DELETE FROM reviews WHERE id = $1 AND customer_id = $2 RETURNING id, product_id)
     SELECT gone.product_id,
            coalesce((SELECT array_agg(ri.image_key) FROM review_images ri WHERE ri.review_id = gone.id), '{}') AS keys
       FROM gone`,
    [id, customerId],
  );
}

/**
 * Sets the seller's reply to a visible review of their product; undefined when there is none. `first_reply`: the
 * review had no reply before (both times are this transaction's `now()` only then).
 */
export function setReply(
  tx: Queryable,
  id: number,
  sellerId: number,
  body: string,
): Promise<{ product_id: number; customer_id: number; first_reply: boolean } | undefined> {
  return queryOne(
    tx,
    `UPDATE reviews SET reply_body = $3, reply_at = coalesce(reply_at, now()), reply_updated_at = now()
      WHERE id = $1 AND seller_id = $2 AND hidden_at IS NULL
      RETURNING product_id, customer_id, reply_at = reply_updated_at AS first_reply`,
    [id, sellerId, body],
  );
}

/** A visible review's author and product, locked against a concurrent report or vote. */
export function lockVisibleReview(
  tx: Queryable,
  id: number,
): Promise<{ id: number; customer_id: number; product_id: number } | undefined> {
  return queryOne(
    tx,
    'SELECT id, customer_id, product_id FROM reviews WHERE id = $1 AND hidden_at IS NULL FOR UPDATE',
    [id],
  );
}

/** Records a report; false when this user had reported the review already. */
export async function insertReport(tx: Queryable, reviewId: number, userId: number): Promise<boolean> {
  const rows = await tx.query(
    'INSERT INTO review_reports (review_id, user_id) VALUES ($1, $2) ON CONFLICT DO NOTHING RETURNING review_id',
    [reviewId, userId],
  );
  return rows.length > 0;
}

/** Counts a report; hides the review when `hide` (a moderator's earlier decision is kept). Whether it hid it. */
export async function countReport(tx: Queryable, reviewId: number, threshold: number): Promise<boolean> {
  const row = await queryOne<{ hidden: boolean }>(
    tx,
    `UPDATE reviews SET report_count = report_count + 1,
            hidden_at = CASE WHEN moderated_at IS NULL AND report_count + 1 >= $2 THEN now() ELSE hidden_at END
      WHERE id = $1 RETURNING hidden_at IS NOT NULL AS hidden`,
    [reviewId, threshold],
  );
  return row?.hidden ?? false;
}

/** Records a helpful vote and counts it; undefined when this user had voted already. */
export async function insertVote(tx: Queryable, reviewId: number, userId: number): Promise<number | undefined> {
  const rows = await tx.query(
    'INSERT INTO review_votes (review_id, user_id) VALUES ($1, $2) ON CONFLICT DO NOTHING RETURNING review_id',
    [reviewId, userId],
  );
  if (rows.length === 0) return undefined;
  const row = await queryOne<{ helpful_count: number }>(
    tx,
    'UPDATE reviews SET helpful_count = helpful_count + 1 WHERE id = $1 RETURNING helpful_count',
    [reviewId],
  );
  return row?.helpful_count;
}

/** Reviews waiting for a moderator (hidden by reports), oldest first. */
export function listHiddenReviews(db: Queryable): Promise<{ id: number; product_id: number; report_count: number }[]> {
  return db.query(
    'SELECT id, product_id, report_count FROM reviews WHERE hidden_at IS NOT NULL ORDER BY hidden_at, id',
    [],
  );
}

/** A moderator keeps a hidden review: shown again, and reports no longer hide it. Its product, if found. */
export async function keepReview(tx: Queryable, id: number): Promise<number | undefined> {
  const row = await queryOne<{ product_id: number }>(
    tx,
    'UPDATE reviews SET hidden_at = NULL, moderated_at = now() WHERE id = $1 RETURNING product_id',
    [id],
  );
  return row?.product_id;
}

/** A moderator removes a review: its product and photo keys, if found. */
export function removeReview(tx: Queryable, id: number): Promise<{ product_id: number; keys: string[] } | undefined> {
  return queryOne(
    tx,
    `WITH gone AS (DELETE FROM reviews WHERE id = $1 RETURNING id, product_id)
     SELECT gone.product_id,
            coalesce((SELECT array_agg(ri.image_key) FROM review_images ri WHERE ri.review_id = gone.id), '{}') AS keys
       FROM gone`,
    [id],
  );
}
