import { queryOne, type Queryable } from '../../db/client';

export interface LockedOrderRow {
  id: number;
  customer_id: number;
  payment_state: 'unpaid' | 'paid' | 'expired';
  payment_deadline: Date | null;
  expired: boolean;
}

/**
 * Locks the order's row until the transaction ends. Every change of an order's payment or of its lines' money
 * (paying, expiring, the customer cancelling) takes this lock first, so they happen one after the other.
 */
export function lockOrder(tx: Queryable, orderId: number): Promise<LockedOrderRow | undefined> {
  return queryOne<LockedOrderRow>(
    tx,
    `SELECT id, customer_id, payment_state, payment_deadline,
            payment_state = 'unpaid' AND payment_deadline IS NOT NULL AND payment_deadline <= now() AS expired
       FROM transactions WHERE id = $1 FOR UPDATE`,
    [orderId],
  );
}

/** Records an accepted payment once: false when the provider's reference was recorded before (a replay). */
export async function insertPayment(
  tx: Queryable,
  payment: { orderId: number; provider: string; reference: string; amount: number },
): Promise<boolean> {
  const row = await queryOne<{ id: number }>(
    tx,
    `INSERT INTO order_payments (transaction_id, provider, provider_ref, amount) VALUES ($1, $2, $3, $4)
     ON CONFLICT (provider, provider_ref) DO NOTHING RETURNING id`,
    [payment.orderId, payment.provider, payment.reference, payment.amount],
  );
  return row !== undefined;
}

export function findPayment(
  db: Queryable,
  provider: string,
  reference: string,
): Promise<{ transaction_id: number; amount: number } | undefined> {
  return queryOne(
    db,
    'SELECT transaction_id, amount::int AS amount FROM order_payments WHERE provider = $1 AND provider_ref = $2',
    [provider, reference],
  );
}

export function markPaid(tx: Queryable, orderId: number, amount: number): Promise<unknown> {
  return tx.query(`UPDATE transactions SET payment_state = 'paid', paid_amount = $2, paid_at = now() WHERE id = $1`, [
    orderId,
    amount,
  ]);
}

export function markExpired(tx: Queryable, orderId: number): Promise<unknown> {
  return tx.query(`UPDATE transactions SET payment_state = 'expired' WHERE id = $1`, [orderId]);
}

/** Moves the order's lines at `fromStatus` to `toStatus`; answers the lines moved. */
export function moveOrderLines(
  tx: Queryable,
  orderId: number,
  fromStatus: number,
  toStatus: number,
): Promise<{ id: number; seller_id: number; product_id: number; qty: number }[]> {
  return tx.query(
    `UPDATE transaction_items SET status_id = $3, updated_at = now()
      WHERE transaction_id = $1 AND status_id = $2
      RETURNING id, seller_id, product_id, qty`,
    [orderId, fromStatus, toStatus],
  );
}

/**
 * Unpaid orders whose deadline is at or before `asOf`, oldest deadline first, locked for this transaction. Rows
 * another replica's sweep (or a payment) holds are skipped, not waited for: each order is expired by one sweep.
 */
export function claimExpiredOrders(
  tx: Queryable,
  asOf: Date,
  limit: number,
): Promise<{ id: number; customer_id: number }[]> {
  return tx.query(
    `SELECT id, customer_id FROM transactions
      WHERE payment_state = 'unpaid' AND payment_deadline <= $1
      ORDER BY payment_deadline, id
      LIMIT $2
        FOR UPDATE SKIP LOCKED`,
    [asOf, limit],
  );
}
