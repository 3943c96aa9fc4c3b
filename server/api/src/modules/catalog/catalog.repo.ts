import type { CategoryData } from '@spectrum/shared';
import type { Queryable } from '../../db/client';

/** Categories with their live products, from the counts the product triggers keep. */
export function listCategories(db: Queryable): Promise<CategoryData[]> {
  return db.query<CategoryData>(
    `SELECT c.id, c.category_name, coalesce(sum(t.products), 0)::int AS total_product
       FROM categories c
       LEFT JOIN catalogue_totals t ON t.category_id = c.id
      GROUP BY c.id
      ORDER BY c.category_name`,
  );
}
