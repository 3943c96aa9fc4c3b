import type { OperationVariables, TypedDocumentNode } from '@apollo/client';
import type { DocumentNode } from 'graphql';
import type { Params } from 'react-router';

/** One query a page asks for as it first renders, with the same variables. */
export interface PrefetchQuery {
  query: DocumentNode;
  variables: OperationVariables;
}

/** A query and its variables, checked against each other. */
export function prefetchOf<TData, TVariables extends OperationVariables>(
  query: TypedDocumentNode<TData, TVariables>,
  variables: TVariables,
): PrefetchQuery {
  return { query, variables };
}

/**
 * The queries a page's first render asks for, from its address (a route module's `prefetch` export, kept as the
 * route's `handle`). A server render asks for them all at once before rendering, so the page renders once with
 * its data instead of rendering to find its queries and again to show them (entry-server.tsx).
 */
export type PagePrefetch = (page: { params: Params; url: URL }) => PrefetchQuery[];

export interface PageHandle {
  prefetch?: PagePrefetch;
}

/** The prefetch queries of every matched route, for this address. */
export function prefetchQueries(
  matches: readonly { params: Params; route: { handle?: unknown } }[],
  url: URL,
): PrefetchQuery[] {
  return matches.flatMap(
    (match) => (match.route.handle as PageHandle | undefined)?.prefetch?.({ params: match.params, url }) ?? [],
  );
}
