import { API_MESSAGES, LIMITS, toInternationalPhone, type SavedAddress, type SavedAddressBody } from '@spectrum/shared';
import type { Db } from '../../db/client';
import { conflict, notFound } from '../../lib/errors';
import * as repo from './addresses.repo';

function toSavedAddress(row: repo.AddressRow): SavedAddress {
  return {
    id: row.id,
    receiver_name: row.receiver_name,
    phone: row.phone,
    address: row.address,
    is_default: row.is_default,
    created_at: new Date(row.created_at).toISOString(),
  };
}

/** The fields as the book keeps them: the phone as +62 and its digits, however it was typed. */
function fieldsOf(body: SavedAddressBody): repo.AddressFields {
  return { receiverName: body.receiver_name, phone: toInternationalPhone(body.phone), address: body.address };
}

const addressNotFound = () => notFound(API_MESSAGES.addressNotFound);

export async function listAddresses(db: Db, customerId: number): Promise<SavedAddress[]> {
  return (await repo.listAddresses(db, customerId)).map(toSavedAddress);
}

/** Saves an address; the first one, or one asked to be, becomes the default. Refused past the book's cap. */
export function createAddress(db: Db, customerId: number, body: SavedAddressBody): Promise<SavedAddress> {
  return db.transaction(async (tx) => {
    await repo.lockCustomer(tx, customerId);
    const count = await repo.countAddresses(tx, customerId);
    if (count >= LIMITS.maxSavedAddresses) {
      throw conflict(API_MESSAGES.addressBookFull(LIMITS.maxSavedAddresses), 'ADDRESS_BOOK_FULL');
    }
    const isDefault = count === 0 || body.is_default === true;
    if (isDefault) await repo.clearDefault(tx, customerId);
    return toSavedAddress(await repo.insertAddress(tx, customerId, fieldsOf(body), isDefault));
  });
}

/** Changes a saved address; `is_default: true` also makes it the default (false leaves the default alone). */
export function updateAddress(db: Db, customerId: number, id: number, body: SavedAddressBody): Promise<SavedAddress> {
  return db.transaction(async (tx) => {
    await repo.lockCustomer(tx, customerId);
    const row = await repo.updateAddress(tx, customerId, id, fieldsOf(body));
    if (!row) throw addressNotFound();
    if (!body.is_default || row.is_default) return toSavedAddress(row);
    await repo.clearDefault(tx, customerId);
    return toSavedAddress((await repo.markDefault(tx, customerId, id))!);
  });
}

export function setDefaultAddress(db: Db, customerId: number, id: number): Promise<SavedAddress> {
  return db.transaction(async (tx) => {
    await repo.lockCustomer(tx, customerId);
    const row = await repo.findAddress(tx, customerId, id);
    if (!row) throw addressNotFound();
    if (row.is_default) return toSavedAddress(row);
    await repo.clearDefault(tx, customerId);
    return toSavedAddress((await repo.markDefault(tx, customerId, id))!);
  });
}

/** Deletes a saved address; when it was the default, the newest one left becomes the default. */
export function deleteAddress(db: Db, customerId: number, id: number): Promise<void> {
  return db.transaction(async (tx) => {
    await repo.lockCustomer(tx, customerId);
    const row = await repo.deleteAddress(tx, customerId, id);
    if (!row) throw addressNotFound();
    if (row.is_default) await repo.defaultToNewest(tx, customerId);
  });
}
