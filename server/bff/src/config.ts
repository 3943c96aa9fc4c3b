import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { LIMITS } from '@spectrum/shared';
import { readBffSecret } from '@spectrum/shared/server/bff-secret';
import { readFlag, readWholeNumber } from '@spectrum/shared/server/env-values';
import { readNodeEnv, type NodeEnv } from '@spectrum/shared/server/node-env';
import { parseRateRule, type RateRule } from '@spectrum/shared/server/rate-rule';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

export interface BffConfig {
  env: NodeEnv;
  port: number;
  host: string;
  /** Base URL of the store API, routes included (`…/api`). */
  apiUrl: string;
  /** What this BFF sends in `x-bff-secret` on the API's internal routes (BFF_SECRET). */
  bffSecret: string;
  /** Whether to follow the API's store events (STORE_EVENTS, on unless `false`). */
  storeEvents: boolean;
  /** Whether the schema may be introspected (on in development). */
  introspection: boolean;
  /** Whether GET /graphql shows the Apollo Sandbox (on in development). */
  sandbox: boolean;
  upstreamTimeoutMs: number;
  /**
   * The store's public origin (`PUBLIC_ORIGIN`, e.g. https://shop.example): the only origin of the absolute URLs
   * in pages (canonical, Open Graph, JSON-LD), robots.txt and the sitemaps; a request's Host or address never
   * is. Required in production; elsewhere this BFF's own http://localhost:PORT.
   */
  publicOrigin: string;
  /** The built web client served at `/`. */
  webDist: string;
  /** The web build's server entry, which renders pages on the server (the shell answers while it is missing). */
  webServerEntry: string;
  /** A page whose data takes longer is answered with the shell, which the browser renders; 0 turns server rendering off. */
  serverRenderTimeoutMs: number;
  /** Server renders running at once; the others wait their turn within the timeout (server-render.ts). */
  serverRenderConcurrency: number;
  maxUploadBytes: number;
  maxUploadFiles: number;
  /** Deepest selection nesting an operation may have, introspection included. */
  maxQueryDepth: number;
  /** Largest cost of an operation: fields selected, multiplied by the lists they are under. */
  maxQueryCost: number;
  /** Most aliases in an operation. */
  maxQueryAliases: number;
  /** Most root fields in an operation (and always at most one sign-in, sign-up or password mutation). */
  maxQueryRootFields: number;
  /** Most directives in an operation. */
  maxQueryDirectives: number;
  /** Most lexical tokens in a GraphQL document. */
  maxQueryTokens: number;
  /** Most characters in a GraphQL document. */
  maxQueryCharacters: number;
  logLevel: string;
  /** The GraphQL schema file (the repository's `schema.graphql`). */
  schemaPath: string;
  /** The web's persisted documents (codegen's manifest, hash → document), which GraphQL takes by hash. */
  persistedDocumentsPath: string;
  /**
   * Whether /graphql runs only the persisted documents (GRAPHQL_SAFELIST=true; production only, and never with
   * the Sandbox on, which needs any operation).
   */
  graphqlSafelist: boolean;
  /** How long a stop waits for requests in flight before it cuts them. */
  shutdownGraceMs: number;
  /** How long /readyz waits for the store API's own readiness. */
  readyTimeoutMs: number;
  /** Store API calls in flight at once (also the socket pool's size), calls allowed to wait, and for how long. */
  upstreamMaxConcurrency: number;
  upstreamMaxQueue: number;
  upstreamQueueTimeoutMs: number;
  /** Failed store API calls in a row that open the circuit, and how long it stays open before a probe. */
  circuitFailureThreshold: number;
  circuitHalfOpenAfterMs: number;
  /** Prometheus /metrics on its own port (off when undefined), bound to `metricsHost`. */
  metricsPort: number | undefined;
  metricsHost: string;
  /** Express `trust proxy`: which peers may tell the client's address (passed on to the API). */
  trustedProxies: string[] | false;
  /**
   * Page requests (server renders, or the shell) one client address may make per window, counted in this
   * replica's memory (docs/security.md, "Page requests").
   */
  pageRateLimit: RateRule;
  /** Most client addresses the page limit keeps count of at once (bounds its memory). */
  pageRateLimitAddresses: number;
  /** IMAGE_PUBLIC_URL's origin (images served from a bucket or CDN): the pages' CSP lets images load from it. */
  imageOrigin: string | undefined;
  /** Bytes of anonymous rendered pages this replica keeps (PAGE_CACHE_MB; 0 turns the page cache off). */
  pageCacheBytes: number;
  /** Seconds a cached page is answered as it is (PAGE_CACHE_FRESH_SECONDS); store events drop it sooner. */
  pageCacheFreshSeconds: number;
  /** Seconds after that it is still answered while it is rendered again (PAGE_CACHE_STALE_SECONDS). */
  pageCacheStaleSeconds: number;
  /** Live sockets (GraphQL subscriptions) one account, and one client address, may hold open on this replica. */
  liveMaxSocketsPerUser: number;
  liveMaxSocketsPerAddress: number;
  /** How often each live socket's session is checked again (a socket whose session ended is closed). */
  liveSessionCheckMs: number;
}

/** PAGE_RATE_LIMIT's production default: a second per page on average, in bursts of up to 300. */
export const PAGE_RATE_LIMIT_DEFAULT: RateRule = { max: 300, windowSeconds: 300 };

/** Outside production the page limit is this many times higher unless set, as the API's per-address limits are. */
const RELAXED_PAGE_LIMIT_FACTOR = 1000;

function readPageRateLimit(env: NodeJS.ProcessEnv, production: boolean): RateRule {
  if (env.PAGE_RATE_LIMIT) return parseRateRule('PAGE_RATE_LIMIT', env.PAGE_RATE_LIMIT);
  if (production || readFlag(env.RATE_LIMITS_STRICT, false)) return { ...PAGE_RATE_LIMIT_DEFAULT };
  return { ...PAGE_RATE_LIMIT_DEFAULT, max: PAGE_RATE_LIMIT_DEFAULT.max * RELAXED_PAGE_LIMIT_FACTOR };
}

/** `TRUSTED_PROXIES`: comma-separated addresses, subnets or Express names (loopback, uniquelocal…); `none`. */
export function trustedProxies(value: string | undefined): string[] | false {
  const text = value?.trim() || 'loopback';
  if (text === 'none' || text === 'false') return false;
  return text
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
}

/** `PUBLIC_ORIGIN`: an http(s) origin; a path or a trailing slash is refused rather than silently dropped. */
export function publicOrigin(value: string | undefined): string | undefined {
  const text = value?.trim();
  if (!text) return undefined;
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    throw new Error(`PUBLIC_ORIGIN is not a URL: ${text}`);
  }
  if (!['http:', 'https:'].includes(url.protocol) || url.origin !== text.replace(/\/$/, '') || url.pathname !== '/') {
    throw new Error(`PUBLIC_ORIGIN must be an origin such as https://shop.example (no path): ${text}`);
  }
  return url.origin;
}

/** The origin of IMAGE_PUBLIC_URL, the address the API writes image URLs on (unset: images come from /uploads). */
export function imageOrigin(value: string | undefined): string | undefined {
  const text = value?.trim();
  if (!text) return undefined;
  try {
    const url = new URL(text);
    if (url.protocol === 'http:' || url.protocol === 'https:') return url.origin;
  } catch {
    // Refused below.
  }
  throw new Error(`IMAGE_PUBLIC_URL must be an http(s) URL: ${text}`);
}

/** PUBLIC_ORIGIN, which production cannot do without: a guessed origin would end up in every canonical URL. */
function requiredPublicOrigin(env: NodeJS.ProcessEnv, production: boolean, port: number): string {
  const configured = publicOrigin(env.PUBLIC_ORIGIN);
  if (configured) return configured;
  if (production) {
    throw new Error(
      'PUBLIC_ORIGIN must be set in production to the origin people reach the store at (e.g. ' +
        'https://shop.example): pages, robots.txt and the sitemaps write their absolute URLs with it',
    );
  }
  return `http://localhost:${port}`;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): BffConfig {
  const mode = readNodeEnv(env.NODE_ENV);
  const production = mode === 'production';
  const port = readWholeNumber('PORT', env.PORT, 4000);
  const apiUrl = (env.API_URL ?? 'http://127.0.0.1:4001/api').replace(/\/+$/, '');
  try {
    new URL(apiUrl);
  } catch {
    throw new Error(`API_URL is not a URL: ${apiUrl}`);
  }
  return {
    env: mode,
    port,
    host: env.HOST ?? '0.0.0.0',
    apiUrl,
    introspection: readFlag(env.INTROSPECTION, !production),
    sandbox: readFlag(env.SANDBOX, !production),
    upstreamTimeoutMs: readWholeNumber('UPSTREAM_TIMEOUT_MS', env.UPSTREAM_TIMEOUT_MS, 10_000),
    publicOrigin: requiredPublicOrigin(env, production, port),
    bffSecret: readBffSecret(env, production),
    storeEvents: readFlag(env.STORE_EVENTS, true),
    webDist: path.resolve(repoRoot, env.WEB_DIST ?? 'web/dist'),
    webServerEntry: path.resolve(repoRoot, env.WEB_SERVER_ENTRY ?? 'web/dist-server/entry-server.js'),
    serverRenderTimeoutMs: readWholeNumber('SERVER_RENDER_TIMEOUT_MS', env.SERVER_RENDER_TIMEOUT_MS, 3_000, 0),
    serverRenderConcurrency: readWholeNumber('SERVER_RENDER_CONCURRENCY', env.SERVER_RENDER_CONCURRENCY, 4),
    maxUploadBytes: readWholeNumber('MAX_UPLOAD_BYTES', env.MAX_UPLOAD_BYTES, LIMITS.maxUploadBytes),
    maxUploadFiles: Math.max(LIMITS.maxProductPhotos, LIMITS.maxReviewPhotos),
    maxQueryDepth: readWholeNumber('MAX_QUERY_DEPTH', env.MAX_QUERY_DEPTH, 15),
    maxQueryCost: readWholeNumber('MAX_QUERY_COST', env.MAX_QUERY_COST, 20_000),
    maxQueryAliases: readWholeNumber('MAX_QUERY_ALIASES', env.MAX_QUERY_ALIASES, 15, 0),
    maxQueryRootFields: readWholeNumber('MAX_QUERY_ROOT_FIELDS', env.MAX_QUERY_ROOT_FIELDS, 8),
    maxQueryDirectives: readWholeNumber('MAX_QUERY_DIRECTIVES', env.MAX_QUERY_DIRECTIVES, 10, 0),
    maxQueryTokens: readWholeNumber('MAX_QUERY_TOKENS', env.MAX_QUERY_TOKENS, 1000),
    maxQueryCharacters: readWholeNumber('MAX_QUERY_CHARACTERS', env.MAX_QUERY_CHARACTERS, 10_000),
    logLevel: env.LOG_LEVEL ?? (mode === 'test' ? 'silent' : 'info'),
    schemaPath: path.resolve(repoRoot, 'schema.graphql'),
    persistedDocumentsPath: path.resolve(
      repoRoot,
      env.PERSISTED_DOCUMENTS ?? 'web/src/__generated__/persisted-documents.json',
    ),
    graphqlSafelist: production && !readFlag(env.SANDBOX, false) && readFlag(env.GRAPHQL_SAFELIST, false),
    shutdownGraceMs: readWholeNumber('SHUTDOWN_GRACE_MS', env.SHUTDOWN_GRACE_MS, 10_000, 0),
    readyTimeoutMs: readWholeNumber('READY_TIMEOUT_MS', env.READY_TIMEOUT_MS, 2_000),
    upstreamMaxConcurrency: readWholeNumber('UPSTREAM_MAX_CONCURRENCY', env.UPSTREAM_MAX_CONCURRENCY, 64),
    upstreamMaxQueue: readWholeNumber('UPSTREAM_MAX_QUEUE', env.UPSTREAM_MAX_QUEUE, 64, 0),
    upstreamQueueTimeoutMs: readWholeNumber('UPSTREAM_QUEUE_TIMEOUT_MS', env.UPSTREAM_QUEUE_TIMEOUT_MS, 2_000),
    circuitFailureThreshold: readWholeNumber('CIRCUIT_FAILURE_THRESHOLD', env.CIRCUIT_FAILURE_THRESHOLD, 5),
    circuitHalfOpenAfterMs: readWholeNumber('CIRCUIT_HALF_OPEN_AFTER_MS', env.CIRCUIT_HALF_OPEN_AFTER_MS, 500),
    metricsPort: env.METRICS_PORT ? readWholeNumber('METRICS_PORT', env.METRICS_PORT, 0, 0) : undefined,
    metricsHost: env.METRICS_HOST || '127.0.0.1',
    trustedProxies: trustedProxies(env.TRUSTED_PROXIES),
    liveMaxSocketsPerUser: readWholeNumber('LIVE_MAX_SOCKETS_PER_USER', env.LIVE_MAX_SOCKETS_PER_USER, 10),
    liveMaxSocketsPerAddress: readWholeNumber('LIVE_MAX_SOCKETS_PER_ADDRESS', env.LIVE_MAX_SOCKETS_PER_ADDRESS, 50),
    liveSessionCheckMs: readWholeNumber('LIVE_SESSION_CHECK_MS', env.LIVE_SESSION_CHECK_MS, 60_000),
    pageRateLimit: readPageRateLimit(env, production),
    pageRateLimitAddresses: readWholeNumber('PAGE_RATE_LIMIT_ADDRESSES', env.PAGE_RATE_LIMIT_ADDRESSES, 100_000),
    imageOrigin: imageOrigin(env.IMAGE_PUBLIC_URL),
    pageCacheBytes: readWholeNumber('PAGE_CACHE_MB', env.PAGE_CACHE_MB, 64, 0) * 1024 * 1024,
    pageCacheFreshSeconds: readWholeNumber('PAGE_CACHE_FRESH_SECONDS', env.PAGE_CACHE_FRESH_SECONDS, 60),
    pageCacheStaleSeconds: readWholeNumber('PAGE_CACHE_STALE_SECONDS', env.PAGE_CACHE_STALE_SECONDS, 60, 0),
  };
}
