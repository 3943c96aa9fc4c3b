import type { ApolloClient } from '@apollo/client';
import type { RouteMatch } from 'react-router';
import { createApolloClient } from '../apollo/client';
import { pagePrefetchRequests } from '../apollo/prefetch';
import { writePrefetchedAnswers, type PrefetchedAnswer } from '../apollo/prefetched-answers';
import type { PageState } from '../lib/page-state';
import { localResolvers, localTypePolicies } from './local-state';

/**
 * How long after start queries read the server's data instead of going to the network: long enough for a slow
 * phone to hydrate the page.
 */
const HYDRATION_CACHE_WINDOW_MS = 2_000;

/** The browser's client, holding the data of the page the server rendered (loaded by main.tsx). */
export function createBrowserClient(pageState: PageState | null, onSessionExpired: () => void): ApolloClient {
  const client = createApolloClient({
    onSessionExpired,
    localTypePolicies,
    localResolvers,
    ssrForceFetchDelay: pageState ? HYDRATION_CACHE_WINDOW_MS : undefined,
  });
  if (pageState) client.cache.restore(pageState.apollo);
  return client;
}

/**
 * Writes the server's answers to the queries the page prefetched (`matches`, the routes of the page at `url`,
 * loaded) to the client's cache, before the page hydrates.
 */
export function writeServerAnswers(
  client: ApolloClient,
  matches: readonly RouteMatch[],
  url: URL,
  answers: readonly PrefetchedAnswer[],
): void {
  writePrefetchedAnswers(client.cache, pagePrefetchRequests(matches, url.searchParams), answers);
}
