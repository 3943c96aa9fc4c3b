import { z } from 'zod';
import { LIMITS, ORDER_STATUSES } from '../constants';
import { isPhoneNumber, PHONE_RULE } from '../rules/phone';
import { orderStatusId } from './catalog';
import { pageMeta } from './envelope';
import { boundedNumber, pathId, positiveId, smallId, wholeNumber } from './fields';
import { defineRoute } from './route';

const lineInput = z.object({
  productId: positiveId(),
  qty: wholeNumber().pipe(
    z
      .number()
      .int()
      .min(1, 'must be at least 1')
      .max(LIMITS.maxCartQuantity, `must be at most ${LIMITS.maxCartQuantity}`),
  ),
});

const productList = () =>
  z
    .array(lineInput)
    .min(1, 'must have at least one line')
    .max(LIMITS.maxBatchIds, `can have at most ${LIMITS.maxBatchIds} lines`);

/** POST /transactions/quote */
export const quoteBody = z.object({ productList: productList() });
export type QuoteBody = z.infer<typeof quoteBody>;

export const quoteLine = z
  .object({
    productId: z.int(),
    product_name: z.string(),
    image: z.string().nullable(),
    price: z.int().describe('Price right now, whole rupiah.'),
    qty: z.int(),
    stock: z.int(),
    available: z.boolean().describe('False when the product is gone (archived/unknown) or has less stock than asked.'),
    line_total: z.int(),
  })
  .meta({ id: 'QuoteLine' });
export type QuoteLine = z.infer<typeof quoteLine>;

export const quoteData = z
  .object({ lines: z.array(quoteLine), subtotal: z.int(), tax: z.int(), total: z.int() })
  .meta({ id: 'Quote' });
export type QuoteData = z.infer<typeof quoteData>;

/**
 * POST /transactions/new. Client-sent subtotal/total are accepted for compatibility and ignored:
 * the server prices every line. Lines naming the same product are merged.
 */
export const createTransactionBody = z.object({
  productList: productList(),
  payment_id: smallId(),
  shipment_id: smallId().default(1),
  promo_id: smallId().default(1),
  status_id: z.unknown().optional(),
  receiver_name: z
    .string()
    .trim()
    .min(1, 'is required')
    .max(LIMITS.receiverNameMaxLength, `must be at most ${LIMITS.receiverNameMaxLength} characters`),
  address: z
    .string()
    .trim()
    .min(1, 'is required')
    .max(LIMITS.addressMaxLength, `must be at most ${LIMITS.addressMaxLength} characters`),
  phone: z.string().trim().refine(isPhoneNumber, PHONE_RULE),
  subtotal: z.unknown().optional(),
  total: z.unknown().optional(),
});
export type CreateTransactionBody = z.infer<typeof createTransactionBody>;

const orderLineShape = z.object({
  id: z.int(),
  productId: z.int(),
  product_name: z.string().describe('As it was when ordered.'),
  image: z.string().nullable(),
  unit_price: z.int().describe('As it was when ordered, whole rupiah.'),
  qty: z.int(),
  line_total: z.int(),
  status_id: orderStatusId,
  status_name: z.string(),
  updated_at: z.string(),
});
export type OrderLine = z.infer<typeof orderLineShape>;

/** One status change of an order line; the first one (from_status null) is the order being placed. */
export const lineEvent = z
  .object({
    from_status: orderStatusId.nullable(),
    from_name: z.string().nullable(),
    to_status: orderStatusId,
    to_name: z.string(),
    changed_by: z
      .object({ id: z.int(), role: z.int(), name: z.string().nullable() })
      .describe('Who changed it: the customer (role 1) or the seller (role 2).'),
    created_at: z.string(),
  })
  .meta({ id: 'LineEvent' });
export type LineEvent = z.infer<typeof lineEvent>;

/** A line of the customer's own order. */
export const customerOrderLine = orderLineShape
  .extend({
    cancellable: z.boolean().describe('True while the customer may still cancel it.'),
    history: z.array(lineEvent).describe('Every status change, oldest first.'),
  })
  .meta({ id: 'CustomerOrderLine' });
export type CustomerOrderLine = z.infer<typeof customerOrderLine>;

const paymentRef = z.object({ id: z.int(), payment_name: z.string() });
const shipmentRef = z.object({ id: z.int(), shipment_name: z.string() });

/** A customer's order: what checkout, the history, the order page and the cancels answer. */
export const orderData = z
  .object({
    id: z.int(),
    receiver_name: z.string(),
    address: z.string(),
    phone: z.string(),
    payment: paymentRef,
    shipment: shipmentRef,
    promo_id: z.int(),
    subtotal: z.int(),
    tax: z.int(),
    total: z.int(),
    created_at: z.string(),
    lines: z.array(customerOrderLine),
  })
  .meta({ id: 'Order' });
export type OrderData = z.infer<typeof orderData>;

const statusIds = ORDER_STATUSES.map((status) => status.id);
const statusId = () =>
  wholeNumber().refine((value) => (statusIds as number[]).includes(value), {
    message: `must be one of ${statusIds.join(', ')}`,
  });

export const historyQuery = z.object({
  page: boundedNumber(1).optional(),
  limit: wholeNumber().pipe(z.number().int().min(1).max(LIMITS.maxPageSize)).optional(),
});

/** GET /transactions/seller query */
export const sellerOrdersQuery = historyQuery.extend({ status: statusId().optional() });
export type SellerOrdersQuery = z.infer<typeof sellerOrdersQuery>;

/** GET /transactions/seller → data[] */
export const sellerOrderLine = orderLineShape
  .extend({
    transaction_id: z.int(),
    receiver_name: z.string(),
    address: z.string(),
    phone: z.string(),
    payment: paymentRef.describe('The payment the customer chose for the order.'),
    shipment: shipmentRef.describe('The shipment the customer chose for the order.'),
    created_at: z.string(),
  })
  .meta({ id: 'SellerOrderLine' });
export type SellerOrderLine = z.infer<typeof sellerOrderLine>;

/** PATCH /transactions/status/:lineId */
export const updateStatusBody = z.object({ status_id: statusId() });
export type UpdateStatusBody = z.infer<typeof updateStatusBody>;

/** The header that makes a checkout safe to retry: the same key and body answer the first order again. */
export const IDEMPOTENCY_HEADER = 'idempotency-key';

const orderId = z.object({ id: pathId() });
const lineId = z.object({ lineId: pathId() });

export const transactionRoutes = {
  quote: defineRoute({
    method: 'POST',
    path: '/transactions/quote',
    summary: 'Prices a cart now, with the arithmetic checkout uses.',
    access: 'public',
    body: quoteBody,
    data: quoteData,
    errors: [],
  }),
  create: defineRoute({
    method: 'POST',
    path: '/transactions/new',
    summary: 'Checkout: one order for the cart, priced and stocked by the server in one database transaction.',
    description:
      'Client-sent subtotal and total are ignored. With an `Idempotency-Key`, a retry with the same body answers ' +
      'the first order again (200, `Idempotent-Replayed: true`).',
    access: 'customer',
    headers: z.object({ [IDEMPOTENCY_HEADER]: z.string().optional() }),
    body: createTransactionBody,
    status: 201,
    data: orderData,
    errors: ['PRODUCT_UNAVAILABLE', 'INSUFFICIENT_STOCK', 'IDEMPOTENCY_KEY_REUSED'],
  }),
  history: defineRoute({
    method: 'GET',
    path: '/transactions/history',
    summary: "The signed-in customer's orders, newest first.",
    access: 'customer',
    query: historyQuery,
    data: z.array(orderData),
    meta: pageMeta,
    errors: [],
  }),
  order: defineRoute({
    method: 'GET',
    path: '/transactions/orders/:id',
    summary: "One of the signed-in customer's orders.",
    access: 'customer',
    params: orderId,
    data: orderData,
    errors: [],
  }),
  cancelOrder: defineRoute({
    method: 'POST',
    path: '/transactions/orders/:id/cancel',
    summary: 'Cancels every line of the order the customer may still cancel; the stock comes back.',
    access: 'customer',
    params: orderId,
    data: orderData,
    errors: ['ILLEGAL_STATUS_CHANGE'],
  }),
  cancelLine: defineRoute({
    method: 'POST',
    path: '/transactions/lines/:lineId/cancel',
    summary: 'Cancels one line of an order of the customer; the stock comes back.',
    access: 'customer',
    params: lineId,
    data: orderData,
    errors: ['ILLEGAL_STATUS_CHANGE'],
  }),
  sellerLines: defineRoute({
    method: 'GET',
    path: '/transactions/seller',
    summary: "Order lines of the signed-in seller's products, newest first, by status.",
    access: 'seller',
    query: sellerOrdersQuery,
    data: z.array(sellerOrderLine),
    meta: pageMeta,
    errors: [],
  }),
  changeLineStatus: defineRoute({
    method: 'PATCH',
    path: '/transactions/status/:lineId',
    summary: "Moves a line of the seller's own products forward, or cancels it before it is sent.",
    access: 'seller',
    params: lineId,
    body: updateStatusBody,
    data: sellerOrderLine,
    errors: ['ILLEGAL_STATUS_CHANGE'],
  }),
};
