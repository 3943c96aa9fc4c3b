/**
 * The public catalogue's queries: pages by seek (keyset) or by number, exact totals and facet counts from the
 * maintained count tables, and full-text search. docs/catalogue.md explains the design and its costs.
 */
import { REUSED_PLAN, type Queryable, type SqlParam } from '../../db/client';

/** The tsqueries (text form, for `to_tsquery('english', …)`) of a search's words with some of their alternatives. */
export interface SearchMatch {
  /** Every word anywhere in the document. */
  all: string;
  /** Every word in the name, categories, brand or colour (weights A–C). */
  attributes: string;
  /** Every word in the name (weight A). */
  name: string;
  /** The same without weights, for the index on the name alone. */
  nameOnly: string;
}

/** The tsqueries one search text becomes: its words with every alternative (typos included). */
export interface SearchQuery extends SearchMatch {
  /**
   * The words with the alternatives of at most 0, 1, 2 typos, fewest first, the last one the same as the query
   * itself: only the levels that can match something the closer ones do not (search.ts).
   */
  typoLevels: SearchMatch[];
  /**
   * How many of its words narrow the matches, each of which must match: a stop word with nothing else to match
   * ("a" in "a sofa") drops out of the tsquery and is not counted.
   */
  words: number;
  /**
   * The products using the word (with its alternatives) that the fewest use, in name or description: about
   * what the full-text index reads to intersect the words' lists.
   */
  fewestProducts: number;
}

/**
 * Relevance tiers of a search: `3 × level + field`, level being the search's first typo level (fewest typos,
 * SearchQuery.typoLevels) with which every word matches, and field 0 = every word in the name, 1 = every word in the name, categories, brand or colour but not all in
 * the name, 2 = the other matches (words found in the description).
 */
export type SearchTier = 0 | 1 | 2 | 3 | 4 | 5 | 6 | 7 | 8;

/** Every tier a search can have (the first three when it has no typo corrections). */
export const SEARCH_TIERS: readonly SearchTier[] = [0, 1, 2, 3, 4, 5, 6, 7, 8];

/** The tiers of this search, in relevance order. */
export const searchTiers = (search: SearchQuery): SearchTier[] => SEARCH_TIERS.slice(0, 3 * search.typoLevels.length);

export interface CatalogueFilters {
  search?: SearchQuery;
  /** Only this relevance tier of the search's matches. */
  searchTier?: SearchTier;
  minPrice?: number;
  /** Already normalised: undefined means no upper bound. */
  maxPrice?: number;
  categoryId?: number;
  brandId?: number;
  colorId?: number;
  /** Only products whose rating score (average × 100) is at least this ("4 stars and up": 400). */
  minRatingScore?: number;
}

/** Orders a page can be read in (relevance is newest within each search tier). */
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
  /**
   * For a statement run with REUSED_PLAN: its plan was made for no values in particular, which leaves
   * `to_tsquery(…)` of a parameter to be worked out again for every row it is tested on, so each one is a
   * subquery instead, worked out once (an InitPlan).
   */
  constructor(readonly reusedPlan = false) {}
  add(value: SqlParam): string {
    this.values.push(value);
    return `$${this.values.length}`;
  }
}

const LIVE = 'p.archived_at IS NULL AND p.stock > 0';

function tsquery(params: Params, text: string): string {
  const query = `to_tsquery('english'::regconfig, ${params.add(text)})`;
  return params.reusedPlan ? `(SELECT ${query})` : query;
}

/**
 * Every word of the search in the product's name. It reads the index on the name alone, whose statistics tell a
 * word rare in names from one rare overall, so the planner picks the right plan for either.
 */
const inName = (params: Params, search: SearchMatch) =>
  `to_tsvector('english'::regconfig, p.product_name) @@ ${tsquery(params, search.nameOnly)}`;

/** The clauses of one relevance tier: its field at its typo level, and no match with fewer typos. */
function tierClauses(search: SearchQuery, tier: SearchTier, params: Params): string[] {
  const matches = (text: string) => `p.search_vector @@ ${tsquery(params, text)}`;
  const typos = Math.floor(tier / 3);
  const level = search.typoLevels[typos] ?? search;
  const field = tier % 3;
  const clauses =
    field === 0
      ? [matches(level.all), inName(params, level)]
      : field === 1
        ? [matches(level.attributes), `NOT (${inName(params, level)})`]
        : [matches(level.all), `NOT ${matches(level.attributes)}`];
  const closer = search.typoLevels[typos - 1];
  if (closer) clauses.push(`NOT ${matches(closer.all)}`);
  return clauses;
}

/** The WHERE clauses of the search (of its tier, when one is asked). */
function searchClauses(filters: CatalogueFilters, params: Params): string[] {
  if (!filters.search) return [];
  if (filters.searchTier === undefined) return [`p.search_vector @@ ${tsquery(params, filters.search.all)}`];
  return tierClauses(filters.search, filters.searchTier, params);
}

/** The WHERE clauses of the filters; `skip` leaves one facet's own filter out (disjunctive facets). */
function conditions(filters: CatalogueFilters, params: Params, skip?: Facet): string[] {
  const clauses = [LIVE];
  // Before the search: a product's rating is tested in far less time than its document is matched, and
  // PostgreSQL tests equally costed conditions in the written order (a capped count reads rows in turn).
  if (filters.minRatingScore !== undefined) clauses.push(`p.rating_score >= ${params.add(filters.minRatingScore)}`);
  clauses.push(...searchClauses(filters, params));
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

/**
 * How a search page finds its matches in a sort's order. The planner prices a walk along the sort's index as if
 * the matches were spread evenly, and they are not: sofas cost more, so "walnut sofa" from the cheapest walked
 * 4,300 products for its first 6, and "chair" in the names of Tables walked every product for none.
 * - `planned`: as the planner chooses;
 * - `walk`: test at most SEARCH_WALK_ROWS products of the sort's index under the other filters, and when they
 *   hold fewer matches than the page needs, find the matches through the search indexes and sort them (for a
 *   search with more matches than the count limit: a walk meets them soon unless they lie at the far end);
 * - `sorted`: find the matches through the search indexes and sort them (for a search whose matches were all
 *   counted, at most the count limit).
 */
export type SearchPlan = 'planned' | 'walk' | 'sorted';

/** Products of a sort's index a `walk` tests before it finds the matches through the search indexes instead. */
const SEARCH_WALK_ROWS = 500;

export interface PageRequest {
  limit: number;
  /** Rows to skip: a numbered page, or the rows of a rating group before a deep page (after its cursor). */
  offset?: number;
  /** Seek past this key; `backwards` takes the rows before it instead (a "previous" link). */
  cursor?: { key: SortKey; backwards: boolean };
  /** Read the order from its end (the last pages are then as cheap as the first). */
  fromEnd?: boolean;
  /** With a search: how the page finds its matches (`planned` unless told). */
  searchPlan?: SearchPlan;
  /** A search's every match, when its count returned them: a `sorted` page sorts these instead of searching. */
  matchIds?: readonly number[];
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
  const plan = filters.search ? (request.searchPlan ?? 'planned') : 'planned';
  if (plan !== 'walk') return readPage(db, filters, sort, request, plan);
  const walked = await readPage(db, filters, sort, request, 'walk');
  return walked.length === request.limit ? walked : readPage(db, filters, sort, request, 'sorted');
}

async function readPage(
  db: Queryable,
  filters: CatalogueFilters,
  sort: CatalogueSort,
  request: PageRequest,
  plan: SearchPlan,
): Promise<CatalogueRow[]> {
  const params = new Params();
  const columns = SORT_COLUMNS[sort];
  const reversed = Boolean(request.cursor?.backwards) !== Boolean(request.fromEnd);
  const countedIds = plan === 'sorted' && filters.searchTier === undefined ? request.matchIds : undefined;
  const offset = request.offset ?? 0;
  // One plan serves every first page and every page reached by cursor: the sort index, whatever the filter
  // values. The page size is then written into the statement (a plan for an unknown LIMIT assumes a tenth
  // of the table and sorts it all). A search's words, a price range's width and a skipped count change the
  // best plan, so those statements are planned for their values.
  const reusable =
    !filters.search &&
    filters.minRatingScore === undefined &&
    filters.minPrice === undefined &&
    filters.maxPrice === undefined &&
    offset === 0 &&
    Number.isSafeInteger(request.limit);
  const limitAndOffset = reusable
    ? `LIMIT ${request.limit}`
    : `LIMIT ${params.add(request.limit)} OFFSET ${params.add(offset)}`;
  const others = conditions({ ...filters, search: undefined }, params);
  if (request.cursor) others.push(afterKey(columns, request.cursor.key, reversed, params));
  const search = countedIds ? [`p.id = ANY(${params.add([...countedIds])}::int[])`] : searchClauses(filters, params);
  const keyColumns = columns.map((column) => `p.${column.expression}`).join(', ');
  // A walk under a category, brand or colour reads the sort's index alone (it carries them: the products of
  // other kinds cost no row), then the row of each product walked, by id, for what the search tests; without
  // one it reads the rows straight from the index, which costs less per row. `OFFSET 0` keeps the planner from
  // walking the order for the sorted matches.
  const walkedKeys = columns.map((column) => `walked.${column.expression}`).join(', ');
  const narrowed = filters.categoryId !== undefined || filters.brandId !== undefined || filters.colorId !== undefined;
  const walk = `SELECT ${keyColumns}${narrowed ? '' : ', p.search_vector, p.product_name'} FROM products p
                 WHERE ${others.join(' AND ')} ORDER BY ${orderBy(columns, reversed)} LIMIT ${SEARCH_WALK_ROWS}`;
  const [from, where] =
    plan === 'walk'
      ? [
          narrowed
            ? `(SELECT ${walkedKeys}, p.search_vector, p.product_name
                  FROM (${walk}) walked JOIN products p ON p.id = walked.id)`
            : `(${walk})`,
          search,
        ]
      : plan === 'sorted'
        ? [`(SELECT ${keyColumns} FROM products p WHERE ${[...others, ...search].join(' AND ')} OFFSET 0)`, []]
        : ['products', [...others, ...search]];
  const rows = await db.query<Omit<CatalogueRow, 'sort_key'> & Record<string, unknown>>(
    `WITH page AS MATERIALIZED (
       SELECT ${keyColumns} FROM ${from} p
        ${where.length > 0 ? `WHERE ${where.join(' AND ')}` : ''}
        ORDER BY ${orderBy(columns, reversed)}
        ${limitAndOffset}
     )
     SELECT p.id, p.product_name, p.price, p.stock, p.rating_count, p.rating_score,
            (SELECT i.image_key FROM product_images i WHERE i.product_id = p.id ORDER BY i.position LIMIT 1) AS image_key,
            ${columns.map((column, index) => `page.${column.expression}${column.type === 'timestamptz' ? '::text' : ''} AS key_${index}`).join(', ')}
       FROM page JOIN products p ON p.id = page.id
      ORDER BY ${columns.map((column) => `page.${column.expression} ${column.descending !== reversed ? 'DESC' : 'ASC'}`).join(', ')}`,
    params.values,
    // A search's counted matches are read by id, whatever the values, unless other filters leave a choice.
    reusable || (countedIds && !filteredBeyondSearch(filters)) ? REUSED_PLAN : undefined,
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

/**
 * A page of a search in relevance order, computed over every match at once: for searches whose matches were
 * all counted (at most the count limit), so the cost is bounded whatever the words. Given the matches' ids from
 * their count (countRowsAndIds), it ranks those by primary key instead of searching again: the search index's
 * reading of several words' lists was half a long search's time.
 */
export async function rankedSearchPage(
  db: Queryable,
  filters: CatalogueFilters & { search: SearchQuery },
  request: { limit: number; offset: number; matchIds?: readonly number[] },
): Promise<CatalogueRow[]> {
  // Given the matches, they are read by id whatever the words: one plan for all.
  const params = new Params(request.matchIds !== undefined);
  const where = request.matchIds
    ? [`p.id = ANY(${params.add([...request.matchIds])}::int[])`, LIVE]
    : conditions({ ...filters, searchTier: undefined }, params);
  const matches = (text: string) => `p.search_vector @@ ${tsquery(params, text)}`;
  const field = (level: SearchMatch) =>
    `CASE WHEN ${matches(level.name)} THEN 0 WHEN ${matches(level.attributes)} THEN 1 ELSE 2 END`;
  const { typoLevels } = filters.search;
  const tier =
    typoLevels.length <= 1
      ? field(filters.search)
      : `CASE ${typoLevels
          .slice(0, -1)
          .map((level, typos) => `WHEN ${matches(level.all)} THEN ${3 * typos} + ${field(level)}`)
          .join(' ')} ELSE ${3 * (typoLevels.length - 1)} + ${field(filters.search)} END`;
  const rows = await db.query<Omit<CatalogueRow, 'sort_key'> & { tier: number; created: string }>(
    `WITH matches AS MATERIALIZED (
       SELECT p.id, p.created_at, ${tier} AS tier FROM products p WHERE ${where.join(' AND ')}
     ), page AS MATERIALIZED (
       SELECT * FROM matches ORDER BY tier, created_at DESC, id DESC
        LIMIT ${params.add(request.limit)} OFFSET ${params.add(request.offset)}
     )
     SELECT p.id, p.product_name, p.price, p.stock, p.rating_count, p.rating_score,
            (SELECT i.image_key FROM product_images i WHERE i.product_id = p.id ORDER BY i.position LIMIT 1) AS image_key,
            page.tier, page.created_at::text AS created
       FROM page JOIN products p ON p.id = page.id
      ORDER BY page.tier, page.created_at DESC, page.id DESC`,
    params.values,
    params.reusedPlan ? REUSED_PLAN : undefined,
  );
  return rows.map(({ tier: rowTier, created, ...row }) => ({ ...row, sort_key: [rowTier, created, row.id] }));
}

/** The SQL types of a sort's key values, for checking a cursor before it reaches SQL. */
export function sortKeyTypes(sort: CatalogueSort): SortColumn['type'][] {
  return SORT_COLUMNS[sort].map((column) => column.type);
}

/** Count of live products per price band (in band order) under the filters other than price; no search. */
export function priceBandCounts(
  db: Queryable,
  filters: Omit<CatalogueFilters, 'search'>,
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
 * "N stars and up" without a price range (the star totals have no price bands) and without a search.
 */
function countedStars(filters: CatalogueFilters): number | undefined {
  const score = filters.minRatingScore;
  if (score === undefined || score % 100 !== 0 || filters.search) return undefined;
  if (filters.minPrice !== undefined || filters.maxPrice !== undefined) return undefined;
  return score / 100;
}

/** Whether the totals and facets of the filters are sums of count-table cells (else matching rows are counted). */
export function countsFromTables(filters: CatalogueFilters): boolean {
  if (filters.search) return false;
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
 * Totals and disjunctive facet counts (each facet under every filter but its own), in one round trip.
 * Without a search they come from the count tables: `catalogue_totals` without a price range; with one, the
 * price bands it holds whole from `catalogue_counts` plus the rows of the bands it holds in part (at most one
 * at each end, none when it starts and ends on band bounds) read from the price index. With
 * a search they are counted over the matching products, at most `searchLimit` of them: `exact` is false when
 * there are more (the counts then cover `searchLimit` matches only, those with every word in the name first).
 */
export async function facetCounts(
  db: Queryable,
  filters: CatalogueFilters,
  options: { facets: boolean; searchLimit: number; matchIds?: boolean },
): Promise<{ rows: FacetCountRow[]; exact: boolean; matchIds?: number[] }> {
  const params = new Params();
  const category = filters.categoryId !== undefined ? params.add(filters.categoryId) : undefined;
  const brand = filters.brandId !== undefined ? params.add(filters.brandId) : undefined;
  const color = filters.colorId !== undefined ? params.add(filters.colorId) : undefined;
  const hasPrice = filters.minPrice !== undefined || filters.maxPrice !== undefined;
  const stars = countedStars(filters);
  // A search, or a rating filter the star totals cannot count, is counted over the matching rows.
  const byRows = !countsFromTables(filters);
  // The bounds of a range counted from the count tables (a search applies its range as it finds its matches).
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

  // Rows counted one by one: the search's matches, or the partial price bands at the ends of the range.
  let rows: string | undefined;
  if (byRows) {
    // The matches under the price range alone (the other filters are applied per facet below).
    const counted = {
      search: filters.search,
      minPrice: filters.minPrice,
      maxPrice: filters.maxPrice,
      minRatingScore: filters.minRatingScore,
    };
    rows = firstMatches(counted, params, 'p.id, p.brand_id, p.color_id, p.category_ids', options.searchLimit + 1);
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
  if (byRows && options.matchIds) {
    // The list's own matches, when all were counted: its page is ranked from them (rankedSearchPage).
    parts.push(
      `SELECT 'match' AS facet, r.id AS value, 1 AS products FROM counted r
        WHERE ${others('r')} AND (SELECT count(*) FROM counted) <= ${params.add(options.searchLimit)}`,
    );
  }
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
  const result = await db.query<FacetCountRow | { facet: 'sample' | 'match'; value: number; products: number }>(
    `${withs.length > 0 ? `WITH ${withs.join(',\n')}` : ''}
     SELECT facet, value, sum(products)::int AS products FROM (${parts.join('\nUNION ALL\n')}) parts
      GROUP BY facet, value`,
    params.values,
    // Without a search the plan is the same for any values: index lookups in the count tables, and price
    // ranges no wider than a band at the ends of the asked range.
    { prepare: !byRows },
  );
  const sample = result.find((row) => row.facet === 'sample');
  const exact = !sample || sample.products <= options.searchLimit;
  const matchIds = result.filter((row) => row.facet === 'match').map((row) => row.value);
  return {
    rows: result.filter((row): row is FacetCountRow => row.facet !== 'sample' && row.facet !== 'match'),
    exact,
    ...(byRows && options.matchIds && exact && { matchIds }),
  };
}

/**
 * From how many products using each word a search of several words finds its matches in names first
 * (firstMatches): the full-text index then reads lists of at least this many products, about 3 ms.
 */
const NAME_MATCHES_FIRST_FROM_PRODUCTS = 25_000;

/**
 * Below this many products using the search's rarest word (with its alternatives), its first matches are found
 * through the search index, not by reading products in turn. Planned for a limit, a search is read in turn
 * whenever the planner expects the limit's matches within a few thousand products, as if they were spread
 * evenly; they are not (products of one kind lie together), and each costs a document check: "walnut" (7,300
 * products of 100,000) read 6,100 products for 301 matches, 3.9 ms, where its index list and 301 rows take 1.3 ms.
 * A word used by a quarter of the catalogue ("chair") is read in turn sooner than its index list (26,000).
 */
const MATCHES_THROUGH_INDEX_BELOW_PRODUCTS = 10_000;

/** Whether the filters narrow the products by more than a search: a category, brand, colour, price or rating. */
export function filteredBeyondSearch(filters: CatalogueFilters): boolean {
  return (
    filters.categoryId !== undefined ||
    filters.brandId !== undefined ||
    filters.colorId !== undefined ||
    filters.minPrice !== undefined ||
    filters.maxPrice !== undefined ||
    filters.minRatingScore !== undefined
  );
}

/**
 * Whether firstMatches finds a search's matches through the search index whatever its words: no word of the
 * search is common, and no other filter leaves the planner a choice. Its plan is then the same for any words, and
 * is made once (REUSED_PLAN) rather than for every search.
 */
function readsMatchesThroughIndexAlone(filters: CatalogueFilters): boolean {
  const { search } = filters;
  return (
    search !== undefined &&
    filters.searchTier === undefined &&
    search.fewestProducts < MATCHES_THROUGH_INDEX_BELOW_PRODUCTS &&
    !filteredBeyondSearch(filters)
  );
}

/**
 * Up to `limit` of the live products matching the filters, as `SELECT columns FROM products p …`.
 *
 * A search of several common words finds its matches with every word in the name first, then the others.
 * Products having two common words ("walnut sofa") are rare among those having either, so they are found
 * through the index, which intersects the two words' lists of products; on the whole documents' index those
 * lists hold every product mentioning the word anywhere, and at a million products reading them took 8 ms. The
 * index on names holds far shorter lists, and when their intersection already gives `limit` matches the other
 * index is never read. With less common words both indexes are read, which costs more than the one did; and a
 * search of one word is either rare (a short list) or common enough to be found by reading products in turn,
 * which costs less than reading even the names' list of the word.
 */
function firstMatches(filters: CatalogueFilters, params: Params, columns: string, limit: number): string {
  const max = params.add(limit);
  const { search } = filters;
  const namesFirst =
    search &&
    search.words > 1 &&
    search.fewestProducts >= NAME_MATCHES_FIRST_FROM_PRODUCTS &&
    filters.searchTier === undefined;
  if (!search || !namesFirst) {
    const matching = `SELECT ${columns} FROM products p WHERE ${conditions(filters, params).join(' AND ')}`;
    if (search && search.fewestProducts < MATCHES_THROUGH_INDEX_BELOW_PRODUCTS) {
      // Planned for all its matches, read only up to the limit (a materialized CTE is read as it is needed).
      return `WITH matching AS MATERIALIZED (${matching}) SELECT * FROM matching LIMIT ${max}`;
    }
    return `${matching} LIMIT ${max}`;
  }
  const inNameFirst = [...conditions(filters, params), inName(params, search)];
  const elsewhere = [...conditions(filters, params), `NOT (${inName(params, search)})`];
  return `(SELECT ${columns} FROM products p WHERE ${inNameFirst.join(' AND ')} LIMIT ${max})
          UNION ALL
          (SELECT ${columns} FROM products p WHERE ${elsewhere.join(' AND ')} LIMIT ${max})
          LIMIT ${max}`;
}

/**
 * Products under a category, brand or colour that a count of a common word reads in turn before it counts
 * through the search index instead (countRows).
 */
const COUNT_IN_TURN_ROWS = 1_500;

/** Whether a count of a common word under a category, brand or colour reads products in turn first (countRows). */
function countsCommonWordInTurn(filters: CatalogueFilters): boolean {
  const { search } = filters;
  const narrowed = filters.categoryId !== undefined || filters.brandId !== undefined || filters.colorId !== undefined;
  return (
    search !== undefined &&
    narrowed &&
    filters.searchTier === undefined &&
    search.words === 1 &&
    search.fewestProducts >= MATCHES_THROUGH_INDEX_BELOW_PRODUCTS
  );
}

/** Live products matching the filters, counted up to `limit + 1` (so "more than `limit`" is visible). */
export async function countRows(db: Queryable, filters: CatalogueFilters, limit: number): Promise<number> {
  if (countsCommonWordInTurn(filters)) {
    // A common word under a filter: the search index intersects them, reading both lists whole ("chair" and
    // Chairs: 26,000 and 22,000 products, 3 ms), where products read in turn find the limit's matches at once
    // when the word and the filter go together (0.7 ms). When they do not ("chair" in Tables), reading in turn
    // would cross most of the table (34,000 products), so it stops after a bounded number under the filter.
    const params = new Params();
    const others = conditions({ ...filters, search: undefined }, params);
    const [row] = await db.query<{ total: number }>(
      `SELECT count(*)::int AS total FROM (
         SELECT 1 FROM (SELECT p.search_vector FROM products p WHERE ${others.join(' AND ')}
                         LIMIT ${COUNT_IN_TURN_ROWS}) p
          WHERE ${searchClauses(filters, params).join(' AND ')} LIMIT ${params.add(limit + 1)}
       ) matches`,
      params.values,
    );
    if ((row?.total ?? 0) > limit) return row!.total;
  }
  return (await countMatchingRows(db, filters, limit, false)).total;
}

async function countMatchingRows(
  db: Queryable,
  filters: CatalogueFilters,
  limit: number,
  withIds: boolean,
): Promise<{ total: number; ids: number[] | null }> {
  const params = new Params(readsMatchesThroughIndexAlone(filters));
  const ids = withIds ? `CASE WHEN count(*) <= ${params.add(limit)} THEN array_agg(id) END` : 'NULL::int[]';
  const [row] = await db.query<{ total: number; ids: number[] | null }>(
    `SELECT count(*)::int AS total, ${ids} AS ids FROM (${firstMatches(filters, params, withIds ? 'p.id' : '1', limit + 1)}) matches`,
    params.values,
    params.reusedPlan ? REUSED_PLAN : undefined,
  );
  return row ?? { total: 0, ids: null };
}

/**
 * A search's matches counted as countRows counts them and, when they are `limit` or fewer, their ids, so that
 * rankedSearchPage ranks them without searching again. A common word under a filter is counted by countRows
 * alone (its matches are rarely that few).
 */
export async function countRowsAndIds(
  db: Queryable,
  filters: CatalogueFilters & { search: SearchQuery },
  limit: number,
): Promise<{ total: number; ids?: number[] }> {
  if (countsCommonWordInTurn(filters)) return { total: await countRows(db, filters, limit) };
  const { total, ids } = await countMatchingRows(db, filters, limit, true);
  return ids ? { total, ids } : { total };
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
            completions.words AS completions, completions.products AS completion_products
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
                coalesce(array_agg(c.products ORDER BY c.products DESC, c.word), '{}') AS products
           FROM (
             SELECT c.word, c.products FROM (
               SELECT DISTINCT ON (c.stem) c.word, c.products FROM (
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
