/**
 * The BFF's HTTP surface around GraphQL: health, the web client, the /uploads proxy, the Sandbox switch,
 * request limits, and what a client sees when the store API is down, slow or broken.
 */
import fs from 'node:fs/promises';
import http, { type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { STORE_UNAVAILABLE_MESSAGE } from '../../server/bff/src/errors';
import { fileTestApi } from '../support/api';
import { errorCodeOf, fileTestBff, startTestBff, type TestBff } from './harness';

const { api } = await fileTestApi();
const bff = await fileTestBff(api.origin);

const extraBffs: TestBff[] = [];
const fakeApis: http.Server[] = [];
afterEach(async () => {
  for (const started of extraBffs.splice(0)) await started.close();
  for (const server of fakeApis.splice(0)) {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  }
});

/** A stand-in store API on an ephemeral port; `handler` decides what it does with each request. */
async function fakeApi(handler: http.RequestListener): Promise<string> {
  const server = http.createServer(handler);
  fakeApis.push(server);
  server.listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

async function bffFor(apiOrigin: string, overrides: Parameters<typeof startTestBff>[1] = {}) {
  const started = await startTestBff(apiOrigin, overrides);
  extraBffs.push(started);
  return started;
}

describe('plain HTTP routes', () => {
  it('answers its own liveness at /healthz', async () => {
    const response = await fetch(`${bff.origin}/healthz`);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ ok: true });
  });

  it('says to run the build when web/dist is missing', async () => {
    const response = await fetch(`${bff.origin}/products/3`, { headers: { accept: 'text/html' } });
    expect(response.status).toBe(503);
    expect(response.headers.get('content-type')).toMatch(/^text\/html/);
    expect(await response.text()).toContain('npm run build');
  });

  it('serves the built web client with an index.html fallback for page addresses', async () => {
    const dist = await fs.mkdtemp(path.join(os.tmpdir(), 'spectrum-web-'));
    await fs.mkdir(path.join(dist, 'assets'));
    await fs.writeFile(path.join(dist, 'index.html'), '<!doctype html><div id="root"></div>');
    await fs.writeFile(path.join(dist, 'assets', 'app-1a2b3c.js'), 'console.log(1)');
    try {
      const withWeb = await bffFor(api.origin, { webDist: dist });
      const page = await fetch(`${withWeb.origin}/product/detail/review?tab=info`, {
        headers: { accept: 'text/html,*/*' },
      });
      expect(page.status).toBe(200);
      expect(await page.text()).toContain('<div id="root">');
      expect(page.headers.get('cache-control')).toBe('no-cache');
      expect(page.headers.get('content-security-policy')).toContain("script-src 'self'");
      expect(page.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
      expect(page.headers.get('x-frame-options')).toBe('DENY');
      const indexFile = await fetch(`${withWeb.origin}/index.html`);
      expect(indexFile.headers.get('content-security-policy')).toContain("default-src 'self'");

      const asset = await fetch(`${withWeb.origin}/assets/app-1a2b3c.js`);
      expect(asset.status).toBe(200);
      expect(asset.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');

      expect((await fetch(`${withWeb.origin}/assets/missing.js`)).status).toBe(404);
      expect((await fetch(`${withWeb.origin}/assets/missing.js`, { headers: { accept: '*/*' } })).status).toBe(404);
      const anything = await fetch(`${withWeb.origin}/product`, { headers: { accept: '*/*' } });
      expect(anything.status).toBe(200);
      expect(await anything.text()).toContain('<div id="root">');
      const json = await fetch(`${withWeb.origin}/products/3`, { headers: { accept: 'application/json' } });
      expect(json.status).toBe(404);
      const graphqlPage = await fetch(`${withWeb.origin}/graphql/anything`, { headers: { accept: 'text/html' } });
      expect(await graphqlPage.text()).not.toContain('<div id="root">');
    } finally {
      await fs.rm(dist, { recursive: true, force: true });
    }
  });

  it('answers page addresses with the server render, its status and the page headers', async () => {
    const dist = await fs.mkdtemp(path.join(os.tmpdir(), 'spectrum-web-'));
    await fs.writeFile(path.join(dist, 'index.html'), '<!doctype html><head></head><body><div id="root"></div></body>');
    // A stand-in for web/dist-server: it answers from the address alone and echoes where its queries would go.
    const entry = path.join(dist, 'entry-server.mjs');
    await fs.writeFile(
      entry,
      `export async function renderPage(url, { graphqlUrl }) {
        if (url.pathname === '/cart') return { kind: 'client-only' };
        if (url.pathname === '/blog' || url.pathname === '/no-such-page') throw new Error('render failed');
        const status = url.pathname === '/gone' ? 404 : 200;
        return { kind: 'page', status, head: '<title>' + url.pathname + '</title>', html: '<main>' + url.pathname + url.search + ' via ' + graphqlUrl + '</main>', stateScript: '<script type="application/json" id="page-state">{}</script>' };
      }`,
    );
    try {
      const withWeb = await bffFor(api.origin, { webDist: dist, webServerEntry: entry });
      // Pages are cached (and answered as public) only while the BFF hears the store's changes.
      await withWeb.server.storeEvents.ready();
      const asked = Math.floor(Date.now() / 1000);
      const page = await fetch(`${withWeb.origin}/product?search=sofa`, { headers: { accept: 'text/html' } });
      expect(page.status).toBe(200);
      const html = await page.text();
      expect(html).toContain('<head><title>/product</title></head>');
      expect(html).toContain(
        `<div id="root"><main>/product?search=sofa via http://127.0.0.1:${new URL(withWeb.origin).port}/graphql</main></div><script type="application/json" id="page-state">{}</script>`,
      );
      // An anonymous render goes into the page cache (tests/bff/page-cache.test.ts) and out as public.
      expect(page.headers.get('cache-control')).toBe('public, max-age=0, s-maxage=1, stale-while-revalidate=1');
      expect(Number(page.headers.get('x-accel-expires')?.slice(1))).toBeGreaterThanOrEqual(asked);
      expect(page.headers.get('x-cache')).toBe('MISS');
      expect(page.headers.get('content-security-policy')).toContain("script-src 'self'");

      const gone = await fetch(`${withWeb.origin}/gone`, { headers: { accept: 'text/html' } });
      expect(gone.status).toBe(404);
      expect(await gone.text()).toContain('<main>/gone');

      // A guarded page, and a public page whose render failed: the shell, with the address's own status.
      for (const shellAddress of ['/cart', '/blog']) {
        const shell = await fetch(`${withWeb.origin}${shellAddress}`, { headers: { accept: 'text/html' } });
        expect(shell.status).toBe(200);
        expect(await shell.text()).toContain('<div id="root"></div>');
      }
      const unknownShell = await fetch(`${withWeb.origin}/no-such-page`, { headers: { accept: 'text/html' } });
      expect(unknownShell.status).toBe(404);
      expect(await unknownShell.text()).toContain('<div id="root"></div>');
    } finally {
      await fs.rm(dist, { recursive: true, force: true });
    }
  });

  it('proxies /uploads to the store API and keeps its headers', async () => {
    await fs.mkdir(path.join(api.uploadsDir, 'products'), { recursive: true });
    await fs.writeFile(path.join(api.uploadsDir, 'products', 'proxied-thumb.webp'), Buffer.from('RIFF....WEBPVP8 '));
    const response = await fetch(`${bff.origin}/uploads/products/proxied-thumb.webp`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/webp');
    expect(response.headers.get('cache-control')).toContain('immutable');
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(Buffer.from(await response.arrayBuffer()).toString('latin1')).toBe('RIFF....WEBPVP8 ');

    expect((await fetch(`${bff.origin}/uploads/products/nope-thumb.webp`)).status).toBe(404);
  });

  it('never lets /uploads reach anything but uploads', async () => {
    // Sent raw: fetch would resolve the dot segments before they reach the BFF.
    const rawGet = (requestPath: string) =>
      new Promise<{ status: number; body: string }>((resolve, reject) => {
        const request = http.get(`${bff.origin}${requestPath}`, (response) => {
          let body = '';
          response.on('data', (chunk: Buffer) => (body += chunk.toString()));
          response.on('end', () => resolve({ status: response.statusCode ?? 0, body }));
        });
        request.on('error', reject);
      });
    const calls = await bff.callsDuring(async () => {
      for (const sneaky of ['/uploads/%2e%2e/api/health', '/uploads/%2E%2E/%2E%2E/api/users/profile']) {
        const response = await rawGet(sneaky);
        // The dot segments are resolved before routing, so this is a page address (503: no web build here).
        expect([404, 503]).toContain(response.status);
        expect(response.body).not.toContain('database');
        expect(response.body).not.toContain('"status"');
      }
    });
    expect(calls).toEqual([]);
  });
});

describe('GraphQL over HTTP', () => {
  it('shows the Sandbox at /graphql in development, and not in production', async () => {
    const development = await bffFor(api.origin, { sandbox: true, introspection: true });
    const page = await fetch(`${development.origin}/graphql`, { headers: { accept: 'text/html' } });
    // Sandbox loads Apollo's embed: the web client's policy must not reach it.
    expect(page.headers.get('content-security-policy') ?? '').not.toContain("script-src 'self'");
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('sandbox');

    const production = await bffFor(api.origin, { env: 'production', sandbox: false, introspection: false });
    const closed = await fetch(`${production.origin}/graphql`, { headers: { accept: 'text/html' } });
    expect(await closed.text()).not.toContain('sandbox');
    const introspection = await production.gql('{ __schema { queryType { name } } }');
    expect(introspection.status).toBe(400);
    expect(errorCodeOf(introspection)).toBe('GRAPHQL_VALIDATION_FAILED');
  });

  it('keeps CSRF prevention on for GET requests', async () => {
    const response = await fetch(`${bff.origin}/graphql?query=${encodeURIComponent('{ brands { id } }')}`);
    expect(response.status).toBe(400);
    expect(await response.text()).toContain('Cross-Site Request Forgery');
    const allowed = await fetch(`${bff.origin}/graphql?query=${encodeURIComponent('{ brands { id } }')}`, {
      headers: { 'apollo-require-preflight': 'true' },
    });
    expect(allowed.status).toBe(200);
  });

  it('refuses operations over the depth or alias limit before calling the store', async () => {
    const aliases = Array.from({ length: 16 }, (_, index) => `b${index}: brands { id }`).join(' ');
    const calls = await bff.callsDuring(async () => {
      const response = await bff.gql(`{ ${aliases} }`);
      expect(response.status).toBe(400);
      expect(errorCodeOf(response)).toBe('GRAPHQL_VALIDATION_FAILED');
      expect(response.body.errors?.[0]?.message).toBe('Syntax Error: Aliases limit of 15 exceeded, found 16.');
    });
    expect(calls).toEqual([]);
    const shallow = await bffFor(api.origin, { maxQueryDepth: 2 });
    const deep = await shallow.gql('{ products { items { brand { name } } } }');
    expect(deep.body.errors?.[0]?.message).toBe('Syntax Error: Query depth limit of 2 exceeded, found 4.');
  });

  it('answers a body that is not JSON with a GraphQL-shaped 400', async () => {
    const response = await fetch(`${bff.origin}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"query": ',
    });
    expect(response.status).toBe(400);
    const body = (await response.json()) as { errors: { extensions: { code: string } }[] };
    expect(body.errors[0]?.extensions.code).toBe('BAD_REQUEST');
  });

  it('forwards the session token and the request id to the store API', async () => {
    let seen: IncomingHttpHeaders | undefined;
    const origin = await fakeApi((req, res) => {
      seen = req.headers;
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ status: 200, msg: 'OK', data: [{ id: 1, brand_name: 'Nordhaus' }], meta: null }));
    });
    const proxy = await bffFor(origin);
    const response = await proxy.gql(
      '{ brands { id name } }',
      {},
      { token: 'a'.repeat(43), headers: { 'x-request-id': 'trace-42' } },
    );
    expect(response.body).toEqual({ data: { brands: [{ id: '1', name: 'Nordhaus' }] } });
    expect(seen?.['x-access-token']).toBe('a'.repeat(43));
    expect(seen?.['x-request-id']).toBe('trace-42');
    expect(response.headers.get('x-request-id')).toBe('trace-42');
  });
});

describe('when the store API fails', () => {
  // Nothing could be answered, so the HTTP status says so too (load balancers and alarms read it).
  const expectCleanFailure = (response: Awaited<ReturnType<TestBff['gql']>>) => {
    expect(response.status).toBe(503);
    expect(response.headers.get('retry-after')).toBe('1');
    expect(response.body.data).toBeNull();
    expect(response.body.errors).toEqual([
      {
        message: STORE_UNAVAILABLE_MESSAGE,
        locations: expect.any(Array),
        path: ['brands'],
        extensions: { code: 'SERVICE_UNAVAILABLE', retryAfter: 1 },
      },
    ]);
  };

  it('answers one clean sentence when nothing listens (even in development)', async () => {
    const closed = http.createServer();
    closed.listen(0, '127.0.0.1');
    await new Promise((resolve) => closed.once('listening', resolve));
    const { port } = closed.address() as AddressInfo;
    await new Promise((resolve) => closed.close(resolve));
    const down = await bffFor(`http://127.0.0.1:${port}`, { env: 'development' });
    expectCleanFailure(await down.gql('{ brands { id } }'));
  });

  it('gives up after the upstream timeout', async () => {
    const origin = await fakeApi(() => undefined);
    const slow = await bffFor(origin, { env: 'development', upstreamTimeoutMs: 300 });
    expectCleanFailure(await slow.gql('{ brands { id } }'));
  });

  it('hides a 500 and a non-JSON error page behind the same sentence', async () => {
    const failing = await fakeApi((req, res) => {
      if (req.url?.includes('brands')) {
        res.writeHead(500, { 'content-type': 'application/json' });
        res.end(JSON.stringify({ status: 500, msg: 'relation "brands" does not exist', data: null }));
        return;
      }
      res.writeHead(502, { 'content-type': 'text/html' });
      res.end('<html>Bad gateway</html>');
    });
    const broken = await bffFor(failing, { env: 'development' });
    const response = await broken.gql('{ brands { id } }');
    expectCleanFailure(response);
    expect(JSON.stringify(response.body)).not.toContain('relation');
    const htmlPage = await broken.gql('{ colors { id } }');
    expect(htmlPage.body.errors?.[0]).toMatchObject({
      message: STORE_UNAVAILABLE_MESSAGE,
      extensions: { code: 'SERVICE_UNAVAILABLE' },
    });
  });
});
