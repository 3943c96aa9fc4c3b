import type { Plugin } from 'vite';
import { rewriteModule, type Rewrite } from './server-styles.ts';

const PRERENDER_STATIC_MODULE = /[\\/]@apollo[\\/]client[\\/]react[\\/]ssr[\\/]prerenderStatic\.js$/;

/** graphql-js's `print`, which prints the whole document each call, for Apollo's, which keeps each document's text. */
const PRINT_REWRITES: Rewrite[] = [
  ['import { print } from "graphql";\n', 'import { print } from "@apollo/client/utilities";\n'],
];

/** Apollo's `prerenderStatic` keying its queries by their text printed once per document (see serverPrint). */
export function memoizePrerenderPrint(prerenderStaticModule: string): string {
  return rewriteModule(prerenderStaticModule, "@apollo/client's react/ssr/prerenderStatic.js", PRINT_REWRITES, []);
}

/**
 * Apollo's `prerenderStatic` keys each `useQuery` of a render by the query's printed text, with graphql-js's `print`:
 * the detail page printed its two large queries four times per render, about a thirtieth of a cold render (issue 32,
 * point 4). The server render's build gives it Apollo's own `print`, which keeps the text per document; the
 * documents are codegen's, the same objects on every render. The browser's build does not render with it.
 */
export function serverPrint(): Plugin {
  return {
    name: 'spectrum:server-print',
    apply: (_config, env) => env.command === 'build' && env.isSsrBuild === true,
    transform: (code, id) => (PRERENDER_STATIC_MODULE.test(id) ? memoizePrerenderPrint(code) : null),
  };
}
