import fs from 'node:fs';
import http from 'node:http';
import { ApolloServer } from '@apollo/server';
import { ApolloServerPluginDrainHttpServer } from '@apollo/server/plugin/drainHttpServer';
import { ApolloServerPluginLandingPageDisabled } from '@apollo/server/plugin/disabled';
import { ApolloServerPluginLandingPageLocalDefault } from '@apollo/server/plugin/landingPage/default';
import { expressMiddleware } from '@as-integrations/express5';
import express, { type ErrorRequestHandler, type Express } from 'express';
import { pino, type Logger } from 'pino';
import { API_MESSAGES } from '@spectrum/shared';
import type { BffConfig } from './config';
import { contextFactory, type BffContext } from './context';
import type { FetchFunction } from './datasources/store-api';
import { createFormatError } from './format-error';
import { uploadGuard } from './http/upload-guard';
import { uploadsProxy } from './http/uploads-proxy';
import { webClient } from './http/web-client';
import { resolvers } from './resolvers';
import { costLimitRule, depthLimitRule } from './validation/query-limits';

export interface ServerOptions {
  logger?: Logger;
  /** Replaces node-fetch for every store API call (tests count calls with it). */
  fetch?: FetchFunction;
}

export interface BffServer {
  app: Express;
  httpServer: http.Server;
  /** Starts Apollo and mounts /graphql; the caller listens on `httpServer`. */
  start(): Promise<void>;
  /** Drains open requests, closes the HTTP server and the keep-alive connections to the store API. */
  stop(): Promise<void>;
}

function statusOf(error: unknown): number {
  if (typeof error === 'object' && error !== null && 'status' in error && typeof error.status === 'number') {
    return error.status >= 400 && error.status < 600 ? error.status : 500;
  }
  return 500;
}

/** Errors raised before Apollo runs (body parsing, upload caps) answered in the GraphQL error shape. */
function graphqlHttpErrors(logger: Logger): ErrorRequestHandler {
  return (error: unknown, _req, res, _next) => {
    const status = statusOf(error);
    if (status >= 500) logger.error({ err: error }, 'request failed before GraphQL execution');
    const message = status >= 500 ? API_MESSAGES.internalError : error instanceof Error ? error.message : 'Bad request';
    const code = status === 413 ? 'PAYLOAD_TOO_LARGE' : status >= 500 ? 'INTERNAL_SERVER_ERROR' : 'BAD_REQUEST';
    if (res.headersSent) return;
    res.status(status).json({ errors: [{ message, extensions: { code } }] });
  };
}

const SANDBOX_DOCUMENT = `query Catalogue {
  products(limit: 6, sort: NEWEST) {
    items { id name price image inStock }
    page
    totalPage
  }
}
`;

/** The GraphQL server alone (schema, resolvers, limits, error shaping); createServer puts it on HTTP. */
export function createApolloServer(config: BffConfig, logger: Logger, httpServer?: http.Server) {
  return new ApolloServer<BffContext>({
    typeDefs: fs.readFileSync(config.schemaPath, 'utf8'),
    resolvers,
    introspection: config.introspection,
    csrfPrevention: true,
    includeStacktraceInErrorResponses: config.env === 'development',
    validationRules: [depthLimitRule(config.maxQueryDepth), costLimitRule(config.maxQueryCost)],
    formatError: createFormatError(config, logger),
    plugins: [
      ...(httpServer ? [ApolloServerPluginDrainHttpServer({ httpServer })] : []),
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
  const app = express();
  const httpServer = http.createServer(app);
  // One pool of keep-alive connections to the store API for every request of this process. Idle sockets
  // are dropped after 4 s, before Node's default 5 s server keep-alive closes them from the other end.
  const agent = new http.Agent({ keepAlive: true, maxSockets: 128, timeout: 4_000 });

  const apollo = createApolloServer(config, logger, httpServer);

  app.disable('x-powered-by');
  app.set('trust proxy', 'loopback');
  app.use((_req, res, next) => {
    res.setHeader('x-content-type-options', 'nosniff');
    res.setHeader('referrer-policy', 'same-origin');
    next();
  });

  app.get('/healthz', (_req, res) => {
    res.setHeader('cache-control', 'no-store');
    res.json({ ok: true });
  });

  app.use(
    '/uploads',
    uploadsProxy({
      apiOrigin: new URL(config.apiUrl).origin,
      agent,
      timeoutMs: config.upstreamTimeoutMs,
      logger,
      fetch: options.fetch,
    }),
  );

  // Mounted now to keep its place before the web client; filled in by start().
  const graphql = express.Router();
  app.use('/graphql', graphql);
  app.use(webClient(config.webDist));

  let started = false;
  return {
    app,
    httpServer,
    async start() {
      if (started) return;
      await apollo.start();
      graphql.use(
        uploadGuard({ maxFileSize: config.maxUploadBytes, maxFiles: config.maxUploadFiles }),
        express.json({ limit: '200kb' }),
        expressMiddleware(apollo, {
          context: contextFactory({ config, agent, logger, fetch: options.fetch }),
        }),
      );
      graphql.use(graphqlHttpErrors(logger));
      started = true;
    },
    async stop() {
      if (started) await apollo.stop();
      else if (httpServer.listening) await new Promise((resolve) => httpServer.close(resolve));
      agent.destroy();
    },
  };
}
