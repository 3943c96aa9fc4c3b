import type { ApolloCache } from '@apollo/client';

/**
 * After a seller adds or deletes a product the public list, the seller's own list and the category
 * counts are stale; dropping them makes the next visit ask the server again.
 */
export function evictCatalogueLists(cache: ApolloCache, categoryIds: readonly string[] = []): void {
  cache.evict({ id: 'ROOT_QUERY', fieldName: 'products' });
  cache.evict({ id: 'ROOT_QUERY', fieldName: 'sellerProducts' });
  for (const id of categoryIds) {
    cache.evict({ id: cache.identify({ __typename: 'Category', id }), fieldName: 'productCount' });
  }
  cache.gc();
}

/**
 * A product that left the shop (deleted, that is archived), came back (restored) or changed its stock
 * (restocked): its detail and every category count must be asked again.
 */
export function evictShopProduct(cache: ApolloCache, productId: string): void {
  cache.evict({ id: cache.identify({ __typename: 'Product', id: productId }) });
  cache.evict({ id: 'ROOT_QUERY', fieldName: 'products' });
  cache.evict({ id: 'ROOT_QUERY', fieldName: 'categories' });
  cache.evict({ id: 'ROOT_QUERY', fieldName: 'relatedProducts' });
  cache.gc();
}

/**
 * An edited, restocked or restored product changes its detail page, every list it is in and the counts
 * of the categories it left or joined.
 */
export function evictEditedProduct(cache: ApolloCache, productId: string, categoryIds: readonly string[] = []): void {
  cache.evict({ id: cache.identify({ __typename: 'Product', id: productId }) });
  cache.evict({ id: 'ROOT_QUERY', fieldName: 'relatedProducts' });
  evictCatalogueLists(cache, categoryIds);
}
