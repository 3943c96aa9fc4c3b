import fs from 'node:fs';
import { buildSchema, parse, print, specifiedRules, validate, type DocumentNode } from 'graphql';
import { describe, expect, it } from 'vitest';
import * as webDocuments from '../../../../web/src/__generated__/graphql';
import { loadConfig } from '../config';
import { operationLimits } from './operation-limits';
import { costLimitRule, rootFieldsRule } from './query-limits';

const schema = buildSchema(fs.readFileSync(loadConfig({}).schemaPath, 'utf8'));

function errorsOf(query: string, rules = [costLimitRule(20_000), rootFieldsRule(8)]) {
  return validate(schema, parse(query), [...specifiedRules, ...rules]).map((error) => error.message);
}

describe('cost limit', () => {
  it('counts every field of a spread fragment again where it is spread', () => {
    const query = `
      query Many { a: brands { ...B } b: brands { ...B } c: colors { id name hex } }
      fragment B on Brand { id name }`;
    // Each list counts what is under it 10 times: (1 + 10 × 2) × 2 + (1 + 10 × 3) = 73
    expect(errorsOf(query, [costLimitRule(73)])).toEqual([]);
    expect(errorsOf(query, [costLimitRule(72)])).toEqual(["'Many' costs 73; at most 72 is allowed."]);
  });

  it('multiplies a page by the limit it asks for, its default, or the largest page for a variable', () => {
    const page = (args: string) =>
      `query P${args.includes('$n') ? '($n: Int)' : ''} { products${args} { items { id name } } }`;
    // 1 + (1 + limit × 2)
    expect(errorsOf(page('(limit: 50)'), [costLimitRule(0)])).toEqual(["'P' costs 102; at most 0 is allowed."]);
    expect(errorsOf(page(''), [costLimitRule(0)])).toEqual(["'P' costs 14; at most 0 is allowed."]);
    expect(errorsOf(page('(limit: $n)'), [costLimitRule(0)])).toEqual(["'P' costs 202; at most 0 is allowed."]);
  });

  it('counts __typename and introspection fields', () => {
    const query = `{ __schema { types { name } } brands { __typename } }`;
    // __schema, types, name (introspection lists count once) + brands + 10 × __typename
    expect(errorsOf(query, [costLimitRule(14)])).toEqual([]);
    expect(errorsOf(query, [costLimitRule(13)])).toEqual(['This operation costs 14; at most 13 is allowed.']);
  });

  it('measures nested fragment spreads without blowing up', () => {
    const fragments = Array.from(
      { length: 30 },
      (_, index) => `fragment F${index} on Profile { id ${index < 29 ? `...F${index + 1} ...F${index + 1}` : ''} }`,
    ).join('\n');
    const errors = errorsOf(`{ me { ...F0 } } ${fragments}`);
    expect(errors[0]).toMatch(/^This operation costs \d+; at most 20000 is allowed\.$/);
  });

  it('keeps working on fragment cycles (which graphql reports itself)', () => {
    const query = `
      { me { ...A } }
      fragment A on Profile { id ...B }
      fragment B on Profile { email ...A }`;
    const errors = errorsOf(query);
    expect(errors.some((message) => message.includes('Cannot spread fragment'))).toBe(true);
    expect(errors.some((message) => message.includes('costs') || message.includes('root fields'))).toBe(false);
  });
});

describe('root fields', () => {
  it('counts aliases and fragments at the root', () => {
    const query = `query R { a: brands { id } b: brands { id } ...More }
      fragment More on Query { colors { id } __typename }`;
    expect(errorsOf(query, [rootFieldsRule(4)])).toEqual([]);
    expect(errorsOf(query, [rootFieldsRule(3)])).toEqual(["'R' selects 4 root fields; at most 3 are allowed."]);
  });

  it('allows one guarded mutation and refuses a second, aliased or not', () => {
    const login = 'login(input: { email: "a@b.test", password: "x" }) { __typename }';
    expect(errorsOf(`mutation { ${login} }`)).toEqual([]);
    expect(errorsOf(`mutation { a: ${login} b: ${login} }`)).toEqual([
      'This operation calls 2 of login, register, requestPasswordReset, resetPassword, changePassword; one operation may call only one of them, once.',
    ]);
  });
});

describe('the default limits', () => {
  const limits = operationLimits(
    loadConfig({
      NODE_ENV: 'production',
      PUBLIC_ORIGIN: 'https://shop.example',
      BFF_SECRET: 'an-operator-chose-this-too-02',
    }),
  );
  const documents = Object.entries(webDocuments).filter(
    (entry): entry is [string, DocumentNode] => entry[0].endsWith('Document') && typeof entry[1] === 'object',
  );

  it('let every operation of the web client through, at the largest page', () => {
    expect(documents.length).toBeGreaterThan(10);
    for (const [name, document] of documents) {
      // Client-only (@client) fields are not in the server's schema; only the limits are checked here.
      const errors = validate(schema, parse(print(document), limits.parseOptions), limits.validationRules);
      expect({ name, errors: errors.map((error) => error.message) }).toEqual({ name, errors: [] });
    }
  });
});
