import {
  brandById,
  colorById,
  API_MESSAGES,
  INTEGER_MAX,
  LIMITS,
  type CreateProductBody,
  type EditableProduct,
  type UpdateProductBody,
  type FieldError,
  type PageMeta,
  type ProductBatchItem,
  type ProductDetail,
  type ProductSitemapEntry,
  type ProductSitemapMeta,
  type ProductSitemapQuery,
  type RelatedProduct,
  type SellerProductItem,
  type SellerProductQuery,
  ratingFromColumns,
  ratingFromSum,
} from '@spectrum/shared';
import type { RequestHandler } from 'express';
import type { Db, Queryable } from '../../db/client';
import { currentUser } from '../../lib/auth';
import { badRequest, conflict, notFound } from '../../lib/errors';
import { pageMeta, pageWindow, parseId } from '../../lib/http';
import { deleteImage, withStoredImages } from '../../lib/images';
import { arrangePhotos, assertSlotsMatchUploads } from '../../lib/photo-slots';
import { largeUrl, thumbUrl, type Storage } from '../../lib/storage';
import { publishStoreEvent } from '../../lib/store-events';
import * as catalogue from './catalogue.repo';
import { toListItem } from './catalogue.service';
import { forgetSearchWords } from './search';
import * as repo from './products.repo';

/** What the demo seed may use: a product written as it is, its photos already stored. */
export { insertProduct } from './products.repo';

export interface Page<Item> {
  data: Item[];
  meta: PageMeta;
}

const toIso = (value: Date | string) => new Date(value).toISOString();

/**
 * Batch lookup for the BFF: full details of the non-archived products, in the asked order (unknown ids
 * left out), so that a list asking for details of every item costs three queries, not three per item.
 */
export async function findProductsInOrder(db: Queryable, ids: readonly number[]): Promise<ProductBatchItem[]> {
  const details = await loadProductDetails(db, [...new Set(ids)]);
  return details
    .filter((product) => !product.archived)
    .map((product) => ({ ...product, image: product.thumbnails[0] ?? null }));
}

const SITEMAP_DEFAULT_PAGE_SIZE = 1_000;

/** A page of the ids search engines may list (every unarchived product, sold out or not), in id order. */
export async function listSitemapEntries(
  db: Queryable,
  query: ProductSitemapQuery,
): Promise<{ data: ProductSitemapEntry[]; meta: ProductSitemapMeta }> {
  const after = query.after ?? 0;
  const through = query.through ?? INTEGER_MAX;
  const limit = query.limit ?? SITEMAP_DEFAULT_PAGE_SIZE;
  const [rows, lastId] = await Promise.all([
    repo.listUnarchivedIds(db, after, through, limit),
    repo.lastUnarchivedId(db),
  ]);
  const last = rows.at(-1);
  return {
    data: rows.map((row) => ({ id: row.id, updated_at: toIso(row.updated_at) })),
    meta: { next: rows.length === limit && last && last.id < through ? last.id : null, lastId },
  };
}

/** A product as the public sees it: archived ones do not exist any more (404). */
export async function getPublicProduct(db: Queryable, id: number): Promise<ProductDetail> {
  const product = await loadProductDetail(db, id);
  if (!product || product.archived) throw notFound(API_MESSAGES.productNotFound, 'PRODUCT_NOT_FOUND');
  return product;
}

async function loadProductDetail(db: Queryable, id: number): Promise<ProductDetail | undefined> {
  return (await loadProductDetails(db, [id]))[0];
}

/** Details of these products in the order of `ids`; unknown ids are left out. */
async function loadProductDetails(db: Queryable, ids: readonly number[]): Promise<ProductDetail[]> {
  if (ids.length === 0) return [];
  const rowsById = new Map((await repo.findProductDetailsWithParts(db, ids)).map((row) => [row.id, row]));
  return ids.flatMap((id) => {
    const row = rowsById.get(id);
    if (!row) return [];
    const categories = row.category_list_ids.map((categoryId, index) => ({
      id: categoryId,
      category_name: row.category_list_names[index] ?? '',
    }));
    return [toDetail(row, categories, row.image_keys)];
  });
}

// Every id a product can hold is in the lists (a foreign key to their mirror); a list that lost an entry still
// names the product's by its id rather than failing its page.
const brandOf = (id: number) => brandById(id) ?? { id, brand_name: `Brand ${id}` };
const colorOf = (id: number) => colorById(id) ?? { id, color_name: `Colour ${id}`, hex: '#808080' };

function toDetail(
  row: repo.ProductDetailRow,
  categories: { id: number; category_name: string }[],
  imageKeys: string[],
): ProductDetail {
  return {
    id: row.id,
    product_name: row.product_name,
    price: row.price,
    stock: row.stock,
    conditions: row.conditions,
    description: row.description,
    brand: brandOf(row.brand_id),
    color: colorOf(row.color_id),
    categories,
    images: imageKeys.map((key) => largeUrl(key) ?? ''),
    thumbnails: imageKeys.map((key) => thumbUrl(key) ?? ''),
    seller: {
      id: row.seller_id,
      display_name: row.display_name,
      store_name: row.store_name,
      store_desc: row.store_desc,
      rating: ratingFromSum({ rating_count: row.seller_rating_count, rating_sum: row.seller_rating_sum }),
    },
    rating: ratingFromColumns(row),
    archived: row.archived_at !== null,
    created_at: toIso(row.created_at),
  };
}

/** Up to 8 related live products: same category first, then same brand or colour, then near in price. */
export async function listRelatedProducts(db: Queryable, id: number): Promise<RelatedProduct[]> {
  const rows = await catalogue.relatedProducts(db, id, LIMITS.relatedProducts);
  if (!rows) throw notFound(API_MESSAGES.productNotFound, 'PRODUCT_NOT_FOUND');
  return rows.map(toListItem);
}

export async function listSellerProducts(
  db: Queryable,
  sellerId: number,
  query: SellerProductQuery,
): Promise<Page<SellerProductItem>> {
  const { page, limit, offset } = pageWindow(query, LIMITS.productPageSize);
  const filter = query.filter ?? 'all';
  const [totalData, rows] = await Promise.all([
    repo.countSellerProducts(db, sellerId, filter),
    repo.listSellerProducts(db, sellerId, filter, limit, offset),
  ]);
  const data = rows.map((row): SellerProductItem => ({
    id: row.id,
    image: thumbUrl(row.image_key),
    product_name: row.product_name,
    stock: row.stock,
    price: row.price,
    archived: row.archived,
  }));
  return { data, meta: pageMeta(page, limit, totalData, { filter: query.filter }) };
}

/** Checks the categories, brand and colour the body names (those it leaves out are not checked). */
async function assertReferencesExist(db: Queryable, body: Partial<CreateProductBody>): Promise<void> {
  const errors: FieldError[] = [];
  if (body.categories) {
    const known = await repo.existingCategoryIds(db, body.categories);
    const unknown = [...new Set(body.categories)].filter((id) => !known.has(id));
    if (unknown.length === 1) errors.push({ field: 'categories', message: `Category ${unknown[0]} does not exist.` });
    if (unknown.length > 1)
      errors.push({ field: 'categories', message: `Categories ${unknown.join(', ')} do not exist.` });
  }
  if (body.brand_id !== undefined && !(await repo.brandExists(db, body.brand_id))) {
    errors.push({ field: 'brand_id', message: `Brand ${body.brand_id} does not exist.` });
  }
  if (body.color_id !== undefined && !(await repo.colorExists(db, body.color_id))) {
    errors.push({ field: 'color_id', message: `Colour ${body.color_id} does not exist.` });
  }
  if (errors.length) throw badRequest(errors[0]!.message, errors);
}

/** The product's own columns from a create form, or from an edit form (which leaves out what it does not change). */
function productColumns(body: CreateProductBody): Required<repo.ProductChanges>;
function productColumns(body: UpdateProductBody): repo.ProductChanges;
function productColumns(body: Partial<CreateProductBody>): repo.ProductChanges {
  return {
    productName: body.product_name,
    description: body.description,
    price: body.price,
    stock: body.stock,
    brandId: body.brand_id,
    colorId: body.color_id,
    conditions: body.conditions,
  };
}

/**
 * Creates a product for `sellerId`: references and photos are checked before anything is written; the
 * photos are stored first and removed again when the database transaction fails.
 */
export async function createProduct(
  deps: { db: Db; storage: Storage },
  sellerId: number,
  body: CreateProductBody,
  photos: readonly Express.Multer.File[],
): Promise<ProductDetail> {
  const { db, storage } = deps;
  await assertReferencesExist(db, body);
  const productId = await withStoredImages(storage, 'products', photos, (imageKeys) =>
    db.transaction(async (tx) => {
      const id = await repo.insertProduct(tx, {
        sellerId,
        ...productColumns(body),
        categoryIds: [...new Set(body.categories)],
        imageKeys,
      });
      await publishStoreEvent(tx, { type: 'product.changed', productIds: [id] });
      return id;
    }),
  );
  forgetSearchWords(db);
  const created = await loadProductDetail(db, productId);
  if (!created) throw new Error(`Product ${productId} vanished right after it was created`);
  return created;
}

export async function archiveProduct(db: Queryable, sellerId: number, productId: number): Promise<void> {
  if (!(await repo.archiveProduct(db, productId, sellerId)))
    throw notFound(API_MESSAGES.productNotFound, 'PRODUCT_NOT_FOUND');
  await publishStoreEvent(db, { type: 'product.changed', productIds: [productId] });
}

const productNotFound = () => notFound(API_MESSAGES.productNotFound, 'PRODUCT_NOT_FOUND');

/**
 * Middleware, after the seller check: the product in the path is this seller's (404 otherwise, as for a product
 * that does not exist), checked before anything reads the request's body or counts it as an upload.
 */
export function requireOwnProduct(db: Queryable): RequestHandler {
  return async (req, res, next) => {
    if (!(await repo.findOwnedProduct(db, parseId(req.params.id), currentUser(res).id))) throw productNotFound();
    next();
  };
}

/** One of the seller's products, archived or not, as the edit form loads it; 404 for anyone else's. */
export async function getEditableProduct(db: Queryable, sellerId: number, productId: number): Promise<EditableProduct> {
  const owned = await repo.findOwnedProduct(db, productId, sellerId);
  if (!owned) throw productNotFound();
  const [detail, photos] = await Promise.all([loadProductDetail(db, productId), repo.findPhotos(db, productId)]);
  if (!detail) throw productNotFound();
  return {
    ...detail,
    version: owned.version,
    updated_at: toIso(owned.updated_at),
    photos: photos.map((photo) => ({
      id: photo.id,
      image: largeUrl(photo.image_key) ?? '',
      thumbnail: thumbUrl(photo.image_key) ?? '',
    })),
  };
}

/**
 * Edits a product of this seller in one transaction: fields, categories and photos together, refused with 409
 * when the product changed since `version` (an edit elsewhere, or a checkout or cancellation moving its stock,
 * so a stock typed in the form never overwrites units sold meanwhile). New photos are stored before the
 * transaction and removed again when it fails; files of photos the edit removed are deleted after it commits.
 */
export async function updateProduct(
  deps: { db: Db; storage: Storage },
  sellerId: number,
  productId: number,
  body: UpdateProductBody,
  uploads: readonly Express.Multer.File[],
): Promise<EditableProduct> {
  const { db, storage } = deps;
  assertSlotsMatchUploads(body.photos, uploads.length);
  if (!(await repo.findOwnedProduct(db, productId, sellerId))) throw productNotFound();
  await assertReferencesExist(db, body);
  const removedKeys = await withStoredImages(storage, 'products', uploads, (uploadedKeys) =>
    db.transaction(async (tx) => {
      const owned = await repo.findOwnedProduct(tx, productId, sellerId, true);
      if (!owned) throw productNotFound();
      if (owned.version !== body.version) {
        throw conflict(API_MESSAGES.productChanged, 'PRODUCT_CHANGED', { productId, version: owned.version });
      }
      await repo.updateProduct(tx, productId, productColumns(body));
      if (body.categories) await repo.replaceCategories(tx, productId, [...new Set(body.categories)]);
      await publishStoreEvent(tx, { type: 'product.changed', productIds: [productId] });
      if (!body.photos && uploadedKeys.length === 0) return [];
      const current = await repo.findPhotos(tx, productId);
      const keys = arrangePhotos(current, body.photos, uploadedKeys, API_MESSAGES.photoNotOwned);
      if (keys.length > LIMITS.maxProductPhotos) {
        throw badRequest(API_MESSAGES.tooManyPhotos, [{ field: 'images', message: API_MESSAGES.tooManyPhotos }]);
      }
      await repo.replacePhotos(tx, productId, keys);
      return current.map((photo) => photo.image_key).filter((key) => !keys.includes(key));
    }),
  );
  forgetSearchWords(db);
  // Past orders keep their own snapshot (name, price, image key), but the snapshot's file is the same one: a
  // photo an order still shows keeps its file.
  const stillShown = await repo.imageKeysInOrders(db, removedKeys);
  await Promise.all(
    removedKeys.filter((key) => !stillShown.has(key)).map((key) => deleteImage(storage, key).catch(() => undefined)),
  );
  return getEditableProduct(db, sellerId, productId);
}

/** Gives a sold-out product of this seller stock again; 409 when it is not sold out (or archived). */
export async function restockProduct(
  db: Queryable,
  sellerId: number,
  productId: number,
  stock: number,
): Promise<EditableProduct> {
  if (!(await repo.restockSoldOut(db, productId, sellerId, stock))) {
    const owned = await repo.findOwnedProduct(db, productId, sellerId);
    if (!owned) throw productNotFound();
    if (owned.archived) throw conflict(API_MESSAGES.restockArchived, 'PRODUCT_ARCHIVED', { productId });
    throw conflict(API_MESSAGES.notSoldOut(owned.product_name, owned.stock), 'NOT_SOLD_OUT', {
      productId,
      stock: owned.stock,
    });
  }
  await publishStoreEvent(db, { type: 'product.changed', productIds: [productId] });
  return getEditableProduct(db, sellerId, productId);
}

/** Brings an archived product of this seller back to the shop; a live one is answered as it is. */
export async function restoreProduct(db: Queryable, sellerId: number, productId: number): Promise<EditableProduct> {
  if (await repo.restoreArchived(db, productId, sellerId)) {
    await publishStoreEvent(db, { type: 'product.changed', productIds: [productId] });
  } else if (!(await repo.findOwnedProduct(db, productId, sellerId))) {
    throw productNotFound();
  }
  return getEditableProduct(db, sellerId, productId);
}
