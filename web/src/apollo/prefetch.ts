import type { DocumentNode, OperationVariables, TypedDocumentNode } from '@apollo/client';
import type { Params } from 'react-router';

/** One query a page will ask for, run against the client before the page renders. */
export interface PrefetchRequest {
  query: DocumentNode;
  variables: OperationVariables;
}

/**
 * The queries a page asks for on its first render, from its address alone. A route module exports it as
 * `prefetch` (app/routes.tsx puts it in the route's `handle`), and the server render runs them all at once before
 * rendering, so the page renders once instead of once per waterfall step. The variables must be the ones the
 * page's own `useQuery` calls use: then the render finds every answer in the cache.
 */
export type PagePrefetch = (address: { params: Params; searchParams: URLSearchParams }) => readonly PrefetchRequest[];

export const prefetchQuery = <TData, TVariables extends OperationVariables>(
  query: TypedDocumentNode<TData, TVariables>,
  variables: TVariables,
): PrefetchRequest => ({ query, variables });

/** The route handle that carries a page's prefetch. */
export interface PrefetchHandle {
  prefetch: PagePrefetch;
}

export function prefetchOf(handle: unknown): PagePrefetch | undefined {
  if (typeof handle !== 'object' || handle === null || !('prefetch' in handle)) return undefined;
  return typeof handle.prefetch === 'function' ? (handle as PrefetchHandle).prefetch : undefined;
}

/**
 * The queries the pages matching an address declare, in order: what the server render prefetches, and what the
 * browser finds the server's answers for (prefetched-answers.ts).
 */
export function pagePrefetchRequests(
  matches: readonly { params: Params; route: { handle?: unknown } }[],
  searchParams: URLSearchParams,
): PrefetchRequest[] {
  return matches.flatMap(({ params, route }) => [...(prefetchOf(route.handle)?.({ params, searchParams }) ?? [])]);
}
