import crypto from 'node:crypto';
import type { ApolloServer } from '@apollo/server';
import type { BffContext, ContextRequest } from '../context';
import type { SharedReads } from '../datasources/store-api';
import type { ExecuteInProcess } from './server-render';

type OperationRequest = Parameters<ApolloServer<BffContext>['executeOperation']>[0];

/**
 * Runs a page render's GraphQL operations in this process, through the same Apollo server, schema, limits and
 * plugins as /graphql, with no request or answer in between: neither the HTTP hop over loopback nor a fetch
 * Response, nor the result's JSON both ways (docs/benchmarks.md, "Pages"). A document the build persisted goes by
 * its hash, as the browser sends it, so the server finds it parsed and validated; by its text when the server does
 * not know the hash. The operations run anonymously, for the page's visitor address, and stop with `signal`. The
 * operations of one render share their GET answers from the store API: the detail page's product and reviews
 * queries each asked for the product, its reviews and its rating (issue 32, point 4).
 */
export function inProcessGraphql(
  apollo: ApolloServer<BffContext>,
  buildContext: (request: ContextRequest) => BffContext,
  visitor: { clientAddress: string | undefined; requestId?: string; signal?: AbortSignal },
): ExecuteInProcess {
  const sharedReads: SharedReads = new Map();
  return async ({ query, hash, operationName, variables }) => {
    const contextValue = buildContext({
      token: null,
      requestId: visitor.requestId ?? crypto.randomUUID(),
      clientAddress: visitor.clientAddress,
      signal: visitor.signal,
      sharedReads,
    });
    const run = async (request: OperationRequest) => {
      const response = await apollo.executeOperation<Record<string, unknown>>(request, { contextValue });
      if (response.body.kind !== 'single') throw new Error('a page asked for an incremental (@defer) answer');
      return { status: response.http.status ?? 200, result: response.body.singleResult };
    };
    if (hash) {
      const byHash = await run({
        operationName,
        variables,
        extensions: { persistedQuery: { version: 1, sha256Hash: hash } },
      });
      // A server without the build's manifest (PERSISTED_DOCUMENTS) knows no hash: the text, as the browser's link
      // sends it then.
      if (!byHash.result.errors?.some((error) => error.extensions?.code === 'PERSISTED_QUERY_NOT_FOUND')) return byHash;
    }
    return run({ query, operationName, variables });
  };
}
