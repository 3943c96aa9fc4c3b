import { describe, expect, it } from 'vitest';
import { ORDER_STATUS, taxOf, totalWithTax, type OrderData, type QuoteData } from '@spectrum/shared';
import { fileTestApi, refusal } from '../support/api';
import { createProduct, createUser } from '../support/fixtures';

const { api, client } = await fileTestApi();

const seller = await createUser(api.db, { role: 2 });
const customer = await createUser(api.db, { role: 1 });

function checkoutBody(productList: { productId: number; qty: number }[], overrides: Record<string, unknown> = {}) {
  return {
    productList,
    payment_id: 2,
    shipment_id: 1,
    promo_id: 1,
    status_id: 1,
    receiver_name: 'Ana Putri',
    address: 'Jl. Melati 7, Bandung',
    phone: '+62 812 3456 7890',
    ...overrides,
  };
}

/** Places an order: POST /transactions/new, as the customer unless another account's token is given. */
function postOrder(body: unknown, token = customer.token, headers?: Record<string, string>) {
  return client.post<OrderData>('/transactions/new', body, token, headers);
}

async function stockOf(productId: number): Promise<number> {
  const [row] = await api.db.query<{ stock: number }>('SELECT stock FROM products WHERE id = $1', [productId]);
  return row!.stock;
}

async function countRows(): Promise<{ orders: number; lines: number }> {
  const [row] = await api.db.query<{ orders: number; lines: number }>(
    `SELECT (SELECT count(*)::int FROM transactions) AS orders, (SELECT count(*)::int FROM transaction_items) AS lines`,
  );
  return row!;
}

async function ordersContaining(productId: number): Promise<number> {
  const [row] = await api.db.query<{ n: number }>(
    'SELECT count(DISTINCT transaction_id)::int AS n FROM transaction_items WHERE product_id = $1',
    [productId],
  );
  return row!.n;
}

describe('POST /transactions/quote', () => {
  it('prices merged lines now, rounds the 10% tax half up and leaves unavailable lines out of the subtotal', async () => {
    const chair = await createProduct(api.db, seller.id, {
      name: 'Oak Chair',
      price: 10_000,
      stock: 5,
      imageKeys: ['products/oak'],
    });
    const lamp = await createProduct(api.db, seller.id, { name: 'Paper Lamp', price: 2_345, stock: 1 });
    const scarce = await createProduct(api.db, seller.id, { name: 'Last Vase', price: 50_000, stock: 1 });
    const gone = await createProduct(api.db, seller.id, { name: 'Old Rug', price: 70_000, stock: 4, archived: true });

    const response = await client.post<QuoteData>('/transactions/quote', {
      productList: [
        { productId: chair, qty: 1 },
        { productId: lamp, qty: 1 },
        { productId: scarce, qty: 2 },
        { productId: chair, qty: 2 },
        { productId: gone, qty: 1 },
        { productId: 987_654, qty: 1 },
      ],
    });

    expect(response.status).toBe(200);
    const { lines, subtotal, tax, total } = response.body.data;
    expect(lines).toEqual([
      {
        productId: chair,
        product_name: 'Oak Chair',
        image: '/uploads/products/oak-thumb.webp',
        price: 10_000,
        qty: 3,
        stock: 5,
        available: true,
        line_total: 30_000,
      },
      {
        productId: lamp,
        product_name: 'Paper Lamp',
        image: null,
        price: 2_345,
        qty: 1,
        stock: 1,
        available: true,
        line_total: 2_345,
      },
      {
        productId: scarce,
        product_name: 'Last Vase',
        image: null,
        price: 50_000,
        qty: 2,
        stock: 1,
        available: false,
        line_total: 100_000,
      },
      {
        productId: gone,
        product_name: 'Old Rug',
        image: null,
        price: 70_000,
        qty: 1,
        stock: 0,
        available: false,
        line_total: 70_000,
      },
      {
        productId: 987_654,
        product_name: '',
        image: null,
        price: 0,
        qty: 1,
        stock: 0,
        available: false,
        line_total: 0,
      },
    ]);
    // 32,345 × 10% = 3,234.5 → 3,235 (half up)
    expect({ subtotal, tax, total }).toEqual({ subtotal: 32_345, tax: 3_235, total: 35_580 });
    expect(tax).toBe(taxOf(subtotal));
    expect(total).toBe(totalWithTax(subtotal));
  });

  it('needs no login, writes nothing and names bad input', async () => {
    const before = await countRows();
    const empty = await client.post('/transactions/quote', { productList: [] });
    expect(empty.status).toBe(400);
    expect(empty.body.errors?.map((error) => error.field)).toEqual(['productList']);
    const zero = await client.post('/transactions/quote', { productList: [{ productId: 1, qty: 0 }] });
    expect(zero.status).toBe(400);
    expect(zero.body.errors?.map((error) => error.field)).toEqual(['productList.0.qty']);
    expect(await countRows()).toEqual(before);
  });
});

describe('POST /transactions/new', () => {
  it('creates the order from server prices, decrements stock and keeps a snapshot of each line', async () => {
    const sofa = await createProduct(api.db, seller.id, {
      name: 'Linen Sofa',
      price: 125_000,
      stock: 5,
      imageKeys: ['products/sofa', 'products/sofa2'],
    });
    const mirror = await createProduct(api.db, seller.id, { name: 'Round Mirror', price: 49_999, stock: 3 });

    const response = await postOrder(
      checkoutBody(
        [
          { productId: sofa, qty: 2 },
          { productId: mirror, qty: 1 },
          { productId: sofa, qty: 1 },
        ],
        { subtotal: 1, total: 1 },
      ),
    );

    expect(response.status).toBe(201);
    expect(response.body.msg).toBe('Transaction created');
    const order = response.body.data;
    // 424,999 × 10% = 42,499.9 → 42,500
    expect(order).toMatchObject({
      receiver_name: 'Ana Putri',
      address: 'Jl. Melati 7, Bandung',
      phone: '+62 812 3456 7890',
      payment: { id: 2, payment_name: 'BNI' },
      shipment: { id: 1, shipment_name: 'Flat Rate' },
      promo_id: 1,
      subtotal: 424_999,
      tax: 42_500,
      total: 467_499,
    });
    expect(
      order.lines.map(({ productId, product_name, image, unit_price, qty, line_total, status_id, status_name }) => ({
        productId,
        product_name,
        image,
        unit_price,
        qty,
        line_total,
        status_id,
        status_name,
      })),
    ).toEqual([
      {
        productId: sofa,
        product_name: 'Linen Sofa',
        image: '/uploads/products/sofa-thumb.webp',
        unit_price: 125_000,
        qty: 3,
        line_total: 375_000,
        status_id: ORDER_STATUS.waitingForPayment,
        status_name: 'Waiting for Payment',
      },
      {
        productId: mirror,
        product_name: 'Round Mirror',
        image: null,
        unit_price: 49_999,
        qty: 1,
        line_total: 49_999,
        status_id: ORDER_STATUS.waitingForPayment,
        status_name: 'Waiting for Payment',
      },
    ]);

    expect(await stockOf(sofa)).toBe(2);
    expect(await stockOf(mirror)).toBe(2);
    const [stored] = await api.db.query<{ customer_id: number; subtotal: number; tax: number; total: number }>(
      'SELECT customer_id, subtotal, tax, total FROM transactions WHERE id = $1',
      [order.id],
    );
    expect(stored).toEqual({ customer_id: customer.id, subtotal: 424_999, tax: 42_500, total: 467_499 });
    const sellers = await api.db.query<{ seller_id: number }>(
      'SELECT DISTINCT seller_id FROM transaction_items WHERE transaction_id = $1',
      [order.id],
    );
    expect(sellers).toEqual([{ seller_id: seller.id }]);

    await api.db.query(`UPDATE products SET product_name = 'Renamed Sofa', price = 1 WHERE id = $1`, [sofa]);
    await api.db.query('UPDATE products SET archived_at = now() WHERE id = $1', [mirror]);
    const history = await client.get<OrderData[]>('/transactions/history', customer.token);
    const kept = history.body.data.find((entry) => entry.id === order.id);
    expect(kept?.lines.map((line) => [line.product_name, line.unit_price, line.image])).toEqual([
      ['Linen Sofa', 125_000, '/uploads/products/sofa-thumb.webp'],
      ['Round Mirror', 49_999, null],
    ]);
    expect(kept?.total).toBe(467_499);
  });

  it('refuses with 409 naming the product and writes nothing when one line lacks stock', async () => {
    const plenty = await createProduct(api.db, seller.id, { name: 'Teak Table', stock: 5 });
    const scarce = await createProduct(api.db, seller.id, { name: 'Brass Candle', stock: 1 });
    const before = await countRows();

    const response = await postOrder(
      checkoutBody([
        { productId: plenty, qty: 1 },
        { productId: scarce, qty: 2 },
      ]),
    );

    expect(response.status).toBe(409);
    expect(response.body).toMatchObject(refusal(409, 'Insufficient stock for Brass Candle', 'INSUFFICIENT_STOCK'));
    expect(await stockOf(plenty)).toBe(5);
    expect(await stockOf(scarce)).toBe(1);
    expect(await countRows()).toEqual(before);
  });

  it('refuses archived and unknown products with 409 "Product not found" and writes nothing', async () => {
    const live = await createProduct(api.db, seller.id, { stock: 5 });
    const archived = await createProduct(api.db, seller.id, { stock: 5, archived: true });
    const before = await countRows();

    for (const missing of [archived, 987_654]) {
      const response = await postOrder(
        checkoutBody([
          { productId: live, qty: 1 },
          { productId: missing, qty: 1 },
        ]),
      );
      expect(response.status).toBe(409);
      expect(response.body.msg).toBe('Product not found');
    }
    expect(await stockOf(live)).toBe(5);
    expect(await stockOf(archived)).toBe(5);
    expect(await countRows()).toEqual(before);
  });

  it('never sells more than the stock: 50 concurrent checkouts for a product with 10 in stock', async () => {
    const product = await createProduct(api.db, seller.id, { name: 'Hot Item', stock: 10 });
    const buyers = await Promise.all(Array.from({ length: 5 }, () => createUser(api.db, { role: 1 })));

    const responses = await Promise.all(
      Array.from({ length: 50 }, (_, index) =>
        postOrder(checkoutBody([{ productId: product, qty: 1 }]), buyers[index % buyers.length]!.token),
      ),
    );

    const statuses = responses.map((response) => response.status);
    expect(statuses.filter((status) => status === 201)).toHaveLength(10);
    expect(statuses.filter((status) => status === 409)).toHaveLength(40);
    for (const refused of responses.filter((response) => response.status === 409)) {
      expect(refused.body.msg).toBe('Insufficient stock for Hot Item');
    }
    expect(await stockOf(product)).toBe(0);
    expect(await ordersContaining(product)).toBe(10);
  });

  it('sells out products that carts share without a deadlock, and the catalogue counts stay exact', async () => {
    // Selling out changes the shared count rows (brand, colour, seller); carts that overlap in reverse order
    // used to lock those rows and the product rows in opposite orders.
    const products = await Promise.all(
      Array.from({ length: 6 }, () => createProduct(api.db, seller.id, { stock: 3, brandId: 2, colorId: 2 })),
    );
    const buyers = await Promise.all(Array.from({ length: 4 }, () => createUser(api.db, { role: 1 })));
    const carts = Array.from({ length: 40 }, (_, index) => {
      const first = products[index % 6]!;
      const second = products[(index + 1 + (index % 5)) % 6]!;
      const pair = index % 2 === 0 ? [first, second] : [second, first];
      return [...new Set(pair)].map((productId) => ({ productId, qty: 1 }));
    });

    const responses = await Promise.all(
      carts.map((cart, index) => postOrder(checkoutBody(cart), buyers[index % buyers.length]!.token)),
    );

    expect(responses.map((response) => response.status).filter((status) => status !== 201 && status !== 409)).toEqual(
      [],
    );
    for (const product of products) {
      expect((await stockOf(product)) + (await ordersContaining(product))).toBe(3);
    }
    const [counted] = await api.db.query<{ counted: number; live: number }>(
      `SELECT (SELECT coalesce(sum(products), 0)::int FROM catalogue_totals WHERE category_id = 0) AS counted,
              (SELECT count(*)::int FROM products WHERE archived_at IS NULL AND stock > 0) AS live`,
    );
    expect(counted!.counted).toBe(counted!.live);
  });

  describe('Idempotency-Key', () => {
    it('returns the first order for a sequential retry and creates nothing more', async () => {
      const product = await createProduct(api.db, seller.id, { stock: 5 });
      const body = checkoutBody([{ productId: product, qty: 2 }]);
      const headers = { 'Idempotency-Key': 'checkout-sequential-1' };

      const first = await postOrder(body, customer.token, headers);
      const retry = await postOrder(body, customer.token, headers);

      expect(first.status).toBe(201);
      expect(retry.status).toBe(200);
      expect(retry.body.msg).toBe('Transaction created');
      expect(retry.body.data).toEqual(first.body.data);
      expect(await stockOf(product)).toBe(3);
      expect(await ordersContaining(product)).toBe(1);
    });

    it('creates one order when the same key arrives concurrently', async () => {
      const product = await createProduct(api.db, seller.id, { stock: 1 });
      const body = checkoutBody([{ productId: product, qty: 1 }]);
      const headers = { 'Idempotency-Key': 'checkout-concurrent-1' };

      const responses = await Promise.all(Array.from({ length: 6 }, () => postOrder(body, customer.token, headers)));

      expect(responses.map((response) => response.status).sort()).toEqual([200, 200, 200, 200, 200, 201]);
      const ids = new Set(responses.map((response) => response.body.data.id));
      expect(ids.size).toBe(1);
      expect(await stockOf(product)).toBe(0);
      expect(await ordersContaining(product)).toBe(1);
    });

    it('keeps keys per customer and refuses a key that is too long', async () => {
      const product = await createProduct(api.db, seller.id, { stock: 5 });
      const other = await createUser(api.db, { role: 1 });
      const body = checkoutBody([{ productId: product, qty: 1 }]);
      const headers = { 'Idempotency-Key': 'shared-key' };

      const mine = await postOrder(body, customer.token, headers);
      const theirs = await postOrder(body, other.token, headers);
      expect([mine.status, theirs.status]).toEqual([201, 201]);
      expect(mine.body.data.id).not.toBe(theirs.body.data.id);

      const tooLong = await postOrder(body, customer.token, {
        'Idempotency-Key': 'k'.repeat(101),
      });
      expect(tooLong.status).toBe(400);
      expect(tooLong.body.errors?.map((error) => error.field)).toEqual(['Idempotency-Key']);
      expect(await stockOf(product)).toBe(3);
    });

    it('refuses the same key with a different body with 422, and writes nothing', async () => {
      const product = await createProduct(api.db, seller.id, { stock: 5 });
      const headers = { 'Idempotency-Key': 'checkout-changed-cart-1' };
      const first = await postOrder(checkoutBody([{ productId: product, qty: 1 }]), customer.token, headers);
      expect(first.status).toBe(201);
      const before = await countRows();

      for (const changed of [
        checkoutBody([{ productId: product, qty: 2 }]),
        checkoutBody([{ productId: product, qty: 1 }], { address: 'Jl. Mawar 9, Bandung' }),
      ]) {
        const reused = await postOrder(changed, customer.token, headers);
        expect(reused.status).toBe(422);
        expect(reused.body.msg).toBe(
          'This Idempotency-Key was already used for a different order; send a new key for a new order',
        );
        expect(reused.body.errors).toEqual([{ field: 'Idempotency-Key', message: reused.body.msg }]);
      }
      expect(await countRows()).toEqual(before);
      expect(await stockOf(product)).toBe(4);

      // What the client may leave out or send in another form is the same order: still a replay.
      const { status_id: _status, ...sameOrder } = checkoutBody([{ productId: product, qty: 1 }]);
      const replay = await postOrder(
        { ...sameOrder, receiver_name: '  Ana Putri ', subtotal: 1, total: 2 },
        customer.token,
        headers,
      );
      expect(replay.status).toBe(200);
      expect(replay.body.data.id).toBe(first.body.data.id);
    });

    it('treats a key older than 24 hours as new', async () => {
      const product = await createProduct(api.db, seller.id, { stock: 5 });
      const headers = { 'Idempotency-Key': 'checkout-expired-1' };
      const first = await postOrder(checkoutBody([{ productId: product, qty: 1 }]), customer.token, headers);
      expect(first.status).toBe(201);
      await api.db.query(
        "UPDATE transactions SET idempotency_created_at = now() - interval '24 hours 1 second' WHERE id = $1",
        [first.body.data.id],
      );

      // After expiry the key is free again, even for another cart.
      const again = await postOrder(checkoutBody([{ productId: product, qty: 2 }]), customer.token, headers);
      expect(again.status).toBe(201);
      expect(again.body.data.id).not.toBe(first.body.data.id);
      expect(await stockOf(product)).toBe(2);
      const retry = await postOrder(checkoutBody([{ productId: product, qty: 2 }]), customer.token, headers);
      expect(retry.status).toBe(200);
      expect(retry.body.data.id).toBe(again.body.data.id);
    });
  });

  it('answers 400 naming the field and writes nothing for bad input', async () => {
    const product = await createProduct(api.db, seller.id, { stock: 5 });
    const line = [{ productId: product, qty: 1 }];
    const { receiver_name: _omitted, ...withoutReceiver } = checkoutBody(line);
    const cases: [unknown, string][] = [
      [checkoutBody([]), 'productList'],
      [checkoutBody([{ productId: product, qty: 0 }]), 'productList.0.qty'],
      [checkoutBody(line, { payment_id: 99 }), 'payment_id'],
      [checkoutBody(line, { shipment_id: 42 }), 'shipment_id'],
      [withoutReceiver, 'receiver_name'],
      [checkoutBody(line, { phone: 'call me' }), 'phone'],
    ];
    const before = await countRows();
    for (const [body, field] of cases) {
      const response = await postOrder(body);
      expect(response.status, field).toBe(400);
      expect(
        response.body.errors?.map((error) => error.field),
        field,
      ).toEqual([field]);
      expect(response.body.msg, field).toMatch(/^The .+\.$/);
    }
    expect(await stockOf(product)).toBe(5);
    expect(await countRows()).toEqual(before);
  });

  it('requires a customer session: 401 without a token, 403 for a seller', async () => {
    const product = await createProduct(api.db, seller.id, { stock: 5 });
    const body = checkoutBody([{ productId: product, qty: 1 }]);

    const anonymous = await client.post('/transactions/new', body);
    expect(anonymous.status).toBe(401);
    expect(anonymous.body.msg).toBe('You have to login first');
    const asSeller = await postOrder(body, seller.token);
    expect(asSeller.status).toBe(403);
    expect(asSeller.body.msg).toBe('Forbidden');
    expect(await stockOf(product)).toBe(5);
  });
});
