import type { CategoryData } from '@spectrum/shared';
import type { Queryable } from '../../db/client';

export function listCategories(db: Queryable): Promise<CategoryData[]> {
  return db.query<CategoryData>(
    `SELECT c.id, c.category_name,
            count(p.id)::int AS total_product
       FROM categories c
       LEFT JOIN product_categories pc ON pc.category_id = c.id
       LEFT JOIN products p ON p.id = pc.product_id AND p.archived_at IS NULL AND p.stock > 0
      GROUP BY c.id
      ORDER BY c.category_name`,
  );
}
