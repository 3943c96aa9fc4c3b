import type { NotificationKind } from '@spectrum/shared';
import { queryTotal, REUSED_PLAN, type Queryable } from '../../db/client';

export interface LineNotice {
  userId: number;
  kind: NotificationKind;
}

export interface LineChange {
  lineId: number;
  /** Null for the change that places the line. */
  fromStatus: number | null;
  toStatus: number;
  /** Who made the change (for an expiry, the customer whose order it was). */
  changedBy: number;
  /** Why, when no person chose it (an unpaid order expiring). */
  reason?: string;
  /** Who hears of it, if anyone (one person, or several). */
  notify?: LineNotice | readonly LineNotice[];
}

/**
 * Writes one history row per change, and the notifications they cause, in two statements; call it in the
 * transaction that makes the changes, so both exist exactly when the changes do.
 */
export async function recordLineChanges(tx: Queryable, changes: readonly LineChange[]): Promise<void> {
  if (changes.length === 0) return;
  await tx.query(
    `INSERT INTO order_line_events (line_id, from_status, to_status, changed_by, reason)
     SELECT * FROM unnest($1::int[], $2::smallint[], $3::smallint[], $4::int[], $5::text[])`,
    [
      changes.map((change) => change.lineId),
      changes.map((change) => change.fromStatus),
      changes.map((change) => change.toStatus),
      changes.map((change) => change.changedBy),
      changes.map((change) => change.reason ?? null),
    ],
  );
  const heard = changes.flatMap((change) =>
    (change.notify === undefined ? [] : [change.notify].flat()).map((notify) => ({ ...change, notify })),
  );
  if (heard.length === 0) return;
  await tx.query(
    `INSERT INTO notifications (user_id, kind, line_id, from_status, to_status)
     SELECT * FROM unnest($1::int[], $2::text[], $3::int[], $4::smallint[], $5::smallint[])`,
    [
      heard.map((change) => change.notify.userId),
      heard.map((change) => change.notify.kind),
      heard.map((change) => change.lineId),
      heard.map((change) => change.fromStatus),
      heard.map((change) => change.toStatus),
    ],
  );
}

export interface ReviewNotice {
  userId: number;
  kind: 'review_new' | 'review_reply';
  reviewId: number;
}

/** Writes a review's notification; call it in the transaction that writes the review or the reply. */
export async function recordReviewNotice(tx: Queryable, notice: ReviewNotice): Promise<void> {
  await tx.query('INSERT INTO notifications (user_id, kind, review_id) VALUES ($1, $2, $3)', [
    notice.userId,
    notice.kind,
    notice.reviewId,
  ]);
}

export interface LineEventRow {
  id: number;
  line_id: number;
  from_status: number | null;
  from_name: string | null;
  to_status: number;
  to_name: string;
  changed_by: number;
  changed_by_role: number;
  changed_by_name: string | null;
  reason: string | null;
  created_at: Date | string;
}

/** The history of these lines, oldest change first. */
export function findLineEvents(db: Queryable, lineIds: readonly number[]): Promise<LineEventRow[]> {
  if (lineIds.length === 0) return Promise.resolve([]);
  return db.query<LineEventRow>(
    `SELECT e.id::int AS id, e.line_id, e.from_status, fs.status_name AS from_name, e.to_status,
            ts.status_name AS to_name, e.changed_by, u.role AS changed_by_role,
            coalesce(nullif(u.store_name, ''), nullif(u.display_name, '')) AS changed_by_name, e.reason, e.created_at
       FROM order_line_events e
       JOIN order_statuses ts ON ts.id = e.to_status
       LEFT JOIN order_statuses fs ON fs.id = e.from_status
       JOIN users u ON u.id = e.changed_by
      WHERE e.line_id = ANY($1::int[])
      ORDER BY e.line_id, e.id`,
    [lineIds],
    REUSED_PLAN,
  );
}

/** An order line's notification has the line's columns, a review's the review's (the others null). */
export interface NotificationRow {
  id: number;
  kind: NotificationKind;
  line_id: number | null;
  order_id: number | null;
  review_id: number | null;
  rating: number | null;
  /** How many lines the order has (the customer's order-wide notices name the first and count the rest). */
  order_lines: number | null;
  product_id: number | null;
  product_name: string | null;
  image_key: string | null;
  qty: number | null;
  from_status: number | null;
  from_name: string | null;
  to_status: number | null;
  to_name: string | null;
  conversation_id: number | null;
  sender_name: string | null;
  created_at: Date | string;
  read_at: Date | string | null;
}

/** A page of the user's notifications, newest first. */
export function listNotifications(
  db: Queryable,
  userId: number,
  paging: { limit: number; offset: number },
): Promise<NotificationRow[]> {
  return db.query<NotificationRow>(
    `SELECT n.id::int AS id, n.kind, n.line_id, coalesce(ti.transaction_id, c.order_id) AS order_id,
            CASE WHEN n.kind IN ('order_placed', 'order_paid')
                 THEN (SELECT count(*)::int FROM transaction_items x WHERE x.transaction_id = ti.transaction_id)
            END AS order_lines,
            n.review_id, r.rating,
            coalesce(ti.product_id, p.id) AS product_id, coalesce(ti.product_name, p.product_name) AS product_name,
            coalesce(ti.image_key,
                     (SELECT i.image_key FROM product_images i WHERE i.product_id = p.id ORDER BY i.position LIMIT 1))
              AS image_key,
            ti.qty, n.from_status, fs.status_name AS from_name, n.to_status, ts.status_name AS to_name,
            n.conversation_id, coalesce(nullif(su.store_name, ''), nullif(su.display_name, '')) AS sender_name, n.created_at, n.read_at
       FROM notifications n
       LEFT JOIN transaction_items ti ON ti.id = n.line_id
       LEFT JOIN reviews r ON r.id = n.review_id
       LEFT JOIN order_statuses ts ON ts.id = n.to_status
       LEFT JOIN order_statuses fs ON fs.id = n.from_status
       LEFT JOIN conversations c ON c.id = n.conversation_id
       LEFT JOIN products p ON p.id = coalesce(r.product_id, c.product_id) AND n.line_id IS NULL
       LEFT JOIN messages m ON m.id = n.message_id
       LEFT JOIN users su ON su.id = m.sender_id
      WHERE n.user_id = $1
      ORDER BY n.id DESC
      LIMIT $2 OFFSET $3`,
    [userId, paging.limit, paging.offset],
  );
}

export function countNotifications(db: Queryable, userId: number): Promise<number> {
  return queryTotal(db, 'SELECT count(*)::int AS total FROM notifications WHERE user_id = $1', [userId]);
}

export function countUnread(db: Queryable, userId: number): Promise<number> {
  return queryTotal(
    db,
    'SELECT count(*)::int AS total FROM notifications WHERE user_id = $1 AND read_at IS NULL',
    [userId],
    REUSED_PLAN,
  );
}

/** Marks the user's unread notifications read, up to and including `upToId` when given; true when any were. */
export async function markRead(db: Queryable, userId: number, upToId: number | undefined): Promise<boolean> {
  const marked = await db.query(
    `UPDATE notifications SET read_at = now()
      WHERE user_id = $1 AND read_at IS NULL AND ($2::bigint IS NULL OR id <= $2)
      RETURNING id`,
    [userId, upToId ?? null],
  );
  return marked.length > 0;
}

/**
 * Tells the recipient of a message: one unread notification per conversation, which a later message moves
 * forward (to its newest message and time) until the conversation is read.
 */
export async function recordMessageNotice(
  tx: Queryable,
  notice: { userId: number; conversationId: number; messageId: number },
): Promise<void> {
  await tx.query(
    `INSERT INTO notifications (user_id, kind, conversation_id, message_id)
     VALUES ($1, 'message', $2, $3)
     ON CONFLICT (user_id, conversation_id) WHERE kind = 'message' AND read_at IS NULL
     DO UPDATE SET message_id = excluded.message_id, created_at = now()`,
    [notice.userId, notice.conversationId, notice.messageId],
  );
}

/** Marks read the user's message notification of a conversation once its messages are read (up to `upTo`). */
export async function markMessageNoticeRead(
  db: Queryable,
  notice: { userId: number; conversationId: number; upTo: number | undefined },
): Promise<boolean> {
  const marked = await db.query(
    `UPDATE notifications SET read_at = now()
      WHERE user_id = $1 AND kind = 'message' AND conversation_id = $2 AND read_at IS NULL
        AND ($3::bigint IS NULL OR message_id <= $3)
      RETURNING id`,
    [notice.userId, notice.conversationId, notice.upTo ?? null],
  );
  return marked.length > 0;
}
