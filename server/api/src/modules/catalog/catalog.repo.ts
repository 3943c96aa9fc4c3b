import type { CategoryData } from '@spectrum/shared';
import { REUSED_PLAN, type Queryable } from '../../db/client';

/**
 * Categories with their live products, from the counts the product triggers keep. Prepared: every list page's render
 * asks for them, and planning was half the statement on PGlite (0.50 → 0.27 ms).
 */
export function listCategories(db: Queryable): Promise<CategoryData[]> {
  return db.query<CategoryData>(
    `SELECT c.id, c.category_name, coalesce(sum(t.products), 0)::int AS total_product
       FROM categories c
       LEFT JOIN catalogue_totals t ON t.category_id = c.id
      GROUP BY c.id
      ORDER BY c.category_name`,
    [],
    REUSED_PLAN,
  );
}
