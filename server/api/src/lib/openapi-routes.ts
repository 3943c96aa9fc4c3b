import { apiReference } from '@scalar/express-api-reference';
import { Router } from 'express';
import { storeApiOpenApi } from '@spectrum/shared/contract/openapi';
import type { ApiConfig } from '../config';

/**
 * GET /api/openapi.json: the contract as OpenAPI 3.1 (the same document `npm run codegen` commits as
 * shared/openapi.json). Outside production, GET /api/reference shows it as a readable reference.
 */
export function openApiRoutes(config: Pick<ApiConfig, 'env'>): Router {
  const router = Router();
  const document = JSON.stringify(storeApiOpenApi());
  router.get('/openapi.json', (_req, res) => {
    res.type('application/json').set('cache-control', 'no-cache').send(document);
  });
  // Scalar's page loads its script from Scalar's CDN, so it needs a browser online; helmet's CSP would block it.
  if (config.env !== 'production') {
    router.get('/reference', (_req, res, next) => {
      res.removeHeader('content-security-policy');
      next();
    });
    router.get('/reference', apiReference({ url: '/api/openapi.json', pageTitle: 'Spectrum store API' }));
  }
  return router;
}
