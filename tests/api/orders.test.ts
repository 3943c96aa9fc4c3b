import { describe, expect, it } from 'vitest';
import type { OrderData, PageMeta, SellerOrderLine } from '@spectrum/shared';
import { fileTestApi, placePaidOrder } from '../support/api';
import { createProduct, createUser, type TestUser } from '../support/fixtures';

const { api, client } = await fileTestApi();

function placeOrder(customer: TestUser, productList: { productId: number; qty: number }[]): Promise<OrderData> {
  return placePaidOrder(client, customer.token, {
    productList,
    payment_id: 1,
    shipment_id: 2,
    promo_id: 1,
    receiver_name: 'Budi',
    address: 'Jl. Kenanga 3, Jakarta',
    phone: '+62 811 000 111',
  });
}

async function stockOf(productId: number): Promise<number> {
  const [row] = await api.db.query<{ stock: number }>('SELECT stock FROM products WHERE id = $1', [productId]);
  return row!.stock;
}

const setStatus = (lineId: number, status_id: number, token: string) =>
  client.patch<SellerOrderLine>(`/transactions/status/${lineId}`, { status_id }, token);

describe('GET /transactions/history', () => {
  it('pages the caller’s own orders newest first, each with its lines and their status', async () => {
    const seller = await createUser(api.db, { role: 2 });
    const buyer = await createUser(api.db, { role: 1 });
    const stranger = await createUser(api.db, { role: 1 });
    const product = await createProduct(api.db, seller.id, { name: 'Wool Throw', price: 80_000, stock: 20 });
    const first = await placeOrder(buyer, [{ productId: product, qty: 1 }]);
    const second = await placeOrder(buyer, [{ productId: product, qty: 2 }]);
    const third = await placeOrder(buyer, [{ productId: product, qty: 3 }]);
    const theirs = await placeOrder(stranger, [{ productId: product, qty: 1 }]);

    const page1 = await client.get<OrderData[]>('/transactions/history?limit=2', buyer.token);
    expect(page1.status).toBe(200);
    expect(page1.body.data.map((order) => order.id)).toEqual([third.id, second.id]);
    expect(page1.body.meta).toEqual<PageMeta>({
      page: 1,
      limit: 2,
      totalData: 3,
      totalPage: 2,
      prev: null,
      next: 'page=2&limit=2',
    });
    const newest = page1.body.data[0]!;
    expect(newest).toMatchObject({
      payment: { id: 1, payment_name: 'BCA' },
      shipment: { id: 2, shipment_name: 'Free shipping' },
      subtotal: 240_000,
      tax: 24_000,
      total: 264_000,
    });
    expect(newest.lines).toMatchObject([
      {
        productId: product,
        product_name: 'Wool Throw',
        qty: 3,
        unit_price: 80_000,
        status_id: 1,
        status_name: 'Get Paid',
      },
    ]);

    const page2 = await client.get<OrderData[]>('/transactions/history?page=2&limit=2', buyer.token);
    expect(page2.body.data.map((order) => order.id)).toEqual([first.id]);
    expect(page2.body.meta).toMatchObject({ page: 2, prev: 'page=1&limit=2', next: null });

    const strangerView = await client.get<OrderData[]>('/transactions/history', stranger.token);
    expect(strangerView.body.data.map((order) => order.id)).toEqual([theirs.id]);
  });

  it('shows a line’s status after the seller moves it', async () => {
    const seller = await createUser(api.db, { role: 2 });
    const buyer = await createUser(api.db, { role: 1 });
    const product = await createProduct(api.db, seller.id, { stock: 5 });
    const order = await placeOrder(buyer, [{ productId: product, qty: 1 }]);
    expect((await setStatus(order.lines[0]!.id, 3, seller.token)).status).toBe(200);

    const history = await client.get<OrderData[]>('/transactions/history', buyer.token);
    expect(history.body.data[0]!.lines[0]).toMatchObject({ status_id: 3, status_name: 'Sent' });
  });

  it('is for customers only and refuses bad paging', async () => {
    const seller = await createUser(api.db, { role: 2 });
    const buyer = await createUser(api.db, { role: 1 });
    expect((await client.get('/transactions/history')).status).toBe(401);
    expect((await client.get('/transactions/history', seller.token)).status).toBe(403);
    const bad = await client.get('/transactions/history?limit=0', buyer.token);
    expect(bad.status).toBe(400);
    expect(bad.body.errors?.map((error) => error.field)).toEqual(['limit']);
  });
});

describe('GET /transactions/seller', () => {
  it('lists only the caller’s order lines, newest first, optionally filtered by status', async () => {
    const sellerA = await createUser(api.db, { role: 2 });
    const sellerB = await createUser(api.db, { role: 2 });
    const buyer = await createUser(api.db, { role: 1 });
    const chair = await createProduct(api.db, sellerA.id, { name: 'A Chair', stock: 10 });
    const desk = await createProduct(api.db, sellerA.id, { name: 'A Desk', stock: 10 });
    const lamp = await createProduct(api.db, sellerB.id, { name: 'B Lamp', stock: 10 });
    const older = await placeOrder(buyer, [
      { productId: chair, qty: 2 },
      { productId: lamp, qty: 1 },
    ]);
    const newer = await placeOrder(buyer, [{ productId: desk, qty: 1 }]);

    const forA = await client.get<SellerOrderLine[]>('/transactions/seller', sellerA.token);
    expect(forA.status).toBe(200);
    expect(forA.body.data.map((line) => line.product_name)).toEqual(['A Desk', 'A Chair']);
    expect(forA.body.data[1]).toMatchObject({
      transaction_id: older.id,
      receiver_name: 'Budi',
      address: 'Jl. Kenanga 3, Jakarta',
      phone: '+62 811 000 111',
      qty: 2,
      status_id: 1,
      status_name: 'Get Paid',
    });
    expect(forA.body.meta).toMatchObject({ page: 1, totalData: 2, totalPage: 1 });

    const forB = await client.get<SellerOrderLine[]>('/transactions/seller', sellerB.token);
    expect(forB.body.data.map((line) => line.product_name)).toEqual(['B Lamp']);

    const deskLine = newer.lines[0]!.id;
    expect((await setStatus(deskLine, 2, sellerA.token)).status).toBe(200);
    const processed = await client.get<SellerOrderLine[]>('/transactions/seller?status=2&limit=5', sellerA.token);
    expect(processed.body.data.map((line) => line.id)).toEqual([deskLine]);
    expect(processed.body.meta).toMatchObject({ totalData: 1, limit: 5 });
    const paid = await client.get<SellerOrderLine[]>('/transactions/seller?status=1', sellerA.token);
    expect(paid.body.data.map((line) => line.product_name)).toEqual(['A Chair']);

    const badStatus = await client.get('/transactions/seller?status=9', sellerA.token);
    expect(badStatus.status).toBe(400);
    expect(badStatus.body.errors?.map((error) => error.field)).toEqual(['status']);
  });

  it('pages seller lines and keeps the status filter in the links', async () => {
    const seller = await createUser(api.db, { role: 2 });
    const buyer = await createUser(api.db, { role: 1 });
    const product = await createProduct(api.db, seller.id, { stock: 10 });
    for (let index = 0; index < 3; index += 1) await placeOrder(buyer, [{ productId: product, qty: 1 }]);

    const response = await client.get<SellerOrderLine[]>('/transactions/seller?status=1&limit=2', seller.token);
    expect(response.body.data).toHaveLength(2);
    expect(response.body.meta).toEqual<PageMeta>({
      page: 1,
      limit: 2,
      totalData: 3,
      totalPage: 2,
      prev: null,
      next: 'status=1&page=2&limit=2',
    });
  });

  it('is for sellers only', async () => {
    const buyer = await createUser(api.db, { role: 1 });
    expect((await client.get('/transactions/seller')).status).toBe(401);
    expect((await client.get('/transactions/seller', buyer.token)).status).toBe(403);
  });
});

describe('PATCH /transactions/status/:lineId', () => {
  it('moves forward (skipping ahead is allowed) and refuses going back or cancelling after Sent', async () => {
    const seller = await createUser(api.db, { role: 2 });
    const buyer = await createUser(api.db, { role: 1 });
    const product = await createProduct(api.db, seller.id, { stock: 10 });
    const order = await placeOrder(buyer, [{ productId: product, qty: 2 }]);
    const lineId = order.lines[0]!.id;

    const processed = await setStatus(lineId, 2, seller.token);
    expect(processed.status).toBe(200);
    expect(processed.body.data).toMatchObject({
      id: lineId,
      transaction_id: order.id,
      status_id: 2,
      status_name: 'Processed',
    });

    const back = await setStatus(lineId, 1, seller.token);
    expect(back.status).toBe(409);
    expect(back.body.msg).toBe('Cannot change status from Processed to Get Paid');

    expect((await setStatus(lineId, 3, seller.token)).body.data.status_name).toBe('Sent');
    const lateCancel = await setStatus(lineId, 5, seller.token);
    expect(lateCancel.status).toBe(409);
    expect(lateCancel.body.msg).toBe('Cannot change status from Sent to Order Cancel');
    const same = await setStatus(lineId, 3, seller.token);
    expect(same.status).toBe(409);
    expect(same.body.msg).toBe('Cannot change status from Sent to Sent');

    expect((await setStatus(lineId, 4, seller.token)).body.data.status_name).toBe('Completed');
    expect((await setStatus(lineId, 5, seller.token)).status).toBe(409);
    expect(await stockOf(product)).toBe(8);

    const other = await placeOrder(buyer, [{ productId: product, qty: 1 }]);
    const skipped = await setStatus(other.lines[0]!.id, 4, seller.token);
    expect(skipped.status).toBe(200);
    expect(skipped.body.data.status_name).toBe('Completed');

    const [row] = await api.db.query<{ status_id: number }>('SELECT status_id FROM transaction_items WHERE id = $1', [
      lineId,
    ]);
    expect(row).toEqual({ status_id: 4 });
  });

  it('puts the quantity back on stock when an order line is cancelled, once', async () => {
    const seller = await createUser(api.db, { role: 2 });
    const buyer = await createUser(api.db, { role: 1 });
    const product = await createProduct(api.db, seller.id, { stock: 10 });
    const order = await placeOrder(buyer, [{ productId: product, qty: 3 }]);
    const lineId = order.lines[0]!.id;
    expect(await stockOf(product)).toBe(7);

    const cancelled = await setStatus(lineId, 5, seller.token);
    expect(cancelled.status).toBe(200);
    expect(cancelled.body.data).toMatchObject({ status_id: 5, status_name: 'Order Cancel' });
    expect(await stockOf(product)).toBe(10);

    const again = await setStatus(lineId, 5, seller.token);
    expect(again.status).toBe(409);
    expect(again.body.msg).toBe('Cannot change status from Order Cancel to Order Cancel');
    expect((await setStatus(lineId, 2, seller.token)).status).toBe(409);
    expect(await stockOf(product)).toBe(10);

    const processedFirst = await placeOrder(buyer, [{ productId: product, qty: 4 }]);
    expect((await setStatus(processedFirst.lines[0]!.id, 2, seller.token)).status).toBe(200);
    expect((await setStatus(processedFirst.lines[0]!.id, 5, seller.token)).status).toBe(200);
    expect(await stockOf(product)).toBe(10);
  });

  it('applies only one of two concurrent cancellations', async () => {
    const seller = await createUser(api.db, { role: 2 });
    const buyer = await createUser(api.db, { role: 1 });
    const product = await createProduct(api.db, seller.id, { stock: 5 });
    const order = await placeOrder(buyer, [{ productId: product, qty: 2 }]);
    const lineId = order.lines[0]!.id;

    const responses = await Promise.all(Array.from({ length: 4 }, () => setStatus(lineId, 5, seller.token)));

    expect(responses.map((response) => response.status).sort()).toEqual([200, 409, 409, 409]);
    expect(await stockOf(product)).toBe(5);
  });

  it('answers 404 for another seller’s line or an unknown line, 400 for bad input, 403 for customers', async () => {
    const owner = await createUser(api.db, { role: 2 });
    const otherSeller = await createUser(api.db, { role: 2 });
    const buyer = await createUser(api.db, { role: 1 });
    const product = await createProduct(api.db, owner.id, { stock: 5 });
    const order = await placeOrder(buyer, [{ productId: product, qty: 1 }]);
    const lineId = order.lines[0]!.id;

    const foreign = await setStatus(lineId, 2, otherSeller.token);
    expect(foreign.status).toBe(404);
    expect((await setStatus(999_999, 2, owner.token)).status).toBe(404);

    const badStatus = await setStatus(lineId, 7, owner.token);
    expect(badStatus.status).toBe(400);
    expect(badStatus.body.errors?.map((error) => error.field)).toEqual(['status_id']);
    const badId = await client.patch('/transactions/status/abc', { status_id: 2 }, owner.token);
    expect(badId.status).toBe(400);
    expect(badId.body.errors?.map((error) => error.field)).toEqual(['lineId']);

    expect((await setStatus(lineId, 2, buyer.token)).status).toBe(403);
    expect((await client.patch(`/transactions/status/${lineId}`, { status_id: 2 })).status).toBe(401);

    const [row] = await api.db.query<{ status_id: number }>('SELECT status_id FROM transaction_items WHERE id = $1', [
      lineId,
    ]);
    expect(row).toEqual({ status_id: 1 });
  });
});
