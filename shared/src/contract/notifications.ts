import { z } from 'zod';
import { LIMITS, type OrderStatusId } from '../constants';
import { positiveId, wholeNumber } from './fields';

/**
 * What a notification tells: `new_line` (to a seller: one of their products was ordered), `status_changed`
 * (to a customer: the seller moved one of their lines), `cancelled` (to a seller: the customer cancelled a line).
 */
export const NOTIFICATION_KINDS = ['new_line', 'status_changed', 'cancelled'] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

/** GET /notifications query */
export const notificationsQuery = z.object({
  page: wholeNumber().pipe(z.number().int().min(1, 'must be 1 or more')).optional(),
  limit: wholeNumber()
    .pipe(z.number().int().min(1, 'must be 1 or more').max(LIMITS.maxPageSize, `must be at most ${LIMITS.maxPageSize}`))
    .optional(),
});

/** POST /notifications/read: marks read every unread one up to this id (the newest on screen), or all. */
export const markReadBody = z.object({ upTo: positiveId().optional() });

/** GET /notifications → data[] */
export interface NotificationData {
  id: number;
  kind: NotificationKind;
  /** The sentence to show, e.g. "New order: 2 × Oslo Sofa (order #12)." */
  message: string;
  order_id: number;
  line_id: number;
  productId: number;
  product_name: string;
  image: string | null;
  qty: number;
  from_status: OrderStatusId | null;
  to_status: OrderStatusId;
  to_status_name: string;
  read: boolean;
  created_at: string;
}

/** GET /notifications/unread, POST /notifications/read → data */
export interface UnreadCount {
  unread: number;
}

/** The sentence of a notification; one place writes them all. */
export function notificationMessage(note: {
  kind: NotificationKind;
  order_id: number;
  product_name: string;
  qty: number;
  to_status_name: string;
}): string {
  const order = `order #${note.order_id}`;
  if (note.kind === 'new_line') return `New order: ${note.qty} × ${note.product_name} (${order}).`;
  if (note.kind === 'cancelled') return `The customer cancelled ${note.qty} × ${note.product_name} (${order}).`;
  return `${note.product_name} (${order}) is now ${note.to_status_name}.`;
}
