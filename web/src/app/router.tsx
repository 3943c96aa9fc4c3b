import { createBrowserRouter, matchRoutes, type HydrationState, type RouteMatch } from 'react-router';
import { appRoutes } from './routes';

/** `hydrationData` comes with a server-rendered page (lib/page-state.ts). */
export function createAppRouter(hydrationData?: HydrationState) {
  return createBrowserRouter(appRoutes, { hydrationData });
}

export type AppRouter = ReturnType<typeof createAppRouter>;

/**
 * Loads the code of the pages an address shows. A hydrating browser needs it before its first render, which
 * must produce the server's HTML rather than the loading fallback. Gives back the matched routes, loaded.
 */
export async function loadRoutesFor(pathname: string): Promise<RouteMatch[]> {
  const matches = matchRoutes(appRoutes, pathname) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return;
      const loaded = await route.lazy();
      Object.assign(route, { ...loaded, lazy: undefined });
    }),
  );
  return matches;
}
