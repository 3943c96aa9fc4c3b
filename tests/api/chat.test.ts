import { pino } from 'pino';
import { describe, expect, it } from 'vitest';
import {
  LIMITS,
  type ChatMessage,
  type ConversationData,
  type NotificationData,
  type OrderData,
  type StoreEvent,
} from '@spectrum/shared';
import { StoreEvents } from '../../server/bff/src/live/store-events';
import { apiClient, fileTestApi, startTestApi } from '../support/api';
import { createProduct, createUser, type TestUser } from '../support/fixtures';

const { api, client } = await fileTestApi();

const seller = await createUser(api.db, { role: 2 });
const otherSeller = await createUser(api.db, { role: 2 });
const customer = await createUser(api.db, { role: 1 });
const stranger = await createUser(api.db, { role: 1 });
await api.db.query("UPDATE users SET store_name = 'Rumah Kayu' WHERE id = $1", [seller.id]);
await api.db.query("UPDATE users SET display_name = 'Ana Putri' WHERE id = $1", [customer.id]);
const sofa = await createProduct(api.db, seller.id, { name: 'Oslo Sofa', stock: 5 });

const start = (body: unknown, by = customer) => client.post<ConversationData>('/conversations', body, by.token);
const send = (id: number, body: unknown, by: TestUser) =>
  client.post<ChatMessage>(`/conversations/${id}/messages`, body, by.token);
const messagesOf = (id: number, by: TestUser, query = '') =>
  client.get<ChatMessage[]>(`/conversations/${id}/messages${query}`, by.token);
const unreadOf = async (user: TestUser) =>
  (await client.get<{ unread: number }>('/conversations/unread', user.token)).body.data.unread;
async function countMessages(): Promise<number> {
  const [row] = await api.db.query<{ n: number }>('SELECT count(*)::int AS n FROM messages');
  return row!.n;
}

describe('a customer asks a seller about a product', () => {
  it('starts one conversation per product, names it, and both sides see it with unread counts', async () => {
    const started = await start({ productId: sofa, message: 'Does this sofa fit through a 70 cm door?' });
    expect(started.status).toBe(201);
    expect(started.body.data).toMatchObject({
      with: { id: seller.id, name: 'Rumah Kayu', role: 'seller' },
      product: { id: sofa, product_name: 'Oslo Sofa' },
      orderId: null,
      unread: 0,
      lastMessage: { body: 'Does this sofa fit through a 70 cm door?', mine: true, senderId: customer.id },
    });
    const id = started.body.data.id;

    const again = await start({ productId: sofa });
    expect(again.status).toBe(200);
    expect(again.body.data.id).toBe(id);

    const sellerList = await client.get<ConversationData[]>('/conversations', seller.token);
    expect(sellerList.status).toBe(200);
    expect(sellerList.body.data).toHaveLength(1);
    expect(sellerList.body.data[0]).toMatchObject({
      id,
      with: { id: customer.id, name: 'Ana Putri', role: 'customer' },
      unread: 1,
      lastMessage: { mine: false },
    });
    expect(sellerList.body.meta).toMatchObject({ unread: 1, totalData: 1 });
    expect(await unreadOf(seller)).toBe(1);
    expect(await unreadOf(customer)).toBe(0);

    const answer = await send(id, { body: '  Yes, it comes apart: 68 cm.  ' }, seller);
    expect(answer.status).toBe(201);
    expect(answer.body.data).toMatchObject({ body: 'Yes, it comes apart: 68 cm.', mine: true, conversationId: id });
    // Answering reads what came before.
    expect(await unreadOf(seller)).toBe(0);
    expect(await unreadOf(customer)).toBe(1);

    const read = await client.post<{ unread: number }>(`/conversations/${id}/read`, {}, customer.token);
    expect(read.status).toBe(200);
    expect(read.body.data.unread).toBe(0);
    const thread = await messagesOf(id, customer);
    expect(thread.body.data.map((message) => [message.body, message.mine])).toEqual([
      ['Does this sofa fit through a 70 cm door?', true],
      ['Yes, it comes apart: 68 cm.', false],
    ]);
    expect(thread.body.meta).toEqual({ more: false });
  });

  it('shows the seller a conversation only once it has a message', async () => {
    const shy = await createUser(api.db, { role: 1 });
    const listOf = (user: TestUser) => client.get<ConversationData[]>('/conversations', user.token);
    const totalOf = async (user: TestUser) => ((await listOf(user)).body.meta as { totalData: number }).totalData;
    const before = await totalOf(seller);
    const { id } = (await start({ productId: sofa }, shy)).body.data;

    expect((await listOf(shy)).body.data.map((conversation) => conversation.id)).toEqual([id]);
    const unseen = await listOf(seller);
    expect(unseen.body.data.map((conversation) => conversation.id)).not.toContain(id);
    expect(await totalOf(seller)).toBe(before);
    expect((await client.get(`/conversations/${id}`, seller.token)).status).toBe(404);

    expect((await send(id, { body: 'Is it still available?' }, shy)).status).toBe(201);
    const seen = await listOf(seller);
    expect(seen.body.data[0]).toMatchObject({ id, lastMessage: { body: 'Is it still available?' } });
    expect(await totalOf(seller)).toBe(before + 1);
    expect((await client.get(`/conversations/${id}`, seller.token)).status).toBe(200);
  });

  it('about an order line: names the order, its product and its seller', async () => {
    const order = await client.post<OrderData>(
      '/transactions/new',
      {
        productList: [{ productId: sofa, qty: 1 }],
        payment_id: 3,
        shipment_id: 2,
        receiver_name: 'Ana Putri',
        address: 'Jl. Melati 7, Bandung',
        phone: '+62 812 3456 7890',
      },
      customer.token,
    );
    expect(order.status).toBe(201);
    const line = order.body.data.lines[0]!;
    const started = await start({ lineId: line.id });
    expect(started.status).toBe(201);
    expect(started.body.data).toMatchObject({
      with: { id: seller.id },
      product: { id: sofa },
      orderId: order.body.data.id,
      lastMessage: null,
    });
    // Someone else's order line is not found.
    expect((await start({ lineId: line.id }, stranger)).status).toBe(404);
  });
});

describe('paging', () => {
  it('gives the newest page, then older pages before a message, then newer ones after one', async () => {
    const { id } = (await start({ sellerId: otherSeller.id })).body.data;
    for (let n = 1; n <= 7; n++) expect((await send(id, { body: `message ${n}` }, customer)).status).toBe(201);
    const newest = await messagesOf(id, otherSeller, '?limit=3');
    expect(newest.body.data.map((message) => message.body)).toEqual(['message 5', 'message 6', 'message 7']);
    expect(newest.body.meta).toEqual({ more: true });
    const older = await messagesOf(id, otherSeller, `?limit=3&before=${newest.body.data[0]!.id}`);
    expect(older.body.data.map((message) => message.body)).toEqual(['message 2', 'message 3', 'message 4']);
    const oldest = await messagesOf(id, otherSeller, `?limit=3&before=${older.body.data[0]!.id}`);
    expect(oldest.body.data.map((message) => message.body)).toEqual(['message 1']);
    expect(oldest.body.meta).toEqual({ more: false });
    const after = await messagesOf(id, otherSeller, `?limit=2&after=${older.body.data[1]!.id}`);
    expect(after.body.data.map((message) => message.body)).toEqual(['message 4', 'message 5']);
    expect(after.body.meta).toEqual({ more: true });

    // Reading up to a message leaves the later ones unread.
    expect(await unreadOf(otherSeller)).toBe(7);
    const read = await client.post<{ unread: number }>(
      `/conversations/${id}/read`,
      { upTo: older.body.data[2]!.id },
      otherSeller.token,
    );
    expect(read.body.data.unread).toBe(3);
  });
});

describe('message notifications', () => {
  const messageNotices = async (user: TestUser) => {
    const response = await client.get<NotificationData[]>('/notifications', user.token);
    expect(response.status).toBe(200);
    return response.body.data.filter((note) => note.kind === 'message');
  };

  it('tell the recipient only, once per conversation while unread, and are read with the conversation', async () => {
    const asker = await createUser(api.db, { role: 1 });
    await api.db.query("UPDATE users SET display_name = 'Budi' WHERE id = $1", [asker.id]);
    const { id } = (await start({ productId: sofa, message: 'Is the sofa grey?' }, asker)).body.data;
    await send(id, { body: 'And does it fit a 70 cm door?' }, asker);

    const forSeller = await messageNotices(seller);
    const mine = forSeller.filter((note) => note.conversationId === id);
    expect(mine).toHaveLength(1);
    expect(mine[0]).toMatchObject({
      message: 'New message from Budi about Oslo Sofa.',
      productId: sofa,
      product_name: 'Oslo Sofa',
      line_id: null,
      qty: null,
      to_status: null,
      read: false,
    });
    expect(await messageNotices(asker)).toEqual([]);

    await client.post(`/conversations/${id}/read`, {}, seller.token);
    expect((await messageNotices(seller)).find((note) => note.conversationId === id)?.read).toBe(true);

    // The answer tells the customer, naming the shop; a later message after reading is a new notification.
    await send(id, { body: 'Grey, and yes: 68 cm deep.' }, seller);
    expect(await messageNotices(asker)).toMatchObject([
      { conversationId: id, message: 'New message from Rumah Kayu about Oslo Sofa.', read: false },
    ]);
    await send(id, { body: 'Thanks!' }, asker);
    const again = (await messageNotices(seller)).filter((note) => note.conversationId === id);
    expect(again.map((note) => note.read)).toEqual([false, true]);
  });

  it('a refused message tells nobody', async () => {
    const asker = await createUser(api.db, { role: 1 });
    const { id } = (await start({ productId: sofa }, asker)).body.data;
    const before = (await messageNotices(seller)).length;
    expect((await send(id, { body: '' }, asker)).status).toBe(400);
    expect((await send(id, { body: 'x'.repeat(LIMITS.messageMaxLength + 1) }, asker)).status).toBe(400);
    expect((await send(id, { body: 'hello' }, stranger)).status).toBe(404);
    expect(await messageNotices(seller)).toHaveLength(before);
  });
});

describe('only the two parties', () => {
  it('anyone else gets a 404 for the conversation, its messages, sending and reading, and nothing is stored', async () => {
    const { id } = (await start({ productId: sofa })).body.data;
    const before = await countMessages();
    for (const outsider of [stranger, otherSeller]) {
      expect((await client.get(`/conversations/${id}`, outsider.token)).status).toBe(404);
      expect((await messagesOf(id, outsider)).status).toBe(404);
      const sent = await send(id, { body: 'hello' }, outsider);
      expect(sent.status).toBe(404);
      expect(sent.body.code).toBe('NOT_FOUND');
      expect((await client.post(`/conversations/${id}/read`, {}, outsider.token)).status).toBe(404);
    }
    expect((await client.get(`/conversations/${id}`)).status).toBe(401);
    expect((await send(id, { body: 'hello' }, { ...customer, token: '' })).status).toBe(401);
    expect(await countMessages()).toBe(before);
    const strangerList = await client.get<ConversationData[]>('/conversations', stranger.token);
    expect(strangerList.body.data).toEqual([]);
  });
});

describe('bad input is refused and nothing is stored', () => {
  it('empty, blank, oversized, NUL and non-text messages', async () => {
    const { id } = (await start({ productId: sofa })).body.data;
    const before = await countMessages();
    for (const body of [
      {},
      { body: '' },
      { body: '   \n ' },
      { body: 'x'.repeat(LIMITS.messageMaxLength + 1) },
      { body: 'a\u0000b' },
      { body: 42 },
      { body: ['hi'] },
    ]) {
      const response = await send(id, body, customer);
      expect(response.status, JSON.stringify(body).slice(0, 40)).toBe(400);
      expect(response.body.code).toBe('INVALID_INPUT');
      expect(response.body.errors?.[0]?.field).toBe('body');
    }
    expect((await send(id, { body: 'x'.repeat(LIMITS.messageMaxLength) }, customer)).status).toBe(201);
    expect(await countMessages()).toBe(before + 1);
  });

  it('a conversation with oneself, with a customer, by a seller, or about nothing', async () => {
    const before = await api.db.query('SELECT id FROM conversations');
    const withCustomer = await start({ sellerId: stranger.id });
    expect(withCustomer.status).toBe(400);
    expect(withCustomer.body.msg).toBe('You can only start a conversation with a seller');
    expect((await start({ sellerId: customer.id })).status).toBe(400);
    const bySeller = await start({ productId: sofa }, seller);
    expect(bySeller.status).toBe(403);
    expect((await start({})).status).toBe(400);
    expect((await start({ productId: sofa, sellerId: seller.id })).status).toBe(400);
    expect((await start({ productId: 999_999 })).body.code).toBe('PRODUCT_NOT_FOUND');
    expect((await start({ productId: sofa, message: '' })).status).toBe(400);
    expect(await api.db.query('SELECT id FROM conversations')).toEqual(before);
  });

  it('stores markup as the text it is', async () => {
    const { id } = (await start({ productId: sofa })).body.data;
    const markup = '<img src=x onerror="alert(1)"> & <b>bold</b>';
    expect((await send(id, { body: markup }, customer)).body.data.body).toBe(markup);
  });

  it('bad paging parameters and ids', async () => {
    const { id } = (await start({ productId: sofa })).body.data;
    expect((await messagesOf(id, customer, '?before=1&after=1')).status).toBe(400);
    expect((await messagesOf(id, customer, '?limit=0')).status).toBe(400);
    expect((await messagesOf(id, customer, '?before=abc')).status).toBe(400);
    expect((await client.get('/conversations/abc', customer.token)).status).toBe(400);
    expect((await client.get('/conversations/999999', customer.token)).status).toBe(404);
  });
});

describe('a message flood', () => {
  it('is refused with 429 once over the per-account limit', async () => {
    const limited = await startTestApi({
      rateLimits: { ...api.config.rateLimits, messageAccount: { max: 3, windowSeconds: 60 } },
    });
    try {
      const limitedClient = apiClient(limited.origin);
      const who = await createUser(limited.db, { role: 1 });
      const whom = await createUser(limited.db, { role: 2 });
      const { id } = (await limitedClient.post<ConversationData>('/conversations', { sellerId: whom.id }, who.token))
        .body.data;
      const statuses = [];
      for (let n = 0; n < 3; n++) {
        statuses.push((await limitedClient.post(`/conversations/${id}/messages`, { body: `m${n}` }, who.token)).status);
      }
      expect(statuses).toEqual([201, 201, 429]);
      const [row] = await limited.db.query<{ n: number }>('SELECT count(*)::int AS n FROM messages');
      expect(row!.n).toBe(2);
    } finally {
      await limited.close();
    }
  });
});

describe('store events', () => {
  it('a message is announced to both parties once stored; a refused one and a repeated read are not', async () => {
    const heard: StoreEvent[] = [];
    const events = new StoreEvents({
      apiUrl: `${api.origin}/api`,
      secret: api.config.bffSecret,
      logger: pino({ level: 'silent' }),
    });
    events.subscribe((event) => {
      if (event.type === 'message.created' || event.type === 'messages.read') heard.push(event);
    });
    events.start();
    try {
      await events.ready();
      // A customer of their own: the others have used up much of the per-account message limit.
      const asker = await createUser(api.db, { role: 1 });
      const { id } = (await start({ productId: sofa }, asker)).body.data;
      expect((await send(id, { body: '' }, asker)).status).toBe(400);
      expect((await send(id, { body: 'hello' }, stranger)).status).toBe(404);
      const sent = await send(id, { body: 'Is it in stock?' }, asker);
      await until(() => heard.length >= 1);
      expect(heard).toEqual([
        {
          type: 'message.created',
          conversationId: id,
          messageId: sent.body.data.id,
          senderId: asker.id,
          recipientId: seller.id,
        },
      ]);
      await client.post(`/conversations/${id}/read`, {}, seller.token);
      await client.post(`/conversations/${id}/read`, {}, seller.token);
      await send(id, { body: 'Marker' }, seller);
      await until(() => heard.length >= 3);
      expect(heard.slice(1).map((event) => event.type)).toEqual(['messages.read', 'message.created']);
      expect(heard[1]).toEqual({ type: 'messages.read', userId: seller.id, conversationId: id });
    } finally {
      events.stop();
    }
  });
});

function until(done: () => boolean): Promise<void> {
  return new Promise((resolve) => {
    const check = () => (done() ? resolve() : setTimeout(check, 10));
    check();
  });
}
