import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  BRANDS,
  COLORS,
  type PageMeta,
  type ProductBatchItem,
  type ProductDetail,
  type ProductListItem,
  type ProductPageMeta,
  type SellerProductItem,
} from '@spectrum/shared';
import { apiClient, refusal, startTestApi, type ApiClient, type TestApi } from '../support/api';
import { createCategory, createProduct, createUser, type ProductFixture, type TestUser } from '../support/fixtures';

const DAY_MS = 24 * 60 * 60 * 1000;
const daysAgo = (days: number) => new Date(Date.now() - days * DAY_MS);

interface Fixture extends ProductFixture {
  key: string;
}

const idsOf = (items: { id: number }[]) => items.map((item) => item.id);
const metaOf = (body: { meta: unknown }) => body.meta as ProductPageMeta;
const sellerMetaOf = (body: { meta: unknown }) => body.meta as PageMeta;

describe('public product routes', () => {
  let api: TestApi;
  let client: ApiClient;
  let seller: TestUser;
  const ids: Record<string, number> = {};
  const fixtures: Fixture[] = [];
  let categories: { sofas: number; lamps: number; tables: number; empty: number };

  /** Ids of the live fixtures that pass `keep`, in the order `compare` puts them. */
  const expectedIds = (keep: (f: Fixture) => boolean, compare: (a: Fixture, b: Fixture) => number) =>
    fixtures
      .filter((f) => !f.archived && (f.stock ?? 10) > 0 && keep(f))
      .sort(compare)
      .map((f) => ids[f.key]!);
  const byNewest = (a: Fixture, b: Fixture) =>
    b.createdAt!.getTime() - a.createdAt!.getTime() || ids[b.key]! - ids[a.key]!;
  const everything = () => true;

  beforeAll(async () => {
    api = await startTestApi();
    client = apiClient(api.origin);
    seller = await createUser(api.db, { role: 2 });
    await api.db.query('UPDATE users SET display_name = $2, store_name = $3, store_desc = $4 WHERE id = $1', [
      seller.id,
      'Dewi',
      'Rumah Kayu',
      'Solid wood furniture.',
    ]);
    categories = {
      sofas: await createCategory(api.db, 'Sofas'),
      lamps: await createCategory(api.db, 'Lamps'),
      tables: await createCategory(api.db, 'Tables'),
      empty: await createCategory(api.db, 'Rugs'),
    };
    const { sofas, lamps, tables } = categories;
    fixtures.push(
      {
        key: 'osloSofa',
        name: 'Oslo Linen Sofa',
        price: 8_750_000,
        brandId: 1,
        colorId: 2,
        categoryIds: [sofas],
        createdAt: daysAgo(1),
        imageKeys: ['products/oslo0', 'products/oslo1'],
        conditions: 'second',
        description: 'A deep sofa.',
      },
      {
        key: 'arcLamp',
        name: 'Arc Floor Lamp',
        price: 2_950_000,
        brandId: 2,
        colorId: 1,
        categoryIds: [lamps],
        createdAt: daysAgo(2),
        imageKeys: ['products/arc0'],
      },
      {
        key: 'throw',
        name: '100% Wool Throw',
        price: 450_000,
        brandId: 3,
        colorId: 3,
        categoryIds: [sofas],
        createdAt: daysAgo(3),
      },
      {
        key: 'oakTable',
        name: 'Bergen Oak Table',
        price: 11_250_000,
        brandId: 1,
        colorId: 4,
        categoryIds: [tables],
        createdAt: daysAgo(4),
      },
      {
        key: 'tinyLamp',
        name: 'Tiny_Lamp',
        price: 150_000,
        brandId: 3,
        colorId: 2,
        categoryIds: [lamps],
        createdAt: daysAgo(5),
      },
      {
        key: 'velvetSofa',
        name: 'Copenhagen Velvet SOFA',
        price: 6_200_000,
        brandId: 4,
        colorId: 2,
        categoryIds: [sofas, tables],
        createdAt: daysAgo(6),
      },
      {
        key: 'chair',
        name: 'Kyoto Reading Chair',
        price: 3_600_000,
        brandId: 5,
        colorId: 5,
        categoryIds: [],
        createdAt: daysAgo(7),
      },
      {
        key: 'tripod',
        name: 'Tripod Lamp',
        price: 2_950_000,
        brandId: 2,
        colorId: 6,
        categoryIds: [lamps],
        createdAt: daysAgo(8),
      },
      {
        key: 'soldOut',
        name: 'Sold Out Sofa',
        price: 5_000_000,
        brandId: 1,
        colorId: 2,
        stock: 0,
        categoryIds: [sofas, lamps],
        createdAt: daysAgo(0.5),
      },
      {
        key: 'archived',
        name: 'Archived Sofa',
        price: 5_500_000,
        brandId: 1,
        colorId: 2,
        archived: true,
        categoryIds: [sofas, lamps],
        createdAt: daysAgo(0.25),
      },
    );
    for (const fixture of fixtures) ids[fixture.key] = await createProduct(api.db, seller.id, fixture);
  });
  afterAll(() => api.close());

  describe('GET /products', () => {
    it('pages live products newest first, six by default, with prev/next links', async () => {
      const live = expectedIds(everything, byNewest);
      expect(live).toHaveLength(8);

      const first = await client.get<ProductListItem[]>('/products');
      expect(first.status).toBe(200);
      expect(idsOf(first.body.data)).toEqual(live.slice(0, 6));
      const firstMeta = metaOf(first.body);
      expect(firstMeta).toEqual({
        page: 1,
        limit: 6,
        totalData: 8,
        totalPage: 2,
        prev: null,
        next: `page=2&limit=6&cursor=${firstMeta.nextCursor}`,
        sort: 'newest',
        totalExact: true,
        nextCursor: expect.any(String),
        prevCursor: null,
      });

      const second = await client.get<ProductListItem[]>(`/products?${firstMeta.next}`);
      expect(idsOf(second.body.data)).toEqual(live.slice(6));
      const secondMeta = metaOf(second.body);
      expect(secondMeta).toMatchObject({ page: 2, totalPage: 2, next: null, nextCursor: null });
      expect(secondMeta.prev).toBe(`page=1&limit=6&cursor=${secondMeta.prevCursor}`);
      const back = await client.get<ProductListItem[]>(`/products?${secondMeta.prev}`);
      expect(idsOf(back.body.data)).toEqual(live.slice(0, 6));
      expect(metaOf(back.body)).toMatchObject({ page: 1, prev: null });
    });

    it('keeps the other query parameters in prev and next', async () => {
      const response = await client.get<ProductListItem[]>(
        '/products?sort=cheapest&search=lamp&categoryId=' + categories.lamps + '&limit=1&page=2',
      );
      expect(response.status).toBe(200);
      const meta = metaOf(response.body);
      expect(meta).toMatchObject({ page: 2, limit: 1, totalData: 3, totalPage: 3 });
      for (const [link, page, cursor] of [
        [meta.prev, '1', meta.prevCursor],
        [meta.next, '3', meta.nextCursor],
      ] as const) {
        const params = new URLSearchParams(link ?? '');
        expect(Object.fromEntries(params)).toEqual({
          sort: 'cheapest',
          search: 'lamp',
          categoryId: String(categories.lamps),
          page,
          limit: '1',
          cursor,
        });
      }
    });

    it('answers an empty result with totalPage 1 and no links', async () => {
      const response = await client.get<ProductListItem[]>('/products?search=nothing-like-this');
      expect(response.body.data).toEqual([]);
      expect(metaOf(response.body)).toEqual({
        page: 1,
        limit: 6,
        totalData: 0,
        totalPage: 1,
        prev: null,
        next: null,
        sort: 'relevance',
        totalExact: true,
        nextCursor: null,
        prevCursor: null,
      });
    });

    it('answers a page past the end with the last page, never "page 5 of 2"', async () => {
      const live = expectedIds(everything, byNewest);
      const response = await client.get<ProductListItem[]>('/products?page=5');
      expect(idsOf(response.body.data)).toEqual(live.slice(6));
      const meta = metaOf(response.body);
      expect(meta).toMatchObject({ page: 2, totalPage: 2, next: null });
      expect(meta.prev).toBe(`page=1&limit=6&cursor=${meta.prevCursor}`);
    });

    it('returns the list item shape with the first photo as thumbnail', async () => {
      const response = await client.get<ProductListItem[]>('/products?limit=100');
      const oslo = response.body.data.find((item) => item.id === ids.osloSofa);
      expect(oslo).toEqual({
        id: ids.osloSofa,
        product_name: 'Oslo Linen Sofa',
        price: 8_750_000,
        image: '/uploads/products/oslo0-thumb.webp',
        stock: 10,
        rating: { average: 0, count: 0 },
      });
      expect(response.body.data.find((item) => item.id === ids.throw)?.image).toBeNull();
    });

    it.each([
      ['newest', byNewest],
      ['oldest', (a: Fixture, b: Fixture) => -byNewest(a, b)],
      ['priciest', (a: Fixture, b: Fixture) => b.price! - a.price! || ids[a.key]! - ids[b.key]!],
      ['cheapest', (a: Fixture, b: Fixture) => a.price! - b.price! || ids[a.key]! - ids[b.key]!],
    ])('sorts by %s', async (sort, compare) => {
      const response = await client.get<ProductListItem[]>(`/products?sort=${sort}&limit=100`);
      expect(response.status).toBe(200);
      expect(idsOf(response.body.data)).toEqual(expectedIds(everything, compare));
    });

    it('filters by category, brand and colour, alone and together', async () => {
      const cases: [string, (f: Fixture) => boolean][] = [
        [`categoryId=${categories.lamps}`, (f) => f.categoryIds!.includes(categories.lamps)],
        [`categoryId=${categories.sofas}`, (f) => f.categoryIds!.includes(categories.sofas)],
        [`categoryId=${categories.empty}`, () => false],
        ['brandId=2', (f) => f.brandId === 2],
        ['brandId=3', (f) => f.brandId === 3],
        ['colorId=2', (f) => f.colorId === 2],
        [
          `colorId=2&categoryId=${categories.sofas}`,
          (f) => f.colorId === 2 && f.categoryIds!.includes(categories.sofas),
        ],
        ['brandId=3&colorId=2', (f) => f.brandId === 3 && f.colorId === 2],
      ];
      for (const [query, keep] of cases) {
        const response = await client.get<ProductListItem[]>(`/products?${query}&limit=100`);
        expect(response.status, query).toBe(200);
        const expected = expectedIds(keep, byNewest);
        expect(idsOf(response.body.data), query).toEqual(expected);
        expect(metaOf(response.body).totalData, query).toBe(expected.length);
      }
    });

    it('searches words case-insensitively; % and _ are not wildcards and SQL stays text', async () => {
      const search = async (text: string) =>
        idsOf(
          (await client.get<ProductListItem[]>(`/products?limit=100&search=${encodeURIComponent(text)}`)).body.data,
        );
      // The two sofas by name first, then the wool throw listed under Sofas.
      expect(await search('sofa')).toEqual([ids.osloSofa, ids.velvetSofa, ids.throw]);
      expect(await search('  SOFA ')).toEqual([ids.osloSofa, ids.velvetSofa, ids.throw]);
      expect(await search('100% wool')).toEqual([ids.throw]);
      expect(await search('tiny_lamp')).toEqual([ids.tinyLamp]);
      expect(await search('%')).toEqual([]);
      expect(await search('_')).toEqual([]);
      expect(await search('y_l')).toEqual([]);
      expect(await search('\\')).toEqual([]);
      expect(await search("'; DROP TABLE products; --")).toEqual([]);
      expect(await search('sofa & !lamp | (oak:*)')).toEqual([]);
      expect((await client.get('/products')).status).toBe(200);
    });

    it('bounds prices inclusively; maxPrice 0, empty or absent means no upper bound', async () => {
      const prices = async (query: string) =>
        idsOf((await client.get<ProductListItem[]>(`/products?limit=100&${query}`)).body.data).sort((a, b) => a - b);
      const expected = (keep: (f: Fixture) => boolean) => expectedIds(keep, byNewest).sort((a, b) => a - b);
      expect(await prices('minPrice=3000000')).toEqual(expected((f) => f.price! >= 3_000_000));
      expect(await prices('maxPrice=3000000')).toEqual(expected((f) => f.price! <= 3_000_000));
      expect(await prices('minPrice=2950000&maxPrice=2950000')).toEqual(
        [ids.arcLamp!, ids.tripod!].sort((a, b) => a - b),
      );
      expect(await prices('minPrice=1000000&maxPrice=0')).toEqual(expected((f) => f.price! >= 1_000_000));
      expect(await prices('maxPrice=0')).toEqual(expected(everything));
      expect(await prices('minPrice=&maxPrice=&search=')).toEqual(expected(everything));
    });

    it.each([
      ['limit=0', 'limit'],
      ['limit=101', 'limit'],
      ['limit=six', 'limit'],
      ['page=0', 'page'],
      ['page=1.5', 'page'],
      ['sort=price;DROP TABLE products', 'sort'],
      ['sort=random', 'sort'],
      ['minPrice=-1', 'minPrice'],
      ['maxPrice=cheap', 'maxPrice'],
      ['categoryId=abc', 'categoryId'],
      ['brandId=0', 'brandId'],
      ['colorId=-2', 'colorId'],
      [`search=${'x'.repeat(101)}`, 'search'],
      ['ids=1,abc', 'ids'],
    ])('refuses %s with a 400 naming %s', async (query, field) => {
      const response = await client.get(`/products?${query}`);
      expect(response.status).toBe(400);
      // A sentence for people: the field by its name for them, not the parameter's.
      expect(response.body.msg).toMatch(/^The .+\.$/);
      expect(response.body.msg).toBe(response.body.errors?.[0]?.message);
      // List fields name the offending entry too (e.g. `ids.1`).
      expect(response.body.errors?.map((error) => error.field.split('.')[0])).toContain(field);
    });

    it('never lists archived or sold-out products', async () => {
      const all = idsOf((await client.get<ProductListItem[]>('/products?limit=100&search=sofa')).body.data);
      expect(all).not.toContain(ids.soldOut);
      expect(all).not.toContain(ids.archived);
      const lamps = idsOf(
        (await client.get<ProductListItem[]>(`/products?limit=100&categoryId=${categories.lamps}`)).body.data,
      );
      expect(lamps).not.toContain(ids.soldOut);
      expect(lamps).not.toContain(ids.archived);
    });
  });

  describe('GET /products?ids=', () => {
    it('returns the asked products in the asked order, sold out included, archived and unknown left out', async () => {
      const asked = [ids.oakTable, ids.soldOut, ids.archived, 999_999, ids.osloSofa, ids.oakTable];
      const response = await client.get<ProductListItem[]>(
        `/products?ids=${asked.join(',')}&limit=1&page=3&search=zzz`,
      );
      expect(response.status).toBe(200);
      expect(idsOf(response.body.data)).toEqual([ids.oakTable, ids.soldOut, ids.osloSofa]);
      expect(response.body.data[1]).toMatchObject({ product_name: 'Sold Out Sofa', stock: 0 });
      expect(response.body.data[2]!.image).toBe('/uploads/products/oslo0-thumb.webp');
      expect(response.body.meta).toBeNull();
    });

    it('gives each item the same details as GET /products/details/:id, plus its first thumbnail', async () => {
      const batch = await client.get<ProductBatchItem[]>(`/products?ids=${ids.osloSofa},${ids.velvetSofa}`);
      for (const item of batch.body.data) {
        const detail = await client.get<ProductDetail>(`/products/details/${item.id}`);
        expect(item).toEqual({ ...detail.body.data, image: detail.body.data.thumbnails[0] ?? null });
      }
      expect(batch.body.data.map((item) => item.categories.length)).not.toContain(0);
    });

    it('refuses more than 100 ids', async () => {
      const many = Array.from({ length: 101 }, (_, index) => index + 1).join(',');
      const response = await client.get(`/products?ids=${many}`);
      expect(response.status).toBe(400);
      expect(response.body.errors?.[0]?.field).toBe('ids');
    });
  });

  describe('GET /products/details/:id', () => {
    it('returns the whole product with categories, brand, colour, seller and photos', async () => {
      const response = await client.get<ProductDetail>(`/products/details/${ids.velvetSofa}`);
      expect(response.status).toBe(200);
      const detail = response.body.data;
      expect(detail).toMatchObject({
        id: ids.velvetSofa,
        product_name: 'Copenhagen Velvet SOFA',
        price: 6_200_000,
        stock: 10,
        conditions: 'new',
        description: 'A test product.',
        brand: BRANDS.find((brand) => brand.id === 4),
        color: COLORS.find((color) => color.id === 2),
        seller: { id: seller.id, display_name: 'Dewi', store_name: 'Rumah Kayu', store_desc: 'Solid wood furniture.' },
        images: [],
        thumbnails: [],
        archived: false,
      });
      expect(detail.categories).toEqual([
        { id: categories.sofas, category_name: 'Sofas' },
        { id: categories.tables, category_name: 'Tables' },
      ]);
      expect(new Date(detail.created_at).getTime()).toBeCloseTo(fixtures[5]!.createdAt!.getTime(), -3);
    });

    it('lists photo URLs in order, large and thumbnail', async () => {
      const detail = (await client.get<ProductDetail>(`/products/details/${ids.osloSofa}`)).body.data;
      expect(detail.images).toEqual(['/uploads/products/oslo0-large.webp', '/uploads/products/oslo1-large.webp']);
      expect(detail.thumbnails).toEqual(['/uploads/products/oslo0-thumb.webp', '/uploads/products/oslo1-thumb.webp']);
      expect(detail.conditions).toBe('second');
    });

    it('shows a sold-out product with stock 0', async () => {
      const response = await client.get<ProductDetail>(`/products/details/${ids.soldOut}`);
      expect(response.status).toBe(200);
      expect(response.body.data.stock).toBe(0);
    });

    it('answers 404 for archived and unknown products, 400 for a bad id', async () => {
      for (const id of [ids.archived, 999_999]) {
        const response = await client.get(`/products/details/${id}`);
        expect(response.status).toBe(404);
        expect(response.body).toEqual(refusal(404, 'Product not found', 'PRODUCT_NOT_FOUND'));
      }
      for (const id of ['abc', '0', '-1', '1e3']) {
        const response = await client.get(`/products/details/${id}`);
        expect(response.status, id).toBe(400);
        expect(response.body.errors?.[0]?.field).toBe('id');
      }
    });
  });

  describe('GET /products/related/:id', () => {
    it('lists the same category and look first, then the same category, then the same brand or colour by price', async () => {
      // Oslo sofa: brand 1, colour 2, Sofas, 8,750,000.
      const response = await client.get<ProductListItem[]>(`/products/related/${ids.osloSofa}`);
      expect(response.status).toBe(200);
      expect(idsOf(response.body.data)).toEqual([
        ids.velvetSofa, // a sofa in the same colour
        ids.throw, // listed under Sofas, other brand and colour
        ids.oakTable, // same brand, 2,500,000 away
        ids.tinyLamp, // same colour, 8,600,000 away
      ]);
      expect(response.body.data[1]).toEqual({
        id: ids.throw,
        product_name: '100% Wool Throw',
        price: 450_000,
        image: null,
        stock: 10,
        rating: { average: 0, count: 0 },
      });
    });

    it('gives each related product its own first photo', async () => {
      const response = await client.get<ProductListItem[]>(`/products/related/${ids.tripod}`);
      expect(idsOf(response.body.data)).toEqual([ids.arcLamp, ids.tinyLamp]);
      expect(response.body.data[0]!.image).toBe('/uploads/products/arc0-thumb.webp');
    });

    it('answers [] when nothing is related and 404 for unknown or archived ids', async () => {
      const none = await client.get(`/products/related/${ids.chair}`);
      expect(none.status).toBe(200);
      expect(none.body.data).toEqual([]);
      expect((await client.get(`/products/related/${ids.archived}`)).status).toBe(404);
      const unknown = await client.get('/products/related/999999');
      expect(unknown.status).toBe(404);
      expect(unknown.body.msg).toBe('Product not found');
      expect((await client.get('/products/related/x')).status).toBe(400);
    });

    it('reads the product and its related products in one statement, whatever the answer', async () => {
      for (const id of [ids.osloSofa, ids.chair, ids.archived, 999_999]) {
        const query = vi.spyOn(api.db, 'query');
        try {
          await client.get(`/products/related/${id}`);
          expect(query, String(id)).toHaveBeenCalledTimes(1);
        } finally {
          query.mockRestore();
        }
      }
    });
  });
});

describe('seller product routes', () => {
  let api: TestApi;
  let client: ApiClient;
  let seller: TestUser;
  let otherSeller: TestUser;
  let customer: TestUser;
  const own: Record<'live' | 'liveTwo' | 'soldOut' | 'archived' | 'archivedTwo', number> = {
    live: 0,
    liveTwo: 0,
    soldOut: 0,
    archived: 0,
    archivedTwo: 0,
  };
  let othersProduct: number;

  beforeAll(async () => {
    api = await startTestApi();
    client = apiClient(api.origin);
    [seller, otherSeller, customer] = await Promise.all([
      createUser(api.db, { role: 2 }),
      createUser(api.db, { role: 2 }),
      createUser(api.db, { role: 1 }),
    ]);
    own.live = await createProduct(api.db, seller.id, {
      name: 'Live',
      createdAt: daysAgo(5),
      imageKeys: ['products/live0'],
    });
    own.liveTwo = await createProduct(api.db, seller.id, { name: 'Live two', createdAt: daysAgo(4) });
    own.soldOut = await createProduct(api.db, seller.id, { name: 'Sold out', stock: 0, createdAt: daysAgo(3) });
    own.archived = await createProduct(api.db, seller.id, { name: 'Archived', archived: true, createdAt: daysAgo(2) });
    own.archivedTwo = await createProduct(api.db, seller.id, {
      name: 'Archived two',
      archived: true,
      stock: 0,
      createdAt: daysAgo(1),
    });
    othersProduct = await createProduct(api.db, otherSeller.id, { name: 'Not yours', createdAt: daysAgo(0) });
  });
  afterAll(() => api.close());

  describe('GET /products/seller', () => {
    it("lists the caller's non-archived products, sold out included, newest first", async () => {
      const response = await client.get<SellerProductItem[]>('/products/seller', seller.token);
      expect(response.status).toBe(200);
      expect(idsOf(response.body.data)).toEqual([own.soldOut, own.liveTwo, own.live]);
      expect(response.body.data[2]).toEqual({
        id: own.live,
        image: '/uploads/products/live0-thumb.webp',
        product_name: 'Live',
        stock: 10,
        price: 100_000,
        archived: false,
      });
      expect(sellerMetaOf(response.body)).toEqual({
        page: 1,
        limit: 6,
        totalData: 3,
        totalPage: 1,
        prev: null,
        next: null,
      });
    });

    it('filters archived and sold-out products', async () => {
      const archived = await client.get<SellerProductItem[]>('/products/seller?filter=archived', seller.token);
      expect(idsOf(archived.body.data)).toEqual([own.archivedTwo, own.archived]);
      expect(archived.body.data.every((item) => item.archived)).toBe(true);
      const soldOut = await client.get<SellerProductItem[]>('/products/seller?filter=sold-out', seller.token);
      expect(idsOf(soldOut.body.data)).toEqual([own.soldOut]);
      const bad = await client.get('/products/seller?filter=deleted', seller.token);
      expect(bad.status).toBe(400);
      expect(bad.body.errors?.[0]?.field).toBe('filter');
    });

    it('shows only the caller’s own products', async () => {
      const response = await client.get<SellerProductItem[]>('/products/seller', otherSeller.token);
      expect(idsOf(response.body.data)).toEqual([othersProduct]);
    });

    it('pages through a seller with 40 products', async () => {
      const big = await createUser(api.db, { role: 2 });
      const created: number[] = [];
      for (let index = 0; index < 40; index++) {
        created.push(await createProduct(api.db, big.id, { name: `Item ${index}`, createdAt: daysAgo(40 - index) }));
      }
      const seen: number[] = [];
      let query: string | null = 'page=1';
      let pages = 0;
      while (query !== null && pages < 20) {
        const response = await client.get<SellerProductItem[]>(`/products/seller?${query}`, big.token);
        expect(response.status).toBe(200);
        const meta = sellerMetaOf(response.body);
        expect(meta).toMatchObject({ totalData: 40, totalPage: 7, limit: 6 });
        seen.push(...idsOf(response.body.data));
        query = meta.next;
        pages++;
      }
      expect(pages).toBe(7);
      expect(seen).toEqual([...created].reverse());
      const all = await client.get<SellerProductItem[]>('/products/seller?limit=100', big.token);
      expect(all.body.data).toHaveLength(40);
      const withFilter = await client.get('/products/seller?filter=sold-out&limit=2&page=1', big.token);
      expect(sellerMetaOf(withFilter.body)).toMatchObject({ totalData: 0, totalPage: 1, next: null });
    });

    it('needs a seller: 401 without a token, 403 for a customer', async () => {
      const anonymous = await client.get('/products/seller');
      expect(anonymous.status).toBe(401);
      expect(anonymous.body.msg).toBe('You have to login first');
      const asCustomer = await client.get('/products/seller', customer.token);
      expect(asCustomer.status).toBe(403);
      expect(asCustomer.body.msg).toBe('Forbidden');
    });
  });

  describe('DELETE /products/delete/:id', () => {
    const archivedAt = async (id: number) =>
      (await api.db.query<{ archived_at: Date | null }>('SELECT archived_at FROM products WHERE id = $1', [id]))[0]
        ?.archived_at ?? null;

    it("archives the caller's own product", async () => {
      const response = await client.del(`/products/delete/${own.liveTwo}`, seller.token);
      expect(response.status).toBe(200);
      expect(response.body.msg).toBe('Delete Product Success');
      expect(await archivedAt(own.liveTwo)).not.toBeNull();
      expect((await client.get(`/products/details/${own.liveTwo}`)).status).toBe(404);
      const archived = await client.get<SellerProductItem[]>('/products/seller?filter=archived', seller.token);
      expect(idsOf(archived.body.data)).toContain(own.liveTwo);
      const rows = await api.db.query('SELECT id FROM products WHERE id = $1', [own.liveTwo]);
      expect(rows).toHaveLength(1);
    });

    it('answers 404 for an archived product, leaving its archive date alone', async () => {
      const before = await archivedAt(own.archived);
      const response = await client.del(`/products/delete/${own.archived}`, seller.token);
      expect(response.status).toBe(404);
      expect(response.body.msg).toBe('Product not found');
      expect(await archivedAt(own.archived)).toEqual(before);
    });

    it("answers 404 for another seller's product and leaves it live", async () => {
      const response = await client.del(`/products/delete/${othersProduct}`, seller.token);
      expect(response.status).toBe(404);
      expect(response.body.msg).toBe('Product not found');
      expect(await archivedAt(othersProduct)).toBeNull();
      expect((await client.get(`/products/details/${othersProduct}`)).status).toBe(200);
    });

    it('answers 404 for unknown ids, 400 for bad ids, 401/403 for non-sellers', async () => {
      expect((await client.del('/products/delete/999999', seller.token)).status).toBe(404);
      const bad = await client.del('/products/delete/abc', seller.token);
      expect(bad.status).toBe(400);
      expect(bad.body.errors?.[0]?.field).toBe('id');
      expect((await client.del(`/products/delete/${own.live}`)).status).toBe(401);
      expect((await client.del(`/products/delete/${own.live}`, customer.token)).status).toBe(403);
      expect(await archivedAt(own.live)).toBeNull();
    });
  });

  describe('related products cap', () => {
    it('returns at most 8 related products', async () => {
      const maker = await createUser(api.db, { role: 2 });
      const category = await createCategory(api.db, 'Crowded');
      const anchor = await createProduct(api.db, maker.id, { brandId: 3, categoryIds: [category] });
      const others: number[] = [];
      for (let index = 0; index < 10; index++) {
        others.push(
          await createProduct(api.db, maker.id, {
            brandId: 3,
            categoryIds: [category],
            createdAt: daysAgo(10 - index),
          }),
        );
      }
      const response = await client.get<ProductListItem[]>(`/products/related/${anchor}`);
      expect(idsOf(response.body.data)).toEqual([...others].reverse().slice(0, 8));
    });
  });
});
