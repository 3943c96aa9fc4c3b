/**
 * Grows an empty, migrated database into a large marketplace for the catalogue benchmark, with set-based SQL
 * only (`INSERT … SELECT generate_series`), so a million products take seconds, not hours.
 *
 * The vocabulary is the demo catalogue's (server/api/src/db/seed/catalogue.ts): every product is a variation
 * of one demo entry — "{collection} {material} {noun}" built from the words of the demo names, the entry's
 * categories and photos, a price around the entry's, and two sentences of demo descriptions. Collection
 * words follow a long-tailed (exponential) spread, so some words are in every seventh name and others in a
 * few dozen. Brands and colours are skewed, dates spread over three years.
 *
 * Besides the products: a seller with 50,000 products (or half the catalogue when it is smaller), a
 * customer with 5,000 orders, and 50,000 orders of other customers whose two lines each go to that seller.
 *
 * Reviews (issue 30): `reviewsPerProduct` (10 by default: 1,000,000 at 100,000 products) on average over the
 * live products, long-tailed (most have a few, some none, some many), by distinct customers; most stars are
 * 4 and 5, each product leaning its own way; one popular product has 1,500. Loaded with the rating trigger off
 * and the maintained ratings (products' and sellers') then set in one statement each, as the trigger would.
 */
import { SEED_CATEGORIES, seedCatalogue } from '../../server/api/src/db/seed/catalogue';
import { queryOne, type Db, type Queryable } from '../../server/api/src/db/client';
import { createSession } from '../../server/api/src/lib/auth';
import { hashPassword } from '../../server/api/src/lib/passwords';

export interface GrowOptions {
  /** Live products (not archived, in stock); 4% more are sold out and 2% more archived. */
  products: number;
  /** Average reviews per live product (default 10). */
  reviewsPerProduct?: number;
}

export interface GrownCatalogue {
  liveProducts: number;
  allProducts: number;
  bigSellerId: number;
  bigSellerToken: string;
  bigSellerProducts: number;
  bigCustomerId: number;
  bigCustomerToken: string;
  reviews: number;
  /** A live product with 1,500 reviews (the review page scenarios). */
  popularProductId: number;
  /** Words of the grown names, for search scenarios. */
  words: { common: string; rare: string; twoWords: string; typo: string };
  /** When the load was committed and ANALYZEd (the database server's clock); absent in older kept databases. */
  loadedAt?: string;
}

const SELLERS = 200;
const CUSTOMERS = 2_000;
const BIG_SELLER_PRODUCTS = 50_000;
const BIG_CUSTOMER_ORDERS = 5_000;
const OTHER_ORDERS = 50_000;
const POPULAR_PRODUCT_REVIEWS = 1_500;
export const BENCH_PASSWORD = 'spectrum123';

/** A deterministic uniform number in [0, 1) for row `g` and a per-use salt (same on PostgreSQL and PGlite). */
const unit = (g: string, salt: number) =>
  `((hashint8((${g})::bigint * 7919 + ${salt}) & 2147483647)::float8 / 2147483648.0)`;

function vocabulary() {
  const entries = seedCatalogue();
  const collections: string[] = [];
  const materials: string[] = [];
  const nameWords = (name: string) => name.replace(/\s*\(.*\)/, '').split(' ');
  for (const entry of entries) {
    const words = nameWords(entry.productName);
    if (words.length >= 3) {
      const first = words[0]!;
      const middle = words.slice(1, -1).join(' ');
      if (!collections.includes(first)) collections.push(first);
      if (!materials.includes(middle)) materials.push(middle);
    }
  }
  return { entries, collections, materials, nounOf: (name: string) => nameWords(name).at(-1)! };
}

/** Upper bound on the identifiers a permutation `(g * prime) % total` uses; the prime must not divide total. */
function coprimeStep(total: number): number {
  for (const prime of [1_000_003, 999_983, 999_979]) if (total % prime !== 0) return prime;
  return 1;
}

export async function growCatalogue(db: Db, options: GrowOptions): Promise<GrownCatalogue> {
  const { entries, collections, materials, nounOf } = vocabulary();
  const live = options.products;
  const soldOut = Math.round(live * 0.04);
  const archived = Math.round(live * 0.02);
  const total = live + soldOut + archived;
  const bigSellerProducts = Math.min(BIG_SELLER_PRODUCTS, Math.floor(total / 2));
  const passwordHash = await hashPassword(BENCH_PASSWORD);

  const ids = await db.transaction(async (tx) => {
    const count = await queryOne<{ n: number }>(tx, 'SELECT count(*)::int AS n FROM products');
    if ((count?.n ?? 0) > 0) throw new Error('growCatalogue needs an empty database');
    await tx.query(
      'INSERT INTO categories (category_name) SELECT unnest($1::text[]) ON CONFLICT (category_name) DO NOTHING',
      [SEED_CATEGORIES],
    );
    await tx.query(
      `INSERT INTO users (email, password_hash, role, display_name, store_name, store_desc)
       SELECT 'bench-seller-' || g || '@spectrum.test', $1, 2, 'Seller ' || g, 'Bench Store ' || g, 'A bench store.'
         FROM generate_series(1, $2::int) g`,
      [passwordHash, SELLERS],
    );
    await tx.query(
      `INSERT INTO users (email, password_hash, role, display_name)
       SELECT 'bench-customer-' || g || '@spectrum.test', $1, 1, 'Customer ' || g FROM generate_series(1, $2::int) g`,
      [passwordHash, CUSTOMERS],
    );
    const sellers = await tx.query<{ id: number }>(
      "SELECT id FROM users WHERE email LIKE 'bench-seller-%' ORDER BY id",
    );
    const bigCustomer = await queryOne<{ id: number }>(
      tx,
      "SELECT id FROM users WHERE email = 'bench-customer-1@spectrum.test'",
    );
    const firstCustomer = bigCustomer!.id;
    const firstSeller = sellers[0]!.id;

    await tx.query(
      `CREATE TEMP TABLE bench_entry ON COMMIT DROP AS
       SELECT e.idx::int AS entry, e.noun, e.description, e.price
         FROM unnest($1::text[], $2::text[], $3::int[]) WITH ORDINALITY AS e (noun, description, price, idx)`,
      [
        entries.map((entry) => nounOf(entry.productName)),
        entries.map((entry) => entry.description),
        entries.map((entry) => entry.price),
      ],
    );
    await tx.query(
      `CREATE TEMP TABLE bench_entry_category ON COMMIT DROP AS
       SELECT e.entry::int, c.id AS category_id
         FROM unnest($1::int[], $2::text[]) AS e (entry, category_name)
         JOIN categories c ON c.category_name = e.category_name`,
      [
        entries.flatMap((entry, index) => entry.categories.map(() => index + 1)),
        entries.flatMap((entry) => [...entry.categories]),
      ],
    );
    await tx.query(
      `CREATE TEMP TABLE bench_entry_image ON COMMIT DROP AS
       SELECT e.entry::int, e.position::int, e.image_key
         FROM unnest($1::int[], $2::int[], $3::text[]) AS e (entry, position, image_key)`,
      [
        entries.flatMap((entry, index) => entry.images.map(() => index + 1)),
        entries.flatMap((entry) => entry.images.map((_image, position) => position)),
        entries.flatMap((entry) => entry.images.map((image) => image.key)),
      ],
    );

    // Row g: which entry it varies, whether it is live, sold out or archived (a permutation spreads the
    // non-live rows over the whole range), and whether the big seller owns it (the same, another step).
    const step = coprimeStep(total);
    await tx.query(
      `CREATE TEMP TABLE bench_row ON COMMIT DROP AS
       SELECT g,
              1 + floor(${unit('g', 1)} * $1::int)::int AS entry,
              CASE WHEN (g::bigint * $3::int) % $2::int < $4::int THEN 'sold-out'
                   WHEN (g::bigint * $3::int) % $2::int < $4::int + $5::int THEN 'archived'
                   ELSE 'live' END AS state,
              ((g::bigint * $3::int + 12345) % $2::int) < $6::int AS big_seller
         FROM generate_series(1, $2::int) g`,
      [entries.length, total, step, soldOut, archived, bigSellerProducts],
    );
    // The products are staged first: their reviews are drawn from the stage, so each product row goes in once
    // with its rating, as the store's own writes leave a product (see compact).
    await tx.query(
      `CREATE TEMP TABLE bench_product ON COMMIT DROP AS
       SELECT r.g AS id,
              CASE WHEN r.big_seller THEN $1::int ELSE $1::int + 1 + (r.g % ($2::int - 1)) END AS seller_id,
              ($3::text[])[1 + least(cardinality($3::text[]) - 1,
                                     floor(-ln(1 - ${unit('r.g', 2)}) * cardinality($3::text[]) / 8)::int)]
                || ' ' || ($4::text[])[1 + floor(${unit('r.g', 3)} * cardinality($4::text[]))::int]
                || ' ' || e.noun AS product_name,
              e.description || ' ' || other.description AS description,
              greatest(10000, round(e.price * (0.6 + ${unit('r.g', 4)} * 0.9) / 10000) * 10000)::int AS price,
              CASE WHEN r.state = 'sold-out' THEN 0 ELSE 1 + floor(${unit('r.g', 5)} * 40)::int END AS stock,
              CASE WHEN ${unit('r.g', 6)} < 0.30 THEN 1 WHEN ${unit('r.g', 6)} < 0.55 THEN 2
                   WHEN ${unit('r.g', 6)} < 0.75 THEN 3 WHEN ${unit('r.g', 6)} < 0.90 THEN 4 ELSE 5 END AS brand_id,
              CASE WHEN ${unit('r.g', 7)} < 0.25 THEN 1 WHEN ${unit('r.g', 7)} < 0.45 THEN 2
                   WHEN ${unit('r.g', 7)} < 0.62 THEN 3 WHEN ${unit('r.g', 7)} < 0.77 THEN 4
                   WHEN ${unit('r.g', 7)} < 0.90 THEN 5 ELSE 6 END AS color_id,
              CASE WHEN ${unit('r.g', 8)} < 0.8 THEN 'new' ELSE 'second' END AS conditions,
              CASE WHEN r.state = 'archived' THEN now() - interval '1 day' END AS archived_at,
              t.created_at, t.created_at AS updated_at,
              -- As the store's own insert does: the categories in the row at once, so it is written once.
              (SELECT coalesce(array_agg(DISTINCT ec.category_id ORDER BY ec.category_id), '{}')
                 FROM bench_entry_category ec WHERE ec.entry = r.entry) AS category_ids
         FROM bench_row r
         JOIN bench_entry e ON e.entry = r.entry
         JOIN bench_entry other ON other.entry = 1 + floor(${unit('r.g', 9)} * $5::int)::int
         CROSS JOIN LATERAL (
           SELECT now() - make_interval(secs => ($6::int - r.g) * (94608000.0 / $6::int) + ${unit('r.g', 10)} * 3600) AS created_at
         ) t`,
      [firstSeller, SELLERS, collections, materials, entries.length, total],
    );
    const staged = await stageReviews(tx, { firstCustomer, perProduct: options.reviewsPerProduct ?? 10 });
    await tx.query(
      `INSERT INTO products
         (id, seller_id, product_name, description, price, stock, brand_id, color_id, conditions, archived_at,
          created_at, updated_at, category_ids, rating_count, rating_sum, rating_score)
       SELECT p.id, p.seller_id, p.product_name, p.description, p.price, p.stock, p.brand_id, p.color_id, p.conditions,
              p.archived_at, p.created_at, p.updated_at, p.category_ids,
              coalesce(r.n, 0), coalesce(r.stars, 0), coalesce(round(r.stars * 100.0 / r.n)::integer, 0)
         FROM bench_product p
         LEFT JOIN (SELECT product_id, count(*)::int AS n, sum(rating)::int AS stars FROM bench_review GROUP BY product_id) r
           ON r.product_id = p.id`,
    );
    await tx.query("SELECT setval(pg_get_serial_sequence('products', 'id'), $1)", [total]);
    await tx.query(
      `INSERT INTO product_categories (product_id, category_id)
       SELECT r.g, ec.category_id FROM bench_row r JOIN bench_entry_category ec ON ec.entry = r.entry`,
    );
    await tx.query(
      `INSERT INTO product_images (product_id, position, image_key)
       SELECT r.g, ei.position, ei.image_key FROM bench_row r JOIN bench_entry_image ei ON ei.entry = r.entry`,
    );

    // Orders: the big customer's 5,000 (one to three lines of any product), then 50,000 orders of the other
    // customers with two lines each of the big seller's live products.
    await tx.query(
      `INSERT INTO transactions
         (id, customer_id, receiver_name, address, phone, payment_id, shipment_id, promo_id, subtotal, tax, total,
          created_at)
       SELECT g,
              CASE WHEN g <= $1::int THEN $3::int ELSE $3::int + 1 + (g % ($4::int - 1)) END,
              'Receiver ' || g, 'Jl. Bench No. ' || g || ', Jakarta', '+62 812 0000 ' || lpad((g % 10000)::text, 4, '0'),
              1 + (g % 4), 1 + (g % 3), 1, 0, 0, 0,
              now() - make_interval(secs => ${unit('g', 11)} * 63072000)
         FROM generate_series(1, $1::int + $2::int) g`,
      [BIG_CUSTOMER_ORDERS, OTHER_ORDERS, firstCustomer, CUSTOMERS],
    );
    await tx.query("SELECT setval(pg_get_serial_sequence('transactions', 'id'), $1)", [
      BIG_CUSTOMER_ORDERS + OTHER_ORDERS,
    ]);
    await tx.query(
      `CREATE TEMP TABLE bench_line_product ON COMMIT DROP AS
       SELECT row_number() OVER (ORDER BY p.id)::int AS rn, p.id, p.seller_id, p.product_name, p.price
         FROM products p WHERE p.seller_id = $1 AND p.archived_at IS NULL`,
      [firstSeller],
    );
    const lines = (source: string, orders: string, lineCount: string, pick: string) =>
      tx.query(
        `INSERT INTO transaction_items
           (transaction_id, product_id, seller_id, product_name, image_key, unit_price, qty, line_total, status_id)
         SELECT o.g, p.id, p.seller_id, p.product_name, NULL, p.price, o.qty, p.price * o.qty, o.status_id
           FROM (
             SELECT t.g, ${pick} AS pick,
                    1 + floor(${unit('t.g * 4 + line', 14)} * 3)::int AS qty,
                    1 + floor(${unit('t.g * 4 + line', 15)} * 5)::int AS status_id
               FROM ${orders} t (g) CROSS JOIN generate_series(1, 3) line
              WHERE line <= ${lineCount}
           ) o
           JOIN ${source} p ON p.pick = o.pick`,
      );
    await lines(
      '(SELECT id AS pick, id, seller_id, product_name, price FROM products)',
      `generate_series(1, ${BIG_CUSTOMER_ORDERS})`,
      '1 + (t.g % 3)',
      `1 + floor(${unit('t.g * 4 + line', 12)} * ${total})::int`,
    );
    await lines(
      '(SELECT rn AS pick, id, seller_id, product_name, price FROM bench_line_product)',
      `generate_series(${BIG_CUSTOMER_ORDERS + 1}, ${BIG_CUSTOMER_ORDERS + OTHER_ORDERS})`,
      '2',
      `1 + floor(${unit('t.g * 4 + line', 13)} * (SELECT count(*) FROM bench_line_product))::int`,
    );
    await tx.query(
      `UPDATE transactions t SET subtotal = s.subtotal, tax = round(s.subtotal * 0.1), total = s.subtotal + round(s.subtotal * 0.1)
         FROM (SELECT transaction_id, sum(line_total) AS subtotal FROM transaction_items GROUP BY transaction_id) s
        WHERE s.transaction_id = t.id`,
    );
    const reviews = await insertStagedReviews(tx);
    return {
      bigSellerId: firstSeller,
      bigCustomerId: firstCustomer,
      reviews,
      popularProductId: staged.popularProductId,
    };
  });

  // As a real bulk import leaves the tables: only ANALYZEd, no VACUUM FULL (see compact).
  await db.query('ANALYZE');
  const loaded = await queryOne<{ at: string }>(db, 'SELECT now()::text AS at');
  // The rarest collection word (the tail of the spread) that no other name part or description uses.
  const elsewhere = new Set(
    [...materials, ...entries.map((entry) => `${nounOf(entry.productName)} ${entry.description}`)]
      .join(' ')
      .toLowerCase()
      .split(/[^a-z0-9]+/),
  );
  const rare = [...collections].reverse().find((word) => /^[a-z]+$/i.test(word) && !elsewhere.has(word.toLowerCase()));
  return {
    liveProducts: live,
    allProducts: total,
    bigSellerId: ids.bigSellerId,
    bigSellerToken: await createSession(db, ids.bigSellerId),
    bigSellerProducts,
    bigCustomerId: ids.bigCustomerId,
    bigCustomerToken: await createSession(db, ids.bigCustomerId),
    reviews: ids.reviews,
    popularProductId: ids.popularProductId,
    words: {
      common: 'chair',
      rare: (rare ?? collections.at(-1)!).toLowerCase(),
      twoWords: 'walnut sofa',
      typo: 'wallnut',
    },
    loadedAt: loaded?.at,
  };
}

/**
 * Reviews of the live products, staged in `bench_review` from the staged products: product p gets about
 * `perProduct` (exponentially spread, at most one per customer), the k-th by customer (p × 7 + k) mod CUSTOMERS, so
 * no customer reviews a product twice; the first live product gets POPULAR_PRODUCT_REVIEWS.
 */
async function stageReviews(
  tx: Queryable,
  { firstCustomer, perProduct }: { firstCustomer: number; perProduct: number },
): Promise<{ popularProductId: number }> {
  const popular = await queryOne<{ id: number }>(
    tx,
    'SELECT min(id) AS id FROM bench_product WHERE archived_at IS NULL AND stock > 0',
  );
  const popularProductId = popular!.id;
  await tx.query(
    `CREATE TEMP TABLE bench_review ON COMMIT DROP AS
     SELECT p.id AS product_id, $1::int + ((p.id * 7 + k) % $2::int) AS customer_id, p.seller_id,
            1 + floor(least(0.9999, 0.35 * ${unit('p.id', 20)} + 0.65 * sqrt(${unit('p.id::bigint * 4096 + k', 21)})) * 5)::int AS rating,
            'Review ' || k || ' of product ' || p.id AS title,
            'Sturdy, well finished and as pictured. Delivery took a few days; assembly was simple.'::text AS body,
            floor(-ln(1 - ${unit('p.id::bigint * 4096 + k', 22)}) * 2)::int AS helpful_count,
            t.at AS created_at, t.at AS updated_at
       FROM bench_product p
       CROSS JOIN LATERAL generate_series(1, CASE WHEN p.id = $4::int THEN $5::int
                                              ELSE least($2::int, floor(-ln(1 - ${unit('p.id', 23)}) * $3::float8)::int)
                                          END) k
       CROSS JOIN LATERAL (
         SELECT greatest(p.created_at, now() - make_interval(secs => ${unit('p.id::bigint * 4096 + k', 24)} * 63072000)) AS at
       ) t
      WHERE p.archived_at IS NULL AND p.stock > 0`,
    [firstCustomer, CUSTOMERS, perProduct, popularProductId, POPULAR_PRODUCT_REVIEWS],
  );
  return { popularProductId };
}

/**
 * The staged reviews, once their products are in. The products already carry their ratings, so the trigger that
 * keeps them (one UPDATE per product) is off for this statement; the sellers' averages are set here instead.
 */
async function insertStagedReviews(tx: Queryable): Promise<number> {
  await tx.query('ALTER TABLE reviews DISABLE TRIGGER reviews_rating');
  await tx.query(
    `INSERT INTO reviews (product_id, customer_id, seller_id, rating, title, body, helpful_count, created_at, updated_at)
     SELECT product_id, customer_id, seller_id, rating, title, body, helpful_count, created_at, updated_at
       FROM bench_review`,
  );
  await tx.query('ALTER TABLE reviews ENABLE TRIGGER reviews_rating');
  await tx.query(
    `UPDATE users u SET rating_count = r.n, rating_sum = r.stars
       FROM (SELECT seller_id, count(*)::int AS n, sum(rating)::int AS stars FROM bench_review GROUP BY seller_id) r
      WHERE r.seller_id = u.id`,
  );
  const count = await queryOne<{ n: number }>(tx, 'SELECT count(*)::int AS n FROM reviews');
  return count?.n ?? 0;
}

/** The grown tables autovacuum must have visited before the pass right after the load is measured. */
const VACUUMED_AFTER_LOAD = ['products', 'reviews'];

/**
 * Waits, at most `timeoutMs`, until autovacuum has visited the grown tables since the load (`loadedAt`, else
 * ever), as a store's tables are a minute or so after an import: migration 191 has it vacuum a table after 1% of
 * it is new, and only VACUUM marks the pages an index-only scan may answer from alone. It never vacuums itself.
 * Answers what happened, for the report.
 */
export async function awaitAutovacuum(db: Db, loadedAt: string | undefined, timeoutMs: number): Promise<string> {
  if (db.kind !== 'postgres') return 'PGlite has no autovacuum: measured as the load left the tables';
  const setting = await queryOne<{ autovacuum: string }>(db, 'SHOW autovacuum');
  if (setting?.autovacuum !== 'on') {
    return 'autovacuum is off on this server: measured as the load left the tables';
  }
  const started = performance.now();
  const seconds = () => ((performance.now() - started) / 1000).toFixed(0);
  for (;;) {
    const waiting = await db.query<{ relname: string }>(
      `SELECT relname FROM pg_stat_user_tables
        WHERE relname = ANY($1::text[]) AND (last_autovacuum IS NULL OR last_autovacuum < $2::timestamptz)`,
      [VACUUMED_AFTER_LOAD, loadedAt ?? '-infinity'],
    );
    if (waiting.length === 0) return `autovacuum had visited ${VACUUMED_AFTER_LOAD.join(' and ')} after ${seconds()} s`;
    if (performance.now() - started > timeoutMs) {
      const names = waiting.map((row) => row.relname).join(' and ');
      return `autovacuum had not visited ${names} after ${seconds()} s: measured as they are`;
    }
    await new Promise((resolve) => setTimeout(resolve, 2_000));
  }
}

/**
 * The benchmark's second pass: the tables rewritten without dead rows, with fresh statistics and visibility maps,
 * as a store that ran a while under autovacuum, or an operator's VACUUM FULL, leaves them. The load itself writes
 * each product once (migration 180): before it wrote every product twice, which left the first half of the table
 * empty, and every capped count that a synchronized scan started there crossed it (at a million products, all
 * requests in flight took 500 ms every 1.5 s).
 */
export async function compact(db: Queryable): Promise<void> {
  await db.query('VACUUM FULL products');
  await db.query('VACUUM ANALYZE');
}
