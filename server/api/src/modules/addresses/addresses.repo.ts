import { queryOne, queryTotal, type Queryable } from '../../db/client';

export interface AddressRow {
  id: number;
  receiver_name: string;
  phone: string;
  address: string;
  is_default: boolean;
  created_at: Date;
}

const ADDRESS_COLUMNS = 'id, receiver_name, phone, address, is_default, created_at';

export interface AddressFields {
  receiverName: string;
  phone: string;
  address: string;
}

/** The customer's address book: the default first, then newest first. */
export function listAddresses(db: Queryable, customerId: number): Promise<AddressRow[]> {
  return db.query<AddressRow>(
    `SELECT ${ADDRESS_COLUMNS} FROM addresses WHERE customer_id = $1 ORDER BY is_default DESC, id DESC`,
    [customerId],
  );
}

/**
 * Takes the customer's row lock, so that two saves of the same customer are counted and made default one at a
 * time (the cap and the one default hold under concurrent requests).
 */
export async function lockCustomer(db: Queryable, customerId: number): Promise<void> {
  await db.query('SELECT id FROM users WHERE id = $1 FOR UPDATE', [customerId]);
}

export function countAddresses(db: Queryable, customerId: number): Promise<number> {
  return queryTotal(db, 'SELECT count(*)::int AS total FROM addresses WHERE customer_id = $1', [customerId]);
}

export async function insertAddress(
  db: Queryable,
  customerId: number,
  fields: AddressFields,
  isDefault: boolean,
): Promise<AddressRow> {
  const row = await queryOne<AddressRow>(
    db,
    `INSERT INTO addresses (customer_id, receiver_name, phone, address, is_default)
     VALUES ($1, $2, $3, $4, $5)
     RETURNING ${ADDRESS_COLUMNS}`,
    [customerId, fields.receiverName, fields.phone, fields.address, isDefault],
  );
  return row!;
}

/** Changes one of the customer's addresses; undefined when the customer has no address with this id. */
export function updateAddress(
  db: Queryable,
  customerId: number,
  id: number,
  fields: AddressFields,
): Promise<AddressRow | undefined> {
  return queryOne<AddressRow>(
    db,
    `UPDATE addresses SET receiver_name = $3, phone = $4, address = $5
      WHERE id = $2 AND customer_id = $1
      RETURNING ${ADDRESS_COLUMNS}`,
    [customerId, id, fields.receiverName, fields.phone, fields.address],
  );
}

/** Clears the customer's default (before another becomes it: the unique index allows one). */
export async function clearDefault(db: Queryable, customerId: number): Promise<void> {
  await db.query('UPDATE addresses SET is_default = false WHERE customer_id = $1 AND is_default', [customerId]);
}

export function markDefault(db: Queryable, customerId: number, id: number): Promise<AddressRow | undefined> {
  return queryOne<AddressRow>(
    db,
    `UPDATE addresses SET is_default = true WHERE id = $2 AND customer_id = $1 RETURNING ${ADDRESS_COLUMNS}`,
    [customerId, id],
  );
}

export function findAddress(db: Queryable, customerId: number, id: number): Promise<AddressRow | undefined> {
  return queryOne<AddressRow>(db, `SELECT ${ADDRESS_COLUMNS} FROM addresses WHERE id = $2 AND customer_id = $1`, [
    customerId,
    id,
  ]);
}

/** Deletes one of the customer's addresses; what it was, or undefined when there was none with this id. */
export function deleteAddress(db: Queryable, customerId: number, id: number): Promise<AddressRow | undefined> {
  return queryOne<AddressRow>(
    db,
    `DELETE FROM addresses WHERE id = $2 AND customer_id = $1 RETURNING ${ADDRESS_COLUMNS}`,
    [customerId, id],
  );
}

/** Makes the customer's newest address the default (after the default was deleted). */
export async function defaultToNewest(db: Queryable, customerId: number): Promise<void> {
  await db.query(
    `UPDATE addresses SET is_default = true
      WHERE id = (SELECT max(id) FROM addresses WHERE customer_id = $1)`,
    [customerId],
  );
}
