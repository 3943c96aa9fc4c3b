import type { MockLink } from '@apollo/client/testing';
import { ROLES } from '@spectrum/shared/constants';
import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import type { ChatMessageEntry, ConversationEntry } from '../features/chat/chat-documents';
import {
  CONVERSATIONS_QUERY,
  MARK_CONVERSATION_READ,
  MESSAGES_QUERY,
  SEND_MESSAGE,
  START_CONVERSATION,
} from '../features/chat/chat-documents';
import { renderApp, signIn } from '../test/render-app';
import { CONVERSATIONS_SHOWN } from './chat';

function message(id: string, conversationId: string, body: string, mine: boolean): ChatMessageEntry {
  return {
    __typename: 'ChatMessage',
    id,
    conversationId,
    senderId: mine ? '7' : '3',
    body,
    mine,
    createdAt: '2025-03-04T09:30:00.000Z',
  } as ChatMessageEntry;
}

function conversation(id: string, name: string, last: ChatMessageEntry | null, unreadCount: number): ConversationEntry {
  return {
    __typename: 'Conversation',
    id,
    with: { __typename: 'ChatParty', id: `3${id}`, name, image: null, role: 'SELLER' },
    product: { __typename: 'ChatProduct', id: '11', name: 'Oslo Sofa', image: null },
    orderId: null,
    unreadCount,
    updatedAt: '2025-03-04T09:30:00.000Z',
    lastMessage: last,
  } as ConversationEntry;
}

const QUESTION = message('40', '5', 'Does it fit through a 70 cm door?', true);
const MARKUP = message('41', '5', '<img src=x onerror="alert(1)"> it comes apart', false);
const OTHER = conversation('6', 'Studio Linea', message('30', '6', 'Thank you!', false), 0);

const listMock = (items: ConversationEntry[]): MockLink.MockedResponse => ({
  request: { query: CONVERSATIONS_QUERY, variables: { limit: CONVERSATIONS_SHOWN } },
  result: {
    data: {
      conversations: {
        __typename: 'ConversationPage',
        items,
        pageInfo: { __typename: 'PageInfo', totalData: items.length },
        unreadCount: 1,
      },
    },
  },
  maxUsageCount: 5,
});

const messagesMock = (conversationId: string, items: ChatMessageEntry[], hasMore = false): MockLink.MockedResponse => ({
  request: { query: MESSAGES_QUERY, variables: { conversationId, limit: 30 } },
  result: { data: { messages: { __typename: 'MessagePage', items, hasMore } } },
});

const readMock = (sent: unknown[]): MockLink.MockedResponse => ({
  request: {
    query: MARK_CONVERSATION_READ,
    variables: (variables: unknown) => {
      sent.push(variables);
      return true;
    },
  },
  result: { data: { markConversationRead: { __typename: 'MarkConversationReadPayload', unreadCount: 0 } } },
  maxUsageCount: 5,
});

describe('chat page', () => {
  beforeEach(() => {
    signIn(ROLES.customer);
  });

  it('lists the conversations, opens the newest, shows its messages as text and marks them read', async () => {
    const sent: unknown[] = [];
    await renderApp('/chat', {
      mocks: [
        listMock([conversation('5', 'Rumah Kayu', MARKUP, 1), OTHER]),
        messagesMock('5', [QUESTION, MARKUP]),
        readMock(sent),
      ],
    });
    const list = await screen.findByRole('list', { name: 'Conversations' });
    const entries = within(list).getAllByRole('button');
    expect(entries.map((entry) => entry.textContent)).toEqual([
      expect.stringContaining('Rumah Kayu'),
      expect.stringContaining('Studio Linea'),
    ]);
    expect(within(entries[0]!).getByLabelText('1 unread')).toBeInTheDocument();
    expect(within(entries[0]!).getByText('About Oslo Sofa')).toBeInTheDocument();

    const thread = await screen.findByRole('list', { name: 'Messages' });
    const bubbles = within(thread).getAllByRole('listitem');
    expect(bubbles).toHaveLength(2);
    // Markup is shown as the text it is.
    expect(within(bubbles[1]!).getByText('<img src=x onerror="alert(1)"> it comes apart')).toBeInTheDocument();
    expect(thread.querySelector('img')).toBeNull();
    await waitFor(() => expect(sent).toEqual([{ input: { conversationId: '5', upToId: '41' } }]));
  });

  it('sends a message and shows it; Send does nothing while the box is empty', async () => {
    const answer = message('42', '5', 'Thanks, I will order it.', true);
    const { user } = await renderApp('/chat', {
      mocks: [
        listMock([conversation('5', 'Rumah Kayu', QUESTION, 0)]),
        messagesMock('5', [QUESTION]),
        {
          request: {
            query: SEND_MESSAGE,
            variables: { input: { conversationId: '5', body: 'Thanks, I will order it.' } },
          },
          result: { data: { sendMessage: { __typename: 'MessageSent', chatMessage: answer } } },
        },
        listMock([conversation('5', 'Rumah Kayu', answer, 0)]),
      ],
    });
    await screen.findByRole('list', { name: 'Messages' });
    const send = screen.getByRole('button', { name: 'Send' });
    expect(send).toBeDisabled();
    await user.type(screen.getByRole('textbox', { name: 'Message' }), 'Thanks, I will order it.');
    await user.click(send);
    const thread = screen.getByRole('list', { name: 'Messages' });
    expect(await within(thread).findByText('Thanks, I will order it.')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Message' })).toHaveValue('');
  });

  it('says when there are no conversations yet', async () => {
    await renderApp('/chat', { mocks: [listMock([])] });
    expect(await screen.findByText('No conversations yet')).toBeInTheDocument();
  });

  it('starts the conversation "Ask the seller" asked for, adds it to the list and opens it', async () => {
    const asked = conversation('8', 'Rumah Kayu', null, 0);
    const { router } = await renderApp('/chat?product=11', {
      mocks: [
        {
          request: { query: START_CONVERSATION, variables: { input: { productId: '11' } } },
          result: {
            data: {
              startConversation: { __typename: 'ConversationStarted', conversation: asked },
            },
          },
        },
        // The list as it was: the new conversation joins it from the answer, without asking again.
        listMock([OTHER]),
        messagesMock('8', []),
      ],
    });
    await waitFor(() => expect(router.state.location.search).toBe('?c=8'));
    expect(await screen.findByRole('textbox', { name: 'Message' })).toBeInTheDocument();
    expect(screen.getByLabelText('Conversation with Rumah Kayu')).toBeInTheDocument();
  });

  it("says why when the order line is not the customer's, and shows the conversations", async () => {
    const { router } = await renderApp('/chat?line=99', {
      mocks: [
        {
          request: { query: START_CONVERSATION, variables: { input: { lineId: '99' } } },
          result: {
            data: { startConversation: { __typename: 'NotFoundError', message: 'Order line not found' } },
          },
        },
        listMock([OTHER]),
        messagesMock('6', []),
      ],
    });
    expect(await screen.findByText('Order line not found')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.search).toBe(''));
  });
});

describe('chat page for a visitor', () => {
  it('offers a login that comes back to the conversation asked for', async () => {
    await renderApp('/chat?product=11');
    expect(await screen.findByRole('link', { name: 'Login' })).toHaveAttribute(
      'href',
      '/login?next=%2Fchat%3Fproduct%3D11',
    );
  });
});
