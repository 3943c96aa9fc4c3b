import crypto from 'node:crypto';
import { HeaderMap, type ApolloServer } from '@apollo/server';
import type { BffContext, ContextRequest } from '../context';
import type { SharedReads } from '../datasources/store-api';

/**
 * A `fetch` that runs a page render's GraphQL requests in this process, through the same Apollo server,
 * schema, limits and plugins as /graphql, without the HTTP hop over loopback (docs/benchmarks.md, "Pages").
 * The operations run anonymously, for the page's visitor address, and stop with `signal`. Queries come as GET
 * with their persisted hash in the address, as the browser sends them. The operations of one `fetch` (one page
 * render) share their GET answers from the store API: the detail page's product and reviews queries each asked
 * for the product, its reviews and its rating (issue 32, point 4).
 */
export function inProcessGraphqlFetch(
  apollo: ApolloServer<BffContext>,
  buildContext: (request: ContextRequest) => BffContext,
  visitor: { clientAddress: string | undefined; requestId?: string; signal?: AbortSignal },
): typeof fetch {
  const sharedReads: SharedReads = new Map();
  return async (input, init) => {
    const address = input instanceof Request ? input.url : String(input);
    const search = new URL(address, 'http://in-process').search;
    const headers = new HeaderMap();
    new Headers(init?.headers).forEach((value, name) => headers.set(name, value));
    const text = typeof init?.body === 'string' ? init.body : '';
    let body: unknown;
    try {
      body = text ? JSON.parse(text) : undefined;
    } catch {
      return new Response('{"errors":[{"message":"The request body is not JSON"}]}', { status: 400 });
    }
    const result = await apollo.executeHTTPGraphQLRequest({
      httpGraphQLRequest: { method: init?.method ?? 'POST', headers, search, body },
      context: async () =>
        buildContext({
          token: null,
          requestId: visitor.requestId ?? crypto.randomUUID(),
          clientAddress: visitor.clientAddress,
          signal: visitor.signal,
          sharedReads,
        }),
    });
    let answer = '';
    if (result.body.kind === 'complete') answer = result.body.string;
    else for await (const chunk of result.body.asyncIterator) answer += chunk;
    return new Response(answer, { status: result.status ?? 200, headers: [...result.headers] });
  };
}
