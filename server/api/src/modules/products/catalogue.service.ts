import {
  BRANDS,
  COLORS,
  DEFAULT_PRODUCT_SORT,
  LIMITS,
  minRatingScore,
  productListSort,
  type ProductFacetQuery,
  type ProductFacets,
  type ProductListItem,
  type ProductListQuery,
  type ProductPageMeta,
  type ProductListSort,
  type Suggestions,
  nameMatchesWords,
  ratingFromColumns,
} from '@spectrum/shared';
import type { Queryable } from '../../db/client';
import { badRequest } from '../../lib/errors';
import { thumbUrl } from '../../lib/storage';
import * as repo from './catalogue.repo';
import { buildSearchQuery, searchWords, type SearchQuery } from './search';
import {
  SEARCH_TIERS,
  type FacetCounts,
  type SearchHit,
  type SearchIndex,
  type SearchKey,
  type SearchPageRequest,
} from './search-index';
import { searchIndexOf } from './search-index-sync';

/**
 * Numbered pages this deep in a price or rating order are found through the price-band or rating-group counts,
 * not by skipping rows.
 */
const BAND_SEEK_FROM_OFFSET = 300;
/** More than any catalogue holds: the count behind a page past the end of an estimated count. */
const COUNT_EVERYTHING = 2_000_000_000;

/** A product as the public lists it (the catalogue, related products, suggestions). */
export const toListItem = (row: Omit<repo.CatalogueRow, 'sort_key'>): ProductListItem => ({
  id: row.id,
  product_name: row.product_name,
  price: row.price,
  image: thumbUrl(row.image_key),
  stock: row.stock,
  rating: ratingFromColumns(row),
});

interface Cursor {
  backwards: boolean;
  key: repo.SortKey;
}

const TIMESTAMP = /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}(\.\d{1,6})?[+-]\d{2}(:\d{2})?$/;

function encodeCursor(sort: ProductListSort, backwards: boolean, key: repo.SortKey): string {
  return Buffer.from(JSON.stringify([sort, backwards ? 'b' : 'a', ...key])).toString('base64url');
}

/** The types of a cursor's key for `sort` (relevance: tier, then newest's key). */
function keyTypes(sort: ProductListSort): ('integer' | 'timestamptz')[] {
  return sort === 'relevance' ? ['integer', ...repo.sortKeyTypes('newest')] : repo.sortKeyTypes(sort);
}

function decodeCursor(text: string, sort: ProductListSort): Cursor {
  const invalid = () => {
    const message = 'This page link no longer fits the list; start again from page 1.';
    return badRequest(message, [{ field: 'cursor', message }]);
  };
  let parsed: unknown;
  try {
    parsed = JSON.parse(Buffer.from(text, 'base64url').toString('utf8'));
  } catch {
    throw invalid();
  }
  if (!Array.isArray(parsed) || parsed[0] !== sort || (parsed[1] !== 'a' && parsed[1] !== 'b')) throw invalid();
  const key = parsed.slice(2) as unknown[];
  const types = keyTypes(sort);
  const valid =
    key.length === types.length &&
    key.every((value, index) =>
      types[index] === 'integer'
        ? Number.isSafeInteger(value) && (value as number) >= 0
        : typeof value === 'string' && TIMESTAMP.test(value),
    );
  if (!valid || (sort === 'relevance' && (key[0] as number) >= SEARCH_TIERS)) throw invalid();
  return { backwards: parsed[1] === 'b', key: key as repo.SortKey };
}

interface Total {
  total: number;
  /** False when `total` is a lower bound ("N stars and up" with a price range, counted up to a limit). */
  exact: boolean;
}

async function countMatches(db: Queryable, filters: repo.CatalogueFilters, limit: number): Promise<Total> {
  if (repo.countsFromTables(filters)) {
    const { rows } = await repo.facetCounts(db, filters, { facets: false, countLimit: limit });
    return { total: rows.find((row) => row.facet === 'total')?.products ?? 0, exact: true };
  }
  const counted = await repo.countRows(db, filters, limit);
  return { total: Math.min(counted, limit), exact: counted <= limit };
}

/**
 * A deep numbered page of the "top rated" order, without a price, brand or colour filter: it starts in the
 * (rating_score, rating_count) group holding the page (the maintained group counts say how many rows come before
 * it), so it skips at most that group's rows. Undefined when reading from the end skips fewer.
 */
async function ratingGroupPage(
  db: Queryable,
  filters: repo.CatalogueFilters,
  limit: number,
  offset: number,
  total: Total,
): Promise<repo.CatalogueRow[] | undefined> {
  const group = await repo.ratingGroupAt(db, filters.categoryId, offset);
  if (!group) return undefined;
  const skip = offset - group.before;
  if (total.exact && total.total - offset - limit < skip) return undefined;
  // The cursor's key is just before the group in the order (same score, one review more, no id), so the page
  // starts at the group's first row. With "N stars and up" the list is a prefix of the unfiltered order, so
  // the offsets are the same.
  const key = [group.rating_score, group.rating_count + 1, 0];
  return repo.listPage(db, filters, 'rating', { limit, offset: skip, cursor: { key, backwards: false } });
}

/**
 * A numbered page without reading the rows before it where that is avoidable: deep pages in a price order
 * start from the band the page falls in (the per-band counts say how many rows come before it), deep pages of
 * the rating order from the group it falls in, pages past the middle are read from the end of the order.
 */
async function numberedPage(
  db: Queryable,
  filters: repo.CatalogueFilters,
  sort: repo.CatalogueSort,
  limit: number,
  offset: number,
  total: Total,
): Promise<repo.CatalogueRow[]> {
  const hasPrice = filters.minPrice !== undefined || filters.maxPrice !== undefined;
  if (
    filters.minRatingScore === undefined &&
    !hasPrice &&
    (sort === 'cheapest' || sort === 'priciest') &&
    offset >= BAND_SEEK_FROM_OFFSET
  ) {
    const bands = await repo.priceBandCounts(db, filters);
    if (sort === 'priciest') bands.reverse();
    let before = 0;
    for (const band of bands) {
      if (before + band.products > offset) {
        const narrowed =
          sort === 'cheapest' ? { ...filters, minPrice: band.band_start } : { ...filters, maxPrice: band.band_end - 1 };
        return repo.listPage(db, narrowed, sort, { limit, offset: offset - before });
      }
      before += band.products;
    }
    return [];
  }
  if (
    sort === 'rating' &&
    !hasPrice &&
    filters.brandId === undefined &&
    filters.colorId === undefined &&
    offset >= BAND_SEEK_FROM_OFFSET
  ) {
    const rows = await ratingGroupPage(db, filters, limit, offset, total);
    if (rows) return rows;
  }
  if (total.exact && offset >= total.total / 2) {
    const onPage = Math.min(limit, total.total - offset);
    if (onPage <= 0) return [];
    return repo.listPage(db, filters, sort, {
      limit: onPage,
      offset: total.total - offset - onPage,
      fromEnd: true,
    });
  }
  return repo.listPage(db, filters, sort, { limit, offset });
}

function fetchRows(
  db: Queryable,
  filters: repo.CatalogueFilters,
  sort: repo.CatalogueSort,
  limit: number,
  position: { cursor: Cursor } | { offset: number },
  total: Total,
): Promise<repo.CatalogueRow[]> {
  if ('cursor' in position) return repo.listPage(db, filters, sort, { limit, cursor: position.cursor });
  return numberedPage(db, filters, sort, limit, position.offset, total);
}

/** The query string of another page: the caller's parameters, that page's number and its cursor. */
function link(query: ProductListQuery, page: number, limit: number, cursor: string | null): string {
  const params = new URLSearchParams();
  const keep = {
    sort: query.sort,
    search: query.search,
    minPrice: query.minPrice,
    maxPrice: query.maxPrice,
    categoryId: query.categoryId,
    brandId: query.brandId,
    colorId: query.colorId,
    minRating: query.minRating,
  };
  for (const [key, value] of Object.entries(keep)) {
    if (value !== undefined && value !== '') params.set(key, String(value));
  }
  params.set('page', String(page));
  params.set('limit', String(limit));
  if (cursor) params.set('cursor', cursor);
  return params.toString();
}

interface Resolved {
  filters: repo.CatalogueFilters;
  search?: SearchQuery;
  /** A search text without a single word (only punctuation): it matches nothing. */
  nothing: boolean;
}

async function resolveFilters(db: Queryable, query: ProductFacetQuery): Promise<Resolved> {
  const search = query.search ? await buildSearchQuery(db, query.search) : undefined;
  return {
    ...(search && { search }),
    nothing: Boolean(query.search) && !search,
    filters: {
      minPrice: query.minPrice || undefined,
      maxPrice: query.maxPrice || undefined,
      categoryId: query.categoryId,
      brandId: query.brandId,
      colorId: query.colorId,
      minRatingScore: query.minRating === undefined ? undefined : minRatingScore(query.minRating),
    },
  };
}

/**
 * The public list: live products filtered, searched and sorted, one page at a time. A `cursor` (from the
 * links) seeks to the page after or before another page, so products added meanwhile never shift it; a bare
 * page number is found without reading the pages before it where the counts allow. A page past the end
 * answers the last page. A search is answered by the in-memory index (listSearch).
 */
export async function listCatalogue(
  db: Queryable,
  query: ProductListQuery,
): Promise<{ data: ProductListItem[]; meta: ProductPageMeta }> {
  const limit = query.limit ?? LIMITS.productPageSize;
  const resolved = await resolveFilters(db, query);
  const { filters, search, nothing } = resolved;
  if (search) return listSearch(db, query, filters, search);
  // The facets' total is the list's own when exact.
  const facets = query.facets ? await facetsOf(db, resolved) : undefined;
  const asked = productListSort(query.sort, false);
  // Relevance needs a search: productListSort never answers it without one.
  const sort: repo.CatalogueSort = asked === 'relevance' ? DEFAULT_PRODUCT_SORT : asked;
  let cursor = query.cursor ? decodeCursor(query.cursor, sort) : undefined;

  let total: Total =
    nothing || facets?.exact
      ? { total: facets?.totalData ?? 0, exact: true }
      : facets && filters.categoryId === undefined && filters.brandId === undefined && filters.colorId === undefined
        ? // The facets counted more matches than the limit, and the list has no filter the facets left out.
          { total: LIMITS.searchCountLimit, exact: false }
        : await countMatches(db, filters, LIMITS.searchCountLimit);
  let totalPage = Math.max(1, Math.ceil(total.total / limit));
  let page = query.page ?? 1;
  if (total.exact && page > totalPage) {
    page = totalPage;
    cursor = undefined;
  }
  const position = () => (cursor ? { cursor } : { offset: (page - 1) * limit });
  // Counted to none, there is no page to read.
  const none = nothing || (total.exact && total.total === 0);
  let rows = none ? [] : await fetchRows(db, filters, sort, limit, position(), total);
  if (rows.length === 0 && page > 1 && !none) {
    // Past the end of an estimated count, or a cursor whose neighbours are all gone: the last page.
    if (!total.exact) total = await countMatches(db, filters, COUNT_EVERYTHING);
    totalPage = Math.max(1, Math.ceil(total.total / limit));
    page = Math.min(page, totalPage);
    cursor = undefined;
    rows = await fetchRows(db, filters, sort, limit, position(), total);
  }

  const hasNext = total.exact ? page < totalPage : rows.length === limit;
  return pageAnswer(query, sort, rows, {
    page,
    limit,
    totalData: total.total,
    totalPage: total.exact ? totalPage : Math.max(totalPage, page + (hasNext ? 1 : 0)),
    totalExact: total.exact,
    hasNext,
    facets,
  });
}

/** A list's answer: its page's items, and the links to the pages beside it (with their cursors). */
function pageAnswer(
  query: ProductListQuery,
  sort: ProductListSort,
  rows: repo.CatalogueRow[],
  counts: Pick<ProductPageMeta, 'page' | 'limit' | 'totalData' | 'totalPage' | 'totalExact' | 'facets'> & {
    hasNext: boolean;
  },
): { data: ProductListItem[]; meta: ProductPageMeta } {
  const { page, limit, hasNext, facets, ...totals } = counts;
  const first = rows[0];
  const last = rows.at(-1);
  const nextCursor = hasNext && last ? encodeCursor(sort, false, last.sort_key) : null;
  const prevCursor = page > 1 && first ? encodeCursor(sort, true, first.sort_key) : null;
  return {
    data: rows.map(toListItem),
    meta: {
      page,
      limit,
      ...totals,
      prev: page > 1 ? link(query, page - 1, limit, prevCursor) : null,
      next: hasNext ? link(query, page + 1, limit, nextCursor) : null,
      sort,
      nextCursor,
      prevCursor,
      ...(facets ? { facets } : {}),
    },
  };
}

/** Facet counts for the sidebar: every category, brand and colour with the live products it would give. */
export async function catalogueFacets(db: Queryable, query: ProductFacetQuery): Promise<ProductFacets> {
  const resolved = await resolveFilters(db, query);
  if (resolved.search) return searchFacets(db, await searchIndexOf(db), resolved.filters, resolved.search);
  return facetsOf(db, resolved);
}

/** A search's facets, counted exactly over all its matches by the in-memory index. */
async function searchFacets(db: Queryable, index: SearchIndex, filters: repo.CatalogueFilters, search: SearchQuery) {
  return facetsOfCounts(await repo.listCategoryNames(db), index.facets(search.levels, filters));
}

/** The sidebar's facets of a search's counts: every category, brand and colour, with none where none match. */
function facetsOfCounts(categories: { id: number; category_name: string }[], counts: FacetCounts): ProductFacets {
  return {
    totalData: counts.total,
    exact: true,
    categories: categories.map((category) => ({ ...category, products: counts.categories.get(category.id) ?? 0 })),
    brands: BRANDS.map((brand) => ({ ...brand, products: counts.brands.get(brand.id) ?? 0 })),
    colors: COLORS.map((color) => ({ ...color, products: counts.colors.get(color.id) ?? 0 })),
  };
}

/** Microseconds since 1970 of a timestamp as PostgreSQL writes it (a cursor's key, checked by TIMESTAMP). */
function microsOf(timestamp: string): number {
  const [, date, time, fraction = '', offset] = /^(\S+) ([\d:]+)(?:\.(\d+))?([+-][\d:]+)$/.exec(timestamp)!;
  const [hours, minutes = '0'] = offset!.slice(1).split(':');
  const offsetMinutes = (offset!.startsWith('-') ? -1 : 1) * (Number(hours) * 60 + Number(minutes));
  const millis = Date.parse(`${date}T${time}Z`) - offsetMinutes * 60_000;
  return millis * 1000 + Number(fraction.padEnd(6, '0'));
}

/** A cursor's key as the index compares it: its timestamps in microseconds. */
const indexKey = (key: repo.SortKey): SearchKey =>
  key.map((value) => (typeof value === 'string' ? microsOf(value) : value));

/** A page's rows in the order of the index's hits, with their keys in `sort`'s order (for the cursors). */
async function rowsOfHits(
  db: Queryable,
  hits: readonly SearchHit[],
  sort: ProductListSort,
): Promise<repo.CatalogueRow[]> {
  if (hits.length === 0) return [];
  const rows = new Map(
    (
      await repo.listRowsById(
        db,
        hits.map((hit) => hit.id),
      )
    ).map((row) => [row.id, row]),
  );
  return hits.flatMap(({ id, tier }) => {
    const row = rows.get(id);
    // Gone since the index was read (archived, sold out): the page is one shorter.
    if (!row) return [];
    const { created: _created, ...item } = row;
    // A relevance key is the tier, then the newest order's key (keyTypes).
    const key = sort === 'relevance' ? [tier, ...repo.sortKeyOf('newest', row)] : repo.sortKeyOf(sort, row);
    return [{ ...item, sort_key: key }];
  });
}

/**
 * A search's list, from the in-memory index (search-index.ts): its exact total and facets and its page's ids, then
 * the page's rows by id. A page past the end answers the last page, as does a cursor whose neighbours are all gone.
 */
async function listSearch(
  db: Queryable,
  query: ProductListQuery,
  filters: repo.CatalogueFilters,
  search: SearchQuery,
): Promise<{ data: ProductListItem[]; meta: ProductPageMeta }> {
  const index = await searchIndexOf(db);
  const limit = query.limit ?? LIMITS.productPageSize;
  const sort = productListSort(query.sort, true);
  const cursor = query.cursor ? decodeCursor(query.cursor, sort) : undefined;
  const categories = query.facets ? await repo.listCategoryNames(db) : undefined;
  const { levels } = search;
  let page = query.page ?? 1;
  const at = (position: SearchPageRequest['position']) =>
    index.page(levels, filters, { sort, limit, position }, { facets: Boolean(categories) });
  let found = cursor
    ? at({ key: indexKey(cursor.key), backwards: cursor.backwards })
    : at({ offset: (page - 1) * limit });
  const totalPage = Math.max(1, Math.ceil(found.total / limit));
  if (page > totalPage || (found.hits.length === 0 && page > 1)) {
    page = Math.min(page, totalPage);
    found = at({ offset: (page - 1) * limit });
  }
  const rows = await rowsOfHits(db, found.hits, sort);
  const facets = categories && found.facets ? facetsOfCounts(categories, found.facets) : undefined;
  return pageAnswer(query, sort, rows, {
    page,
    limit,
    totalData: found.total,
    totalPage,
    totalExact: true,
    hasNext: page < totalPage,
    facets,
  });
}

/** The sidebar's facet counts without a search, from the count tables. */
async function facetsOf(db: Queryable, { filters, nothing }: Resolved): Promise<ProductFacets> {
  const [counts, categories] = await Promise.all([
    nothing
      ? Promise.resolve({ rows: [], exact: true })
      : repo.facetCounts(db, filters, { facets: true, countLimit: LIMITS.searchCountLimit }),
    repo.listCategoryNames(db),
  ]);
  const count = (facet: repo.FacetCountRow['facet'], value: number) =>
    counts.rows.find((row) => row.facet === facet && row.value === value)?.products ?? 0;
  return {
    totalData: count('total', 0),
    exact: counts.exact,
    categories: categories.map((category) => ({ ...category, products: count('category', category.id) })),
    brands: BRANDS.map((brand) => ({ ...brand, products: count('brand', brand.id) })),
    colors: COLORS.map((color) => ({ ...color, products: count('color', color.id) })),
  };
}

/** Suggestions never list more categories, or more brands, than this: the products are what is looked for. */
const SUGGESTED_NAMES = 2;

/**
 * What the header's search box suggests for the text typed so far: categories and brands whose names match
 * the words (at most 2 each), then the best-matching live products (a relevance page of the index), up to
 * LIMITS.maxSuggestions in all.
 */
export async function suggest(db: Queryable, text: string): Promise<Suggestions> {
  const words = searchWords(text);
  if (text.length < LIMITS.suggestFromLength || words.length === 0) return { products: [], categories: [], brands: [] };
  const [categories, search] = await Promise.all([repo.listCategoryNames(db), buildSearchQuery(db, text)]);
  const matching = {
    categories: categories
      .filter((category) => nameMatchesWords(category.category_name, words))
      .slice(0, SUGGESTED_NAMES),
    brands: BRANDS.filter((brand) => nameMatchesWords(brand.brand_name, words)).slice(0, SUGGESTED_NAMES),
  };
  const room = LIMITS.maxSuggestions - matching.categories.length - matching.brands.length;
  const hits = search
    ? (await searchIndexOf(db)).page(search.levels, {}, { sort: 'relevance', limit: room, position: { offset: 0 } })
        .hits
    : [];
  const rows = await rowsOfHits(db, hits, 'relevance');
  return { products: rows.map(toListItem), ...matching, brands: [...matching.brands] };
}
