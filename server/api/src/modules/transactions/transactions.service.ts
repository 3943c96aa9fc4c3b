import {
  API_MESSAGES,
  isAllowedStatusChange,
  ORDER_STATUS,
  ORDER_STATUSES,
  taxOf,
  totalWithTax,
  type CreateTransactionBody,
  type OrderData,
  type OrderLine,
  type OrderStatusId,
  type QuoteBody,
  type QuoteData,
  type QuoteLine,
  type SellerOrderLine,
} from '@spectrum/shared';
import crypto from 'node:crypto';
import type { Db, Queryable } from '../../db/client';
import { badRequest, conflict, notFound, unprocessable } from '../../lib/errors';
import { thumbUrl } from '../../lib/storage';
import * as repo from './transactions.repo';

/** Orders and seller lines per page when the caller does not say. */
export const DEFAULT_ORDER_PAGE_SIZE = 10;

interface CartLine {
  productId: number;
  qty: number;
}

/** Lines naming the same product become one line with the quantities summed, in first-seen order. */
export function mergeCartLines(lines: readonly CartLine[]): CartLine[] {
  const merged = new Map<number, number>();
  for (const line of lines) merged.set(line.productId, (merged.get(line.productId) ?? 0) + line.qty);
  return [...merged].map(([productId, qty]) => ({ productId, qty }));
}

export async function quoteCart(db: Queryable, body: QuoteBody): Promise<QuoteData> {
  const cart = mergeCartLines(body.productList);
  const products = new Map(
    (
      await repo.findProductsForQuote(
        db,
        cart.map((line) => line.productId),
      )
    ).map((row) => [row.id, row]),
  );
  const lines = cart.map(({ productId, qty }): QuoteLine => {
    const product = products.get(productId);
    if (!product) {
      return { productId, product_name: '', image: null, price: 0, qty, stock: 0, available: false, line_total: 0 };
    }
    // An archived product can no longer be bought, so it offers no stock.
    const stock = product.archived ? 0 : product.stock;
    return {
      productId,
      product_name: product.product_name,
      image: thumbUrl(product.image_key),
      price: product.price,
      qty,
      stock,
      available: stock >= qty,
      line_total: product.price * qty,
    };
  });
  const subtotal = lines.filter((line) => line.available).reduce((sum, line) => sum + line.line_total, 0);
  return { lines, subtotal, tax: taxOf(subtotal), total: totalWithTax(subtotal) };
}

const IDEMPOTENCY_KEY = /^[\x21-\x7e][\x20-\x7e]{0,99}$/;

/** The optional `Idempotency-Key` header: absent → undefined; otherwise 1–100 printable ASCII characters. */
export function parseIdempotencyKey(header: string | undefined): string | undefined {
  if (header === undefined) return undefined;
  const key = header.trim();
  if (!IDEMPOTENCY_KEY.test(key)) {
    const message = 'Idempotency-Key must be 1 to 100 printable ASCII characters';
    throw badRequest(message, [{ field: 'Idempotency-Key', message }]);
  }
  return key;
}

export interface CreatedTransaction {
  order: OrderData;
  /** True when the idempotency key named an order made earlier: nothing new was written. */
  replayed: boolean;
}

/**
 * The fingerprint an Idempotency-Key is bound to: a hash of the order as the server understood it (the
 * validated body, without the fields it ignores), so a retry that only spells the same order differently
 * still matches.
 */
export function orderFingerprint(body: CreateTransactionBody): string {
  const order = [
    body.productList.map((line) => [line.productId, line.qty]),
    body.payment_id,
    body.shipment_id,
    body.promo_id,
    body.receiver_name,
    body.address,
    body.phone,
  ];
  return crypto.createHash('sha256').update(JSON.stringify(order)).digest('hex');
}

/** The order placed under the key, if the key has not expired; 422 when it was placed for another order. */
async function replayOf(
  db: Queryable,
  customerId: number,
  idempotencyKey: string,
  fingerprint: string,
): Promise<CreatedTransaction | undefined> {
  const existing = await repo.findOrderByKey(db, customerId, idempotencyKey);
  if (!existing) return undefined;
  if (existing.fingerprint !== null && existing.fingerprint !== fingerprint) {
    const message = API_MESSAGES.idempotencyKeyReused;
    throw unprocessable(message, [{ field: 'Idempotency-Key', message }]);
  }
  return { order: await loadOrder(db, existing.id), replayed: true };
}

export async function createTransaction(
  db: Db,
  customerId: number,
  body: CreateTransactionBody,
  idempotencyKey: string | undefined,
): Promise<CreatedTransaction> {
  const fingerprint = orderFingerprint(body);
  if (idempotencyKey) {
    const replay = await replayOf(db, customerId, idempotencyKey, fingerprint);
    if (replay) return replay;
  }

  const missing = await repo.findMissingReferences(db, body);
  if (missing.length > 0) {
    throw badRequest(
      `${missing[0]} does not exist`,
      missing.map((field) => ({ field, message: `${field} does not exist` })),
    );
  }

  const cart = mergeCartLines(body.productList);
  return db.transaction(async (tx) => {
    if (idempotencyKey) await repo.releaseExpiredKey(tx, customerId, idempotencyKey);
    // Claiming the key first makes a concurrent duplicate wait here, before it touches any stock.
    const orderId = await repo.insertOrderHeader(tx, {
      customerId,
      receiver_name: body.receiver_name,
      address: body.address,
      phone: body.phone,
      payment_id: body.payment_id,
      shipment_id: body.shipment_id,
      promo_id: body.promo_id,
      idempotencyKey: idempotencyKey ?? null,
      idempotencyFingerprint: idempotencyKey ? fingerprint : null,
    });
    if (orderId === undefined) {
      const replay = idempotencyKey ? await replayOf(tx, customerId, idempotencyKey, fingerprint) : undefined;
      if (!replay) throw new Error('Order header was neither inserted nor found');
      return replay;
    }

    const reserved = new Map((await repo.reserveStock(tx, cart)).map((product) => [product.id, product]));
    const refused = cart.map((line) => line.productId).filter((productId) => !reserved.has(productId));
    if (refused.length > 0) throw await refusalFor(tx, Math.min(...refused));

    const lines: repo.NewOrderLine[] = cart.map(({ productId, qty }) => {
      const product = reserved.get(productId)!;
      return {
        productId,
        sellerId: product.seller_id,
        product_name: product.product_name,
        image_key: product.image_key,
        unit_price: product.price,
        qty,
        line_total: product.price * qty,
      };
    });
    const subtotal = lines.reduce((sum, line) => sum + line.line_total, 0);
    await repo.insertOrderLines(tx, orderId, lines);
    await repo.setOrderAmounts(tx, orderId, { subtotal, tax: taxOf(subtotal), total: totalWithTax(subtotal) });
    return { order: await loadOrder(tx, orderId), replayed: false };
  });
}

/** Why a product could not be reserved: gone (archived or unknown) or not enough stock. Both are 409s. */
async function refusalFor(tx: Queryable, productId: number) {
  const product = await repo.findProductState(tx, productId);
  if (!product || product.archived) return conflict(API_MESSAGES.productNotFound);
  return conflict(API_MESSAGES.insufficientStock(product.product_name));
}

function toOrderLine(row: repo.OrderLineRow): OrderLine {
  return {
    id: row.id,
    productId: row.product_id,
    product_name: row.product_name,
    image: thumbUrl(row.image_key),
    unit_price: row.unit_price,
    qty: row.qty,
    line_total: row.line_total,
    status_id: row.status_id as OrderStatusId,
    status_name: row.status_name,
    updated_at: new Date(row.updated_at).toISOString(),
  };
}

async function withLines(db: Queryable, headers: readonly repo.OrderHeaderRow[]): Promise<OrderData[]> {
  const lineRows =
    headers.length > 0
      ? await repo.findOrderLines(
          db,
          headers.map((header) => header.id),
        )
      : [];
  return headers.map((header) => ({
    id: header.id,
    receiver_name: header.receiver_name,
    address: header.address,
    phone: header.phone,
    payment: { id: header.payment_id, payment_name: header.payment_name },
    shipment: { id: header.shipment_id, shipment_name: header.shipment_name },
    promo_id: header.promo_id,
    subtotal: header.subtotal,
    tax: header.tax,
    total: header.total,
    created_at: new Date(header.created_at).toISOString(),
    lines: lineRows.filter((line) => line.transaction_id === header.id).map(toOrderLine),
  }));
}

async function loadOrder(db: Queryable, orderId: number): Promise<OrderData> {
  const header = await repo.findOrderHeader(db, orderId);
  if (!header) throw notFound();
  const [order] = await withLines(db, [header]);
  return order!;
}

export interface Paging {
  page?: number;
  limit?: number;
}

function resolvePaging(paging: Paging) {
  const page = paging.page ?? 1;
  const limit = paging.limit ?? DEFAULT_ORDER_PAGE_SIZE;
  return { page, limit, offset: (page - 1) * limit };
}

export async function listOrderHistory(
  db: Queryable,
  customerId: number,
  paging: Paging,
): Promise<{ orders: OrderData[]; page: number; limit: number; totalData: number }> {
  const { page, limit, offset } = resolvePaging(paging);
  const [headers, totalData] = await Promise.all([
    repo.listCustomerOrderHeaders(db, customerId, { limit, offset }),
    repo.countCustomerOrders(db, customerId),
  ]);
  return { orders: await withLines(db, headers), page, limit, totalData };
}

function toSellerOrderLine(row: repo.SellerLineRow): SellerOrderLine {
  return {
    ...toOrderLine(row),
    transaction_id: row.transaction_id,
    receiver_name: row.receiver_name,
    address: row.address,
    phone: row.phone,
    created_at: new Date(row.created_at).toISOString(),
  };
}

export async function listSellerOrderLines(
  db: Queryable,
  sellerId: number,
  query: Paging & { status?: number },
): Promise<{ lines: SellerOrderLine[]; page: number; limit: number; totalData: number }> {
  const { page, limit, offset } = resolvePaging(query);
  const statusId = query.status ?? null;
  const [rows, totalData] = await Promise.all([
    repo.listSellerLines(db, sellerId, { statusId, limit, offset }),
    repo.countSellerLines(db, sellerId, statusId),
  ]);
  return { lines: rows.map(toSellerOrderLine), page, limit, totalData };
}

const statusName = (id: number) => ORDER_STATUSES.find((status) => status.id === id)?.status_name ?? String(id);

export async function changeLineStatus(
  db: Db,
  sellerId: number,
  lineId: number,
  toStatus: number,
): Promise<SellerOrderLine> {
  const line = await repo.findSellerLine(db, lineId, sellerId);
  if (!line) throw notFound();
  const fromStatus = line.status_id;
  if (!isAllowedStatusChange(fromStatus, toStatus)) {
    throw conflict(API_MESSAGES.illegalStatusChange(statusName(fromStatus), statusName(toStatus)));
  }
  const updated = await db.transaction(async (tx) => {
    const moved = await repo.moveLineStatus(tx, { lineId, sellerId, fromStatus, toStatus });
    if (!moved) return undefined;
    if (toStatus === ORDER_STATUS.cancelled) await repo.restoreStock(tx, moved.product_id, moved.qty);
    return repo.findSellerLine(tx, lineId, sellerId);
  });
  if (!updated) {
    // Someone else changed the line between our read and our write: report what it is now.
    const current = await repo.findSellerLine(db, lineId, sellerId);
    throw conflict(
      API_MESSAGES.illegalStatusChange(statusName(current?.status_id ?? fromStatus), statusName(toStatus)),
    );
  }
  return toSellerOrderLine(updated);
}
