import sharp from 'sharp';
import type { Condition, RoleId } from '@spectrum/shared';
import { queryOne, type Queryable } from '../../server/api/src/db/client';
import { createSession } from '../../server/api/src/lib/auth';
import { hashPassword } from '../../server/api/src/lib/passwords';

let counter = 0;
const unique = () => `${Date.now().toString(36)}${(counter++).toString(36)}`;

export const DEFAULT_PASSWORD = 'correct-horse-42';

export interface TestUser {
  id: number;
  email: string;
  password: string;
  role: RoleId;
  token: string;
}

/** Inserts a user directly and opens a session for it (faster than register + login). */
export async function createUser(
  db: Queryable,
  options: { role?: RoleId; email?: string; password?: string } = {},
): Promise<TestUser> {
  const role = options.role ?? 1;
  const email = options.email ?? `user-${unique()}@example.test`;
  const password = options.password ?? DEFAULT_PASSWORD;
  const row = await queryOne<{ id: number }>(
    db,
    'INSERT INTO users (email, password_hash, role) VALUES ($1, $2, $3) RETURNING id',
    [email, await hashPassword(password), role],
  );
  const id = row!.id;
  return { id, email, password, role, token: await createSession(db, id) };
}

export async function createCategory(db: Queryable, name = `Category ${unique()}`): Promise<number> {
  const row = await queryOne<{ id: number }>(db, 'INSERT INTO categories (category_name) VALUES ($1) RETURNING id', [
    name,
  ]);
  return row!.id;
}

export interface ProductFixture {
  name?: string;
  price?: number;
  stock?: number;
  brandId?: number;
  colorId?: number;
  conditions?: Condition;
  categoryIds?: number[];
  archived?: boolean;
  imageKeys?: string[];
  createdAt?: Date;
  description?: string;
}

export async function createProduct(db: Queryable, sellerId: number, fixture: ProductFixture = {}): Promise<number> {
  const row = await queryOne<{ id: number }>(
    db,
    `INSERT INTO products (seller_id, product_name, description, price, stock, brand_id, color_id, conditions, archived_at, created_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10) RETURNING id`,
    [
      sellerId,
      fixture.name ?? `Product ${unique()}`,
      fixture.description ?? 'A test product.',
      fixture.price ?? 100_000,
      fixture.stock ?? 10,
      fixture.brandId ?? 1,
      fixture.colorId ?? 1,
      fixture.conditions ?? 'new',
      fixture.archived ? new Date() : null,
      fixture.createdAt ?? new Date(),
    ],
  );
  const id = row!.id;
  for (const categoryId of fixture.categoryIds ?? []) {
    await db.query('INSERT INTO product_categories (product_id, category_id) VALUES ($1, $2)', [id, categoryId]);
  }
  for (const [position, key] of (fixture.imageKeys ?? []).entries()) {
    await db.query('INSERT INTO product_images (product_id, position, image_key) VALUES ($1, $2, $3)', [
      id,
      position,
      key,
    ]);
  }
  return id;
}

/** A real PNG of the given size, for upload tests. */
export function pngImage(width = 64, height = 48, colour = '#7888b8'): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: colour } })
    .png()
    .toBuffer();
}

export function fileBlob(buffer: Buffer, type: string): Blob {
  return new Blob([new Uint8Array(buffer)], { type });
}

/** The accounts among `users` that any upload was counted against (rate_limit_hits), by their limit keys. */
export async function accountsWithUploadsCounted(db: Queryable, users: readonly TestUser[]): Promise<string[]> {
  const rows = await db.query<{ key: string }>(
    "SELECT key FROM rate_limit_hits WHERE name LIKE 'upload%' AND key = ANY($1::text[])",
    [users.map((user) => `user:${user.id}`)],
  );
  return rows.map((row) => row.key);
}

/** A `POST /transactions/new` body for `productList`, to a fixed test receiver; `overrides` changes any field. */
export function orderBody(
  productList: readonly { productId: number; qty: number }[],
  overrides: Readonly<Record<string, unknown>> = {},
): Record<string, unknown> {
  return {
    productList,
    payment_id: 1,
    receiver_name: 'Ana Putri',
    address: 'Jl. Melati 7, Bandung',
    phone: '+62 812 3456 7890',
    ...overrides,
  };
}
