import { graphql } from '../../__generated__/gql';
import type {
  ChatMessageFields_ChatMessageFragment,
  ConversationFields_ConversationFragment,
} from '../../__generated__/graphql';

export const CHAT_MESSAGE_FIELDS = graphql(`
  fragment ChatMessageFields_chatMessage on ChatMessage {
    id
    conversationId
    senderId
    body
    mine
    createdAt
  }
`);

export const CONVERSATION_FIELDS = graphql(`
  fragment ConversationFields_conversation on Conversation {
    id
    with {
      id
      name
      image
      role
    }
    product {
      id
      name
      image
    }
    orderId
    unreadCount
    updatedAt
    lastMessage {
      ...ChatMessageFields_chatMessage
    }
  }
`);

export const CONVERSATIONS_QUERY = graphql(`
  query Conversations($limit: Int!) {
    conversations(limit: $limit) {
      items {
        ...ConversationFields_conversation
      }
      pageInfo {
        totalData
      }
      unreadCount
    }
  }
`);

export const MESSAGES_QUERY = graphql(`
  query ConversationMessages($conversationId: ID!, $before: ID, $after: ID, $limit: Int) {
    messages(conversationId: $conversationId, before: $before, after: $after, limit: $limit) {
      items {
        ...ChatMessageFields_chatMessage
      }
      hasMore
    }
  }
`);

export const SEND_MESSAGE = graphql(`
  mutation SendMessage($input: SendMessageInput!) {
    sendMessage(input: $input) {
      __typename
      ... on MessageSent {
        chatMessage {
          ...ChatMessageFields_chatMessage
        }
      }
      ... on ErrorResult {
        message
      }
    }
  }
`);

export const START_CONVERSATION = graphql(`
  mutation StartConversation($input: StartConversationInput!) {
    startConversation(input: $input) {
      __typename
      ... on ConversationStarted {
        conversation {
          ...ConversationFields_conversation
        }
      }
      ... on ErrorResult {
        message
      }
    }
  }
`);

export const MARK_CONVERSATION_READ = graphql(`
  mutation MarkConversationRead($input: MarkConversationReadInput!) {
    markConversationRead(input: $input) {
      unreadCount
    }
  }
`);

export type ChatMessageEntry = ChatMessageFields_ChatMessageFragment;
export type ConversationEntry = ConversationFields_ConversationFragment;

export const INBOX_SUBSCRIPTION = graphql(`
  subscription Inbox {
    inbox {
      kind
      message {
        ...ChatMessageFields_chatMessage
      }
      unreadMessageCount
      unreadNotificationCount
    }
  }
`);
