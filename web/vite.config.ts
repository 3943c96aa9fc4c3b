import path from 'node:path';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
import { compileHints } from './build/compile-hints.ts';
import { graphqlDocumentImports } from './build/graphql-document-imports.ts';
import { lazyGlobalStyles } from './build/lazy-global-styles.ts';
import { lowPriorityScripts } from './build/low-priority-scripts.ts';
import { serverPrint } from './build/server-print.ts';
import { serverStyles } from './build/server-styles.ts';

// `npm run dev` sets both; Vite's dev server forwards GraphQL and images to the BFF so the browser sees one origin.
const API_ORIGIN = process.env.BFF_URL ?? 'http://localhost:4000';
const WEB_PORT = Number(process.env.WEB_PORT ?? 5173);

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [
    graphqlDocumentImports(path.resolve(import.meta.dirname, 'src/__generated__')),
    react(),
    lowPriorityScripts(),
    ...(isSsrBuild ? [] : [compileHints()]),
    lazyGlobalStyles(),
    serverStyles(),
    serverPrint(),
  ],
  server: {
    port: WEB_PORT,
    strictPort: true,
    proxy: {
      '/graphql': API_ORIGIN,
      '/uploads': API_ORIGIN,
    },
  },
  preview: {
    proxy: {
      '/graphql': API_ORIGIN,
      '/uploads': API_ORIGIN,
    },
  },
  // The server render (`vite build --ssr`) carries its libraries inside: the BFF's image has none of the web's.
  ssr: { noExternal: true },
  // ...and runs their production builds whatever NODE_ENV the BFF has (`npm start` gives it development): React's
  // development build, with its checks and stacks, took most of a page's render time.
  define: isSsrBuild ? { 'process.env.NODE_ENV': JSON.stringify('production') } : {},
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // scripts/check-size.mjs reads the manifest to weigh what the landing route loads.
    manifest: true,
    rolldownOptions: {
      // Chakra's config helpers only return their argument. Unless marked pure, the call that builds the
      // default theme (@chakra-ui/react/theme) is kept for its possible side effects, and with it every one of
      // Chakra's recipes, in the landing page's bundle.
      treeshake: { manualPureFunctions: ['defineConfig', 'defineRecipe', 'defineSlotRecipe', 'defineStyle'] },
      // The code the entry imports goes into the entry itself, not into a dozen 1 KB chunks that it shares with
      // lazily loaded pages: on a phone's network each file costs a round trip before the page's photo paints.
      // One file put Lighthouse's LCP 0.2-0.6 s earlier and its TBT lower (README, "Web benchmark"). The cost: some
      // of Chakra's recipes and anatomies that only lazy pages use (45 KB raw) now come with the entry, which
      // weighs 1.5 KB (gzip) more than the 16 files did.
      output: isSsrBuild ? {} : { codeSplitting: { groups: [{ name: 'start', tags: ['$initial'] }] } },
    },
  },
  test: {
    name: 'web',
    environment: 'happy-dom',
    setupFiles: ['src/test/setup.ts'],
    include: ['src/**/*.test.{ts,tsx}', 'build/**/*.test.ts'],
    // Files share a worker's modules: re-importing React, Chakra and Apollo per file cost more than the tests.
    // State that outlives a test (session, saved cart, toasts, the DOM) is reset in src/test/setup.ts.
    isolate: false,
    testTimeout: 15_000,
  },
}));
