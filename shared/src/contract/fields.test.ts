import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { idList, positiveId, wholeNumber } from './fields';
import { productListQuery } from './products';

describe('form field parsing', () => {
  it('accepts numbers sent as strings and refuses what is not a whole number', () => {
    expect(wholeNumber().parse('2')).toBe(2);
    expect(wholeNumber().parse(7)).toBe(7);
    expect(wholeNumber().safeParse('2.5').success).toBe(false);
    expect(wholeNumber().safeParse('abc').success).toBe(false);
    expect(wholeNumber().safeParse('').success).toBe(false);
    expect(positiveId().safeParse('0').success).toBe(false);
  });

  it('reads id lists as repeated fields, arrays or one comma-separated string', () => {
    const schema = z.object({ categories: idList() });
    expect(schema.parse({ categories: '1,3' }).categories).toEqual([1, 3]);
    expect(schema.parse({ categories: ['1', '3'] }).categories).toEqual([1, 3]);
    expect(schema.parse({ categories: [2, 4] }).categories).toEqual([2, 4]);
    expect(schema.parse({ categories: '5' }).categories).toEqual([5]);
    expect(schema.safeParse({ categories: '1,x' }).success).toBe(false);
  });

  it('names the offending fields of a product list query', () => {
    const result = productListQuery.safeParse({ page: 'two', limit: '1000', sort: 'random' });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => issue.path.join('.')).sort()).toEqual(['limit', 'page', 'sort']);
  });
});
