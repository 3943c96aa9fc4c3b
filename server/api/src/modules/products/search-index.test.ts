import { describe, expect, it } from 'vitest';
import {
  SearchIndex,
  WEIGHT,
  type FacetsBy,
  type IndexedProduct,
  type SearchLevel,
  type SearchPageRequest,
  type SearchSort,
} from './search-index';

const DAY = 86_400_000_000;

/** A product whose name, attributes (categories, brand: B; colour: C) and description use the given lexemes. */
function product(
  id: number,
  words: { name?: string[]; attributes?: string[]; colour?: string[]; description?: string[] },
  columns: Partial<Omit<IndexedProduct, 'id' | 'lexemes'>> = {},
): IndexedProduct {
  const weights = new Map<string, number>();
  const add = (lexemes: string[] | undefined, weight: number) =>
    lexemes?.forEach((lexeme) => weights.set(lexeme, (weights.get(lexeme) ?? 0) | weight));
  add(words.name, WEIGHT.A);
  add(words.attributes, WEIGHT.B);
  add(words.colour, WEIGHT.C);
  add(words.description, WEIGHT.D);
  return {
    id,
    price: 1_000,
    createdMicros: id * DAY,
    brandId: 1,
    colorId: 1,
    ratingScore: 0,
    ratingCount: 0,
    categoryIds: [],
    ...columns,
    lexemes: [...weights],
  };
}

const word = (...lexemes: string[]) => lexemes.map((lexeme) => ({ lexeme, prefix: false }));
const prefix = (lexeme: string) => [{ lexeme, prefix: true }];
/** A search of one level: each argument one word's alternatives. */
const search = (...words: ReturnType<typeof word>[]): SearchLevel[] => [words];

function indexOf(...products: IndexedProduct[]): SearchIndex {
  return indexCounting('cheaper', ...products);
}

function indexCounting(facetsBy: FacetsBy, ...products: IndexedProduct[]): SearchIndex {
  const index = new SearchIndex(facetsBy);
  products.forEach((each) => index.put(each));
  return index;
}

const ids = (
  index: SearchIndex,
  levels: SearchLevel[],
  sort: SearchSort = 'relevance',
  filters = {},
  position: SearchPageRequest['position'] = { offset: 0 },
  limit = 100,
) => index.page(levels, filters, { sort, limit, position }).hits.map((hit) => hit.id);

describe('SearchIndex', () => {
  it('ranks every word in the name first, then in the attributes, then anywhere; newest first within each', () => {
    const index = indexOf(
      product(1, { name: ['walnut', 'chair'] }),
      product(2, { name: ['kyoto', 'stool'], attributes: ['chair'] }),
      product(3, { name: ['desk'], description: ['chair', 'walnut'] }),
      product(4, { name: ['walnut', 'lounge', 'chair'] }),
      product(5, { name: ['lamp'], colour: ['walnut'], attributes: ['chair'] }),
      product(6, { name: ['chair'], description: ['walnut'] }),
      product(7, { name: ['sofa'] }),
    );
    const page = index.page(
      search(word('walnut'), word('chair')),
      {},
      {
        sort: 'relevance',
        limit: 10,
        position: { offset: 0 },
      },
    );
    expect(page.hits).toEqual([
      { id: 4, tier: 0 },
      { id: 1, tier: 0 },
      { id: 5, tier: 1 },
      { id: 6, tier: 2 },
      { id: 3, tier: 2 },
    ]);
    expect(page.total).toBe(5);
    expect(ids(index, search(word('chair')))).toEqual([6, 4, 1, 5, 2, 3]);
  });

  it('ranks matches at a closer typo level above those of the next, each with its own fields', () => {
    const index = indexOf(
      product(1, { name: ['chiar'] }),
      product(2, { description: ['chair'] }),
      product(3, { name: ['chair'] }),
      product(4, { description: ['chiar'] }),
    );
    const levels: SearchLevel[] = [[word('chiar')], [word('chiar', 'chair')]];
    const page = index.page(levels, {}, { sort: 'relevance', limit: 10, position: { offset: 0 } });
    expect(page.hits).toEqual([
      { id: 1, tier: 0 },
      { id: 4, tier: 2 },
      { id: 3, tier: 3 },
      { id: 2, tier: 5 },
    ]);
  });

  it('takes a word matched by several of its alternatives once, with the weights of them all', () => {
    const index = indexOf(product(1, { name: ['sofa'], description: ['sofas'] }), product(2, { name: ['sofas'] }));
    const page = index.page(
      search(word('sofa', 'sofas')),
      {},
      { sort: 'relevance', limit: 10, position: { offset: 0 } },
    );
    expect(page).toEqual({
      hits: [
        { id: 2, tier: 0 },
        { id: 1, tier: 0 },
      ],
      total: 2,
    });
  });

  it('matches a prefix through every lexeme it begins, and leaves out a word without alternatives', () => {
    const index = indexOf(
      product(1, { name: ['comfortable', 'chair'] }),
      product(2, { name: ['comfort', 'sofa'] }),
      product(3, { name: ['compact', 'chair'] }),
    );
    expect(ids(index, search(prefix('comfort')))).toEqual([2, 1]);
    expect(ids(index, search(word('chair'), prefix('comf')))).toEqual([1]);
    // A stop word has no lexeme: it narrows nothing, and alone it matches nothing.
    expect(ids(index, search([], word('chair')))).toEqual([3, 1]);
    expect(ids(index, search([]))).toEqual([]);
    expect(ids(index, search(word('unknown'), word('chair')))).toEqual([]);
  });

  it('filters by price, category, brand, colour and rating', () => {
    const chairs = [
      product(1, { name: ['chair'] }, { price: 500, categoryIds: [7], brandId: 2, colorId: 3, ratingScore: 450 }),
      product(2, { name: ['chair'] }, { price: 1_500, categoryIds: [7, 8], brandId: 2, colorId: 4, ratingScore: 390 }),
      product(3, { name: ['chair'] }, { price: 2_500, categoryIds: [8], brandId: 5, colorId: 3, ratingScore: 400 }),
    ];
    const index = indexOf(...chairs);
    const levels = search(word('chair'));
    expect(ids(index, levels, 'newest', { minPrice: 1_000, maxPrice: 2_500 })).toEqual([3, 2]);
    expect(ids(index, levels, 'newest', { categoryId: 8 })).toEqual([3, 2]);
    expect(ids(index, levels, 'newest', { brandId: 2 })).toEqual([2, 1]);
    expect(ids(index, levels, 'newest', { colorId: 3 })).toEqual([3, 1]);
    expect(ids(index, levels, 'newest', { minRatingScore: 400 })).toEqual([3, 1]);
    expect(ids(index, levels, 'newest', { categoryId: 7, colorId: 4 })).toEqual([2]);
  });

  it.each(['matches', 'sets'] as const)('counts each facet under every filter but its own, by %s', (facetsBy) => {
    const index = indexCounting(
      facetsBy,
      product(1, { name: ['chair'] }, { categoryIds: [7], brandId: 2, colorId: 3 }),
      product(2, { name: ['chair'] }, { categoryIds: [7, 8], brandId: 2, colorId: 4 }),
      product(3, { name: ['chair'] }, { categoryIds: [8], brandId: 5, colorId: 3, price: 9_000 }),
      product(4, { name: ['sofa'] }, { categoryIds: [8], brandId: 5, colorId: 3 }),
    );
    const facets = index.facets(search(word('chair')), { categoryId: 7, colorId: 3, maxPrice: 5_000 });
    expect(facets.total).toBe(1);
    expect(facets.categories).toEqual(new Map([[7, 1]]));
    expect(facets.brands).toEqual(new Map([[2, 1]]));
    expect(facets.colors).toEqual(
      new Map([
        [3, 1],
        [4, 1],
      ]),
    );
  });

  it('sorts by each order with ties broken by id, and pages by number from either end', () => {
    const index = indexOf(
      product(1, { name: ['lamp'] }, { price: 300, ratingScore: 400, ratingCount: 2 }),
      product(2, { name: ['lamp'] }, { price: 100, ratingScore: 500, ratingCount: 1 }),
      product(3, { name: ['lamp'] }, { price: 300, ratingScore: 400, ratingCount: 9 }),
      product(4, { name: ['lamp'] }, { price: 200, ratingScore: 400, ratingCount: 2, createdMicros: 0 }),
      product(5, { name: ['lamp'] }, { price: 100, ratingScore: 0, ratingCount: 0 }),
    );
    const levels = search(word('lamp'));
    expect(ids(index, levels, 'cheapest')).toEqual([2, 5, 4, 1, 3]);
    expect(ids(index, levels, 'priciest')).toEqual([1, 3, 4, 2, 5]);
    expect(ids(index, levels, 'newest')).toEqual([5, 3, 2, 1, 4]);
    expect(ids(index, levels, 'oldest')).toEqual([4, 1, 2, 3, 5]);
    expect(ids(index, levels, 'rating')).toEqual([2, 3, 4, 1, 5]);
    for (let offset = 0; offset < 6; offset += 1) {
      expect(ids(index, levels, 'cheapest', {}, { offset }, 2), `offset ${offset}`).toEqual(
        [2, 5, 4, 1, 3].slice(offset, offset + 2),
      );
    }
  });

  it('seeks past a cursor key forwards and backwards, the product at the key itself left out', () => {
    const index = indexOf(
      ...[1, 2, 3, 4, 5, 6].map((id) => product(id, { name: ['rug'] }, { price: [50, 10, 30, 10, 20, 30][id - 1]! })),
    );
    const levels = search(word('rug'));
    // Cheapest: 2 (10), 4 (10), 5 (20), 3 (30), 6 (30), 1 (50).
    expect(ids(index, levels, 'cheapest', {}, { key: [10, 4], backwards: false }, 2)).toEqual([5, 3]);
    expect(ids(index, levels, 'cheapest', {}, { key: [30, 3], backwards: false }, 9)).toEqual([6, 1]);
    expect(ids(index, levels, 'cheapest', {}, { key: [30, 6], backwards: true }, 2)).toEqual([5, 3]);
    // A key between products (the one it named has changed since): the same side of it as before.
    expect(ids(index, levels, 'cheapest', {}, { key: [25, 99], backwards: false }, 2)).toEqual([3, 6]);
    expect(ids(index, levels, 'relevance', {}, { key: [0, 4 * DAY, 4], backwards: false }, 9)).toEqual([3, 2, 1]);
    expect(ids(index, levels, 'relevance', {}, { key: [0, 4 * DAY, 4], backwards: true }, 9)).toEqual([6, 5]);
  });

  it('answers a search of an empty catalogue', () => {
    const index = new SearchIndex();
    expect(index.page(search(word('chair')), {}, { sort: 'relevance', limit: 5, position: { offset: 0 } })).toEqual({
      hits: [],
      total: 0,
    });
    expect(index.facets(search(word('chair')), { categoryId: 1 }).total).toBe(0);
  });

  it('finds a product as it was last put, and not once it is removed, through many changes', () => {
    const index = new SearchIndex();
    for (let id = 1; id <= 3_000; id += 1) index.put(product(id, { name: ['vase'] }, { price: id }));
    for (let id = 1; id <= 2_500; id += 1) {
      if (id % 2 === 0) index.remove(id);
      else index.put(product(id, { name: ['urn'] }, { price: 10_000 + id }));
    }
    expect(index.size).toBe(1_750);
    const vases = index.page(search(word('vase')), {}, { sort: 'cheapest', limit: 3, position: { offset: 0 } });
    expect(vases).toEqual({ hits: [2_501, 2_502, 2_503].map((id) => ({ id, tier: 0 })), total: 500 });
    const urns = index.page(search(word('urn')), {}, { sort: 'priciest', limit: 2, position: { offset: 0 } });
    expect(urns).toEqual({ hits: [2_499, 2_497].map((id) => ({ id, tier: 0 })), total: 1_250 });
    index.remove(2_999);
    index.remove(2_999);
    expect(index.page(search(word('vase')), {}, { sort: 'priciest', limit: 1, position: { offset: 0 } }).hits).toEqual([
      { id: 3_000, tier: 0 },
    ]);
    expect(index.size).toBe(1_749);
  });
});

/** A pseudo-random sequence that repeats from its seed. */
const randomFrom = (seed: number) => () => {
  seed = (Math.imul(seed, 1_103_515_245) + 12_345) & 0x7fffffff;
  return seed / 0x80000000;
};

describe('SearchIndex against a plain reading of its rules', () => {
  const VOCABULARY = ['chair', 'chairs', 'chain', 'cha', 'sofa', 'sofas', 'oak', 'walnut', 'lamp', 'rug', 'x1', 'x2'];
  const SORTS: SearchSort[] = ['relevance', 'newest', 'oldest', 'priciest', 'cheapest', 'rating'];
  const WEIGHTS = [WEIGHT.A, WEIGHT.B, WEIGHT.C, WEIGHT.D, WEIGHT.A | WEIGHT.D, WEIGHT.B | WEIGHT.C];

  /** The tier a product matches a search at, from its lexemes alone; undefined when it does not match. */
  function tierOf(product: IndexedProduct, levels: readonly SearchLevel[]): number | undefined {
    for (let level = 0; level < levels.length; level += 1) {
      const words = levels[level]!.filter((alternatives) => alternatives.length > 0);
      if (words.length === 0) continue;
      const weightsOfWords = words.map((alternatives) => {
        const matching = product.lexemes.filter(([lexeme]) =>
          alternatives.some((alternative) =>
            alternative.prefix ? lexeme.startsWith(alternative.lexeme) : lexeme === alternative.lexeme,
          ),
        );
        return matching.length === 0 ? undefined : matching.reduce((all, [, weights]) => all | weights, 0);
      });
      if (weightsOfWords.some((weights) => weights === undefined)) continue;
      const field = weightsOfWords.every((weights) => weights! & WEIGHT.A)
        ? 0
        : weightsOfWords.every((weights) => weights! & (WEIGHT.A | WEIGHT.B | WEIGHT.C))
          ? 1
          : 2;
      return 3 * level + field;
    }
    return undefined;
  }

  type Filters = Parameters<SearchIndex['facets']>[1];
  const passes = (product: IndexedProduct, filters: Filters) =>
    (filters.minPrice === undefined || product.price >= filters.minPrice) &&
    (filters.maxPrice === undefined || product.price <= filters.maxPrice) &&
    (filters.brandId === undefined || product.brandId === filters.brandId) &&
    (filters.colorId === undefined || product.colorId === filters.colorId) &&
    (filters.minRatingScore === undefined || product.ratingScore >= filters.minRatingScore) &&
    (filters.categoryId === undefined || product.categoryIds.includes(filters.categoryId));

  /** A match's key in a sort's order, compared element by element, each ascending. */
  const orderKey = (sort: SearchSort, product: IndexedProduct, tier: number): number[] => {
    const { createdMicros: created, price, id, ratingScore: score, ratingCount: count } = product;
    switch (sort) {
      case 'relevance':
        return [tier, -created, -id];
      case 'newest':
        return [-created, -id];
      case 'oldest':
        return [created, id];
      case 'priciest':
        return [-price, id];
      case 'cheapest':
        return [price, id];
      case 'rating':
        return [-score, -count, -id];
    }
  };
  const cursorKey = (sort: SearchSort, product: IndexedProduct, tier: number): number[] => {
    const { createdMicros: created, price, id, ratingScore: score, ratingCount: count } = product;
    if (sort === 'relevance') return [tier, created, id];
    if (sort === 'rating') return [score, count, id];
    return [sort === 'newest' || sort === 'oldest' ? created : price, id];
  };
  const compare = (a: number[], b: number[]) => {
    for (let index = 0; index < a.length; index += 1) if (a[index] !== b[index]) return a[index]! - b[index]!;
    return 0;
  };

  function run(seed: number, farOutOfOrder: boolean, facetsBy: FacetsBy) {
    const random = randomFrom(seed);
    const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)]!;
    const index = new SearchIndex(facetsBy);
    const live = new Map<number, IndexedProduct>();
    const everPut = new Map<number, IndexedProduct>();
    let nextId = 1;
    let clock = 1_000_000;
    const make = (id: number, created: number): IndexedProduct => {
      const lexemes = new Map<string, number>();
      if (random() < 0.6) lexemes.set('chair', pick(WEIGHTS));
      if (random() < 0.3) lexemes.set('oak', pick(WEIGHTS));
      for (let count = Math.floor(random() * 4); count > 0; count -= 1) lexemes.set(pick(VOCABULARY), pick(WEIGHTS));
      return {
        id,
        price: 100 * Math.floor(random() * 20),
        createdMicros: created,
        brandId: 1 + Math.floor(random() * 4),
        colorId: 1 + Math.floor(random() * 3),
        // Whole stars (on the filter's bounds) and any score between.
        ratingScore: random() < 0.5 ? Math.floor(random() * 6) * 100 : Math.floor(random() * 501),
        ratingCount: Math.floor(random() * 3),
        categoryIds: [...new Set([1 + Math.floor(random() * 5), 1 + Math.floor(random() * 5)])].slice(
          0,
          Math.floor(random() * 3),
        ),
        lexemes: [...lexemes],
      };
    };
    const put = (product: IndexedProduct) => {
      index.put(product);
      live.set(product.id, product);
      everPut.set(product.id, product);
    };
    for (let step = 0; step < 4_000; step += 1) {
      const roll = random();
      if (roll < 0.7 || everPut.size < 10 || (farOutOfOrder && step === 3_000)) {
        // New products: mostly in order (ties on created too), some a little behind, and maybe one far behind.
        clock += Math.floor(random() * 3);
        const behind = random() < 0.1 ? Math.floor(random() * 40) : 0;
        const created = farOutOfOrder && step === 3_000 ? 0 : clock - behind;
        put(make(nextId, created));
        nextId += 1 + Math.floor(random() * 2);
      } else {
        const product = pick([...everPut.values()]);
        if (roll < 0.8) {
          index.remove(product.id);
          live.delete(product.id);
        } else if (roll < 0.97) {
          put({ ...make(product.id, product.createdMicros) });
        } else {
          put(make(product.id, clock - Math.floor(random() * 100)));
        }
      }
    }
    expect(index.size).toBe(live.size);
    expect(index.wantsReload).toBe(farOutOfOrder);

    const randomWord = () =>
      Array.from({ length: 1 + Math.floor(random() * 2) }, () => ({
        lexeme: pick(VOCABULARY),
        prefix: random() < 0.3,
      }));
    for (let trial = 0; trial < 150; trial += 1) {
      const first: SearchLevel = Array.from({ length: 1 + Math.floor(random() * 4) }, randomWord);
      // Each later level only adds alternatives to the words of the one before.
      const levels: SearchLevel[] = [first];
      while (levels.length < 3 && random() < 0.5) {
        levels.push(levels.at(-1)!.map((alternatives) => [...alternatives, ...randomWord()]));
      }
      const filters: Filters = {};
      if (random() < 0.3) filters.categoryId = 1 + Math.floor(random() * 5);
      if (random() < 0.2) filters.brandId = 1 + Math.floor(random() * 4);
      if (random() < 0.2) filters.colorId = 1 + Math.floor(random() * 3);
      // Prices on the index's bands' bounds (100, 1,000) and between them, rating scores on whole stars and between.
      const somePrice = () =>
        pick([100, 500, 1_000, 1_500, 100 * Math.floor(random() * 20), 50 * Math.floor(random() * 40)]);
      if (random() < 0.2) filters.minPrice = somePrice();
      if (random() < 0.2) filters.maxPrice = somePrice();
      if (random() < 0.2) filters.minRatingScore = pick([100, 200, 250, 400, 500, Math.floor(random() * 501)]);
      const matches = [...live.values()]
        .map((product) => ({ product, tier: tierOf(product, levels) }))
        .filter((match): match is { product: IndexedProduct; tier: number } => match.tier !== undefined);
      const filtered = matches.filter(({ product }) => passes(product, filters));
      const sort = pick(SORTS);
      const ordered = filtered
        .map((match) => ({ ...match, key: orderKey(sort, match.product, match.tier) }))
        .sort((a, b) => compare(a.key, b.key));
      const expected = ordered.map(({ product, tier }) => ({ id: product.id, tier }));
      const limit = 1 + Math.floor(random() * 30);
      const label = JSON.stringify({ seed, trial, levels, filters, sort, limit });
      for (const offset of [0, Math.floor(random() * ordered.length), Math.max(0, ordered.length - limit + 2)]) {
        const page = index.page(levels, filters, { sort, limit, position: { offset } }, { facets: random() < 0.3 });
        expect(page.total, label).toBe(expected.length);
        expect(page.hits, `${label} offset ${offset}`).toEqual(expected.slice(offset, offset + limit));
      }
      // A cursor at a match, and at a product that no longer matches (or a key between products).
      const stranger = pick([...everPut.values()]);
      const anchors = [
        ...(ordered.length > 0 ? [pick(ordered)] : []),
        { product: stranger, tier: tierOf(stranger, levels) ?? pick([0, 1, 2, 3, 4, 5]) },
      ];
      for (const { product: at, tier } of anchors) {
        const key = cursorKey(sort, at, tier);
        const keyInOrder = orderKey(sort, at, tier);
        for (const backwards of [false, true]) {
          const beyond = ordered.filter((match) => compare(match.key, keyInOrder) * (backwards ? -1 : 1) > 0);
          const wanted = (backwards ? beyond.slice(-limit) : beyond.slice(0, limit)).map(
            ({ product: { id }, tier }) => ({
              id,
              tier,
            }),
          );
          const page = index.page(levels, filters, { sort, limit, position: { key, backwards } });
          expect(page.hits, `${label} key ${key.join(',')} ${backwards ? 'backwards' : 'forwards'}`).toEqual(wanted);
        }
      }
      const facets = index.facets(levels, filters);
      const underFacets = matches.filter(({ product }) =>
        passes(product, { ...filters, categoryId: undefined, brandId: undefined, colorId: undefined }),
      );
      const countBy = (keep: Filters, values: (product: IndexedProduct) => number[]) => {
        const counts = new Map<number, number>();
        for (const { product } of underFacets.filter(({ product }) => passes(product, keep))) {
          for (const value of values(product)) counts.set(value, (counts.get(value) ?? 0) + 1);
        }
        return counts;
      };
      const { categoryId, brandId, colorId } = filters;
      expect(facets.total, label).toBe(expected.length);
      expect(facets.categories, label).toEqual(countBy({ brandId, colorId }, (product) => [...product.categoryIds]));
      expect(facets.brands, label).toEqual(countBy({ categoryId, colorId }, (product) => [product.brandId]));
      expect(facets.colors, label).toEqual(countBy({ categoryId, brandId }, (product) => [product.colorId]));
    }
  }

  it('answers every sort, page, cursor and facet as the rules say, through thousands of changes', () => {
    // Facets counted the cheaper way for each search, then each way for every search.
    run(1, false, 'cheaper');
    run(2, false, 'matches');
    run(3, false, 'sets');
  });

  it('answers the same once a product far out of the order of creation leaves the slots out of order', () => {
    run(4, true, 'cheaper');
  });
});
