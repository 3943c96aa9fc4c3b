import { API_MESSAGES, IDEMPOTENCY_HEADER, MESSAGES, type storeApi } from '@spectrum/shared';
import type { AppDeps } from '../../deps';
import type { GroupImplementation } from '../../lib/contract-router';
import { pageMeta } from '../../lib/http';
import { byAccount, byAddress, limitRequests } from '../../lib/rate-limit';
import {
  cancelCustomerLines,
  changeLineStatus,
  getCustomerOrder,
  createTransaction,
  listOrderHistory,
  listSellerOrderLines,
  parseIdempotencyKey,
  quoteCart,
} from './transactions.service';

export function transactionRoutes({ db, metrics, config }: AppDeps): GroupImplementation<typeof storeApi.transactions> {
  const limits = config.rateLimits;
  return {
    quote: async ({ body }) => ({ data: await quoteCart(db, body) }),

    create: {
      before: [
        limitRequests(db, 'checkoutAddress', limits.checkoutAddress, 'Too many orders from your address', byAddress),
        limitRequests(db, 'checkoutAccount', limits.checkoutAccount, 'Too many orders for this account', byAccount),
      ],
      handle: async ({ body, user, req, res }) => {
        const idempotencyKey = parseIdempotencyKey(req.get(IDEMPOTENCY_HEADER));
        const { order, replayed } = await createTransaction(db, user.id, body, idempotencyKey);
        if (replayed) res.setHeader('Idempotent-Replayed', 'true');
        else metrics?.ordersCreated.inc();
        return { data: order, status: replayed ? 200 : 201, msg: API_MESSAGES.transactionCreated };
      },
    },

    history: async ({ user, query }) => {
      const { orders, page, limit, totalData } = await listOrderHistory(db, user.id, query);
      return { data: orders, meta: pageMeta(page, limit, totalData) };
    },

    order: async ({ user, params }) => ({ data: await getCustomerOrder(db, user.id, params.id) }),

    cancelOrder: async ({ user, params }) => ({
      data: await cancelCustomerLines(db, user.id, { orderId: params.id }),
      msg: MESSAGES.orderCancelled,
    }),

    cancelLine: async ({ user, params }) => ({
      data: await cancelCustomerLines(db, user.id, { lineId: params.lineId }),
      msg: MESSAGES.lineCancelled,
    }),

    sellerLines: async ({ user, query }) => {
      const { lines, page, limit, totalData } = await listSellerOrderLines(db, user.id, query);
      return { data: lines, meta: pageMeta(page, limit, totalData, { status: query.status }) };
    },

    changeLineStatus: async ({ user, params, body }) => ({
      data: await changeLineStatus(db, user.id, params.lineId, body.status_id),
    }),
  };
}
