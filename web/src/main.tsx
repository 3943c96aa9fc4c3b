import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
import { createApolloClient } from './apollo/client';
import { restorePersistedState } from './apollo/persisted-state';
import { AppProviders } from './app/providers';
import { createAppRouter } from './app/router';
import { reloadSession } from './features/auth/session';

async function start() {
  // Guards read the session while the router starts, so the saved state must be back first.
  await restorePersistedState();
  reloadSession();

  const router = createAppRouter();
  const client = createApolloClient({
    onSessionExpired: () => void router.navigate('/login'),
  });

  const root = document.getElementById('root');
  if (!root) throw new Error('index.html must contain #root');
  createRoot(root).render(
    <StrictMode>
      <AppProviders client={client}>
        <RouterProvider router={router} />
      </AppProviders>
    </StrictMode>,
  );
}

void start();
