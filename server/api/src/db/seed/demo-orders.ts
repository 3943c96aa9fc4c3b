import { ORDER_STATUS, type OrderStatusId } from '@spectrum/shared';
import { queryOne, type Db, type Queryable } from '../client';
import { addToWishlist } from '../../modules/wishlist/wishlist.service';
import { simulatePayment } from '../../modules/transactions/payments.service';
import {
  changeLineStatus,
  createTransaction,
  hasOrderWithKey,
  ensureShippingOffer,
} from '../../modules/transactions/transactions.service';
import { HttpError } from '../../lib/errors';
import type { SeedCategory } from './catalogue';
import { DEMO_ACCOUNTS } from './demo-accounts';

type DemoSeller = 'seller' | 'secondSeller';

interface DemoLine {
  seller: DemoSeller;
  category: SeedCategory;
  qty: number;
  /** Where the seller has taken this line since the order came in. */
  status: OrderStatusId;
  /** How many hours after the order was placed the seller moved the line there (none for a line left at Get Paid). */
  movedAfterHours?: number;
}

interface DemoOrder {
  /** The Idempotency-Key: placing the same demo order twice replays the first instead of buying again. */
  key: string;
  daysAgo: number;
  paymentId: number;
  shipmentId: number;
  lines: DemoLine[];
}

const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;
/** How long after placing each demo order the customer paid it (a transfer to its virtual account). */
const DEMO_PAID_AFTER_MS = 17 * 60 * 1000;
/** The demo orders are paid at once (by the development provider); the deadline only has to outlast that. */
const DEMO_PAYMENT_DEADLINE_SECONDS = 24 * 60 * 60;

/** The demo stores' shipping offers, so each of the three choices costs what it says. */
const DEMO_SHIPPING = {
  seller: { flat_rate_fee: 25_000, free_shipping_min: 1_000_000, pickup_address: 'Jl. Kayu Putih 8, Jakarta Timur' },
  secondSeller: { flat_rate_fee: 30_000, free_shipping_min: 500_000, pickup_address: 'Jl. Linea 2, Bandung' },
} as const;

const RECEIVER = {
  receiver_name: DEMO_ACCOUNTS.customer.display_name,
  address: 'Jl. Kemang Raya No. 12, Jakarta Selatan 12730',
  phone: '+62 812 3456 7890',
};

/**
 * A short history for the demo customer that both demo stores see in My Order, in every kind of status. Each
 * order's lines move on before the next order is placed, so the history reads in the order it was written.
 */
const DEMO_ORDERS: readonly DemoOrder[] = [
  {
    key: 'demo-seed-order-1',
    daysAgo: 12,
    paymentId: 1,
    shipmentId: 1,
    lines: [
      { seller: 'seller', category: 'Sofas', qty: 1, status: ORDER_STATUS.completed, movedAfterHours: 98 },
      { seller: 'secondSeller', category: 'Lamps', qty: 2, status: ORDER_STATUS.completed, movedAfterHours: 122 },
    ],
  },
  {
    key: 'demo-seed-order-2',
    daysAgo: 4,
    paymentId: 4,
    shipmentId: 2,
    lines: [
      { seller: 'seller', category: 'Chairs', qty: 2, status: ORDER_STATUS.sent, movedAfterHours: 26 },
      { seller: 'secondSeller', category: 'Decor', qty: 1, status: ORDER_STATUS.processed, movedAfterHours: 30 },
    ],
  },
  {
    key: 'demo-seed-order-3',
    daysAgo: 1,
    paymentId: 2,
    shipmentId: 3,
    lines: [{ seller: 'seller', category: 'Tables', qty: 1, status: ORDER_STATUS.getPaid }],
  },
];

const WISHLIST_CATEGORIES: readonly SeedCategory[] = ['Beds', 'Storage'];

async function userId(db: Queryable, email: string): Promise<number | undefined> {
  return (await queryOne<{ id: number }>(db, 'SELECT id FROM users WHERE lower(email) = lower($1)', [email]))?.id;
}

/**
 * The oldest live product of that seller in that category with stock to spare, so the demo order never
 * sells a product out of the public list.
 */
async function pickProduct(
  db: Queryable,
  sellerId: number | undefined,
  category: SeedCategory,
  qty: number,
): Promise<number | undefined> {
  const row = await queryOne<{ id: number }>(
    db,
    `SELECT p.id FROM products p
       JOIN product_categories pc ON pc.product_id = p.id
       JOIN categories c ON c.id = pc.category_id
      WHERE c.category_name = $1 AND p.archived_at IS NULL AND p.stock > $2
        AND ($3::int IS NULL OR p.seller_id = $3)
      ORDER BY p.id LIMIT 1`,
    [category, qty + 1, sellerId ?? null],
  );
  return row?.id;
}

/**
 * Dates a demo order just placed, paid and moved along (all of it now) as it happened: placed `daysAgo`, paid
 * soon after, each moved line when its seller moved it, and never later than now. The order, its payment, its
 * lines, their status history and the notifications of each change all say the same time.
 */
async function dateDemoOrder(
  db: Db,
  orderId: number,
  lineIds: readonly number[],
  demo: DemoOrder,
  moved: readonly { lineId: number; line: DemoLine }[],
): Promise<void> {
  const now = Date.now();
  const placedMs = now - demo.daysAgo * DAY_MS;
  const at = (ms: number) => new Date(Math.min(ms, now));
  const placedAt = at(placedMs);
  const paidAt = at(placedMs + DEMO_PAID_AFTER_MS);
  // When each line reached each status it went through: placed, paid, then where its seller took it.
  const changes = [
    ...lineIds.map((lineId) => ({ lineId, toStatus: ORDER_STATUS.waitingForPayment, at: placedAt })),
    ...lineIds.map((lineId) => ({ lineId, toStatus: ORDER_STATUS.getPaid, at: paidAt })),
    ...moved.map(({ lineId, line }) => ({
      lineId,
      toStatus: line.status,
      at: at(Math.max(placedMs + (line.movedAfterHours ?? 0) * HOUR_MS, paidAt.getTime())),
    })),
  ];
  const changeParams = [
    changes.map((change) => change.lineId),
    changes.map((change) => change.toStatus),
    changes.map((change) => change.at.toISOString()),
  ];
  const deadline = new Date(placedAt.getTime() + DEMO_PAYMENT_DEADLINE_SECONDS * 1000);
  await db.transaction(async (tx) => {
    await tx.query('UPDATE transactions SET created_at = $2, paid_at = $3, payment_deadline = $4 WHERE id = $1', [
      orderId,
      placedAt,
      paidAt,
      deadline,
    ]);
    await tx.query('UPDATE order_payments SET created_at = $2 WHERE transaction_id = $1', [orderId, paidAt]);
    await tx.query(
      `UPDATE order_line_events e SET created_at = c.at
         FROM unnest($1::int[], $2::smallint[], $3::timestamptz[]) AS c (line_id, to_status, at)
        WHERE e.line_id = c.line_id AND e.to_status = c.to_status`,
      changeParams,
    );
    await tx.query(
      `UPDATE notifications n SET created_at = c.at
         FROM unnest($1::int[], $2::smallint[], $3::timestamptz[]) AS c (line_id, to_status, at)
        WHERE n.line_id = c.line_id AND n.to_status = c.to_status`,
      changeParams,
    );
    // A line was last updated by its latest change; the seller's list sorts lines by their order's time.
    await tx.query(
      `UPDATE transaction_items ti SET ordered_at = $4, updated_at = c.at
         FROM (SELECT line_id, max(at) AS at FROM unnest($1::int[], $2::smallint[], $3::timestamptz[])
                 AS u (line_id, to_status, at) GROUP BY line_id) AS c
        WHERE ti.id = c.line_id`,
      [...changeParams, placedAt],
    );
  });
}

/**
 * Places the demo customer's orders through the real checkout (stock, prices and snapshots as for anyone),
 * moves their lines as the sellers would, and fills a small wishlist. Safe to run on every start: each order
 * carries an idempotency key, so only a newly placed order is dated and moved along, and the wishlist is
 * filled only alongside the first orders.
 */
export async function ensureDemoOrders(db: Db): Promise<{ ordersPlaced: number }> {
  const customerId = await userId(db, DEMO_ACCOUNTS.customer.email);
  if (customerId === undefined) return { ordersPlaced: 0 };
  const sellerIds: Record<DemoSeller, number | undefined> = {
    seller: await userId(db, DEMO_ACCOUNTS.seller.email),
    secondSeller: await userId(db, DEMO_ACCOUNTS.secondSeller.email),
  };

  for (const seller of ['seller', 'secondSeller'] as const) {
    const sellerId = sellerIds[seller];
    if (sellerId !== undefined) await ensureShippingOffer(db, sellerId, DEMO_SHIPPING[seller]);
  }

  let ordersPlaced = 0;
  for (const demo of DEMO_ORDERS) {
    // Placed once ever: the key's 24-hour replay window, and the products picked, may differ on a later start.
    if (await hasOrderWithKey(db, customerId, demo.key)) continue;
    const picked: { productId: number; line: DemoLine }[] = [];
    for (const line of demo.lines) {
      const productId = await pickProduct(db, sellerIds[line.seller], line.category, line.qty);
      if (productId !== undefined) picked.push({ productId, line });
    }
    if (picked.length === 0) continue;

    const placed = await createTransaction(
      db,
      customerId,
      {
        ...RECEIVER,
        productList: picked.map(({ productId, line }) => ({ productId, qty: line.qty })),
        payment_id: demo.paymentId,
        shipment_id: demo.shipmentId,
        promo_id: 1,
      },
      demo.key,
      DEMO_PAYMENT_DEADLINE_SECONDS,
    ).catch((error: unknown) => {
      // Another replica placed this demo order meanwhile, with other products picked: it is there.
      if (error instanceof HttpError && error.status === 422) return undefined;
      throw error;
    });
    if (!placed) continue;
    const { order, replayed } = placed;
    if (replayed) continue;
    ordersPlaced += 1;

    await simulatePayment(db, customerId, order.id);
    const moved: { lineId: number; line: DemoLine }[] = [];
    for (const orderLine of order.lines) {
      const demoLine = picked.find(({ productId }) => productId === orderLine.productId)?.line;
      const sellerId = demoLine ? sellerIds[demoLine.seller] : undefined;
      if (!demoLine || sellerId === undefined || demoLine.status === ORDER_STATUS.getPaid) continue;
      await changeLineStatus(db, sellerId, orderLine.id, demoLine.status);
      moved.push({ lineId: orderLine.id, line: demoLine });
    }
    const lineIds = order.lines.map((line) => line.id);
    await dateDemoOrder(db, order.id, lineIds, demo, moved);
  }

  // Only with the first orders: a wishlist the customer has since emptied stays empty.
  if (ordersPlaced > 0) {
    for (const category of WISHLIST_CATEGORIES) {
      const productId = await pickProduct(db, undefined, category, 0);
      if (productId !== undefined) await addToWishlist(db, customerId, productId);
    }
  }
  return { ordersPlaced };
}
