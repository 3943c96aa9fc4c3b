import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ORDER_STATUS, taxOf, type OrderData, type QuoteData, type SellerOrderLine } from '@spectrum/shared';
import { loadConfig } from '../../server/api/src/config';
import { expireUnpaidOrders, midtransSignature } from '../../server/api/src/modules/transactions/payments.service';
import { apiClient, startTestApi, type ApiClient, type TestApi } from '../support/api';
import { collectingLogger } from '../support/collected-logs';
import { createProduct, createUser, type TestUser } from '../support/fixtures';

const SERVER_KEY = 'SB-Mid-server-test-key-0123456789';
const { logger, lines: logs } = collectingLogger<{ level: number; msg: string }>();

let api: TestApi;
let client: ApiClient;
let customer: TestUser;
let flatSeller: TestUser;
let plainSeller: TestUser;

beforeAll(async () => {
  api = await startTestApi({ midtransServerKey: SERVER_KEY }, logger);
  client = apiClient(api.origin);
  customer = await createUser(api.db, { role: 1 });
  flatSeller = await createUser(api.db, { role: 2 });
  plainSeller = await createUser(api.db, { role: 2 });
  await api.db.query("UPDATE users SET store_name = 'Rumah Kayu' WHERE id = $1", [flatSeller.id]);
  const saved = await client.call('PUT', '/transactions/shipping-offer', {
    body: { flat_rate_fee: 20_000, free_shipping_min: 1_000_000, pickup_address: 'Jl. Kayu 1, Jakarta' },
    token: flatSeller.token,
  });
  expect(saved.status).toBe(200);
});
afterAll(() => api.close());

const checkout = (productList: { productId: number; qty: number }[], shipment_id = 1, by = customer) =>
  client.post<OrderData>(
    '/transactions/new',
    {
      productList,
      payment_id: 2,
      shipment_id,
      receiver_name: 'Ana Putri',
      address: 'Jl. Melati 7, Bandung',
      phone: '+62 812 3456 7890',
    },
    by.token,
  );

async function placeOrder(productList: { productId: number; qty: number }[], by = customer): Promise<OrderData> {
  const response = await checkout(productList, 1, by);
  expect(response.status).toBe(201);
  return response.body.data;
}

async function stockOf(productId: number): Promise<number> {
  const [row] = await api.db.query<{ stock: number }>('SELECT stock FROM products WHERE id = $1', [productId]);
  return row!.stock;
}

const orderOf = async (id: number, by = customer) =>
  (await client.get<OrderData>(`/transactions/orders/${id}`, by.token)).body.data;

function notification(order: OrderData, overrides: Record<string, string> = {}) {
  const body = {
    order_id: `SPECTRUM-${order.id}`,
    status_code: '200',
    gross_amount: `${order.money.due}.00`,
    transaction_status: 'settlement',
    transaction_id: `mt-${order.id}-${Math.random().toString(36).slice(2)}`,
    payment_type: 'bank_transfer',
    fraud_status: 'accept',
    ...overrides,
  };
  return { ...body, signature_key: overrides.signature_key ?? midtransSignature(body, SERVER_KEY) };
}

/** Two lines from two sellers: a Rp 100,000 bench (Flat Rate Rp 20,000) and a Rp 120,000 lamp (no fee). */
async function twoSellerOrder() {
  const bench = await createProduct(api.db, flatSeller.id, { name: 'Teak Bench', price: 100_000, stock: 5 });
  const lamp = await createProduct(api.db, plainSeller.id, { name: 'Arc Lamp', price: 120_000, stock: 5 });
  const order = await placeOrder([
    { productId: bench, qty: 1 },
    { productId: lamp, qty: 1 },
  ]);
  const benchLine = order.lines.find((line) => line.productId === bench)!;
  const lampLine = order.lines.find((line) => line.productId === lamp)!;
  return { bench, lamp, order, benchLine, lampLine };
}

/** A buyer, a shop with a 4-unit Oak Stool, and an order of `qty` of it, on an API started with other settings. */
async function orderOn(other: TestApi, qty: number) {
  const local = apiClient(other.origin);
  const buyer = await createUser(other.db, { role: 1 });
  const shop = await createUser(other.db, { role: 2 });
  const product = await createProduct(other.db, shop.id, { name: 'Oak Stool', stock: 4 });
  const placed = await local.post<OrderData>(
    '/transactions/new',
    {
      productList: [{ productId: product, qty }],
      payment_id: 4,
      receiver_name: 'Ana',
      address: 'Jl. Melati 7',
      phone: '+62 812 3456 7890',
    },
    buyer.token,
  );
  expect(placed.status).toBe(201);
  return { local, buyer, shop, product, order: placed.body.data };
}

describe('a new order', () => {
  it('starts unpaid, with the bank, a virtual account of its own, the exact amount and a 24-hour deadline', async () => {
    const { order } = await twoSellerOrder();
    const other = (await twoSellerOrder()).order;
    expect(order.lines.map((line) => [line.status_id, line.status_name])).toEqual([
      [ORDER_STATUS.waitingForPayment, 'Waiting for Payment'],
      [ORDER_STATUS.waitingForPayment, 'Waiting for Payment'],
    ]);
    expect(order).toMatchObject({
      subtotal: 220_000,
      tax: 22_000,
      shipping: 20_000,
      total: 262_000,
      payment_state: 'unpaid',
      paid_at: null,
      simulate_payment: true,
      money: {
        charged: { lines: 220_000, tax: 22_000, shipping: 20_000, total: 262_000 },
        cancelled: { lines: 0, tax: 0, shipping: 0, total: 0 },
        payable: 262_000,
        paid: 0,
        refunded: 0,
        due: 262_000,
      },
      shipping_by_seller: [
        { seller_id: flatSeller.id, store_name: 'Rumah Kayu', shipment_id: 1, fee: 20_000, refunded: false },
        { seller_id: plainSeller.id, shipment_id: 1, fee: 0, refunded: false },
      ],
    });
    expect(order.instructions).toMatchObject({ bank: 'BNI', amount: 262_000 });
    expect(order.instructions!.virtual_account).toMatch(/^\d{16}$/);
    expect(order.instructions!.virtual_account).not.toBe(other.instructions!.virtual_account);
    const hours = (Date.parse(order.instructions!.deadline) - Date.parse(order.created_at)) / 3_600_000;
    expect(hours).toBe(24);
    expect(order.payment_deadline).toBe(order.instructions!.deadline);
  });

  it('takes a cancelled line’s amount and tax off what is due, its seller’s shipping too, and 0 when all is cancelled', async () => {
    const { order, benchLine, lampLine, bench } = await twoSellerOrder();
    const first = await client.post<OrderData>(`/transactions/lines/${benchLine.id}/cancel`, undefined, customer.token);
    expect(first.status).toBe(200);
    // Rp 262,000 − (100,000 + 10,000 tax + 20,000 shipping of the only line of that seller)
    expect(first.body.data.money).toMatchObject({
      cancelled: { lines: 100_000, tax: 10_000, shipping: 20_000, total: 130_000 },
      due: 132_000,
      refunded: 0,
    });
    expect(first.body.data.instructions?.amount).toBe(132_000);
    expect(first.body.data.shipping_by_seller[0]).toMatchObject({ seller_id: flatSeller.id, refunded: true });
    expect(await stockOf(bench)).toBe(5);

    const rest = await client.post<OrderData>(`/transactions/lines/${lampLine.id}/cancel`, undefined, customer.token);
    expect(rest.body.data.money).toMatchObject({ payable: 0, due: 0, refunded: 0 });
    expect(rest.body.data.instructions).toBeNull();
    expect(rest.body.data.simulate_payment).toBe(false);
    const paying = await client.post(`/transactions/orders/${order.id}/simulate-payment`, undefined, customer.token);
    expect(paying.body).toMatchObject({ status: 409, code: 'PAYMENT_REFUSED' });
  });

  it('once paid, shows a cancelled line as refunded, the same on the seller’s side', async () => {
    const { order, benchLine, lampLine } = await twoSellerOrder();
    const paid = await client.post<OrderData>(`/transactions/orders/${order.id}/simulate-payment`, {}, customer.token);
    expect(paid.status).toBe(200);
    expect(paid.body.data).toMatchObject({ payment_state: 'paid', instructions: null, simulate_payment: false });
    expect(paid.body.data.money).toMatchObject({ paid: 262_000, due: 0, refunded: 0 });
    expect(paid.body.data.lines.map((line) => line.status_id)).toEqual([ORDER_STATUS.getPaid, ORDER_STATUS.getPaid]);

    const processed = await client.patch(
      `/transactions/status/${benchLine.id}`,
      { status_id: ORDER_STATUS.processed },
      flatSeller.token,
    );
    expect(processed.status).toBe(200);
    const cancelled = await client.post<OrderData>(
      `/transactions/lines/${lampLine.id}/cancel`,
      undefined,
      customer.token,
    );
    expect(cancelled.body.data.money).toMatchObject({
      cancelled: { lines: 120_000, tax: 12_000, shipping: 0, total: 132_000 },
      payable: 130_000,
      paid: 262_000,
      refunded: 132_000,
      due: 0,
    });
    const sellerSide = await client.get<SellerOrderLine[]>('/transactions/seller?status=5', plainSeller.token);
    const line = sellerSide.body.data.find((row) => row.id === lampLine.id)!;
    expect(line).toMatchObject({ payment_state: 'paid', tax: 12_000, refunded: 132_000 });
  });
});

describe('an unpaid line', () => {
  it('cannot be moved by its seller, with a clear message, and nothing changes', async () => {
    const { benchLine, order } = await twoSellerOrder();
    for (const status_id of [ORDER_STATUS.processed, ORDER_STATUS.sent, ORDER_STATUS.cancelled]) {
      const refused = await client.patch(`/transactions/status/${benchLine.id}`, { status_id }, flatSeller.token);
      expect(refused.body).toMatchObject({
        status: 409,
        code: 'ILLEGAL_STATUS_CHANGE',
        msg: 'This order is not paid yet: its lines move once the customer pays.',
      });
    }
    const seen = await client.get<SellerOrderLine[]>('/transactions/seller?status=6', flatSeller.token);
    expect(seen.body.data.find((line) => line.id === benchLine.id)).toMatchObject({ payment_state: 'unpaid' });
    expect((await orderOf(order.id)).lines[0]!.status_id).toBe(ORDER_STATUS.waitingForPayment);
  });
});

describe('the quantity cap', () => {
  it('holds per product after lines are merged, at checkout and in the quote', async () => {
    const rug = await createProduct(api.db, plainSeller.id, { price: 1_000, stock: 5_000 });
    const threeLines = [
      { productId: rug, qty: 999 },
      { productId: rug, qty: 999 },
      { productId: rug, qty: 999 },
    ];
    const refused = await checkout(threeLines);
    expect(refused.body).toMatchObject({ status: 400, code: 'INVALID_INPUT' });
    expect(refused.body.errors?.[0]?.field).toBe('productList.0.qty');
    expect(await stockOf(rug)).toBe(5_000);
    expect((await client.post('/transactions/quote', { productList: threeLines })).status).toBe(400);
    const fits = await checkout([
      { productId: rug, qty: 500 },
      { productId: rug, qty: 499 },
    ]);
    expect(fits.status).toBe(201);
    expect(fits.body.data.lines).toHaveLength(1);
    expect(await stockOf(rug)).toBe(5_000 - 999);
  });
});

describe('the Midtrans notification', () => {
  it('pays a verified settlement once: a replay answers 200 and changes nothing', async () => {
    const { order } = await twoSellerOrder();
    const body = notification(order);
    const first = await client.post<{ outcome: string }>('/payments/midtrans/notification', body);
    expect(first.status).toBe(200);
    expect(first.body.data).toEqual({ order_id: `SPECTRUM-${order.id}`, outcome: 'paid' });
    const paid = await orderOf(order.id);
    expect(paid).toMatchObject({ payment_state: 'paid', money: { paid: 262_000, due: 0 } });
    expect(paid.lines.every((line) => line.status_id === ORDER_STATUS.getPaid)).toBe(true);

    const [before] = await api.db.query<{ events: number; notes: number }>(
      'SELECT (SELECT count(*)::int FROM order_line_events) AS events, (SELECT count(*)::int FROM notifications) AS notes',
    );
    const replay = await client.post<{ outcome: string }>('/payments/midtrans/notification', body);
    expect(replay.status).toBe(200);
    expect(replay.body.data.outcome).toBe('replayed');
    const [after] = await api.db.query<{ events: number; notes: number }>(
      'SELECT (SELECT count(*)::int FROM order_line_events) AS events, (SELECT count(*)::int FROM notifications) AS notes',
    );
    expect(after).toEqual(before);
    // Another payment for the same order is refused.
    const second = await client.post(
      '/payments/midtrans/notification',
      notification(paid, { gross_amount: '262000.00' }),
    );
    expect(second.body).toMatchObject({ status: 409, code: 'PAYMENT_REFUSED', msg: 'This order is already paid.' });
  });

  it('refuses a wrong signature (401) or amount (409), logs it, and changes nothing', async () => {
    const { order } = await twoSellerOrder();
    logs.length = 0;
    const forged = await client.post(
      '/payments/midtrans/notification',
      notification(order, { signature_key: 'f'.repeat(128) }),
    );
    expect(forged.body).toMatchObject({ status: 401, code: 'PAYMENT_SIGNATURE' });
    const short = await client.post(
      '/payments/midtrans/notification',
      notification(order, { gross_amount: '261000.00' }),
    );
    expect(short.body).toMatchObject({
      status: 409,
      code: 'PAYMENT_REFUSED',
      msg: 'The payment amount 261000 is not the amount due, 262000.',
    });
    const cents = await client.post(
      '/payments/midtrans/notification',
      notification(order, { gross_amount: '262000.50' }),
    );
    expect(cents.status).toBe(409);
    expect(logs.filter((line) => line.msg === 'payment notification refused')).toHaveLength(3);
    expect((await orderOf(order.id)).payment_state).toBe('unpaid');
  });

  it('refuses an unknown order, ignores news that moves no money, and answers 400 to a malformed body', async () => {
    const { order } = await twoSellerOrder();
    const unknown = await client.post(
      '/payments/midtrans/notification',
      notification({ ...order, id: 999_999 }, { order_id: 'SPECTRUM-999999' }),
    );
    expect(unknown.body).toMatchObject({ status: 404, msg: 'No order has this payment reference.' });
    const foreign = await client.post('/payments/midtrans/notification', notification(order, { order_id: 'ORDER-1' }));
    expect(foreign.status).toBe(404);
    const pending = await client.post<{ outcome: string }>(
      '/payments/midtrans/notification',
      notification(order, { transaction_status: 'pending', status_code: '201' }),
    );
    expect(pending.body.data.outcome).toBe('ignored');
    expect((await client.post('/payments/midtrans/notification', { order_id: 5 })).status).toBe(400);
    expect((await orderOf(order.id)).payment_state).toBe('unpaid');
  });
});

describe('the development provider', () => {
  it('is off in production: the route answers 404 and the order offers no button', async () => {
    expect(
      loadConfig({ NODE_ENV: 'production', APP_SECRET: 'x'.repeat(32), BFF_SECRET: 'y'.repeat(32) }).simulatePayments,
    ).toBe(false);
    expect(loadConfig({ NODE_ENV: 'development' }).simulatePayments).toBe(true);
    // As in production: no development provider, and (no MIDTRANS_SERVER_KEY) no notification is trusted.
    const production = await startTestApi({ simulatePayments: false, midtransServerKey: undefined });
    try {
      const { local, buyer, order } = await orderOn(production, 1);
      expect(order).toMatchObject({ payment_state: 'unpaid', simulate_payment: false });
      const simulated = await local.post(`/transactions/orders/${order.id}/simulate-payment`, {}, buyer.token);
      expect(simulated.status).toBe(404);
      const keyless = await local.post('/payments/midtrans/notification', notification(order));
      expect(keyless.body).toMatchObject({ status: 401, code: 'PAYMENT_SIGNATURE' });
      expect(
        (await local.get<OrderData>(`/transactions/orders/${order.id}`, buyer.token)).body.data.payment_state,
      ).toBe('unpaid');
    } finally {
      await production.close();
    }
  });

  it('pays only the customer’s own order', async () => {
    const { order } = await twoSellerOrder();
    const stranger = await createUser(api.db, { role: 1 });
    const response = await client.post(`/transactions/orders/${order.id}/simulate-payment`, {}, stranger.token);
    expect(response.status).toBe(404);
    expect((await orderOf(order.id)).payment_state).toBe('unpaid');
  });
});

describe('expiry', () => {
  it('cancels an unpaid order past its deadline with a reason, returns its stock and tells both sides', async () => {
    const short = await startTestApi({ paymentDeadlineSeconds: 1 });
    try {
      const { local, buyer, shop, product, order } = await orderOn(short, 3);
      expect(Date.parse(order.payment_deadline!) - Date.parse(order.created_at)).toBe(1_000);
      // Before the deadline the sweep leaves it alone; after it (driven with a later clock, no sleeping) it expires.
      expect(await expireUnpaidOrders(short.db, new Date(Date.parse(order.created_at) + 500))).toBe(0);
      expect(await expireUnpaidOrders(short.db, new Date(Date.parse(order.created_at) + 5_000))).toBe(1);
      expect(await expireUnpaidOrders(short.db, new Date(Date.parse(order.created_at) + 5_000))).toBe(0);

      const after = (await local.get<OrderData>(`/transactions/orders/${order.id}`, buyer.token)).body.data;
      expect(after).toMatchObject({ payment_state: 'expired', instructions: null, money: { due: 0, paid: 0 } });
      expect(after.lines[0]).toMatchObject({ status_id: ORDER_STATUS.cancelled, cancellable: false });
      expect(after.lines[0]!.history.at(-1)).toMatchObject({
        from_status: ORDER_STATUS.waitingForPayment,
        to_status: ORDER_STATUS.cancelled,
        reason: 'Not paid by the payment deadline',
      });
      const [row] = await short.db.query<{ stock: number }>('SELECT stock FROM products WHERE id = $1', [product]);
      expect(row!.stock).toBe(4);
      for (const person of [buyer, shop]) {
        const notes = await local.get<{ kind: string; message: string }[]>('/notifications', person.token);
        expect(notes.body.data[0]).toMatchObject({
          kind: 'expired',
          message: `Not paid in time: 3 × Oak Stool (order #${order.id}) was cancelled.`,
        });
      }
      const late = await local.post(`/transactions/orders/${order.id}/simulate-payment`, {}, buyer.token);
      expect(late.body).toMatchObject({ status: 409, code: 'PAYMENT_REFUSED' });
    } finally {
      await short.close();
    }
  });

  it('expires each order once when sweeps run at the same time (replicas), and the stock comes back once', async () => {
    const product = await createProduct(api.db, plainSeller.id, { stock: 50 });
    const orders: OrderData[] = [];
    for (let index = 0; index < 8; index += 1) orders.push(await placeOrder([{ productId: product, qty: 2 }]));
    expect(await stockOf(product)).toBe(34);
    const later = new Date(Date.now() + 2 * 24 * 3600 * 1000);
    const counts = await Promise.all([
      expireUnpaidOrders(api.db, later, 3),
      expireUnpaidOrders(api.db, later, 3),
      expireUnpaidOrders(api.db, later, 3),
    ]);
    // Every unpaid order of this file (earlier tests left some) expired exactly once in all.
    const [{ expired }] = (await api.db.query<{ expired: number }>(
      "SELECT count(*)::int AS expired FROM transactions WHERE payment_state = 'expired'",
    )) as [{ expired: number }];
    expect(counts.reduce((sum, count) => sum + count, 0)).toBe(expired);
    expect(await stockOf(product)).toBe(50);
    for (const order of orders) expect((await orderOf(order.id)).payment_state).toBe('expired');
  });
});

describe('shipping offers', () => {
  it('refuse bad input with a clear message and change nothing', async () => {
    const cases = [
      [
        { flat_rate_fee: -1, free_shipping_min: null, pickup_address: null },
        'flat_rate_fee',
        'The Flat Rate fee must not be negative.',
      ],
      [
        { flat_rate_fee: 10.5, free_shipping_min: null, pickup_address: null },
        'flat_rate_fee',
        'The Flat Rate fee must be a whole number of rupiah.',
      ],
      [
        { flat_rate_fee: 1, free_shipping_min: null, pickup_address: '  ' },
        'pickup_address',
        'The pickup address is required to offer Local Pick Up.',
      ],
      [
        { flat_rate_fee: 1, free_shipping_min: '5', pickup_address: null },
        'free_shipping_min',
        'The Free shipping minimum must be a number.',
      ],
    ] as const;
    for (const [body, field, message] of cases) {
      const response = await client.call('PUT', '/transactions/shipping-offer', { body, token: flatSeller.token });
      expect(response.status).toBe(400);
      expect(response.body.errors).toEqual([expect.objectContaining({ field, message })]);
    }
    expect((await client.get('/transactions/shipping-offer', flatSeller.token)).body.data).toEqual({
      flat_rate_fee: 20_000,
      free_shipping_min: 1_000_000,
      pickup_address: 'Jl. Kayu 1, Jakarta',
    });
    expect((await client.get('/transactions/shipping-offer', customer.token)).status).toBe(403);
  });

  it('price each seller’s shipping in the quote, and a choice a seller does not offer cannot be checked out', async () => {
    const picky = await createUser(api.db, { role: 2 });
    await client.call('PUT', '/transactions/shipping-offer', {
      body: { flat_rate_fee: 15_000, free_shipping_min: null, pickup_address: null },
      token: picky.token,
    });
    const vase = await createProduct(api.db, picky.id, { price: 50_000, stock: 3 });
    const bench = await createProduct(api.db, flatSeller.id, { price: 100_000, stock: 3 });
    const cart = [
      { productId: vase, qty: 1 },
      { productId: bench, qty: 1 },
    ];
    const quote = await client.post<QuoteData>('/transactions/quote', { productList: cart, shipment_id: 1 });
    expect(quote.body.data).toMatchObject({
      subtotal: 150_000,
      tax: taxOf(50_000) + taxOf(100_000),
      shipping: 35_000,
      shipment_available: true,
      total: 150_000 + 15_000 + 35_000,
    });
    const free = await client.post<QuoteData>('/transactions/quote', { productList: cart, shipment_id: 2 });
    expect(free.body.data.shipment_available).toBe(false);
    const pickySide = free.body.data.sellers.find((seller) => seller.seller_id === picky.id)!;
    expect(pickySide.choices.map((choice) => [choice.shipment_name, choice.available, choice.fee])).toEqual([
      ['Flat Rate', true, 15_000],
      ['Free shipping', false, 0],
      ['Local Pick Up', false, 0],
    ]);
    const flatSide = free.body.data.sellers.find((seller) => seller.seller_id === flatSeller.id)!;
    expect(flatSide.choices[1]!.note).toBe('Rumah Kayu ships free from a subtotal of Rp 1,000,000.');
    expect(flatSide.choices[2]).toMatchObject({ available: true, note: 'Jl. Kayu 1, Jakarta' });

    const refused = await checkout(cart, 3);
    expect(refused.body).toMatchObject({ status: 422, code: 'SHIPMENT_NOT_OFFERED' });
    expect(await stockOf(vase)).toBe(3);
    expect(await stockOf(bench)).toBe(3);
  });
});

describe('tracking numbers', () => {
  it('go with Sent, and the customer sees them', async () => {
    const { order, benchLine } = await twoSellerOrder();
    await client.post(`/transactions/orders/${order.id}/simulate-payment`, {}, customer.token);
    const wrong = await client.patch(
      `/transactions/status/${benchLine.id}`,
      { status_id: ORDER_STATUS.processed, tracking_number: 'JNE-123' },
      flatSeller.token,
    );
    expect(wrong.status).toBe(400);
    const bad = await client.patch(
      `/transactions/status/${benchLine.id}`,
      { status_id: ORDER_STATUS.sent, tracking_number: '<script>' },
      flatSeller.token,
    );
    expect(bad.status).toBe(400);
    const sent = await client.patch<SellerOrderLine>(
      `/transactions/status/${benchLine.id}`,
      { status_id: ORDER_STATUS.sent, tracking_number: 'JNE-0123456789' },
      flatSeller.token,
    );
    expect(sent.body.data).toMatchObject({ status_id: ORDER_STATUS.sent, tracking_number: 'JNE-0123456789' });
    const seen = (await orderOf(order.id)).lines.find((line) => line.id === benchLine.id)!;
    expect(seen.tracking_number).toBe('JNE-0123456789');
  });
});
