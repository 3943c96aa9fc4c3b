import { LIMITS, PRODUCT_LIST_SORTS, type ProductListSort as SortName } from '@spectrum/shared/constants';
import { DEFAULT_PRODUCT_SORT, defaultProductSort, productListSort } from '@spectrum/shared/rules/product-list';
import type { ProductFilter, ProductListQueryVariables, ProductSort } from '../../__generated__/graphql';

/** Everything that decides which products the list shows; mirrored one to one in the address. */
export interface ProductListParams {
  /** Search text from the header's search box; '' for none. */
  search: string;
  categoryId: string | null;
  brandId: string | null;
  colorId: string | null;
  /** 0 means no lower bound. */
  minPrice: number;
  /** 0 means no upper bound. */
  maxPrice: number;
  /** Only products rated at least this many stars on average; 0 means any rating. */
  minRating: number;
  /** `relevance` is the default while searching, `newest` otherwise. */
  sort: SortName;
  page: number;
  /**
   * The server's bookmark for `page` (from the page before or after it): it seeks straight to the rows
   * instead of counting past every earlier one. Any other change drops it.
   */
  cursor: string | null;
}

export type IdFilter = 'categoryId' | 'brandId' | 'colorId';

/** The dropdown's order and wording: oldest, newest, priciest, cheapest; "Best match" only while searching. */
export const SORT_OPTIONS: ReadonlyArray<{ value: SortName; label: string }> = [
  { value: 'relevance', label: 'Best match' },
  { value: 'oldest', label: 'Oldest' },
  { value: 'newest', label: 'Newest' },
  { value: 'priciest', label: 'Priciest' },
  { value: 'cheapest', label: 'Cheapest' },
  { value: 'rating', label: 'Top rated' },
];

const GRAPHQL_SORT: Record<SortName, ProductSort> = {
  newest: 'NEWEST',
  oldest: 'OLDEST',
  priciest: 'PRICIEST',
  cheapest: 'CHEAPEST',
  rating: 'TOP_RATED',
  relevance: 'RELEVANCE',
};

const ID_PATTERN = /^[1-9]\d{0,9}$/;
const STARS_PATTERN = /^[1-5]$/;
const WHOLE_NUMBER_PATTERN = /^\d{1,12}$/;
/** GraphQL's Int is 32-bit: larger prices or pages would be refused instead of meaning "everything". */
export const GRAPHQL_INT_MAX = 2_147_483_647;

export const EMPTY_PARAMS: ProductListParams = {
  search: '',
  categoryId: null,
  brandId: null,
  colorId: null,
  minPrice: 0,
  maxPrice: 0,
  minRating: 0,
  sort: DEFAULT_PRODUCT_SORT,
  page: 1,
  cursor: null,
};

function readId(value: string | null): string | null {
  return value !== null && ID_PATTERN.test(value) ? value : null;
}

function readWholeNumber(value: string | null): number {
  return value !== null && WHOLE_NUMBER_PATTERN.test(value) ? Math.min(Number(value), GRAPHQL_INT_MAX) : 0;
}

function readStars(value: string | null): number {
  return value !== null && STARS_PATTERN.test(value) ? Number(value) : 0;
}

function isSortName(value: string | null): value is SortName {
  return PRODUCT_LIST_SORTS.some((sort) => sort === value);
}

/** Reads the address; anything malformed (a hand-edited link) falls back to its default. */
export function readProductListParams(searchParams: URLSearchParams): ProductListParams {
  const sort = searchParams.get('sort');
  const page = readWholeNumber(searchParams.get('page'));
  const search = (searchParams.get('search') ?? '').trim().slice(0, LIMITS.searchMaxLength);
  const cursor = searchParams.get('cursor');
  return {
    search,
    categoryId: readId(searchParams.get('categoryId')),
    brandId: readId(searchParams.get('brandId')),
    colorId: readId(searchParams.get('colorId')),
    minPrice: readWholeNumber(searchParams.get('minPrice')),
    maxPrice: readWholeNumber(searchParams.get('maxPrice')),
    minRating: readStars(searchParams.get('minRating')),
    sort: productListSort(isSortName(sort) ? sort : null, search !== ''),
    page: page >= 1 ? page : 1,
    cursor: page > 1 && cursor && cursor.length <= LIMITS.cursorMaxLength ? cursor : null,
  };
}

/** Writes the address, leaving out defaults so a plain list stays a plain `/product`. */
export function writeProductListParams(params: ProductListParams): URLSearchParams {
  const searchParams = new URLSearchParams();
  if (params.search) searchParams.set('search', params.search);
  if (params.categoryId) searchParams.set('categoryId', params.categoryId);
  if (params.brandId) searchParams.set('brandId', params.brandId);
  if (params.colorId) searchParams.set('colorId', params.colorId);
  if (params.minPrice > 0) searchParams.set('minPrice', String(params.minPrice));
  if (params.maxPrice > 0) searchParams.set('maxPrice', String(params.maxPrice));
  if (params.minRating > 0) searchParams.set('minRating', String(params.minRating));
  if (params.sort !== defaultProductSort(params.search !== '')) searchParams.set('sort', params.sort);
  if (params.page > 1) searchParams.set('page', String(params.page));
  if (params.page > 1 && params.cursor) searchParams.set('cursor', params.cursor);
  return searchParams;
}

/**
 * A changed filter or sort keeps the rest and starts again at page 1. Starting or clearing a search moves an
 * unchosen order to the new default (best match while searching, newest otherwise).
 */
export function withChange(
  params: ProductListParams,
  change: Partial<Omit<ProductListParams, 'page' | 'cursor'>>,
): ProductListParams {
  const next = { ...params, ...change, page: 1, cursor: null };
  if (
    change.search !== undefined &&
    change.sort === undefined &&
    params.sort === defaultProductSort(params.search !== '')
  ) {
    next.sort = defaultProductSort(next.search !== '');
  }
  return next;
}

/** Another page of the same list, with the server's bookmark for it when there is one. */
export function withPage(params: ProductListParams, page: number, cursor: string | null): ProductListParams {
  return { ...params, page, cursor: page > 1 ? cursor : null };
}

/** Picking an id filter selects it; picking the selected one again clears it. */
export function toggleIdFilter(params: ProductListParams, filter: IdFilter, id: string): ProductListParams {
  return withChange(params, { [filter]: params[filter] === id ? null : id });
}

/** Clears the search and every filter; a chosen sort stays (best match goes with the search). */
export function clearFilters(params: ProductListParams): ProductListParams {
  return { ...EMPTY_PARAMS, sort: params.sort === 'relevance' ? DEFAULT_PRODUCT_SORT : params.sort };
}

/** How many of the sidebar's filters narrow the list (the search is shown on its own). */
export function activeFilterCount(params: ProductListParams): number {
  const priceFiltered = params.minPrice > 0 || params.maxPrice > 0;
  return [params.categoryId, params.brandId, params.colorId, priceFiltered, params.minRating > 0].filter(Boolean)
    .length;
}

export function hasFilters(params: ProductListParams): boolean {
  return Boolean(params.search) || activeFilterCount(params) > 0;
}

/** The list query's variables; the filter is left out when nothing narrows the list. */
export function toProductListVariables(params: ProductListParams): ProductListQueryVariables {
  const filter: ProductFilter = {};
  if (params.search) filter.search = params.search;
  if (params.categoryId) filter.categoryId = params.categoryId;
  if (params.brandId) filter.brandId = params.brandId;
  if (params.colorId) filter.colorId = params.colorId;
  if (params.minPrice > 0) filter.minPrice = params.minPrice;
  if (params.maxPrice > 0) filter.maxPrice = params.maxPrice;
  if (params.minRating > 0) filter.minRating = params.minRating;
  return {
    ...(Object.keys(filter).length > 0 ? { filter } : {}),
    sort: GRAPHQL_SORT[params.sort],
    page: params.page,
    limit: LIMITS.productPageSize,
    ...(params.cursor ? { cursor: params.cursor } : {}),
  };
}
