/**
 * Live news over the WebSocket (graphql-ws): authorised by the session token, filtered by person, capped, and
 * closed when the session ends. Against the real store API and its event stream.
 */
import { createClient, type Client } from 'graphql-ws';
import { afterAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { fileTestApi } from '../support/api';
import { createProduct, createUser, type TestUser } from '../support/fixtures';
import { dataOf, fileTestBff } from './harness';

const { api } = await fileTestApi();
const bff = await fileTestBff(api.origin, { liveMaxSocketsPerUser: 3, liveSessionCheckMs: 100 });
const clients: Client[] = [];

const customer = await createUser(api.db, { role: 1 });
const seller = await createUser(api.db, { role: 2 });
const stranger = await createUser(api.db, { role: 1 });
const sofa = await createProduct(api.db, seller.id, { name: 'Oslo Sofa' });
await bff.server.storeEvents.ready();
afterAll(async () => {
  for (const client of clients) await client.dispose();
});

interface Closed {
  code: number;
  reason: string;
}

/** A live client: what it heard, and how its socket closed. */
function connect(token: string | undefined) {
  let closed: ((event: Closed) => void) | undefined;
  const closedWith = new Promise<Closed>((resolve) => (closed = resolve));
  const client = createClient({
    url: `${bff.origin.replace('http', 'ws')}/graphql`,
    webSocketImpl: WebSocket,
    connectionParams: token === undefined ? {} : { token },
    retryAttempts: 0,
    lazy: false,
    // The closes this file causes are asserted through `closedWith`, not logged.
    onNonLazyError: () => undefined,
    on: { closed: (event) => closed?.(event as Closed) },
  });
  clients.push(client);
  return { client, closedWith };
}

interface Inbox {
  kind: string;
  message: { id: string; body: string; mine: boolean; conversationId: string } | null;
  unreadMessageCount: number;
  unreadNotificationCount: number;
}

const INBOX = `subscription { inbox { kind message { id body mine conversationId } unreadMessageCount unreadNotificationCount } }`;

/**
 * Subscribes to `inbox`; `until(n)` resolves with the first n events heard after OPENED, which `opened` resolves
 * with (every subscription starts with it).
 */
function subscribeInbox(client: Client) {
  const heard: Inbox[] = [];
  let markOpened: (event: Inbox) => void = () => undefined;
  const opened = new Promise<Inbox>((resolve) => (markOpened = resolve));
  const errors: unknown[] = [];
  const waiters: (() => void)[] = [];
  client.subscribe<{ inbox: Inbox }>(
    { query: INBOX },
    {
      next: (result) => {
        if (result.data?.inbox.kind === 'OPENED') markOpened(result.data.inbox);
        else if (result.data) heard.push(result.data.inbox);
        if (result.errors) errors.push(...result.errors);
        waiters.splice(0).forEach((wake) => wake());
      },
      error: (error) => {
        errors.push(error);
        waiters.splice(0).forEach((wake) => wake());
      },
      complete: () => undefined,
    },
  );
  const until = (count: number) =>
    new Promise<Inbox[]>((resolve) => {
      const check = () => (heard.length >= count ? resolve(heard.slice(0, count)) : waiters.push(check));
      check();
    });
  return { heard, errors, until, opened };
}

async function connected(client: Client): Promise<void> {
  await new Promise<void>((resolve) => client.on('connected', () => resolve()));
}

const START = `mutation Start($input: StartConversationInput!) { startConversation(input: $input) {
  ... on ConversationStarted { conversation { id } } } }`;
const SEND = `mutation Send($input: SendMessageInput!) { sendMessage(input: $input) {
  __typename ... on MessageSent { chatMessage { id } } } }`;

async function startAbout(productId: number, by: TestUser): Promise<string> {
  const started = dataOf(
    await bff.gql<{ startConversation: { conversation: { id: string } } }>(
      START,
      { input: { productId: String(productId) } },
      { token: by.token },
    ),
  );
  return started.startConversation.conversation.id;
}

function send(conversationId: string, body: string, by: TestUser) {
  return bff.gql<{ sendMessage: { __typename: string; chatMessage?: { id: string } } }>(
    SEND,
    { input: { conversationId, body } },
    { token: by.token },
  );
}

describe('the inbox subscription', () => {
  it('tells the recipient and the sender of a message, each as they see it, and nobody else', async () => {
    const sellerLive = connect(seller.token);
    const customerLive = connect(customer.token);
    const strangerLive = connect(stranger.token);
    const sellerInbox = subscribeInbox(sellerLive.client);
    const customerInbox = subscribeInbox(customerLive.client);
    const strangerInbox = subscribeInbox(strangerLive.client);
    await Promise.all([sellerLive, customerLive, strangerLive].map(({ client }) => connected(client)));
    // The subscriptions are registered once the server has answered the connection; a message sent now is heard.
    await new Promise((resolve) => setImmediate(resolve));
    await expect.poll(() => bff.server.inbox.size).toBe(3);

    const id = await startAbout(sofa, customer);
    const sent = dataOf(await send(id, 'Does it fit through a 70 cm door?', customer));
    const [toSeller] = await sellerInbox.until(1);
    expect(toSeller).toEqual({
      kind: 'MESSAGE',
      message: {
        id: sent.sendMessage.chatMessage!.id,
        body: 'Does it fit through a 70 cm door?',
        mine: false,
        conversationId: id,
      },
      unreadMessageCount: 1,
      // The message's notification.
      unreadNotificationCount: 1,
    });
    const [toCustomer] = await customerInbox.until(1);
    expect(toCustomer).toMatchObject({ kind: 'MESSAGE', message: { mine: true }, unreadMessageCount: 0 });

    // The stranger's first news is their own message: nothing of the others' came before it.
    const own = await startAbout(sofa, stranger);
    dataOf(await send(own, 'Hello', stranger));
    const [toStranger] = await strangerInbox.until(1);
    expect(toStranger).toMatchObject({ kind: 'MESSAGE', message: { body: 'Hello', mine: true } });
    expect(strangerInbox.errors).toEqual([]);
  });

  it('starts with the counts as they are, and lowers them live when notifications are read elsewhere', async () => {
    const shop = await createUser(api.db, { role: 2 });
    const asker = await createUser(api.db, { role: 1 });
    const product = await createProduct(api.db, shop.id, { stock: 2 });
    dataOf(await send(await startAbout(product, asker), 'Is it solid teak?', asker));

    const live = connect(shop.token);
    const inbox = subscribeInbox(live.client);
    expect(await inbox.opened).toEqual({
      kind: 'OPENED',
      message: null,
      unreadMessageCount: 1,
      unreadNotificationCount: 1,
    });
    const MARK = `mutation { markNotificationsRead { unreadCount } }`;
    expect(dataOf(await bff.gql(MARK, {}, { token: shop.token }))).toEqual({
      markNotificationsRead: { unreadCount: 0 },
    });
    expect((await inbox.until(1))[0]).toMatchObject({
      kind: 'READ',
      unreadNotificationCount: 0,
      unreadMessageCount: 1,
    });
  });

  it('refuses a socket without a session, or with a session that is not one', async () => {
    expect((await connect(undefined).closedWith).code).toBe(4403);
    expect((await connect('not-a-session').closedWith).code).toBe(4403);
  });

  it('answers a malformed subscription, a query, or an unknown field with an error and keeps the socket', async () => {
    const { client } = connect(customer.token);
    const errorOf = (query: string) =>
      new Promise<unknown>((resolve) => {
        client.subscribe({ query }, { next: () => undefined, error: resolve, complete: () => resolve(undefined) });
      });
    const errorsOf = async (query: string) => JSON.stringify(await errorOf(query));
    expect(await errorsOf('subscription { inbox { nope } }')).toContain('Cannot query field');
    expect(await errorsOf('subscription {')).toContain('Syntax Error');
    expect(await errorsOf('query { unreadMessageCount }')).toContain('Only subscriptions run over the live socket');
    const inbox = subscribeInbox(client);
    const id = await startAbout(sofa, customer);
    dataOf(await send(id, 'Still here', customer));
    expect((await inbox.until(1))[0]).toMatchObject({ kind: 'MESSAGE', message: { body: 'Still here' } });
  });

  it('caps the sockets of one account', async () => {
    const user = await createUser(api.db, { role: 1 });
    const open = [connect(user.token), connect(user.token), connect(user.token)];
    await Promise.all(open.map(({ client }) => connected(client)));
    expect((await connect(user.token).closedWith).code).toBe(4429);
  });

  it('closes the socket once its session ends', async () => {
    const user = await createUser(api.db, { role: 1 });
    const live = connect(user.token);
    await connected(live.client);
    await api.db.query('DELETE FROM sessions WHERE user_id = $1', [user.id]);
    expect(await live.closedWith).toMatchObject({ code: 4401 });
  });
});
