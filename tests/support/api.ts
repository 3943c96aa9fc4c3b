import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { pino, type Logger } from 'pino';
import { afterAll, expect, inject } from 'vitest';
import type { OrderData } from '@spectrum/shared';
import { createApp } from '../../server/api/src/app';
import { loadConfig, type ApiConfig } from '../../server/api/src/config';
import { createPgliteDb, createPostgresDb, type Db } from '../../server/api/src/db/client';
import { migrate } from '../../server/api/src/db/migrate';
import { createOutbox, type Outbox } from '../../server/api/src/lib/mailer';
import { createLocalStorage, type Storage } from '../../server/api/src/lib/storage';

export interface TestDatabase {
  db: Db;
  /** The PostgreSQL database's URL (undefined on PGlite), to open more connections to it. */
  url?: string;
  /** Drops the database (PostgreSQL) or closes it (PGlite). */
  dispose(): Promise<void>;
}

/**
 * A fresh, migrated database for one test file: in-memory PGlite, or — when DATABASE_URL is set — a new
 * database created on that server and dropped afterwards.
 */
export async function createTestDatabase(): Promise<TestDatabase> {
  const adminUrl = process.env.DATABASE_URL;
  if (!adminUrl) {
    const template = inject('pgliteTemplate');
    const db = await createPgliteDb(undefined, template ? new Blob([await fs.readFile(template)]) : undefined);
    await migrate(db);
    return { db, dispose: () => db.close() };
  }
  const name = `spectrum_test_${process.pid}_${crypto.randomBytes(4).toString('hex')}`;
  const admin = createPostgresDb(adminUrl, { max: 1 });
  await admin.query(`CREATE DATABASE ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const db = createPostgresDb(url.toString(), { max: 20 });
  await migrate(db);
  return {
    db,
    url: url.toString(),
    async dispose() {
      await db.close();
      await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await admin.close();
    },
  };
}

export interface TestApi {
  /** e.g. http://127.0.0.1:41234 (routes are under /api). */
  origin: string;
  db: Db;
  config: ApiConfig;
  storage: Storage;
  outbox: Outbox;
  uploadsDir: string;
  close(): Promise<void>;
}

/** Starts the real store API over HTTP on an ephemeral port, with a fresh database and upload folder. */
export async function startTestApi(
  overrides: Partial<ApiConfig> = {},
  logger: Logger = pino({ level: 'silent' }),
  /** Where images go: a local folder of the test's own unless given (an S3 bucket, say). */
  givenStorage?: Storage,
): Promise<TestApi> {
  const { db, dispose } = await createTestDatabase();
  const uploadsDir = await fs.mkdtemp(path.join(os.tmpdir(), 'spectrum-uploads-'));
  const config: ApiConfig = {
    ...loadConfig({ NODE_ENV: 'test' }),
    databaseUrl: undefined,
    uploadsDir,
    exposeResetCode: true,
    ...overrides,
  };
  const storage = givenStorage ?? createLocalStorage(uploadsDir);
  const outbox = createOutbox();
  const app = createApp({ db, config, storage, mailer: outbox, logger });
  const server = app.listen(0, '127.0.0.1');
  await new Promise<void>((resolve) => server.once('listening', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    db,
    config,
    storage,
    outbox,
    uploadsDir,
    async close() {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
      await dispose();
      await fs.rm(uploadsDir, { recursive: true, force: true });
    },
  };
}

/**
 * Waits until the outbox holds `count` mails to `to` (the store hands a mail over just after its answer) and
 * returns the last of them.
 */
export async function mailTo(outbox: Outbox, to: string, count = 1): Promise<Outbox['sent'][number]> {
  for (;;) {
    const mails = outbox.sent.filter((mail) => mail.to === to);
    if (mails.length >= count) return mails.at(-1)!;
    await new Promise((resolve) => setImmediate(resolve));
  }
}

/**
 * The whole body of a refusal as the store API answers it: the status again, the sentence (or a pattern it must
 * match), no data, and the error code.
 */
export function refusal(status: number, msg: string | RegExp, code: string) {
  return { status, msg: typeof msg === 'string' ? msg : expect.stringMatching(msg), data: null, code };
}

export interface JsonResponse<T = unknown> {
  status: number;
  headers: Headers;
  body: {
    status: number;
    msg: string;
    data: T;
    meta: unknown;
    code?: string;
    details?: Record<string, number | string>;
    errors?: { field: string; message: string }[];
  };
}

/**
 * The store API of one test file and a client of it: awaited at the top of the file, it starts before the
 * file's tests and closes after them (the setup every API test file had written out).
 */
export async function fileTestApi(
  ...options: Parameters<typeof startTestApi>
): Promise<{ api: TestApi; client: ApiClient }> {
  const api = await startTestApi(...options);
  afterAll(() => api.close());
  return { api, client: apiClient(api.origin) };
}

/**
 * Places an order (`POST /transactions/new` with `body`) and pays it at once with the development provider, for
 * tests that follow a paid order; the money tests cover unpaid ones.
 */
export async function placePaidOrder(
  client: ApiClient,
  token: string,
  body: Readonly<Record<string, unknown>>,
): Promise<OrderData> {
  const response = await client.post<OrderData>('/transactions/new', body, token);
  expect(response.status).toBe(201);
  const paid = await client.post<OrderData>(
    `/transactions/orders/${response.body.data.id}/simulate-payment`,
    {},
    token,
  );
  expect(paid.status).toBe(200);
  return paid.body.data;
}

/** A small JSON client for the API under test. */
export function apiClient(origin: string) {
  async function call<T = unknown>(
    method: string,
    route: string,
    options: { body?: unknown; token?: string; headers?: Record<string, string>; form?: FormData } = {},
  ): Promise<JsonResponse<T>> {
    const headers: Record<string, string> = { ...options.headers };
    if (options.token) headers['x-access-token'] = options.token;
    let body: string | FormData | undefined;
    if (options.form) body = options.form;
    else if (options.body !== undefined) {
      headers['content-type'] = 'application/json';
      body = JSON.stringify(options.body);
    }
    const response = await fetch(`${origin}/api${route}`, { method, headers, body });
    const text = await response.text();
    return { status: response.status, headers: response.headers, body: text ? JSON.parse(text) : undefined };
  }
  return {
    get: <T = unknown>(route: string, token?: string) => call<T>('GET', route, { token }),
    post: <T = unknown>(route: string, body?: unknown, token?: string, headers?: Record<string, string>) =>
      call<T>('POST', route, { body, token, headers }),
    patch: <T = unknown>(route: string, body?: unknown, token?: string) => call<T>('PATCH', route, { body, token }),
    del: <T = unknown>(route: string, token?: string) => call<T>('DELETE', route, { token }),
    form: <T = unknown>(method: string, route: string, form: FormData, token?: string) =>
      call<T>(method, route, { form, token }),
    call,
  };
}
export type ApiClient = ReturnType<typeof apiClient>;
