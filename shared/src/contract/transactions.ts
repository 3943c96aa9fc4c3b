import { z } from 'zod';
import { LIMITS, ORDER_STATUSES } from '../constants';
import { isPhoneNumber, PHONE_RULE } from '../rules/phone';
import { MAX_SHIPPING_AMOUNT, SHIPPING_OFFER_RULES } from '../rules/shipping';
import { TRACKING_NUMBER_PATTERN, TRACKING_NUMBER_RULES } from '../rules/tracking-number';
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

/** POST /transactions/quote: with a shipment, each seller's shipping for it is priced too. */
export const quoteBody = z.object({ productList: productList(), shipment_id: smallId().optional() });
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

/** One shipment choice as one seller prices it for their part of the cart. */
export const shippingChoice = z
  .object({
    shipment_id: z.int(),
    shipment_name: z.string(),
    available: z.boolean().describe('False when the seller does not offer it, or the subtotal is below its minimum.'),
    fee: z.int().describe('Whole rupiah; 0 when not available.'),
    note: z.string().nullable().describe('Why it is not available, or where to pick up.'),
  })
  .meta({ id: 'ShippingChoice' });
export type ShippingChoice = z.infer<typeof shippingChoice>;

/** A seller's part of a cart: its subtotal and what each shipment choice costs. */
export const quoteSeller = z
  .object({
    seller_id: z.int(),
    store_name: z.string(),
    subtotal: z.int(),
    choices: z.array(shippingChoice),
    shipping: z.int().describe('The fee of the chosen shipment (0 when none was chosen or it is not available).'),
  })
  .meta({ id: 'QuoteSeller' });
export type QuoteSeller = z.infer<typeof quoteSeller>;

export const quoteData = z
  .object({
    lines: z.array(quoteLine),
    subtotal: z.int(),
    tax: z.int(),
    sellers: z.array(quoteSeller),
    shipping: z.int().describe("Every seller's fee for the chosen shipment."),
    shipment_available: z
      .boolean()
      .describe('False when a seller does not offer the chosen shipment for this cart (checkout would refuse it).'),
    total: z.int().describe('Subtotal, tax and shipping.'),
  })
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
  tracking_number: z.string().nullable().describe('Given by the seller when marking the line Sent.'),
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
    reason: z.string().nullable().describe('Why, when no person chose it (an unpaid order expiring).'),
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

const amounts = z.object({
  lines: z.int(),
  tax: z.int(),
  shipping: z.int(),
  total: z.int(),
});

/**
 * An order's money, whole rupiah, computed by the store API: what was charged; what cancellations took off
 * (a cancelled line's amount and its tax; a seller's shipping once all their lines are cancelled); what was paid;
 * what of that goes back (refunded); and what is due now (0 once paid, expired or fully cancelled).
 */
export const orderMoney = z
  .object({
    charged: amounts.describe('Lines, tax and shipping as placed.'),
    cancelled: amounts.describe('What cancellations took off.'),
    payable: z.int().describe('charged.total − cancelled.total: what the order is worth now.'),
    paid: z.int(),
    refunded: z.int().describe('Paid but cancelled since: paid − payable when paid, else 0.'),
    due: z.int().describe('What the customer must still pay: payable while unpaid, else 0.'),
  })
  .meta({ id: 'OrderMoney' });
export type OrderMoney = z.infer<typeof orderMoney>;

export const PAYMENT_STATES = ['unpaid', 'paid', 'expired'] as const;
export type PaymentState = (typeof PAYMENT_STATES)[number];

/** How to pay an unpaid order: a transfer of exactly `amount` to the virtual account before the deadline. */
export const paymentInstructions = z
  .object({
    bank: z.string(),
    virtual_account: z.string(),
    amount: z.int(),
    deadline: z.string(),
  })
  .meta({ id: 'PaymentInstructions' });
export type PaymentInstructions = z.infer<typeof paymentInstructions>;

/** One seller's shipping in an order. */
export const orderShipping = z
  .object({
    seller_id: z.int(),
    store_name: z.string(),
    shipment_id: z.int(),
    fee: z.int(),
    pickup_address: z.string().nullable(),
    refunded: z.boolean().describe('True once every line of this seller in the order is cancelled.'),
  })
  .meta({ id: 'OrderShipping' });
export type OrderShipping = z.infer<typeof orderShipping>;

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
    subtotal: z.int().describe("The lines' amount as placed (money.charged.lines)."),
    tax: z.int(),
    shipping: z.int(),
    total: z.int().describe('Charged: subtotal, tax and shipping as placed (money.charged.total).'),
    money: orderMoney,
    payment_state: z.enum(PAYMENT_STATES),
    payment_deadline: z.string().nullable(),
    paid_at: z.string().nullable(),
    instructions: paymentInstructions.nullable().describe('While unpaid: how to pay.'),
    simulate_payment: z.boolean().describe('Whether the development provider may pay it (never in production).'),
    shipping_by_seller: z.array(orderShipping),
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
    payment_state: z.enum(PAYMENT_STATES),
    tax: z.int().describe("This line's share of the tax."),
    refunded: z.int().describe('Paid, then cancelled: line amount and its tax (0 otherwise).'),
    created_at: z.string(),
  })
  .meta({ id: 'SellerOrderLine' });
export type SellerOrderLine = z.infer<typeof sellerOrderLine>;

/** PATCH /transactions/status/:lineId: a tracking number may go with Sent. */
export const updateStatusBody = z.object({
  status_id: statusId(),
  tracking_number: z
    .string()
    .trim()
    .min(1, TRACKING_NUMBER_RULES.empty)
    .max(LIMITS.trackingNumberMaxLength, TRACKING_NUMBER_RULES.tooLong)
    .regex(TRACKING_NUMBER_PATTERN, TRACKING_NUMBER_RULES.characters)
    .optional(),
});

const shippingAmount = () =>
  z
    .number({ error: SHIPPING_OFFER_RULES.notNumber })
    .int(SHIPPING_OFFER_RULES.notWhole)
    .min(0, SHIPPING_OFFER_RULES.negative)
    .max(MAX_SHIPPING_AMOUNT, SHIPPING_OFFER_RULES.tooLarge);

/** GET/PUT /transactions/shipping-offer: a seller's shipping offers; null turns a choice off. */
export const shippingOfferBody = z.object({
  flat_rate_fee: shippingAmount().nullable(),
  free_shipping_min: shippingAmount().nullable(),
  pickup_address: z
    .string()
    .trim()
    .min(1, SHIPPING_OFFER_RULES.pickupRequired)
    .max(LIMITS.addressMaxLength, SHIPPING_OFFER_RULES.pickupTooLong)
    .nullable(),
});
export const shippingOfferData = z
  .object({
    flat_rate_fee: z.int().nullable(),
    free_shipping_min: z.int().nullable(),
    pickup_address: z.string().nullable(),
  })
  .meta({ id: 'ShippingOffer' });
export type ShippingOfferData = z.infer<typeof shippingOfferData>;

/**
 * A Midtrans HTTP notification (its documented fields we read; others pass through unread). The signature is
 * sha512(order_id + status_code + gross_amount + server key), hex.
 */
export const midtransNotificationBody = z.object({
  order_id: z.string().max(100),
  status_code: z.string().max(10),
  gross_amount: z.string().max(30),
  signature_key: z.string().max(200),
  transaction_status: z.string().max(40),
  transaction_id: z.string().max(100),
  fraud_status: z.string().max(40).optional(),
  payment_type: z.string().max(40).optional(),
});
export type MidtransNotificationBody = z.infer<typeof midtransNotificationBody>;
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
    errors: ['PRODUCT_UNAVAILABLE', 'INSUFFICIENT_STOCK', 'SHIPMENT_NOT_OFFERED', 'IDEMPOTENCY_KEY_REUSED'],
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
  simulatePayment: defineRoute({
    method: 'POST',
    path: '/transactions/orders/:id/simulate-payment',
    summary: 'Development only: pays the order with the development provider, exactly the amount due.',
    description: 'Refused (404) when the API runs with NODE_ENV=production.',
    access: 'customer',
    params: orderId,
    data: orderData,
    errors: ['PAYMENT_REFUSED'],
  }),
  midtransNotification: defineRoute({
    method: 'POST',
    path: '/payments/midtrans/notification',
    summary: "Midtrans' HTTP notification: a verified settlement moves the unpaid order to Get Paid.",
    description:
      'Verified by signature (SHA-512 with the server key from MIDTRANS_SERVER_KEY), order and exact amount. A replay ' +
      'of an accepted payment answers 200 and changes nothing.',
    access: 'public',
    body: midtransNotificationBody,
    data: z.object({ order_id: z.string(), outcome: z.enum(['paid', 'replayed', 'ignored']) }),
    errors: ['PAYMENT_SIGNATURE', 'PAYMENT_REFUSED'],
  }),
  shippingOffer: defineRoute({
    method: 'GET',
    path: '/transactions/shipping-offer',
    summary: "The signed-in seller's shipping offers.",
    access: 'seller',
    data: shippingOfferData,
    errors: [],
  }),
  saveShippingOffer: defineRoute({
    method: 'PUT',
    path: '/transactions/shipping-offer',
    summary: "Sets the signed-in seller's shipping offers (Flat Rate fee, Free shipping minimum, pickup address).",
    access: 'seller',
    body: shippingOfferBody,
    data: shippingOfferData,
    errors: [],
  }),
};
