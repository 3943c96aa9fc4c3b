import { describe, expect, it } from 'vitest';
import { productListSort } from './product-list';

describe('the product list order', () => {
  it.each([
    { asked: undefined, searching: false, sort: 'newest' },
    { asked: undefined, searching: true, sort: 'relevance' },
    { asked: 'relevance', searching: false, sort: 'newest' },
    { asked: 'relevance', searching: true, sort: 'relevance' },
    { asked: 'cheapest', searching: true, sort: 'cheapest' },
    { asked: 'oldest', searching: false, sort: 'oldest' },
    { asked: null, searching: false, sort: 'newest' },
  ] as const)('$asked, searching: $searching → $sort', ({ asked, searching, sort }) => {
    expect(productListSort(asked, searching)).toBe(sort);
  });
});
