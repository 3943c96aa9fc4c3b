import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { pino } from 'pino';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BRANDS, COLORS, ORDER_STATUS } from '@spectrum/shared';
import { queryOne, type Db } from '../../server/api/src/db/client';
import { seedCatalogue } from '../../server/api/src/db/seed/catalogue';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, seedDemoData } from '../../server/api/src/db/seed/seed';
import { verifyPassword } from '../../server/api/src/lib/passwords';
import { createLocalStorage, type Storage } from '../../server/api/src/lib/storage';
import { createTestDatabase, type TestDatabase } from '../support/api';

let database: TestDatabase;
let db: Db;
let uploadsDir: string;
let storage: Storage;
const logger = pino({ level: 'silent' });

beforeAll(async () => {
  database = await createTestDatabase();
  db = database.db;
  uploadsDir = await fs.mkdtemp(path.join(os.tmpdir(), 'spectrum-seed-'));
  storage = createLocalStorage(uploadsDir);
  await seedDemoData(db, storage, logger);
}, 120_000);
afterAll(async () => {
  await database?.dispose();
  if (uploadsDir) await fs.rm(uploadsDir, { recursive: true, force: true });
});

/** Every stored file with its size and modification time, to prove a second run writes nothing. */
async function fileSnapshot(): Promise<string[]> {
  const entries = await fs.readdir(uploadsDir, { recursive: true, withFileTypes: true });
  const files = entries.filter((entry) => entry.isFile()).map((entry) => path.join(entry.parentPath, entry.name));
  const described = await Promise.all(
    files.map(async (file) => {
      const stat = await fs.stat(file);
      return `${path.relative(uploadsDir, file)} ${stat.size} ${stat.mtimeMs}`;
    }),
  );
  return described.sort();
}

async function tableCounts() {
  return queryOne<Record<string, number>>(
    db,
    `SELECT (SELECT count(*)::int FROM users) AS users,
            (SELECT count(*)::int FROM categories) AS categories,
            (SELECT count(*)::int FROM products) AS products,
            (SELECT count(*)::int FROM product_categories) AS product_categories,
            (SELECT count(*)::int FROM product_images) AS product_images,
            (SELECT count(*)::int FROM transactions) AS orders,
            (SELECT count(*)::int FROM transaction_items) AS order_lines,
            (SELECT count(*)::int FROM wishlist_items) AS wishlist_items,
            (SELECT count(*)::int FROM reviews) AS reviews`,
  );
}

describe('seedDemoData', () => {
  it('creates the demo accounts with the documented password', async () => {
    for (const account of Object.values(DEMO_ACCOUNTS)) {
      const user = await queryOne<{ role: number; password_hash: string; display_name: string | null }>(
        db,
        'SELECT role, password_hash, display_name FROM users WHERE email = $1',
        [account.email],
      );
      expect(user, account.email).toBeDefined();
      expect(user!.role).toBe(account.role);
      expect(user!.display_name).toBeTruthy();
      expect(await verifyPassword(user!.password_hash, DEMO_PASSWORD)).toBe(true);
    }
    expect(DEMO_ACCOUNTS.customer).toMatchObject({ email: 'customer@spectrum.test', password: 'spectrum123', role: 1 });
    expect(DEMO_ACCOUNTS.seller).toMatchObject({ email: 'seller@spectrum.test', password: 'spectrum123', role: 2 });
  });

  it('fills a furniture catalogue spread over categories, brands, colours, prices, stock and dates', async () => {
    const stats = await queryOne<Record<string, number>>(
      db,
      `SELECT count(*)::int AS products,
              count(DISTINCT brand_id)::int AS brands,
              count(DISTINCT color_id)::int AS colors,
              count(DISTINCT seller_id)::int AS sellers,
              count(DISTINCT conditions)::int AS conditions,
              min(price)::int AS min_price,
              max(price)::int AS max_price,
              min(stock)::int AS min_stock,
              max(stock)::int AS max_stock,
              count(*) FILTER (WHERE stock = 0)::int AS sold_out,
              count(*) FILTER (WHERE archived_at IS NOT NULL)::int AS archived,
              extract(epoch FROM max(created_at) - min(created_at))::int AS spread_seconds
         FROM products`,
    );
    expect(stats!.products).toBeGreaterThanOrEqual(60);
    expect(stats!.brands).toBe(BRANDS.length);
    expect(stats!.colors).toBe(COLORS.length);
    expect(stats!.sellers).toBe(2);
    expect(stats!.conditions).toBe(2);
    expect(stats!.min_price).toBeLessThanOrEqual(200_000);
    expect(stats!.max_price).toBeGreaterThanOrEqual(20_000_000);
    expect(stats!.max_price).toBeLessThanOrEqual(25_000_000);
    expect(stats!.min_stock).toBe(0);
    expect(stats!.max_stock).toBeLessThanOrEqual(40);
    expect(stats!.sold_out).toBeGreaterThanOrEqual(2);
    expect(stats!.archived).toBeGreaterThanOrEqual(2);
    expect(stats!.spread_seconds).toBeGreaterThan(21 * 24 * 3600);

    const categories = await db.query<{ category_name: string; products: number }>(
      `SELECT c.category_name, count(pc.product_id)::int AS products
         FROM categories c LEFT JOIN product_categories pc ON pc.category_id = c.id
        GROUP BY c.category_name`,
    );
    expect(categories.length).toBeGreaterThanOrEqual(7);
    expect(categories.every((category) => category.products >= 3)).toBe(true);
    const uncategorised = await db.query(
      'SELECT id FROM products p WHERE NOT EXISTS (SELECT 1 FROM product_categories pc WHERE pc.product_id = p.id)',
    );
    expect(uncategorised).toEqual([]);
  });

  it('gives every product 1–5 photos whose files exist as WebP in two sizes', async () => {
    const perProduct = await db.query<{ id: number; photos: number; positions: number[] }>(
      `SELECT p.id, count(i.id)::int AS photos, array_agg(i.position ORDER BY i.position) AS positions
         FROM products p LEFT JOIN product_images i ON i.product_id = p.id
        GROUP BY p.id`,
    );
    for (const product of perProduct) {
      expect(product.photos, `product ${product.id}`).toBeGreaterThanOrEqual(1);
      expect(product.photos, `product ${product.id}`).toBeLessThanOrEqual(5);
      expect(product.positions).toEqual(Array.from({ length: product.photos }, (_, index) => index));
    }
    const keys = await db.query<{ image_key: string }>('SELECT DISTINCT image_key FROM product_images');
    for (const { image_key: key } of keys) {
      expect(await storage.exists(`${key}-large.webp`), key).toBe(true);
      expect(await storage.exists(`${key}-thumb.webp`), key).toBe(true);
    }
    const sample = keys[0]!.image_key;
    const large = await sharp(path.join(uploadsDir, `${sample}-large.webp`)).metadata();
    const thumb = await sharp(path.join(uploadsDir, `${sample}-thumb.webp`)).metadata();
    expect({ format: large.format, width: large.width }).toEqual({ format: 'webp', width: 1200 });
    expect({ format: thumb.format, width: thumb.width }).toEqual({ format: 'webp', width: 480 });
  });

  it('gives the demo customer orders in every kind of status, bought through checkout, and a wishlist', async () => {
    const customer = (await queryOne<{ id: number }>(db, 'SELECT id FROM users WHERE email = $1', [
      DEMO_ACCOUNTS.customer.email,
    ]))!;
    const orders = await db.query<{
      id: number;
      subtotal: number;
      tax: number;
      shipping: number;
      total: number;
      payment_state: string;
      paid_amount: number;
      created_at: Date;
    }>(
      `SELECT id, subtotal, tax, shipping, total, payment_state, paid_amount, created_at FROM transactions
        WHERE customer_id = $1 ORDER BY created_at`,
      [customer.id],
    );
    expect(orders).toHaveLength(3);
    expect(orders[0]!.created_at.getTime()).toBeLessThan(Date.now() - 7 * 24 * 3600 * 1000);
    for (const order of orders) {
      expect(order.total).toBe(order.subtotal + order.tax + order.shipping);
      // Paid by the development provider, exactly the amount charged.
      expect({ state: order.payment_state, paid: order.paid_amount }).toEqual({ state: 'paid', paid: order.total });
    }
    // Flat Rate from both demo stores (Rp 25,000 and Rp 30,000); Free shipping and Local Pick Up cost nothing.
    expect(orders.map((order) => order.shipping)).toEqual([55_000, 0, 0]);

    const lines = await db.query<{
      product_name: string;
      qty: number;
      unit_price: number;
      status_id: number;
      seller_email: string;
      stock: number;
    }>(
      `SELECT i.product_name, i.qty, i.unit_price, i.status_id, u.email AS seller_email, p.stock
         FROM transaction_items i JOIN users u ON u.id = i.seller_id JOIN products p ON p.id = i.product_id
        WHERE i.transaction_id = ANY($1::int[])`,
      [orders.map((order) => order.id)],
    );
    expect(new Set(lines.map((line) => line.status_id))).toEqual(
      new Set([ORDER_STATUS.getPaid, ORDER_STATUS.processed, ORDER_STATUS.sent, ORDER_STATUS.completed]),
    );
    expect(new Set(lines.map((line) => line.seller_email))).toEqual(
      new Set([DEMO_ACCOUNTS.seller.email, DEMO_ACCOUNTS.secondSeller.email]),
    );
    const catalogue = new Map(seedCatalogue().map((product) => [product.productName, product]));
    for (const line of lines) {
      const seeded = catalogue.get(line.product_name)!;
      expect(line.unit_price, line.product_name).toBe(seeded.price);
      expect(line.stock, `${line.product_name} lost exactly what was bought`).toBe(seeded.stock - line.qty);
      expect(line.stock, `${line.product_name} stays on sale`).toBeGreaterThan(0);
    }

    const wishlist = await db.query('SELECT product_id FROM wishlist_items WHERE user_id = $1', [customer.id]);
    expect(wishlist).toHaveLength(2);
  });

  it('gives the demo customer real reviews of products it bought and completed, counted in their ratings', async () => {
    const rows = await db.query<{ completed: boolean; rating_count: number }>(
      `SELECT EXISTS (SELECT 1 FROM transaction_items ti JOIN transactions t ON t.id = ti.transaction_id
                       WHERE t.customer_id = r.customer_id AND ti.product_id = r.product_id AND ti.status_id = 4)
                AS completed, p.rating_count
         FROM reviews r JOIN users u ON u.id = r.customer_id JOIN products p ON p.id = r.product_id
        WHERE u.email = 'customer@spectrum.test'`,
    );
    expect(rows.length).toBeGreaterThanOrEqual(2);
    expect(rows.every((row) => row.completed && row.rating_count >= 1)).toBe(true);
  });

  it('dates each order’s history, notifications and reviews as they happened, in order and never ahead of now', async () => {
    const now = Date.now();
    const customer = (await queryOne<{ id: number }>(db, 'SELECT id FROM users WHERE email = $1', [
      DEMO_ACCOUNTS.customer.email,
    ]))!;
    const orders = await db.query<{ id: number; created_at: Date; paid_at: Date | null }>(
      'SELECT id, created_at, paid_at FROM transactions WHERE customer_id = $1 ORDER BY id',
      [customer.id],
    );
    expect(orders).toHaveLength(3);
    const orderIds = orders.map((order) => order.id);

    // Every status-history row of every order, in the order they were written.
    const events = await db.query<{
      order_id: number;
      from_status: number | null;
      to_status: number;
      created_at: Date;
      ordered_at: Date;
    }>(
      `SELECT ti.transaction_id AS order_id, e.from_status, e.to_status, e.created_at, ti.ordered_at
         FROM order_line_events e JOIN transaction_items ti ON ti.id = e.line_id
        WHERE ti.transaction_id = ANY($1::int[])
        ORDER BY e.id`,
      [orderIds],
    );
    for (const order of orders) {
      const placedAt = order.created_at.getTime();
      const history = events.filter((event) => event.order_id === order.id);
      const label = `order ${order.id}`;
      expect(history.length, label).toBeGreaterThanOrEqual(2);
      const times = history.map((event) => event.created_at.getTime());
      expect(Math.min(...times), label).toBeGreaterThanOrEqual(placedAt);
      expect(Math.max(...times), label).toBeLessThanOrEqual(now);
      expect(times, `${label}: history in order`).toEqual([...times].sort((a, b) => a - b));
      // "Ordered (Waiting for Payment)" is when the order was placed, as the order and the seller's list say.
      for (const event of history) expect(event.ordered_at.getTime(), label).toBe(placedAt);
      for (const event of history.filter((row) => row.from_status === null)) {
        expect(event.created_at.getTime(), `${label}: placed`).toBe(placedAt);
      }
      const paid = history.filter((event) => event.to_status === ORDER_STATUS.getPaid);
      expect(paid.length, label).toBeGreaterThan(0);
      for (const event of paid) expect(event.created_at.getTime(), `${label}: paid`).toBe(order.paid_at?.getTime());
    }
    // One customer's story: rows written later happened later, across orders too.
    const allTimes = events.map((event) => event.created_at.getTime());
    expect(allTimes).toEqual([...allTimes].sort((a, b) => a - b));

    // Each notification about an order line is dated at the change it announces, not before the order.
    const notifications = await db.query<{
      user_id: number;
      kind: string;
      created_at: Date;
      placed_at: Date;
      event_at: Date | null;
    }>(
      `SELECT n.user_id, n.kind, n.created_at, t.created_at AS placed_at,
              (SELECT e.created_at FROM order_line_events e
                WHERE e.line_id = n.line_id AND e.to_status = n.to_status
                ORDER BY e.id DESC LIMIT 1) AS event_at
         FROM notifications n
         JOIN transaction_items ti ON ti.id = n.line_id
         JOIN transactions t ON t.id = ti.transaction_id
        WHERE t.id = ANY($1::int[])
        ORDER BY n.id`,
      [orderIds],
    );
    expect(new Set(notifications.map((notification) => notification.kind))).toEqual(
      new Set(['order_placed', 'order_paid', 'new_line', 'paid', 'status_changed', 'shipped']),
    );
    for (const notification of notifications) {
      const label = `${notification.kind} to user ${notification.user_id}`;
      expect(notification.created_at.getTime(), label).toBeGreaterThanOrEqual(notification.placed_at.getTime());
      expect(notification.created_at.getTime(), label).toBe(notification.event_at?.getTime());
      expect(notification.created_at.getTime(), label).toBeLessThanOrEqual(now);
    }
    // Each person's list (newest first by id) reads in date order.
    for (const userId of new Set(notifications.map((notification) => notification.user_id))) {
      const times = notifications.filter((row) => row.user_id === userId).map((row) => row.created_at.getTime());
      expect(times, `notifications of user ${userId}`).toEqual([...times].sort((a, b) => a - b));
    }

    // A review follows the completion of the line that delivered its product, and is not from the future.
    const reviews = await db.query<{ id: number; created_at: Date; updated_at: Date; placed_at: Date; done_at: Date }>(
      `SELECT r.id, r.created_at, r.updated_at, min(t.created_at) AS placed_at, min(e.created_at) AS done_at
         FROM reviews r
         JOIN transactions t ON t.customer_id = r.customer_id
         JOIN transaction_items ti ON ti.transaction_id = t.id AND ti.product_id = r.product_id
         JOIN order_line_events e ON e.line_id = ti.id AND e.to_status = $2
        WHERE r.customer_id = $1
        GROUP BY r.id`,
      [customer.id, ORDER_STATUS.completed],
    );
    expect(reviews.length).toBeGreaterThanOrEqual(2);
    for (const review of reviews) {
      const label = `review ${review.id}`;
      expect(review.done_at.getTime(), label).toBeGreaterThan(review.placed_at.getTime());
      expect(review.created_at.getTime(), label).toBeGreaterThan(review.done_at.getTime());
      expect(review.created_at.getTime(), label).toBeLessThanOrEqual(now);
      expect(review.updated_at.getTime(), label).toBe(review.created_at.getTime());
    }
  });

  it('changes nothing when it runs again', async () => {
    const countsBefore = await tableCounts();
    const filesBefore = await fileSnapshot();
    const productsBefore = await db.query(
      'SELECT id, product_name, price, stock, created_at FROM products ORDER BY id',
    );
    await seedDemoData(db, storage, logger);
    expect(await tableCounts()).toEqual(countsBefore);
    expect(await fileSnapshot()).toEqual(filesBefore);
    expect(await db.query('SELECT id, product_name, price, stock, created_at FROM products ORDER BY id')).toEqual(
      productsBefore,
    );
  });

  it('draws a missing picture again on the next run', async () => {
    const { image_key: key } = (await queryOne<{ image_key: string }>(
      db,
      'SELECT image_key FROM product_images LIMIT 1',
    ))!;
    await storage.delete(`${key}-thumb.webp`);
    const countsBefore = await tableCounts();
    await seedDemoData(db, storage, logger);
    expect(await storage.exists(`${key}-thumb.webp`)).toBe(true);
    expect(await tableCounts()).toEqual(countsBefore);
  });
});
