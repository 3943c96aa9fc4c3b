import type { OrderStatus } from '../../__generated__/graphql';

/**
 * The status dropdown of the spec (All, Get Paid, Processed, Sent, Completed, Order Cancel) and its address form;
 * unpaid lines show under All.
 */
export const ORDER_STATUS_FILTERS: readonly { value: OrderStatus; label: string; param: string }[] = [
  { value: 'GET_PAID', label: 'Get Paid', param: 'get-paid' },
  { value: 'PROCESSED', label: 'Processed', param: 'processed' },
  { value: 'SENT', label: 'Sent', param: 'sent' },
  { value: 'COMPLETED', label: 'Completed', param: 'completed' },
  { value: 'ORDER_CANCEL', label: 'Order Cancel', param: 'order-cancel' },
];

export function statusFromParam(raw: string | null): OrderStatus | 'ALL' {
  return ORDER_STATUS_FILTERS.find((option) => option.param === raw)?.value ?? 'ALL';
}

function statusLabel(status: OrderStatus): string {
  return ORDER_STATUS_FILTERS.find((option) => option.value === status)?.label ?? status;
}

/** What the button for moving a line to `status` says. */
export function moveLabel(status: OrderStatus): string {
  if (status === 'ORDER_CANCEL') return 'Cancel order';
  return `Mark ${statusLabel(status)}`;
}

/**
 * Moves that cannot be taken back: a cancelled line's stock is released, a sent parcel is on its way, a completed
 * line is final (and may be reached straight from Get Paid).
 */
export function needsConfirmation(status: OrderStatus): boolean {
  return status === 'ORDER_CANCEL' || status === 'SENT' || status === 'COMPLETED';
}

interface LineNames {
  orderId: string;
  productName: string;
}

/** The question asked before a move that cannot be undone. */
export function confirmMoveQuestion(line: LineNames, status: OrderStatus): string {
  const which = `order #${line.orderId} (${line.productName})`;
  if (status === 'ORDER_CANCEL') return `Cancel ${which}? Its stock goes back to the shop. This cannot be undone.`;
  return `Mark ${which} as ${statusLabel(status)}? This cannot be undone.`;
}

/** The toast after a line moved, naming the status the store now gives it. */
export function movedMessage(line: LineNames & { statusLabel: string }): string {
  return `Order #${line.orderId} (${line.productName}) is now ${line.statusLabel}`;
}
