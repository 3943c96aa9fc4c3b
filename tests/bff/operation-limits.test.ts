/**
 * GraphQL operation limits over HTTP: the measured attacks (deep introspection, aliased introspection,
 * aliased password and sign-in mutations) are refused with a clear error and HTTP 400 before anything runs,
 * and the store's own pages still pass.
 */
import { getIntrospectionQuery } from 'graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fileTestApi } from '../support/api';
import { startTestBff, type GraphQLResponse, type TestBff } from './harness';

const { api } = await fileTestApi();
let development: TestBff;
let production: TestBff;
/** Production with the character and token limits out of the way, to show each other limit holds alone. */
let wide: TestBff;

beforeAll(async () => {
  development = await startTestBff(api.origin, { env: 'development', introspection: true, sandbox: true });
  production = await startTestBff(api.origin, { env: 'production', introspection: false, sandbox: false });
  wide = await startTestBff(api.origin, {
    env: 'production',
    introspection: true,
    sandbox: false,
    maxQueryCharacters: 1_000_000,
    maxQueryTokens: 1_000_000,
  });
});
afterAll(async () => {
  await development?.close();
  await production?.close();
  await wide?.close();
});

function messageOf(response: GraphQLResponse<unknown>): string {
  return response.body.errors?.map((error) => error.message).join(' | ') ?? '';
}

/** Sends `query` and checks it was refused before any store call, answering the refusal's message. */
async function refused(bff: TestBff, query: string, variables: Record<string, unknown> = {}): Promise<string> {
  let response: GraphQLResponse<unknown> | undefined;
  const calls = await bff.callsDuring(async () => {
    response = await bff.gql(query, variables);
  });
  expect(calls).toEqual([]);
  expect(response?.status).toBe(400);
  expect(response?.body.data).toBeUndefined();
  return messageOf(response!);
}

const ofType = (levels: number): string => (levels === 0 ? 'name' : `ofType { ${ofType(levels - 1)} }`);

describe('introspection is counted like any field', () => {
  it('refuses a __type query 30 levels deep', async () => {
    const message = await refused(development, `{ __type(name: "Product") { ${ofType(30)} } }`);
    expect(message).toMatch(/depth limit of 15 exceeded, found 32/);
  });

  it('refuses 300 aliased __schema selections', async () => {
    const aliases = Array.from(
      { length: 300 },
      (_, index) => `s${index}: __schema { types { fields { args { type { name } } } } }`,
    ).join(' ');
    expect(await refused(development, `{ ${aliases} }`)).toMatch(/at most 10000 are allowed/);
    const message = await refused(wide, `{ ${aliases} }`);
    expect(message).toMatch(/Aliases limit of 15 exceeded, found 300/);
    expect(message).toMatch(/selects 300 root fields; at most 8 are allowed/);
  });

  it('still lets the standard introspection query through in development', async () => {
    const response = await development.gql(getIntrospectionQuery());
    expect(response.status).toBe(200);
    expect(response.body.errors).toBeUndefined();
  });

  it('is refused in production, without field suggestions', async () => {
    const introspection = await production.gql('{ __schema { queryType { name } } }');
    expect(introspection.status).toBe(400);
    const typo = await production.gql('{ prodcts { items { id } } }');
    expect(typo.status).toBe(400);
    expect(messageOf(typo)).not.toMatch(/Did you mean/);
    const suggested = await development.gql('{ prodcts { items { id } } }');
    expect(messageOf(suggested)).toMatch(/Did you mean "products"/);
  });
});

describe('aliases and root fields', () => {
  it('refuses 300 aliased resetPassword mutations', async () => {
    const aliases = Array.from(
      { length: 300 },
      (_, index) =>
        `r${index}: resetPassword(input: { email: "a@b.test", otp: "${String(index).padStart(6, '0')}", newPassword: "new-password-1" }) { __typename }`,
    ).join(' ');
    expect(await refused(production, `mutation { ${aliases} }`)).toMatch(/at most 10000 are allowed/);
    const message = await refused(wide, `mutation { ${aliases} }`);
    expect(message).toMatch(/Aliases limit of 15 exceeded/);
    expect(message).toMatch(/calls 300 of login, register, requestPasswordReset, resetPassword, changePassword/);
  });

  it('refuses 300 aliased login mutations', async () => {
    const aliases = Array.from(
      { length: 300 },
      (_, index) => `l${index}: login(input: { email: "a@b.test", password: "guess-${index}" }) { __typename }`,
    ).join(' ');
    expect(await refused(production, `mutation { ${aliases} }`)).toMatch(/at most 10000 are allowed/);
    expect(await refused(wide, `mutation { ${aliases} }`)).toMatch(/calls 300 of login/);
  });

  it('refuses two different guarded mutations in one operation, even without aliases', async () => {
    const message = await refused(
      production,
      `mutation {
        requestPasswordReset(input: { email: "a@b.test" }) { __typename }
        resetPassword(input: { email: "a@b.test", otp: "000000", newPassword: "new-password-1" }) { __typename }
      }`,
    );
    expect(message).toMatch(/calls 2 of login, register/);
  });

  it('refuses too many root fields, fragments included', async () => {
    const message = await refused(
      production,
      `query Many { ...Lists brands { id } colors { id } payments { id } shipments { id } }
       fragment Lists on Query { categories { id } a: brands { id } b: colors { id } c: payments { id } d: shipments { id } }`,
    );
    expect(message).toMatch(/'Many' selects 9 root fields; at most 8 are allowed/);
  });
});

describe('size and cost', () => {
  it('refuses a document over the character limit', async () => {
    const message = await refused(production, `{ brands { id } } # ${'x'.repeat(10_000)}`);
    expect(message).toBe('The operation has 10020 characters; at most 10000 are allowed.');
  });

  it('refuses a document over the token limit', async () => {
    const fields = Array.from({ length: 1200 }, () => 'id').join(' ');
    const message = await refused(production, `{ brands { ${fields} } }`);
    expect(message).toBe('Syntax Error: Document contains more that 1000 tokens. Parsing aborted.');
  });

  it('multiplies what is under a list by the page size it asks for', async () => {
    const query = (limit: number) => `{ products(limit: ${limit}) { items { id name price categories { id name } } } }`;
    // 1 + 1 × (1 + limit × (3 + 1 + 10 × 2)) = 2402 at the largest page
    const narrow = await startTestBff(api.origin, { maxQueryCost: 2401 });
    try {
      expect((await narrow.gql(query(99))).status).toBe(200);
      expect(await refused(narrow, query(100))).toMatch(/costs 2402; at most 2401 is allowed/);
    } finally {
      await narrow.close();
    }
  });
});
