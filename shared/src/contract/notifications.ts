import { z } from 'zod';
import { orderStatusId } from './catalog';
import { pageMeta } from './envelope';
import { pageQuery, positiveId } from './fields';
import { defineRoute } from './route';

/**
 * What a notification tells: `new_line` (to a seller: one of their products was ordered), `status_changed`
 * (to a customer: the seller moved one of their lines), `cancelled` (to a seller: the customer cancelled a line),
 * `paid` (to a seller: the customer paid, the line is at Get Paid), `expired` (to both: the order was not paid by
 * its deadline, so the line was cancelled), `review_new` (to a seller: a customer reviewed one of their products),
 * `review_reply` (to a customer: the seller replied to their review).
 */
export const NOTIFICATION_KINDS = [
  'new_line',
  'status_changed',
  'cancelled',
  'paid',
  'expired',
  'review_new',
  'review_reply',
] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

/** GET /notifications query */
export const notificationsQuery = pageQuery();

/** POST /notifications/read: marks read every unread one up to this id (the newest on screen), or all. */
export const markReadBody = z.object({ upTo: positiveId().optional() });

/** GET /notifications → data[] */
export const notificationData = z
  .object({
    id: z.int(),
    kind: z.enum(NOTIFICATION_KINDS),
    message: z.string().describe('The sentence to show, e.g. "New order: 2 × Oslo Sofa (order #12)."'),
    order_id: z.int().nullable().describe('The order of an order line notification; null for a review'),
    line_id: z.int().nullable().describe('The order line of an order line notification; null for a review'),
    review_id: z.int().nullable().describe('The review of a review notification; null for an order line'),
    productId: z.int(),
    product_name: z.string(),
    image: z.string().nullable(),
    qty: z.int().nullable().describe("The line's units; null for a review"),
    rating: z.int().nullable().describe("The review's stars (1–5); null for an order line"),
    from_status: orderStatusId.nullable(),
    to_status: orderStatusId.nullable().describe("The line's status after the change; null for a review"),
    to_status_name: z.string().nullable(),
    read: z.boolean(),
    created_at: z.string(),
  })
  .meta({ id: 'Notification' });
export type NotificationData = z.infer<typeof notificationData>;

/** GET /notifications/unread, POST /notifications/read → data */
export const unreadCount = z.object({ unread: z.int() }).meta({ id: 'UnreadCount' });
export type UnreadCount = z.infer<typeof unreadCount>;

/** The sentence of a notification; one place writes them all. */
export function notificationMessage(
  note:
    | { kind: 'review_new'; product_name: string; rating: number }
    | { kind: 'review_reply'; product_name: string }
    | {
        kind: Exclude<NotificationKind, 'review_new' | 'review_reply'>;
        order_id: number;
        product_name: string;
        qty: number;
        to_status_name: string;
      },
): string {
  if (note.kind === 'review_new') {
    return `New review: ${note.rating} ${note.rating === 1 ? 'star' : 'stars'} for ${note.product_name}.`;
  }
  if (note.kind === 'review_reply') return `The seller replied to your review of ${note.product_name}.`;
  const order = `order #${note.order_id}`;
  if (note.kind === 'new_line') return `New order: ${note.qty} × ${note.product_name} (${order}).`;
  if (note.kind === 'cancelled') return `The customer cancelled ${note.qty} × ${note.product_name} (${order}).`;
  if (note.kind === 'paid') return `Paid: ${note.qty} × ${note.product_name} (${order}) is ready to process.`;
  if (note.kind === 'expired') {
    return `Not paid in time: ${note.qty} × ${note.product_name} (${order}) was cancelled.`;
  }
  return `${note.product_name} (${order}) is now ${note.to_status_name}.`;
}

export const notificationRoutes = {
  list: defineRoute({
    method: 'GET',
    path: '/notifications',
    summary: "The signed-in user's notifications, newest first, with the unread count in `meta.unread`.",
    access: 'signed-in',
    query: notificationsQuery,
    data: z.array(notificationData),
    meta: pageMeta.extend({ unread: z.int() }),
    errors: [],
  }),
  unread: defineRoute({
    method: 'GET',
    path: '/notifications/unread',
    summary: 'How many notifications the signed-in user has not read.',
    access: 'signed-in',
    data: unreadCount,
    errors: [],
  }),
  markRead: defineRoute({
    method: 'POST',
    path: '/notifications/read',
    summary: 'Marks read every unread notification up to `upTo` (the newest on screen), or all.',
    access: 'signed-in',
    body: markReadBody,
    data: unreadCount,
    errors: [],
  }),
};
