/** The per-address limit on page requests, over HTTP: a person never meets it, a scraper does. */
import fs from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fileTestApi } from '../support/api';
import { standInWeb, type StandInWeb } from '../support/stand-in-web';
import { startTestBff, type TestBff } from './harness';

const LIMIT = { max: 3, windowSeconds: 120 };

const { api } = await fileTestApi();
let bff: TestBff;
let web: StandInWeb | undefined;
let addressCounter = 0;

beforeAll(async () => {
  web = await standInWeb('page-limit');
  await fs.mkdir(path.join(web.dist, 'assets'));
  await fs.writeFile(path.join(web.dist, 'assets', 'app.js'), 'export {};\n');
  bff = await startTestBff(api.origin, { webDist: web.dist, pageRateLimit: LIMIT });
}, 120_000);
afterAll(async () => {
  await bff?.close();
  await web?.remove();
});

/** The test client is on loopback, a trusted proxy, so X-Forwarded-For plays a client of its own. */
function newAddress(): string {
  addressCounter += 1;
  return `203.0.113.${addressCounter}`;
}

const page = (address: string, target = '/product') =>
  fetch(`${bff.origin}${target}`, { headers: { accept: 'text/html', 'x-forwarded-for': address } });

describe('page requests per address', () => {
  it('answers 429 with Retry-After past the limit, and other addresses as before', async () => {
    const scraper = newAddress();
    for (let request = 0; request < LIMIT.max; request += 1) {
      expect((await page(scraper, `/product/detail/${request + 1}`)).status).not.toBe(429);
    }
    const refused = await page(scraper);
    expect(refused.status).toBe(429);
    const retryAfter = Number(refused.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(LIMIT.windowSeconds);
    expect(refused.headers.get('cache-control')).toBe('no-store');
    expect(await refused.text()).toMatch(/^Too many pages requested from your address, please try again in \d+/);

    expect((await page(newAddress())).status).toBe(200);
  });

  it('counts an IPv6 /64 as one address', async () => {
    addressCounter += 1;
    const network = `2001:db8:${addressCounter.toString(16)}:7`;
    for (let request = 0; request < LIMIT.max; request += 1) {
      expect((await page(`${network}::${request + 1}`)).status).toBe(200);
    }
    expect((await page(`${network}:ffff:1:2:3`)).status).toBe(429);
    expect((await page(`2001:db8:${addressCounter.toString(16)}:8::1`)).status).toBe(200);
  });

  it('does not count the files a page loads, nor GraphQL', async () => {
    const person = newAddress();
    for (let request = 0; request < LIMIT.max * 2; request += 1) {
      const asset = await fetch(`${bff.origin}/assets/app.js`, { headers: { 'x-forwarded-for': person } });
      expect(asset.status).toBe(200);
      const graphql = await bff.gql('{ __typename }', {}, { headers: { 'x-forwarded-for': person } });
      expect(graphql.status).toBe(200);
    }
    expect((await page(person)).status).toBe(200);
  });
});
