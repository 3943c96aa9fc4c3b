import { describe, expect, it } from 'vitest';
import { parsePriceInput } from './price-filter';
import {
  activeFilterCount,
  clearFilters,
  EMPTY_PARAMS,
  readProductListParams,
  toggleIdFilter,
  toProductListVariables,
  writeProductListParams,
} from './product-list-params';

const read = (query: string) => readProductListParams(new URLSearchParams(query));

describe('product list address', () => {
  it('reads a full address and writes it back the same', () => {
    const query =
      'search=oak&categoryId=2&brandId=3&colorId=4&minPrice=100&maxPrice=900&minRating=4&sort=cheapest&page=2';
    const params = read(query);
    expect(params).toEqual({
      search: 'oak',
      categoryId: '2',
      brandId: '3',
      colorId: '4',
      minPrice: 100,
      maxPrice: 900,
      minRating: 4,
      sort: 'cheapest',
      page: 2,
      cursor: null,
    });
    expect(writeProductListParams(params).toString()).toBe(query);
  });

  it('counts the rating filter among the sidebar’s filters, and clears it with them', () => {
    const rated = read('minRating=4&colorId=2&sort=rating');
    expect(activeFilterCount(rated)).toBe(2);
    expect(toProductListVariables(rated).filter).toEqual({ colorId: '2', minRating: 4 });
    expect(clearFilters(rated)).toEqual({ ...EMPTY_PARAMS, sort: 'rating' });
  });

  it('falls back to defaults for hand-edited nonsense', () => {
    expect(read('categoryId=abc&brandId=0&colorId=-1&minPrice=-5&maxPrice=1e9&sort=random&page=0')).toEqual(
      EMPTY_PARAMS,
    );
    expect(read('page=2.5&minPrice=12.5').page).toBe(1);
    expect(read('maxPrice=99999999999').maxPrice).toBe(2_147_483_647);
  });

  it('leaves defaults out of the address', () => {
    expect(writeProductListParams(EMPTY_PARAMS).toString()).toBe('');
    expect(writeProductListParams(read('search=oak')).toString()).toBe('search=oak');
  });

  it('orders by best match only while searching', () => {
    expect(read('search=oak').sort).toBe('relevance');
    expect(read('sort=relevance').sort).toBe('newest');
    expect(read('search=oak&sort=oldest').sort).toBe('oldest');
  });

  it('keeps a bookmark only beside a later page', () => {
    expect(read('page=2&cursor=abc').cursor).toBe('abc');
    expect(read('cursor=abc').cursor).toBeNull();
    expect(read(`page=2&cursor=${'x'.repeat(301)}`).cursor).toBeNull();
    expect(toProductListVariables(read('page=2&cursor=abc'))).toEqual({
      sort: 'NEWEST',
      page: 2,
      limit: 6,
      cursor: 'abc',
    });
  });

  it('a second pick of the same id clears it', () => {
    const picked = toggleIdFilter({ ...EMPTY_PARAMS, page: 3 }, 'colorId', '2');
    expect(picked).toMatchObject({ colorId: '2', page: 1 });
    expect(toggleIdFilter(picked, 'colorId', '2').colorId).toBeNull();
    expect(toggleIdFilter(picked, 'colorId', '5').colorId).toBe('5');
  });

  it('sends only the filters that narrow the list', () => {
    expect(toProductListVariables(EMPTY_PARAMS)).toEqual({ sort: 'NEWEST', page: 1, limit: 6 });
    expect(toProductListVariables({ ...EMPTY_PARAMS, maxPrice: 500, sort: 'priciest', page: 4 })).toEqual({
      filter: { maxPrice: 500 },
      sort: 'PRICIEST',
      page: 4,
      limit: 6,
    });
  });
});

describe('price input', () => {
  it('reads a blank as no bound and refuses anything but whole rupiah', () => {
    expect(parsePriceInput('')).toBe(0);
    expect(parsePriceInput(' 1250000 ')).toBe(1_250_000);
    expect(parsePriceInput('12.5')).toBeNull();
    expect(parsePriceInput('-3')).toBeNull();
    expect(parsePriceInput('12a')).toBeNull();
    expect(parsePriceInput('99999999999')).toBeNull();
  });
});
