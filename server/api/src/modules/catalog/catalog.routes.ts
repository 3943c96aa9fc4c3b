import { BRANDS, COLORS, ORDER_STATUSES, PAYMENTS, SHIPMENTS, type storeApi } from '@spectrum/shared';
import type { AppDeps } from '../../deps';
import type { GroupImplementation } from '../../lib/contract-router';
import { ping } from '../../db/client';
import { listCategories } from './catalog.repo';

/** Categories, the fixed reference lists and the health check. */
export function catalogRoutes({ db }: AppDeps): GroupImplementation<typeof storeApi.catalog> {
  return {
    categories: async () => ({ data: await listCategories(db) }),
    brands: async () => ({ data: [...BRANDS] }),
    colors: async () => ({ data: [...COLORS] }),
    payments: async () => ({ data: [...PAYMENTS] }),
    shipments: async () => ({ data: [...SHIPMENTS] }),
    orderStatuses: async () => ({ data: [...ORDER_STATUSES] }),
    health: async () => {
      await ping(db);
      return { data: { ok: true, database: 'up' } };
    },
  };
}
