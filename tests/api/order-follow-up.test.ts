import { describe, expect, it } from 'vitest';
import { ORDER_STATUS, type NotificationData, type OrderData, type SellerOrderLine } from '@spectrum/shared';
import { fileTestApi, placePaidOrder } from '../support/api';
import { createProduct, createUser, orderBody, type TestUser } from '../support/fixtures';

const { api, client } = await fileTestApi();

const seller = await createUser(api.db, { role: 2 });
const otherSeller = await createUser(api.db, { role: 2 });
const customer = await createUser(api.db, { role: 1 });
const otherCustomer = await createUser(api.db, { role: 1 });
await api.db.query("UPDATE users SET store_name = 'Rumah Kayu' WHERE id = $1", [seller.id]);

async function stockOf(productId: number): Promise<number> {
  const [row] = await api.db.query<{ stock: number }>('SELECT stock FROM products WHERE id = $1', [productId]);
  return row!.stock;
}

function placeOrder(lines: { productId: number; qty: number }[], by = customer): Promise<OrderData> {
  return placePaidOrder(client, by.token, orderBody(lines, { payment_id: 3, shipment_id: 2 }));
}

const setStatus = (lineId: number, status: number, by = seller) =>
  client.patch<SellerOrderLine>(`/transactions/status/${lineId}`, { status_id: status }, by.token);

async function notificationsOf(user: TestUser) {
  const response = await client.get<NotificationData[]>('/notifications', user.token);
  expect(response.status).toBe(200);
  return { items: response.body.data, meta: response.body.meta as { unread: number; totalData: number } };
}

describe('a customer cancels', () => {
  it('one line at Get Paid: the stock returns, the seller sees Order Cancel, history and a notification are written', async () => {
    const sofa = await createProduct(api.db, seller.id, { name: 'Oslo Sofa', stock: 5 });
    const lamp = await createProduct(api.db, otherSeller.id, { name: 'Arc Lamp', stock: 5 });
    const order = await placeOrder([
      { productId: sofa, qty: 2 },
      { productId: lamp, qty: 1 },
    ]);
    const sofaLine = order.lines.find((line) => line.productId === sofa)!;
    expect(sofaLine.cancellable).toBe(true);
    expect(await stockOf(sofa)).toBe(3);

    const response = await client.post<OrderData>(
      `/transactions/lines/${sofaLine.id}/cancel`,
      undefined,
      customer.token,
    );
    expect(response.status).toBe(200);
    expect(response.body.msg).toBe('Order line cancelled');
    const cancelled = response.body.data.lines.find((line) => line.id === sofaLine.id)!;
    expect(cancelled).toMatchObject({
      status_id: ORDER_STATUS.cancelled,
      status_name: 'Order Cancel',
      cancellable: false,
    });
    expect(cancelled.history.map((event) => [event.from_status, event.to_status, event.changed_by.id])).toEqual([
      [null, ORDER_STATUS.waitingForPayment, customer.id],
      [ORDER_STATUS.waitingForPayment, ORDER_STATUS.getPaid, customer.id],
      [ORDER_STATUS.getPaid, ORDER_STATUS.cancelled, customer.id],
    ]);
    expect(response.body.data.lines.find((line) => line.productId === lamp)!.status_id).toBe(ORDER_STATUS.getPaid);
    expect(await stockOf(sofa)).toBe(5);
    expect(await stockOf(lamp)).toBe(4);

    const sellerLines = await client.get<SellerOrderLine[]>('/transactions/seller?status=5', seller.token);
    expect(sellerLines.body.data.map((line) => line.id)).toContain(sofaLine.id);
    const notes = await notificationsOf(seller);
    expect(notes.items[0]).toMatchObject({
      kind: 'cancelled',
      line_id: sofaLine.id,
      order_id: order.id,
      message: `The customer cancelled 2 × Oslo Sofa (order #${order.id}).`,
      read: false,
    });
  });

  it('a whole order: every line still at Get Paid, and leaves the others alone', async () => {
    const a = await createProduct(api.db, seller.id, { stock: 4 });
    const b = await createProduct(api.db, seller.id, { stock: 4 });
    const order = await placeOrder([
      { productId: a, qty: 1 },
      { productId: b, qty: 2 },
    ]);
    const lineB = order.lines.find((line) => line.productId === b)!;
    expect((await setStatus(lineB.id, ORDER_STATUS.processed)).status).toBe(200);

    const response = await client.post<OrderData>(`/transactions/orders/${order.id}/cancel`, undefined, customer.token);
    expect(response.body.msg).toBe('Order cancelled');
    expect(response.body.data.lines.map((line) => [line.productId, line.status_id])).toEqual([
      [a, ORDER_STATUS.cancelled],
      [b, ORDER_STATUS.processed],
    ]);
    expect(await stockOf(a)).toBe(4);
    expect(await stockOf(b)).toBe(2);

    const again = await client.post(`/transactions/orders/${order.id}/cancel`, undefined, customer.token);
    expect(again.body).toMatchObject({ status: 409, code: 'ILLEGAL_STATUS_CHANGE' });
  });

  it('refuses a line the seller has processed, and another customer’s line or order', async () => {
    const product = await createProduct(api.db, seller.id, { stock: 3 });
    const order = await placeOrder([{ productId: product, qty: 1 }]);
    const line = order.lines[0]!;
    expect((await client.post(`/transactions/lines/${line.id}/cancel`, undefined, otherCustomer.token)).status).toBe(
      404,
    );
    expect((await client.post(`/transactions/orders/${order.id}/cancel`, undefined, otherCustomer.token)).status).toBe(
      404,
    );
    expect((await client.post(`/transactions/lines/${line.id}/cancel`, undefined, seller.token)).status).toBe(403);

    await setStatus(line.id, ORDER_STATUS.processed);
    const refused = await client.post(`/transactions/lines/${line.id}/cancel`, undefined, customer.token);
    expect(refused.body).toMatchObject({
      status: 409,
      code: 'ILLEGAL_STATUS_CHANGE',
      msg: 'This order line is Processed and can no longer be cancelled: only lines at Waiting for Payment or Get Paid can be.',
    });
    expect(await stockOf(product)).toBe(2);
  });

  it('and the seller at the same moment: exactly one of them moves the line, and the stock returns at most once', async () => {
    for (let round = 0; round < 10; round += 1) {
      const product = await createProduct(api.db, seller.id, { stock: 3 });
      const line = (await placeOrder([{ productId: product, qty: 1 }])).lines[0]!;
      const [byCustomer, bySeller] = await Promise.all([
        client.post(`/transactions/lines/${line.id}/cancel`, undefined, customer.token),
        setStatus(line.id, ORDER_STATUS.processed),
      ]);
      expect([byCustomer.status, bySeller.status].sort()).toEqual([200, 409]);
      expect(await stockOf(product)).toBe(byCustomer.status === 200 ? 3 : 2);
      const events = await api.db.query('SELECT 1 FROM order_line_events WHERE line_id = $1', [line.id]);
      // Placed, paid, then the one move that won.
      expect(events).toHaveLength(3);
    }
  });
});

describe('GET /transactions/orders/:id', () => {
  it('gives the customer one order with its lines and each line’s history, who and when', async () => {
    const product = await createProduct(api.db, seller.id, { stock: 3 });
    const order = await placeOrder([{ productId: product, qty: 1 }]);
    const line = order.lines[0]!;
    await setStatus(line.id, ORDER_STATUS.processed);
    await setStatus(line.id, ORDER_STATUS.sent);

    const response = await client.get<OrderData>(`/transactions/orders/${order.id}`, customer.token);
    expect(response.status).toBe(200);
    expect(response.body.data).toMatchObject({ id: order.id, payment: { id: 3 }, shipment: { id: 2 } });
    const history = response.body.data.lines[0]!.history;
    expect(history).toEqual([
      expect.objectContaining({
        from_status: null,
        to_status: ORDER_STATUS.waitingForPayment,
        to_name: 'Waiting for Payment',
        changed_by: expect.objectContaining({ id: customer.id, role: 1 }),
      }),
      expect.objectContaining({
        from_status: ORDER_STATUS.waitingForPayment,
        to_status: 1,
        to_name: 'Get Paid',
        changed_by: expect.objectContaining({ id: customer.id, role: 1 }),
        reason: null,
      }),
      expect.objectContaining({
        from_status: 1,
        from_name: 'Get Paid',
        to_status: 2,
        changed_by: { id: seller.id, role: 2, name: 'Rumah Kayu' },
      }),
      expect.objectContaining({ from_status: 2, to_status: 3, to_name: 'Sent' }),
    ]);
    for (const event of history) expect(Number.isNaN(Date.parse(event.created_at))).toBe(false);
  });

  it('answers 404 for another customer’s order and 400 for a bad id', async () => {
    const product = await createProduct(api.db, seller.id, { stock: 3 });
    const order = await placeOrder([{ productId: product, qty: 1 }]);
    expect((await client.get(`/transactions/orders/${order.id}`, otherCustomer.token)).body).toMatchObject({
      status: 404,
      code: 'NOT_FOUND',
      msg: 'Order not found',
    });
    expect((await client.get('/transactions/orders/abc', customer.token)).status).toBe(400);
  });

  it('writes history and notifications in the transaction of the change: a refused checkout leaves neither', async () => {
    const scarce = await createProduct(api.db, seller.id, { stock: 1 });
    const [before] = await api.db.query<{ events: number; notes: number }>(
      'SELECT (SELECT count(*)::int FROM order_line_events) AS events, (SELECT count(*)::int FROM notifications) AS notes',
    );
    const refused = await client.post(
      '/transactions/new',
      {
        productList: [{ productId: scarce, qty: 2 }],
        payment_id: 1,
        receiver_name: 'Ana',
        address: 'Jl. Melati 7',
        phone: '+62 812 3456 7890',
      },
      customer.token,
    );
    expect(refused.body).toMatchObject({ status: 409, code: 'INSUFFICIENT_STOCK', details: { productId: scarce } });
    const [after] = await api.db.query<{ events: number; notes: number }>(
      'SELECT (SELECT count(*)::int FROM order_line_events) AS events, (SELECT count(*)::int FROM notifications) AS notes',
    );
    expect(after).toEqual(before);
  });
});

describe('notifications', () => {
  it('tell a seller of new lines and a customer of the seller’s status changes, newest first, with an unread count', async () => {
    const buyer = await createUser(api.db, { role: 1 });
    const shop = await createUser(api.db, { role: 2 });
    const product = await createProduct(api.db, shop.id, { name: 'Teak Bench', stock: 5 });
    const order = await placeOrder([{ productId: product, qty: 2 }], buyer);
    const line = order.lines[0]!;
    await setStatus(line.id, ORDER_STATUS.processed, shop);
    await setStatus(line.id, ORDER_STATUS.sent, shop);

    const forShop = await notificationsOf(shop);
    expect(forShop.items.map((note) => [note.kind, note.message])).toEqual([
      ['paid', `Paid: 2 × Teak Bench (order #${order.id}) is ready to process.`],
      ['new_line', `New order: 2 × Teak Bench (order #${order.id}).`],
    ]);
    const forBuyer = await notificationsOf(buyer);
    expect(forBuyer.items.map((note) => [note.kind, note.message])).toEqual([
      ['shipped', `On its way: 2 × Teak Bench (order #${order.id}) was sent.`],
      ['status_changed', `Teak Bench (order #${order.id}) is now Processed.`],
      ['order_paid', `Payment received: 2 × Teak Bench (order #${order.id}). The seller will prepare it.`],
      ['order_placed', `Order placed: 2 × Teak Bench (order #${order.id}). Pay before the deadline to keep it.`],
    ]);
    expect(forBuyer.items[0]).toMatchObject({ order_id: order.id, line_id: line.id, conversationId: null });
    expect(forBuyer.meta).toMatchObject({ unread: 4, totalData: 4 });
    expect((await client.get('/notifications/unread', buyer.token)).body.data).toEqual({ unread: 4 });
  });

  it('tell a customer once per order of placing and paying it, and of each line they cancel', async () => {
    const buyer = await createUser(api.db, { role: 1 });
    const chair = await createProduct(api.db, seller.id, { name: 'Rattan Chair', stock: 5 });
    const lamp = await createProduct(api.db, otherSeller.id, { name: 'Arc Lamp', stock: 5 });
    const stool = await createProduct(api.db, otherSeller.id, { name: 'Oak Stool', stock: 5 });
    const order = await placeOrder(
      [
        { productId: chair, qty: 1 },
        { productId: lamp, qty: 2 },
        { productId: stool, qty: 1 },
      ],
      buyer,
    );
    const lampLine = order.lines.find((line) => line.productId === lamp)!;
    const cancelled = await client.post(`/transactions/lines/${lampLine.id}/cancel`, undefined, buyer.token);
    expect(cancelled.status).toBe(200);

    const { items, meta } = await notificationsOf(buyer);
    expect(items.map((note) => note.kind)).toEqual(['you_cancelled', 'order_paid', 'order_placed']);
    expect(items[0]!.message).toBe(`You cancelled 2 × Arc Lamp (order #${order.id}).`);
    expect(items[1]!.message).toMatch(
      new RegExp(`^Payment received: \\d × .+ and 2 more items \\(order #${order.id}\\)`),
    );
    expect(items[2]!.message).toMatch(new RegExp(`^Order placed: \\d × .+ and 2 more items \\(order #${order.id}\\)`));
    expect(meta).toMatchObject({ unread: 3, totalData: 3 });
    // The sellers still hear of their own lines only.
    const forOther = (await notificationsOf(otherSeller)).items.filter((note) => note.order_id === order.id);
    expect(forOther.map((note) => note.kind).sort()).toEqual(['cancelled', 'new_line', 'new_line', 'paid', 'paid']);
  });

  it('are marked read up to the newest one on screen, leaving later ones unread', async () => {
    const buyer = await createUser(api.db, { role: 1 });
    const shop = await createUser(api.db, { role: 2 });
    const product = await createProduct(api.db, shop.id, { stock: 5 });
    const line = (await placeOrder([{ productId: product, qty: 1 }], buyer)).lines[0]!;
    await setStatus(line.id, ORDER_STATUS.processed, shop);
    const onScreen = (await notificationsOf(buyer)).items;
    await setStatus(line.id, ORDER_STATUS.sent, shop);

    const marked = await client.post('/notifications/read', { upTo: onScreen[0]!.id }, buyer.token);
    expect(marked.body.data).toEqual({ unread: 1 });
    const after = await notificationsOf(buyer);
    // Placed, paid and Processed were on screen; Sent came later.
    expect(after.items.map((note) => note.read)).toEqual([false, true, true, true]);
    expect((await client.post('/notifications/read', {}, buyer.token)).body.data).toEqual({ unread: 0 });
  });

  it('are paginated, belong to their owner only, and need a session', async () => {
    const buyer = await createUser(api.db, { role: 1 });
    const shop = await createUser(api.db, { role: 2 });
    const product = await createProduct(api.db, shop.id, { stock: 10 });
    for (let index = 0; index < 3; index += 1) await placeOrder([{ productId: product, qty: 1 }], buyer);
    // Each order tells the shop twice: placed (new_line), then paid.
    const page = await client.get<NotificationData[]>('/notifications?page=2&limit=4', shop.token);
    expect(page.body.data).toHaveLength(2);
    expect(page.body.meta).toMatchObject({ page: 2, totalPage: 2, totalData: 6, unread: 6 });
    // The buyer hears only of their own orders (placed and paid, once each), never the shop's notices.
    const forBuyer = (await notificationsOf(buyer)).items;
    expect(forBuyer.map((note) => note.kind)).toEqual(Array(3).fill(['order_paid', 'order_placed']).flat());
    expect((await notificationsOf(otherCustomer)).items).toEqual([]);
    expect((await client.get('/notifications')).status).toBe(401);
    expect((await client.get('/notifications?limit=0', shop.token)).status).toBe(400);
  });
});

describe('seller order lines', () => {
  it('carry the receiver’s name, address and phone, and the payment and shipment chosen', async () => {
    const product = await createProduct(api.db, otherSeller.id, { stock: 3 });
    const order = await placeOrder([{ productId: product, qty: 1 }]);
    const lines = await client.get<SellerOrderLine[]>('/transactions/seller', otherSeller.token);
    expect(lines.body.data.find((line) => line.transaction_id === order.id)).toMatchObject({
      receiver_name: 'Ana Putri',
      address: 'Jl. Melati 7, Bandung',
      phone: '+62 812 3456 7890',
      payment: { id: 3, payment_name: 'BRI' },
      shipment: { id: 2, shipment_name: 'Free shipping' },
    });
  });
});
