import type { GraphQLRequestContext } from '@apollo/server';
import { describe, expect, it } from 'vitest';
import type { BffContext } from '../context';
import { graphqlCacheHeaders } from './persisted-documents';

/** What the cache-hint plugin's requestDidStart reads of an operation, for a request or a server render's own. */
function operation(sharesReads: boolean) {
  return {
    contextValue: { sharesReads } as BffContext,
    overallCachePolicy: { restrict: () => undefined, replace: () => undefined },
    request: { http: undefined },
  } as unknown as GraphQLRequestContext<BffContext>;
}

describe('graphqlCacheHeaders', () => {
  it("works out cache hints field by field for requests, and not for a server render's own operations", async () => {
    const [hints] = graphqlCacheHeaders();

    const forRequest = await hints?.requestDidStart?.(operation(false));
    expect(forRequest?.executionDidStart).toBeTypeOf('function');
    expect(await hints?.requestDidStart?.(operation(true))).toBeUndefined();
    // Still Apollo's cache-control plugin by its id, so that Apollo adds no second one of its own.
    expect(hints).toHaveProperty('__internal_plugin_id__', 'CacheControl');
  });
});
