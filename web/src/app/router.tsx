import { createBrowserRouter, matchRoutes, type HydrationState } from 'react-router';
import { appRoutes } from './routes';

/** `hydrationData` comes with a server-rendered page (lib/page-state.ts). */
export function createAppRouter(hydrationData?: HydrationState) {
  return createBrowserRouter(appRoutes, { hydrationData });
}

export type AppRouter = ReturnType<typeof createAppRouter>;

/**
 * Loads the code of the pages an address shows. A hydrating browser needs it before its first render, which
 * must produce the server's HTML rather than the loading fallback.
 */
export async function loadRoutesFor(pathname: string): Promise<void> {
  const lazyMatches = matchRoutes(appRoutes, pathname)?.filter((match) => typeof match.route.lazy === 'function');
  await Promise.all(
    (lazyMatches ?? []).map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return;
      const loaded = await route.lazy();
      Object.assign(route, { ...loaded, lazy: undefined });
    }),
  );
}
