import { describe, expect, it } from 'vitest';
import { LIMITS, type SavedAddress } from '@spectrum/shared';
import { fileTestApi } from '../support/api';
import { createUser, type TestUser } from '../support/fixtures';

const { api, client } = await fileTestApi();

const HOME = { receiver_name: 'Ayu Lestari', phone: '0812-3456-7890', address: 'Jl. Merdeka 10, Bandung' };
const OFFICE = { receiver_name: 'Ayu at work', phone: '+62 811 222 333', address: 'Jl. Sudirman 5, Jakarta' };

function save(customer: TestUser, body: unknown) {
  return client.post<SavedAddress>('/addresses', body, customer.token);
}

async function book(customer: TestUser): Promise<SavedAddress[]> {
  const listed = await client.get<SavedAddress[]>('/addresses', customer.token);
  expect(listed.status).toBe(200);
  return listed.body.data;
}

async function rowsOf(customerId: number) {
  return api.db.query<{ id: number; is_default: boolean; address: string }>(
    'SELECT id, is_default, address FROM addresses WHERE customer_id = $1 ORDER BY id',
    [customerId],
  );
}

describe('address book', () => {
  it('saves an address with the phone as +62 and its digits; the first one is the default', async () => {
    const customer = await createUser(api.db, { role: 1 });
    expect(await book(customer)).toEqual([]);

    const saved = await save(customer, HOME);
    expect(saved.status).toBe(201);
    expect(saved.body.data).toMatchObject({
      receiver_name: 'Ayu Lestari',
      phone: '+6281234567890',
      address: 'Jl. Merdeka 10, Bandung',
      is_default: true,
    });
    expect(Number.isNaN(Date.parse(saved.body.data.created_at))).toBe(false);

    const second = await save(customer, OFFICE);
    expect(second.body.data).toMatchObject({ phone: '+62811222333', is_default: false });
    expect((await book(customer)).map((entry) => entry.address)).toEqual([HOME.address, OFFICE.address]);
  });

  it('keeps one default: a new default, a chosen one, and the newest left when the default is deleted', async () => {
    const customer = await createUser(api.db, { role: 1 });
    const home = (await save(customer, HOME)).body.data;
    const office = (await save(customer, { ...OFFICE, is_default: true })).body.data;
    expect(office.is_default).toBe(true);
    expect((await book(customer)).map((entry) => [entry.id, entry.is_default])).toEqual([
      [office.id, true],
      [home.id, false],
    ]);

    const made = await client.call<SavedAddress>('PUT', `/addresses/${home.id}/default`, { token: customer.token });
    expect(made.status).toBe(200);
    expect(made.body.data.is_default).toBe(true);
    expect((await rowsOf(customer.id)).filter((row) => row.is_default).map((row) => row.id)).toEqual([home.id]);

    const third = (await save(customer, { ...HOME, address: 'Jl. Braga 3, Bandung' })).body.data;
    const removed = await client.del<{ id: number }>(`/addresses/${home.id}`, customer.token);
    expect(removed.status).toBe(200);
    expect(removed.body.data).toEqual({ id: home.id });
    expect((await rowsOf(customer.id)).map((row) => [row.id, row.is_default])).toEqual([
      [office.id, false],
      [third.id, true],
    ]);
  });

  it('changes an address, and makes it the default only when asked', async () => {
    const customer = await createUser(api.db, { role: 1 });
    const home = (await save(customer, HOME)).body.data;
    const office = (await save(customer, OFFICE)).body.data;

    const changed = await client.call<SavedAddress>('PUT', `/addresses/${office.id}`, {
      body: { ...OFFICE, address: 'Jl. Thamrin 1, Jakarta' },
      token: customer.token,
    });
    expect(changed.status).toBe(200);
    expect(changed.body.data).toMatchObject({ id: office.id, address: 'Jl. Thamrin 1, Jakarta', is_default: false });

    const madeDefault = await client.call<SavedAddress>('PUT', `/addresses/${office.id}`, {
      body: { ...OFFICE, is_default: true },
      token: customer.token,
    });
    expect(madeDefault.body.data.is_default).toBe(true);
    expect((await rowsOf(customer.id)).map((row) => [row.id, row.is_default])).toEqual([
      [home.id, false],
      [office.id, true],
    ]);
  });

  it("answers 404 for another customer's address and changes nothing", async () => {
    const owner = await createUser(api.db, { role: 1 });
    const other = await createUser(api.db, { role: 1 });
    const home = (await save(owner, HOME)).body.data;
    await save(owner, OFFICE);
    const before = await rowsOf(owner.id);

    const attempts = [
      client.call('PUT', `/addresses/${home.id}`, { body: OFFICE, token: other.token }),
      client.call('PUT', `/addresses/${home.id}/default`, { token: other.token }),
      client.del(`/addresses/${home.id}`, other.token),
      client.del('/addresses/999999', owner.token),
    ];
    for (const answer of await Promise.all(attempts)) {
      expect(answer.status).toBe(404);
      expect(answer.body.msg).toBe('This address is not in your address book');
    }
    expect(await book(other)).toEqual([]);
    expect(await rowsOf(owner.id)).toEqual(before);
  });

  it('refuses bad input with a sentence per field and saves nothing', async () => {
    const customer = await createUser(api.db, { role: 1 });
    const refused = await save(customer, {
      receiver_name: '  ',
      phone: '12',
      address: 'x'.repeat(LIMITS.addressMaxLength + 1),
    });
    expect(refused.status).toBe(400);
    expect(refused.body.code).toBe('INVALID_INPUT');
    expect(refused.body.errors?.map((error) => error.field).sort()).toEqual(['address', 'phone', 'receiver_name']);
    expect(refused.body.errors?.find((error) => error.field === 'phone')?.message).toMatch(/digits after \+62/);

    const badId = await client.del('/addresses/abc', customer.token);
    expect(badId.status).toBe(400);
    expect(await rowsOf(customer.id)).toEqual([]);
  });

  it('is for customers only', async () => {
    const seller = await createUser(api.db, { role: 2 });
    expect((await client.get('/addresses')).status).toBe(401);
    expect((await client.get('/addresses', seller.token)).status).toBe(403);
    expect((await save(seller, HOME)).status).toBe(403);
  });

  it(`caps the book at ${LIMITS.maxSavedAddresses}, also when saves race`, async () => {
    const customer = await createUser(api.db, { role: 1 });
    const attempts = await Promise.all(
      Array.from({ length: LIMITS.maxSavedAddresses + 3 }, (_, index) =>
        save(customer, { ...HOME, address: `Jl. Nomor ${index}` }),
      ),
    );
    const statuses = attempts.map((answer) => answer.status).sort();
    expect(statuses.filter((status) => status === 201)).toHaveLength(LIMITS.maxSavedAddresses);
    const full = attempts.filter((answer) => answer.status === 409);
    expect(full).toHaveLength(3);
    expect(full[0]!.body.code).toBe('ADDRESS_BOOK_FULL');
    const rows = await rowsOf(customer.id);
    expect(rows).toHaveLength(LIMITS.maxSavedAddresses);
    expect(rows.filter((row) => row.is_default)).toHaveLength(1);
  });
});
