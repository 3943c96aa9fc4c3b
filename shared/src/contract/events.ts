import { z } from 'zod';
import { defineRoute } from './route';

const id = () => z.int().positive();

/**
 * What changed in the store, as the API tells its BFFs: small facts (ids, never content), so that each BFF drops
 * what it cached about them and tells its live clients. Published in the same transaction as the change, so a
 * change that rolls back is never announced, and delivered to every replica once it commits.
 */
export const storeEventSchema = z
  .discriminatedUnion('type', [
    z
      .object({ type: z.literal('product.changed'), productIds: z.array(id()).min(1) })
      .describe('Anything a product page or card shows changed: price, stock, name, photos, archived, rating.'),
    z.object({ type: z.literal('notification.created'), userId: id() }).describe('The user has a new notification.'),
    z
      .object({
        type: z.literal('order.changed'),
        orderId: id(),
        customerId: id(),
        sellerIds: z.array(id()),
      })
      .describe("An order was placed, or one of its lines' status or money changed."),
    z
      .object({
        type: z.literal('message.created'),
        conversationId: id(),
        messageId: id(),
        senderId: id(),
        recipientId: id(),
      })
      .describe('A chat message was sent: both parties hear of it (the sender on their other devices).'),
    z
      .object({ type: z.literal('messages.read'), userId: id(), conversationId: id() })
      .describe('The user read messages of a conversation (their unread count fell).'),
    z
      .object({ type: z.literal('notifications.read'), userId: id() })
      .describe('The user read notifications (their unread count fell).'),
  ])
  .meta({ id: 'StoreEvent' });
export type StoreEvent = z.infer<typeof storeEventSchema>;
export type StoreEventType = StoreEvent['type'];

/** The header the BFF proves itself with on internal routes (its value is BFF_SECRET). */
export const BFF_SECRET_HEADER = 'x-bff-secret';

export const eventRoutes = {
  stream: defineRoute({
    method: 'GET',
    path: '/events/stream',
    summary: "The store's changes as they commit, for the BFFs (server-sent events).",
    description:
      'Each change is one `store` event whose data is a StoreEvent as JSON; a comment line every 15 s keeps idle ' +
      'connections open. There is no replay: a BFF that reconnects may have missed events and drops what it ' +
      'cached. The stream ends when the API stops or loses its database notifications.',
    access: 'internal',
    stream: true,
    data: storeEventSchema,
    errors: [],
  }),
};
