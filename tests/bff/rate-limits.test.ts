import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../server/api/src/config';
import { startTestApi, type TestApi } from '../support/api';
import { startTestBff, type TestBff } from './harness';

const CONTACT_MAX = 2;
let api: TestApi;
let bff: TestBff;

beforeAll(async () => {
  const rateLimits = loadConfig({ NODE_ENV: 'test' }).rateLimits;
  api = await startTestApi({
    rateLimits: { ...rateLimits, contactAddress: { max: CONTACT_MAX, windowSeconds: 3600 } },
  });
  bff = await startTestBff(api.origin);
});
afterAll(async () => {
  await bff.close();
  await api.close();
});

const SEND = `mutation Send($input: ContactMessageInput!) {
  sendContactMessage(input: $input) { __typename ... on ContactMessageSent { message } }
}`;
const send = (address: string) =>
  bff.gql(
    SEND,
    { input: { name: 'Ana', email: 'ana@example.test', message: `hello from ${address}` } },
    { headers: { 'x-forwarded-for': address } },
  );

describe('rate limits through the BFF', () => {
  it("passes the client's address on, so each client has its own budget and not the BFF's", async () => {
    for (let n = 0; n < CONTACT_MAX; n += 1) {
      expect((await send('203.0.113.10')).body.data).toEqual({
        sendContactMessage: { __typename: 'ContactMessageSent', message: expect.any(String) },
      });
    }
    // Another client behind the same BFF is not refused for the first one's messages.
    const other = await send('203.0.113.11');
    expect(other.status).toBe(200);
    expect(other.body.data?.sendContactMessage).toMatchObject({ __typename: 'ContactMessageSent' });
    const stored = await api.db.query('SELECT 1 FROM rate_limit_hits WHERE key = $1', ['203.0.113.11']);
    expect(stored).toHaveLength(1);
  });

  it('answers a refusal as TOO_MANY_REQUESTS with retryAfter, and HTTP 429 with Retry-After', async () => {
    const refused = await send('203.0.113.10');
    expect(refused.status).toBe(429);
    const retryAfter = Number(refused.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(3600);
    expect(refused.body.data).toBeNull();
    expect(refused.body.errors).toEqual([
      {
        message: expect.stringMatching(/^Too many messages from your address, please try again in \d+ minutes?$/),
        locations: expect.any(Array),
        path: ['sendContactMessage'],
        extensions: { code: 'TOO_MANY_REQUESTS', retryAfter },
      },
    ]);
  });
});
