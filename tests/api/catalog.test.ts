import { describe, expect, it } from 'vitest';
import { BRANDS, COLORS, PAYMENTS, SHIPMENTS, type CategoryData } from '@spectrum/shared';
import { fileTestApi, refusal } from '../support/api';
import { createCategory, createProduct, createUser } from '../support/fixtures';

const { api, client } = await fileTestApi();

describe('catalog reference routes', () => {
  it('lists categories with the number of live products in each', async () => {
    const seller = await createUser(api.db, { role: 2 });
    const sofas = await createCategory(api.db, 'Sofas');
    const lamps = await createCategory(api.db, 'Lamps');
    await createProduct(api.db, seller.id, { categoryIds: [sofas] });
    await createProduct(api.db, seller.id, { categoryIds: [sofas, lamps] });
    await createProduct(api.db, seller.id, { categoryIds: [sofas], archived: true });
    await createProduct(api.db, seller.id, { categoryIds: [lamps], stock: 0 });

    const response = await client.get<CategoryData[]>('/categories');
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ status: 200, meta: null });
    const byName = Object.fromEntries(response.body.data.map((c) => [c.category_name, c.total_product]));
    expect(byName).toEqual({ Lamps: 1, Sofas: 2 });
  });

  it('serves the fixed lists from @spectrum/shared', async () => {
    expect((await client.get('/brands')).body.data).toEqual(BRANDS);
    expect((await client.get('/colors')).body.data).toEqual(COLORS);
    expect((await client.get('/payments')).body.data).toEqual(PAYMENTS);
    expect((await client.get('/shipments')).body.data).toEqual(SHIPMENTS);
  });

  it('answers the health check with a database round trip', async () => {
    const response = await client.get('/health');
    expect(response.status).toBe(200);
    expect(response.body.data).toEqual({ ok: true, database: 'up' });
  });

  it('answers unknown routes with the 404 envelope', async () => {
    const response = await client.get('/nope');
    expect(response.status).toBe(404);
    expect(response.body).toEqual(refusal(404, 'Not Found', 'NOT_FOUND'));
  });

  it('refuses a body that is not JSON with a 400, not a crash', async () => {
    const response = await fetch(`${api.origin}/api/contactus`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"name": ',
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ status: 400, msg: 'Request body is not valid JSON', data: null });
  });
});

describe('POST /contactus', () => {
  it('stores a message and answers 201 with the spec text', async () => {
    const response = await client.post('/contactus', {
      name: 'Ana',
      email: 'ana@example.test',
      website: 'ana.example',
      business_plan: 'Cafe',
      message: 'Hello',
    });
    expect(response.status).toBe(201);
    expect(response.body.msg).toBe('Success, we will follow up you soon!');
    const rows = await api.db.query<{ email: string }>('SELECT email FROM contact_messages');
    expect(rows).toEqual([{ email: 'ana@example.test' }]);
  });

  it('names the missing fields and stores nothing', async () => {
    const before = await api.db.query<{ n: number }>('SELECT count(*)::int AS n FROM contact_messages');
    const response = await client.post('/contactus', { name: '', email: 'not-an-email' });
    expect(response.status).toBe(400);
    expect(response.body.errors?.map((e) => e.field).sort()).toEqual(['email', 'message', 'name']);
    const after = await api.db.query<{ n: number }>('SELECT count(*)::int AS n FROM contact_messages');
    expect(after).toEqual(before);
  });
});
