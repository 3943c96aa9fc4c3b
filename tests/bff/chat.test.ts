/** Conversations through GraphQL: queries, mutations and their refusals, against the real store API. */
import { describe, expect, it } from 'vitest';
import { fileTestApi } from '../support/api';
import { createProduct, createUser } from '../support/fixtures';
import { dataOf, errorCodeOf, fileTestBff } from './harness';

const { api } = await fileTestApi();
const bff = await fileTestBff(api.origin);

const customer = await createUser(api.db, { role: 1 });
const seller = await createUser(api.db, { role: 2 });
const stranger = await createUser(api.db, { role: 1 });
await api.db.query("UPDATE users SET store_name = 'Rumah Kayu' WHERE id = $1", [seller.id]);
const sofa = await createProduct(api.db, seller.id, { name: 'Oslo Sofa' });

async function countMessages(): Promise<number> {
  const [row] = await api.db.query<{ n: number }>('SELECT count(*)::int AS n FROM messages');
  return row!.n;
}

const START = `mutation Start($input: StartConversationInput!) {
  startConversation(input: $input) {
    __typename
    ... on ConversationStarted { created conversation { id with { id name role } product { id name } unreadCount
      lastMessage { body mine } } }
    ... on ErrorResult { errorCode message }
    ... on InputValidationError { fieldErrors { field message } }
  }
}`;
const SEND = `mutation Send($input: SendMessageInput!) {
  sendMessage(input: $input) {
    __typename
    ... on MessageSent { chatMessage { id body mine conversationId senderId createdAt } }
    ... on ErrorResult { errorCode message }
    ... on InputValidationError { fieldErrors { field message } }
  }
}`;

interface Started {
  startConversation: {
    __typename: string;
    created?: boolean;
    conversation?: { id: string; with: { id: string; name: string; role: string }; unreadCount: number };
    errorCode?: string;
    message?: string;
  };
}
interface Sent {
  sendMessage: { __typename: string; chatMessage?: { id: string; body: string; mine: boolean }; errorCode?: string };
}

describe('conversations through GraphQL', () => {
  it('a customer asks about a product, the seller lists it unread, reads the thread and answers', async () => {
    const started = dataOf(
      await bff.gql<Started>(
        START,
        { input: { productId: String(sofa), message: 'Does it fit through a 70 cm door?' } },
        { token: customer.token },
      ),
    ).startConversation;
    expect(started).toMatchObject({
      __typename: 'ConversationStarted',
      created: true,
      conversation: { with: { id: String(seller.id), name: 'Rumah Kayu', role: 'SELLER' }, unreadCount: 0 },
    });
    const id = started.conversation!.id;
    const again = dataOf(
      await bff.gql<Started>(START, { input: { productId: String(sofa) } }, { token: customer.token }),
    );
    expect(again.startConversation).toMatchObject({ created: false, conversation: { id } });

    const LIST = `{ conversations { pageInfo { totalData } unreadCount items { id unreadCount with { name role } product { name }
      lastMessage { body mine } } } unreadMessageCount }`;
    const list = dataOf(
      await bff.gql<{
        conversations: { pageInfo: { totalData: number }; unreadCount: number; items: unknown[] };
        unreadMessageCount: number;
      }>(LIST, {}, { token: seller.token }),
    );
    expect(list.unreadMessageCount).toBe(1);
    expect(list.conversations).toMatchObject({ pageInfo: { totalData: 1 }, unreadCount: 1 });
    expect(list.conversations.items[0]).toMatchObject({
      id,
      unreadCount: 1,
      with: { role: 'CUSTOMER' },
      product: { name: 'Oslo Sofa' },
      lastMessage: { body: 'Does it fit through a 70 cm door?', mine: false },
    });

    const answer = dataOf(
      await bff.gql<Sent>(
        SEND,
        { input: { conversationId: id, body: 'Yes: it comes apart.' } },
        { token: seller.token },
      ),
    );
    expect(answer.sendMessage).toMatchObject({
      __typename: 'MessageSent',
      chatMessage: { body: 'Yes: it comes apart.', mine: true },
    });

    const THREAD = `query Thread($id: ID!, $before: ID) { conversation(id: $id) { id unreadCount }
      messages(conversationId: $id, before: $before, limit: 1) { hasMore items { id body mine } } }`;
    const thread = dataOf(
      await bff.gql<{
        conversation: { unreadCount: number };
        messages: { hasMore: boolean; items: { id: string; body: string; mine: boolean }[] };
      }>(THREAD, { id }, { token: customer.token }),
    );
    expect(thread.conversation.unreadCount).toBe(1);
    expect(thread.messages).toMatchObject({ hasMore: true, items: [{ body: 'Yes: it comes apart.', mine: false }] });
    const older = dataOf(
      await bff.gql<{ messages: { hasMore: boolean; items: { body: string }[] } }>(
        THREAD,
        { id, before: thread.messages.items[0]!.id },
        { token: customer.token },
      ),
    );
    expect(older.messages).toMatchObject({ hasMore: false, items: [{ body: 'Does it fit through a 70 cm door?' }] });

    const READ = `mutation Read($input: MarkConversationReadInput!) { markConversationRead(input: $input) { unreadCount } }`;
    const read = dataOf(
      await bff.gql<{ markConversationRead: { unreadCount: number } }>(
        READ,
        { input: { conversationId: id } },
        { token: customer.token },
      ),
    );
    expect(read.markConversationRead.unreadCount).toBe(0);
  });

  it('refuses bad input, strangers and the wrong role with clear results, storing nothing', async () => {
    const id = dataOf(await bff.gql<Started>(START, { input: { productId: String(sofa) } }, { token: customer.token }))
      .startConversation.conversation!.id;
    const before = await countMessages();

    const empty = dataOf(
      await bff.gql<Sent>(SEND, { input: { conversationId: id, body: '   ' } }, { token: customer.token }),
    );
    expect(empty.sendMessage).toMatchObject({ __typename: 'InputValidationError', errorCode: 'INVALID_INPUT' });
    const long = dataOf(
      await bff.gql<Sent>(SEND, { input: { conversationId: id, body: 'x'.repeat(2001) } }, { token: customer.token }),
    );
    expect(long.sendMessage.__typename).toBe('InputValidationError');
    const outsider = dataOf(
      await bff.gql<Sent>(SEND, { input: { conversationId: id, body: 'hi' } }, { token: stranger.token }),
    );
    expect(outsider.sendMessage).toMatchObject({ __typename: 'NotFoundError', errorCode: 'NOT_FOUND' });
    expect(errorCodeOf(await bff.gql(SEND, { input: { conversationId: id, body: 'hi' } }))).toBe('UNAUTHENTICATED');
    expect(
      errorCodeOf(await bff.gql(SEND, { input: { conversationId: 'abc', body: 'hi' } }, { token: customer.token })),
    ).toBe('BAD_USER_INPUT');

    const withCustomer = dataOf(
      await bff.gql<Started>(START, { input: { sellerId: String(stranger.id) } }, { token: customer.token }),
    );
    expect(withCustomer.startConversation).toMatchObject({
      __typename: 'InputValidationError',
      message: 'You can only start a conversation with a seller',
    });
    expect(errorCodeOf(await bff.gql(START, { input: { productId: String(sofa) } }, { token: seller.token }))).toBe(
      'FORBIDDEN',
    );
    const strangerView = dataOf(
      await bff.gql<{ conversation: unknown }>(
        `query { conversation(id: "${id}") { id } }`,
        {},
        { token: stranger.token },
      ),
    );
    expect(strangerView.conversation).toBeNull();
    expect(await countMessages()).toBe(before);
  });
});
