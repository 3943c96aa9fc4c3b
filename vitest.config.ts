import { createRequire } from 'node:module';
import os from 'node:os';
import { UI_TIMEOUT_MS } from './tests/e2e/support/timeouts.ts';
import { e2eWorkers } from './tests/e2e/support/workers.ts';
import { defineConfig } from 'vitest/config';

/*
 * Server code under test gets graphql-js as Node gives it to the packages around it (the CommonJS entry), not the
 * `module` entry Vite would pick: graphql-js refuses a schema made by another copy of itself, and the BFF's
 * schema is built by @graphql-tools and run by Apollo Server and graphql-ws, which Node loads as they are.
 */
const nodeGraphql = {
  resolve: { alias: [{ find: /^graphql$/, replacement: createRequire(import.meta.url).resolve('graphql') }] },
};

export default defineConfig({
  test: {
    // One worker per core: vitest's default leaves one core to itself, which on these two-core machines ran the
    // unit, API, BFF and web suites one file at a time. The fault and browser suites set their own (one).
    maxWorkers: os.availableParallelism(),
    projects: [
      'web',
      {
        ...nodeGraphql,
        test: {
          name: 'unit',
          environment: 'node',
          include: [
            'shared/src/**/*.test.ts',
            'server/*/src/**/*.test.ts',
            'tests/deploy/**/*.test.ts',
            'bench/**/*.test.ts',
          ],
        },
      },
      {
        test: {
          name: 'api',
          environment: 'node',
          include: ['tests/api/**/*.test.ts'],
          globalSetup: ['tests/support/pglite-template.ts'],
          isolate: false,
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        ...nodeGraphql,
        test: {
          name: 'bff',
          environment: 'node',
          include: ['tests/bff/**/*.test.ts'],
          globalSetup: ['tests/support/pglite-template.ts'],
          isolate: false,
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        test: {
          name: 'faults',
          environment: 'node',
          include: ['tests/faults/**/*.test.ts'],
          globalSetup: ['tests/faults/support/global-setup.ts'],
          // Each case starts real servers and loads them: one at a time on a two-core machine.
          fileParallelism: false,
          maxWorkers: 1,
          testTimeout: 120_000,
          hookTimeout: 120_000,
        },
      },
      {
        test: {
          name: 'e2e',
          environment: 'node',
          include: ['tests/e2e/**/*.test.ts'],
          globalSetup: ['tests/e2e/support/global-setup.ts'],
          // Files run side by side, each worker with its own store and Chromium (tests/e2e/support/workers.ts).
          fileParallelism: e2eWorkers > 1,
          maxWorkers: e2eWorkers,
          testTimeout: 120_000,
          hookTimeout: 180_000,
          // An `expect.poll` waits for the page like any locator does: vitest's own 1 s made "the seller's products
          // show within a second" part of a test, which failed CI on a loaded machine.
          expect: { poll: { timeout: UI_TIMEOUT_MS } },
        },
      },
    ],
  },
});
