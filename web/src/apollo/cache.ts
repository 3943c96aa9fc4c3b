import { InMemoryCache, type TypePolicies } from '@apollo/client';
import type { DocumentNode } from 'graphql';
import possibleTypesResult from '../__generated__/possible-types';

const SERVER_TYPE_POLICIES: TypePolicies = {
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
};

/** Two sets of type policies as one; a type in both keeps the fields of each. */
function mergeTypePolicies(first: TypePolicies, second: TypePolicies): TypePolicies {
  const merged: TypePolicies = { ...first };
  for (const [typename, policy] of Object.entries(second)) {
    const existing = merged[typename];
    merged[typename] = existing ? { ...existing, ...policy, fields: { ...existing.fields, ...policy.fields } } : policy;
  }
  return merged;
}

type PersistedDocument = DocumentNode & { __meta__?: { hash?: string } };

/**
 * The cache adds `__typename` to every selection, which makes a new document without codegen's `__meta__` (its
 * persisted hash, `persisted-documents.json`): the hash is carried over, so the persisted-query link still sends
 * the document by hash. The BFF runs each persisted document with the same `__typename`s.
 */
class PersistedDocumentsCache extends InMemoryCache {
  private readonly withMeta = new WeakMap<DocumentNode, DocumentNode>();

  override transformDocument(document: DocumentNode): DocumentNode {
    const transformed = super.transformDocument(document);
    const meta = (document as PersistedDocument).__meta__;
    if (!meta || transformed === document || (transformed as PersistedDocument).__meta__) return transformed;
    let carried = this.withMeta.get(transformed);
    if (!carried) {
      carried = { ...transformed, __meta__: meta } as PersistedDocument;
      this.withMeta.set(transformed, carried);
    }
    return carried;
  }
}

/**
 * The cache must know which types make up each result union to match `... on ErrorResult` fragments.
 * `localTypePolicies` are the field policies of the `@client` fields (the app's, app/local-state.ts).
 */
export function createCache(localTypePolicies: TypePolicies = {}): InMemoryCache {
  return new PersistedDocumentsCache({
    possibleTypes: possibleTypesResult.possibleTypes,
    typePolicies: mergeTypePolicies(SERVER_TYPE_POLICIES, localTypePolicies),
  });
}
