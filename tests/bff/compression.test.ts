/**
 * Bytes on the wire: the build's precompressed copies chosen by Accept-Encoding, pages and GraphQL answers
 * compressed on the fly above the threshold, cache headers, and /uploads (images and multipart uploads) left
 * as they are. Real HTTP, raw bytes (node:http, which does not decode).
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs/promises';
import http, { type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COMPRESSION_THRESHOLD_BYTES } from '../../server/bff/src/http/compress';
import { fileTestApi } from '../support/api';
import { createProduct, createUser, fileBlob, pngImage } from '../support/fixtures';
import { dataOf, startTestBff, type TestBff } from './harness';

const repoRoot = path.resolve(import.meta.dirname, '../..');
const SCRIPT = `export const catalogue = [${Array.from({ length: 400 }, (_, index) => `{id:${index},name:"Chair ${index}"}`).join(',')}];\n`;
const SMALL_SCRIPT = 'console.log(1);\n';
/** A file named like a page address: pages never look in the build's folder, so it is never served. */
const NOT_A_PAGE = 'a file without a dot in its name';
const PAGE = `<!doctype html><html lang="en"><head><title>Spectrum</title></head><body><div id="root"></div>${'<!-- room -->'.repeat(200)}</body></html>`;

const { api } = await fileTestApi();
let bff: TestBff;
let dist: string;
let fakeUploads: http.Server;
let fakeUploadsBff: TestBff;
const LARGE_TEXT = 'plain text that compresses well '.repeat(200);

interface RawAnswer {
  status: number;
  headers: IncomingHttpHeaders;
  body: Buffer;
}

/** A GET or POST whose answer is read as the bytes that came over the wire. */
function raw(url: string, headers: Record<string, string> = {}, body?: string): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const request = http.request(url, { method: body === undefined ? 'GET' : 'POST', headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () =>
        resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks) }),
      );
      response.on('error', reject);
    });
    request.on('error', reject);
    request.end(body);
  });
}

function decoded(answer: RawAnswer): string {
  const encoding = answer.headers['content-encoding'];
  if (encoding === 'br') return brotliDecompressSync(answer.body).toString('utf8');
  if (encoding === 'gzip') return gunzipSync(answer.body).toString('utf8');
  if (encoding === undefined) return answer.body.toString('utf8');
  throw new Error(`unexpected content-encoding ${encoding}`);
}

beforeAll(async () => {
  dist = await fs.mkdtemp(path.join(os.tmpdir(), 'spectrum-web-bytes-'));
  await fs.mkdir(path.join(dist, 'assets'));
  await fs.writeFile(path.join(dist, 'index.html'), PAGE);
  await fs.writeFile(path.join(dist, 'assets', 'catalogue-a1b2c3.js'), SCRIPT);
  await fs.writeFile(path.join(dist, 'assets', 'tiny-d4e5f6.js'), SMALL_SCRIPT);
  await fs.writeFile(path.join(dist, 'about'), NOT_A_PAGE);
  // The web build's own step, on this folder.
  execFileSync(process.execPath, [path.join(repoRoot, 'web/scripts/precompress.mjs'), dist], { stdio: 'pipe' });
  bff = await startTestBff(api.origin, { webDist: dist });

  fakeUploads = http.createServer((_req, res) => {
    res.writeHead(200, { 'content-type': 'text/plain; charset=utf-8', 'content-length': String(LARGE_TEXT.length) });
    res.end(LARGE_TEXT);
  });
  fakeUploads.listen(0, '127.0.0.1');
  await new Promise((resolve) => fakeUploads.once('listening', resolve));
  fakeUploadsBff = await startTestBff(`http://127.0.0.1:${(fakeUploads.address() as AddressInfo).port}`);
});
afterAll(async () => {
  await fakeUploadsBff?.close();
  fakeUploads?.closeAllConnections();
  await new Promise((resolve) => fakeUploads?.close(resolve));
  await bff?.close();
  await fs.rm(dist, { recursive: true, force: true });
});

describe('page addresses', () => {
  it('answers a page address with the page, never with a file of the same name', async () => {
    const answer = await raw(`${bff.origin}/about`, { accept: 'text/html' });
    expect(answer.status).toBe(200);
    expect(answer.headers['content-type']).toMatch(/^text\/html/);
    const body = decoded(answer);
    expect(body).toContain('<div id="root">');
    expect(body).not.toContain(NOT_A_PAGE);
  });
});

describe('pages rendered for one request', () => {
  const ROWS = Array.from({ length: 300 }, (_, index) => `<li>Walnut chair ${index}</li>`).join('');

  it('go out compressed whole in the best coding the client accepts, with their validator', async () => {
    const entry = path.join(dist, 'entry-server.mjs');
    await fs.writeFile(
      entry,
      `export async function renderPage(url) {
        return { kind: 'page', status: 200, head: '<title>Chairs</title>', html: '<ul>${ROWS}</ul>', stateScript: '' };
      }`,
    );
    const rendering = await startTestBff(api.origin, { webDist: dist, webServerEntry: entry, pageCacheBytes: 0 });
    try {
      for (const [acceptEncoding, expected] of [
        ['gzip, deflate, br', 'br'],
        ['gzip', 'gzip'],
        ['identity', undefined],
      ] as const) {
        const answer = await raw(`${rendering.origin}/product`, {
          accept: 'text/html',
          'accept-encoding': acceptEncoding,
        });
        expect(answer.status).toBe(200);
        expect(answer.headers['content-encoding']).toBe(expected);
        expect(answer.headers.vary).toMatch(/accept-encoding/i);
        expect(answer.headers['cache-control']).toBe('no-cache');
        expect(decoded(answer)).toContain(`<div id="root"><ul>${ROWS}</ul></div>`);
        if (expected) expect(answer.body.length).toBeLessThan(ROWS.length / 4);
        const again = await raw(`${rendering.origin}/product`, {
          accept: 'text/html',
          'accept-encoding': acceptEncoding,
          'if-none-match': String(answer.headers.etag),
        });
        expect(again.status).toBe(304);
      }
    } finally {
      await rendering.close();
    }
  });
});

describe('precompressed assets', () => {
  it('writes a Brotli and a gzip copy of a large asset and none of a small one', async () => {
    const assets = (await fs.readdir(path.join(dist, 'assets'))).sort();
    expect(assets).toEqual([
      'catalogue-a1b2c3.js',
      'catalogue-a1b2c3.js.br',
      'catalogue-a1b2c3.js.gz',
      'tiny-d4e5f6.js',
    ]);
  });

  it.each([
    ['gzip, deflate, br, zstd', 'br'],
    ['br;q=0.5, gzip;q=1', 'br'],
    ['gzip, deflate', 'gzip'],
    ['br;q=0, *', 'gzip'],
    ['*', 'br'],
  ])('sends the copy Accept-Encoding "%s" allows (%s)', async (acceptEncoding, expected) => {
    const answer = await raw(`${bff.origin}/assets/catalogue-a1b2c3.js`, { 'accept-encoding': acceptEncoding });
    expect(answer.status).toBe(200);
    expect(answer.headers['content-encoding']).toBe(expected);
    expect(answer.headers['content-type']).toBe('text/javascript; charset=utf-8');
    expect(answer.headers.vary).toMatch(/accept-encoding/i);
    expect(answer.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(Number(answer.headers['content-length'])).toBe(answer.body.length);
    expect(answer.body.length).toBeLessThan(SCRIPT.length / 4);
    expect(decoded(answer)).toBe(SCRIPT);
  });

  it.each([['identity'], ['br;q=0, gzip;q=0'], [undefined]])(
    'sends the file as it is for Accept-Encoding %s',
    async (acceptEncoding) => {
      const headers: Record<string, string> = acceptEncoding ? { 'accept-encoding': acceptEncoding } : {};
      const answer = await raw(`${bff.origin}/assets/catalogue-a1b2c3.js`, headers);
      expect(answer.status).toBe(200);
      expect(answer.headers['content-encoding']).toBeUndefined();
      expect(answer.headers.vary).toMatch(/accept-encoding/i);
      expect(answer.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(answer.body.toString('utf8')).toBe(SCRIPT);
    },
  );

  it('answers HEAD with the headers of the copy and no body', async () => {
    const answer = await new Promise<RawAnswer>((resolve, reject) => {
      http
        .request(
          `${bff.origin}/assets/catalogue-a1b2c3.js`,
          { method: 'HEAD', headers: { 'accept-encoding': 'br' } },
          (response) => {
            response.resume();
            response.on('end', () =>
              resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.alloc(0) }),
            );
          },
        )
        .on('error', reject)
        .end();
    });
    expect(answer.status).toBe(200);
    expect(answer.headers['content-encoding']).toBe('br');
    expect(answer.headers['content-type']).toBe('text/javascript; charset=utf-8');
  });

  it('leaves a small asset uncompressed', async () => {
    const answer = await raw(`${bff.origin}/assets/tiny-d4e5f6.js`, { 'accept-encoding': 'br, gzip' });
    expect(answer.headers['content-encoding']).toBeUndefined();
    expect(answer.body.toString('utf8')).toBe(SMALL_SCRIPT);
  });

  it('does not serve a copy for an address that climbs out of the build', async () => {
    const answer = await raw(`${bff.origin}/assets/..%2f..%2findex.html`, { 'accept-encoding': 'br' });
    expect(answer.headers['content-encoding']).toBeUndefined();
  });
});

describe('pages', () => {
  it('compresses the page on the fly and has it revalidated (no-cache, ETag, Last-Modified)', async () => {
    const answer = await raw(`${bff.origin}/product`, { accept: 'text/html', 'accept-encoding': 'gzip, br' });
    expect(answer.status).toBe(200);
    expect(answer.headers['content-encoding']).toBe('br');
    expect(answer.headers.vary).toMatch(/accept-encoding/i);
    expect(answer.headers['content-type']).toMatch(/^text\/html/);
    expect(answer.headers['cache-control']).toBe('no-cache');
    expect(answer.headers['last-modified']).toBeTruthy();
    expect(decoded(answer)).toBe(PAGE);
    const etag = answer.headers.etag;
    expect(etag).toBeTruthy();

    const revalidated = await raw(`${bff.origin}/product`, {
      accept: 'text/html',
      'accept-encoding': 'gzip, br',
      'if-none-match': etag!,
    });
    expect(revalidated.status).toBe(304);
    expect(revalidated.body.length).toBe(0);
  });

  it('sends the page as it is to a client that accepts no coding', async () => {
    const answer = await raw(`${bff.origin}/product`, { accept: 'text/html', 'accept-encoding': 'identity' });
    expect(answer.headers['content-encoding']).toBeUndefined();
    expect(answer.body.toString('utf8')).toBe(PAGE);
  });
});

describe('GraphQL answers', () => {
  const post = (query: string, acceptEncoding: string) =>
    raw(
      `${bff.origin}/graphql`,
      { 'content-type': 'application/json', 'accept-encoding': acceptEncoding },
      JSON.stringify({ query }),
    );

  it('leaves an answer under the threshold as it is', async () => {
    const answer = await post('{ __typename }', 'gzip, br');
    expect(answer.status).toBe(200);
    expect(answer.body.length).toBeLessThan(COMPRESSION_THRESHOLD_BYTES);
    expect(answer.headers['content-encoding']).toBeUndefined();
    expect(JSON.parse(answer.body.toString('utf8'))).toEqual({ data: { __typename: 'Query' } });
  });

  it('compresses a large answer with the coding the client accepts', async () => {
    const seller = await createUser(api.db, { role: 2 });
    for (let index = 0; index < 12; index += 1) {
      await createProduct(api.db, seller.id, { name: `Compressible oak chair number ${index}` });
    }
    const query = '{ products(limit: 12) { items { id name price image inStock } pageInfo { page totalPage } } }';
    for (const [acceptEncoding, expected] of [
      ['gzip, deflate, br', 'br'],
      ['gzip', 'gzip'],
    ] as const) {
      const answer = await post(query, acceptEncoding);
      expect(answer.status).toBe(200);
      expect(answer.headers['content-encoding']).toBe(expected);
      expect(answer.headers.vary).toMatch(/accept-encoding/i);
      const body = JSON.parse(decoded(answer)) as { data: { products: { items: unknown[] } } };
      expect(body.data.products.items).toHaveLength(12);
      expect(decoded(answer).length).toBeGreaterThan(COMPRESSION_THRESHOLD_BYTES);
      expect(answer.body.length).toBeLessThan(decoded(answer).length);
    }
  });
});

describe('uploads', () => {
  it('still takes a multipart upload and serves the image as stored, uncompressed and cached for a year', async () => {
    const seller = await createUser(api.db, { role: 2 });
    const response = await bff.upload(
      `mutation Update($input: UpdateProfileInput!) { updateProfile(input: $input) {
        __typename ... on UpdateProfileSuccess { profile { image } } } }`,
      { input: { displayName: 'Sam', gender: 'other', storeName: 'Sam Store', storeDescription: '', image: null } },
      [{ path: 'variables.input.image', blob: fileBlob(await pngImage(200, 160), 'image/png'), name: 'me.png' }],
      { token: seller.token },
    );
    const result = dataOf(response).updateProfile as { __typename: string; profile: { image: string } };
    expect(result.__typename).toBe('UpdateProfileSuccess');
    // Every upload gets a new random key, so its address changes whenever the picture does.
    expect(result.profile.image).toMatch(/^\/uploads\/avatars\/[0-9a-f]{24}-large\.webp$/);

    const image = await raw(`${bff.origin}${result.profile.image}`, { 'accept-encoding': 'gzip, br' });
    expect(image.status).toBe(200);
    expect(image.headers['content-encoding']).toBeUndefined();
    expect(image.headers['content-type']).toBe('image/webp');
    expect(image.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const stored = await fs.readFile(path.join(api.uploadsDir, result.profile.image.replace(/^\/uploads\//, '')));
    expect(image.body.equals(stored)).toBe(true);
  });

  it('never compresses what /uploads streams, even a large compressible answer', async () => {
    const answer = await raw(`${fakeUploadsBff.origin}/uploads/notes/large.txt`, { 'accept-encoding': 'gzip, br' });
    expect(answer.status).toBe(200);
    expect(answer.headers['content-encoding']).toBeUndefined();
    expect(answer.body.toString('utf8')).toBe(LARGE_TEXT);
  });
});
