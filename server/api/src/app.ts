import crypto from 'node:crypto';
import cors from 'cors';
import express, { type ErrorRequestHandler, type Express, type Request } from 'express';
import helmet from 'helmet';
import { pinoHttp } from 'pino-http';
import { OverloadedError } from '@spectrum/shared/server/overload';
import { httpMetrics } from '@spectrum/shared/server/metrics';
import type { Logger } from 'pino';
import { API_MESSAGES, type ApiErrorCode } from '@spectrum/shared';
import { isDatabaseUnavailable } from './db/admission';
import type { AppDeps } from './deps';
import { contractRouter } from './lib/contract-router';
import { defaultCodeFor, HttpError } from './lib/errors';
import { apiRouteOf, createApiMetrics } from './lib/metrics';
import { openApiRoutes } from './lib/openapi-routes';
import { StoreEventHub } from './lib/store-events';
import { readinessCheck } from './lib/readiness';
import { StorageUnavailableError } from './lib/storage';
import { uploadsRoute } from './lib/uploads-route';
import { authRoutes } from './modules/auth/auth.routes';
import { catalogRoutes } from './modules/catalog/catalog.routes';
import { chatRoutes } from './modules/chat/chat.routes';
import { contactRoutes } from './modules/contact/contact.routes';
import { eventRoutes } from './modules/events/events.routes';
import { notificationRoutes } from './modules/notifications/notifications.routes';
import { productRoutes } from './modules/products/products.routes';
import { transactionRoutes } from './modules/transactions/transactions.routes';
import { userRoutes } from './modules/users/users.routes';
import { reviewRoutes } from './modules/reviews/reviews.routes';
import { wishlistRoutes } from './modules/wishlist/wishlist.routes';
import { addressRoutes } from './modules/addresses/addresses.routes';

export type { AppDeps } from './deps';

export function createApp(deps: AppDeps): Express {
  const app = express();
  app.disable('x-powered-by');
  // Only these peers may tell the client's address (X-Forwarded-For); the per-address limits key on it.
  app.set('trust proxy', trustProxySetting(deps.config.trustedProxies));
  deps.metrics ??= createApiMetrics();
  app.use(httpMetrics(deps.metrics.registry, { routeOf: (req) => apiRouteOf(req as Request) }));

  app.use(
    pinoHttp({
      logger: deps.logger,
      genReqId: (req, res) => {
        const incoming = req.headers['x-request-id'];
        const id = typeof incoming === 'string' && /^[\w-]{1,64}$/.test(incoming) ? incoming : crypto.randomUUID();
        res.setHeader('x-request-id', id);
        return id;
      },
      // One short line per request: headers (tokens included) stay out of the logs, and image and health
      // requests, which a page makes dozens of, are logged only when they fail.
      serializers: {
        req: (req: { id: unknown; method: string; url: string }) => ({ id: req.id, method: req.method, url: req.url }),
        res: (res: { statusCode: number }) => ({ statusCode: res.statusCode }),
      },
      customLogLevel: (req, res, error) => {
        if (error || res.statusCode >= 500) return 'error';
        // Express rewrites req.url inside mounted routers; originalUrl keeps the whole path.
        const url = 'originalUrl' in req && typeof req.originalUrl === 'string' ? req.originalUrl : req.url;
        return isQuietPath(url) && res.statusCode < 400 ? 'silent' : 'info';
      },
    }),
  );
  app.use(helmet({ crossOriginResourcePolicy: { policy: 'same-site' } }));
  app.use(
    cors({
      origin: deps.config.corsOrigins,
      allowedHeaders: ['content-type', 'x-access-token', 'idempotency-key', 'x-request-id'],
    }),
  );

  app.use('/uploads', uploadsRoute(deps.storage, deps.config.uploadsDir));

  const readiness = readinessCheck(deps.db, deps.lifecycle ?? { stopping: false }, deps.config.readyTimeoutMs);
  app.get(['/readyz', '/api/readyz'], readiness);

  const api = express.Router();
  api.use(express.json({ limit: deps.config.jsonBodyLimit }));
  api.use(express.urlencoded({ extended: false, limit: deps.config.jsonBodyLimit }));
  api.use(openApiRoutes(deps.config));
  api.use(
    contractRouter(
      {
        auth: authRoutes(deps),
        users: userRoutes(deps),
        catalog: catalogRoutes(deps),
        products: productRoutes(deps),
        transactions: transactionRoutes(deps),
        wishlist: wishlistRoutes(deps),
        addresses: addressRoutes(deps),
        contact: contactRoutes(deps),
        notifications: notificationRoutes(deps),
        conversations: chatRoutes(deps),
        events: eventRoutes(deps, deps.events ?? new StoreEventHub(deps.db, deps.logger)),
        reviews: reviewRoutes(deps),
      },
      deps,
    ),
  );
  api.use((_req, _res, next) => next(new HttpError(404, API_MESSAGES.notFound)));
  app.use('/api', api);

  app.use((_req, _res, next) => next(new HttpError(404, API_MESSAGES.notFound)));
  app.use(errorHandler(deps.logger));
  return app;
}

/** `TRUSTED_PROXIES`: a comma-separated list of addresses, subnets or Express names (loopback, uniquelocal…). */
function trustProxySetting(value: string): string[] | boolean {
  if (value === 'none' || value === 'false') return false;
  return value
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
}

function isQuietPath(url: string | undefined): boolean {
  return (
    url !== undefined &&
    (url.startsWith('/uploads/') || url === '/api/health' || url === '/api/readyz' || url === '/readyz')
  );
}

function errorHandler(logger: Logger): ErrorRequestHandler {
  return (error: unknown, req, res, _next) => {
    let status = 500;
    let msg: string = API_MESSAGES.internalError;
    let errors: HttpError['errors'];
    let code: ApiErrorCode | undefined;
    let details: HttpError['details'];
    if (error instanceof HttpError) {
      ({ status, errors, code, details } = error);
      msg = error.message;
      const retryAfter = error.options.retryAfterSeconds;
      if (retryAfter !== undefined && !res.headersSent) res.setHeader('retry-after', String(retryAfter));
    } else if (isBodyParserError(error)) {
      status = error.status;
      msg = error.type === 'entity.too.large' ? 'Request body is too large' : 'Request body is not valid JSON';
    } else if (error instanceof URIError) {
      // The router could not percent-decode a path parameter ("/products/details/%").
      status = 400;
      msg = 'The address is not valid: a parameter is not percent-encoded correctly';
    } else if (isDatabaseUnavailable(error) || error instanceof StorageUnavailableError) {
      // Saturated or unreachable: nothing was written, and the client may try again shortly.
      status = 503;
      msg = API_MESSAGES.busy;
      if (!res.headersSent) res.setHeader('retry-after', String(retryAfterOf(error)));
      (req.log ?? logger).warn({ err: error }, 'database or image storage busy or unreachable; answered 503');
    } else {
      (req.log ?? logger).error({ err: error }, 'unexpected error');
    }
    if (res.headersSent) return;
    res.status(status).json({
      status,
      msg,
      data: null,
      code: code ?? defaultCodeFor(status),
      ...(details ? { details } : {}),
      ...(errors ? { errors } : {}),
    });
  };
}

function retryAfterOf(error: unknown): number {
  return error instanceof OverloadedError ? error.retryAfterSeconds : 1;
}

function isBodyParserError(error: unknown): error is { status: number; type: string } {
  return (
    typeof error === 'object' &&
    error !== null &&
    'type' in error &&
    'status' in error &&
    typeof (error as { status: unknown }).status === 'number' &&
    (error as { status: number }).status < 500
  );
}
