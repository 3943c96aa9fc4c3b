import { inject } from 'vitest';

/**
 * The store of the worker running this file (global-setup.ts starts one per worker): files that run side by side
 * are in different workers, so they never share a store.
 */
export function runStore(): { baseUrl: string; apiUrl: string } {
  const stores = inject('stores');
  const worker = Number(process.env.VITEST_POOL_ID ?? '1');
  const store = stores[(worker - 1) % stores.length];
  if (!store) throw new Error('the e2e global setup started no store');
  return store;
}
