import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  LIMITS,
  PRODUCT_SORTS,
  type ProductFacets,
  type ProductListItem,
  type ProductPageMeta,
  type Suggestions,
} from '@spectrum/shared';
import type { Queryable } from '../../server/api/src/db/client';
import { lookUpSearchWords } from '../../server/api/src/modules/products/catalogue.repo';
import { SEED_CATEGORIES, seedCatalogue } from '../../server/api/src/db/seed/catalogue';
import { insertProduct } from '../../server/api/src/modules/products/products.repo';
import { buildSearchQuery, forgetSearchWords, lookupOf } from '../../server/api/src/modules/products/search';
import type { SearchLevel } from '../../server/api/src/modules/products/search-index';
import { searchIndexOf, searchIndexReloaded } from '../../server/api/src/modules/products/search-index-sync';
import { forgetChangesOlderThan } from '../../server/api/src/modules/products/search-index.repo';
import { apiClient, startTestApi, type ApiClient, type JsonResponse, type TestApi } from '../support/api';
import { createCategory, createProduct, createUser, type TestUser } from '../support/fixtures';

const DAY_MS = 24 * 60 * 60 * 1000;
const daysAgo = (days: number) => new Date(Date.now() - days * DAY_MS);
const idsOf = (items: { id: number }[]) => items.map((item) => item.id);
const metaOf = (body: { meta: unknown }) => body.meta as ProductPageMeta;

/**
 * Adds `count` live products for `sellerId` in one set-based statement (the count triggers see one statement,
 * as they do for a bulk load): prices spread over `prices`, brands and colours cycling, every third product
 * in `categoryId`.
 */
async function growProducts(
  db: Queryable,
  sellerId: number,
  options: { count: number; categoryId: number; name: string; prices: [number, number]; description?: string },
): Promise<void> {
  await db.query(
    `WITH added AS (
       INSERT INTO products (seller_id, product_name, description, price, stock, brand_id, color_id, conditions, created_at)
       SELECT $1, $2 || ' ' || g, $7, $3::int + (g * 7919) % ($4::int - $3::int + 1), 5,
              1 + g % 5, 1 + g % 6, 'new', now() - make_interval(mins => g)
         FROM generate_series(1, $5::int) g
       RETURNING id
     )
     INSERT INTO product_categories (product_id, category_id) SELECT id, $6 FROM added WHERE id % 3 = 0`,
    [
      sellerId,
      options.name,
      options.prices[0],
      options.prices[1],
      options.count,
      options.categoryId,
      options.description ?? 'Grown for the paging tests.',
    ],
  );
}

/** A test API with a seller and a category, grown with `count` products (growProducts). */
async function startGrownStore(options: { count: number; category: string; name: string; prices: [number, number] }) {
  const api = await startTestApi();
  const seller = await createUser(api.db, { role: 2 });
  const category = await createCategory(api.db, options.category);
  await growProducts(api.db, seller.id, { ...options, categoryId: category });
  return { api, client: apiClient(api.origin), seller, category };
}

async function allPages(client: ApiClient, query: string): Promise<{ ids: number[]; metas: ProductPageMeta[] }> {
  const ids: number[] = [];
  const metas: ProductPageMeta[] = [];
  let next: string | null = `${query}&page=1`;
  while (next !== null && metas.length < 500) {
    const response: JsonResponse<ProductListItem[]> = await client.get<ProductListItem[]>(`/products?${next}`);
    expect(response.status, next).toBe(200);
    ids.push(...idsOf(response.body.data));
    metas.push(metaOf(response.body));
    next = metaOf(response.body).next;
  }
  return { ids, metas };
}

describe('search', () => {
  let api: TestApi;
  let client: ApiClient;
  const ids: Record<string, number> = {};
  let chairsCategory: number;

  const search = async (text: string, extra = '') =>
    idsOf(
      (await client.get<ProductListItem[]>(`/products?limit=100&search=${encodeURIComponent(text)}${extra}`)).body.data,
    );

  beforeAll(async () => {
    api = await startTestApi();
    client = apiClient(api.origin);
    const seller = await createUser(api.db, { role: 2 });
    const chairs = await createCategory(api.db, 'Chairs');
    chairsCategory = chairs;
    const tables = await createCategory(api.db, 'Tables');
    const fixtures = {
      // The word in the name: first, newest first among them.
      oldWalnutChair: { name: 'Walnut Dining Chair', categoryIds: [chairs], createdAt: daysAgo(9) },
      newWalnutChair: { name: 'Walnut Lounge Chair', categoryIds: [chairs], createdAt: daysAgo(1) },
      // Only the category says "chair": second.
      stool: { name: 'Kyoto Counter Stool', categoryIds: [chairs], createdAt: daysAgo(2) },
      // Only the description says "chair": last, however new.
      desk: {
        name: 'Studio Writing Desk',
        categoryIds: [tables],
        description: 'Pairs with any dining chair; comfortable for long afternoons.',
        createdAt: daysAgo(0.5),
      },
      sofa: { name: 'Oslo Linen Sofa', categoryIds: [], brandId: 4, createdAt: daysAgo(3) },
      soldOutChair: { name: 'Walnut Sold Chair', categoryIds: [chairs], stock: 0, createdAt: daysAgo(0.2) },
      archivedChair: { name: 'Walnut Gone Chair', categoryIds: [chairs], archived: true, createdAt: daysAgo(0.1) },
    };
    for (const [key, fixture] of Object.entries(fixtures)) ids[key] = await createProduct(api.db, seller.id, fixture);
  });
  afterAll(() => api.close());

  it('ranks name matches first, then category, brand and colour matches, then description matches', async () => {
    expect(await search('chair')).toEqual([ids.newWalnutChair, ids.oldWalnutChair, ids.stool, ids.desk]);
    const response = await client.get<ProductListItem[]>('/products?search=chair');
    expect(metaOf(response.body)).toMatchObject({ sort: 'relevance', totalData: 4, totalExact: true });
  });

  it("finds a search's page in the index and reads only its rows, by id, in one statement for any words", async () => {
    const newestFirst = [ids.newWalnutChair, ids.oldWalnutChair];
    const inChairs = `&categoryId=${chairsCategory}`;
    const asked: [string, unknown[]][] = [
      ['', newestFirst],
      ['&facets=true', newestFirst],
      [`&facets=true${inChairs}`, newestFirst],
      ['&sort=newest', newestFirst],
      [`&sort=newest${inChairs}`, newestFirst],
      ['&sort=oldest&facets=true', [...newestFirst].reverse()],
    ];
    await search('walnut chair');
    for (const [extra, expected] of asked) {
      const query = vi.spyOn(api.db, 'query');
      try {
        expect(await search('walnut chair', extra), extra).toEqual(expected);
        const byId = query.mock.calls.filter(([sql]) => sql.includes('p.id = ANY('));
        expect(byId, extra).toHaveLength(1);
        expect(byId[0]?.[2]?.prepare, extra).toBe(true);
        expect(
          query.mock.calls.filter(([sql]) => sql.includes('search_vector @@')),
          extra,
        ).toEqual([]);
      } finally {
        query.mockRestore();
      }
    }
  });

  it('answers a search that matches nothing without reading a product, in any order', async () => {
    await search('walnut sofa');
    for (const extra of ['', '&sort=cheapest', '&facets=true']) {
      const query = vi.spyOn(api.db, 'query');
      try {
        const response = await client.get<ProductListItem[]>(`/products?search=walnut%20sofa${extra}`);
        expect(response.body.data, extra).toEqual([]);
        expect(metaOf(response.body), extra).toMatchObject({ totalData: 0, totalPage: 1, totalExact: true });
        const readingProducts = query.mock.calls.filter(([sql]) => /\bFROM products p\b/.test(sql));
        expect(readingProducts, extra).toEqual([]);
      } finally {
        query.mockRestore();
      }
    }
  });

  it('keeps relevance the default with a search, and the asked order when one is given', async () => {
    expect(await search('chair', '&sort=newest')).toEqual([
      ids.desk,
      ids.newWalnutChair,
      ids.stool,
      ids.oldWalnutChair,
    ]);
    expect(await search('chair', '&sort=relevance')).toEqual(await search('chair'));
    // Relevance without a search is the newest first.
    const plain = await client.get<ProductListItem[]>('/products?sort=relevance&limit=100');
    expect(metaOf(plain.body).sort).toBe('newest');
    expect(idsOf(plain.body.data)[0]).toBe(ids.desk);
  });

  it('needs every word, in any field', async () => {
    expect(await search('walnut chair')).toEqual([ids.newWalnutChair, ids.oldWalnutChair]);
    expect(await search('dining chair')).toEqual([ids.oldWalnutChair, ids.desk]);
    expect(await search('walnut sofa')).toEqual([]);
    // Brand names are in the document too (the sofa is Oakline's).
    expect(await search('oakline')).toEqual([ids.sofa]);
  });

  it('tolerates a typo in a word', async () => {
    expect(await search('wallnut')).toEqual([ids.newWalnutChair, ids.oldWalnutChair]);
    expect(await search('walnut chairr')).toEqual([ids.newWalnutChair, ids.oldWalnutChair]);
    expect(await search('sofaa')).toEqual([ids.sofa]);
    expect(await search('xylophone')).toEqual([]);
  });

  it('matches the word being typed as a prefix, stems included', async () => {
    expect(await search('walnut ch')).toEqual([ids.newWalnutChair, ids.oldWalnutChair]);
    expect(await search('lin')).toEqual([ids.sofa]);
    // "comfortable" is stored as its stem "comfort": the typed prefix finds it through the known word.
    expect(await search('comfortab')).toEqual([ids.desk]);
  });

  it('matches the word being typed as a prefix when more words begin with it than the completions list', async () => {
    const words = ['Zebra', 'Zebrano', 'Zebrawood', 'Zebu', 'Zebec', 'Zebeck', 'Zebulon'];
    const seller = await createUser(api.db, { role: 2 });
    const zebs: number[] = [];
    for (const [index, word] of words.entries()) {
      zebs.push(await createProduct(api.db, seller.id, { name: `${word} Cushion`, createdAt: daysAgo(40 + index) }));
    }
    expect(await search('zeb')).toEqual(zebs);
  });

  it('lists each stem once among the completions, never the stem of the word itself, and finds typo candidates', async () => {
    const seller = await createUser(api.db, { role: 2 });
    for (const name of ['Quokka Ottoman', 'Quokkas Ottoman', 'Quokkaland Ottoman']) {
      await createProduct(api.db, seller.id, { name, createdAt: daysAgo(60) });
    }
    const options = { completions: 5 };
    const [typed, whole] = await lookUpSearchWords(api.db, [lookupOf('quok', true), lookupOf('quokka', true)], options);
    // "quokka" and "quokkas" share the stem "quokka": the more used word stands for both.
    expect(typed!.completions).toHaveLength(2);
    expect(typed!.completions).toContain('quokkaland');
    expect(['quokka', 'quokkas']).toContain(typed!.completions.find((word) => word !== 'quokkaland'));
    expect(whole!.completions).toEqual(['quokkaland']);
    const [typo] = await lookUpSearchWords(api.db, [lookupOf('quokkass', false)], options);
    expect(typo!.known).toBe(false);
    expect(typo!.typo_words).toContain('quokkas');
    expect(typo!.typo_stems[typo!.typo_words.indexOf('quokkas')]).toBe(typo!.typo_stems[0]);
    // Every product the search finds through either word is still found.
    expect((await search('quok')).length).toBe(3);
    expect((await search('quokkas')).length).toBe(2);
    expect((await search('quokkass')).length).toBe(2);
  });

  it('forgives 1 typo from 5 letters: a swap, a missing, an extra or a wrong letter', async () => {
    const chairs = await search('chair');
    expect(chairs).toEqual([ids.newWalnutChair, ids.oldWalnutChair, ids.stool, ids.desk]);
    for (const typo of ['chiar', 'chairr', 'chsir', 'hcair', 'walnt chair', 'walnut chari']) {
      expect(await search(typo), typo).toEqual(
        typo.startsWith('walnut') || typo.startsWith('walnt') ? chairs.slice(0, 2) : chairs,
      );
    }
    // Two typos in a word of 5 to 8 letters are too many.
    expect(await search('cihar walnut')).toEqual([]);
    expect(await search('chiarr')).toEqual([]);
  });

  it('never corrects words of up to 4 letters or with a digit, which match exactly or as the typed prefix', async () => {
    const seller = await createUser(api.db, { role: 2 });
    const rug = await createProduct(api.db, seller.id, { name: 'Jute Rug 200', createdAt: daysAgo(70) });
    expect(await search('oslo')).toEqual([ids.sofa]);
    expect(await search('olso')).toEqual([]);
    expect(await search('osl')).toEqual([ids.sofa]);
    expect(await search('jute rug 200')).toEqual([rug]);
    expect(await search('jute rug 20')).toEqual([rug]);
    expect(await search('jute rug 201')).toEqual([]);
    expect(await search('jtue rug')).toEqual([]);
    expect(await search('rug 200 jute')).toEqual([rug]);
  });

  it('ranks exact matches above 1-typo matches above 2-typo matches, before the field tiers', async () => {
    const seller = await createUser(api.db, { role: 2 });
    const made = async (name: string, days: number, description?: string) =>
      createProduct(api.db, seller.id, { name, createdAt: daysAgo(days), ...(description ? { description } : {}) });
    // The newer a product here, the more typos: newest-first alone would give the reverse order.
    const exact = await made('Marquetry Box', 80);
    const exactInDescription = await made('Inlaid Tray', 79, 'A lid of fine marquetry.');
    const oneTypo = await made('Marqeutry Stand', 78);
    const twoTypos = await made('Marketry Frame', 77);
    await made('Markettri Shelf', 76); // three edits: never
    const ranked = [exact, exactInDescription, oneTypo, twoTypos];
    expect(await search('marquetry')).toEqual(ranked);
    // Page by page (read tier by tier through cursors) the order is the same; an asked sort still rules.
    const { ids: paged } = await allPages(client, 'search=marquetry&limit=1');
    expect(paged).toEqual(ranked);
    expect(await search('marquetry', '&sort=newest')).toEqual([...ranked].reverse());
    // The typed word's own distances count: typing the swapped word makes it the exact match.
    expect(await search('marqeutry')).toEqual([oneTypo, exact, exactInDescription, twoTypos]);
  });

  it('suggests matching categories and brands, then products in relevance order, 8 at most', async () => {
    const suggest = async (text: string) => {
      const response = await client.get<Suggestions>(`/products/suggestions?text=${encodeURIComponent(text)}`);
      expect(response.status, text).toBe(200);
      return response.body.data;
    };
    const chiar = await suggest('chiar');
    expect(chiar.categories.map((category) => category.category_name)).toEqual(['Chairs']);
    expect(idsOf(chiar.products)).toEqual([ids.newWalnutChair, ids.oldWalnutChair, ids.stool, ids.desk]);
    expect(chiar.products[0]).toMatchObject({ product_name: 'Walnut Lounge Chair', image: null });
    // The word being typed is a prefix: "oak" → the brand Oakline and its sofa.
    const oak = await suggest('oak');
    expect(oak.brands).toEqual([{ id: 4, brand_name: 'Oakline' }]);
    expect(idsOf(oak.products)).toEqual([ids.sofa]);
    // Up to 8 in all, however many products match.
    const seller = await createUser(api.db, { role: 2 });
    for (let index = 0; index < 9; index += 1) {
      await createProduct(api.db, seller.id, { name: `Wobble Lamp ${index}`, createdAt: daysAgo(90 + index) });
    }
    expect((await suggest('wobble')).products).toHaveLength(8);
    // Under 2 characters, or nothing but punctuation, suggests nothing; hostile text is only text.
    for (const text of [
      'c',
      ' c ',
      '',
      '%_\\',
      '!!!',
      'the and of',
      'chair & !sofa | walnut:*',
      '🪑🪑',
      'x'.repeat(3_000),
    ]) {
      expect(await suggest(text), text).toEqual({ products: [], categories: [], brands: [] });
    }
    expect(idsOf((await suggest('kursi chair 椅子')).products)).toEqual([]);
    // tsquery operators are only punctuation between the words.
    expect(idsOf((await suggest('walnut & !chair | :*')).products)).toEqual([ids.newWalnutChair, ids.oldWalnutChair]);
  });

  it('gives the same order through cursors page by page as in one page', async () => {
    const { ids: paged } = await allPages(client, 'search=chair&limit=1');
    expect(paged).toEqual(await search('chair'));
  });

  it('refuses a cursor of another list or a forged one with a 400 naming cursor', async () => {
    const first = await client.get<ProductListItem[]>('/products?search=chair&limit=1');
    const cursor = metaOf(first.body).nextCursor!;
    const forged = Buffer.from(JSON.stringify(['relevance', 'a', 0, "2020-01-01'; DROP TABLE products", 1])).toString(
      'base64url',
    );
    for (const query of [
      `sort=cheapest&cursor=${cursor}`,
      `cursor=${cursor}`,
      `search=chair&cursor=${forged}`,
      'cursor=x',
    ]) {
      const response = await client.get(`/products?${query}&page=2`);
      expect(response.status, query).toBe(400);
      expect(response.body.errors?.[0]?.field).toBe('cursor');
    }
  });
});

describe('paging a large catalogue', () => {
  let api: TestApi;
  let client: ApiClient;
  let seller: TestUser;
  let category: number;
  const COUNT = 420;

  beforeAll(async () => {
    ({ api, client, seller, category } = await startGrownStore({
      count: COUNT,
      category: 'Grown',
      name: 'Grown Oak Table',
      prices: [90_000, 40_000_000],
    }));
  });
  afterAll(() => api.close());

  it.each(PRODUCT_SORTS)('answers every numbered page in %s order as the slice of the whole order', async (sort) => {
    const whole: number[] = [];
    for (let page = 1; page <= Math.ceil(COUNT / 100); page++) {
      whole.push(
        ...idsOf((await client.get<ProductListItem[]>(`/products?sort=${sort}&limit=100&page=${page}`)).body.data),
      );
    }
    expect(new Set(whole).size).toBe(COUNT);
    // Early pages skip rows, deep ones in a price order start from a price band, late ones read from the end.
    for (const page of [1, 2, 35, 51, 52, 60, 69, 70]) {
      const response = await client.get<ProductListItem[]>(`/products?sort=${sort}&limit=6&page=${page}`);
      expect(idsOf(response.body.data), `page ${page}`).toEqual(whole.slice((page - 1) * 6, page * 6));
      expect(metaOf(response.body)).toMatchObject({ page, totalPage: 70, totalData: COUNT, totalExact: true });
    }
    const filtered = await client.get<ProductListItem[]>(`/products?sort=${sort}&limit=6&page=60&brandId=2`);
    expect(filtered.status).toBe(200);
  });

  it('never skips or repeats a product when products are added between two pages', async () => {
    for (const sort of ['newest', 'cheapest', 'priciest', 'oldest'] as const) {
      const before = await client.get<ProductListItem[]>(`/products?sort=${sort}&limit=100`);
      const firstPage = idsOf(before.body.data);
      // New products that sort before, between and after the page just read.
      await createProduct(api.db, seller.id, { name: `Added first ${sort}`, price: 1_000, createdAt: new Date() });
      await createProduct(api.db, seller.id, {
        name: `Added last ${sort}`,
        price: 900_000_000,
        createdAt: daysAgo(400),
      });
      await createProduct(api.db, seller.id, {
        name: `Added middle ${sort}`,
        price: 5_000_000,
        createdAt: daysAgo(0.1),
      });
      const after = await client.get<ProductListItem[]>(`/products?${metaOf(before.body).next}`);
      const secondPage = idsOf(after.body.data);
      expect(
        secondPage.filter((id) => firstPage.includes(id)),
        sort,
      ).toEqual([]);
      // The second page continues the order exactly where the first stopped, as it now stands.
      const whole: number[] = [];
      for (const page of [1, 2, 3]) {
        whole.push(
          ...idsOf((await client.get<ProductListItem[]>(`/products?sort=${sort}&limit=100&page=${page}`)).body.data),
        );
      }
      const lastSeen = whole.indexOf(firstPage.at(-1)!);
      expect(secondPage, sort).toEqual(whole.slice(lastSeen + 1, lastSeen + 1 + secondPage.length));
    }
  });

  it('answers a page past the end with the last page, filters and search included', async () => {
    const total = metaOf((await client.get('/products?categoryId=' + category)).body).totalData;
    const lastPage = Math.ceil(total / 6);
    const response = await client.get<ProductListItem[]>(`/products?categoryId=${category}&page=999`);
    expect(metaOf(response.body)).toMatchObject({ page: lastPage, totalPage: lastPage, next: null });
    expect(response.body.data.length).toBe(total - (lastPage - 1) * 6);
    const searched = await client.get<ProductListItem[]>('/products?search=grown&page=999&limit=100');
    expect(metaOf(searched.body)).toMatchObject({ page: 5, totalPage: 5, next: null });
  });
});

describe('search pages whose matches lie far along the order', () => {
  let api: TestApi;
  let client: ApiClient;
  let category: number;
  const SOFAS = LIMITS.searchCountLimit + 30;

  beforeAll(async () => {
    // More cheap, new lamps than a bounded walk of an order tests, then the sofas: dearer and older.
    let seller: TestUser;
    ({ api, client, seller, category } = await startGrownStore({
      count: 1_300,
      category: 'Lighting',
      name: 'Filler Lamp',
      prices: [1_000, 100_000],
    }));
    await growProducts(api.db, seller.id, {
      count: SOFAS,
      categoryId: category,
      name: 'Walnut Sofa',
      prices: [5_000_000, 6_000_000],
    });
    await api.db.query(
      `UPDATE products SET created_at = created_at - interval '30 days' WHERE product_name LIKE 'Walnut Sofa%'`,
    );
  });
  afterAll(() => api.close());

  const sofas = async (order: string) =>
    (
      await api.db.query<{ id: number }>(
        `SELECT id FROM products WHERE product_name LIKE 'Walnut Sofa%' ORDER BY ${order} LIMIT 12`,
      )
    ).map((row) => row.id);

  it('finds them far along a sort order, page by page through the cursors', async () => {
    const cheapest = await sofas('price, id');
    const first = await client.get<ProductListItem[]>('/products?search=walnut&sort=cheapest');
    expect(metaOf(first.body)).toMatchObject({ totalExact: true, totalData: SOFAS });
    expect(idsOf(first.body.data)).toEqual(cheapest.slice(0, 6));
    const second = await client.get<ProductListItem[]>(`/products?${metaOf(first.body).next}`);
    expect(idsOf(second.body.data)).toEqual(cheapest.slice(6, 12));
    const numbered = await client.get<ProductListItem[]>('/products?search=walnut&sort=cheapest&page=2');
    expect(idsOf(numbered.body.data)).toEqual(cheapest.slice(6, 12));
  });

  it('finds them far along the relevance order under a filter, and without one', async () => {
    const newest = await sofas('created_at DESC, id DESC');
    for (const filter of ['&minPrice=1', '']) {
      const response = await client.get<ProductListItem[]>(`/products?search=walnut${filter}`);
      expect(idsOf(response.body.data), filter).toEqual(newest.slice(0, 6));
      const next = await client.get<ProductListItem[]>(`/products?${metaOf(response.body).next}`);
      expect(idsOf(next.body.data), filter).toEqual(newest.slice(6, 12));
    }
  });

  it('counts a common word under a filter exactly, and pages it', async () => {
    const inCategory = async (name: string) =>
      (
        await api.db.query<{ id: number }>(
          `SELECT id FROM products WHERE product_name LIKE $1 AND category_ids @> ARRAY[$2::integer]
            ORDER BY created_at DESC, id DESC`,
          [`${name}%`, category],
        )
      ).map((row) => row.id);
    const sofasInCategory = await inCategory('Walnut Sofa');
    const sofas = await client.get<ProductListItem[]>(`/products?search=walnut&categoryId=${category}`);
    expect(metaOf(sofas.body)).toMatchObject({ totalExact: true, totalData: sofasInCategory.length });
    expect(idsOf(sofas.body.data)).toEqual(sofasInCategory.slice(0, 6));
    const lampsInCategory = await inCategory('Filler Lamp');
    expect(lampsInCategory.length).toBeGreaterThan(LIMITS.searchCountLimit);
    const lamps = await client.get<ProductListItem[]>(`/products?search=lamp&categoryId=${category}`);
    expect(metaOf(lamps.body)).toMatchObject({ totalExact: true, totalData: lampsInCategory.length });
    expect(idsOf(lamps.body.data)).toEqual(lampsInCategory.slice(0, 6));
  });
});

describe('facet counts', () => {
  let api: TestApi;
  let client: ApiClient;
  let categories: number[];
  let customer: TestUser;
  let seller: TestUser;

  beforeAll(async () => {
    api = await startTestApi();
    client = apiClient(api.origin);
    [seller, customer] = await Promise.all([createUser(api.db, { role: 2 }), createUser(api.db, { role: 1 })]);
    categories = [await createCategory(api.db, 'Sofas'), await createCategory(api.db, 'Lamps')];
    await growProducts(api.db, seller.id, {
      count: 150,
      categoryId: categories[0]!,
      name: 'Faceted Teak Sofa',
      prices: [50_000, 30_000_000],
    });
    await growProducts(api.db, seller.id, {
      count: 90,
      categoryId: categories[1]!,
      name: 'Faceted Brass Lamp',
      prices: [80_000, 9_000_000],
    });
  });
  afterAll(() => api.close());

  const totalOf = async (query: string) => {
    const response = await client.get<ProductListItem[]>(`/products?limit=1&${query}`);
    expect(response.status, query).toBe(200);
    return metaOf(response.body).totalData;
  };

  /** Every facet count must be the total the list gives for that value under the other filters. */
  async function expectFacetsMatchTotals(filters: Partial<Record<string, string | number>>) {
    const query = new URLSearchParams(
      Object.entries(filters).map(([key, value]): [string, string] => [key, String(value)]),
    );
    const response = await client.get<ProductFacets>(`/products/facets?${query}`);
    expect(response.status).toBe(200);
    const facets = response.body.data;
    expect(facets.exact).toBe(true);
    const total = await totalOf(query.toString());
    expect(facets.totalData, `${query} total`).toBe(total);
    // The list answers the same counts with its page when asked, and its own total from them.
    const together = await client.get<ProductListItem[]>(`/products?limit=1&facets=true&${query}`);
    expect(metaOf(together.body).facets).toEqual(facets);
    expect(metaOf(together.body).totalData).toBe(total);
    const lists = [
      ['categoryId', facets.categories],
      ['brandId', facets.brands],
      ['colorId', facets.colors],
    ] as const;
    for (const [key, values] of lists) {
      for (const value of values) {
        const narrowed = new URLSearchParams(query);
        narrowed.set(key, String(value.id));
        expect(value.products, `${narrowed} ${key}`).toBe(await totalOf(narrowed.toString()));
      }
    }
  }

  it.each([
    {},
    { categoryId: 1 },
    { brandId: 2 },
    { colorId: 3, brandId: 4 },
    { minPrice: 1_000_000 },
    { maxPrice: 2_500_000 },
    // Bounds inside price bands and across many bands, with every other filter.
    { minPrice: 1_234_567, maxPrice: 7_654_321, categoryId: 1, colorId: 2 },
    { minPrice: 95_000, maxPrice: 96_000 },
    { search: 'sofa' },
    { search: 'teak', brandId: 3, minPrice: 500_000 },
    { search: 'lamp', categoryId: 1 },
  ])('equal the filtered totals for %o', async (filters) => {
    await expectFacetsMatchTotals(filters);
  });

  it('are answered with the page only for facets=true, and refuse any other value naming facets', async () => {
    expect(metaOf((await client.get('/products?facets=false')).body).facets).toBeUndefined();
    expect(metaOf((await client.get('/products')).body).facets).toBeUndefined();
    const refused = await client.get('/products?facets=yes');
    expect(refused.status).toBe(400);
    expect(refused.body.errors?.[0]?.field).toBe('facets');
  });

  it('list every category, brand and colour, with the names', async () => {
    const facets = (await client.get<ProductFacets>('/products/facets')).body.data;
    expect(facets.categories.map((category) => category.category_name)).toEqual(['Lamps', 'Sofas']);
    expect(facets.brands).toHaveLength(5);
    expect(facets.colors[0]).toMatchObject({ id: 1, color_name: 'Luxor Gold', hex: '#a8872c' });
    expect(facets.totalData).toBe(240);
  });

  it('stay equal to the totals as products sell out, come back, are archived and are re-categorised', async () => {
    const [product] = (await client.get<ProductListItem[]>('/products?categoryId=1&limit=1')).body.data;
    await api.db.query('UPDATE products SET stock = 1 WHERE id = $1', [product!.id]);
    const order = await client.post(
      '/transactions/new',
      {
        productList: [{ productId: product!.id, qty: 1 }],
        payment_id: 1,
        receiver_name: 'Ayu',
        address: 'Jl. Kenanga 1',
        phone: '+62 812 1111 2222',
      },
      customer.token,
    );
    expect(order.status).toBe(201);
    await expectFacetsMatchTotals({ categoryId: 1 });
    expect((await client.get<ProductFacets>('/products/facets')).body.data.totalData).toBe(239);

    const placed = order.body.data as { id: number; lines: { id: number }[] };
    // A seller may cancel a line only once it is paid.
    const paid = await client.post(`/transactions/orders/${placed.id}/simulate-payment`, {}, customer.token);
    expect(paid.status).toBe(200);
    const line = placed.lines[0]!;
    const cancelled = await client.patch(`/transactions/status/${line.id}`, { status_id: 5 }, seller.token);
    expect(cancelled.status).toBe(200);
    expect((await client.get<ProductFacets>('/products/facets')).body.data.totalData).toBe(240);

    const [other] = (await client.get<ProductListItem[]>('/products?categoryId=2&limit=1')).body.data;
    expect((await client.del(`/products/delete/${other!.id}`, seller.token)).status).toBe(200);
    await api.db.query('INSERT INTO product_categories (product_id, category_id) VALUES ($1, $2)', [product!.id, 2]);
    await api.db.query('UPDATE products SET price = 31000000, brand_id = 5 WHERE id = $1', [product!.id]);
    await expectFacetsMatchTotals({});
    await expectFacetsMatchTotals({ categoryId: 2, minPrice: 20_000_000 });
    await api.db.query('DELETE FROM product_categories WHERE product_id = $1 AND category_id = 1', [product!.id]);
    await expectFacetsMatchTotals({ categoryId: 1 });
    expect((await client.get<ProductFacets>('/products/facets')).body.data.totalData).toBe(239);
  });

  it('count a search exactly, however many products match, and page it to its end', async () => {
    const plentiful = LIMITS.searchCountLimit + 20;
    await growProducts(api.db, seller.id, {
      count: plentiful,
      categoryId: categories[1]!,
      name: 'Plentiful Rattan Basket',
      prices: [100_000, 200_000],
    });
    const response = await client.get<ProductListItem[]>('/products?search=plentiful');
    const meta = metaOf(response.body);
    expect(meta).toMatchObject({ totalExact: true, totalData: plentiful, totalPage: Math.ceil(plentiful / 6) });
    expect(metaOf((await client.get(`/products?${meta.next}`)).body).page).toBe(2);
    const facets = (await client.get<ProductFacets>('/products/facets?search=plentiful')).body.data;
    expect(facets).toMatchObject({ exact: true, totalData: plentiful });
    const [inLamps] = await api.db.query<{ count: number }>(
      `SELECT count(*)::int AS count FROM products WHERE product_name LIKE 'Plentiful%' AND category_ids @> ARRAY[$1::int]`,
      [categories[1]!],
    );
    expect(facets.categories.find((category) => category.id === categories[1])?.products).toBe(inLamps!.count);
    const together = metaOf((await client.get<ProductListItem[]>('/products?search=plentiful&facets=true')).body);
    expect(together).toMatchObject({ totalExact: true, totalData: plentiful, facets });
    // Past the end: the last page.
    const last = await client.get<ProductListItem[]>('/products?search=plentiful&page=9999&limit=100');
    const pages = Math.ceil(plentiful / 100);
    expect(metaOf(last.body)).toMatchObject({ page: pages, totalPage: pages, totalExact: true, next: null });
    expect(last.body.data).toHaveLength(plentiful - (pages - 1) * 100);
    const lastWithFacets = await client.get<ProductListItem[]>(
      '/products?search=plentiful&facets=true&page=9999&limit=100',
    );
    expect(metaOf(lastWithFacets.body)).toMatchObject({ page: pages, totalPage: pages, totalExact: true });
    expect(idsOf(lastWithFacets.body.data)).toEqual(idsOf(last.body.data));
  });

  it('count a search of several words over its name matches and its other matches, each product once', async () => {
    // Searches of common words find the products with every word in the name first, then the others.
    const grow = (count: number, name: string, description: string) =>
      growProducts(api.db, seller.id, {
        count,
        categoryId: categories[0]!,
        name,
        prices: [100_000, 200_000],
        description,
      });
    await grow(100, 'Quartz Obelisk Vase', 'Grown for the counting tests.');
    await grow(100, 'Obelisk Stand', 'Carved from quartz.');
    const search = encodeURIComponent('quartz obelisk');
    const expectEachMatchCountedOnce = async () => {
      const all = await allPages(client, `search=${search}&limit=50`);
      expect(all.metas[0]).toMatchObject({ totalData: 200, totalExact: true, totalPage: 4 });
      expect(new Set(all.ids).size).toBe(200);
      const facets = (await client.get<ProductFacets>(`/products/facets?search=${search}`)).body.data;
      expect(facets).toMatchObject({ totalData: 200, exact: true });
      expect(facets.colors.reduce((sum, color) => sum + color.products, 0)).toBe(200);
      // Under a filter the list counts itself: every sixth product has colour 2.
      const blue = await allPages(client, `search=${search}&colorId=2&limit=50`);
      expect(blue.metas[0]).toMatchObject({ totalData: blue.ids.length, totalExact: true });
      expect(blue.ids.length).toBe(facets.colors.find((color) => color.id === 2)!.products);
    };
    // As used here, by a few hundred products: one index is read.
    await expectEachMatchCountedOnce();
    // As common as in a catalogue of a million: names first.
    await api.db.query(`UPDATE search_words SET products = 1000000 WHERE word IN ('quartz', 'obelisk')`);
    forgetSearchWords(api.db);
    await expectEachMatchCountedOnce();

    // Many more matches, most of them outside the names: all counted.
    await grow(LIMITS.searchCountLimit, 'Obelisk Plinth', 'Quartz inlay.');
    forgetSearchWords(api.db);
    const beyond = metaOf((await client.get<ProductListItem[]>(`/products?search=${search}`)).body);
    expect(beyond).toMatchObject({ totalExact: true, totalData: 200 + LIMITS.searchCountLimit });
    const all = (await client.get<ProductFacets>(`/products/facets?search=${search}`)).body.data;
    expect(all).toMatchObject({ exact: true, totalData: 200 + LIMITS.searchCountLimit });
  });

  it('count price ranges that start or end on a price band bound, or lie inside one band, exactly', async () => {
    // Bands start at 10,000, 11,000 … 1,000,000, 1,100,000 …: products on both sides of those bounds.
    for (const price of [9_999, 10_000, 10_999, 11_000, 999_999, 1_000_000, 1_050_000, 1_099_999, 1_100_000]) {
      await createProduct(api.db, seller.id, { price });
    }
    const ranges: [number | undefined, number | undefined][] = [
      [1_000_000, 1_099_999],
      [1_000_000, 1_050_000],
      [1_000_001, 1_099_999],
      [1_000_001, 1_050_000],
      [999_999, 1_100_000],
      [1_000_000, 5_000_000],
      [10_000, 10_999],
      [1, 9_999],
      [undefined, 1_099_999],
      [1_100_000, undefined],
      [11_000, undefined],
    ];
    for (const [min, max] of ranges) {
      const query = new URLSearchParams();
      if (min !== undefined) query.set('minPrice', String(min));
      if (max !== undefined) query.set('maxPrice', String(max));
      const [expected] = await api.db.query<{ total: number }>(
        `SELECT count(*)::int AS total FROM products
          WHERE archived_at IS NULL AND stock > 0 AND price BETWEEN $1 AND $2`,
        [min ?? 0, max ?? 2_147_483_647],
      );
      expect(await totalOf(query.toString()), query.toString()).toBe(expected!.total);
      const facets = (await client.get<ProductFacets>(`/products/facets?${query}`)).body.data;
      expect(facets.totalData, query.toString()).toBe(expected!.total);
    }
  });
});

describe("a product's row", () => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startTestApi();
  });
  afterAll(async () => {
    await api.close();
  });

  /** Rows of products this transaction updated so far (PostgreSQL's own per-transaction statistics). */
  const productUpdates = async (tx: Queryable) =>
    (await tx.query<{ n: number }>("SELECT pg_stat_get_xact_tuples_updated('products'::regclass)::int AS n"))[0]!.n;

  it('is written once when a product is listed with its categories, so a bulk load leaves no dead rows', async () => {
    const seller = await createUser(api.db, { role: 2 });
    const [lamps, desks] = [await createCategory(api.db, 'Lamps'), await createCategory(api.db, 'Desks')];
    await api.db.transaction(async (tx) => {
      const id = await insertProduct(tx, {
        sellerId: seller.id,
        productName: 'Brass Desk Lamp',
        description: 'A lamp.',
        price: 350_000,
        stock: 3,
        brandId: 1,
        colorId: 1,
        conditions: 'new',
        categoryIds: [desks, lamps, desks],
        imageKeys: [],
      });
      expect(await productUpdates(tx)).toBe(0);
      const row = await tx.query<{ category_ids: number[]; matches: boolean }>(
        "SELECT category_ids, search_vector @@ to_tsquery('english', 'lamps') AS matches FROM products WHERE id = $1",
        [id],
      );
      expect(row[0]).toEqual({ category_ids: [lamps, desks].sort((a, b) => a - b), matches: true });

      // A category change still reaches the row, and only then is it written again.
      await tx.query('DELETE FROM product_categories WHERE product_id = $1 AND category_id = $2', [id, desks]);
      expect(await productUpdates(tx)).toBe(1);
      expect((await tx.query('SELECT category_ids FROM products WHERE id = $1', [id]))[0]).toEqual({
        category_ids: [lamps],
      });
    });
  });
});

describe('the rating order and filter at scale', () => {
  let api: TestApi;
  let client: ApiClient;
  let seller: TestUser;
  let category: number;
  const COUNT = 900;

  /**
   * Sets every product's rating as the review trigger would leave it, in one statement: an eighth without
   * reviews, the others 1–3 reviews averaging 2.00–5.00 in half stars, so many products share a
   * (rating_score, rating_count) group.
   */
  const spreadRatings = (db: Queryable) =>
    db.query(
      `UPDATE products SET rating_count = CASE WHEN id % 8 = 0 THEN 0 ELSE 1 + id % 3 END,
                           rating_score = CASE WHEN id % 8 = 0 THEN 0 ELSE 150 + (id % 8) * 50 END,
                           rating_sum = CASE WHEN id % 8 = 0 THEN 0
                                             ELSE round((1 + id % 3) * (150 + (id % 8) * 50) / 100.0)::int END`,
    );

  /** The live products of the filters in the top rated order, read straight from the table. */
  async function topRated(filters: { categoryId?: number; minScore?: number }): Promise<number[]> {
    const rows = await api.db.query<{ id: number }>(
      `SELECT id FROM products
        WHERE archived_at IS NULL AND stock > 0 AND ($1::int IS NULL OR category_ids @> ARRAY[$1::int])
          AND rating_score >= $2
        ORDER BY rating_score DESC, rating_count DESC, id DESC`,
      [filters.categoryId ?? null, filters.minScore ?? 0],
    );
    return idsOf(rows);
  }

  /** The maintained rating counts, and the same counted from the products. */
  async function ratingCounts(): Promise<{ kept: unknown[]; counted: unknown[] }[]> {
    const live = `FROM products p CROSS JOIN LATERAL unnest(array_prepend(0, p.category_ids)) AS cat (category_id)
                  WHERE p.archived_at IS NULL AND p.stock > 0`;
    const pairs = [
      [
        'SELECT category_id, brand_id, color_id, stars, products FROM catalogue_star_totals WHERE products <> 0',
        `SELECT cat.category_id, p.brand_id, p.color_id, (p.rating_score / 100)::smallint AS stars,
                count(*)::int AS products ${live} GROUP BY 1, 2, 3, 4`,
      ],
      [
        'SELECT category_id, rating_score, rating_count, products FROM catalogue_rating_groups WHERE products <> 0',
        `SELECT cat.category_id, p.rating_score, p.rating_count, count(*)::int AS products ${live} GROUP BY 1, 2, 3`,
      ],
    ];
    return Promise.all(
      pairs.map(async ([kept, counted]) => ({
        kept: await api.db.query(`${kept} ORDER BY 1, 2, 3, 4`),
        counted: await api.db.query(`${counted} ORDER BY 1, 2, 3, 4`),
      })),
    );
  }

  const expectCountsKept = async () => {
    for (const { kept, counted } of await ratingCounts()) expect(kept).toEqual(counted);
  };

  beforeAll(async () => {
    ({ api, client, seller, category } = await startGrownStore({
      count: COUNT,
      category: 'Rated',
      name: 'Rated Rattan Chair',
      prices: [100_000, 5_000_000],
    }));
    // Four fifths in the category, so its filtered lists have deep pages too.
    await api.db.query(
      `INSERT INTO product_categories (product_id, category_id)
       SELECT id, $1 FROM products WHERE id % 5 <> 0 ON CONFLICT DO NOTHING`,
      [category],
    );
    await spreadRatings(api.db);
  });
  afterAll(() => api.close());

  it.each([
    ['', {}],
    ['categoryId', { categoryId: true }],
    ['minRating=3', { minScore: 300 }],
    ['minRating=2 and categoryId', { minScore: 200, categoryId: true }],
  ] as const)(
    'answers every numbered page of the top rated order (%s) as the slice of the whole order',
    async (_label, filters) => {
      const categoryId = 'categoryId' in filters ? category : undefined;
      const minScore = 'minScore' in filters ? filters.minScore : undefined;
      const whole = await topRated({ categoryId, minScore });
      const query = new URLSearchParams({ sort: 'rating', limit: '6' });
      if (categoryId !== undefined) query.set('categoryId', String(categoryId));
      if (minScore !== undefined) query.set('minRating', String(minScore / 100));
      const totalPage = Math.ceil(whole.length / 6);
      // Early pages skip rows; deep ones start in their rating group, or from the end when that skips fewer.
      const pages = [1, 2, 30, 50, 51, 52, 60, 75, 90, totalPage - 1, totalPage].filter(
        (page) => page >= 1 && page <= totalPage,
      );
      for (const page of new Set(pages)) {
        const response = await client.get<ProductListItem[]>(`/products?${query}&page=${page}`);
        expect(idsOf(response.body.data), `page ${page}`).toEqual(whole.slice((page - 1) * 6, page * 6));
        expect(metaOf(response.body)).toMatchObject({ page, totalPage, totalData: whole.length, totalExact: true });
      }
    },
  );

  it(`counts "N stars and up" exactly beyond ${LIMITS.searchCountLimit} products, facets included`, async () => {
    const rated = await topRated({ minScore: 200 });
    expect(rated.length).toBeGreaterThan(LIMITS.searchCountLimit);
    const list = await client.get<ProductListItem[]>('/products?minRating=2&limit=1&facets=true');
    expect(metaOf(list.body)).toMatchObject({ totalData: rated.length, totalExact: true });
    const facets = metaOf(list.body).facets!;
    expect(facets).toMatchObject({ exact: true, totalData: rated.length });
    const inCategory = facets.categories.find((entry) => entry.id === category)!;
    expect(inCategory.products).toBe((await topRated({ minScore: 200, categoryId: category })).length);
    const brandTwo = await client.get<ProductListItem[]>('/products?minRating=2&brandId=2&limit=1');
    expect(facets.brands.find((brand) => brand.id === 2)!.products).toBe(metaOf(brandTwo.body).totalData);
    // With a price range the star totals cannot count (they have no price bands): counted row by row.
    const priced = await client.get<ProductListItem[]>('/products?minRating=2&minPrice=100000&limit=1');
    expect(metaOf(priced.body)).toMatchObject({ totalData: LIMITS.searchCountLimit, totalExact: false });
  });

  it('keeps the rating counts as reviews are written, edited, hidden and deleted and products change', async () => {
    await expectCountsKept();
    const [product] = (await topRated({ categoryId: category })) as [number];
    const customers = [await createUser(api.db, { role: 1 }), await createUser(api.db, { role: 1 })];
    const reviewIds: number[] = [];
    for (const [index, customer] of customers.entries()) {
      const [row] = await api.db.query<{ id: number }>(
        `INSERT INTO reviews (product_id, customer_id, seller_id, rating, title, body)
         VALUES ($1, $2, $3, $4, 'Fine', 'Sturdy.') RETURNING id`,
        [product, customer.id, seller.id, 1 + index],
      );
      reviewIds.push(row!.id);
      await expectCountsKept();
    }
    const [first, second] = reviewIds as [number, number];
    await api.db.query('UPDATE reviews SET rating = 5 WHERE id = $1', [first]);
    await expectCountsKept();
    await api.db.query('UPDATE reviews SET hidden_at = now() WHERE id = $1', [second]);
    await expectCountsKept();
    await api.db.query('DELETE FROM reviews WHERE id = $1', [first]);
    await expectCountsKept();
    await api.db.query('UPDATE products SET stock = 0 WHERE id = $1', [product]);
    await api.db.query('UPDATE products SET archived_at = now() WHERE id = (SELECT max(id) FROM products)');
    await api.db.query(
      'DELETE FROM product_categories WHERE product_id = (SELECT min(id) FROM products WHERE id % 3 = 0)',
    );
    await expectCountsKept();
    await spreadRatings(api.db);
    await expectCountsKept();
  });
});

describe('the search indexes', () => {
  it('take each write at once, leaving no pending list for every search to read', async () => {
    const api = await startTestApi();
    try {
      const indexes = await api.db.query<{ name: string; options: string[] | null }>(
        `SELECT c.relname AS name, c.reloptions AS options
           FROM pg_index i JOIN pg_class c ON c.oid = i.indexrelid JOIN pg_am am ON am.oid = c.relam
          WHERE i.indrelid = 'products'::regclass AND am.amname = 'gin'
          ORDER BY c.relname`,
      );
      expect(indexes.map((index) => index.name)).toEqual(['products_live_name_search_idx', 'products_live_search_idx']);
      for (const index of indexes) expect(index.options, index.name).toContain('fastupdate=off');
    } finally {
      await api.close();
    }
  });
});

describe('the search index', () => {
  let api: TestApi;
  let client: ApiClient;
  let seller: TestUser;

  beforeAll(async () => {
    api = await startTestApi();
    client = apiClient(api.origin);
    seller = await createUser(api.db, { role: 2 });
  });
  afterAll(() => api.close());

  const cheapest = async (text: string) =>
    idsOf((await client.get<ProductListItem[]>(`/products?search=${text}&sort=cheapest&limit=50`)).body.data);
  const topRated = async (text: string) =>
    idsOf((await client.get<ProductListItem[]>(`/products?search=${text}&sort=rating&limit=50`)).body.data);

  it('finds every change a search could see, however the product was written, at the next search', async () => {
    const first = await createProduct(api.db, seller.id, { name: 'Tasman Ottoman', price: 300_000 });
    expect(await cheapest('ottoman')).toEqual([first]);
    // Written with plain statements, not through the store's services.
    const second = await createProduct(api.db, seller.id, { name: 'Tasman Ottoman Large', price: 200_000 });
    expect(await cheapest('ottoman')).toEqual([second, first]);
    await api.db.query('UPDATE products SET price = 100000 WHERE id = $1', [first]);
    expect(await cheapest('ottoman')).toEqual([first, second]);
    await api.db.query('UPDATE products SET rating_count = 3, rating_score = 450 WHERE id = $1', [second]);
    expect(await topRated('ottoman')).toEqual([second, first]);
    await api.db.query("UPDATE products SET product_name = 'Tasman Footstool' WHERE id = $1", [second]);
    expect(await cheapest('ottoman')).toEqual([first]);
    expect(await cheapest('footstool')).toEqual([second]);
    await api.db.query('UPDATE products SET stock = 0 WHERE id = $1', [first]);
    expect(await cheapest('tasman')).toEqual([second]);
    await api.db.query('UPDATE products SET stock = 4 WHERE id = $1', [first]);
    expect(await cheapest('tasman')).toEqual([first, second]);
    await api.db.query('UPDATE products SET archived_at = now() WHERE id = $1', [second]);
    expect(await cheapest('tasman')).toEqual([first]);
    await api.db.query('DELETE FROM products WHERE id = $1', [second]);
    expect(await cheapest('tasman')).toEqual([first]);
  });

  it('finds a product written in a transaction once it commits, not before (PostgreSQL: another connection)', async () => {
    if (api.db.kind !== 'postgres') return;
    let written = 0;
    await api.db.transaction(async (tx) => {
      written = await createProduct(tx, seller.id, { name: 'Pending Credenza' });
      expect(await cheapest('credenza')).toEqual([]);
    });
    expect(await cheapest('credenza')).toEqual([written]);
  });

  it('notes no change for a sale that leaves a product in stock, and forgets the changes older than asked', async () => {
    const product = await createProduct(api.db, seller.id, { name: 'Noted Sideboard', stock: 5 });
    expect(await cheapest('sideboard')).toEqual([product]);
    const noted = async () =>
      (
        await api.db.query<{ count: number }>(
          'SELECT count(*)::int AS count FROM catalogue_changes WHERE product_id = $1',
          [product],
        )
      )[0]!.count;
    const before = await noted();
    expect(before).toBeGreaterThan(0);
    await api.db.query('UPDATE products SET stock = stock - 1 WHERE id = $1', [product]);
    expect(await noted()).toBe(before);
    await forgetChangesOlderThan(api.db, '1 day');
    expect(await noted()).toBe(before);
    await api.db.query("UPDATE catalogue_changes SET changed_at = now() - interval '25 hours' WHERE product_id = $1", [
      product,
    ]);
    await forgetChangesOlderThan(api.db, '1 day');
    expect(await noted()).toBe(0);
    expect(await cheapest('sideboard')).toEqual([product]);
  });
  it('keeps products in the order of creation, and loads anew beside itself when one arrives far out of it', async () => {
    const newest = async (text: string) =>
      idsOf((await client.get<ProductListItem[]>(`/products?search=${text}&sort=newest&limit=50`)).body.data);
    // More products than the index moves to make room for an old one: it answers out of order, then loads anew.
    await api.db.query(
      `INSERT INTO products (seller_id, product_name, description, price, stock, brand_id, color_id, conditions)
       SELECT $1, 'Filler Vase ' || n, 'A vase.', 1000, 5, 1, 1, 'new' FROM generate_series(1, 300) n`,
      [seller.id],
    );
    expect(await cheapest('vase')).toHaveLength(50);
    const loaded = await searchIndexOf(api.db);
    const recent = await createProduct(api.db, seller.id, { name: 'Ordered Lantern', createdAt: new Date() });
    const old = await createProduct(api.db, seller.id, {
      name: 'Ordered Lantern Antique',
      createdAt: new Date('2001-02-03T04:05:06.789Z'),
    });
    const between = await createProduct(api.db, seller.id, {
      name: 'Ordered Lantern Brass',
      createdAt: new Date('2015-01-01T00:00:00Z'),
    });
    expect(await newest('lantern')).toEqual([recent, between, old]);
    await searchIndexReloaded(api.db);
    expect(await newest('lantern')).toEqual([recent, between, old]);
    expect(await cheapest('vase')).toHaveLength(50);
    const reloaded = await searchIndexOf(api.db);
    expect(reloaded).not.toBe(loaded);
    expect(reloaded.wantsReload).toBe(false);
  });
});

describe('the search index against the database', () => {
  let api: TestApi;

  beforeAll(async () => {
    api = await startTestApi();
    const seller = await createUser(api.db, { role: 2 });
    const categories = new Map<string, number>();
    for (const name of SEED_CATEGORIES) categories.set(name, await createCategory(api.db, name));
    for (const [index, product] of seedCatalogue().entries()) {
      await createProduct(api.db, seller.id, {
        name: product.productName,
        description: product.description,
        price: product.price,
        brandId: product.brandId,
        colorId: 1 + (index % 6),
        stock: product.stock,
        archived: product.archived,
        categoryIds: product.categories.map((category) => categories.get(category)!),
        createdAt: new Date(Date.now() - product.hoursAgo * 3_600_000),
      });
    }
  });
  afterAll(() => api.close());

  /**
   * The matches and tiers PostgreSQL's full-text search gives the same lexemes (the `simple` configuration keeps
   * them as they are), in relevance order: what the store's SQL search answered before the index.
   */
  async function byTheDatabase(levels: SearchLevel[]): Promise<{ id: number; tier: number }[]> {
    const tsquery = (level: SearchLevel, weights: string) =>
      level
        .filter((alternatives) => alternatives.length > 0)
        .map(
          (alternatives) =>
            `(${alternatives
              .map(({ lexeme, prefix }) => (prefix || weights ? `${lexeme}:${prefix ? '*' : ''}${weights}` : lexeme))
              .join(' | ')})`,
        )
        .join(' & ');
    const params: string[] = [];
    const matches = (level: SearchLevel, weights: string) => {
      const text = tsquery(level, weights);
      if (text === '') return 'false';
      params.push(text);
      return `p.search_vector @@ to_tsquery('simple', $${params.length})`;
    };
    const field = (level: SearchLevel) =>
      `CASE WHEN ${matches(level, 'A')} THEN 0 WHEN ${matches(level, 'ABC')} THEN 1 ELSE 2 END`;
    const tier = `CASE ${levels
      .map((level, typos) => `WHEN ${matches(level, '')} THEN ${3 * typos} + ${field(level)}`)
      .join(' ')} END`;
    return api.db.query<{ id: number; tier: number }>(
      `SELECT id, tier FROM (SELECT p.id, p.created_at, ${tier} AS tier FROM products p
         WHERE p.archived_at IS NULL AND p.stock > 0) t
        WHERE tier IS NOT NULL ORDER BY tier, created_at DESC, id DESC`,
      params,
    );
  }

  it('finds the same products in the same tiers and order as PostgreSQL for every kind of search', async () => {
    const texts = [
      'sofa',
      'chair',
      'oak table',
      'walnut',
      'linen sofa',
      'chiar',
      'sofaa',
      'tabel',
      'bookshlfe',
      'lamp',
      'la',
      'so',
      'wood',
      'a chair',
      'the',
      'velvet arm',
      'storage',
      'grey',
      'teak dining',
      'rattan',
      'comfortab',
      'oslo',
      'bed',
      'mirror',
      'zebra',
    ];
    const index = await searchIndexOf(api.db);
    let compared = 0;
    for (const text of texts) {
      const query = await buildSearchQuery(api.db, text);
      if (!query) continue;
      const { hits, total } = index.page(
        query.levels,
        {},
        { sort: 'relevance', limit: 10_000, position: { offset: 0 } },
      );
      const expected = await byTheDatabase(query.levels);
      expect(hits, text).toEqual(expected);
      expect(total, text).toBe(expected.length);
      compared += expected.length;
    }
    // The searches found products: the comparison is not of empty lists.
    expect(compared).toBeGreaterThan(100);
  });
});
