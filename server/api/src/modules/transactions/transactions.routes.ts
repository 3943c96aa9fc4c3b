import { Router } from 'express';
import {
  API_MESSAGES,
  createTransactionBody,
  historyQuery,
  quoteBody,
  ROLES,
  sellerOrdersQuery,
  updateStatusBody,
} from '@spectrum/shared';
import type { AppDeps } from '../../app';
import { currentUser, requireRole } from '../../lib/auth';
import { pageMeta, parse, parseId, send } from '../../lib/http';
import { byAccount, byAddress, limitRequests } from '../../lib/rate-limit';
import {
  changeLineStatus,
  createTransaction,
  listOrderHistory,
  listSellerOrderLines,
  parseIdempotencyKey,
  quoteCart,
} from './transactions.service';

export const IDEMPOTENCY_HEADER = 'idempotency-key';

export function createTransactionsRouter({ db, metrics, config }: AppDeps): Router {
  const router = Router();
  const customersOnly = requireRole(db, config, ROLES.customer);
  const sellersOnly = requireRole(db, config, ROLES.seller);
  const checkoutLimits = [
    limitRequests(
      db,
      'checkoutAddress',
      config.rateLimits.checkoutAddress,
      'Too many orders from your address',
      byAddress,
    ),
    limitRequests(
      db,
      'checkoutAccount',
      config.rateLimits.checkoutAccount,
      'Too many orders for this account',
      byAccount,
    ),
  ];

  router.post('/quote', async (req, res) => {
    send(res, await quoteCart(db, parse(quoteBody, req.body)));
  });

  router.post('/new', customersOnly, ...checkoutLimits, async (req, res) => {
    const body = parse(createTransactionBody, req.body);
    const idempotencyKey = parseIdempotencyKey(req.get(IDEMPOTENCY_HEADER));
    const { order, replayed } = await createTransaction(db, currentUser(res).id, body, idempotencyKey);
    if (replayed) res.setHeader('Idempotent-Replayed', 'true');
    else metrics?.ordersCreated.inc();
    send(res, order, { status: replayed ? 200 : 201, msg: API_MESSAGES.transactionCreated });
  });

  router.get('/history', customersOnly, async (req, res) => {
    const query = parse(historyQuery, req.query);
    const { orders, page, limit, totalData } = await listOrderHistory(db, currentUser(res).id, query);
    send(res, orders, { meta: pageMeta(page, limit, totalData) });
  });

  router.get('/seller', sellersOnly, async (req, res) => {
    const query = parse(sellerOrdersQuery, req.query);
    const { lines, page, limit, totalData } = await listSellerOrderLines(db, currentUser(res).id, query);
    send(res, lines, { meta: pageMeta(page, limit, totalData, { status: query.status }) });
  });

  router.patch('/status/:lineId', sellersOnly, async (req, res) => {
    const lineId = parseId(req.params.lineId, 'lineId');
    const { status_id } = parse(updateStatusBody, req.body);
    send(res, await changeLineStatus(db, currentUser(res).id, lineId, status_id));
  });

  return router;
}
