import type { ProductListSort } from '../constants';

/** The product list's order when none is chosen and nothing is searched. */
export const DEFAULT_PRODUCT_SORT = 'newest' satisfies ProductListSort;

/** The order a list gets when none is chosen: best match first while searching, else the newest first. */
export function defaultProductSort(searching: boolean): ProductListSort {
  return searching ? 'relevance' : DEFAULT_PRODUCT_SORT;
}

/**
 * The order a product list is read in, the same in the API and the web's address: the one asked for, except
 * that `relevance` (best match) needs a search; otherwise the default for the search.
 */
export function productListSort(asked: ProductListSort | null | undefined, searching: boolean): ProductListSort {
  return asked && (asked !== 'relevance' || searching) ? asked : defaultProductSort(searching);
}

/** The "N stars and up" choice the product list offers (the API takes any whole number of stars from 1 to 5). */
export const TOP_RATED_MIN_STARS = 4;

/**
 * A product's rating as the catalogue sorts and filters it: the average of its visible reviews × 100, rounded
 * (0 without reviews). "N stars and up" keeps the products whose score is at least this.
 */
export function minRatingScore(stars: number): number {
  return Math.round(stars * 100);
}
