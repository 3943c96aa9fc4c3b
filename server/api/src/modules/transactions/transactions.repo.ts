import { queryOne, queryTotal, REUSED_PLAN, type Queryable } from '../../db/client';

const FIRST_IMAGE_KEY = `(SELECT i.image_key FROM product_images i WHERE i.product_id = p.id ORDER BY i.position LIMIT 1)`;

export interface QuotedProductRow {
  id: number;
  seller_id: number;
  product_name: string;
  price: number;
  stock: number;
  archived: boolean;
  image_key: string | null;
}

export function findProductsForQuote(db: Queryable, productIds: readonly number[]): Promise<QuotedProductRow[]> {
  return db.query<QuotedProductRow>(
    `SELECT p.id, p.seller_id, p.product_name, p.price, p.stock, p.archived_at IS NOT NULL AS archived,
            ${FIRST_IMAGE_KEY} AS image_key
       FROM products p
      WHERE p.id = ANY($1::int[])`,
    [productIds],
  );
}

export interface ReservedProductRow {
  id: number;
  product_name: string;
  price: number;
  seller_id: number;
  image_key: string | null;
}

/**
 * Takes each line's `qty` off its live product's stock; the rows answered are the products that had enough.
 * The product rows are locked in ascending id order first, then changed in one statement, so the count
 * triggers run once, after every product lock is held: two checkouts can neither deadlock on products nor
 * on the count rows that selling out changes.
 */
export async function reserveStock(
  tx: Queryable,
  lines: ReadonlyArray<{ productId: number; qty: number }>,
): Promise<ReservedProductRow[]> {
  const productIds = lines.map((line) => line.productId);
  await tx.query('SELECT 1 FROM products WHERE id = ANY($1::int[]) ORDER BY id FOR UPDATE', [productIds]);
  return tx.query<ReservedProductRow>(
    `UPDATE products p
        SET stock = p.stock - line.qty, version = p.version + 1, updated_at = now()
       FROM unnest($1::int[], $2::int[]) AS line (product_id, qty)
      WHERE p.id = line.product_id AND p.archived_at IS NULL AND p.stock >= line.qty
      RETURNING p.id, p.product_name, p.price, p.seller_id, ${FIRST_IMAGE_KEY} AS image_key`,
    [productIds, lines.map((line) => line.qty)],
  );
}

export function restoreStock(tx: Queryable, productId: number, qty: number): Promise<unknown> {
  return tx.query('UPDATE products SET stock = stock + $2, version = version + 1, updated_at = now() WHERE id = $1', [
    productId,
    qty,
  ]);
}

/**
 * Gives cancelled lines' units back, product by product in ascending id order as checkout locks them, so a
 * cancellation and a checkout never wait on each other in a circle.
 */
export async function restoreStockOfLines(
  tx: Queryable,
  lines: readonly { id: number; product_id: number; qty: number }[],
): Promise<void> {
  for (const line of [...lines].sort((a, b) => a.product_id - b.product_id || a.id - b.id)) {
    await restoreStock(tx, line.product_id, line.qty);
  }
}

export function findProductState(
  db: Queryable,
  productId: number,
): Promise<{ product_name: string; archived: boolean; stock: number } | undefined> {
  return queryOne(db, 'SELECT product_name, archived_at IS NOT NULL AS archived, stock FROM products WHERE id = $1', [
    productId,
  ]);
}

export interface ReferenceIds {
  payment_id: number;
  shipment_id: number;
  promo_id: number;
}

export async function findMissingReferences(db: Queryable, ids: ReferenceIds): Promise<(keyof ReferenceIds)[]> {
  const row = await queryOne<{ payment: boolean; shipment: boolean; promo: boolean }>(
    db,
    `SELECT EXISTS (SELECT 1 FROM payments WHERE id = $1) AS payment,
            EXISTS (SELECT 1 FROM shipments WHERE id = $2) AS shipment,
            EXISTS (SELECT 1 FROM promos WHERE id = $3) AS promo`,
    [ids.payment_id, ids.shipment_id, ids.promo_id],
  );
  const missing: (keyof ReferenceIds)[] = [];
  if (!row?.payment) missing.push('payment_id');
  if (!row?.shipment) missing.push('shipment_id');
  if (!row?.promo) missing.push('promo_id');
  return missing;
}

export interface NewOrderHeader extends ReferenceIds {
  customerId: number;
  receiver_name: string;
  address: string;
  phone: string;
  idempotencyKey: string | null;
  /** Hash of the order the key was sent with (null without a key). */
  idempotencyFingerprint: string | null;
}

/** How long an Idempotency-Key names its order; after that the key is free for a new one. */
export const IDEMPOTENCY_KEY_LIFETIME = '24 hours';

/**
 * Inserts the order header with zero amounts (they are set once the lines are priced). Returns undefined
 * when this customer already has an order under the same idempotency key; if that order is still being
 * written by a concurrent request, PostgreSQL waits for it to commit or roll back before deciding.
 */
export async function insertOrderHeader(tx: Queryable, header: NewOrderHeader): Promise<number | undefined> {
  const row = await queryOne<{ id: number }>(
    tx,
    `INSERT INTO transactions
       (customer_id, receiver_name, address, phone, payment_id, shipment_id, promo_id, subtotal, tax, total,
        idempotency_key, idempotency_fingerprint, idempotency_created_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, 0, 0, 0, $8, $9, CASE WHEN $8::text IS NULL THEN NULL ELSE now() END)
     ON CONFLICT (customer_id, idempotency_key) DO NOTHING
     RETURNING id`,
    [
      header.customerId,
      header.receiver_name,
      header.address,
      header.phone,
      header.payment_id,
      header.shipment_id,
      header.promo_id,
      header.idempotencyKey,
      header.idempotencyFingerprint,
    ],
  );
  return row?.id;
}

export interface KeyedOrder {
  id: number;
  /** Null for keys stored before fingerprints were. */
  fingerprint: string | null;
}

/** The order this customer placed under an Idempotency-Key that has not expired. */
export async function findOrderByKey(
  db: Queryable,
  customerId: number,
  idempotencyKey: string,
): Promise<KeyedOrder | undefined> {
  return queryOne<KeyedOrder>(
    db,
    `SELECT id, idempotency_fingerprint AS fingerprint FROM transactions
      WHERE customer_id = $1 AND idempotency_key = $2
        AND idempotency_created_at > now() - interval '${IDEMPOTENCY_KEY_LIFETIME}'`,
    [customerId, idempotencyKey],
  );
}

/** Frees an expired Idempotency-Key of this customer (its order stays, without the key). */
export function releaseExpiredKey(tx: Queryable, customerId: number, idempotencyKey: string): Promise<unknown> {
  return tx.query(
    `UPDATE transactions SET idempotency_key = NULL
      WHERE customer_id = $1 AND idempotency_key = $2
        AND idempotency_created_at <= now() - interval '${IDEMPOTENCY_KEY_LIFETIME}'`,
    [customerId, idempotencyKey],
  );
}

/** Whether this customer ever placed an order under the key, expired or not. */
export async function hasOrderWithKey(db: Queryable, customerId: number, idempotencyKey: string): Promise<boolean> {
  const row = await queryOne<{ id: number }>(
    db,
    'SELECT id FROM transactions WHERE customer_id = $1 AND idempotency_key = $2',
    [customerId, idempotencyKey],
  );
  return row !== undefined;
}

/** Sets the order's charged amounts and its payment instructions (virtual account, deadline from now). */
export function setOrderAmounts(
  tx: Queryable,
  orderId: number,
  amounts: {
    subtotal: number;
    tax: number;
    shipping: number;
    total: number;
    virtualAccount: string;
    deadlineSeconds: number;
  },
): Promise<unknown> {
  return tx.query(
    `UPDATE transactions
        SET subtotal = $2, tax = $3, shipping = $4, total = $5, virtual_account = $6,
            payment_deadline = created_at + make_interval(secs => $7)
      WHERE id = $1`,
    [
      orderId,
      amounts.subtotal,
      amounts.tax,
      amounts.shipping,
      amounts.total,
      amounts.virtualAccount,
      amounts.deadlineSeconds,
    ],
  );
}

export interface ShippingOfferRow {
  seller_id: number;
  store_name: string;
  flat_rate_fee: number | null;
  free_shipping_min: number | null;
  pickup_address: string | null;
  /** False when the seller never set offers (the defaults apply). */
  configured: boolean;
}

/** Each seller's shipping offers (a seller without a row comes back with nulls and `configured` false). */
export function findShippingOffers(db: Queryable, sellerIds: readonly number[]): Promise<ShippingOfferRow[]> {
  if (sellerIds.length === 0) return Promise.resolve([]);
  return db.query<ShippingOfferRow>(
    `SELECT u.id AS seller_id, coalesce(nullif(u.store_name, ''), nullif(u.display_name, ''), u.email) AS store_name,
            s.flat_rate_fee, s.free_shipping_min, s.pickup_address, s.seller_id IS NOT NULL AS configured
       FROM users u LEFT JOIN seller_shipping s ON s.seller_id = u.id
      WHERE u.id = ANY($1::int[])
      ORDER BY u.id`,
    [sellerIds],
  );
}

/**
 * Sets a seller's shipping offers; with `keepExisting` only when the seller never set any (the demo seed, so a
 * seller's own choice stays).
 */
export function saveShippingOffer(
  db: Queryable,
  sellerId: number,
  offer: { flat_rate_fee: number | null; free_shipping_min: number | null; pickup_address: string | null },
  keepExisting = false,
): Promise<unknown> {
  const onConflict = keepExisting
    ? 'DO NOTHING'
    : `DO UPDATE SET flat_rate_fee = EXCLUDED.flat_rate_fee, free_shipping_min = EXCLUDED.free_shipping_min,
                      pickup_address = EXCLUDED.pickup_address, updated_at = now()`;
  return db.query(
    `INSERT INTO seller_shipping (seller_id, flat_rate_fee, free_shipping_min, pickup_address)
     VALUES ($1, $2, $3, $4)
     ON CONFLICT (seller_id) ${onConflict}`,
    [sellerId, offer.flat_rate_fee, offer.free_shipping_min, offer.pickup_address],
  );
}

export interface OrderShippingRow {
  transaction_id: number;
  seller_id: number;
  store_name: string;
  shipment_id: number;
  fee: number;
  pickup_address: string | null;
}

export async function insertOrderShipping(
  tx: Queryable,
  orderId: number,
  rows: ReadonlyArray<{ sellerId: number; shipmentId: number; fee: number; pickupAddress: string | null }>,
): Promise<void> {
  if (rows.length === 0) return;
  await tx.query(
    `INSERT INTO transaction_shipping (transaction_id, seller_id, shipment_id, fee, pickup_address)
     SELECT $1, * FROM unnest($2::int[], $3::smallint[], $4::bigint[], $5::text[])`,
    [
      orderId,
      rows.map((row) => row.sellerId),
      rows.map((row) => row.shipmentId),
      rows.map((row) => row.fee),
      rows.map((row) => row.pickupAddress),
    ],
  );
}

export function findOrderShipping(db: Queryable, orderIds: readonly number[]): Promise<OrderShippingRow[]> {
  if (orderIds.length === 0) return Promise.resolve([]);
  return db.query<OrderShippingRow>(
    `SELECT s.transaction_id, s.seller_id,
            coalesce(nullif(u.store_name, ''), nullif(u.display_name, ''), u.email) AS store_name,
            s.shipment_id, s.fee::int AS fee, s.pickup_address
       FROM transaction_shipping s JOIN users u ON u.id = s.seller_id
      WHERE s.transaction_id = ANY($1::int[])
      ORDER BY s.transaction_id, s.seller_id`,
    [orderIds],
    REUSED_PLAN,
  );
}

export interface NewOrderLine {
  productId: number;
  sellerId: number;
  product_name: string;
  image_key: string | null;
  unit_price: number;
  qty: number;
  line_total: number;
}

/**
 * Inserts an order's lines in one statement, in the given order: one statement also updates the sellers' line
 * counts once, in key order, so concurrent checkouts never lock those counts in opposite orders.
 */
export function insertOrderLines(
  tx: Queryable,
  orderId: number,
  lines: readonly NewOrderLine[],
  statusId: number,
): Promise<{ id: number; seller_id: number }[]> {
  return tx.query(
    `INSERT INTO transaction_items
       (transaction_id, product_id, seller_id, product_name, image_key, unit_price, qty, line_total, status_id)
     SELECT $1, l.product_id, l.seller_id, l.product_name, l.image_key, l.unit_price, l.qty, l.line_total, $9
       FROM unnest($2::int[], $3::int[], $4::text[], $5::text[], $6::int[], $7::int[], $8::bigint[])
            WITH ORDINALITY AS l (product_id, seller_id, product_name, image_key, unit_price, qty, line_total, position)
      ORDER BY l.position
     RETURNING id, seller_id`,
    [
      orderId,
      lines.map((line) => line.productId),
      lines.map((line) => line.sellerId),
      lines.map((line) => line.product_name),
      lines.map((line) => line.image_key),
      lines.map((line) => line.unit_price),
      lines.map((line) => line.qty),
      lines.map((line) => line.line_total),
      statusId,
    ],
  );
}

/** Where an order goes and how it is paid and shipped: an order's header and each of its seller's lines carry it. */
export interface OrderDeliveryRow {
  receiver_name: string;
  address: string;
  phone: string;
  payment_id: number;
  payment_name: string;
  shipment_id: number;
  shipment_name: string;
}

export interface OrderHeaderRow extends OrderDeliveryRow {
  id: number;
  promo_id: number;
  subtotal: number;
  tax: number;
  shipping: number;
  total: number;
  payment_state: 'unpaid' | 'paid' | 'expired';
  payment_deadline: Date | null;
  virtual_account: string | null;
  paid_at: Date | null;
  paid_amount: number;
  created_at: Date;
}

const ORDER_HEADER_COLUMNS = `t.id, t.receiver_name, t.address, t.phone, t.payment_id, pay.payment_name,
       t.shipment_id, ship.shipment_name, t.promo_id, t.subtotal::int AS subtotal, t.tax::int AS tax,
       t.shipping::int AS shipping, t.total::int AS total, t.payment_state, t.payment_deadline, t.virtual_account,
       t.paid_at, t.paid_amount::int AS paid_amount, t.created_at`;
const ORDER_HEADER_JOINS = `JOIN payments pay ON pay.id = t.payment_id
       JOIN shipments ship ON ship.id = t.shipment_id`;

export function findOrderHeader(db: Queryable, orderId: number): Promise<OrderHeaderRow | undefined> {
  return queryOne<OrderHeaderRow>(
    db,
    `SELECT ${ORDER_HEADER_COLUMNS} FROM transactions t ${ORDER_HEADER_JOINS} WHERE t.id = $1`,
    [orderId],
  );
}

export function listCustomerOrderHeaders(
  db: Queryable,
  customerId: number,
  paging: { limit: number; offset: number },
): Promise<OrderHeaderRow[]> {
  return db.query<OrderHeaderRow>(
    `SELECT ${ORDER_HEADER_COLUMNS} FROM transactions t ${ORDER_HEADER_JOINS}
      WHERE t.customer_id = $1
      ORDER BY t.created_at DESC, t.id DESC
      LIMIT $2 OFFSET $3`,
    [customerId, paging.limit, paging.offset],
    REUSED_PLAN,
  );
}

export function countCustomerOrders(db: Queryable, customerId: number): Promise<number> {
  return queryTotal(
    db,
    'SELECT count(*)::int AS total FROM transactions WHERE customer_id = $1',
    [customerId],
    REUSED_PLAN,
  );
}

export interface OrderLineRow {
  id: number;
  transaction_id: number;
  product_id: number;
  product_name: string;
  image_key: string | null;
  unit_price: number;
  qty: number;
  line_total: number;
  status_id: number;
  status_name: string;
  seller_id: number;
  tracking_number: string | null;
  updated_at: Date;
}

const ORDER_LINE_COLUMNS = `ti.id, ti.transaction_id, ti.product_id, ti.product_name, ti.image_key, ti.unit_price,
       ti.qty, ti.line_total, ti.status_id, st.status_name, ti.seller_id, ti.tracking_number, ti.updated_at`;

export function findOrderLines(db: Queryable, orderIds: readonly number[]): Promise<OrderLineRow[]> {
  return db.query<OrderLineRow>(
    `SELECT ${ORDER_LINE_COLUMNS}
       FROM transaction_items ti
       JOIN order_statuses st ON st.id = ti.status_id
      WHERE ti.transaction_id = ANY($1::int[])
      ORDER BY ti.transaction_id, ti.id`,
    [orderIds],
    REUSED_PLAN,
  );
}

export interface SellerLineRow extends OrderLineRow, OrderDeliveryRow {
  payment_state: 'unpaid' | 'paid' | 'expired';
  created_at: Date;
}

const SELLER_LINE_SELECT = `SELECT ${ORDER_LINE_COLUMNS}, t.receiver_name, t.address, t.phone, t.created_at,
            t.payment_id, pay.payment_name, t.shipment_id, ship.shipment_name, t.payment_state
       FROM transaction_items ti
       JOIN transactions t ON t.id = ti.transaction_id
       ${ORDER_HEADER_JOINS}
       JOIN order_statuses st ON st.id = ti.status_id`;

/** A page of a seller's lines, newest order first; the rows a page skips are read from the index only. */
export function listSellerLines(
  db: Queryable,
  sellerId: number,
  filter: { statusId: number | null; limit: number; offset: number },
): Promise<SellerLineRow[]> {
  const status = filter.statusId === null ? '' : 'AND ti.status_id = $4';
  return db.query<SellerLineRow>(
    `WITH page AS MATERIALIZED (
       SELECT ti.id, ti.ordered_at FROM transaction_items ti
        WHERE ti.seller_id = $1 ${status}
        ORDER BY ti.ordered_at DESC, ti.id DESC
        LIMIT $2 OFFSET $3
     )
     ${SELLER_LINE_SELECT}
       JOIN page ON page.id = ti.id
      ORDER BY page.ordered_at DESC, page.id DESC`,
    filter.statusId === null
      ? [sellerId, filter.limit, filter.offset]
      : [sellerId, filter.limit, filter.offset, filter.statusId],
    REUSED_PLAN,
  );
}

/** The seller's lines (with this status), from the counts the line triggers keep. */
export function countSellerLines(db: Queryable, sellerId: number, statusId: number | null): Promise<number> {
  return queryTotal(
    db,
    `SELECT coalesce(sum(lines), 0)::int AS total FROM seller_line_counts
      WHERE seller_id = $1 AND ($2::smallint IS NULL OR status_id = $2)`,
    [sellerId, statusId],
    REUSED_PLAN,
  );
}

export function findSellerLine(db: Queryable, lineId: number, sellerId: number): Promise<SellerLineRow | undefined> {
  return queryOne<SellerLineRow>(db, `${SELLER_LINE_SELECT} WHERE ti.id = $1 AND ti.seller_id = $2`, [
    lineId,
    sellerId,
  ]);
}

/**
 * Moves a line from `fromStatus` to `toStatus` only if it is still in `fromStatus`, so of two concurrent
 * changes at most one applies. Undefined when the line moved meanwhile.
 */
export function moveLineStatus(
  tx: Queryable,
  change: { lineId: number; sellerId: number; fromStatus: number; toStatus: number; trackingNumber?: string },
): Promise<{ product_id: number; qty: number; transaction_id: number } | undefined> {
  return queryOne(
    tx,
    `UPDATE transaction_items SET status_id = $4, updated_at = now(), tracking_number = coalesce($5, tracking_number)
      WHERE id = $1 AND seller_id = $2 AND status_id = $3
      RETURNING product_id, qty, transaction_id`,
    [change.lineId, change.sellerId, change.fromStatus, change.toStatus, change.trackingNumber ?? null],
  );
}

export interface CustomerLineRow {
  id: number;
  product_id: number;
  qty: number;
  seller_id: number;
  status_id: number;
}

/**
 * The customer's lines (the one line, or every line of the order), locked until the transaction ends: a seller
 * moving one of them at the same moment waits, then finds it as this transaction left it.
 */
export function lockCustomerLines(
  tx: Queryable,
  target: { customerId: number; orderId?: number; lineId?: number },
): Promise<CustomerLineRow[]> {
  return tx.query<CustomerLineRow>(
    `SELECT ti.id, ti.product_id, ti.qty, ti.seller_id, ti.status_id
       FROM transaction_items ti JOIN transactions t ON t.id = ti.transaction_id
      WHERE t.customer_id = $1 AND ($2::int IS NULL OR ti.transaction_id = $2) AND ($3::int IS NULL OR ti.id = $3)
      ORDER BY ti.id
        FOR UPDATE OF ti`,
    [target.customerId, target.orderId ?? null, target.lineId ?? null],
  );
}

/** Moves lines the caller has locked (lockCustomerLines) to `toStatus`. */
export async function setLineStatuses(tx: Queryable, lineIds: readonly number[], toStatus: number): Promise<void> {
  if (lineIds.length === 0) return;
  await tx.query('UPDATE transaction_items SET status_id = $2, updated_at = now() WHERE id = ANY($1::int[])', [
    lineIds,
    toStatus,
  ]);
}

export interface CustomerLineSummary {
  transaction_id: number;
  status_id: number;
  seller_id: number;
  product_id: number;
}

/** One of the customer's order lines: its order, status, seller and product; undefined when it is not theirs. */
export function findCustomerLine(
  db: Queryable,
  lineId: number,
  customerId: number,
): Promise<CustomerLineSummary | undefined> {
  return queryOne(
    db,
    `SELECT ti.transaction_id, ti.status_id, ti.seller_id, ti.product_id
       FROM transaction_items ti JOIN transactions t ON t.id = ti.transaction_id
      WHERE ti.id = $1 AND t.customer_id = $2`,
    [lineId, customerId],
  );
}

export async function isCustomersOrder(db: Queryable, orderId: number, customerId: number): Promise<boolean> {
  return (
    (await queryOne(db, 'SELECT 1 AS found FROM transactions WHERE id = $1 AND customer_id = $2', [
      orderId,
      customerId,
    ])) !== undefined
  );
}

export function findOrderCustomer(db: Queryable, orderId: number): Promise<{ customer_id: number } | undefined> {
  return queryOne(db, 'SELECT customer_id FROM transactions WHERE id = $1', [orderId]);
}
