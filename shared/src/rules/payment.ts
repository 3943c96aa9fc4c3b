import { PAYMENTS } from '../constants';

/** How long an order may stay unpaid by default (PAYMENT_DEADLINE_SECONDS changes it). */
export const DEFAULT_PAYMENT_DEADLINE_SECONDS = 24 * 60 * 60;

/** The virtual-account prefix each bank gives the store (a company code), by payment id. */
const VIRTUAL_ACCOUNT_PREFIX: Readonly<Record<number, string>> = { 1: '39888', 2: '98808', 3: '26215', 4: '70012' };

/**
 * The virtual account a customer transfers to: the bank's prefix and the order id padded to 11 digits, so it is
 * unique to the order (and names it) and always 16 digits long.
 */
export function virtualAccountFor(paymentId: number, orderId: number): string {
  const prefix = VIRTUAL_ACCOUNT_PREFIX[paymentId] ?? '99999';
  return `${prefix}${String(orderId).padStart(11, '0')}`;
}

export function bankName(paymentId: number): string {
  return PAYMENTS.find((payment) => payment.id === paymentId)?.payment_name ?? String(paymentId);
}

/** The order id a payment provider knows an order by (Midtrans' `order_id`). */
export function providerOrderId(orderId: number): string {
  return `SPECTRUM-${orderId}`;
}

/** The order id back from a provider's reference, or undefined when it names none of ours. */
export function orderIdFromProvider(reference: string): number | undefined {
  const match = /^SPECTRUM-([1-9]\d{0,9})$/.exec(reference);
  if (!match) return undefined;
  const id = Number(match[1]);
  return id <= 2_147_483_647 ? id : undefined;
}
