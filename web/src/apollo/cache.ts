import { InMemoryCache } from '@apollo/client';
import possibleTypesResult from '../__generated__/possible-types';

/** The cache must know which types make up each result union to match `... on ErrorResult` fragments. */
export function createCache(): InMemoryCache {
  return new InMemoryCache({
    possibleTypes: possibleTypesResult.possibleTypes,
    typePolicies: {
      Query: {
        fields: {
          // Wishlist mutations answer with the whole list, which replaces the cached one outright.
          wishlist: { merge: false },
        },
      },
      // A facet's id is a category's, brand's or colour's id, so category 1 and brand 1 would share one
      // normalised entry; counts belong to their list, so they stay embedded in it.
      FacetCount: { keyFields: false },
      ProductFacets: { keyFields: false },
    },
  });
}
