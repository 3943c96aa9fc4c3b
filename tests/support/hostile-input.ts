// What the API's and the BFF's hostile-input properties share: the accounts they act as, and the proof that a
// refused request wrote nothing.
import type { Queryable } from '../../server/api/src/db/client';
import { createCategory, createProduct, createUser, type TestUser } from './fixtures';

/** Every table a request may write to; a refused request leaves each row count as it was. */
const WRITTEN_TABLES = [
  'users',
  'sessions',
  'products',
  'product_images',
  'product_categories',
  'transactions',
  'transaction_items',
  'wishlist_items',
  'contact_messages',
];

/**
 * A customer and a seller to send requests as, and the seller's one product in a category. Made first in a fresh
 * database, so the product's id is 1.
 */
export async function hostileInputAccounts(db: Queryable): Promise<{ customer: TestUser; seller: TestUser }> {
  const customer = await createUser(db);
  const seller = await createUser(db, { role: 2 });
  const category = await createCategory(db);
  await createProduct(db, seller.id, { categoryIds: [category] });
  return { customer, seller };
}

export async function writtenRowCounts(db: Queryable): Promise<Record<string, number>> {
  const select = WRITTEN_TABLES.map((table) => `(SELECT count(*)::int FROM ${table}) AS ${table}`).join(', ');
  const [row] = await db.query<Record<string, number>>(`SELECT ${select}`);
  return row!;
}
