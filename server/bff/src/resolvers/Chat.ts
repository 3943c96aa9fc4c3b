import type {
  ChatMessageResolvers,
  ChatPartyResolvers,
  ChatProductResolvers,
  ConversationResolvers,
  MutationResolvers,
  QueryResolvers,
} from '../__generated__/resolvers-types';
import { given, toId, toOptionalId, toPage } from './inputs';
import { failure, invalidInput, isInvalidInput, isNotFound, nullWhenNotFound, settle } from './results';

/** A refusal a chat mutation expects: not found (not a party, no such product or line), or bad input. */
function chatRefusal(refusal: Parameters<typeof isNotFound>[0]) {
  if (isNotFound(refusal)) return failure('NotFoundError', 'NOT_FOUND', refusal.msg);
  if (isInvalidInput(refusal)) return invalidInput(refusal);
  return undefined;
}

export const chatQueries: Pick<QueryResolvers, 'conversations' | 'conversation' | 'messages' | 'unreadMessageCount'> = {
  conversations: async (_parent, { page, limit }, { storeApi }) => {
    const { data, meta } = await storeApi.conversations.list({ query: { page: given(page), limit: given(limit) } });
    return { ...toPage(data, meta), unreadCount: meta.unread };
  },

  conversation: async (_parent, { id }, { storeApi }) =>
    nullWhenNotFound(async () => (await storeApi.conversations.detail({ params: { id: toId(id, 'id') } })).data),

  messages: async (_parent, { conversationId, before, after, limit }, { storeApi }) => {
    const { data, meta } = await storeApi.conversations.messages({
      params: { id: toId(conversationId, 'conversationId') },
      query: { before: toOptionalId(before, 'before'), after: toOptionalId(after, 'after'), limit: given(limit) },
    });
    return { items: data, hasMore: meta.more };
  },

  unreadMessageCount: async (_parent, _args, { storeApi }) => (await storeApi.conversations.unread()).data.unread,
};

export const chatMutations: Pick<MutationResolvers, 'startConversation' | 'sendMessage' | 'markConversationRead'> = {
  startConversation: (_parent, { input }, { storeApi }) => {
    const body = {
      productId: toOptionalId(input.productId, 'productId'),
      lineId: toOptionalId(input.lineId, 'lineId'),
      sellerId: toOptionalId(input.sellerId, 'sellerId'),
      message: given(input.message),
    };
    return settle(async () => {
      const { data, status } = await storeApi.conversations.start({ body });
      return { __typename: 'ConversationStarted' as const, conversation: data, created: status === 201 };
    }, chatRefusal);
  },

  sendMessage: (_parent, { input }, { storeApi }) => {
    const id = toId(input.conversationId, 'conversationId');
    return settle(async () => {
      const { data } = await storeApi.conversations.send({ params: { id }, body: { body: input.body } });
      return { __typename: 'MessageSent' as const, chatMessage: data };
    }, chatRefusal);
  },

  markConversationRead: async (_parent, { input }, { storeApi }) => {
    const id = toId(input.conversationId, 'conversationId');
    const upTo = toOptionalId(input.upToId, 'upToId');
    const { data } = await storeApi.conversations.markRead({
      params: { id },
      body: upTo === undefined ? {} : { upTo },
    });
    return { unreadCount: data.unread };
  },
};

export const Conversation: ConversationResolvers = {
  id: (conversation) => String(conversation.id),
  orderId: (conversation) => (conversation.orderId === null ? null : String(conversation.orderId)),
  unreadCount: (conversation) => conversation.unread,
  updatedAt: (conversation) => conversation.updated_at,
};

export const ChatParty: ChatPartyResolvers = {
  role: (party) => (party.role === 'seller' ? 2 : 1),
};

export const ChatProduct: ChatProductResolvers = {
  name: (product) => product.product_name,
};

export const ChatMessage: ChatMessageResolvers = {
  id: (message) => String(message.id),
  conversationId: (message) => String(message.conversationId),
  senderId: (message) => String(message.senderId),
  createdAt: (message) => message.created_at,
};
