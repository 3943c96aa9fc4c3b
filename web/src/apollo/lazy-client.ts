import type { ApolloClient } from '@apollo/client';
import { useSyncExternalStore } from 'react';
import { createExternalStore } from '../lib/external-store';
import { nextTask } from '../lib/next-task';

/*
 * The browser's Apollo client is built by code outside the first bundle (app/browser-client.ts: Apollo's
 * core, cache and links). main.tsx registers how to load it; a page that shows data waits for it before it
 * hydrates, and the landing page, which shows none, loads it once it is idle. Every piece of code that asks
 * for data (each page, the header's account menus) is loaded through `withClient`, so it never renders
 * before the client is there. Where no loader is registered (the server render, unit tests) the client is
 * given to the provider directly and `clientReady` resolves at once.
 */

let loadClient: (() => Promise<ApolloClient>) | undefined;
let loading: Promise<void> | undefined;
const loaded = createExternalStore<ApolloClient | undefined>(undefined);

export function registerClientLoader(load: () => Promise<ApolloClient>): void {
  loadClient = load;
}

/** Resolves once the client is there, starting its load if nothing has yet. */
export function clientReady(): Promise<void> {
  if (!loadClient) return Promise.resolve();
  loading ??= loadClient().then(
    (client) => loaded.set(client),
    (error: unknown) => {
      // A failed fetch (offline, a redeploy) may succeed on the next navigation.
      loading = undefined;
      throw error;
    },
  );
  return loading;
}

/**
 * Code that needs the client, loaded together with it. The client's import starts a task after the code's: each
 * import adds a preload link per chunk it needs, and the browser's work for those was up to several milliseconds
 * per link (unthrottled, on a two-core machine), so the two lists in one task made one of the longest tasks
 * before a page could hydrate.
 */
export function withClient<T>(load: () => Promise<T>): () => Promise<T> {
  return async () => (await Promise.all([load(), nextTask().then(clientReady)]))[0];
}

/** The registered client once loaded; undefined before that and wherever none is registered. */
export function useLoadedClient(): ApolloClient | undefined {
  return useSyncExternalStore(loaded.subscribe, loaded.get, loaded.get);
}
