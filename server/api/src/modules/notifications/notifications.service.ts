import { notificationMessage, type NotificationData, type OrderStatusId, type PageMeta } from '@spectrum/shared';
import type { Queryable } from '../../db/client';
import { pageMeta, pageWindow } from '../../lib/http';
import { publishStoreEvent } from '../../lib/store-events';
import { thumbUrl } from '../../lib/storage';
import * as repo from './notifications.repo';

/*
 * What other modules may use: the order module records each line's status change in the same transaction as the
 * change (which notifies the other side), and reads a line's history back.
 */
export { findLineEvents, type LineChange, type LineEventRow } from './notifications.repo';

/** Records a review's notification (a new review to its seller, a reply to its author), and announces it. */
export async function recordReviewNotice(tx: Queryable, notice: repo.ReviewNotice): Promise<void> {
  await repo.recordReviewNotice(tx, notice);
  await publishStoreEvent(tx, { type: 'notification.created', userId: notice.userId });
}

/** Records line status changes and their notifications, in the transaction of the change, and announces them. */
export async function recordLineChanges(tx: Queryable, changes: readonly repo.LineChange[]): Promise<void> {
  await repo.recordLineChanges(tx, changes);
  const notified = new Set(
    changes.flatMap((change) => (change.notify === undefined ? [] : [change.notify].flat().map((n) => n.userId))),
  );
  for (const userId of notified) await publishStoreEvent(tx, { type: 'notification.created', userId });
}

/** Tells the recipient of a new message (in the message's transaction) and announces it. */
export async function recordMessageNotice(
  tx: Queryable,
  notice: { userId: number; conversationId: number; messageId: number },
): Promise<void> {
  await repo.recordMessageNotice(tx, notice);
  await publishStoreEvent(tx, { type: 'notification.created', userId: notice.userId });
}

/** A conversation was read: its message notification is read too (true when one was). */
export function markMessageNoticeRead(
  db: Queryable,
  notice: { userId: number; conversationId: number; upTo: number | undefined },
): Promise<boolean> {
  return repo.markMessageNoticeRead(db, notice);
}

export const DEFAULT_NOTIFICATION_PAGE_SIZE = 20;

function toNotification(row: repo.NotificationRow): NotificationData {
  const facts = {
    kind: row.kind,
    order_id: row.order_id,
    product_name: row.product_name,
    qty: row.qty,
    to_status_name: row.to_name,
  };
  return {
    id: row.id,
    ...facts,
    message: notificationMessage({
      ...facts,
      order_lines: row.order_lines,
      sender_name: row.sender_name,
      rating: row.rating,
    }),
    line_id: row.line_id,
    review_id: row.review_id,
    productId: row.product_id,
    image: thumbUrl(row.image_key),
    rating: row.rating,
    from_status: row.from_status as OrderStatusId | null,
    to_status: row.to_status as OrderStatusId | null,
    conversationId: row.conversation_id,
    read: row.read_at !== null,
    created_at: new Date(row.created_at).toISOString(),
  };
}

export async function listNotifications(
  db: Queryable,
  userId: number,
  query: { page?: number; limit?: number },
): Promise<{ data: NotificationData[]; meta: PageMeta & { unread: number } }> {
  const { page, limit, offset } = pageWindow(query, DEFAULT_NOTIFICATION_PAGE_SIZE);
  const [rows, totalData, unread] = await Promise.all([
    repo.listNotifications(db, userId, { limit, offset }),
    repo.countNotifications(db, userId),
    repo.countUnread(db, userId),
  ]);
  return { data: rows.map(toNotification), meta: { ...pageMeta(page, limit, totalData), unread } };
}

export async function unreadCount(db: Queryable, userId: number): Promise<{ unread: number }> {
  return { unread: await repo.countUnread(db, userId) };
}

export async function markRead(db: Queryable, userId: number, upTo: number | undefined): Promise<{ unread: number }> {
  // The reader's other devices lower their badge.
  if (await repo.markRead(db, userId, upTo)) await publishStoreEvent(db, { type: 'notifications.read', userId });
  return unreadCount(db, userId);
}
