import type { TestProject } from 'vitest/node';
import { startStack } from './stack';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The store as a browser sees it, e.g. http://127.0.0.1:41234 */
    baseUrl: string;
    /** The store REST API, routes included, e.g. http://127.0.0.1:41235/api */
    apiUrl: string;
    /** The server render the BFF runs, e.g. /…/web/dist-server/entry-server.js */
    webServerEntry: string;
  }
}

/** One isolated store for the whole e2e run; every journey makes its own accounts, so they share it. */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const started = Date.now();
  const stack = await startStack();
  console.log(`[e2e] store up at ${stack.baseUrl} in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  project.provide('baseUrl', stack.baseUrl);
  project.provide('apiUrl', stack.apiUrl);
  project.provide('webServerEntry', stack.webServerEntry);
  return () => stack.stop();
}
