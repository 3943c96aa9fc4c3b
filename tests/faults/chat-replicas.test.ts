// Two BFF replicas, each in front of its own store API replica, on one PostgreSQL database: a customer on one
// and a seller on the other still hear each other's messages live. The APIs fan the messages out through
// PostgreSQL LISTEN/NOTIFY and each relays them to the BFF connected to it (issue 31). PGlite is embedded in one
// process and cannot be shared by two APIs, so this case needs DATABASE_URL.
import { createClient, type Client } from 'graphql-ws';
import { afterEach, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { createProduct, createUser, type TestUser } from '../support/fixtures';
import { graphqlAs } from './support/graphql-as';
import { postgresStore, startApi, startBff, type StoreFixture } from './support/servers';

/** Issue 31: a message shows in the other party's open conversation within a second. */
const LIVE_WITHIN_MS = 1_000;

const stores: StoreFixture[] = [];
const cleanups: (() => Promise<unknown> | void)[] = [];
afterEach(async () => {
  await Promise.all(cleanups.splice(0).map((cleanup) => cleanup()));
  await Promise.all(stores.splice(0).map((store) => store.dispose()));
});

interface InboxEvent {
  kind: string;
  message: { id: string; body: string; mine: boolean } | null;
}

/** A person's live inbox on one BFF: `opened` once the subscription runs, `next(body)` when a message arrives. */
function listen(bffOrigin: string, user: TestUser) {
  const client: Client = createClient({
    url: `${bffOrigin.replace('http', 'ws')}/graphql`,
    webSocketImpl: WebSocket,
    connectionParams: { token: user.token },
    retryAttempts: 0,
  });
  cleanups.push(() => client.dispose());
  const heard: { event: InboxEvent; at: number }[] = [];
  const waiters: (() => void)[] = [];
  client.subscribe<{ inbox: InboxEvent }>(
    { query: 'subscription { inbox { kind message { id body mine } } }' },
    {
      next: (result) => {
        if (result.data) heard.push({ event: result.data.inbox, at: Date.now() });
        waiters.splice(0).forEach((wake) => wake());
      },
      error: (error) => {
        throw new Error(`inbox failed: ${JSON.stringify(error)}`);
      },
      complete: () => undefined,
    },
  );
  const until = (found: (event: InboxEvent) => boolean) =>
    new Promise<number>((resolve) => {
      const check = () => {
        const hit = heard.find((entry) => found(entry.event));
        if (hit) resolve(hit.at);
        else waiters.push(check);
      };
      check();
    });
  return {
    opened: until((event) => event.kind === 'OPENED'),
    messageAt: (body: string) => until((event) => event.kind === 'MESSAGE' && event.message?.body === body),
  };
}

const START = `mutation Start($input: StartConversationInput!) { startConversation(input: $input) {
  ... on ConversationStarted { conversation { id } } } }`;
const SEND = `mutation Send($input: SendMessageInput!) { sendMessage(input: $input) { __typename } }`;

describe.skipIf(!process.env.DATABASE_URL)('chat across replicas on one PostgreSQL database', () => {
  it('a customer on one BFF and API and a seller on the other hear each other live', async () => {
    const store = await postgresStore(process.env.DATABASE_URL!, { products: 0, stock: 0, customers: 1 });
    stores.push(store);
    const db = await store.open();
    const seller = await createUser(db, { role: 2 });
    const productId = await createProduct(db, seller.id, { name: 'Oslo Sofa', stock: 3 });
    await db.close();
    const customer = store.customers[0]!;

    const apis = [await startApi(store), await startApi(store)];
    const bffs = [await startBff(apis[0]!.origin), await startBff(apis[1]!.origin)];
    cleanups.push(() => {
      for (const { server } of [...bffs, ...apis]) if (!server.hasExited()) server.child.kill('SIGKILL');
    });
    const [customerBff, sellerBff] = bffs.map((bff) => bff.origin) as [string, string];

    const sellerInbox = listen(sellerBff, seller);
    const customerInbox = listen(customerBff, customer);
    await Promise.all([sellerInbox.opened, customerInbox.opened]);

    const started = await graphqlAs<{ startConversation: { conversation: { id: string } } }>(
      customerBff,
      customer,
      START,
      {
        input: { productId: String(productId) },
      },
    );
    const conversationId = started.startConversation.conversation.id;

    const question = 'Does it fit through a 70 cm door?';
    const askedAt = Date.now();
    await graphqlAs(customerBff, customer, SEND, { input: { conversationId, body: question } });
    const heardQuestion = (await sellerInbox.messageAt(question)) - askedAt;

    const answer = 'Yes, with the legs off.';
    const answeredAt = Date.now();
    await graphqlAs(sellerBff, seller, SEND, { input: { conversationId, body: answer } });
    const heardAnswer = (await customerInbox.messageAt(answer)) - answeredAt;

    expect(heardQuestion).toBeLessThan(LIVE_WITHIN_MS);
    expect(heardAnswer).toBeLessThan(LIVE_WITHIN_MS);
  });
});
