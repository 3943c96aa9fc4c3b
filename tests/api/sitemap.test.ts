/** GET /api/products/sitemap: the ids search engines may list, paged by key, on PGlite and PostgreSQL. */
import { describe, expect, it } from 'vitest';
import { LIMITS, type ProductSitemapEntry, type ProductSitemapMeta } from '@spectrum/shared';
import { fileTestApi } from '../support/api';
import { createProduct, createUser } from '../support/fixtures';

const { api, client } = await fileTestApi();

interface SitemapBody {
  status: number;
  data: ProductSitemapEntry[];
  meta: ProductSitemapMeta;
}

const sitemap = (query: string) => client.get<ProductSitemapEntry[]>(`/products/sitemap${query}`);
const idsOf = (body: SitemapBody) => body.data.map((entry) => entry.id);

describe('GET /products/sitemap', () => {
  it('answers an empty page and no last id when there is no product', async () => {
    const response = await sitemap('');
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ status: 200, data: [], meta: { next: null, lastId: null } });
  });

  it('pages through every unarchived product, sold out included, by id', async () => {
    const seller = await createUser(api.db, { role: 2 });
    const first = await createProduct(api.db, seller.id);
    const archived = await createProduct(api.db, seller.id, { archived: true });
    const soldOut = await createProduct(api.db, seller.id, { stock: 0 });
    const fourth = await createProduct(api.db, seller.id);
    const lastArchived = await createProduct(api.db, seller.id, { archived: true });
    await api.db.query("UPDATE products SET updated_at = '2026-03-04T05:06:07.000Z' WHERE id = $1", [soldOut]);

    const pageOne = (await sitemap('?limit=2')).body as unknown as SitemapBody;
    expect(idsOf(pageOne)).toEqual([first, soldOut]);
    expect(pageOne.meta).toEqual({ next: soldOut, lastId: fourth });
    expect(pageOne.data[1]).toEqual({ id: soldOut, updated_at: '2026-03-04T05:06:07.000Z' });

    const pageTwo = (await sitemap(`?limit=2&after=${pageOne.meta.next}`)).body as unknown as SitemapBody;
    expect(idsOf(pageTwo)).toEqual([fourth]);
    expect(pageTwo.meta).toEqual({ next: null, lastId: fourth });
    expect(idsOf(pageOne).concat(idsOf(pageTwo))).not.toContain(archived);
    expect(idsOf(pageTwo)).not.toContain(lastArchived);
    for (const entry of [...pageOne.data, ...pageTwo.data]) {
      expect(new Date(entry.updated_at).toISOString()).toBe(entry.updated_at);
    }
  });

  it('stops at `through` and says there is nothing after it', async () => {
    const all = (await sitemap('')).body as unknown as SitemapBody;
    const [firstId, secondId] = idsOf(all);
    const bounded = (await sitemap(`?after=0&through=${secondId}&limit=2`)).body as unknown as SitemapBody;
    expect(idsOf(bounded)).toEqual([firstId, secondId]);
    expect(bounded.meta.next).toBeNull();
    const past = (await sitemap(`?after=${all.meta.lastId}`)).body as unknown as SitemapBody;
    expect(past.data).toEqual([]);
    expect(past.meta).toEqual({ next: null, lastId: all.meta.lastId });
  });

  it.each([
    ['?limit=0', 'limit'],
    [`?limit=${LIMITS.maxSitemapPageSize + 1}`, 'limit'],
    ['?after=-1', 'after'],
    ['?after=two', 'after'],
    ['?through=0', 'through'],
  ])('refuses %s with the 400 envelope naming the field', async (query, field) => {
    const response = await sitemap(query);
    expect(response.status).toBe(400);
    expect(response.body).toMatchObject({ status: 400, data: null, code: 'INVALID_INPUT' });
    expect((response.body as unknown as { errors: { field: string }[] }).errors.map((error) => error.field)).toEqual([
      field,
    ]);
  });

  it('reads the page from the unarchived-id index (no scan of the table)', async () => {
    const plan = await api.db.transaction(async (tx) => {
      await tx.query('SET LOCAL enable_seqscan = off');
      return tx.query<{ 'QUERY PLAN': string }>(
        `EXPLAIN SELECT id, updated_at FROM products
          WHERE archived_at IS NULL AND id > $1 AND id <= $2 ORDER BY id LIMIT $3`,
        [0, 50_000, 5_000],
      );
    });
    const text = plan.map((row) => row['QUERY PLAN']).join('\n');
    expect(text).toContain('products_unarchived_id_idx');
    expect(text).not.toMatch(/\bSort\b/);
  });
});
