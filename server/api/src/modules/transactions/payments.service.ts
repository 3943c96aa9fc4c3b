import crypto from 'node:crypto';
import {
  API_MESSAGES,
  ORDER_STATUS,
  orderIdFromProvider,
  type MidtransNotificationBody,
  type OrderData,
} from '@spectrum/shared';
import type { Db, Queryable } from '../../db/client';
import { conflict, notFound, unauthorized } from '../../lib/errors';
import { publishStoreEvent } from '../../lib/store-events';
import { recordLineChanges } from '../notifications/notifications.service';
import * as repo from './payments.repo';
import { isCustomersOrder, restoreStockOfLines } from './transactions.repo';
import { loadOrder } from './transactions.service';

/** A payment as a provider reported it, once verified by that provider's adapter. */
export interface PaymentNotice {
  /** The provider's name, e.g. `midtrans` or `development`. */
  provider: string;
  /** The provider's own reference for this payment: a replay carries the same one. */
  reference: string;
  /** Our order id, or undefined when the provider named none of ours. */
  orderId: number | undefined;
  /** Whole rupiah the customer paid. */
  amount: number;
}

/**
 * One payment provider: it turns its notification into a verified `PaymentNotice` (throwing a 4xx when the
 * notification is not genuine), or into `ignored` for news that moves no money (pending, a failed attempt).
 */
export interface PaymentProvider<Notification> {
  readonly name: string;
  verify(notification: Notification): PaymentNotice | { ignored: true; orderRef: string };
}

export type PaymentOutcome = 'paid' | 'replayed';

const refused = (message: string, details: Record<string, number | string> = {}) =>
  conflict(message, 'PAYMENT_REFUSED', details);

/**
 * Applies a verified payment: the order is locked (as cancelling and expiring lock it), then it must be unpaid,
 * within its deadline, with something due, and the amount must be exactly what is due. Then, in the same
 * transaction, the payment is recorded once under the provider's reference, the order is paid and its lines
 * waiting for payment move to Get Paid, each seller told. A replay (the same reference again) changes nothing.
 */
export async function applyPayment(
  db: Db,
  notice: PaymentNotice,
): Promise<{ outcome: PaymentOutcome; order: OrderData }> {
  const orderId = notice.orderId;
  if (orderId === undefined) throw notFound(API_MESSAGES.paymentOrderUnknown);
  const outcome = await db.transaction(async (tx): Promise<PaymentOutcome> => {
    const order = await repo.lockOrder(tx, orderId);
    if (!order) throw notFound(API_MESSAGES.paymentOrderUnknown);
    const earlier = await repo.findPayment(tx, notice.provider, notice.reference);
    if (earlier) {
      if (earlier.transaction_id === orderId && earlier.amount === notice.amount) return 'replayed';
      throw refused(API_MESSAGES.paymentAlreadyPaid, { orderId });
    }
    if (order.payment_state === 'paid') throw refused(API_MESSAGES.paymentAlreadyPaid, { orderId });
    if (order.payment_state === 'expired' || order.expired)
      throw refused(API_MESSAGES.paymentOrderExpired, { orderId });
    const due = (await loadOrder(tx, orderId)).money.due;
    if (due === 0) throw refused(API_MESSAGES.paymentNothingDue, { orderId });
    if (notice.amount !== due) {
      throw refused(API_MESSAGES.paymentAmountMismatch(due, notice.amount), { orderId, due, amount: notice.amount });
    }
    await repo.insertPayment(tx, { orderId, provider: notice.provider, reference: notice.reference, amount: due });
    await repo.markPaid(tx, orderId, due);
    const moved = await repo.moveOrderLines(tx, orderId, ORDER_STATUS.waitingForPayment, ORDER_STATUS.getPaid);
    await recordLineChanges(
      tx,
      moved.map((line, index) => ({
        lineId: line.id,
        fromStatus: ORDER_STATUS.waitingForPayment,
        toStatus: ORDER_STATUS.getPaid,
        changedBy: order.customer_id,
        notify: [
          { userId: line.seller_id, kind: 'paid' as const },
          // The customer hears once per order, on its first line.
          ...(index === 0 ? [{ userId: order.customer_id, kind: 'order_paid' as const }] : []),
        ],
      })),
    );
    await publishStoreEvent(tx, {
      type: 'order.changed',
      orderId,
      customerId: order.customer_id,
      sellerIds: [...new Set(moved.map((line) => line.seller_id))],
    });
    return 'paid';
  });
  return { outcome, order: await loadOrder(db, orderId) };
}

/** Midtrans' HTTP notification: SHA-512 of order_id + status_code + gross_amount + server key, in hex. */
export function midtransSignature(
  body: Pick<MidtransNotificationBody, 'order_id' | 'status_code' | 'gross_amount'>,
  serverKey: string,
): string {
  return crypto
    .createHash('sha512')
    .update(body.order_id + body.status_code + body.gross_amount + serverKey)
    .digest('hex');
}

/** Midtrans sends amounts as "264000.00"; rupiah have no cents, so anything else is not a whole amount. */
function midtransAmount(grossAmount: string): number {
  const match = /^(\d{1,15})(?:\.0{1,2})?$/.exec(grossAmount);
  return match ? Number(match[1]) : Number.NaN;
}

export function midtransProvider(serverKey: string | undefined): PaymentProvider<MidtransNotificationBody> {
  return {
    name: 'midtrans',
    verify(body) {
      if (!serverKey) throw unauthorized(API_MESSAGES.paymentBadSignature, 'PAYMENT_SIGNATURE');
      const expected = Buffer.from(midtransSignature(body, serverKey), 'utf8');
      const given = Buffer.from(body.signature_key.toLowerCase(), 'utf8');
      if (given.length !== expected.length || !crypto.timingSafeEqual(given, expected)) {
        throw unauthorized(API_MESSAGES.paymentBadSignature, 'PAYMENT_SIGNATURE');
      }
      const settled =
        (body.transaction_status === 'settlement' && body.status_code === '200') ||
        (body.transaction_status === 'capture' && body.status_code === '200' && body.fraud_status === 'accept');
      if (!settled) return { ignored: true, orderRef: body.order_id };
      const amount = midtransAmount(body.gross_amount);
      if (!Number.isSafeInteger(amount)) {
        throw refused(API_MESSAGES.paymentAmountNotWhole, { amount: body.gross_amount });
      }
      return {
        provider: 'midtrans',
        reference: body.transaction_id,
        orderId: orderIdFromProvider(body.order_id),
        amount,
      };
    },
  };
}

/**
 * The development provider: pays exactly what is due, as a bank would once the customer transferred it. Its
 * route exists only outside production.
 */
export async function simulatePayment(db: Db, customerId: number, orderId: number): Promise<OrderData> {
  if (!(await isCustomersOrder(db, orderId, customerId))) throw notFound(API_MESSAGES.orderNotFound);
  const { money } = await loadOrder(db, orderId);
  const { order } = await applyPayment(db, {
    provider: 'development',
    reference: `simulated-${orderId}`,
    orderId,
    amount: money.due,
  });
  return order;
}

/** Why a line was cancelled by the expiry sweep (shown in its history). */
export const EXPIRY_REASON = 'Not paid by the payment deadline';

/**
 * Expires unpaid orders whose deadline passed by `asOf`, a batch per transaction: each order's lines still
 * waiting for payment go to Order Cancel with the reason, their stock comes back, the order is marked expired and
 * the customer and each seller are told. Orders locked elsewhere (another replica's sweep, a payment being
 * applied) are skipped and found by a later sweep if still unpaid. Answers how many orders expired.
 */
export async function expireUnpaidOrders(db: Db, asOf: Date = new Date(), batchSize = 20): Promise<number> {
  let expired = 0;
  for (;;) {
    const count = await db.transaction(async (tx) => {
      const orders = await repo.claimExpiredOrders(tx, asOf, batchSize);
      for (const order of orders) await expireOrder(tx, order);
      return orders.length;
    });
    expired += count;
    if (count < batchSize) return expired;
  }
}

async function expireOrder(tx: Queryable, order: { id: number; customer_id: number }): Promise<void> {
  const moved = await repo.moveOrderLines(tx, order.id, ORDER_STATUS.waitingForPayment, ORDER_STATUS.cancelled);
  await restoreStockOfLines(tx, moved);
  await repo.markExpired(tx, order.id);
  await recordLineChanges(
    tx,
    moved.map((line) => ({
      lineId: line.id,
      fromStatus: ORDER_STATUS.waitingForPayment,
      toStatus: ORDER_STATUS.cancelled,
      changedBy: order.customer_id,
      reason: EXPIRY_REASON,
      notify: [
        { userId: order.customer_id, kind: 'expired' as const },
        { userId: line.seller_id, kind: 'expired' as const },
      ],
    })),
  );
  if (moved.length > 0) {
    await publishStoreEvent(tx, { type: 'product.changed', productIds: [...new Set(moved.map((l) => l.product_id))] });
  }
  await publishStoreEvent(tx, {
    type: 'order.changed',
    orderId: order.id,
    customerId: order.customer_id,
    sellerIds: [...new Set(moved.map((line) => line.seller_id))],
  });
}
