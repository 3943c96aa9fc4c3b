import { ORDER_STATUS } from '@spectrum/shared';
import type { Queryable } from '../client';
import { DEMO_ACCOUNTS } from './demo-accounts';

/** What the demo customer says about the products of their Completed lines, in line order. */
const DEMO_REVIEWS = [
  { rating: 5, title: 'Exactly as pictured', body: 'Solid build, soft fabric and it arrived well packed. Worth it.' },
  { rating: 4, title: 'Warm light, nice finish', body: 'Lovely in the evening. One shade had a small scratch.' },
];

/** How long after a line was completed (the goods received) the demo customer wrote its review. */
const REVIEW_AFTER_COMPLETION_MS = 26 * 60 * 60 * 1000;

/**
 * Real reviews by the demo customer on products of their Completed lines (the demo orders), written once: a
 * product already reviewed keeps its review. Each is dated a day or so after its line was completed (never later
 * than now). The trigger of migration 100 keeps the ratings.
 */
export async function ensureDemoReviews(db: Queryable): Promise<number> {
  const rows = await db.query<{ product_id: number; completed_at: Date | null }>(
    `SELECT DISTINCT ON (ti.product_id) ti.product_id, ti.seller_id, t.customer_id, ti.id,
            (SELECT max(e.created_at) FROM order_line_events e WHERE e.line_id = ti.id AND e.to_status = $2)
              AS completed_at
       FROM transaction_items ti JOIN transactions t ON t.id = ti.transaction_id
       JOIN users u ON u.id = t.customer_id
      WHERE lower(u.email) = lower($1) AND ti.status_id = $2
      ORDER BY ti.product_id, ti.id`,
    [DEMO_ACCOUNTS.customer.email, ORDER_STATUS.completed],
  );
  let written = 0;
  for (const [index, row] of rows.entries()) {
    const review = DEMO_REVIEWS[index % DEMO_REVIEWS.length]!;
    const now = Date.now();
    const completedAt = row.completed_at ? new Date(row.completed_at).getTime() : now;
    const writtenAt = new Date(Math.min(completedAt + REVIEW_AFTER_COMPLETION_MS, now));
    const inserted = await db.query(
      `INSERT INTO reviews (product_id, customer_id, seller_id, rating, title, body, created_at, updated_at)
       SELECT ti.product_id, t.customer_id, ti.seller_id, $3, $4, $5, $6, $6
         FROM transaction_items ti JOIN transactions t ON t.id = ti.transaction_id
        JOIN users u ON u.id = t.customer_id
        WHERE ti.product_id = $1 AND lower(u.email) = lower($2)
        LIMIT 1
       ON CONFLICT (product_id, customer_id) DO NOTHING RETURNING id`,
      [row.product_id, DEMO_ACCOUNTS.customer.email, review.rating, review.title, review.body, writtenAt],
    );
    written += inserted.length;
  }
  return written;
}
