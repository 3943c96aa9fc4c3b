import type { storeApi } from '@spectrum/shared';
import type { AppDeps } from '../../deps';
import type { GroupImplementation } from '../../lib/contract-router';
import { byAccount, byAddress, limitRequests } from '../../lib/rate-limit';
import {
  getConversation,
  listConversations,
  listMessages,
  markConversationRead,
  sendMessage,
  startConversation,
  unreadMessages,
} from './chat.service';

export function chatRoutes({ db, config }: AppDeps): GroupImplementation<typeof storeApi.conversations> {
  const limits = config.rateLimits;
  const messageLimits = [
    limitRequests(db, 'messageAddress', limits.messageAddress, 'Too many messages from your address', byAddress),
    limitRequests(db, 'messageAccount', limits.messageAccount, 'Too many messages from this account', byAccount),
  ];
  return {
    list: async ({ user, query }) => listConversations(db, user.id, query),
    unread: async ({ user }) => ({ data: await unreadMessages(db, user.id) }),
    start: {
      before: messageLimits,
      handle: async ({ user, body }) => {
        const { conversation, created } = await startConversation(db, user.id, body);
        return { data: conversation, status: created ? 201 : 200 };
      },
    },
    detail: async ({ user, params }) => ({ data: await getConversation(db, user.id, params.id) }),
    messages: async ({ user, params, query }) => listMessages(db, user.id, params.id, query),
    send: {
      before: messageLimits,
      handle: async ({ user, params, body }) => ({ data: await sendMessage(db, user.id, params.id, body.body) }),
    },
    markRead: async ({ user, params, body }) => ({
      data: await markConversationRead(db, user.id, params.id, body.upTo),
    }),
  };
}
