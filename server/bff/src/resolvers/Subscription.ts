import { GraphQLError } from 'graphql';
import type { SubscriptionResolvers } from '../__generated__/resolvers-types';
import type { BffContext } from '../context';
import type { InboxSignal } from '../live/inbox-hub';

/** The message of a MESSAGE signal as the subscriber sees it (`mine` for the sender), or null when gone. */
async function messageFor(signal: InboxSignal, { storeApi }: BffContext) {
  if (signal.kind !== 'MESSAGE') return null;
  const { data } = await storeApi.conversations.messages({
    params: { id: signal.conversationId },
    query: { after: signal.messageId - 1, limit: 1 },
  });
  return data.find((message) => message.id === signal.messageId) ?? null;
}

export const Subscription: SubscriptionResolvers = {
  inbox: {
    subscribe: (_parent, _args, context) => {
      if (!context.live) {
        throw new GraphQLError('Subscriptions run over the live socket with a session', {
          extensions: { code: 'UNAUTHENTICATED' },
        });
      }
      return context.live.inbox.listen(context.live.userId);
    },
    resolve: async (signal: InboxSignal, _args: unknown, context: BffContext) => {
      const [message, messages, notifications] = await Promise.all([
        messageFor(signal, context),
        context.storeApi.conversations.unread(),
        context.storeApi.notifications.unread(),
      ]);
      return {
        kind: signal.kind,
        message,
        orderId: signal.kind === 'ORDER' ? String(signal.orderId) : null,
        unreadMessageCount: messages.data.unread,
        unreadNotificationCount: notifications.data.unread,
      };
    },
  },
};
