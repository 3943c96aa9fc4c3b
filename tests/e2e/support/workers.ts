import os from 'node:os';

/**
 * How many journey files run at once, each with its own Chromium and its own store (E2E_WORKERS; by default 2, or
 * 1 on a one-core machine). A journey spends part of its time waiting for its page, so two of them share two cores;
 * 1 runs the files one after another on one store.
 */
const requested = Number.parseInt(process.env.E2E_WORKERS ?? '', 10);
export const e2eWorkers = requested >= 1 ? requested : Math.min(2, os.availableParallelism());
