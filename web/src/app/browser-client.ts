import type { ApolloClient } from '@apollo/client';
import { createApolloClient } from '../apollo/client';
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
