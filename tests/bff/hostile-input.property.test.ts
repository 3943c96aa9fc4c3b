/**
 * Property-based: every argument of every root field of the GraphQL schema, sent as variables holding
 * boundary numbers, wrong types and huge strings. Whatever arrives, the BFF never answers a 5xx nor an
 * INTERNAL_SERVER_ERROR, always answers the GraphQL shape, and a refused operation writes nothing.
 */
import fs from 'node:fs';
import fc from 'fast-check';
import {
  buildSchema,
  getNamedType,
  isEnumType,
  isInputObjectType,
  isLeafType,
  isListType,
  isNonNullType,
  type GraphQLField,
  type GraphQLInputType,
} from 'graphql';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../server/bff/src/config';
import { fileTestApi } from '../support/api';
import { hostileInputAccounts, writtenRowCounts } from '../support/hostile-input';
import { fileTestBff } from './harness';

const { api } = await fileTestApi();
const bff = await fileTestBff(api.origin);
const { customer, seller } = await hostileInputAccounts(api.db);

const schema = buildSchema(fs.readFileSync(loadConfig({}).schemaPath, 'utf8'));

/** Runs per property: every root field a few times within CI's budget. */
const RUNS = 120;

/** Ends the session the other runs use; it is no input to attack. */
const SKIPPED_FIELDS = new Set(['logout']);

const boundaryNumber = fc.constantFrom(
  0,
  -1,
  1,
  1.5,
  32_767,
  32_768,
  2_147_483_647,
  2_147_483_648,
  -2_147_483_649,
  Number.MAX_SAFE_INTEGER,
  1e308,
);

const boundaryText = fc.oneof(
  boundaryNumber.map(String),
  fc.constantFrom('', ' ', '1e3', '0x10', '-0', 'NaN', '00000000000000000001', '1,2', '40000', '2147483648'),
  fc.constantFrom('\u0000', 'Budi\u0000', "'; DROP TABLE users; --", '<script>', '%00', '../../etc/passwd'),
  fc.string({ maxLength: 30 }),
  fc.constantFrom('a'.repeat(5_001), 'x'.repeat(100_000)),
);

const wrongType: fc.Arbitrary<unknown> = fc.constantFrom(null, true, [], {}, [1, 2], { $ne: 1 }, 'text', 1e308);

/** A value for a GraphQL input type: mostly of the right shape with hostile content, sometimes anything. */
function valueFor(type: GraphQLInputType, depth = 0): fc.Arbitrary<unknown> {
  const named = getNamedType(type);
  let right: fc.Arbitrary<unknown>;
  if (isListType(isNonNullType(type) ? type.ofType : type)) {
    const item = (isNonNullType(type) ? type.ofType : type) as { ofType: GraphQLInputType };
    right = fc.array(valueFor(item.ofType, depth + 1), { maxLength: 3 });
  } else if (isInputObjectType(named)) {
    const fields = Object.values(named.getFields());
    right =
      depth > 2
        ? fc.constant({})
        : fc.record(Object.fromEntries(fields.map((field) => [field.name, valueFor(field.type, depth + 1)])), {
            requiredKeys: [],
          });
  } else if (isEnumType(named)) {
    right = fc.constantFrom(...named.getValues().map((value) => value.name), 'NOT_A_VALUE');
  } else if (named.name === 'Int') {
    right = boundaryNumber;
  } else if (named.name === 'Boolean') {
    right = fc.boolean();
  } else if (named.name === 'Upload') {
    right = fc.constant(null);
  } else {
    right = boundaryText;
  }
  return fc.oneof({ weight: 5, arbitrary: right }, { weight: 1, arbitrary: wrongType });
}

interface Operation {
  name: string;
  query: string;
  variables: Record<string, unknown>;
  who: 'anonymous' | 'customer' | 'seller';
}

function operationFor(kind: 'query' | 'mutation', field: GraphQLField<unknown, unknown>): fc.Arbitrary<Operation> {
  const definitions = field.args.map((arg) => `$${arg.name}: ${String(arg.type)}`).join(', ');
  const uses = field.args.map((arg) => `${arg.name}: $${arg.name}`).join(', ');
  const selection = isLeafType(getNamedType(field.type)) ? '' : ' { __typename }';
  const query = `${kind}${definitions ? ` (${definitions})` : ''} { ${field.name}${uses ? `(${uses})` : ''}${selection} }`;
  const variables = fc.record(Object.fromEntries(field.args.map((arg) => [arg.name, valueFor(arg.type)])), {
    requiredKeys: [],
  });
  return fc
    .tuple(variables, fc.constantFrom('anonymous' as const, 'customer' as const, 'seller' as const))
    .map(([values, who]) => ({ name: field.name, query, variables: values, who }));
}

async function holds(operation: Operation): Promise<void> {
  const before = await writtenRowCounts(api.db);
  const token = operation.who === 'customer' ? customer.token : operation.who === 'seller' ? seller.token : undefined;
  const response = await bff.gql(operation.query, operation.variables, { token });
  const where = `${operation.name} ${JSON.stringify(operation.variables).slice(0, 300)} → ${response.status} ${JSON.stringify(response.body).slice(0, 300)}`;
  expect(response.status, where).toBeLessThan(500);
  expect(response.body.data !== undefined || response.body.errors !== undefined, where).toBe(true);
  for (const error of response.body.errors ?? []) {
    expect(typeof error.message, where).toBe('string');
    expect(error.extensions?.code, where).not.toBe('INTERNAL_SERVER_ERROR');
  }
  const result = response.body.data?.[operation.name] as { __typename?: string } | null | undefined;
  const refused = (response.body.errors?.length ?? 0) > 0 || (result?.__typename?.endsWith('Error') ?? false);
  if (refused) expect(await writtenRowCounts(api.db), where).toEqual(before);
}

function rootFields(kind: 'query' | 'mutation'): GraphQLField<unknown, unknown>[] {
  const type = kind === 'query' ? schema.getQueryType() : schema.getMutationType();
  return Object.values(type?.getFields() ?? {}).filter((field) => !SKIPPED_FIELDS.has(field.name));
}

/** Ids at every column's bounds: each ID argument of the queries meets every one of them. */
const ID_BOUNDARIES = ['0', '-1', '32767', '32768', '40000', '2147483647', '2147483648', '9999999999', '1e3'];

describe('hostile GraphQL arguments never break the BFF', () => {
  it('every ID argument of the queries, at every boundary and more', async () => {
    const targets: { field: GraphQLField<unknown, unknown>; arg: string; inner?: string }[] = [];
    for (const field of rootFields('query')) {
      for (const arg of field.args) {
        const named = getNamedType(arg.type);
        if (named.name === 'ID') targets.push({ field, arg: arg.name });
        if (isInputObjectType(named)) {
          for (const inner of Object.values(named.getFields())) {
            if (getNamedType(inner.type).name === 'ID') targets.push({ field, arg: arg.name, inner: inner.name });
          }
        }
      }
    }
    expect(targets.length).toBeGreaterThan(3);
    for (const { field, arg, inner } of targets) {
      const definitions = field.args.map((each) => `$${each.name}: ${String(each.type)}`).join(', ');
      const uses = field.args.map((each) => `${each.name}: $${each.name}`).join(', ');
      const selection = isLeafType(getNamedType(field.type)) ? '' : ' { __typename }';
      const query = `query (${definitions}) { ${field.name}(${uses})${selection} }`;
      const inList = String(field.args.find((each) => each.name === arg)?.type).startsWith('[');
      // An id inside a list of inputs (cart lines) goes in one valid line.
      const wrap = (id: string) => {
        const value = inner ? { [inner]: id, ...(inList ? { quantity: 1 } : {}) } : id;
        return { [arg]: inList ? [value] : value };
      };
      await fc.assert(
        fc.asyncProperty(boundaryText, (id) =>
          holds({ name: field.name, query, variables: wrap(id), who: 'customer' }),
        ),
        { numRuns: ID_BOUNDARIES.length + 3, examples: ID_BOUNDARIES.map((id) => [id]) },
      );
    }
  });

  it.each(['query', 'mutation'] as const)('%s arguments', async (kind) => {
    const operations = rootFields(kind).map((field) => operationFor(kind, field));
    await fc.assert(
      fc.asyncProperty(fc.oneof(...operations), (operation) => holds(operation)),
      { numRuns: RUNS },
    );
  });
});
