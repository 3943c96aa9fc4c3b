import path from 'node:path';
import type { Plugin } from 'vite';

const SOURCE = path.resolve(import.meta.dirname, '../src');
const SERVER_USE_QUERY = path.join(SOURCE, 'apollo/server-use-query.ts');

/**
 * In the server render's build, the store's own imports of `@apollo/client/react` get src/apollo/server-use-query.ts:
 * Apollo's module, with a `useQuery` that hands a prefetched query's data to the page as it is. Apollo's own
 * modules and the browser's build keep Apollo's.
 */
export function prefetchedQueries(): Plugin {
  return {
    name: 'spectrum:prefetched-queries',
    enforce: 'pre',
    apply: (_config, env) => env.command === 'build' && env.isSsrBuild === true,
    resolveId(source, importer) {
      if (source !== '@apollo/client/react' || !importer?.startsWith(SOURCE) || importer === SERVER_USE_QUERY) {
        return null;
      }
      return SERVER_USE_QUERY;
    },
  };
}
