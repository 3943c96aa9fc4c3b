import {
  BRANDS,
  COLORS,
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
import { buildSearchQuery, searchWords } from './search';

/**
 * Numbered pages this deep in a price or rating order are found through the price-band or rating-group counts,
 * not by skipping rows.
 */
const BAND_SEEK_FROM_OFFSET = 300;
/** More than any catalogue holds: the count behind a page past the end of an estimated search. */
const COUNT_EVERYTHING = 2_000_000_000;
/**
 * A search page with more matches than the count limit ending within this many of them walks its order for a
 * bounded number of products first (repo.SearchPlan); deeper pages skip more matches than such a walk holds.
 */
const SEARCH_WALK_PAGE_END = 100;

/**
 * How a search page finds its matches (repo.SearchPlan). All counted (at most the count limit): sorted. Beyond,
 * a page near the start walks a bounded part of its order when its matches may lie unevenly along it, as the
 * planner cannot see: a price or rating order (products of one kind cost alike), or a filter correlated with the
 * words ("chair" in Tables: none in names). In date order without one they lie evenly as it assumes, and a walk
 * would only cost more when they are rare ("walnut sofa" in names).
 */
function searchPlan(
  filters: repo.CatalogueFilters,
  sort: repo.CatalogueSort,
  total: Total,
  pageEnd: number,
): repo.SearchPlan {
  if (total.exact) return 'sorted';
  const uneven = repo.filteredBeyondSearch(filters) || (sort !== 'newest' && sort !== 'oldest');
  return uneven && pageEnd <= SEARCH_WALK_PAGE_END ? 'walk' : 'planned';
}

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
  if (!valid || (sort === 'relevance' && !repo.SEARCH_TIERS.includes(key[0] as repo.SearchTier))) throw invalid();
  return { backwards: parsed[1] === 'b', key: key as repo.SortKey };
}

interface Total {
  total: number;
  /** False when `total` is a lower bound (a search with more matches than it counts). */
  exact: boolean;
  /** A search's matches, when they were all counted and their ids came with the count. */
  matchIds?: readonly number[];
}

async function countMatches(db: Queryable, filters: repo.CatalogueFilters, limit: number): Promise<Total> {
  if (repo.countsFromTables(filters)) {
    const { rows } = await repo.facetCounts(db, filters, { facets: false, searchLimit: limit });
    return { total: rows.find((row) => row.facet === 'total')?.products ?? 0, exact: true };
  }
  if (filters.search && limit === LIMITS.searchCountLimit) {
    // Few enough to rank by id afterwards (rankedSearchPage) instead of searching for them again.
    const { total: counted, ids } = await repo.countRowsAndIds(db, { ...filters, search: filters.search }, limit);
    return { total: Math.min(counted, limit), exact: counted <= limit, ...(ids && { matchIds: ids }) };
  }
  const counted = await repo.countRows(db, filters, limit);
  return { total: Math.min(counted, limit), exact: counted <= limit };
}

/** A relevance-ordered row: its tier leads its key. */
const withTier = (tier: repo.SearchTier, row: repo.CatalogueRow): repo.CatalogueRow => ({
  ...row,
  sort_key: [tier, ...row.sort_key],
});

/**
 * A page in relevance order: tier by tier (name matches, then attribute matches, then description
 * matches), newest first within a tier. Each tier is an ordinary indexed page query, so the first pages cost
 * the same however many products match.
 */
async function relevancePage(
  db: Queryable,
  filters: repo.CatalogueFilters,
  limit: number,
  position: { cursor: Cursor } | { offset: number },
  total?: Total,
): Promise<repo.CatalogueRow[]> {
  // Each tier is read newest first. Not counted (suggestions), as the planner chooses.
  const planOf = (pageEnd: number) => (total ? searchPlan(filters, 'newest', total, pageEnd) : 'planned');
  const rows: repo.CatalogueRow[] = [];
  const { search } = filters;
  if (!search) return rows;
  if ('cursor' in position) {
    const { backwards, key } = position.cursor;
    const [cursorTier, ...tierKey] = key as [repo.SearchTier, ...repo.SortKey];
    const tiers = backwards
      ? repo
          .searchTiers(search)
          .filter((tier) => tier <= cursorTier)
          .reverse()
      : repo.searchTiers(search).filter((tier) => tier >= cursorTier);
    for (const tier of tiers) {
      const wanted = limit - rows.length;
      if (wanted <= 0) break;
      const tierFilters = { ...filters, searchTier: tier };
      const found = await repo.listPage(db, tierFilters, 'newest', {
        limit: wanted,
        ...(tier === cursorTier ? { cursor: { key: tierKey, backwards } } : { fromEnd: backwards }),
        searchPlan: planOf(wanted),
      });
      const tagged = found.map((row) => withTier(tier, row));
      if (backwards) rows.unshift(...tagged);
      else rows.push(...tagged);
    }
    return rows;
  }
  let skip = position.offset;
  for (const tier of repo.searchTiers(search)) {
    const wanted = limit - rows.length;
    if (wanted <= 0) break;
    const tierFilters = { ...filters, searchTier: tier };
    if (skip > 0) {
      const inTier = await repo.countRows(db, tierFilters, skip);
      if (inTier <= skip) {
        skip -= inTier;
        continue;
      }
    }
    const found = await repo.listPage(db, tierFilters, 'newest', {
      limit: wanted,
      offset: skip,
      searchPlan: planOf(skip + wanted),
    });
    skip = 0;
    rows.push(...found.map((row) => withTier(tier, row)));
  }
  return rows;
}

/**
 * A deep numbered page of the "top rated" order, without a search, price, brand or colour filter: it starts in the
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
    !filters.search &&
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
    !filters.search &&
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
      searchPlan: 'sorted',
      ...countedMatches(total),
    });
  }
  return repo.listPage(db, filters, sort, {
    limit,
    offset,
    searchPlan: searchPlan(filters, sort, total, offset + limit),
    ...countedMatches(total),
  });
}

/** The matches a search's count returned, for a page that sorts or ranks them instead of searching again. */
const countedMatches = (total: Total) => (total.matchIds ? { matchIds: total.matchIds } : {});

function fetchRows(
  db: Queryable,
  filters: repo.CatalogueFilters,
  sort: ProductListSort,
  limit: number,
  position: { cursor: Cursor } | { offset: number },
  total: Total,
): Promise<repo.CatalogueRow[]> {
  if (sort === 'relevance' && filters.search && total.exact && 'offset' in position) {
    const page = { limit, offset: position.offset, ...countedMatches(total) };
    return repo.rankedSearchPage(db, { ...filters, search: filters.search }, page);
  }
  if (sort === 'relevance') return relevancePage(db, filters, limit, position, total);
  if ('cursor' in position) {
    return repo.listPage(db, filters, sort, {
      limit,
      cursor: position.cursor,
      searchPlan: searchPlan(filters, sort, total, limit),
      ...countedMatches(total),
    });
  }
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

async function resolveFilters(
  db: Queryable,
  query: ProductFacetQuery,
): Promise<{ filters: repo.CatalogueFilters; nothing: boolean }> {
  const search = query.search ? await buildSearchQuery(db, query.search) : undefined;
  return {
    // A search text without a single word (only punctuation) matches nothing.
    nothing: Boolean(query.search) && !search,
    filters: {
      search,
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
 * answers the last page.
 */
export async function listCatalogue(
  db: Queryable,
  query: ProductListQuery,
): Promise<{ data: ProductListItem[]; meta: ProductPageMeta }> {
  const limit = query.limit ?? LIMITS.productPageSize;
  const resolved = await resolveFilters(db, query);
  const { filters, nothing } = resolved;
  // The facets' total is the list's own when exact (no search, or a search whose matches were all counted).
  const counted = query.facets ? await facetsOf(db, resolved, { matchIds: true }) : undefined;
  const facets = counted?.facets;
  const sort = productListSort(query.sort, Boolean(filters.search));
  let cursor = query.cursor ? decodeCursor(query.cursor, sort) : undefined;

  let total: Total =
    nothing || facets?.exact
      ? { total: facets?.totalData ?? 0, exact: true, ...(counted?.matchIds && { matchIds: counted.matchIds }) }
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
  // Counted to none, there is no page to read: a search of nothing in the catalogue would search again for it.
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

  const first = rows[0];
  const last = rows.at(-1);
  const hasNext = total.exact ? page < totalPage : rows.length === limit;
  const nextCursor = hasNext && last ? encodeCursor(sort, false, last.sort_key) : null;
  const prevCursor = page > 1 && first ? encodeCursor(sort, true, first.sort_key) : null;
  return {
    data: rows.map(toListItem),
    meta: {
      page,
      limit,
      totalData: total.total,
      totalPage: total.exact ? totalPage : Math.max(totalPage, page + (hasNext ? 1 : 0)),
      prev: page > 1 ? link(query, page - 1, limit, prevCursor) : null,
      next: hasNext ? link(query, page + 1, limit, nextCursor) : null,
      sort,
      totalExact: total.exact,
      nextCursor,
      prevCursor,
      ...(facets ? { facets } : {}),
    },
  };
}

/** Facet counts for the sidebar: every category, brand and colour with the live products it would give. */
export async function catalogueFacets(db: Queryable, query: ProductFacetQuery): Promise<ProductFacets> {
  return (await facetsOf(db, await resolveFilters(db, query))).facets;
}

/**
 * The sidebar's facet counts; with `matchIds`, also a search's matches under every filter when all were counted,
 * so that a list asked with its facets ranks them without searching again.
 */
async function facetsOf(
  db: Queryable,
  { filters, nothing }: { filters: repo.CatalogueFilters; nothing: boolean },
  { matchIds = false } = {},
): Promise<{ facets: ProductFacets; matchIds?: readonly number[] }> {
  const [counts, categories] = await Promise.all([
    nothing
      ? Promise.resolve({ rows: [], exact: true, matchIds: undefined })
      : repo.facetCounts(db, filters, { facets: true, searchLimit: LIMITS.searchCountLimit, matchIds }),
    repo.listCategoryNames(db),
  ]);
  const count = (facet: repo.FacetCountRow['facet'], value: number) =>
    counts.rows.find((row) => row.facet === facet && row.value === value)?.products ?? 0;
  const facets: ProductFacets = {
    totalData: count('total', 0),
    exact: counts.exact,
    categories: categories.map((category) => ({ ...category, products: count('category', category.id) })),
    brands: BRANDS.map((brand) => ({ ...brand, products: count('brand', brand.id) })),
    colors: COLORS.map((color) => ({ ...color, products: count('color', color.id) })),
  };
  return counts.matchIds ? { facets, matchIds: counts.matchIds } : { facets };
}

/** Suggestions never list more categories, or more brands, than this: the products are what is looked for. */
const SUGGESTED_NAMES = 2;

/**
 * What the header's search box suggests for the text typed so far: categories and brands whose names match
 * the words (at most 2 each), then the best-matching live products, up to LIMITS.maxSuggestions in all. The
 * products are read tier by tier as a relevance page is, never counted.
 */
export async function suggest(db: Queryable, text: string): Promise<Suggestions> {
  const words = searchWords(text);
  if (text.length < LIMITS.suggestFromLength || words.length === 0) return { products: [], categories: [], brands: [] };
  const [categories, { filters }] = await Promise.all([
    repo.listCategoryNames(db),
    resolveFilters(db, { search: text }),
  ]);
  const matching = {
    categories: categories
      .filter((category) => nameMatchesWords(category.category_name, words))
      .slice(0, SUGGESTED_NAMES),
    brands: BRANDS.filter((brand) => nameMatchesWords(brand.brand_name, words)).slice(0, SUGGESTED_NAMES),
  };
  const room = LIMITS.maxSuggestions - matching.categories.length - matching.brands.length;
  const rows = filters.search ? await relevancePage(db, filters, room, { offset: 0 }) : [];
  return { products: rows.map(toListItem), ...matching, brands: [...matching.brands] };
}
