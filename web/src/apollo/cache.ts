import { InMemoryCache, type TypePolicies } from '@apollo/client';
import type { DocumentNode } from 'graphql';
import possibleTypesResult from '../__generated__/possible-types';

const SERVER_TYPE_POLICIES: TypePolicies = {
  Query: {
    fields: {
      // Wishlist mutations answer with the whole list, which replaces the cached one outright.
      wishlist: { merge: false },
      // So do the address book's: a deleted address leaves the list, it is not merged back in.
      myAddresses: { merge: false },
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

/** Each document as every server render's cache transforms it (the same for all: the transform is pure). */
const serverRenderDocuments = new WeakMap<DocumentNode, DocumentNode>();

/**
 * A server render's cache, new for every page and read only a few times: it keeps no memo of its reads (Apollo's
 * result caching: its dependency tracking cost more than the reads it spared), and the documents it transforms are
 * kept per process, so a render neither visits a query again nor prints it again (Apollo keeps printed documents by
 * identity). Issue 32, point 4 (docs/benchmarks.md).
 */
class ServerRenderCache extends PersistedDocumentsCache {
  override transformDocument(document: DocumentNode): DocumentNode {
    let transformed = serverRenderDocuments.get(document);
    if (!transformed) {
      transformed = super.transformDocument(document);
      serverRenderDocuments.set(document, transformed);
    }
    return transformed;
  }
}

/**
 * The cache must know which types make up each result union to match `... on ErrorResult` fragments.
 * `localTypePolicies` are the field policies of the `@client` fields (the app's, app/local-state.ts);
 * `serverRender` makes the cache of one server render.
 */
export function createCache(
  localTypePolicies: TypePolicies = {},
  options: { serverRender?: boolean } = {},
): InMemoryCache {
  const config = {
    possibleTypes: possibleTypesResult.possibleTypes,
    typePolicies: mergeTypePolicies(SERVER_TYPE_POLICIES, localTypePolicies),
  };
  return options.serverRender
    ? new ServerRenderCache({ ...config, resultCaching: false })
    : new PersistedDocumentsCache(config);
}
