import { z } from 'zod';
import { LIMITS } from '../constants';
import { pageMeta } from './envelope';
import { pageLimit, pageQuery, pathId, positiveId, wholeNumber } from './fields';
import { defineRoute } from './route';

/** Who is on the other side of a conversation, as the list and the header of a conversation show them. */
export const chatParty = z
  .object({
    id: z.int(),
    name: z.string().describe("A seller's store name, or a person's display name."),
    image: z.string().nullable().describe('Avatar thumbnail URL, or null.'),
    role: z.enum(['customer', 'seller']),
  })
  .meta({ id: 'ChatParty' });
export type ChatParty = z.infer<typeof chatParty>;

/** One message; `mine` is true for the messages the signed-in user sent. */
export const chatMessage = z
  .object({
    id: z.int(),
    conversationId: z.int(),
    senderId: z.int(),
    body: z.string().describe('Plain text; clients show it escaped, never as HTML.'),
    mine: z.boolean(),
    created_at: z.string().describe('ISO 8601.'),
  })
  .meta({ id: 'ChatMessage' });
export type ChatMessage = z.infer<typeof chatMessage>;

/** A conversation between one customer and one seller, seen by one of the two. */
export const conversationData = z
  .object({
    id: z.int(),
    with: chatParty.describe('The other side.'),
    product: z
      .object({ id: z.int(), product_name: z.string(), image: z.string().nullable() })
      .nullable()
      .describe('The product it is about, if any.'),
    orderId: z.int().nullable().describe('The order it is about, if any.'),
    lastMessage: chatMessage.nullable(),
    unread: z.int().describe('Messages from the other side this user has not read.'),
    updated_at: z.string().describe('ISO 8601: the last message, or when it was started.'),
  })
  .meta({ id: 'Conversation' });
export type ConversationData = z.infer<typeof conversationData>;

/** A message's text: trimmed, not empty, at most LIMITS.messageMaxLength characters, no NUL characters. */
export const messageText = () =>
  z
    .string({ error: 'must be text' })
    .trim()
    .min(1, 'must not be empty')
    .max(LIMITS.messageMaxLength, `must be at most ${LIMITS.messageMaxLength} characters`)
    .refine((text) => !text.includes('\u0000'), 'must not contain NUL characters');

/**
 * POST /conversations: a customer starts (or reopens) a conversation with a seller, about a product (the
 * product's seller), about one of their order lines (its seller, product and order), or with a seller by id.
 */
export const startConversationBody = z
  .object({
    productId: positiveId().optional(),
    lineId: positiveId().optional(),
    sellerId: positiveId().optional(),
    message: messageText().optional().describe('A first message to send with it.'),
  })
  .refine((body) => [body.productId, body.lineId, body.sellerId].filter((id) => id !== undefined).length === 1, {
    message: 'Name exactly one of productId, lineId or sellerId',
    path: ['productId'],
  });

export const conversationsQuery = pageQuery();

/** GET /conversations/:id/messages: the newest page, the page before a message, or the messages after one. */
export const messagesQuery = z
  .object({
    before: positiveId().optional(),
    after: wholeNumber().pipe(z.number().int().min(0, 'must be 0 or more')).optional(),
    limit: pageLimit().optional(),
  })
  .refine((query) => query.before === undefined || query.after === undefined, {
    message: 'Give before or after, not both',
    path: ['before'],
  });

export const messagesMeta = z
  .object({ more: z.boolean().describe('Whether more messages lie beyond this page in the direction asked.') })
  .meta({ id: 'MessagesMeta' });

export const sendMessageBody = z.object({ body: messageText() });
export const markConversationReadBody = z.object({ upTo: positiveId().optional() });

export const chatUnread = z.object({ unread: z.int() }).meta({ id: 'ChatUnread' });

const conversationId = z.object({ id: pathId() });

export const chatRoutes = {
  list: defineRoute({
    method: 'GET',
    path: '/conversations',
    summary: "The signed-in user's conversations, latest message first, with the unread total in `meta.unread`.",
    access: 'signed-in',
    query: conversationsQuery,
    data: z.array(conversationData),
    meta: pageMeta.extend({ unread: z.int() }),
    errors: [],
  }),
  unread: defineRoute({
    method: 'GET',
    path: '/conversations/unread',
    summary: 'How many messages to the signed-in user are unread, in all conversations.',
    access: 'signed-in',
    data: chatUnread,
    errors: [],
  }),
  start: defineRoute({
    method: 'POST',
    path: '/conversations',
    summary: 'A customer starts a conversation with a seller (201), or gets the one they have already (200).',
    description:
      'About a product (`productId`: its seller), one of their order lines (`lineId`: its seller, product and ' +
      'order) or with a seller by id (`sellerId`). One conversation per customer, seller, product and order.',
    access: 'customer',
    body: startConversationBody,
    status: 201,
    data: conversationData,
    errors: ['PRODUCT_NOT_FOUND', 'NOT_FOUND'],
  }),
  detail: defineRoute({
    method: 'GET',
    path: '/conversations/:id',
    summary: 'One of the signed-in user’s conversations (404 for anyone else).',
    access: 'signed-in',
    params: conversationId,
    data: conversationData,
    errors: ['NOT_FOUND'],
  }),
  messages: defineRoute({
    method: 'GET',
    path: '/conversations/:id/messages',
    summary: 'Messages of a conversation, oldest first: the newest page, the page `before` a message, or `after` one.',
    access: 'signed-in',
    params: conversationId,
    query: messagesQuery,
    data: z.array(chatMessage),
    meta: messagesMeta,
    errors: ['NOT_FOUND'],
  }),
  send: defineRoute({
    method: 'POST',
    path: '/conversations/:id/messages',
    summary: 'Sends a text message in one of the signed-in user’s conversations.',
    access: 'signed-in',
    params: conversationId,
    body: sendMessageBody,
    status: 201,
    data: chatMessage,
    errors: ['NOT_FOUND'],
  }),
  markRead: defineRoute({
    method: 'POST',
    path: '/conversations/:id/read',
    summary:
      "Marks read the other side's messages up to `upTo` (the newest on screen), or all; answers the total unread.",
    access: 'signed-in',
    params: conversationId,
    body: markConversationReadBody,
    data: chatUnread,
    errors: ['NOT_FOUND'],
  }),
};
