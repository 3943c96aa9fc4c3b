import type { Db } from '../../../server/api/src/db/client';
import type { StoreFixture } from './servers';

/** A checkout of one unit of `productId`, as the store API takes it. */
export function checkoutBody(productId: number, qty = 1) {
  return {
    productList: [{ productId, qty }],
    payment_id: 1,
    receiver_name: 'Faults',
    address: 'Jl. Uji 1',
    phone: '+62 812 3456 7890',
  };
}

export interface OrderReport {
  orders: number;
  /** Acknowledged idempotency keys whose order is not in the database under the acknowledged id. */
  missingAcknowledged: string[];
  /** Products whose stock is not what they started with minus what the orders bought (or is negative). */
  stockMismatches: { productId: number; stock: number; sold: number; initial: number }[];
  /** Orders whose amounts are not the sum of their lines, or that have no line. */
  inconsistentOrders: number[];
  /** Keys that name more than one order. */
  duplicateKeys: string[];
}

/** The store's invariants after a fault: nothing acknowledged lost, nothing oversold, no order twice. */
export async function orderInvariants(
  db: Db,
  store: Pick<StoreFixture, 'products'>,
  acknowledged: ReadonlyMap<string, number>,
): Promise<OrderReport> {
  const orders = await db.query<{
    id: number;
    idempotency_key: string | null;
    subtotal: number;
    lines: number;
    sum: number;
  }>(
    `SELECT t.id, t.idempotency_key, t.subtotal, count(ti.id)::int AS lines, coalesce(sum(ti.line_total), 0)::bigint AS sum
       FROM transactions t LEFT JOIN transaction_items ti ON ti.transaction_id = t.id GROUP BY t.id`,
  );
  const byKey = new Map<string, number[]>();
  for (const order of orders) {
    if (order.idempotency_key)
      byKey.set(order.idempotency_key, [...(byKey.get(order.idempotency_key) ?? []), order.id]);
  }
  const sold = new Map(
    (
      await db.query<{ product_id: number; sold: number }>(
        'SELECT product_id, sum(qty)::int AS sold FROM transaction_items GROUP BY product_id',
      )
    ).map((row) => [row.product_id, row.sold]),
  );
  const stocks = await db.query<{ id: number; stock: number }>('SELECT id, stock FROM products');
  return {
    orders: orders.length,
    missingAcknowledged: [...acknowledged].filter(([key, id]) => !byKey.get(key)?.includes(id)).map(([key]) => key),
    stockMismatches: store.products
      .map((product) => ({
        productId: product.id,
        stock: stocks.find((row) => row.id === product.id)?.stock ?? -1,
        sold: sold.get(product.id) ?? 0,
        initial: product.stock,
      }))
      .filter((row) => row.stock < 0 || row.stock + row.sold !== row.initial),
    inconsistentOrders: orders
      .filter((order) => order.lines === 0 || Number(order.sum) !== Number(order.subtotal))
      .map((order) => order.id),
    duplicateKeys: [...byKey].filter(([, ids]) => ids.length > 1).map(([key]) => key),
  };
}
