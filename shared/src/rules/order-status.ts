import { ORDER_STATUS, type OrderStatusId } from '../constants';

const FULFILMENT_STEPS: readonly number[] = [
  ORDER_STATUS.getPaid,
  ORDER_STATUS.processed,
  ORDER_STATUS.sent,
  ORDER_STATUS.completed,
];
const CANCELLABLE: readonly number[] = [ORDER_STATUS.getPaid, ORDER_STATUS.processed];

/**
 * Fulfilment only moves forward (Get Paid → Processed → Sent → Completed); skipping ahead is allowed,
 * because a seller who ships at once should not have to click through every step. Cancelling is only
 * possible before the goods are sent. Completed and cancelled lines are final. A line Waiting for Payment is moved
 * by no seller: only the payment (to Get Paid), the customer or the deadline (to Order Cancel) move it. The store API enforces
 * this; the BFF uses it to tell the web which moves a line offers.
 */
export function isAllowedStatusChange(from: number, to: number): boolean {
  if (to === ORDER_STATUS.cancelled) return CANCELLABLE.includes(from);
  const fromStep = FULFILMENT_STEPS.indexOf(from);
  const toStep = FULFILMENT_STEPS.indexOf(to);
  return fromStep >= 0 && toStep > fromStep;
}

/** The statuses a line in `current` may move to now, in fulfilment order, cancel last. */
export function nextStatuses(current: OrderStatusId): OrderStatusId[] {
  const all = [...FULFILMENT_STEPS, ORDER_STATUS.cancelled] as OrderStatusId[];
  return all.filter((to) => isAllowedStatusChange(current, to));
}

/** A customer may cancel their own line only before the seller acts on it: unpaid, or paid and not processed. */
export function isCancellableByCustomer(status: number): boolean {
  return status === ORDER_STATUS.waitingForPayment || status === ORDER_STATUS.getPaid;
}
