import fs from 'node:fs';
import { buildSchema, parse, specifiedRules, validate } from 'graphql';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../config';
import { costLimitRule, depthLimitRule } from './query-limits';

const schema = buildSchema(fs.readFileSync(loadConfig({}).schemaPath, 'utf8'));

function errorsOf(query: string, rules = [depthLimitRule(10), costLimitRule(300)]) {
  return validate(schema, parse(query), [...specifiedRules, ...rules]).map((error) => error.message);
}

describe('depth limit', () => {
  it('lets a real page query through', () => {
    const query = `query Orders { myOrders(page: 1) { items { id lines { id productName status } payment { name } } hasNext } }`;
    expect(errorsOf(query)).toEqual([]);
  });

  it('counts depth inside fragments and inline fragments', () => {
    const query = `
      query Deep { sellerOrders { items { ...Line } } }
      fragment Line on SellerOrderLine { id ... on SellerOrderLine { status } }`;
    expect(errorsOf(query, [depthLimitRule(2)])).toEqual(["'Deep' is nested 3 levels deep; at most 2 are allowed."]);
    expect(errorsOf(query, [depthLimitRule(3)])).toEqual([]);
  });

  it('refuses an operation nested beyond the limit', () => {
    const deep = `{ products { items { categories { name } seller { id } brand { id } } } }`;
    expect(errorsOf(deep, [depthLimitRule(3)])).toEqual([
      'This operation is nested 4 levels deep; at most 3 are allowed.',
    ]);
  });

  it('does not count __typename and introspection', () => {
    const query = `{ __schema { types { fields { type { ofType { ofType { ofType { ofType { ofType { name } } } } } } } } } brands { __typename id } }`;
    expect(errorsOf(query, [depthLimitRule(2), costLimitRule(2)])).toEqual([]);
  });

  it('keeps working on fragment cycles (which graphql reports itself)', () => {
    const query = `
      { me { ...A } }
      fragment A on Profile { id ...B }
      fragment B on Profile { email ...A }`;
    const errors = errorsOf(query);
    expect(errors.some((message) => message.includes('Cannot spread fragment'))).toBe(true);
    expect(errors.some((message) => message.includes('levels deep') || message.includes('fields;'))).toBe(false);
  });

  it('lets the deepest selection the schema has through at the default limit', () => {
    const query = `mutation { addToWishlist(input: { productId: "1" }) { ... on WishlistUpdated { items { product { categories { name } } } } } }`;
    expect(errorsOf(query)).toEqual([]);
    expect(errorsOf(query, [depthLimitRule(3)])).toEqual([
      'This operation is nested 5 levels deep; at most 3 are allowed.',
    ]);
  });
});

describe('cost limit', () => {
  it('counts every field of a spread fragment again where it is spread', () => {
    const query = `
      query Many { a: brands { ...B } b: brands { ...B } c: colors { id name hex } }
      fragment B on Brand { id name }`;
    // a + b + c (3) + 2 fields × 2 spreads + 3 colour fields = 10
    expect(errorsOf(query, [costLimitRule(10)])).toEqual([]);
    expect(errorsOf(query, [costLimitRule(9)])).toEqual(["'Many' selects 10 fields; at most 9 are allowed."]);
  });

  it('refuses alias flooding', () => {
    const aliases = Array.from({ length: 301 }, (_, index) => `b${index}: brands { id }`).join(' ');
    expect(errorsOf(`{ ${aliases} }`)[0]).toBe('This operation selects 602 fields; at most 300 are allowed.');
  });

  it('measures nested fragment spreads without blowing up', () => {
    const fragments = Array.from(
      { length: 30 },
      (_, index) => `fragment F${index} on Profile { id ${index < 29 ? `...F${index + 1} ...F${index + 1}` : ''} }`,
    ).join('\n');
    const started = process.hrtime.bigint();
    const errors = errorsOf(`{ me { ...F0 } } ${fragments}`);
    expect(errors[0]).toMatch(/^This operation selects \d+ fields; at most 300 are allowed\.$/);
    expect(process.hrtime.bigint() - started).toBeLessThan(5_000_000_000n);
  });
});
