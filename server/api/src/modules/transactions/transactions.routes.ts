import { API_MESSAGES, IDEMPOTENCY_HEADER, MESSAGES, type OrderData, type storeApi } from '@spectrum/shared';
import type { AppDeps } from '../../deps';
import type { GroupImplementation } from '../../lib/contract-router';
import { pageMeta } from '../../lib/http';
import { notFound } from '../../lib/errors';
import { byAccount, byAddress, limitRequests } from '../../lib/rate-limit';
import { applyPayment, midtransProvider, simulatePayment } from './payments.service';
import {
  cancelCustomerLines,
  changeLineStatus,
  getCustomerOrder,
  createTransaction,
  listOrderHistory,
  getShippingOffer,
  listSellerOrderLines,
  parseIdempotencyKey,
  quoteCart,
  saveShippingOffer,
} from './transactions.service';

export function transactionRoutes({
  db,
  metrics,
  config,
  logger,
}: AppDeps): GroupImplementation<typeof storeApi.transactions> {
  const limits = config.rateLimits;
  const midtrans = midtransProvider(config.midtransServerKey);
  /** The order as this process offers it: "Simulate payment" only where the development provider runs. */
  const present = (order: OrderData): OrderData => ({
    ...order,
    simulate_payment: config.simulatePayments && order.payment_state === 'unpaid' && order.money.due > 0,
  });
  return {
    quote: async ({ body }) => ({ data: await quoteCart(db, body) }),

    create: {
      before: [
        limitRequests(db, 'checkoutAddress', limits.checkoutAddress, 'Too many orders from your address', byAddress),
        limitRequests(db, 'checkoutAccount', limits.checkoutAccount, 'Too many orders for this account', byAccount),
      ],
      handle: async ({ body, user, req, res }) => {
        const idempotencyKey = parseIdempotencyKey(req.get(IDEMPOTENCY_HEADER));
        const { order, replayed } = await createTransaction(
          db,
          user.id,
          body,
          idempotencyKey,
          config.paymentDeadlineSeconds,
        );
        if (replayed) res.setHeader('Idempotent-Replayed', 'true');
        else metrics?.ordersCreated.inc();
        return { data: present(order), status: replayed ? 200 : 201, msg: API_MESSAGES.transactionCreated };
      },
    },

    history: async ({ user, query }) => {
      const { orders, page, limit, totalData } = await listOrderHistory(db, user.id, query);
      return { data: orders.map(present), meta: pageMeta(page, limit, totalData) };
    },

    order: async ({ user, params }) => ({ data: present(await getCustomerOrder(db, user.id, params.id)) }),

    cancelOrder: async ({ user, params }) => ({
      data: present(await cancelCustomerLines(db, user.id, { orderId: params.id })),
      msg: MESSAGES.orderCancelled,
    }),

    cancelLine: async ({ user, params }) => ({
      data: present(await cancelCustomerLines(db, user.id, { lineId: params.lineId })),
      msg: MESSAGES.lineCancelled,
    }),

    sellerLines: async ({ user, query }) => {
      const { lines, page, limit, totalData } = await listSellerOrderLines(db, user.id, query);
      return { data: lines, meta: pageMeta(page, limit, totalData, { status: query.status }) };
    },

    changeLineStatus: async ({ user, params, body }) => ({
      data: await changeLineStatus(db, user.id, params.lineId, body.status_id, body.tracking_number),
    }),

    simulatePayment: async ({ user, params }) => {
      if (!config.simulatePayments) throw notFound();
      return { data: present(await simulatePayment(db, user.id, params.id)) };
    },

    midtransNotification: async ({ body }) => {
      try {
        const verified = midtrans.verify(body);
        if ('ignored' in verified) {
          logger.info({ order_id: body.order_id, status: body.transaction_status }, 'payment notification ignored');
          return { data: { order_id: body.order_id, outcome: 'ignored' as const } };
        }
        const { outcome } = await applyPayment(db, verified);
        logger.info({ order_id: body.order_id, outcome, amount: verified.amount }, 'payment notification applied');
        return { data: { order_id: body.order_id, outcome } };
      } catch (error) {
        logger.warn(
          { order_id: body.order_id, transaction_id: body.transaction_id, gross_amount: body.gross_amount, err: error },
          'payment notification refused',
        );
        throw error;
      }
    },

    shippingOffer: async ({ user }) => ({ data: await getShippingOffer(db, user.id) }),

    saveShippingOffer: async ({ user, body }) => ({ data: await saveShippingOffer(db, user.id, body) }),
  };
}
