import { z } from 'zod';
import { orderStatusId } from './catalog';
import { pageMeta } from './envelope';
import { pageQuery, positiveId } from './fields';
import { defineRoute } from './route';

/**
 * What a notification tells. To a seller: `new_line` (one of their products was ordered), `cancelled` (the
 * customer cancelled a line), `paid` (the customer paid, the line is at Get Paid), `review_new` (a customer
 * reviewed one of their products). To a customer: `order_placed` (their order was placed), `order_paid` (their
 * payment was received), `you_cancelled` (they cancelled a line), `shipped` (the seller sent a line),
 * `status_changed` (the seller moved a line otherwise), `review_reply` (the seller replied to their review). To
 * both: `expired` (the order was not paid by its deadline, so the line was cancelled) and `message` (a new message
 * in one of their conversations; one unread per conversation).
 */
export const NOTIFICATION_KINDS = [
  'new_line',
  'status_changed',
  'cancelled',
  'paid',
  'expired',
  'order_placed',
  'order_paid',
  'you_cancelled',
  'shipped',
  'message',
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
    order_id: z
      .int()
      .nullable()
      .describe("The order it is about; for a `message`, the conversation's order; null for a review"),
    line_id: z.int().nullable().describe('The order line it is about; null for a `message` or a review'),
    review_id: z.int().nullable().describe('The review of a review notification, else null'),
    productId: z.int().nullable(),
    product_name: z.string().nullable(),
    image: z.string().nullable(),
    qty: z.int().nullable().describe("The line's units; null for a `message` or a review"),
    rating: z.int().nullable().describe("The review's stars (1–5) of a review notification, else null"),
    from_status: orderStatusId.nullable(),
    to_status: orderStatusId
      .nullable()
      .describe("The line's status after the change; null for a `message` or a review"),
    to_status_name: z.string().nullable(),
    conversationId: z.int().nullable().describe('The conversation of a `message`, else null'),
    read: z.boolean(),
    created_at: z.string(),
  })
  .meta({ id: 'Notification' });
export type NotificationData = z.infer<typeof notificationData>;

/** GET /notifications/unread, POST /notifications/read → data */
export const unreadCount = z.object({ unread: z.int() }).meta({ id: 'UnreadCount' });
export type UnreadCount = z.infer<typeof unreadCount>;

export interface NotificationFacts {
  kind: NotificationKind;
  order_id: number | null;
  /** Lines of the order, for the order-wide notices (placed, paid). */
  order_lines?: number | null;
  product_name: string | null;
  qty: number | null;
  to_status_name: string | null;
  /** Who wrote the message, for a `message`. */
  sender_name?: string | null;
  /** The review's stars, for a `review_new`. */
  rating?: number | null;
}

function lineOf(note: NotificationFacts): string {
  const others = (note.order_lines ?? 1) - 1;
  const more = others > 0 ? ` and ${others} more item${others === 1 ? '' : 's'}` : '';
  return `${note.qty ?? 0} × ${note.product_name ?? 'a product'}${more}`;
}

/** The sentence of a notification; one place writes them all. */
export function notificationMessage(note: NotificationFacts): string {
  const order = `order #${note.order_id}`;
  switch (note.kind) {
    case 'new_line':
      return `New order: ${lineOf(note)} (${order}).`;
    case 'cancelled':
      return `The customer cancelled ${lineOf(note)} (${order}).`;
    case 'paid':
      return `Paid: ${lineOf(note)} (${order}) is ready to process.`;
    case 'expired':
      return `Not paid in time: ${lineOf(note)} (${order}) was cancelled.`;
    case 'order_placed':
      return `Order placed: ${lineOf(note)} (${order}). Pay before the deadline to keep it.`;
    case 'order_paid':
      return `Payment received: ${lineOf(note)} (${order}). The seller will prepare it.`;
    case 'you_cancelled':
      return `You cancelled ${lineOf(note)} (${order}).`;
    case 'shipped':
      return `On its way: ${lineOf(note)} (${order}) was sent.`;
    case 'review_new':
      return `New review: ${note.rating} ${note.rating === 1 ? 'star' : 'stars'} for ${note.product_name}.`;
    case 'review_reply':
      return `The seller replied to your review of ${note.product_name}.`;
    case 'message': {
      const about = note.product_name ? ` about ${note.product_name}` : note.order_id ? ` about ${order}` : '';
      return `New message from ${note.sender_name ?? 'the other side'}${about}.`;
    }
    default:
      return `${note.product_name} (${order}) is now ${note.to_status_name}.`;
  }
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
