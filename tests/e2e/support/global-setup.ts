import type { TestProject } from 'vitest/node';
import { e2eWorkers } from './workers';
import { ensureWebBuild, seedImagesCached, startStack } from './stack';

declare module 'vitest' {
  export interface ProvidedContext {
    /** One store per worker (see support/run-store.ts): the store as a browser sees it, and its REST API. */
    stores: { baseUrl: string; apiUrl: string }[];
    /** The built web the stores serve (a journey that starts a store of its own serves the same). */
    webDist: string;
    /** The server render the BFF runs, e.g. /…/web/dist-server/entry-server.js */
    webServerEntry: string;
  }
}

/**
 * One isolated store per worker for the whole e2e run: two journey files run side by side, each on a store of its
 * own, so one file's listings and edits never change the pages and caches another file is checking. Within a
 * store the journeys make their own accounts, so the files a worker runs one after another share it.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const webDist = ensureWebBuild();
  const started = Date.now();
  const start = (index: number) => startStack({ webDist, logName: `stack-${index + 1}.log` });
  // Without the demo pictures cached (a fresh clone), the first store renders them alone and the others copy them:
  // every store rendering them at once took 35-41 s on two cores (median 38), one after the other 30-36 s (31).
  const firstAlone = seedImagesCached() ? [] : await Promise.allSettled([start(0)]);
  const others = Array.from({ length: e2eWorkers - firstAlone.length }, (_, index) => start(firstAlone.length + index));
  const settled = [...firstAlone, ...(await Promise.allSettled(others))];
  const stacks = settled.flatMap((result) => (result.status === 'fulfilled' ? [result.value] : []));
  const stopAll = async () => {
    await Promise.all(stacks.map((stack) => stack.stop()));
  };
  const failure = settled.find((result): result is PromiseRejectedResult => result.status === 'rejected');
  if (failure) {
    await stopAll();
    throw failure.reason;
  }
  console.log(`[e2e] stores up (${stacks.length}) in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  project.provide(
    'stores',
    stacks.map(({ baseUrl, apiUrl }) => ({ baseUrl, apiUrl })),
  );
  project.provide('webDist', webDist);
  project.provide('webServerEntry', stacks[0]!.webServerEntry);
  return stopAll;
}
