import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
import { createApolloClient } from './apollo/client';
import { restorePersistedState } from './lib/persisted-state';
import { localResolvers } from './app/local-resolvers';
import { AppProviders } from './app/providers';
import { createAppRouter } from './app/router';
import { reloadSession } from './lib/session';

async function start() {
  // Guards read the session while the router starts, so the saved state must be back first.
  await restorePersistedState();
  reloadSession();

  const router = createAppRouter();
  const client = createApolloClient({
    onSessionExpired: () => void router.navigate('/login'),
    localResolvers,
  });

  const root = document.getElementById('root');
  if (!root) throw new Error('index.html must contain #root');
  createRoot(root).render(
    <StrictMode>
      <AppProviders client={client}>
        {/*
          Navigations render at once, not as transitions: a list whose page lives in the address would
          otherwise loop, its transition render asking Apollo for the new page and the store's urgent
          update re-rendering the old one (docs/web.md, "Router and Apollo").
        */}
        <RouterProvider router={router} useTransitions={false} />
      </AppProviders>
    </StrictMode>,
  );
}

void start();
