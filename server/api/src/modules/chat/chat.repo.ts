import { queryOne, queryTotal, REUSED_PLAN, type Queryable } from '../../db/client';

/** A conversation as one of its two parties sees it. */
export interface ConversationRow {
  id: number;
  customer_id: number;
  seller_id: number;
  other_id: number;
  other_role: number;
  other_name: string | null;
  other_image_key: string | null;
  product_id: number | null;
  product_name: string | null;
  product_image_key: string | null;
  order_id: number | null;
  unread: number;
  last_id: number | null;
  last_sender_id: number | null;
  last_body: string | null;
  last_created_at: Date | string | null;
  updated_at: Date | string;
}

export interface MessageRow {
  id: number;
  conversation_id: number;
  sender_id: number;
  body: string;
  created_at: Date | string;
}

/** $1 is the viewer. */
const CONVERSATION_SELECT = `
  SELECT c.id, c.customer_id, c.seller_id, o.id AS other_id, o.role AS other_role,
         coalesce(nullif(o.store_name, ''), nullif(o.display_name, '')) AS other_name, o.image_key AS other_image_key,
         c.product_id, p.product_name,
         (SELECT i.image_key FROM product_images i WHERE i.product_id = p.id ORDER BY i.position LIMIT 1)
           AS product_image_key,
         c.order_id,
         (SELECT count(*)::int FROM messages u
           WHERE u.conversation_id = c.id AND u.sender_id <> $1
             AND u.id > CASE WHEN c.customer_id = $1 THEN c.customer_read_id ELSE c.seller_read_id END) AS unread,
         m.id::int AS last_id, m.sender_id AS last_sender_id, m.body AS last_body, m.created_at AS last_created_at,
         c.last_message_at AS updated_at
    FROM conversations c
    JOIN users o ON o.id = CASE WHEN c.customer_id = $1 THEN c.seller_id ELSE c.customer_id END
    LEFT JOIN products p ON p.id = c.product_id
    LEFT JOIN LATERAL (SELECT * FROM messages l WHERE l.conversation_id = c.id ORDER BY l.id DESC LIMIT 1) m ON true`;

/**
 * The conversations $1 is a party to. A seller sees one only once it has a message: a customer who opens "Ask
 * the seller" and leaves without writing has started nothing the seller should see.
 */
const VISIBLE_TO_VIEWER = `(c.customer_id = $1
       OR (c.seller_id = $1 AND EXISTS (SELECT 1 FROM messages x WHERE x.conversation_id = c.id)))`;

/** The viewer's conversations, latest message first. */
export function listConversations(
  db: Queryable,
  userId: number,
  paging: { limit: number; offset: number },
): Promise<ConversationRow[]> {
  return db.query<ConversationRow>(
    `${CONVERSATION_SELECT}
      WHERE ${VISIBLE_TO_VIEWER}
      ORDER BY c.last_message_at DESC, c.id DESC
      LIMIT $2 OFFSET $3`,
    [userId, paging.limit, paging.offset],
  );
}

export function countConversations(db: Queryable, userId: number): Promise<number> {
  return queryTotal(db, `SELECT count(*)::int AS total FROM conversations c WHERE ${VISIBLE_TO_VIEWER}`, [userId]);
}

/** One conversation, only when the viewer is one of its two parties (a seller: once it has a message). */
export function findConversation(db: Queryable, userId: number, id: number): Promise<ConversationRow | undefined> {
  return queryOne<ConversationRow>(db, `${CONVERSATION_SELECT} WHERE c.id = $2 AND ${VISIBLE_TO_VIEWER}`, [userId, id]);
}

/** Messages to the user, in all their conversations, that they have not read. */
export function countUnread(db: Queryable, userId: number): Promise<number> {
  return queryTotal(
    db,
    `SELECT count(*)::int AS total
       FROM conversations c
       JOIN messages m ON m.conversation_id = c.id
      WHERE (c.customer_id = $1 OR c.seller_id = $1) AND m.sender_id <> $1
        AND m.id > CASE WHEN c.customer_id = $1 THEN c.customer_read_id ELSE c.seller_read_id END`,
    [userId],
    REUSED_PLAN,
  );
}

/** Who a new conversation would be with: a seller by id (null when the id is not a seller's). */
export async function isSeller(db: Queryable, userId: number): Promise<boolean> {
  const row = await queryOne<{ id: number }>(db, 'SELECT id FROM users WHERE id = $1 AND role = 2', [userId]);
  return row !== undefined;
}

/** A live product's seller. */
export function findProductSeller(db: Queryable, productId: number): Promise<{ seller_id: number } | undefined> {
  return queryOne<{ seller_id: number }>(db, 'SELECT seller_id FROM products WHERE id = $1 AND archived_at IS NULL', [
    productId,
  ]);
}

/** The conversation of this pair and subject, made when missing; `created` says whether this call made it. */
export async function upsertConversation(
  db: Queryable,
  subject: { customerId: number; sellerId: number; productId: number | null; orderId: number | null },
): Promise<{ id: number; created: boolean }> {
  const inserted = await queryOne<{ id: number }>(
    db,
    `INSERT INTO conversations (customer_id, seller_id, product_id, order_id) VALUES ($1, $2, $3, $4)
     ON CONFLICT (customer_id, seller_id, coalesce(product_id, 0), coalesce(order_id, 0)) DO NOTHING
     RETURNING id`,
    [subject.customerId, subject.sellerId, subject.productId, subject.orderId],
  );
  if (inserted) return { id: inserted.id, created: true };
  const existing = await queryOne<{ id: number }>(
    db,
    `SELECT id FROM conversations
      WHERE customer_id = $1 AND seller_id = $2 AND coalesce(product_id, 0) = coalesce($3::int, 0)
        AND coalesce(order_id, 0) = coalesce($4::int, 0)`,
    [subject.customerId, subject.sellerId, subject.productId, subject.orderId],
  );
  return { id: existing!.id, created: false };
}

/**
 * A page of a conversation's messages, newest first: before a message id, after one (oldest first then), or
 * the newest. One more than `limit` is read, so the caller knows whether more lie beyond.
 */
export function listMessages(
  db: Queryable,
  conversationId: number,
  page: { before?: number; after?: number; limit: number },
): Promise<MessageRow[]> {
  if (page.after !== undefined) {
    return db.query<MessageRow>(
      `SELECT id::int AS id, conversation_id, sender_id, body, created_at FROM messages
        WHERE conversation_id = $1 AND id > $2 ORDER BY id LIMIT $3`,
      [conversationId, page.after, page.limit + 1],
    );
  }
  return db.query<MessageRow>(
    `SELECT id::int AS id, conversation_id, sender_id, body, created_at FROM messages
      WHERE conversation_id = $1 AND ($2::bigint IS NULL OR id < $2) ORDER BY id DESC LIMIT $3`,
    [conversationId, page.before ?? null, page.limit + 1],
  );
}

/** Adds a message, moves the conversation up the lists and marks it read for its sender, in one transaction. */
export async function insertMessage(
  tx: Queryable,
  conversationId: number,
  senderId: number,
  body: string,
): Promise<MessageRow> {
  const message = await queryOne<MessageRow>(
    tx,
    `INSERT INTO messages (conversation_id, sender_id, body) VALUES ($1, $2, $3)
     RETURNING id::int AS id, conversation_id, sender_id, body, created_at`,
    [conversationId, senderId, body],
  );
  await tx.query(
    `UPDATE conversations
        SET last_message_at = now(),
            customer_read_id = CASE WHEN customer_id = $2 THEN $3 ELSE customer_read_id END,
            seller_read_id = CASE WHEN seller_id = $2 THEN $3 ELSE seller_read_id END
      WHERE id = $1`,
    [conversationId, senderId, message!.id],
  );
  return message!;
}

/**
 * Marks the other side's messages read for the user, up to and including `upTo` when given; true when the
 * user's read pointer moved.
 */
export async function markRead(
  db: Queryable,
  userId: number,
  conversationId: number,
  upTo: number | undefined,
): Promise<boolean> {
  const moved = await db.query(
    `UPDATE conversations c
        SET customer_read_id = CASE WHEN c.customer_id = $1 THEN t.last ELSE c.customer_read_id END,
            seller_read_id = CASE WHEN c.seller_id = $1 THEN t.last ELSE c.seller_read_id END
       FROM (SELECT coalesce(max(id), 0) AS last FROM messages
              WHERE conversation_id = $2 AND ($3::bigint IS NULL OR id <= $3)) t
      WHERE c.id = $2
        AND ((c.customer_id = $1 AND c.customer_read_id < t.last) OR (c.seller_id = $1 AND c.seller_read_id < t.last))
      RETURNING c.id`,
    [userId, conversationId, upTo ?? null],
  );
  return moved.length > 0;
}

/** The two parties of a conversation (for the event that tells both). */
export function findParties(
  db: Queryable,
  conversationId: number,
): Promise<{ customer_id: number; seller_id: number } | undefined> {
  return queryOne(db, 'SELECT customer_id, seller_id FROM conversations WHERE id = $1', [conversationId]);
}
