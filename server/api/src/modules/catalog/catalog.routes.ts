import { Router } from 'express';
import { BRANDS, COLORS, ORDER_STATUSES, PAYMENTS, SHIPMENTS, type HealthData } from '@spectrum/shared';
import type { AppDeps } from '../../app';
import { send } from '../../lib/http';
import { listCategories } from './catalog.repo';

/** Categories, the fixed reference lists and the health check. */
export function createCatalogRouter({ db }: AppDeps): Router {
  const router = Router();
  router.get('/categories', async (_req, res) => send(res, await listCategories(db)));
  router.get('/brands', (_req, res) => send(res, BRANDS));
  router.get('/colors', (_req, res) => send(res, COLORS));
  router.get('/payments', (_req, res) => send(res, PAYMENTS));
  router.get('/shipments', (_req, res) => send(res, SHIPMENTS));
  router.get('/order-statuses', (_req, res) => send(res, ORDER_STATUSES));
  router.get('/health', async (_req, res) => {
    await db.query('SELECT 1');
    const health: HealthData = { ok: true, database: 'up' };
    send(res, health);
  });
  return router;
}
