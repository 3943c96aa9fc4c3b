import { z } from 'zod';
import { LIMITS, ORDER_STATUSES, type OrderStatusId } from '../constants';
import { isPhoneNumber, PHONE_RULE } from '../rules/phone';
import { boundedNumber, positiveId, smallId, wholeNumber } from './fields';

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

export interface QuoteLine {
  productId: number;
  product_name: string;
  image: string | null;
  /** Price right now, whole rupiah. */
  price: number;
  qty: number;
  stock: number;
  /** False when the product is gone (archived/unknown) or has less stock than asked. */
  available: boolean;
  line_total: number;
}
export interface QuoteData {
  lines: QuoteLine[];
  subtotal: number;
  tax: number;
  total: number;
}

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

export interface OrderLine {
  id: number;
  productId: number;
  product_name: string;
  image: string | null;
  unit_price: number;
  qty: number;
  line_total: number;
  status_id: OrderStatusId;
  status_name: string;
  updated_at: string;
}

/** One status change of an order line; the first one (from_status null) is the order being placed. */
export interface LineEvent {
  from_status: OrderStatusId | null;
  from_name: string | null;
  to_status: OrderStatusId;
  to_name: string;
  /** Who changed it: the customer (role 1) or the seller (role 2). */
  changed_by: { id: number; role: number; name: string | null };
  created_at: string;
}

/** A line of the customer's own order. */
export interface CustomerOrderLine extends OrderLine {
  /** True while the customer may still cancel it (at Get Paid). */
  cancellable: boolean;
  /** Every status change, oldest first. */
  history: LineEvent[];
}

/**
 * POST /transactions/new → data; GET /transactions/history → data[]; GET /transactions/orders/:id,
 * POST /transactions/orders/:id/cancel, POST /transactions/lines/:lineId/cancel → data
 */
export interface OrderData {
  id: number;
  receiver_name: string;
  address: string;
  phone: string;
  payment: { id: number; payment_name: string };
  shipment: { id: number; shipment_name: string };
  promo_id: number;
  subtotal: number;
  tax: number;
  total: number;
  created_at: string;
  lines: CustomerOrderLine[];
}

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
export interface SellerOrderLine extends OrderLine {
  transaction_id: number;
  receiver_name: string;
  address: string;
  phone: string;
  /** The payment and shipment the customer chose for the order. */
  payment: { id: number; payment_name: string };
  shipment: { id: number; shipment_name: string };
  created_at: string;
}

/** PATCH /transactions/status/:lineId */
export const updateStatusBody = z.object({ status_id: statusId() });
export type UpdateStatusBody = z.infer<typeof updateStatusBody>;
