import fs from 'node:fs';
import http from 'node:http';
import { ApolloServer } from '@apollo/server';
import { makeExecutableSchema } from '@graphql-tools/schema';
import type { GraphQLSchema } from 'graphql';
import { ApolloServerPluginLandingPageDisabled } from '@apollo/server/plugin/disabled';
import { ApolloServerPluginLandingPageLocalDefault } from '@apollo/server/plugin/landingPage/default';
import { expressMiddleware } from '@as-integrations/express5';
import express, { type ErrorRequestHandler, type Express } from 'express';
import { pino, type Logger } from 'pino';
import { API_MESSAGES } from '@spectrum/shared';
import { trackHttpServer, type HttpDrain, type StopLogger } from '@spectrum/shared/server/graceful-stop';
import { httpMetrics } from '@spectrum/shared/server/metrics';
import type { BffConfig } from './config';
import { contextFactory, operationContextFactory, type BffContext } from './context';
import { codeForStatus, StoreUnavailableError } from './errors';
import type { FetchFunction } from './datasources/store-api';
import { UpstreamGuard } from './datasources/upstream-guard';
import { createFormatError } from './format-error';
import { compressAnswers } from './http/compress';
import { machineReadable } from './http/machines';
import { pageRequestLimit } from './http/page-limit';
import { readinessCheck, type Lifecycle } from './http/readiness';
import { uploadGuard } from './http/upload-guard';
import { uploadsProxy } from './http/uploads-proxy';
import { inProcessGraphql } from './http/in-process-graphql';
import {
  graphqlCacheHeaders,
  persistedQueryCache,
  readPersistedDocuments,
  safelistPlugin,
  textOverStaleHash,
} from './http/persisted-documents';
import { PageCache } from './http/page-cache';
import { loopbackGraphqlUrl, serverRenderer, type ExecuteInProcess, type PageVisitor } from './http/server-render';
import { webClient } from './http/web-client';
import { InboxHub } from './live/inbox-hub';
import { startLiveServer, type LiveServer } from './live/live-server';
import { StoreEvents } from './live/store-events';
import { bffRouteOf, createBffMetrics, type BffMetrics } from './metrics';
import { resolvers } from './resolvers';
import { schemaDocument } from './schema-document';
import { serviceUnavailableStatus } from './service-unavailable-status';
import { characterLimit, operationLimits } from './validation/operation-limits';

export interface ServerOptions {
  logger?: Logger;
  /** Takes every store API call instead of the HTTP client (tests count calls with it). */
  fetch?: FetchFunction;
  /** Counters for /metrics; a private set when not given. */
  metrics?: BffMetrics;
  /** Whether the process is stopping (readiness answers 503 then); `stop` sets it. */
  lifecycle?: Lifecycle;
}

export interface StopOptions {
  /** How long requests in flight may take to finish (default SHUTDOWN_GRACE_MS). */
  graceMs?: number;
  /** Where each step of the stop is told. */
  logger?: StopLogger;
}

export interface BffServer {
  app: Express;
  httpServer: http.Server;
  /** Admission in front of the store API (bulkhead and circuit breaker). */
  guard: UpstreamGuard;
  metrics: BffMetrics;
  /** The HTTP server's requests in flight; `drain` is what `stop` does first. */
  connections: HttpDrain;
  /** Anonymous rendered pages (absent when PAGE_CACHE_MB is 0); store events invalidate them. */
  pageCache: PageCache | undefined;
  /** The store API's change announcements (started by `start` unless STORE_EVENTS=false). */
  storeEvents: StoreEvents;
  /** The store events sorted by person, for the live subscriptions. */
  inbox: InboxHub;
  /** Live sockets (GraphQL subscriptions over WebSocket) open now. */
  readonly liveSockets: number;
  /** Loads the page renderer ahead of the first page (main.ts; tests load it when a page asks). */
  warmUpServerRender(): Promise<void>;
  /** Runs GraphQL operations in this process as a server render's do (http/in-process-graphql.ts). */
  executeInProcess(visitor: PageVisitor & { signal: AbortSignal }): ExecuteInProcess;
  /** Starts Apollo and mounts /graphql; the caller listens on `httpServer`. */
  start(): Promise<void>;
  /**
   * Stops without dropping work: readiness turns red, no new connection is accepted, requests in flight
   * finish (answered with `Connection: close`), then GraphQL stops and the connections to the store API close.
   */
  stop(options?: StopOptions): Promise<void>;
}

function statusOf(error: unknown): number {
  if (typeof error === 'object' && error !== null && 'status' in error && typeof error.status === 'number') {
    return error.status >= 400 && error.status < 600 ? error.status : 500;
  }
  return 500;
}

/** The code of a refusal made before Apollo runs: 400 is the request's own fault, as Apollo words it. */
function earlyRefusalCode(status: number): string {
  if (status === 413) return 'PAYLOAD_TOO_LARGE';
  if (status === 400) return 'BAD_REQUEST';
  return codeForStatus(status);
}

/**
 * Errors raised before Apollo runs (body parsing, upload caps, the upload's session check) answered in the
 * GraphQL error shape.
 */
function graphqlHttpErrors(logger: Logger): ErrorRequestHandler {
  return (error: unknown, _req, res, _next) => {
    if (res.headersSent) return;
    if (error instanceof StoreUnavailableError) {
      res.setHeader('retry-after', String(error.retryAfterSeconds));
      res.status(503).json({ errors: [{ message: error.message, extensions: error.extensions }] });
      return;
    }
    const status = statusOf(error);
    if (status >= 500) logger.error({ err: error }, 'request failed before GraphQL execution');
    const message = status >= 500 ? API_MESSAGES.internalError : error instanceof Error ? error.message : 'Bad request';
    res.status(status).json({ errors: [{ message, extensions: { code: earlyRefusalCode(status) } }] });
  };
}

/** Largest JSON body, and largest `operations` field of a multipart one. */
const MAX_OPERATION_BYTES = 200 * 1024;

const SANDBOX_DOCUMENT = `query Catalogue {
  products(limit: 6, sort: NEWEST) {
    items { id name price image inStock }
    pageInfo { page totalPage }
  }
}
`;

/** schema.graphql with its resolvers: what HTTP (Apollo) and the live socket (graphql-ws) both execute. */
export function createSchema(config: Pick<BffConfig, 'schemaPath'>): GraphQLSchema {
  return makeExecutableSchema({ typeDefs: schemaDocument(fs.readFileSync(config.schemaPath, 'utf8')), resolvers });
}

/** The GraphQL server alone (schema, resolvers, limits, error shaping); createServer puts it on HTTP. */
export function createApolloServer(
  config: BffConfig,
  logger: Logger,
  metrics?: BffMetrics,
  schema: GraphQLSchema = createSchema(config),
) {
  const limits = operationLimits(config);
  const documents = readPersistedDocuments(config.persistedDocumentsPath, logger);
  if (config.graphqlSafelist && documents.size === 0) {
    throw new Error(`GRAPHQL_SAFELIST is on but ${config.persistedDocumentsPath} holds no documents`);
  }
  return new ApolloServer<BffContext>({
    schema,
    introspection: config.introspection,
    csrfPrevention: true,
    persistedQueries: { cache: persistedQueryCache(documents, config.graphqlSafelist) },
    // The process's own stop (main.ts) drains HTTP first and stops Apollo after; Apollo's default handler would
    // stop GraphQL under requests still in flight and re-raise the signal.
    stopOnTerminationSignals: false,
    includeStacktraceInErrorResponses: config.env === 'development',
    validationRules: limits.validationRules,
    parseOptions: limits.parseOptions,
    formatError: createFormatError(config, logger),
    plugins: [
      ...(config.graphqlSafelist ? [safelistPlugin(documents)] : []),
      ...limits.plugins,
      ...graphqlCacheHeaders(),
      serviceUnavailableStatus,
      ...(metrics ? [metrics.graphqlPlugin] : []),
      config.sandbox
        ? ApolloServerPluginLandingPageLocalDefault({
            embed: { runTelemetry: false },
            includeCookies: false,
            footer: false,
            document: SANDBOX_DOCUMENT,
            // Paste a token from the `login` mutation here to run the signed-in operations.
            headers: { 'x-access-token': '' },
          })
        : ApolloServerPluginLandingPageDisabled(),
    ],
  });
}

export function createServer(config: BffConfig, options: ServerOptions = {}): BffServer {
  const logger = options.logger ?? pino({ level: config.logLevel, base: { service: 'bff' } });
  const metrics = options.metrics ?? createBffMetrics();
  const lifecycle = options.lifecycle ?? { stopping: false };
  const app = express();
  const httpServer = http.createServer(app);
  const connections = trackHttpServer(httpServer);
  // One pool of keep-alive connections to the store API for every request of this process, as large as the
  // guard lets calls in flight (so no call waits for a socket). Idle sockets are dropped after 4 s, before
  // Node's default 5 s server keep-alive closes them from the other end.
  const agent = new http.Agent({ keepAlive: true, maxSockets: config.upstreamMaxConcurrency, timeout: 4_000 });
  const guard = new UpstreamGuard(config, metrics.upstream);
  metrics.watchGuard(guard);

  const schema = createSchema(config);
  const apollo = createApolloServer(config, logger, metrics, schema);
  const contextDeps = { config, agent, guard, logger, fetch: options.fetch };
  const buildContext = operationContextFactory(contextDeps);
  const storeEvents = new StoreEvents({ apiUrl: config.apiUrl, secret: config.bffSecret, logger });
  const inbox = new InboxHub(storeEvents);
  let live: LiveServer | undefined;

  app.disable('x-powered-by');
  // Only these peers may tell the client's address; the BFF passes it on to the API's per-address limits.
  app.set('trust proxy', config.trustedProxies);
  app.use(httpMetrics(metrics.registry, { routeOf: (req) => bffRouteOf(req as express.Request) }));
  app.use((_req, res, next) => {
    res.setHeader('x-content-type-options', 'nosniff');
    res.setHeader('referrer-policy', 'same-origin');
    next();
  });
  app.use(compressAnswers());

  app.get('/healthz', (_req, res) => {
    res.setHeader('cache-control', 'no-store');
    res.json({ ok: true });
  });
  app.get(
    '/readyz',
    readinessCheck({
      apiUrl: config.apiUrl,
      timeoutMs: config.readyTimeoutMs,
      guard,
      lifecycle,
      fetch: options.fetch,
    }),
  );

  app.use(
    '/uploads',
    uploadsProxy({
      apiOrigin: new URL(config.apiUrl).origin,
      agent,
      guard,
      timeoutMs: config.upstreamTimeoutMs,
      logger,
      fetch: options.fetch,
    }),
  );

  // Mounted now to keep its place before the web client; filled in by start().
  const graphql = express.Router();
  app.use('/graphql', graphql);
  const anonymousStore = {
    apiUrl: config.apiUrl,
    agent,
    guard,
    timeoutMs: config.upstreamTimeoutMs,
    logger,
    fetch: options.fetch,
  };
  app.use(machineReadable({ ...anonymousStore, publicOrigin: config.publicOrigin }));
  const executeInProcess = (visitor: PageVisitor & { signal: AbortSignal }) =>
    inProcessGraphql(apollo, buildContext, visitor);
  const renderer =
    config.serverRenderTimeoutMs > 0
      ? serverRenderer({
          entryFile: config.webServerEntry,
          graphqlUrl: () => loopbackGraphqlUrl(httpServer),
          graphqlExecute: executeInProcess,
          timeoutMs: config.serverRenderTimeoutMs,
          concurrency: config.serverRenderConcurrency,
          publicOrigin: config.publicOrigin,
          logger,
        })
      : undefined;
  if (renderer) metrics.watchRenders(renderer.slots);
  const pageCache =
    renderer && config.pageCacheBytes > 0
      ? new PageCache({
          maxBytes: config.pageCacheBytes,
          freshSeconds: config.pageCacheFreshSeconds,
          staleSeconds: config.pageCacheStaleSeconds,
          onBackgroundError: (error) => logger.warn({ err: error }, 'a stale page could not be rendered again'),
          // Without the event stream no change would reach the cache: it is used only while the stream is up.
          isLive: () => config.storeEvents && storeEvents.connected,
        })
      : undefined;
  if (pageCache) {
    metrics.watchPageCache(pageCache);
    storeEvents.subscribe((event) => {
      if (event.type !== 'product.changed') return;
      // A product's own pages and those listing it, and every list page: the change may move it in or out.
      pageCache.invalidate([...event.productIds.map((id) => `product:${id}`), 'catalogue']);
    });
    // Lost (and again when back): changes in between were missed, so no page kept can be trusted.
    storeEvents.onReset(() => pageCache.clear());
  }
  app.use(
    webClient(config.webDist, anonymousStore, {
      render: renderer?.render,
      pageCache,
      onPageAnswer: metrics.pageAnswered,
      publicOrigin: config.publicOrigin,
      imageOrigin: config.imageOrigin,
      admitPage: pageRequestLimit(config.pageRateLimit, config.pageRateLimitAddresses),
    }),
  );

  let started = false;
  return {
    app,
    httpServer,
    guard,
    metrics,
    connections,
    pageCache,
    storeEvents,
    inbox,
    get liveSockets() {
      return live?.sockets ?? 0;
    },
    warmUpServerRender: async () => renderer?.warmUp(),
    executeInProcess,
    async start() {
      if (started) return;
      await apollo.start();
      if (config.storeEvents) storeEvents.start();
      const limits = operationLimits(config);
      live = startLiveServer({
        httpServer,
        app,
        schema,
        config,
        logger,
        inbox,
        agent,
        guard,
        fetch: options.fetch,
        validationRules: limits.validationRules,
        maxTokens: limits.parseOptions.maxTokens,
      });
      graphql.use(
        uploadGuard({
          maxFileSize: config.maxUploadBytes,
          maxFiles: config.maxUploadFiles,
          maxFieldSize: MAX_OPERATION_BYTES,
          store: anonymousStore,
        }),
        express.json({ limit: MAX_OPERATION_BYTES }),
        textOverStaleHash,
        characterLimit(config.maxQueryCharacters),
        expressMiddleware(apollo, {
          context: contextFactory(contextDeps, buildContext),
        }),
      );
      graphql.use(graphqlHttpErrors(logger));
      started = true;
    },
    async stop(stopOptions = {}) {
      lifecycle.stopping = true;
      const stepLogger = stopOptions.logger ?? { info: () => undefined, warn: () => undefined };
      // Live sockets hold their connections open for good: they are told to go (clients reconnect elsewhere).
      await live?.close();
      await connections.drain(stopOptions.graceMs ?? config.shutdownGraceMs, stepLogger);
      storeEvents.stop();
      if (started) await apollo.stop();
      agent.destroy();
      stepLogger.info('GraphQL stopped; connections to the store API closed');
    },
  };
}
