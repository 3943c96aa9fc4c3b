import {
  API_MESSAGES,
  bankName,
  DEFAULT_SHIPPING_OFFER,
  fieldSentence,
  formatIDR,
  isAllowedStatusChange,
  isCancellableByCustomer,
  LIMITS,
  ORDER_STATUS,
  ORDER_STATUSES,
  SHIPMENT,
  SHIPMENTS,
  shippingFor,
  taxOf,
  taxOfLines,
  virtualAccountFor,
  type CreateTransactionBody,
  type OrderMoney,
  type OrderShipping,
  type QuoteSeller,
  type ShippingOffer,
  type CustomerOrderLine,
  type LineEvent,
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
import { pageWindow } from '../../lib/http';
import { thumbUrl } from '../../lib/storage';
import { publishStoreEvent } from '../../lib/store-events';
import { recordLineChanges, findLineEvents, type LineEventRow } from '../notifications/notifications.service';
import { lockOrder } from './payments.repo';
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

/** The 999 cap holds per product once lines are merged, however many lines name it: 400 otherwise. */
function assertQuantityCap(cart: readonly CartLine[], lines: readonly CartLine[]): void {
  const over = cart.find((line) => line.qty > LIMITS.maxCartQuantity);
  if (!over) return;
  const index = lines.findIndex((line) => line.productId === over.productId);
  const message = API_MESSAGES.quantityCapPerProduct(over.productId);
  throw badRequest(message, [{ field: `productList.${index}.qty`, message }]);
}

/** A seller's offers as they apply: the defaults when the seller never set any. */
function offerOf(row: repo.ShippingOfferRow | undefined): ShippingOffer {
  if (!row?.configured) return DEFAULT_SHIPPING_OFFER;
  return {
    flat_rate_fee: row.flat_rate_fee,
    free_shipping_min: row.free_shipping_min,
    pickup_address: row.pickup_address,
  };
}

/** Every shipment choice as this seller prices it for a part of the cart worth `subtotal`. */
function choicesFor(row: repo.ShippingOfferRow | undefined, storeName: string, subtotal: number) {
  return SHIPMENTS.map((shipment) => {
    const quote = shippingFor(offerOf(row), shipment.id, subtotal);
    return {
      shipment_id: shipment.id,
      shipment_name: shipment.shipment_name,
      available: quote.available,
      fee: quote.available ? quote.fee : 0,
      note: quote.available
        ? quote.pickup_address
        : quote.reason === 'below_minimum'
          ? API_MESSAGES.freeShippingFrom(storeName, formatIDR(quote.minimum ?? 0))
          : API_MESSAGES.shipmentNotOffered(storeName, shipment.shipment_name),
    };
  });
}

/** Groups priced lines by seller, each with its subtotal and shipping choices (sellers in first-seen order). */
async function sellerParts(
  db: Queryable,
  lines: ReadonlyArray<{ sellerId: number; lineTotal: number }>,
  shipmentId: number | undefined,
): Promise<QuoteSeller[]> {
  const subtotals = new Map<number, number>();
  for (const line of lines) subtotals.set(line.sellerId, (subtotals.get(line.sellerId) ?? 0) + line.lineTotal);
  const offers = new Map((await repo.findShippingOffers(db, [...subtotals.keys()])).map((row) => [row.seller_id, row]));
  return [...subtotals].map(([sellerId, subtotal]) => {
    const row = offers.get(sellerId);
    const storeName = row?.store_name ?? String(sellerId);
    const choices = choicesFor(row, storeName, subtotal);
    const chosen = choices.find((choice) => choice.shipment_id === shipmentId);
    return {
      seller_id: sellerId,
      store_name: storeName,
      subtotal,
      choices,
      shipping: chosen?.available ? chosen.fee : 0,
    };
  });
}

export async function quoteCart(db: Queryable, body: QuoteBody): Promise<QuoteData> {
  const cart = mergeCartLines(body.productList);
  assertQuantityCap(cart, body.productList);
  const products = new Map(
    (
      await repo.findProductsForQuote(
        db,
        cart.map((line) => line.productId),
      )
    ).map((row) => [row.id, row]),
  );
  const sellerOf = new Map<number, number>();
  const lines = cart.map(({ productId, qty }): QuoteLine => {
    const product = products.get(productId);
    if (!product) {
      return { productId, product_name: '', image: null, price: 0, qty, stock: 0, available: false, line_total: 0 };
    }
    // An archived product can no longer be bought, so it offers no stock.
    const stock = product.archived ? 0 : product.stock;
    sellerOf.set(productId, product.seller_id);
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
  const available = lines.filter((line) => line.available);
  const subtotal = available.reduce((sum, line) => sum + line.line_total, 0);
  const tax = taxOfLines(available.map((line) => line.line_total));
  const sellers = await sellerParts(
    db,
    available.map((line) => ({ sellerId: sellerOf.get(line.productId)!, lineTotal: line.line_total })),
    body.shipment_id,
  );
  const shipping = sellers.reduce((sum, seller) => sum + seller.shipping, 0);
  const shipmentAvailable =
    body.shipment_id !== undefined &&
    sellers.every((seller) => seller.choices.some((c) => c.shipment_id === body.shipment_id && c.available));
  return {
    lines,
    subtotal,
    tax,
    sellers,
    shipping,
    shipment_available: shipmentAvailable,
    total: subtotal + tax + shipping,
  };
}

const IDEMPOTENCY_KEY = /^[\x21-\x7e][\x20-\x7e]{0,99}$/;

/** What the demo seed may use: whether the customer already placed the order of this idempotency key. */
export { hasOrderWithKey } from './transactions.repo';

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
    throw unprocessable(message, [{ field: 'Idempotency-Key', message }], 'IDEMPOTENCY_KEY_REUSED');
  }
  return { order: await loadOrder(db, existing.id), replayed: true };
}

export async function createTransaction(
  db: Db,
  customerId: number,
  body: CreateTransactionBody,
  idempotencyKey: string | undefined,
  paymentDeadlineSeconds: number,
): Promise<CreatedTransaction> {
  const fingerprint = orderFingerprint(body);
  if (idempotencyKey) {
    const replay = await replayOf(db, customerId, idempotencyKey, fingerprint);
    if (replay) return replay;
  }

  const missing = await repo.findMissingReferences(db, body);
  if (missing.length > 0) {
    const errors = missing.map((field) => ({ field, message: fieldSentence(field, 'does not exist') }));
    throw badRequest(errors[0]!.message, errors);
  }

  const cart = mergeCartLines(body.productList);
  assertQuantityCap(cart, body.productList);
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
    const tax = taxOfLines(lines.map((line) => line.line_total));
    const sellers = await sellerParts(
      tx,
      lines.map((line) => ({ sellerId: line.sellerId, lineTotal: line.line_total })),
      body.shipment_id,
    );
    const shipped = sellers.map((seller) => ({
      seller,
      choice: seller.choices.find((choice) => choice.shipment_id === body.shipment_id)!,
    }));
    const notOffered = shipped.find(({ choice }) => !choice.available);
    if (notOffered) {
      const message = notOffered.choice.note ?? API_MESSAGES.validationFailed;
      throw unprocessable(message, [{ field: 'shipment_id', message }], 'SHIPMENT_NOT_OFFERED');
    }
    await repo.insertOrderShipping(
      tx,
      orderId,
      shipped.map(({ seller, choice }) => ({
        sellerId: seller.seller_id,
        shipmentId: choice.shipment_id,
        fee: choice.fee,
        pickupAddress: choice.shipment_id === SHIPMENT.localPickUp ? choice.note : null,
      })),
    );
    const shipping = sellers.reduce((sum, seller) => sum + seller.shipping, 0);
    const inserted = await repo.insertOrderLines(tx, orderId, lines, ORDER_STATUS.waitingForPayment);
    await repo.setOrderAmounts(tx, orderId, {
      subtotal,
      tax,
      shipping,
      total: subtotal + tax + shipping,
      virtualAccount: virtualAccountFor(body.payment_id, orderId),
      deadlineSeconds: paymentDeadlineSeconds,
    });
    await recordLineChanges(
      tx,
      inserted.map((line, index) => ({
        lineId: line.id,
        fromStatus: null,
        toStatus: ORDER_STATUS.waitingForPayment,
        changedBy: customerId,
        notify: [
          { userId: line.seller_id, kind: 'new_line' as const },
          // The customer hears once per order, on its first line.
          ...(index === 0 ? [{ userId: customerId, kind: 'order_placed' as const }] : []),
        ],
      })),
    );
    await publishStockMoved(tx, {
      orderId,
      customerId,
      productIds: cart.map((line) => line.productId),
      sellerIds: lines.map((line) => line.sellerId),
    });
    return { order: await loadOrder(tx, orderId), replayed: false };
  });
}

/** Why a product could not be reserved: gone (archived or unknown) or not enough stock. Both are 409s. */
async function refusalFor(tx: Queryable, productId: number) {
  const product = await repo.findProductState(tx, productId);
  if (!product || product.archived) {
    return conflict(API_MESSAGES.productNotFound, 'PRODUCT_UNAVAILABLE', { productId });
  }
  return conflict(API_MESSAGES.insufficientStock(product.product_name), 'INSUFFICIENT_STOCK', {
    productId,
    stock: product.stock,
  });
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
    tracking_number: row.tracking_number,
    updated_at: new Date(row.updated_at).toISOString(),
  };
}

function toLineEvent(row: LineEventRow): LineEvent {
  return {
    from_status: row.from_status as OrderStatusId | null,
    from_name: row.from_name,
    to_status: row.to_status as OrderStatusId,
    to_name: row.to_name,
    changed_by: { id: row.changed_by, role: row.changed_by_role, name: row.changed_by_name },
    reason: row.reason,
    created_at: new Date(row.created_at).toISOString(),
  };
}

function toCustomerLine(row: repo.OrderLineRow, events: readonly LineEventRow[]): CustomerOrderLine {
  return {
    ...toOrderLine(row),
    cancellable: isCancellableByCustomer(row.status_id),
    history: events.filter((event) => event.line_id === row.id).map(toLineEvent),
  };
}

/** Money of this order from its header (charged), lines (cancelled or not) and shipping (per seller). */
export function orderMoney(
  header: Pick<repo.OrderHeaderRow, 'subtotal' | 'tax' | 'shipping' | 'total' | 'payment_state' | 'paid_amount'>,
  lines: ReadonlyArray<Pick<repo.OrderLineRow, 'line_total' | 'status_id' | 'seller_id'>>,
  shipping: ReadonlyArray<Pick<repo.OrderShippingRow, 'seller_id' | 'fee'>>,
): { money: OrderMoney; refundedSellers: Set<number> } {
  const cancelledLines = lines.filter((line) => line.status_id === ORDER_STATUS.cancelled);
  const allCancelled = lines.length > 0 && cancelledLines.length === lines.length;
  const refundedSellers = new Set(
    shipping
      .map((part) => part.seller_id)
      .filter((sellerId) =>
        lines.every((line) => line.seller_id !== sellerId || line.status_id === ORDER_STATUS.cancelled),
      ),
  );
  const cancelledAmount = cancelledLines.reduce((sum, line) => sum + line.line_total, 0);
  // Orders placed before tax was summed per line rounded once: when all is cancelled, all of it goes.
  const cancelledTax = allCancelled
    ? header.tax
    : Math.min(header.tax, taxOfLines(cancelledLines.map((l) => l.line_total)));
  const cancelledShipping = shipping
    .filter((part) => refundedSellers.has(part.seller_id))
    .reduce((sum, part) => sum + part.fee, 0);
  const cancelled = {
    lines: cancelledAmount,
    tax: cancelledTax,
    shipping: cancelledShipping,
    total: cancelledAmount + cancelledTax + cancelledShipping,
  };
  const payable = Math.max(0, header.total - cancelled.total);
  const paid = header.payment_state === 'paid' ? header.paid_amount : 0;
  return {
    money: {
      charged: { lines: header.subtotal, tax: header.tax, shipping: header.shipping, total: header.total },
      cancelled,
      payable,
      paid,
      refunded: header.payment_state === 'paid' ? Math.max(0, paid - payable) : 0,
      due: header.payment_state === 'unpaid' ? payable : 0,
    },
    refundedSellers,
  };
}

const iso = (value: Date | string | null) => (value === null ? null : new Date(value).toISOString());

async function withLines(db: Queryable, headers: readonly repo.OrderHeaderRow[]): Promise<OrderData[]> {
  const orderIds = headers.map((header) => header.id);
  const [lineRows, shippingRows] =
    headers.length > 0
      ? await Promise.all([repo.findOrderLines(db, orderIds), repo.findOrderShipping(db, orderIds)])
      : [[], []];
  const events = await findLineEvents(
    db,
    lineRows.map((line) => line.id),
  );
  return headers.map((header): OrderData => {
    const lines = lineRows.filter((line) => line.transaction_id === header.id);
    const shipping = shippingRows.filter((part) => part.transaction_id === header.id);
    const { money, refundedSellers } = orderMoney(header, lines, shipping);
    return {
      id: header.id,
      ...deliveryOf(header),
      promo_id: header.promo_id,
      subtotal: header.subtotal,
      tax: header.tax,
      shipping: header.shipping,
      total: header.total,
      money,
      payment_state: header.payment_state,
      payment_deadline: iso(header.payment_deadline),
      paid_at: iso(header.paid_at),
      instructions:
        header.payment_state === 'unpaid' && money.due > 0
          ? {
              bank: bankName(header.payment_id),
              virtual_account: header.virtual_account ?? virtualAccountFor(header.payment_id, header.id),
              amount: money.due,
              deadline: iso(header.payment_deadline) ?? '',
            }
          : null,
      simulate_payment: false,
      shipping_by_seller: shipping.map((part): OrderShipping => ({
        seller_id: part.seller_id,
        store_name: part.store_name,
        shipment_id: part.shipment_id,
        fee: part.fee,
        pickup_address: part.pickup_address,
        refunded: refundedSellers.has(part.seller_id),
      })),
      created_at: new Date(header.created_at).toISOString(),
      lines: lines.map((line) => toCustomerLine(line, events)),
    };
  });
}

export async function loadOrder(db: Queryable, orderId: number): Promise<OrderData> {
  const header = await repo.findOrderHeader(db, orderId);
  if (!header) throw notFound(API_MESSAGES.orderNotFound);
  const [order] = await withLines(db, [header]);
  return order!;
}

export interface Paging {
  page?: number;
  limit?: number;
}

export async function listOrderHistory(
  db: Queryable,
  customerId: number,
  paging: Paging,
): Promise<{ orders: OrderData[]; page: number; limit: number; totalData: number }> {
  const { page, limit, offset } = pageWindow(paging, DEFAULT_ORDER_PAGE_SIZE);
  const [headers, totalData] = await Promise.all([
    repo.listCustomerOrderHeaders(db, customerId, { limit, offset }),
    repo.countCustomerOrders(db, customerId),
  ]);
  return { orders: await withLines(db, headers), page, limit, totalData };
}

/** An order took or gave back stock: the products' pages and the order's customer and sellers hear of it. */
async function publishStockMoved(
  tx: Queryable,
  moved: { orderId: number; customerId: number; productIds: number[]; sellerIds: number[] },
): Promise<void> {
  await publishStoreEvent(tx, { type: 'product.changed', productIds: moved.productIds });
  await publishStoreEvent(tx, {
    type: 'order.changed',
    orderId: moved.orderId,
    customerId: moved.customerId,
    sellerIds: [...new Set(moved.sellerIds)],
  });
}

/** Where an order goes and how it is paid and shipped, as its header and each of its seller's lines carry it. */
function deliveryOf(row: repo.OrderDeliveryRow) {
  return {
    receiver_name: row.receiver_name,
    address: row.address,
    phone: row.phone,
    payment: { id: row.payment_id, payment_name: row.payment_name },
    shipment: { id: row.shipment_id, shipment_name: row.shipment_name },
  };
}

function toSellerOrderLine(row: repo.SellerLineRow): SellerOrderLine {
  return {
    ...toOrderLine(row),
    transaction_id: row.transaction_id,
    ...deliveryOf(row),
    payment_state: row.payment_state,
    tax: taxOf(row.line_total),
    refunded:
      row.payment_state === 'paid' && row.status_id === ORDER_STATUS.cancelled
        ? row.line_total + taxOf(row.line_total)
        : 0,
    created_at: new Date(row.created_at).toISOString(),
  };
}

export async function listSellerOrderLines(
  db: Queryable,
  sellerId: number,
  query: Paging & { status?: number },
): Promise<{ lines: SellerOrderLine[]; page: number; limit: number; totalData: number }> {
  const { page, limit, offset } = pageWindow(query, DEFAULT_ORDER_PAGE_SIZE);
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
  trackingNumber?: string,
): Promise<SellerOrderLine> {
  if (trackingNumber !== undefined && toStatus !== ORDER_STATUS.sent) {
    const message = 'A tracking number goes only with Sent';
    throw badRequest(message, [{ field: 'tracking_number', message }]);
  }
  const line = await repo.findSellerLine(db, lineId, sellerId);
  if (!line) throw notFound(API_MESSAGES.orderLineNotFound);
  const fromStatus = line.status_id;
  if (fromStatus === ORDER_STATUS.waitingForPayment) {
    throw conflict(API_MESSAGES.orderNotPaid, 'ILLEGAL_STATUS_CHANGE', { lineId });
  }
  if (!isAllowedStatusChange(fromStatus, toStatus)) {
    throw conflict(
      API_MESSAGES.illegalStatusChange(statusName(fromStatus), statusName(toStatus)),
      'ILLEGAL_STATUS_CHANGE',
    );
  }
  const updated = await db.transaction(async (tx) => {
    const moved = await repo.moveLineStatus(tx, { lineId, sellerId, fromStatus, toStatus, trackingNumber });
    if (!moved) return undefined;
    if (toStatus === ORDER_STATUS.cancelled) await repo.restoreStock(tx, moved.product_id, moved.qty);
    const header = await repo.findOrderCustomer(tx, moved.transaction_id);
    await recordLineChanges(tx, [
      {
        lineId,
        fromStatus,
        toStatus,
        changedBy: sellerId,
        notify: header
          ? { userId: header.customer_id, kind: toStatus === ORDER_STATUS.sent ? 'shipped' : 'status_changed' }
          : undefined,
      },
    ]);
    if (toStatus === ORDER_STATUS.cancelled) {
      await publishStoreEvent(tx, { type: 'product.changed', productIds: [moved.product_id] });
    }
    if (header) {
      await publishStoreEvent(tx, {
        type: 'order.changed',
        orderId: moved.transaction_id,
        customerId: header.customer_id,
        sellerIds: [sellerId],
      });
    }
    return repo.findSellerLine(tx, lineId, sellerId);
  });
  if (!updated) {
    // Someone else changed the line between our read and our write: report what it is now.
    const current = await repo.findSellerLine(db, lineId, sellerId);
    throw conflict(
      API_MESSAGES.illegalStatusChange(statusName(current?.status_id ?? fromStatus), statusName(toStatus)),
      'ILLEGAL_STATUS_CHANGE',
    );
  }
  return toSellerOrderLine(updated);
}

/** One of the customer's orders with its lines and their history; 404 for anyone else's. */
/** One of the customer's order lines (its order, status, seller and product); undefined when it is not theirs. */
export function findCustomerLine(
  db: Queryable,
  lineId: number,
  customerId: number,
): Promise<repo.CustomerLineSummary | undefined> {
  return repo.findCustomerLine(db, lineId, customerId);
}

export async function getCustomerOrder(db: Queryable, customerId: number, orderId: number): Promise<OrderData> {
  if (!(await repo.isCustomersOrder(db, orderId, customerId))) throw notFound(API_MESSAGES.orderNotFound);
  return loadOrder(db, orderId);
}

/**
 * The customer cancels their own lines that `isCancellableByCustomer` allows (still at Get Paid): one line, or
 * every such line of an order. In one transaction: the lines are locked and the rule applied to them as they are
 * then, so a seller acting at the same moment either comes first and the line is refused, or comes after and
 * finds it cancelled; they move to Order Cancel, their stock goes back, and each change gets its history row and
 * a notification for its seller.
 */
export async function cancelCustomerLines(
  db: Db,
  customerId: number,
  target: { orderId: number } | { lineId: number },
): Promise<OrderData> {
  let orderId: number;
  if ('lineId' in target) {
    const line = await repo.findCustomerLine(db, target.lineId, customerId);
    if (!line) throw notFound(API_MESSAGES.orderLineNotFound);
    orderId = line.transaction_id;
  } else {
    if (!(await repo.isCustomersOrder(db, target.orderId, customerId))) throw notFound(API_MESSAGES.orderNotFound);
    orderId = target.orderId;
  }
  const cancelled = await db.transaction(async (tx) => {
    // The order first, as paying and expiring lock it: the money moves one change at a time.
    await lockOrder(tx, orderId);
    // The rule the order page asks (`cancellable`), applied to the lines as they are once locked.
    const lines = (
      await repo.lockCustomerLines(tx, {
        customerId,
        orderId,
        lineId: 'lineId' in target ? target.lineId : undefined,
      })
    ).filter((line) => isCancellableByCustomer(line.status_id));
    await repo.setLineStatuses(
      tx,
      lines.map((line) => line.id),
      ORDER_STATUS.cancelled,
    );
    await repo.restoreStockOfLines(tx, lines);
    await recordLineChanges(
      tx,
      lines.map((line) => ({
        lineId: line.id,
        fromStatus: line.status_id,
        toStatus: ORDER_STATUS.cancelled,
        changedBy: customerId,
        notify: [
          { userId: line.seller_id, kind: 'cancelled' as const },
          { userId: customerId, kind: 'you_cancelled' as const },
        ],
      })),
    );
    if (lines.length > 0) {
      await publishStockMoved(tx, {
        orderId,
        customerId,
        productIds: lines.map((line) => line.product_id),
        sellerIds: lines.map((line) => line.seller_id),
      });
    }
    return lines.length;
  });
  if (cancelled === 0) {
    if ('lineId' in target) {
      const line = await repo.findCustomerLine(db, target.lineId, customerId);
      throw conflict(API_MESSAGES.notCancellable(statusName(line?.status_id ?? 0)), 'ILLEGAL_STATUS_CHANGE', {
        lineId: target.lineId,
      });
    }
    throw conflict(API_MESSAGES.nothingToCancel, 'ILLEGAL_STATUS_CHANGE', { orderId });
  }
  return loadOrder(db, orderId);
}

/** The seller's shipping offers as they apply now (the defaults when never set). */
export async function getShippingOffer(db: Queryable, sellerId: number): Promise<ShippingOffer> {
  const [row] = await repo.findShippingOffers(db, [sellerId]);
  return offerOf(row);
}

export async function saveShippingOffer(db: Queryable, sellerId: number, offer: ShippingOffer): Promise<ShippingOffer> {
  await repo.saveShippingOffer(db, sellerId, offer);
  return getShippingOffer(db, sellerId);
}

/** Gives a seller these offers unless they set their own (the demo seed). */
export async function ensureShippingOffer(db: Queryable, sellerId: number, offer: ShippingOffer): Promise<void> {
  await repo.saveShippingOffer(db, sellerId, offer, true);
}
