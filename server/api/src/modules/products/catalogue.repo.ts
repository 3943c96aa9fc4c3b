/**
 * The public catalogue's queries: pages by seek (keyset) or by number, exact totals and facet counts from the
 * maintained count tables; a search's words (its matches are found in memory: search-index.ts) and the rows of
 * its page. docs/catalogue.md explains the design and its costs.
 */
import { REUSED_PLAN, type Queryable, type SqlParam } from '../../db/client';

export interface CatalogueFilters {
  minPrice?: number;
  /** Already normalised: undefined means no upper bound. */
  maxPrice?: number;
  categoryId?: number;
  brandId?: number;
  colorId?: number;
  /** Only products whose rating score (average × 100) is at least this ("4 stars and up": 400). */
  minRatingScore?: number;
}

/** The orders a page without a search is read in (a search is ordered by its index: search-index.ts). */
export type CatalogueSort = 'newest' | 'oldest' | 'priciest' | 'cheapest' | 'rating';
export type Facet = 'category' | 'brand' | 'color';

/** The values of a row's sort key, in the order of the sort's columns (timestamps as PostgreSQL text). */
export type SortKey = (string | number)[];

export interface CatalogueRow {
  id: number;
  product_name: string;
  price: number;
  stock: number;
  image_key: string | null;
  /** Visible reviews, and their average × 100 (the rating kept on the product). */
  rating_count: number;
  rating_score: number;
  sort_key: SortKey;
}

class Params {
  readonly values: SqlParam[] = [];
  add(value: SqlParam): string {
    this.values.push(value);
    return `$${this.values.length}`;
  }
}

const LIVE = 'p.archived_at IS NULL AND p.stock > 0';

/** The WHERE clauses of the filters; `skip` leaves one facet's own filter out (disjunctive facets). */
function conditions(filters: CatalogueFilters, params: Params, skip?: Facet): string[] {
  const clauses = [LIVE];
  if (filters.minRatingScore !== undefined) clauses.push(`p.rating_score >= ${params.add(filters.minRatingScore)}`);
  if (filters.minPrice !== undefined) clauses.push(`p.price >= ${params.add(filters.minPrice)}`);
  if (filters.maxPrice !== undefined) clauses.push(`p.price <= ${params.add(filters.maxPrice)}`);
  if (filters.categoryId !== undefined && skip !== 'category') {
    clauses.push(`p.category_ids @> ARRAY[${params.add(filters.categoryId)}::integer]`);
  }
  if (filters.brandId !== undefined && skip !== 'brand') clauses.push(`p.brand_id = ${params.add(filters.brandId)}`);
  if (filters.colorId !== undefined && skip !== 'color') clauses.push(`p.color_id = ${params.add(filters.colorId)}`);
  return clauses;
}

interface SortColumn {
  expression: string;
  descending: boolean;
  /** SQL type of the cursor value. */
  type: 'timestamptz' | 'integer';
}

const created = (descending: boolean): SortColumn => ({ expression: 'created_at', descending, type: 'timestamptz' });
const id = (descending: boolean): SortColumn => ({ expression: 'id', descending, type: 'integer' });
const price = (descending: boolean): SortColumn => ({ expression: 'price', descending, type: 'integer' });

// The only orders that reach SQL: input selects a key, never text. Ties break on id, so pages never overlap.
const SORT_COLUMNS: Record<CatalogueSort, SortColumn[]> = {
  newest: [created(true), id(true)],
  oldest: [created(false), id(false)],
  priciest: [price(true), id(false)],
  cheapest: [price(false), id(false)],
  // Top rated: best average, then most reviews (products without reviews last).
  rating: [
    { expression: 'rating_score', descending: true, type: 'integer' },
    { expression: 'rating_count', descending: true, type: 'integer' },
    id(true),
  ],
};

function orderBy(columns: SortColumn[], reversed: boolean): string {
  return columns.map((column) => `${column.expression} ${column.descending !== reversed ? 'DESC' : 'ASC'}`).join(', ');
}

/**
 * Rows strictly after `key` in the order of `columns`: `c1 >= v1 AND (c1 > v1 OR (c1 = v1 AND …))`, whose
 * first clause lets the index seek straight to the key.
 */
function afterKey(columns: SortColumn[], key: SortKey, reversed: boolean, params: Params): string {
  const values = columns.map((column, index) => `${params.add(key[index] ?? null)}::${column.type}`);
  const op = (column: SortColumn, strict: boolean) =>
    `${column.descending !== reversed ? '<' : '>'}${strict ? '' : '='}`;
  const strictAfter = (index: number): string => {
    const column = columns[index]!;
    const here = `${column.expression} ${op(column, true)} ${values[index]}`;
    if (index === columns.length - 1) return here;
    return `(${here} OR (${column.expression} = ${values[index]} AND ${strictAfter(index + 1)}))`;
  };
  return `${columns[0]!.expression} ${op(columns[0]!, false)} ${values[0]} AND ${strictAfter(0)}`;
}

export interface PageRequest {
  limit: number;
  /** Rows to skip: a numbered page, or the rows of a rating group before a deep page (after its cursor). */
  offset?: number;
  /** Seek past this key; `backwards` takes the rows before it instead (a "previous" link). */
  cursor?: { key: SortKey; backwards: boolean };
  /** Read the order from its end (the last pages are then as cheap as the first). */
  fromEnd?: boolean;
}

/**
 * One page of live products. The ids are found first from the narrow sort indexes (the rows a numbered page
 * skips never reach the table), then the page's rows are read with their first photo.
 */
export async function listPage(
  db: Queryable,
  filters: CatalogueFilters,
  sort: CatalogueSort,
  request: PageRequest,
): Promise<CatalogueRow[]> {
  const params = new Params();
  const columns = SORT_COLUMNS[sort];
  const reversed = Boolean(request.cursor?.backwards) !== Boolean(request.fromEnd);
  const offset = request.offset ?? 0;
  // One plan serves every first page and every page reached by cursor: the sort index, whatever the filter
  // values. The page size is then written into the statement (a plan for an unknown LIMIT assumes a tenth
  // of the table and sorts it all). A price range's width and a skipped count change the best plan, so those
  // statements are planned for their values.
  const reusable =
    filters.minRatingScore === undefined &&
    filters.minPrice === undefined &&
    filters.maxPrice === undefined &&
    offset === 0 &&
    Number.isSafeInteger(request.limit);
  const limitAndOffset = reusable
    ? `LIMIT ${request.limit}`
    : `LIMIT ${params.add(request.limit)} OFFSET ${params.add(offset)}`;
  const where = conditions(filters, params);
  if (request.cursor) where.push(afterKey(columns, request.cursor.key, reversed, params));
  const keyColumns = columns.map((column) => `p.${column.expression}`).join(', ');
  const rows = await db.query<Omit<CatalogueRow, 'sort_key'> & Record<string, unknown>>(
    `WITH page AS MATERIALIZED (
       SELECT ${keyColumns} FROM products p
        WHERE ${where.join(' AND ')}
        ORDER BY ${orderBy(columns, reversed)}
        ${limitAndOffset}
     )
     SELECT p.id, p.product_name, p.price, p.stock, p.rating_count, p.rating_score,
            (SELECT i.image_key FROM product_images i WHERE i.product_id = p.id ORDER BY i.position LIMIT 1) AS image_key,
            ${columns.map((column, index) => `page.${column.expression}${column.type === 'timestamptz' ? '::text' : ''} AS key_${index}`).join(', ')}
       FROM page JOIN products p ON p.id = page.id
      ORDER BY ${columns.map((column) => `page.${column.expression} ${column.descending !== reversed ? 'DESC' : 'ASC'}`).join(', ')}`,
    params.values,
    reusable ? REUSED_PLAN : undefined,
  );
  const page = rows.map((row) => ({
    id: row.id,
    product_name: row.product_name,
    price: row.price,
    stock: row.stock,
    image_key: row.image_key,
    rating_count: row.rating_count,
    rating_score: row.rating_score,
    sort_key: columns.map((_column, index) => row[`key_${index}`] as string | number),
  }));
  return reversed ? page.reverse() : page;
}

/** The SQL types of a sort's key values, for checking a cursor before it reaches SQL. */
export function sortKeyTypes(sort: CatalogueSort): SortColumn['type'][] {
  return SORT_COLUMNS[sort].map((column) => column.type);
}

/** Count of live products per price band (in band order) under the filters other than price. */
export function priceBandCounts(
  db: Queryable,
  filters: CatalogueFilters,
): Promise<{ band_start: number; band_end: number; products: number }[]> {
  const params = new Params();
  const clauses = [`category_id = ${params.add(filters.categoryId ?? 0)}`];
  if (filters.brandId !== undefined) clauses.push(`brand_id = ${params.add(filters.brandId)}`);
  if (filters.colorId !== undefined) clauses.push(`color_id = ${params.add(filters.colorId)}`);
  return db.query(
    `SELECT catalogue_price_band_start(price_band) AS band_start, catalogue_price_band_end(price_band) AS band_end,
            sum(products)::int AS products
       FROM catalogue_counts WHERE ${clauses.join(' AND ')}
      GROUP BY price_band HAVING sum(products) > 0 ORDER BY price_band`,
    params.values,
    { prepare: true },
  );
}

/**
 * The whole stars of a rating filter that `catalogue_star_totals` counts (`rating_score / 100` at least this):
 * "N stars and up" without a price range (the star totals have no price bands).
 */
function countedStars(filters: CatalogueFilters): number | undefined {
  const score = filters.minRatingScore;
  if (score === undefined || score % 100 !== 0) return undefined;
  if (filters.minPrice !== undefined || filters.maxPrice !== undefined) return undefined;
  return score / 100;
}

/** Whether the totals and facets of the filters are sums of count-table cells (else matching rows are counted). */
export function countsFromTables(filters: CatalogueFilters): boolean {
  return filters.minRatingScore === undefined || countedStars(filters) !== undefined;
}

/** A group of the "top rated" order: the live products with one (rating_score, rating_count). */
export interface RatingGroup {
  rating_score: number;
  rating_count: number;
  /** Live products in the groups before it. */
  before: number;
}

/**
 * The group of the "top rated" order that holds the live product at `offset` (0-based) of a category (all
 * products without one), from the maintained `catalogue_rating_groups`: the groups are summed in the order's
 * direction until one reaches past the offset. Undefined past the end.
 */
export async function ratingGroupAt(
  db: Queryable,
  categoryId: number | undefined,
  offset: number,
): Promise<RatingGroup | undefined> {
  const rows = await db.query<RatingGroup>(
    // The window's order is the primary key's, read backwards, so the sum stops at the group (no sort of all).
    `SELECT rating_score, rating_count, before::int AS before FROM (
       SELECT rating_score, rating_count, products,
              sum(products) OVER (ORDER BY category_id DESC, rating_score DESC, rating_count DESC
                                  ROWS UNBOUNDED PRECEDING) - products AS before
         FROM catalogue_rating_groups WHERE category_id = $1
     ) g
      WHERE before + products > $2
      LIMIT 1`,
    [categoryId ?? 0, offset],
    REUSED_PLAN,
  );
  return rows[0];
}

export interface FacetCountRow {
  facet: Facet | 'total';
  value: number;
  products: number;
}

/**
 * Totals and disjunctive facet counts (each facet under every filter but its own), in one round trip, from the
 * count tables: `catalogue_totals` without a price range; with one, the price bands it holds whole from
 * `catalogue_counts` plus the rows of the bands it holds in part (at most one at each end, none when it starts
 * and ends on band bounds) read from the price index. A rating filter the star totals cannot count is counted
 * over the matching products, at most `countLimit` of them: `exact` is false when there are more.
 */
export async function facetCounts(
  db: Queryable,
  filters: CatalogueFilters,
  options: { facets: boolean; countLimit: number },
): Promise<{ rows: FacetCountRow[]; exact: boolean }> {
  const params = new Params();
  const category = filters.categoryId !== undefined ? params.add(filters.categoryId) : undefined;
  const brand = filters.brandId !== undefined ? params.add(filters.brandId) : undefined;
  const color = filters.colorId !== undefined ? params.add(filters.colorId) : undefined;
  const hasPrice = filters.minPrice !== undefined || filters.maxPrice !== undefined;
  const stars = countedStars(filters);
  // A rating filter the star totals cannot count is counted over the matching rows.
  const byRows = !countsFromTables(filters);
  // The bounds of a range counted from the count tables (counted rows apply the range as they are found).
  const bandRange = hasPrice && !byRows;
  const min = bandRange ? params.add(filters.minPrice ?? 0) : '0';
  const max = bandRange ? params.add(filters.maxPrice ?? 2_147_483_647) : '2147483647';

  const tests = {
    category: (alias: string) => (category ? `${alias}.category_ids @> ARRAY[${category}::integer]` : 'true'),
    brand: (alias: string) => (brand ? `${alias}.brand_id = ${brand}` : 'true'),
    color: (alias: string) => (color ? `${alias}.color_id = ${color}` : 'true'),
  };
  const others = (alias: string, facet?: Facet) =>
    (['category', 'brand', 'color'] as const)
      .filter((other) => other !== facet)
      .map((other) => tests[other](alias))
      .join(' AND ');

  // Rows counted one by one: the rating filter's matches, or the partial price bands at the ends of the range.
  let rows: string | undefined;
  if (byRows) {
    // The matches under the price range and rating alone (the other filters are applied per facet below).
    const counted = { minPrice: filters.minPrice, maxPrice: filters.maxPrice, minRatingScore: filters.minRatingScore };
    rows = `SELECT p.id, p.brand_id, p.color_id, p.category_ids FROM products p
             WHERE ${conditions(counted, params).join(' AND ')} LIMIT ${params.add(options.countLimit + 1)}`;
  } else if (hasPrice) {
    const edge = (range: string) =>
      `SELECT p.brand_id, p.color_id, p.category_ids FROM products p WHERE ${LIVE} AND ${range}`;
    // Below the first whole band: from the lower bound up (the whole range when it lies inside one band).
    // Above the last whole band: the upper bound's band, unless the range ends with it or the lower edge
    // already read the range (both ends inside one band).
    rows = `SELECT * FROM bands, LATERAL (
              ${edge(`p.price >= ${min} AND p.price <= least(${max}, catalogue_price_band_start(bands.first_whole) - 1)`)}
              UNION ALL
              ${edge(`bands.last_whole < bands.high AND bands.last_whole >= bands.first_whole - 1 AND p.price >= catalogue_price_band_start(bands.high) AND p.price <= ${max}`)}
            ) edges`;
  }

  // Cells of the count tables: the bands the range holds whole, or every cell without a range. Each part
  // reads them with its own conditions, so the primary key finds the few cells it sums instead of every
  // cell of the range being gathered first.
  const cells = byRows
    ? undefined
    : stars !== undefined
      ? `SELECT c.category_id, c.brand_id, c.color_id, c.products FROM catalogue_star_totals c
          WHERE c.stars >= ${params.add(stars)}`
      : hasPrice
        ? `SELECT c.category_id, c.brand_id, c.color_id, c.products FROM catalogue_counts c, bands
            WHERE c.price_band BETWEEN bands.first_whole AND bands.last_whole`
        : 'SELECT c.category_id, c.brand_id, c.color_id, c.products FROM catalogue_totals c';

  const parts: string[] = [];
  const add = (
    facet: Facet | 'total',
    values: { row: string; cell: string },
    where: { rows: string; cells: string },
    unnestCategories = false,
  ) => {
    if (rows) {
      const from = unnestCategories
        ? 'counted r CROSS JOIN LATERAL unnest(r.category_ids) AS cat (category_id)'
        : 'counted r';
      parts.push(
        `SELECT '${facet}' AS facet, ${values.row} AS value, count(*) AS products FROM ${from} WHERE ${where.rows} GROUP BY 2`,
      );
    }
    if (cells) {
      parts.push(
        `SELECT '${facet}' AS facet, ${values.cell} AS value, sum(c.products) AS products FROM (${cells}) c WHERE ${where.cells} GROUP BY 2`,
      );
    }
  };
  // Cell conditions: category 0 holds every product once; a category facet reads the per-category cells.
  const cellTests = (facet?: Facet) =>
    [facet === 'category' ? 'c.category_id <> 0' : `c.category_id = ${category ?? 0}`]
      .concat(facet === 'brand' || !brand ? [] : [`c.brand_id = ${brand}`])
      .concat(facet === 'color' || !color ? [] : [`c.color_id = ${color}`])
      .join(' AND ');
  add('total', { row: '0', cell: '0' }, { rows: others('r'), cells: cellTests() });
  if (options.facets) {
    add(
      'category',
      { row: 'cat.category_id', cell: 'c.category_id' },
      { rows: others('r', 'category'), cells: cellTests('category') },
      true,
    );
    add('brand', { row: 'r.brand_id', cell: 'c.brand_id' }, { rows: others('r', 'brand'), cells: cellTests('brand') });
    add('color', { row: 'r.color_id', cell: 'c.color_id' }, { rows: others('r', 'color'), cells: cellTests('color') });
  }
  if (byRows) parts.push(`SELECT 'sample' AS facet, 0 AS value, count(*) AS products FROM counted`);
  const withs = [
    bandRange
      ? `bands AS (
           SELECT low, high,
                  CASE WHEN catalogue_price_band_start(low) = ${min} THEN low ELSE low + 1 END AS first_whole,
                  CASE WHEN catalogue_price_band_end(high) - 1 <= ${max} THEN high ELSE high - 1 END AS last_whole
             FROM (SELECT catalogue_price_band(${min}) AS low, catalogue_price_band(${max}) AS high) ends
         )`
      : undefined,
    rows ? `counted AS MATERIALIZED (${rows})` : undefined,
  ].filter(Boolean);
  const result = await db.query<FacetCountRow | { facet: 'sample'; value: number; products: number }>(
    `${withs.length > 0 ? `WITH ${withs.join(',\n')}` : ''}
     SELECT facet, value, sum(products)::int AS products FROM (${parts.join('\nUNION ALL\n')}) parts
      GROUP BY facet, value`,
    params.values,
    // From the count tables the plan is the same for any values: index lookups in the count tables, and price
    // ranges no wider than a band at the ends of the asked range.
    { prepare: !byRows },
  );
  const sample = result.find((row) => row.facet === 'sample');
  return {
    rows: result.filter((row): row is FacetCountRow => row.facet !== 'sample'),
    exact: !sample || sample.products <= options.countLimit,
  };
}

/** Live products matching the filters, counted up to `limit + 1` (so "more than `limit`" is visible). */
export async function countRows(db: Queryable, filters: CatalogueFilters, limit: number): Promise<number> {
  const params = new Params();
  const [row] = await db.query<{ total: number }>(
    `SELECT count(*)::int AS total FROM (
       SELECT 1 FROM products p WHERE ${conditions(filters, params).join(' AND ')} LIMIT ${params.add(limit + 1)}
     ) matches`,
    params.values,
  );
  return row?.total ?? 0;
}

export interface SearchWordRow {
  word: string;
  known: boolean;
  /** Products using the word in their name or description (0 for a word of the reference lists only). */
  products: number;
  /** The word's stem (its tsvector as text; empty for a stop word). */
  stem: string;
  /**
   * Known words sharing a deletion string with the word (typo candidates, SymSpell: the caller keeps those within
   * the word's typo budget), in word order.
   */
  typo_words: string[];
  /** The products of each typo candidate, in the same order. */
  typo_products: number[];
  /** The stem of each typo candidate, in the same order. */
  typo_stems: string[];
  completions: string[];
  /** The products of each completion, in the same order. */
  completion_products: number[];
  /** The stem of each completion (its tsvector as text), in the same order. */
  completion_stems: string[];
}

/**
 * A word of a search to look up; `complete` asks for the known words it begins (the word still being typed);
 * `variants` are the strings its allowed typos reach by deleting letters (none for a word never corrected).
 */
export interface SearchWordLookup {
  word: string;
  complete: boolean;
  variants: readonly string[];
}

/**
 * What the search knows about each word: whether products use it and how many, the known words that may be
 * typos of it away (sharing a deletion string), and, when asked, the known words it begins.
 */
export function lookUpSearchWords(
  db: Queryable,
  words: readonly SearchWordLookup[],
  options: { completions: number },
): Promise<SearchWordRow[]> {
  // Words with the same stem match the same products ("sofas" and "sofa"): each stem is listed once among the
  // completions, by its most used word, and none with the stem of the word itself. A tsquery naming a stem
  // twice makes the index read its products twice.
  return db.query<SearchWordRow>(
    `SELECT q.word, k.known, k.products, q.stem::text AS stem,
            typos.words AS typo_words, typos.products AS typo_products, typos.stems AS typo_stems,
            completions.words AS completions, completions.products AS completion_products,
            completions.stems AS completion_stems
       FROM unnest($1::text[], $2::boolean[], $3::text[]) WITH ORDINALITY AS q0 (word, complete, variants, position)
       CROSS JOIN LATERAL (
         SELECT q0.word, q0.complete, q0.position, string_to_array(q0.variants, ' ') AS variants,
                to_tsvector('english'::regconfig, q0.word) AS stem
       ) q
       CROSS JOIN LATERAL (
         SELECT count(*) > 0 AS known, coalesce(sum(w.products), 0)::int AS products
           FROM search_words w WHERE w.word = q.word
       ) k
       CROSS JOIN LATERAL (
         SELECT coalesce(array_agg(c.word ORDER BY c.word), '{}') AS words,
                coalesce(array_agg(c.products ORDER BY c.word), '{}') AS products,
                coalesce(array_agg(to_tsvector('english'::regconfig, c.word)::text ORDER BY c.word), '{}') AS stems
           FROM search_words c
          WHERE c.word IN (SELECT v.word FROM search_word_variants v WHERE v.variant = ANY (q.variants))
            AND c.word <> q.word
       ) typos
       CROSS JOIN LATERAL (
         SELECT coalesce(array_agg(c.word ORDER BY c.products DESC, c.word), '{}') AS words,
                coalesce(array_agg(c.products ORDER BY c.products DESC, c.word), '{}') AS products,
                coalesce(array_agg(c.stem::text ORDER BY c.products DESC, c.word), '{}') AS stems
           FROM (
             SELECT c.word, c.products, c.stem FROM (
               SELECT DISTINCT ON (c.stem) c.word, c.products, c.stem FROM (
                 SELECT w.word, w.products, to_tsvector('english'::regconfig, w.word) AS stem
                   FROM search_words w WHERE q.complete AND w.word LIKE q.word || '%' AND w.word <> q.word
               ) c
                WHERE c.stem <> q.stem
                ORDER BY c.stem, c.products DESC, c.word
             ) c
              ORDER BY c.products DESC, c.word
              LIMIT $4
           ) c
       ) completions
      ORDER BY q.position`,
    [
      words.map((lookup) => lookup.word),
      words.map((lookup) => String(lookup.complete)),
      words.map((lookup) => lookup.variants.join(' ')),
      options.completions,
    ],
  );
}

/**
 * Live products by id, as a list shows them, with their creation time as PostgreSQL writes it (a cursor's key);
 * in no particular order.
 */
export function listRowsById(
  db: Queryable,
  ids: readonly number[],
): Promise<(Omit<CatalogueRow, 'sort_key'> & { created: string })[]> {
  return db.query(
    `SELECT p.id, p.product_name, p.price, p.stock, p.rating_count, p.rating_score,
            (SELECT i.image_key FROM product_images i WHERE i.product_id = p.id ORDER BY i.position LIMIT 1) AS image_key,
            p.created_at::text AS created
       FROM products p WHERE p.id = ANY($1::int[]) AND ${LIVE}`,
    [[...ids]],
    REUSED_PLAN,
  );
}

/** A row's key in a sort's order (its columns' values, timestamps as PostgreSQL writes them), for a cursor. */
export function sortKeyOf(sort: CatalogueSort, row: Omit<CatalogueRow, 'sort_key'> & { created: string }): SortKey {
  const values: Record<string, string | number> = {
    created_at: row.created,
    id: row.id,
    price: row.price,
    rating_score: row.rating_score,
    rating_count: row.rating_count,
  };
  return SORT_COLUMNS[sort].map((column) => values[column.expression]!);
}

export function listCategoryNames(db: Queryable): Promise<{ id: number; category_name: string }[]> {
  return db.query('SELECT id, category_name FROM categories ORDER BY category_name, id', [], REUSED_PLAN);
}

/**
 * Related products: other live products sharing a category and the brand or colour first, then sharing a
 * category, then sharing the brand or colour; nearest in price within each group, newest first on a tie. Each group
 * is read from the price indexes outwards from the product's price (the nearest `limit` above and below), so the
 * cost does not grow with the catalogue. The product itself is read in the same statement (a statement's fixed
 * cost, on PGlite a round through its WebAssembly PostgreSQL, was a fifth of the call): undefined when there is
 * no such product or it is archived.
 */
export async function relatedProducts(
  db: Queryable,
  productId: number,
  limit: number,
): Promise<CatalogueRow[] | undefined> {
  const params = new Params();
  const id = params.add(productId);
  const max = params.add(limit);
  const price = '(SELECT price FROM product)';
  // `IS TRUE` keeps the overlap out of the search indexes (migration 200 put category_ids in them): each group is
  // meant to walk the price index outwards and stop at `limit`; a bitmap of every product of a large category,
  // which the planner chose right after a bulk load (the visibility map still empty), took 300 ms at 100,000.
  const shares = `(p.category_ids && (SELECT category_ids FROM product)) IS TRUE`;
  const looksAlike = `(p.brand_id = (SELECT brand_id FROM product) OR p.color_id = (SELECT color_id FROM product))`;
  const groups = [`${shares} AND ${looksAlike}`, `${shares} AND NOT ${looksAlike}`, `NOT ${shares} AND ${looksAlike}`];
  const nearest = groups.flatMap((condition, group) =>
    [
      [`p.price >= ${price}`, 'p.price ASC, p.created_at DESC, p.id DESC'],
      [`p.price < ${price}`, 'p.price DESC, p.created_at DESC, p.id DESC'],
    ].map(
      ([side, order]) =>
        `(SELECT p.id, ${group} AS grp, abs(p.price::bigint - ${price}) AS distance, p.created_at FROM products p
           WHERE ${LIVE} AND p.id <> ${id} AND ${condition} AND ${side}
           ORDER BY ${order} LIMIT ${max})`,
    ),
  );
  const rows = await db.query<Partial<CatalogueRow>>(
    `WITH product AS MATERIALIZED (
       SELECT p.price, p.brand_id, p.color_id, p.category_ids FROM products p WHERE p.id = ${id} AND p.archived_at IS NULL
     ), picked AS MATERIALIZED (
       SELECT id, grp, distance, created_at FROM (${nearest.join(' UNION ALL ')}) candidates
        WHERE EXISTS (SELECT FROM product)
        ORDER BY grp, distance, created_at DESC, id DESC LIMIT ${max}
     )
     SELECT p.id, p.product_name, p.price, p.stock, p.rating_count, p.rating_score,
            (SELECT i.image_key FROM product_images i WHERE i.product_id = p.id ORDER BY i.position LIMIT 1) AS image_key,
            ARRAY[picked.grp, picked.distance] AS sort_key
       FROM product LEFT JOIN (picked JOIN products p ON p.id = picked.id) ON true
      ORDER BY picked.grp, picked.distance, picked.created_at DESC, picked.id DESC`,
    params.values,
    REUSED_PLAN,
  );
  if (rows.length === 0) return undefined;
  return rows.filter((row): row is CatalogueRow => row.id !== null && row.id !== undefined);
}
