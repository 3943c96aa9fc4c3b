/**
 * Chat benchmark (issue 31): two BFF replicas, a customer live on one and a seller on the other. With DATABASE_URL
 * each BFF has its own store API replica on that PostgreSQL server (fan-out through LISTEN/NOTIFY); without it one
 * API on an embedded database serves both BFFs. It sends BENCH_MESSAGES (200) messages one at a time, alternately
 * from each side, and times each from the send until the other party's socket hears it (p50/p99/max). Then it
 * opens BENCH_SOCKETS (200) more sockets to one BFF, each with the inbox subscription running, and prints the
 * BFF's resident memory per socket (the growth of VmRSS over the sockets). It asserts nothing: run
 * `npm run build` first; figures from a shared machine are for comparing runs on it.
 *
 *   npm run bench:chat  (BENCH_MESSAGES=200 BENCH_SOCKETS=200)
 */
import fs from 'node:fs';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { createClient, type Client } from 'graphql-ws';
import WebSocket from 'ws';
import { createProduct, createUser, type TestUser } from '../tests/support/fixtures';
import {
  embeddedStore,
  postgresStore,
  startApi,
  startBff,
  type ApiOnPorts,
  type BffOnPorts,
  type StoreFixture,
} from '../tests/faults/support/servers';
import { graphqlAs } from '../tests/faults/support/graphql-as';

const MESSAGES = Number(process.env.BENCH_MESSAGES ?? 200);
const SOCKETS = Number(process.env.BENCH_SOCKETS ?? 200);
const SOCKET_BATCH = 20;
const repoRoot = path.resolve(import.meta.dirname, '..');

if (!fs.existsSync(path.join(repoRoot, 'server/bff/dist/main.js'))) {
  console.error('bench:chat needs a production build (server/bff/dist/main.js): run `npm run build` first');
  process.exit(1);
}

/** Room for the sockets this bench opens, and for its message rate (every one from one loopback address). */
const BFF_ENV = {
  LIVE_MAX_SOCKETS_PER_USER: String(SOCKETS + 10),
  LIVE_MAX_SOCKETS_PER_ADDRESS: String(SOCKETS + 10),
};
const API_ENV = { RATE_LIMIT_MESSAGE_ACCOUNT: `${MESSAGES * 2}/60`, RATE_LIMIT_MESSAGE_ADDRESS: `${MESSAGES * 2}/60` };

interface Inbox {
  client: Client;
  opened: Promise<void>;
  /** Resolves with the time the socket heard a message with this body. */
  heard(body: string): Promise<number>;
}

function listen(bffOrigin: string, user: TestUser): Inbox {
  const client = createClient({
    url: `${bffOrigin.replace('http', 'ws')}/graphql`,
    webSocketImpl: WebSocket,
    connectionParams: { token: user.token },
    retryAttempts: 0,
  });
  const waiting = new Map<string, (at: number) => void>();
  let markOpened: () => void = () => undefined;
  const opened = new Promise<void>((resolve) => (markOpened = resolve));
  client.subscribe<{ inbox: { kind: string; message: { body: string } | null } }>(
    { query: 'subscription { inbox { kind message { body } } }' },
    {
      next: ({ data }) => {
        if (data?.inbox.kind === 'OPENED') markOpened();
        const body = data?.inbox.message?.body;
        if (data?.inbox.kind === 'MESSAGE' && body !== undefined) waiting.get(body)?.(Date.now());
      },
      error: (error) => console.error('inbox failed', error),
      complete: () => undefined,
    },
  );
  return {
    client,
    opened,
    heard: (body) => new Promise((resolve) => waiting.set(body, resolve)),
  };
}

function rssKb(pid: number): number {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1]);
}

function percentile(sorted: readonly number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN;
}

const SEND = `mutation Send($input: SendMessageInput!) { sendMessage(input: $input) { __typename } }`;

async function main(): Promise<void> {
  const databaseUrl = process.env.DATABASE_URL;
  const store: StoreFixture = databaseUrl
    ? await postgresStore(databaseUrl, { products: 0, stock: 0, customers: 1 })
    : await embeddedStore({ products: 0, stock: 0, customers: 1 });
  const processes: (ApiOnPorts | BffOnPorts)[] = [];
  const clients: Client[] = [];
  try {
    const db = await store.open();
    const seller = await createUser(db, { role: 2 });
    const productId = await createProduct(db, seller.id, { name: 'Oslo Sofa', stock: 3 });
    await db.close();
    const customer = store.customers[0]!;

    const apis = databaseUrl
      ? [await startApi(store, API_ENV), await startApi(store, API_ENV)]
      : [await startApi(store, API_ENV)];
    processes.push(...apis);
    const bffs = [await startBff(apis[0]!.origin, BFF_ENV), await startBff(apis.at(-1)!.origin, BFF_ENV)];
    processes.push(...bffs);
    const [customerBff, sellerBff] = bffs.map((bff) => bff.origin) as [string, string];

    const customerInbox = listen(customerBff, customer);
    const sellerInbox = listen(sellerBff, seller);
    clients.push(customerInbox.client, sellerInbox.client);
    await Promise.all([customerInbox.opened, sellerInbox.opened]);
    const started = await graphqlAs<{ startConversation: { conversation: { id: string } } }>(
      customerBff,
      customer,
      `mutation Start($input: StartConversationInput!) { startConversation(input: $input) {
        ... on ConversationStarted { conversation { id } } } }`,
      { input: { productId: String(productId) } },
    );
    const conversationId = started.startConversation.conversation.id;

    const latencies: number[] = [];
    for (let index = 0; index < MESSAGES; index += 1) {
      const fromCustomer = index % 2 === 0;
      const body = `message ${index}`;
      const heard = (fromCustomer ? sellerInbox : customerInbox).heard(body);
      const sentAt = Date.now();
      await graphqlAs(fromCustomer ? customerBff : sellerBff, fromCustomer ? customer : seller, SEND, {
        input: { conversationId, body },
      });
      latencies.push((await heard) - sentAt);
    }
    latencies.sort((a, b) => a - b);

    const bffPid = bffs[1]!.server.pid;
    await sleep(1_000);
    const before = rssKb(bffPid);
    // In batches, as people arrive: 200 sockets opened in one instant each checked their session with the store
    // API at once, and the API's overload guard closed some of them ("The store is busy").
    for (let opened = 0; opened < SOCKETS; opened += SOCKET_BATCH) {
      const batch = Array.from({ length: Math.min(SOCKET_BATCH, SOCKETS - opened) }, () => listen(sellerBff, seller));
      clients.push(...batch.map((socket) => socket.client));
      await Promise.all(batch.map((socket) => socket.opened));
    }
    await sleep(1_000);
    const after = rssKb(bffPid);

    console.log(`chat bench: ${databaseUrl ? '2 BFFs on 2 APIs on PostgreSQL' : '2 BFFs on 1 API (PGlite)'}`);
    console.log('| figure | value |');
    console.log('| --- | --- |');
    console.log(`| messages delivered across replicas | ${latencies.length} |`);
    console.log(`| delivery latency p50 | ${percentile(latencies, 50)} ms |`);
    console.log(`| delivery latency p99 | ${percentile(latencies, 99)} ms |`);
    console.log(`| delivery latency max | ${latencies.at(-1)} ms |`);
    console.log(
      `| BFF resident memory per open socket (${SOCKETS} sockets) | ${((after - before) / SOCKETS).toFixed(1)} KB |`,
    );
  } finally {
    await Promise.all(clients.map((client) => client.dispose()));
    for (const { server } of processes.reverse()) {
      if (!server.hasExited()) {
        server.child.kill('SIGTERM');
        await server.exited;
      }
    }
    await store.dispose();
  }
}

await main();
