import { performance } from 'node:perf_hooks';
import type { Logger } from 'pino';
import { queryOne, type Db, type Queryable } from '../client';
import type { Storage } from '../../lib/storage';
import { hashPassword } from '../../lib/passwords';
import { insertProduct } from '../../modules/products/products.service';
import { SEED_CATEGORIES, seedCatalogue, type SeedProduct } from './catalogue';
import { DEMO_ACCOUNTS, type DemoAccount } from './demo-accounts';
import { ensureDemoOrders } from './demo-orders';
import { ensureDemoReviews } from './demo-reviews';
import { ensureSeedImages } from './seed-images';

export { DEMO_ACCOUNTS, DEMO_PASSWORD } from './demo-accounts';

// Two replicas starting together must not both seed (nor both render the pictures); any constant works as long
// as it is the same everywhere.
const SEED_LOCK_ID = 7_301_978;
const HOUR_MS = 60 * 60 * 1000;

async function isSeeded(db: Queryable): Promise<boolean> {
  const row = await queryOne(db, 'SELECT id FROM users WHERE lower(email) = lower($1)', [DEMO_ACCOUNTS.seller.email]);
  return row !== undefined;
}

async function insertAccount(tx: Queryable, account: DemoAccount, passwordHash: string): Promise<number> {
  const row = await queryOne<{ id: number }>(
    tx,
    `INSERT INTO users (email, password_hash, role, display_name, gender, store_name, store_desc)
     VALUES ($1, $2, $3, $4, $5, $6, $7) RETURNING id`,
    [
      account.email,
      passwordHash,
      account.role,
      account.display_name,
      account.gender,
      account.store_name,
      account.store_desc,
    ],
  );
  if (!row) throw new Error(`Could not create the demo account ${account.email}`);
  return row.id;
}

async function ensureCategories(tx: Queryable): Promise<Map<string, number>> {
  await tx.query(
    'INSERT INTO categories (category_name) SELECT unnest($1::text[]) ON CONFLICT (category_name) DO NOTHING',
    [SEED_CATEGORIES],
  );
  const rows = await tx.query<{ id: number; category_name: string }>(
    'SELECT id, category_name FROM categories WHERE category_name = ANY($1::text[])',
    [SEED_CATEGORIES],
  );
  return new Map(rows.map((row) => [row.category_name, row.id]));
}

async function insertCatalogue(
  tx: Queryable,
  catalogue: readonly SeedProduct[],
  sellerIds: Record<SeedProduct['seller'], number>,
  now: number,
): Promise<void> {
  const categoryIds = await ensureCategories(tx);
  for (const product of catalogue) {
    const createdAt = new Date(now - product.hoursAgo * HOUR_MS);
    await insertProduct(tx, {
      sellerId: sellerIds[product.seller],
      productName: product.productName,
      description: product.description,
      price: product.price,
      stock: product.stock,
      brandId: product.brandId,
      colorId: product.color.id,
      conditions: product.conditions,
      categoryIds: product.categories.map((name) => categoryIds.get(name) ?? 0).filter((id) => id > 0),
      imageKeys: product.images.map((image) => image.key),
      createdAt,
      archivedAt: product.archived ? new Date(createdAt.getTime() + 24 * HOUR_MS) : undefined,
    });
  }
}

/**
 * Demo accounts, categories, a furniture catalogue with drawn photos, and the demo customer's orders and
 * wishlist. Runs on every start: the data is written once (the demo seller's email marks the catalogue, each
 * demo order its idempotency key), and only pictures missing from storage are rendered. Replicas starting
 * together take turns (an advisory lock held for the whole seeding), so the pictures are rendered by one of
 * them while the others wait and then find everything in place.
 */
export async function seedDemoData(db: Db, storage: Storage, logger: Logger): Promise<void> {
  const waitStarted = performance.now();
  await db.exclusive(SEED_LOCK_ID, async () => {
    const waitedMs = Math.round(performance.now() - waitStarted);
    if (waitedMs > 1_000) logger.info({ waitedMs }, 'another store API was seeding; continuing after it');
    await seedUnderLock(db, storage, logger);
  });
}

async function seedUnderLock(db: Db, storage: Storage, logger: Logger): Promise<void> {
  const started = performance.now();
  const catalogue = seedCatalogue();
  const rendered = await ensureSeedImages(
    storage,
    catalogue.flatMap((product) => product.images),
  );
  const imagesMs = Math.round(performance.now() - started);

  let seeded = false;
  if (!(await isSeeded(db))) {
    const { customer, seller, secondSeller } = DEMO_ACCOUNTS;
    const [customerHash, sellerHash, secondSellerHash] = await Promise.all(
      [customer, seller, secondSeller].map((account) => hashPassword(account.password)),
    );
    seeded = await db.transaction(async (tx) => {
      if (await isSeeded(tx)) return false;
      await insertAccount(tx, customer, customerHash!);
      const sellerIds = {
        seller: await insertAccount(tx, seller, sellerHash!),
        secondSeller: await insertAccount(tx, secondSeller, secondSellerHash!),
      };
      await insertCatalogue(tx, catalogue, sellerIds, Date.now());
      return true;
    });
  }

  const { ordersPlaced } = await ensureDemoOrders(db);
  await ensureDemoReviews(db);

  const ms = Math.round(performance.now() - started);
  const timing = { ms, imagesMs, imagesRendered: rendered };
  if (seeded) logger.info({ ...timing, products: catalogue.length, orders: ordersPlaced }, 'demo data seeded');
  else logger.info(timing, 'demo data already present');
}
