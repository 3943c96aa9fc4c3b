import fs from 'node:fs';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { pathToFileURL } from 'node:url';
import type { DocumentNode, FormattedExecutionResult } from 'graphql';
import type { Logger } from 'pino';
import { matchPagePath } from '@spectrum/shared/page-paths';
import { Bulkhead } from '@spectrum/shared/server/overload';
import { deadline, type Deadline } from '../deadline';
import type { RenderedPage } from './page-cache';

/** What a server render gives back (web/src/entry-server.tsx). */
export type RenderResult =
  | { kind: 'client-only' }
  /** `passes`: how many times React rendered it; more than 1 means a query the route's prefetch does not name. */
  | { kind: 'page'; status: number; head: string; html: string; stateScript: string; passes?: number };

/** One operation of a page render, run in the BFF's process (web/src/apollo/in-process-link.ts). */
export interface InProcessOperation {
  /** The parsed document (the web's), or its text. */
  query: DocumentNode | string;
  hash: string | undefined;
  operationName: string | undefined;
  variables: Record<string, unknown>;
}

export type ExecuteInProcess = (
  operation: InProcessOperation,
) => Promise<{ status: number; result: FormattedExecutionResult }>;

/** The web build's server entry, `web/dist-server/entry-server.js`, as the BFF calls it. */
export interface ServerEntry {
  renderPage(
    url: URL,
    options: {
      graphqlUrl: string;
      publicOrigin: string;
      signal: AbortSignal;
      fetch?: typeof fetch;
      execute?: ExecuteInProcess;
    },
  ): Promise<RenderResult>;
}

/**
 * A page's HTML and status, with the keys a change invalidates it by and whether all its data came (only then
 * may it be cached), or null when the HTML shell answers (guarded page, no server build, failure).
 */
export type RenderDocument = (url: URL, template: string, visitor?: PageVisitor) => Promise<RenderedPage | null>;

/** Who asked for the page: the render's GraphQL operations run anonymously for this address. */
export interface PageVisitor {
  clientAddress: string | undefined;
  requestId?: string;
}

export interface ServerRenderer {
  render: RenderDocument;
  /** Renders running now, and those waiting for a slot (for the metrics). */
  slots: Pick<Bulkhead, 'inFlight' | 'queued'>;
  /** Loads the server build now rather than on the first page (a second or more on a busy machine). */
  warmUp(): Promise<void>;
}

const ROOT_ELEMENT = '<div id="root"></div>';
const HEAD_END = '</head>';

/** The shell's text around the places a page goes into: before `</head>`, from there to #root, and after it. */
interface ShellParts {
  beforeHeadEnd: string;
  toRoot: string;
  afterRoot: string;
}

let splitShell: { template: string; parts: ShellParts } | undefined;

/** The template cut at `</head>` and #root, once per template (it is read once per process). */
function shellParts(template: string): ShellParts {
  if (splitShell?.template !== template) {
    const headEnd = template.indexOf(HEAD_END);
    const root = template.indexOf(ROOT_ELEMENT, headEnd);
    if (headEnd === -1 || root === -1) {
      throw new Error(`index.html needs ${HEAD_END} and then ${ROOT_ELEMENT} to render into`);
    }
    const parts = {
      beforeHeadEnd: template.slice(0, headEnd),
      toRoot: template.slice(headEnd, root),
      afterRoot: template.slice(root + ROOT_ELEMENT.length),
    };
    splitShell = { template, parts };
  }
  return splitShell.parts;
}

/**
 * The shell (index.html) with the page's head elements, the page inside #root and its state right after it: put
 * together once, rather than by two replaces that each copied the whole page.
 */
export function fillShell(template: string, page: { head: string; html: string; stateScript: string }): string {
  const { beforeHeadEnd, toRoot, afterRoot } = shellParts(template);
  return `${beforeHeadEnd}${page.head}${toRoot}<div id="root">${page.html}</div>${page.stateScript}${afterRoot}`;
}

/** A product in the page's Apollo state (`"Product:12":{…}` or `{"__ref":"Product:12"}`). */
const PRODUCT_IN_STATE = /"Product:(\d+)"/g;

/**
 * The keys a rendered page is dropped from the page cache by (PageCache.invalidate): `product:<id>` for a
 * product page and every product its data holds (the related ones too); `catalogue` for every other page,
 * which may list any product, a new one included.
 */
export function pageKeys(url: URL, stateScript: string): string[] {
  const keys = new Set<string>();
  const page = matchPagePath(url.pathname);
  if (page?.name === 'productDetail' && page.params.id) keys.add(`product:${page.params.id}`);
  else keys.add('catalogue');
  for (const match of stateScript.matchAll(PRODUCT_IN_STATE)) keys.add(`product:${match[1]}`);
  return [...keys];
}

/**
 * The render's in-process operations, noting whether any answer was a failure (a non-2xx status or GraphQL errors),
 * as failureNotingFetch does for HTTP.
 */
export function failureNotingExecute(base: ExecuteInProcess): { execute: ExecuteInProcess; failed: () => boolean } {
  let failed = false;
  const noting: ExecuteInProcess = async (operation) => {
    const answer = await base(operation);
    if (answer.status >= 300 || answer.result.errors !== undefined) failed = true;
    return answer;
  };
  return { execute: noting, failed: () => failed };
}

/**
 * `fetch` for one render's GraphQL requests that notes whether any answer was a failure (a non-2xx status or
 * GraphQL errors): such a page shows what the person may see now, but is not kept for others.
 */
export function failureNotingFetch(base: typeof fetch = globalThis.fetch): {
  fetch: typeof fetch;
  failed: () => boolean;
} {
  let failed = false;
  const noting: typeof fetch = async (input, init) => {
    const response = await base(input, init);
    const text = await response.text();
    // A key of the answer's JSON; inside a string the quotes would be escaped.
    if (!response.ok || text.includes('"errors"')) failed = true;
    const headers = new Headers(response.headers);
    headers.delete('content-encoding');
    headers.delete('content-length');
    return new Response(text, { status: response.status, statusText: response.statusText, headers });
  };
  return { fetch: noting, failed: () => failed };
}

/** This server's own GraphQL endpoint on loopback, where the render's queries go. */
export function loopbackGraphqlUrl(server: Server): string {
  const address = server.address() as AddressInfo | null;
  if (!address) throw new Error('the server is not listening');
  const host = address.family === 'IPv6' && address.address !== '::' ? '[::1]' : '127.0.0.1';
  return `http://${host}:${address.port}/graphql`;
}

/**
 * Renders pages with the web build's server entry. A page whose data is not all there within `timeoutMs`, or
 * whose render fails, is answered with the shell: the browser renders it as before server rendering. The entry
 * is loaded on first use; while it is not built, every page is the shell.
 */
export function serverRenderer(options: {
  entryFile: string;
  graphqlUrl: () => string;
  timeoutMs: number;
  /**
   * Renders running at once (SERVER_RENDER_CONCURRENCY); the others wait their turn, within `timeoutMs`, then
   * answer with the shell. A render is JavaScript on this process's one thread, apart from waiting for its data:
   * a few keep the thread busy. Each one more only keeps another half-built page in memory, which the garbage
   * collector copies and promotes: with 16 detail pages asked at once, unlimited renders cost about a third more
   * CPU per page than a few at a time (docs/benchmarks.md).
   */
  concurrency: number;
  /**
   * Runs the render's GraphQL operations in this process (in-process-graphql.ts); without it they go over HTTP to
   * `graphqlUrl`.
   */
  graphqlExecute?: (visitor: PageVisitor & { signal: AbortSignal }) => ExecuteInProcess;
  /** PUBLIC_ORIGIN: the page's canonical, Open Graph and JSON-LD URLs are written with it. */
  publicOrigin: string;
  logger: Pick<Logger, 'warn' | 'debug'>;
  load?: (entryFile: string) => Promise<ServerEntry>;
}): ServerRenderer {
  const load = options.load ?? ((file: string) => import(pathToFileURL(file).href) as Promise<ServerEntry>);
  let entry: Promise<ServerEntry> | undefined;
  const entryModule = async (): Promise<ServerEntry | null> => {
    if (!entry) {
      if (!fs.existsSync(options.entryFile)) return null;
      entry = load(options.entryFile).catch((error: unknown) => {
        entry = undefined;
        throw error;
      });
    }
    return entry;
  };

  const slots = new Bulkhead({
    maxConcurrent: options.concurrency,
    // Bounded by the connections this server takes; the wait, by the render's own timeout.
    maxQueue: Number.MAX_SAFE_INTEGER,
    queueTimeoutMs: options.timeoutMs,
    retryAfterSeconds: 1,
  });

  const render: RenderDocument = async (url, template, visitor = { clientAddress: undefined }) => {
    let release: (() => void) | undefined;
    let limit: Deadline | undefined;
    try {
      const module = await entryModule();
      if (!module) return null;
      // Ended with the render (deadline.ts): whatever is left on its signal goes with it, not seconds later.
      limit = deadline(options.timeoutMs, undefined, 'the server render took too long');
      const { signal } = limit;
      release = await slots.acquire(signal).catch(() => undefined);
      if (!release) {
        options.logger.warn(
          { url: url.pathname, timeoutMs: options.timeoutMs },
          'no render slot came free in time; answering with the page shell',
        );
        return null;
      }
      const inProcess = options.graphqlExecute?.({ ...visitor, signal });
      const requests = inProcess ? failureNotingExecute(inProcess) : failureNotingFetch();
      const result = await module.renderPage(url, {
        graphqlUrl: options.graphqlUrl(),
        publicOrigin: options.publicOrigin,
        signal,
        ...('execute' in requests ? { execute: requests.execute } : { fetch: requests.fetch }),
      });
      if (result.kind !== 'page') return null;
      options.logger.debug({ url: url.pathname, passes: result.passes }, 'page rendered');
      const { stateScript } = result;
      let keys: string[] | undefined;
      return {
        status: result.status,
        html: fillShell(template, result),
        // Worked out only for a page the page cache keeps (a signed-in visitor's, or any with the cache off, is not).
        get keys() {
          keys ??= pageKeys(url, stateScript);
          return keys;
        },
        cacheable: !requests.failed(),
      };
    } catch (error) {
      options.logger.warn({ err: error, url: url.pathname }, 'server render failed; answering with the page shell');
      return null;
    } finally {
      limit?.end();
      release?.();
    }
  };
  return {
    render,
    slots,
    async warmUp() {
      await entryModule().catch((error: unknown) => {
        options.logger.warn({ err: error }, 'the server render could not be loaded; pages answer with the shell');
      });
    },
  };
}
