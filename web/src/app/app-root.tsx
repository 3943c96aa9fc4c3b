import type { ApolloClient } from '@apollo/client';
import { StrictMode, useEffect, type ReactNode } from 'react';
import { useLoadedClient } from '../apollo/lazy-client';
import { AppProviders } from './providers';

/**
 * Once the page is on screen, the document says the app is interactive (`<html data-app-ready>`): the browser
 * journeys wait for it before they act, as a person waits for a page to finish loading.
 */
function AfterFirstRender() {
  useEffect(() => {
    document.documentElement.dataset.appReady = '';
  }, []);
  return null;
}

/**
 * The app around its router, the same in the server render (entry-server.tsx) and the browser (main.tsx).
 * It must be the same tree: `useId` derives ids from the tree's shape, and a hydrated page keeps the ids the
 * server wrote, so any difference here leaves menus labelled by ids that do not exist.
 *
 * The server passes its client; the browser passes none and takes the one main.tsx loads (lazy-client.ts).
 */
export function AppRoot({ client, children }: { client?: ApolloClient; children: ReactNode }) {
  const loaded = useLoadedClient();
  const active = client ?? loaded;
  return (
    <StrictMode>
      <AppProviders client={active}>
        <AfterFirstRender />
        {children}
      </AppProviders>
    </StrictMode>
  );
}
