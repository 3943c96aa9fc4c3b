/** What the in-memory search index (search-index.ts) reads: live products' search data, and the changes since. */
import { REUSED_PLAN, type Queryable } from '../../db/client';
import { WEIGHT, type IndexedProduct } from './search-index';

interface ProductRow {
  id: number;
  live: boolean;
  price: number;
  created: string;
  brand_id: number;
  color_id: number;
  rating_score: number;
  rating_count: number;
  category_ids: number[];
  lexemes: string[];
  weights: number[];
}

/** The lexemes of the search document and the weights of each (search-index.ts, WEIGHT), in the same order. */
const COLUMNS = `p.id, (p.archived_at IS NULL AND p.stock > 0) AS live, p.price,
  (extract(epoch FROM p.created_at) * 1000000)::int8::text AS created,
  p.brand_id, p.color_id, p.rating_score, p.rating_count, p.category_ids,
  ARRAY(SELECT u.lexeme FROM unnest(p.search_vector) u ORDER BY u.lexeme) AS lexemes,
  ARRAY(SELECT ('A' = ANY (u.weights))::int * ${WEIGHT.A} + ('B' = ANY (u.weights))::int * ${WEIGHT.B}
             + ('C' = ANY (u.weights))::int * ${WEIGHT.C} + ('D' = ANY (u.weights))::int * ${WEIGHT.D}
          FROM unnest(p.search_vector) u ORDER BY u.lexeme) AS weights`;

const toProduct = (row: ProductRow): IndexedProduct => ({
  id: row.id,
  price: row.price,
  createdMicros: Number(row.created),
  brandId: row.brand_id,
  colorId: row.color_id,
  ratingScore: row.rating_score,
  ratingCount: row.rating_count,
  categoryIds: row.category_ids,
  lexemes: row.lexemes.map((lexeme, index) => [lexeme, row.weights[index]!] as const),
});

/** The snapshot the database reads at now: what it shows, the transactions committed by then, is in the index. */
export async function currentSnapshot(db: Queryable): Promise<string> {
  const [row] = await db.query<{ snapshot: string }>('SELECT pg_current_snapshot()::text AS snapshot');
  return row!.snapshot;
}

/** Where a load stopped: the last product read, in the order of (created, id). */
export interface LoadPosition {
  created: string;
  id: number;
}

/**
 * Live products after `after` in the order of (created, id) (the index's slots run in it), at most `limit`, with
 * where the next batch begins.
 */
export async function liveProductsAfter(
  db: Queryable,
  after: LoadPosition | undefined,
  limit: number,
): Promise<{ products: IndexedProduct[]; next: LoadPosition | undefined }> {
  const rows = await db.query<ProductRow & { created_at: string }>(
    `SELECT ${COLUMNS}, p.created_at::text AS created_at FROM products p
      WHERE p.archived_at IS NULL AND p.stock > 0
        AND (p.created_at, p.id) > ($1::timestamptz, $2::int)
      ORDER BY p.created_at, p.id LIMIT $3`,
    [after?.created ?? '-infinity', after?.id ?? 0, limit],
    REUSED_PLAN,
  );
  const last = rows.at(-1);
  return {
    products: rows.map(toProduct),
    next: rows.length === limit && last ? { created: last.created_at, id: last.id } : undefined,
  };
}

/**
 * The products noted as changed by transactions that `snapshot` did not show and the database's snapshot now
 * shows (committed since), with that snapshot: reading them as they are now brings an index taken at `snapshot`
 * up to it. A transaction still running shows in neither, and is found by the next call.
 */
export async function changedSince(db: Queryable, snapshot: string): Promise<{ snapshot: string; ids: number[] }> {
  const [row] = await db.query<{ snapshot: string; ids: number[] }>(
    `SELECT pg_current_snapshot()::text AS snapshot,
            ARRAY(SELECT c.product_id FROM catalogue_changes c
                   WHERE c.changed_by >= pg_snapshot_xmin($1::pg_snapshot)
                     AND NOT pg_visible_in_snapshot(c.changed_by, $1::pg_snapshot)) AS ids`,
    [snapshot],
    REUSED_PLAN,
  );
  // A product written several times is read once (DISTINCT would size a hash for the planner's guess of rows).
  return { snapshot: row!.snapshot, ids: [...new Set(row!.ids)] };
}

/** The products with these ids as they are now: `live` says whether the public catalogue shows them. */
export async function productsById(
  db: Queryable,
  ids: readonly number[],
): Promise<{ live: IndexedProduct[]; gone: number[] }> {
  const rows = await db.query<ProductRow>(`SELECT ${COLUMNS} FROM products p WHERE p.id = ANY($1::int[])`, [[...ids]]);
  const live = rows.filter((row) => row.live);
  const liveIds = new Set(live.map((row) => row.id));
  return { live: live.map(toProduct), gone: ids.filter((id) => !liveIds.has(id)) };
}

/** Forgets the changes noted before `age` ago: an index that has not read the changes for that long loads anew. */
export async function forgetChangesOlderThan(db: Queryable, age: string): Promise<void> {
  await db.query('DELETE FROM catalogue_changes WHERE changed_at < now() - $1::interval', [age]);
}
