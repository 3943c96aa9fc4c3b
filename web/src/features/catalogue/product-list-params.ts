import { LIMITS, PRODUCT_SORTS, type ProductSort as SortName } from '@spectrum/shared/constants';
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
  sort: SortName;
  page: number;
}

export type IdFilter = 'categoryId' | 'brandId' | 'colorId';

export const DEFAULT_SORT: SortName = 'newest';

/** The dropdown's order and wording (SPEC §2: oldest, newest, priciest, cheapest). */
export const SORT_OPTIONS: ReadonlyArray<{ value: SortName; label: string }> = [
  { value: 'oldest', label: 'Oldest' },
  { value: 'newest', label: 'Newest' },
  { value: 'priciest', label: 'Priciest' },
  { value: 'cheapest', label: 'Cheapest' },
];

const GRAPHQL_SORT: Record<SortName, ProductSort> = {
  newest: 'NEWEST',
  oldest: 'OLDEST',
  priciest: 'PRICIEST',
  cheapest: 'CHEAPEST',
};

const SEARCH_MAX_LENGTH = 100;
const ID_PATTERN = /^[1-9]\d{0,9}$/;
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
  sort: DEFAULT_SORT,
  page: 1,
};

function readId(value: string | null): string | null {
  return value !== null && ID_PATTERN.test(value) ? value : null;
}

function readWholeNumber(value: string | null): number {
  return value !== null && WHOLE_NUMBER_PATTERN.test(value) ? Math.min(Number(value), GRAPHQL_INT_MAX) : 0;
}

function isSortName(value: string | null): value is SortName {
  return PRODUCT_SORTS.some((sort) => sort === value);
}

/** Reads the address; anything malformed (a hand-edited link) falls back to its default. */
export function readProductListParams(searchParams: URLSearchParams): ProductListParams {
  const sort = searchParams.get('sort');
  const page = readWholeNumber(searchParams.get('page'));
  return {
    search: (searchParams.get('search') ?? '').trim().slice(0, SEARCH_MAX_LENGTH),
    categoryId: readId(searchParams.get('categoryId')),
    brandId: readId(searchParams.get('brandId')),
    colorId: readId(searchParams.get('colorId')),
    minPrice: readWholeNumber(searchParams.get('minPrice')),
    maxPrice: readWholeNumber(searchParams.get('maxPrice')),
    sort: isSortName(sort) ? sort : DEFAULT_SORT,
    page: page >= 1 ? page : 1,
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
  if (params.sort !== DEFAULT_SORT) searchParams.set('sort', params.sort);
  if (params.page > 1) searchParams.set('page', String(params.page));
  return searchParams;
}

/** A changed filter or sort keeps the rest and starts again at page 1. */
export function withChange(
  params: ProductListParams,
  change: Partial<Omit<ProductListParams, 'page'>>,
): ProductListParams {
  return { ...params, ...change, page: 1 };
}

/** Picking an id filter selects it; picking the selected one again clears it. */
export function toggleIdFilter(params: ProductListParams, filter: IdFilter, id: string): ProductListParams {
  return withChange(params, { [filter]: params[filter] === id ? null : id });
}

/** Clears the search and every filter; the chosen sort stays. */
export function clearFilters(params: ProductListParams): ProductListParams {
  return { ...EMPTY_PARAMS, sort: params.sort };
}

/** How many of the sidebar's filters narrow the list (the search is shown on its own). */
export function activeFilterCount(params: ProductListParams): number {
  const priceFiltered = params.minPrice > 0 || params.maxPrice > 0;
  return [params.categoryId, params.brandId, params.colorId, priceFiltered].filter(Boolean).length;
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
  return {
    ...(Object.keys(filter).length > 0 ? { filter } : {}),
    sort: GRAPHQL_SORT[params.sort],
    page: params.page,
    limit: LIMITS.productPageSize,
  };
}
