/**
 * Every absolute URL the BFF writes (a rendered page's canonical, Open Graph and JSON-LD URLs, robots.txt and the
 * sitemaps) is on PUBLIC_ORIGIN, whatever the request's target or Host says. The page render here is a stand-in
 * entry that echoes the address and origin it was given; tests/e2e/server-render.test.ts runs the real one.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fileTestApi } from '../support/api';
import { createProduct, createUser } from '../support/fixtures';
import { rawGet } from '../support/raw-http';
import { INDEX_HTML, standInWeb, type StandInWeb } from '../support/stand-in-web';
import { startTestBff, type TestBff } from './harness';

const PUBLIC_ORIGIN = 'https://shop.example';
// Like the real entry before PUBLIC_ORIGIN was passed to it, it falls back to the address's own origin.
const ECHO_ENTRY = `export async function renderPage(url, options) {
  const origin = options.publicOrigin ?? url.origin;
  return {
    kind: 'page',
    status: 200,
    head: '<link rel="canonical" href="' + new URL(url.pathname, origin).href + '">',
    html: '<p id="rendered-at">' + url.href + '</p>',
    stateScript: '',
  };
}
`;

const { api } = await fileTestApi();
let bff: TestBff;
let defaults: TestBff;
let web: StandInWeb | undefined;
let productId: number;

beforeAll(async () => {
  web = await standInWeb('public-origin', ECHO_ENTRY);
  bff = await startTestBff(api.origin, {
    webDist: web.dist,
    webServerEntry: web.entry,
    publicOrigin: PUBLIC_ORIGIN,
  });
  // PUBLIC_ORIGIN unset: outside production the BFF's own http://localhost:PORT.
  defaults = await startTestBff(api.origin);
  productId = await createProduct(api.db, (await createUser(api.db, { role: 2 })).id);
}, 120_000);
afterAll(async () => {
  await defaults?.close();
  await bff?.close();
  await web?.remove();
});

const renderedAt = (body: string) => /<p id="rendered-at">([^<]*)<\/p>/.exec(body)?.[1];
const HTML = { accept: 'text/html' };

describe('pages', () => {
  it('are rendered at PUBLIC_ORIGIN, whatever Host the request names', async () => {
    const answer = await rawGet(bff.origin, `/product/detail/${productId}?ref=mail`, {
      ...HTML,
      host: 'evil.example',
      'x-forwarded-host': 'evil.example',
    });
    expect(answer.status).toBe(200);
    expect(renderedAt(answer.body)).toBe(`${PUBLIC_ORIGIN}/product/detail/${productId}?ref=mail`);
    expect(answer.body).toContain(`<link rel="canonical" href="${PUBLIC_ORIGIN}/product/detail/${productId}">`);
  });

  it('answer 404 without rendering for a path that begins with // or /\\', async () => {
    for (const target of [
      `//evil.example/product/detail/${productId}`,
      `/\\evil.example/product/detail/${productId}`,
      '//evil.example/',
      `/\\/evil.example/product/detail/${productId}`,
    ]) {
      const answer = await rawGet(bff.origin, target, HTML);
      expect({ target, status: answer.status }).toEqual({ target, status: 404 });
      expect(answer.body, target).toBe(INDEX_HTML);
      expect(answer.body, target).not.toContain('evil.example');
    }
  });

  it('take only the path of an absolute-form request target', async () => {
    const answer = await rawGet(bff.origin, `http://evil.example/product/detail/${productId}`, HTML);
    expect(answer.status).toBe(200);
    expect(renderedAt(answer.body)).toBe(`${PUBLIC_ORIGIN}/product/detail/${productId}`);
    expect(answer.body).not.toContain('evil.example');

    const sneaky = await rawGet(bff.origin, `http://evil.example//evil.example/product/detail/${productId}`, HTML);
    expect(sneaky.status).toBe(404);
    expect(sneaky.body).not.toContain('evil.example');
  });
});

describe('robots.txt and the sitemaps', () => {
  const targets = (file: string) => [`/${file}`, `http://evil.example/${file}`];

  it('write PUBLIC_ORIGIN whatever the target or the Host header says', async () => {
    for (const [file, expected] of [
      ['robots.txt', `Sitemap: ${PUBLIC_ORIGIN}/sitemap.xml`],
      ['sitemap.xml', `<loc>${PUBLIC_ORIGIN}/sitemap-pages.xml</loc>`],
      ['sitemap-pages.xml', `<loc>${PUBLIC_ORIGIN}/product</loc>`],
      ['sitemap-products-1.xml', `<loc>${PUBLIC_ORIGIN}/product/detail/${productId}</loc>`],
    ] as const) {
      for (const target of targets(file)) {
        const answer = await rawGet(bff.origin, target, { host: 'evil.example' });
        expect({ target, status: answer.status }).toEqual({ target, status: 200 });
        expect(answer.body, target).toContain(expected);
        expect(answer.body, target).not.toContain('evil.example');
      }
    }
  });

  it("write the BFF's own http://localhost:PORT outside production when PUBLIC_ORIGIN is unset", async () => {
    // The harness reads the configuration with PORT unset.
    const answer = await rawGet(defaults.origin, '/robots.txt', { host: 'evil.example' });
    expect(answer.body).toContain('Sitemap: http://localhost:4000/sitemap.xml');
    expect(answer.body).not.toContain('evil.example');
  });
});
