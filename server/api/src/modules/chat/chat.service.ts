import { API_MESSAGES, LIMITS, ROLES, type ChatMessage, type ConversationData, type PageMeta } from '@spectrum/shared';
import type { Db, Queryable } from '../../db/client';
import { badRequest, notFound } from '../../lib/errors';
import { pageMeta, pageWindow } from '../../lib/http';
import { publishStoreEvent } from '../../lib/store-events';
import { markMessageNoticeRead, recordMessageNotice } from '../notifications/notifications.service';
import { findCustomerLine } from '../transactions/transactions.service';
import { largeUrl, thumbUrl } from '../../lib/storage';
import * as repo from './chat.repo';

export const CONVERSATION_NOT_FOUND = 'Conversation not found';
export const DEFAULT_CONVERSATION_PAGE_SIZE = 20;

function toMessage(row: repo.MessageRow, viewerId: number): ChatMessage {
  return {
    id: row.id,
    conversationId: row.conversation_id,
    senderId: row.sender_id,
    body: row.body,
    mine: row.sender_id === viewerId,
    created_at: new Date(row.created_at).toISOString(),
  };
}

function toConversation(row: repo.ConversationRow, viewerId: number): ConversationData {
  const otherIsSeller = row.other_role === ROLES.seller;
  return {
    id: row.id,
    with: {
      id: row.other_id,
      name: row.other_name ?? (otherIsSeller ? 'Seller' : 'Customer'),
      image: largeUrl(row.other_image_key),
      role: otherIsSeller ? 'seller' : 'customer',
    },
    product:
      row.product_id !== null && row.product_name !== null
        ? { id: row.product_id, product_name: row.product_name, image: thumbUrl(row.product_image_key) }
        : null,
    orderId: row.order_id,
    lastMessage:
      row.last_id !== null
        ? toMessage(
            {
              id: row.last_id,
              conversation_id: row.id,
              sender_id: row.last_sender_id!,
              body: row.last_body!,
              created_at: row.last_created_at!,
            },
            viewerId,
          )
        : null,
    unread: row.unread,
    updated_at: new Date(row.updated_at).toISOString(),
  };
}

export async function listConversations(
  db: Queryable,
  userId: number,
  query: { page?: number; limit?: number },
): Promise<{ data: ConversationData[]; meta: PageMeta & { unread: number } }> {
  const { page, limit, offset } = pageWindow(query, DEFAULT_CONVERSATION_PAGE_SIZE);
  const [rows, totalData, unread] = await Promise.all([
    repo.listConversations(db, userId, { limit, offset }),
    repo.countConversations(db, userId),
    repo.countUnread(db, userId),
  ]);
  return {
    data: rows.map((row) => toConversation(row, userId)),
    meta: { ...pageMeta(page, limit, totalData), unread },
  };
}

export async function getConversation(db: Queryable, userId: number, id: number): Promise<ConversationData> {
  const row = await repo.findConversation(db, userId, id);
  if (!row) throw notFound(CONVERSATION_NOT_FOUND);
  return toConversation(row, userId);
}

export async function unreadMessages(db: Queryable, userId: number): Promise<{ unread: number }> {
  return { unread: await repo.countUnread(db, userId) };
}

async function storeMessage(
  tx: Queryable,
  conversation: { id: number; customer_id: number; seller_id: number },
  senderId: number,
  body: string,
): Promise<repo.MessageRow> {
  const message = await repo.insertMessage(tx, conversation.id, senderId, body);
  const recipientId = conversation.customer_id === senderId ? conversation.seller_id : conversation.customer_id;
  // Heard by both parties' live clients once the transaction commits (never when it rolls back).
  await publishStoreEvent(tx, {
    type: 'message.created',
    conversationId: conversation.id,
    messageId: message.id,
    senderId,
    recipientId,
  });
  await recordMessageNotice(tx, { userId: recipientId, conversationId: conversation.id, messageId: message.id });
  return message;
}

/**
 * A customer's conversation with a seller about a product, an order line, or nothing in particular: the one
 * they have, or a new one. A first message, when given, is stored in the same transaction.
 */
export async function startConversation(
  db: Db,
  customerId: number,
  body: { productId?: number; lineId?: number; sellerId?: number; message?: string },
): Promise<{ conversation: ConversationData; created: boolean }> {
  let subject: { sellerId: number; productId: number | null; orderId: number | null };
  if (body.productId !== undefined) {
    const product = await repo.findProductSeller(db, body.productId);
    if (!product) throw notFound(API_MESSAGES.productNotFound, 'PRODUCT_NOT_FOUND');
    subject = { sellerId: product.seller_id, productId: body.productId, orderId: null };
  } else if (body.lineId !== undefined) {
    const line = await findCustomerLine(db, body.lineId, customerId);
    if (!line) throw notFound('Order line not found');
    subject = { sellerId: line.seller_id, productId: line.product_id, orderId: line.transaction_id };
  } else {
    const sellerId = body.sellerId!;
    if (!(await repo.isSeller(db, sellerId))) {
      throw badRequest('You can only start a conversation with a seller', [
        { field: 'sellerId', message: "sellerId must be a seller's id" },
      ]);
    }
    subject = { sellerId, productId: null, orderId: null };
  }
  if (subject.sellerId === customerId) throw badRequest('You cannot start a conversation with yourself');
  const { id, created } = await db.transaction(async (tx) => {
    const conversation = await repo.upsertConversation(tx, { customerId, ...subject });
    if (body.message !== undefined) {
      await storeMessage(
        tx,
        { id: conversation.id, customer_id: customerId, seller_id: subject.sellerId },
        customerId,
        body.message,
      );
    }
    return conversation;
  });
  return { conversation: await getConversation(db, customerId, id), created };
}

async function partiesOf(db: Queryable, userId: number, conversationId: number) {
  const parties = await repo.findParties(db, conversationId);
  if (!parties || (parties.customer_id !== userId && parties.seller_id !== userId)) {
    throw notFound(CONVERSATION_NOT_FOUND);
  }
  return { id: conversationId, ...parties };
}

export async function listMessages(
  db: Queryable,
  userId: number,
  conversationId: number,
  query: { before?: number; after?: number; limit?: number },
): Promise<{ data: ChatMessage[]; meta: { more: boolean } }> {
  await partiesOf(db, userId, conversationId);
  const limit = query.limit ?? LIMITS.messagePageSize;
  const rows = await repo.listMessages(db, conversationId, { ...query, limit });
  const more = rows.length > limit;
  const page = rows.slice(0, limit);
  if (query.after === undefined) page.reverse();
  return { data: page.map((row) => toMessage(row, userId)), meta: { more } };
}

export async function sendMessage(db: Db, userId: number, conversationId: number, body: string): Promise<ChatMessage> {
  const conversation = await partiesOf(db, userId, conversationId);
  const row = await db.transaction((tx) => storeMessage(tx, conversation, userId, body));
  return toMessage(row, userId);
}

export async function markConversationRead(
  db: Db,
  userId: number,
  conversationId: number,
  upTo: number | undefined,
): Promise<{ unread: number }> {
  await partiesOf(db, userId, conversationId);
  const noticeRead = await markMessageNoticeRead(db, { userId, conversationId, upTo });
  if ((await repo.markRead(db, userId, conversationId, upTo)) || noticeRead) {
    // The reader's other devices lower their badge.
    await publishStoreEvent(db, { type: 'messages.read', userId, conversationId });
  }
  return unreadMessages(db, userId);
}
