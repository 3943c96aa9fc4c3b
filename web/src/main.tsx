import { createRoot, hydrateRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
import { createApolloClient } from './apollo/client';
import { localResolvers } from './app/local-resolvers';
import { AppRoot } from './app/app-root';
import { createAppRouter, loadRoutesFor } from './app/router';
import { restorePersistedState } from './lib/persisted-state';
import { readPageState } from './lib/page-state';
import { reloadSession } from './lib/session';

/**
 * How long after start queries read the server's data instead of going to the network: long enough for a slow
 * phone to hydrate the page.
 */
const HYDRATION_CACHE_WINDOW_MS = 2_000;

async function start() {
  // Guards read the session while the router starts, so the saved state must be back first.
  await restorePersistedState();
  reloadSession();

  const pageState = readPageState();
  if (pageState) await loadRoutesFor(window.location.pathname);
  const router = createAppRouter(pageState?.router);
  const client = createApolloClient({
    onSessionExpired: () => void router.navigate('/login'),
    localResolvers,
    ssrForceFetchDelay: pageState ? HYDRATION_CACHE_WINDOW_MS : undefined,
  });
  if (pageState) client.cache.restore(pageState.apollo);

  const root = document.getElementById('root');
  if (!root) throw new Error('index.html must contain #root');
  const app = (
    <AppRoot client={client}>
      {/*
        Navigations render at once, not as transitions: a list whose page lives in the address would
        otherwise loop, its transition render asking Apollo for the new page and the store's urgent
        update re-rendering the old one (docs/web.md, "Router and Apollo").
      */}
      <RouterProvider router={router} useTransitions={false} />
    </AppRoot>
  );
  if (pageState) hydrateRoot(root, app);
  else createRoot(root).render(app);
}

void start();
