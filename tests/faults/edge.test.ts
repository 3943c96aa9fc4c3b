// Beyond one machine, on one machine: PostgreSQL, an S3-protocol server (s3rver), two store API replicas and two
// BFF replicas (the compiled servers), behind nginx as load balancer and cache with the deployment's own edge
// configuration (deploy/edge/default.conf.template, which docker-compose.yml's `edge` runs). Each BFF talks to
// its own API, so whatever crosses from one side to the other goes through the database or the bucket.
// Pages are rendered by a stand-in entry that asks the BFF's GraphQL for the product, as the real one does.
import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiClient } from '../support/api';
import { createCategory, createUser, fileBlob, pngImage, type TestUser } from '../support/fixtures';
import { pollPage, rawGet, type RawAnswer } from '../support/raw-http';
import { startTestS3, type TestS3 } from '../support/s3';
import { standInWeb, type StandInWeb } from '../support/stand-in-web';
import { nginxOrReason, startEdge, type Edge } from './support/edge';
import {
  exitOf,
  postgresStore,
  startApi,
  startBff,
  type ApiOnPorts,
  type BffOnPorts,
  type StoreFixture,
} from './support/servers';

const nginx = process.env.DATABASE_URL ? nginxOrReason() : { reason: 'DATABASE_URL is not set' };
if ('reason' in nginx) console.warn(`[faults] edge.test.ts skipped: ${nginx.reason}`);

const HTML = { accept: 'text/html' };
const PRICE_ENTRY = `export async function renderPage(url, options) {
  const id = url.pathname.startsWith('/product/detail/') ? url.pathname.split('/').pop() : null;
  if (!id) return { kind: 'page', status: 200, head: '', html: '<p>home</p>', stateScript: '' };
  const query = '{ product(id: "' + id + '") { id price } }';
  const { data } = (await options.execute({ query, hash: undefined, operationName: undefined, variables: {} })).result;
  const product = data && data.product;
  return {
    kind: 'page',
    status: product ? 200 : 404,
    head: '',
    html: product ? '<p class="price">' + product.price + '</p>' : '<p>missing</p>',
    stateScript: '',
  };
}
`;
const PROFILE_QUERY = '{ me { email } }';

let s3: TestS3;
let store: StoreFixture;
let web: StandInWeb | undefined;
let seller: TestUser;
let apis: ApiOnPorts[] = [];
let bffs: BffOnPorts[] = [];
let edge: Edge;

const priceOf = (answer: RawAnswer) => /<p class="price">(\d+)<\/p>/.exec(answer.body)?.[1];

async function newProduct(price: number): Promise<{ id: number; photo: string }> {
  const db = await store.open();
  const category = await createCategory(db).finally(() => db.close());
  const form = new FormData();
  const fields: Record<string, string> = {
    product_name: 'Bergen Oak Sideboard',
    description: 'Four doors, solid oak.',
    price: String(price),
    stock: '5',
    categories: String(category),
    brand_id: '2',
    color_id: '3',
    conditions: 'new',
  };
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  form.append('images', fileBlob(await pngImage(64, 48, '#a8872c'), 'image/png'), 'p.png');
  // Through the first API replica only.
  const created = await apiClient(apis[0]!.origin).form<{ id: number; images: string[] }>(
    'POST',
    '/products/new',
    form,
    seller.token,
  );
  expect(created.status).toBe(201);
  return { id: created.body.data.id, photo: created.body.data.images[0]! };
}

describe.skipIf('reason' in nginx)('two API and two BFF replicas behind nginx', () => {
  beforeAll(async () => {
    if (!('nginx' in nginx)) return;
    s3 = await startTestS3();
    store = await postgresStore(process.env.DATABASE_URL!, { products: 0, stock: 0, customers: 2 });
    const db = await store.open();
    seller = await createUser(db, { role: 2 }).finally(() => db.close());
    web = await standInWeb('edge-web', PRICE_ENTRY);
    const bucket = {
      STORAGE: 's3',
      S3_BUCKET: s3.options.bucket,
      S3_REGION: s3.options.region,
      S3_ENDPOINT: s3.options.endpoint!,
      S3_ACCESS_KEY_ID: 'S3RVER',
      S3_SECRET_ACCESS_KEY: 'S3RVER',
    };
    apis = [await startApi(store, bucket), await startApi(store, bucket)];
    bffs = await Promise.all(
      apis.map((api) => startBff(api.origin, { WEB_DIST: web!.dist, WEB_SERVER_ENTRY: web!.entry })),
    );
    // Pages are cached only while each BFF hears the store's changes.
    await sleep(500);
    edge = await startEdge(
      nginx.nginx,
      bffs.map((bff) => bff.origin),
    );
  }, 180_000);

  afterAll(async () => {
    await edge?.stop();
    for (const server of [...bffs, ...apis].map((replica) => replica.server)) {
      if (!server.hasExited()) server.child.kill('SIGKILL');
    }
    await store?.dispose();
    await s3?.close();
    await web?.remove();
  });

  it('serves a photo uploaded through one replica through the other, and through the edge', async () => {
    const { photo } = await newProduct(410_000);
    expect(photo).toMatch(/^\/uploads\/products\//);
    const direct = Buffer.from(await (await fetch(`${apis[0]!.origin}${photo}`)).arrayBuffer());

    for (const origin of [apis[1]!.origin, bffs[1]!.origin, edge.origin]) {
      const answer = await fetch(`${origin}${photo}`);
      expect(answer.status).toBe(200);
      expect(answer.headers.get('content-type')).toBe('image/webp');
      expect(Buffer.from(await answer.arrayBuffer()).equals(direct)).toBe(true);
    }
  });

  it('shows a price edited through one replica on pages the other serves within 2 s', async () => {
    const { id } = await newProduct(500_000);
    const target = `/product/detail/${id}`;
    // Warm: the second BFF and the edge both hold the page (the listing's own change may drop the first copy).
    const cached = (header: string) => (page: RawAnswer) => page.headers[header] === 'HIT';
    expect((await pollPage(bffs[1]!.origin, target, cached('x-cache'), 3_000)).at(-1)!.headers['x-cache']).toBe('HIT');
    expect((await pollPage(edge.origin, target, cached('x-edge-cache'), 3_000)).at(-1)!.headers['x-edge-cache']).toBe(
      'HIT',
    );

    const edited = Date.now();
    const answer = await apiClient(apis[0]!.origin).patch(
      `/products/${id}`,
      { version: 1, price: 455_000 },
      seller.token,
    );
    expect(answer.status).toBe(200);

    const [replica, atEdge] = await Promise.all([
      pollPage(bffs[1]!.origin, target, (page) => priceOf(page) === '455000', 2_000).then((seen) => ({
        seen,
        ms: Date.now() - edited,
      })),
      pollPage(edge.origin, target, (page) => priceOf(page) === '455000', 2_000).then((seen) => ({
        seen,
        ms: Date.now() - edited,
      })),
    ]);
    console.log(`[faults] new price on the other replica after ${replica.ms} ms, at the edge after ${atEdge.ms} ms`);
    expect(priceOf(replica.seen.at(-1)!)).toBe('455000');
    expect(replica.ms).toBeLessThan(2_000);
    expect(priceOf(atEdge.seen.at(-1)!)).toBe('455000');
    expect(atEdge.ms).toBeLessThan(2_000);
    // Once shown, the old price never comes back, from either.
    for (let round = 0; round < 10; round += 1) {
      expect(priceOf(await rawGet(edge.origin, target, HTML))).toBe('455000');
      expect(priceOf(await rawGet(bffs[0]!.origin, target, HTML))).toBe('455000');
    }
  });

  it("never answers a signed-in request from the cache, nor anyone with another's answer", async () => {
    const { id } = await newProduct(620_000);
    const [first, second] = store.customers as [TestUser, TestUser];
    const profile = (token?: string) =>
      fetch(`${edge.origin}/graphql?query=${encodeURIComponent(PROFILE_QUERY)}`, {
        headers: { 'apollo-require-preflight': 'true', ...(token ? { 'x-access-token': token } : {}) },
      });

    for (let round = 0; round < 3; round += 1) {
      for (const customer of [first, second]) {
        const answer = await profile(customer.token);
        expect(await answer.json()).toEqual({ data: { me: { email: customer.email } } });
        expect(answer.headers.get('x-edge-cache')).not.toBe('HIT');
        expect(answer.headers.get('cache-control')).toBe('private, no-store');
      }
    }
    const anonymous = await profile();
    expect(anonymous.headers.get('x-edge-cache')).not.toBe('HIT');
    const anonymousBody = await anonymous.text();
    expect(anonymousBody).not.toContain(first.email);
    expect(anonymousBody).not.toContain(second.email);

    // A page: the anonymous one is cached; one asked with a session cookie or token never comes from it.
    const target = `/product/detail/${id}`;
    await rawGet(edge.origin, target, HTML);
    expect((await rawGet(edge.origin, target, HTML)).headers['x-edge-cache']).toBe('HIT');
    for (const session of <Record<string, string>[]>[{ cookie: 'session=first' }, { 'x-access-token': first.token }]) {
      const page = await rawGet(edge.origin, target, { ...HTML, ...session });
      expect(page.headers['x-edge-cache']).toBe('BYPASS');
      expect(page.headers['x-cache']).toBe('BYPASS');
      expect(page.headers['cache-control']).toBe('private, no-cache');
    }
  });

  it('loses no request at the edge while one BFF replica stops under load', async () => {
    const { id } = await newProduct(730_000);
    const statuses = new Map<string, number>();
    let sent = 0;
    let running = true;
    const worker = async (lane: number) => {
      for (let round = 0; running; round += 1) {
        // Mostly misses (a new address each time), so the replicas render while one of them stops.
        const target = round % 3 === 2 ? `/product/detail/${id}` : `/product/detail/${id}?lane=${lane}&round=${round}`;
        sent += 1;
        const key = await rawGet(edge.origin, target, HTML).then(
          (answer) => String(answer.status),
          (error: Error) => `error: ${error.message}`,
        );
        statuses.set(key, (statuses.get(key) ?? 0) + 1);
      }
    };
    const load = Promise.all(Array.from({ length: 8 }, (_, lane) => worker(lane)));
    await sleep(1_000);
    const stopping = bffs[0]!.server;
    stopping.child.kill('SIGTERM');
    const exit = await exitOf(stopping);
    await sleep(1_500);
    running = false;
    await load;

    console.log(`[faults] ${sent} requests at the edge while a BFF stopped: ${JSON.stringify([...statuses])}`);
    expect(exit.code).toBe(0);
    expect(sent).toBeGreaterThan(50);
    expect([...statuses.keys()]).toEqual(['200']);
    const upstreamErrors = (await edge.accessLog()).filter(
      (line) => !line.startsWith('200 ') && !line.startsWith('304 '),
    );
    expect(upstreamErrors.filter((line) => line.startsWith('5'))).toEqual([]);
  });
});
