import fs from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import nodeFetch from 'node-fetch';
import { pino } from 'pino';
import { afterAll } from 'vitest';
import { loadConfig, type BffConfig } from '../../server/bff/src/config';
import type { FetchFunction } from '../../server/bff/src/datasources/store-api';
import { createServer, type BffServer } from '../../server/bff/src/server';

export interface GraphQLResponse<TData = Record<string, unknown>> {
  status: number;
  headers: Headers;
  body: {
    data?: TData | null;
    errors?: { message: string; path?: (string | number)[]; extensions?: Record<string, unknown> }[];
  };
}

export interface TestBff {
  /** e.g. http://127.0.0.1:41234 */
  origin: string;
  server: BffServer;
  /** Every store API call the BFF made, as `METHOD /path?query`, oldest first. */
  calls: string[];
  gql<TData = Record<string, unknown>>(
    query: string,
    variables?: Record<string, unknown>,
    options?: { token?: string; headers?: Record<string, string> },
  ): Promise<GraphQLResponse<TData>>;
  /** A GraphQL multipart request (files at the given variable paths). */
  upload<TData = Record<string, unknown>>(
    query: string,
    variables: Record<string, unknown>,
    files: { path: string; blob: Blob; name: string }[],
    options?: { token?: string; preflight?: boolean },
  ): Promise<GraphQLResponse<TData>>;
  /** Runs `work` and returns the store API calls it caused. */
  callsDuring(work: () => Promise<unknown>): Promise<string[]>;
  close(): Promise<void>;
}

/** The BFF over HTTP on an ephemeral port, talking to `apiOrigin`, counting its upstream calls. */
export async function startTestBff(apiOrigin: string, overrides: Partial<BffConfig> = {}): Promise<TestBff> {
  const calls: string[] = [];
  const countingFetch: FetchFunction = (url, init) => {
    const target = new URL(String(url));
    calls.push(`${init?.method ?? 'GET'} ${target.pathname}${target.search}`);
    return nodeFetch(url, init);
  };
  const webDist = overrides.webDist ?? (await fs.mkdtemp(path.join(os.tmpdir(), 'spectrum-no-web-')));
  const config: BffConfig = {
    ...loadConfig({ NODE_ENV: 'test' }),
    apiUrl: `${apiOrigin}/api`,
    webDist,
    // Pages are the shell here; the server render is tested against the real build in tests/e2e.
    webServerEntry: path.join(webDist, 'no-server-render.js'),
    ...overrides,
  };
  const server = createServer(config, { fetch: countingFetch, logger: pino({ level: 'silent' }) });
  await server.start();
  server.httpServer.listen(0, '127.0.0.1');
  await new Promise<void>((resolve) => server.httpServer.once('listening', resolve));
  const { port } = server.httpServer.address() as AddressInfo;
  const origin = `http://127.0.0.1:${port}`;

  async function read<TData>(response: Response): Promise<GraphQLResponse<TData>> {
    const text = await response.text();
    let body: GraphQLResponse<TData>['body'];
    try {
      body = JSON.parse(text) as GraphQLResponse<TData>['body'];
    } catch {
      body = { errors: [{ message: text }] };
    }
    return { status: response.status, headers: response.headers, body };
  }

  return {
    origin,
    server,
    calls,
    async gql(query, variables = {}, options = {}) {
      const headers: Record<string, string> = { 'content-type': 'application/json', ...options.headers };
      if (options.token) headers['x-access-token'] = options.token;
      const response = await fetch(`${origin}/graphql`, {
        method: 'POST',
        headers,
        body: JSON.stringify({ query, variables }),
      });
      return read(response);
    },
    async upload(query, variables, files, options = {}) {
      const form = new FormData();
      form.append('operations', JSON.stringify({ query, variables }));
      form.append('map', JSON.stringify(Object.fromEntries(files.map((file, index) => [String(index), [file.path]]))));
      files.forEach((file, index) => form.append(String(index), file.blob, file.name));
      const headers: Record<string, string> = {};
      if (options.preflight !== false) headers['apollo-require-preflight'] = 'true';
      if (options.token) headers['x-access-token'] = options.token;
      const response = await fetch(`${origin}/graphql`, { method: 'POST', headers, body: form });
      return read(response);
    },
    async callsDuring(work) {
      const before = calls.length;
      await work();
      return calls.slice(before);
    },
    async close() {
      // Nothing is in flight when a test file closes its BFF: cut the kept-open connections of the test's own
      // fetch at once instead of waiting for their keep-alive (the fault suite measures the real drain).
      await server.stop({ graceMs: 0 });
      if (!overrides.webDist) await fs.rm(webDist, { recursive: true, force: true });
    },
  };
}

/** The data of a response that must have no errors (the errors are shown when it has). */
export function dataOf<TData>(response: GraphQLResponse<TData>): TData {
  if (response.body.errors?.length || !response.body.data) {
    throw new Error(`GraphQL errors (HTTP ${response.status}): ${JSON.stringify(response.body.errors)}`);
  }
  return response.body.data;
}

/** The `extensions.code` of the first error. */
export function errorCodeOf(response: GraphQLResponse<unknown>): unknown {
  return response.body.errors?.[0]?.extensions?.code;
}

/** A test file's BFF: awaited at the top of the file, it starts before the file's tests and closes after them. */
export async function fileTestBff(...options: Parameters<typeof startTestBff>): Promise<TestBff> {
  const bff = await startTestBff(...options);
  afterAll(() => bff.close());
  return bff;
}
