/**
 * How many journey files run at once, each with its own Chromium and its own store (E2E_WORKERS, default 2). A
 * journey spends most of its time waiting for its page, so two of them share the machine's two cores; 1 runs the
 * files one after another on one store.
 */
export const e2eWorkers = Math.max(1, Number.parseInt(process.env.E2E_WORKERS ?? '2', 10) || 1);
