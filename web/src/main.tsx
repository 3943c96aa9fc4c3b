import { startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
import type { ApolloClient } from '@apollo/client';
import { clientReady, registerClientLoader } from './apollo/lazy-client';
import { AppRoot } from './app/app-root';
import { createAppRouter, loadRoutesFor } from './app/router';
import { storeSystem } from './app/theme';
import { nextTask } from './lib/next-task';
import { restorePersistedState } from './lib/persisted-state';
import { readPageState } from './lib/page-state';
import { reloadSession } from './lib/session';
import { whenIdle } from './lib/use-idle';

async function start() {
  // Guards read the session while the router starts, so the saved state must be back first.
  await restorePersistedState();
  reloadSession();

  // The page is on screen (server-rendered) while this runs: the work before hydration goes in separate tasks,
  // so a tap or a scroll in between is answered at once (and long tasks are what Total Blocking Time counts).
  // The Chakra system comes before the page's code: made while that code streams in, it competed with the
  // browser compiling it, and on a two-core machine took half as long again.
  await nextTask();
  storeSystem();
  await nextTask();

  const pageState = readPageState();
  let client: ApolloClient | undefined;
  registerClientLoader(async () => {
    const { createBrowserClient } = await import('./app/browser-client');
    // No query runs before the router below exists: queries come from the pages it renders.
    client = createBrowserClient(pageState, () => void router.navigate('/login'));
    return client;
  });
  // The page's lazy code waits for the Apollo client too (routes.tsx), so a page that shows data hydrates with
  // the server's data in the client's cache: the normalised cache the client restores, and the answers to the
  // queries the page prefetched, written to the queries its code declares.
  if (pageState) {
    const url = new URL(window.location.href);
    const matches = await loadRoutesFor(url.pathname);
    if (pageState.answers?.length) {
      await clientReady();
      const { writeServerAnswers } = await import('./app/browser-client');
      if (client) writeServerAnswers(client, matches, url, pageState.answers);
    }
  }
  const router = createAppRouter(pageState?.router);

  const root = document.getElementById('root');
  if (!root) throw new Error('index.html must contain #root');
  const app = (
    <AppRoot>
      {/*
        Navigations render at once, not as transitions: a list whose page lives in the address would
        otherwise loop, its transition render asking Apollo for the new page and the store's urgent
        update re-rendering the old one (docs/web.md, "Router and Apollo").
      */}
      <RouterProvider router={router} useTransitions={false} />
    </AppRoot>
  );
  // Hydrating in a transition lets React yield to the browser every few milliseconds instead of hydrating the
  // whole page in one task; input that arrives before it ends makes React finish at once, then replays it.
  if (pageState) startTransition(() => void hydrateRoot(root, app));
  else createRoot(root).render(app);
  // A page without data (the landing page) starts without the client and fetches it once idle, so the next page
  // need not wait for it; should that fetch fail, the next page that needs the client tries again.
  whenIdle(() => void clientReady().catch(() => undefined));
}

void start();
