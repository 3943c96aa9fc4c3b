import { Router, type Request } from 'express';
import {
  LIMITS,
  MESSAGES,
  ROLES,
  createProductBody,
  restockBody,
  updateProductBody,
  productFacetQuery,
  productListQuery,
  productSitemapQuery,
  sellerProductQuery,
  type CreateProductBody,
  type FieldError,
} from '@spectrum/shared';
import type { AppDeps } from '../../app';
import { requireRole, currentUser } from '../../lib/auth';
import { HttpError, badRequest } from '../../lib/errors';
import { parse, parseId, send } from '../../lib/http';
import { meteredImageUpload } from '../../lib/uploads';
import { catalogueFacets } from './catalogue.service';
import * as products from './products.service';

/** Forms and links send `?maxPrice=` for "not set": an empty value counts as absent, not as bad input. */
function presentQueryValues(req: Request): Record<string, unknown> {
  return Object.fromEntries(Object.entries(req.query).filter(([, value]) => value !== ''));
}

function uploadedPhotos(req: Request): Express.Multer.File[] {
  return Array.isArray(req.files) ? req.files : [];
}

/** Validates the form fields and the photo count together, so one 400 names every problem. */
function parseNewProduct(body: unknown, photoCount: number): CreateProductBody {
  let parsed: CreateProductBody | undefined;
  let errors: FieldError[] = [];
  try {
    parsed = parse(createProductBody, body);
  } catch (error) {
    if (!(error instanceof HttpError)) throw error;
    errors = [...(error.errors ?? [])];
  }
  if (photoCount === 0) errors.push({ field: 'images', message: 'Add at least one photo.' });
  if (errors.length || !parsed) throw badRequest(errors[0]?.message ?? 'Invalid input', errors);
  return parsed;
}

export function createProductsRouter({ db, storage, config }: AppDeps): Router {
  const router = Router();
  const sellerOnly = requireRole(db, config, ROLES.seller);
  const photoUpload = meteredImageUpload({ db, config }, 'images', LIMITS.maxProductPhotos);

  router.get('/', async (req, res) => {
    const query = parse(productListQuery, presentQueryValues(req));
    const { data, meta } = await products.listProducts(db, query);
    send(res, data, { meta });
  });

  router.get('/facets', async (req, res) => {
    send(res, await catalogueFacets(db, parse(productFacetQuery, presentQueryValues(req))));
  });

  router.get('/sitemap', async (req, res) => {
    const { data, meta } = await products.listSitemapEntries(db, parse(productSitemapQuery, presentQueryValues(req)));
    send(res, data, { meta });
  });

  router.get('/details/:id', async (req, res) => {
    send(res, await products.getPublicProduct(db, parseId(req.params.id)));
  });

  router.get('/related/:id', async (req, res) => {
    send(res, await products.listRelatedProducts(db, parseId(req.params.id)));
  });

  router.get('/seller', sellerOnly, async (req, res) => {
    const query = parse(sellerProductQuery, presentQueryValues(req));
    const { data, meta } = await products.listSellerProducts(db, currentUser(res).id, query);
    send(res, data, { meta });
  });

  router.post('/new', sellerOnly, ...photoUpload, async (req, res) => {
    const photos = uploadedPhotos(req);
    const body = parseNewProduct(req.body, photos.length);
    const created = await products.createProduct({ db, storage }, currentUser(res).id, body, photos);
    send(res, created, { status: 201, msg: MESSAGES.productAdded });
  });

  router.get('/mine/:id', sellerOnly, async (req, res) => {
    send(res, await products.getEditableProduct(db, currentUser(res).id, parseId(req.params.id)));
  });

  router.patch('/:id', sellerOnly, products.requireOwnProduct(db), ...photoUpload, async (req, res) => {
    const productId = parseId(req.params.id);
    const body = parse(updateProductBody, req.body);
    const saved = await products.updateProduct(
      { db, storage },
      currentUser(res).id,
      productId,
      body,
      uploadedPhotos(req),
    );
    send(res, saved, { msg: MESSAGES.productSaved });
  });

  router.post('/:id/restock', sellerOnly, async (req, res) => {
    const productId = parseId(req.params.id);
    const { stock } = parse(restockBody, req.body);
    send(res, await products.restockProduct(db, currentUser(res).id, productId, stock), {
      msg: MESSAGES.productRestocked,
    });
  });

  router.post('/:id/restore', sellerOnly, async (req, res) => {
    const productId = parseId(req.params.id);
    send(res, await products.restoreProduct(db, currentUser(res).id, productId), { msg: MESSAGES.productRestored });
  });

  router.delete('/delete/:id', sellerOnly, async (req, res) => {
    const productId = parseId(req.params.id);
    await products.archiveProduct(db, currentUser(res).id, productId);
    send(res, { id: productId }, { msg: MESSAGES.productDeleted });
  });

  return router;
}
