import { z } from 'zod';
import {
  CONDITIONS,
  LIMITS,
  PRODUCT_LIST_SORTS,
  SELLER_PRODUCT_FILTERS,
  type Condition,
  type ProductListSort,
} from '../constants';
import type { PageMeta } from './envelope';
import { boundedNumber, idList, positiveId, smallId, wholeNumber } from './fields';

const page = () => boundedNumber(1).optional();
const limit = () =>
  wholeNumber()
    .pipe(z.number().int().min(1, 'must be 1 or more').max(LIMITS.maxPageSize, `must be at most ${LIMITS.maxPageSize}`))
    .optional();
const money = () => boundedNumber(0);

/** GET /products query. With `ids`, paging and filters are ignored (batch lookup). */
export const productListQuery = z.object({
  page: page(),
  limit: limit(),
  sort: z.enum(PRODUCT_LIST_SORTS, { error: `must be one of ${PRODUCT_LIST_SORTS.join(', ')}` }).optional(),
  search: z
    .string()
    .trim()
    .max(LIMITS.searchMaxLength, `must be at most ${LIMITS.searchMaxLength} characters`)
    .optional(),
  minPrice: money().optional(),
  /** 0 or absent means no upper bound. */
  maxPrice: money().optional(),
  categoryId: positiveId().optional(),
  brandId: smallId().optional(),
  colorId: smallId().optional(),
  /** Seek past a row of another page: `nextCursor`/`prevCursor` of the page meta (the links carry it). */
  cursor: z.string().max(LIMITS.cursorMaxLength, `must be at most ${LIMITS.cursorMaxLength} characters`).optional(),
  /** `true` also answers the facet counts of the search and filters (`meta.facets`), in the same request. */
  facets: z
    .enum(['true', 'false'], { error: 'must be true or false' })
    .transform((value) => value === 'true')
    .optional(),
  ids: idList()
    .pipe(
      z
        .array(z.number())
        .min(1, 'must name at least one id')
        .max(LIMITS.maxBatchIds, `can have at most ${LIMITS.maxBatchIds} ids`),
    )
    .optional(),
});
export type ProductListQuery = z.infer<typeof productListQuery>;

/** GET /products → meta: the paging meta plus what a large catalogue needs. */
export interface ProductPageMeta extends PageMeta {
  /** The order used: `relevance` when a search is given and no sort, else the asked one (`newest` by default). */
  sort: ProductListSort;
  /** False when `totalData` (and so `totalPage`) is a lower bound: a search with more matches than it counts. */
  totalExact: boolean;
  /** Cursor of the page after this one (seek paging: stable when products are added), or null on the last. */
  nextCursor: string | null;
  /** Cursor of the page before this one, or null on the first. */
  prevCursor: string | null;
  /** With `facets=true`: what GET /products/facets answers for the same search and filters. */
  facets?: ProductFacets;
}

/**
 * GET /products/sitemap query: ids of unarchived products after `after` and at most `through`, in id order
 * (keyset paging: pass the answer's `meta.next` as the next `after`).
 */
export const productSitemapQuery = z.object({
  after: boundedNumber(0).optional(),
  through: positiveId().optional(),
  limit: wholeNumber()
    .pipe(
      z
        .number()
        .int()
        .min(1, 'must be 1 or more')
        .max(LIMITS.maxSitemapPageSize, `must be at most ${LIMITS.maxSitemapPageSize}`),
    )
    .optional(),
});
export type ProductSitemapQuery = z.infer<typeof productSitemapQuery>;

/** One GET /products/sitemap item: a product page search engines may list, and when it last changed. */
export interface ProductSitemapEntry {
  id: number;
  /** ISO 8601. */
  updated_at: string;
}

/** GET /products/sitemap → meta. */
export interface ProductSitemapMeta {
  /** `after` for the next page, or null when this page was the last one up to `through`. */
  next: number | null;
  /** The highest id of an unarchived product (null when there is none): where the last sitemap file ends. */
  lastId: number | null;
}

/** GET /products/facets query: the list's search and filters. */
export const productFacetQuery = productListQuery.pick({
  search: true,
  minPrice: true,
  maxPrice: true,
  categoryId: true,
  brandId: true,
  colorId: true,
});
export type ProductFacetQuery = z.infer<typeof productFacetQuery>;

/**
 * GET /products/facets → data: for the search and the filters, how many live products each category, brand
 * and colour would give (each list under every filter but its own), and the total under all of them.
 */
export interface ProductFacets {
  totalData: number;
  /** False when the search matched more products than it counts: every number is then a lower bound. */
  exact: boolean;
  categories: { id: number; category_name: string; products: number }[];
  brands: { id: number; brand_name: string; products: number }[];
  colors: { id: number; color_name: string; hex: string; products: number }[];
}

/** GET /products → data[] */
export interface ProductListItem {
  id: number;
  product_name: string;
  price: number;
  /** Thumbnail URL of the first photo, or null. */
  image: string | null;
  stock: number;
}

/** GET /products/details/:id → data */
export interface ProductDetail {
  id: number;
  product_name: string;
  price: number;
  stock: number;
  conditions: Condition;
  description: string;
  brand: { id: number; brand_name: string };
  color: { id: number; color_name: string; hex: string };
  categories: { id: number; category_name: string }[];
  /** Large photo URLs, in order. */
  images: string[];
  /** Thumbnail URLs, same order as `images`. */
  thumbnails: string[];
  seller: { id: number; display_name: string | null; store_name: string | null; store_desc: string | null };
  archived: boolean;
  created_at: string;
}

/** GET /products?ids=… → data[]: full details plus the first thumbnail, so the BFF never fans out per item. */
export interface ProductBatchItem extends ProductDetail {
  image: string | null;
}

/** GET /products/related/:id → data[] */
export type RelatedProduct = ProductListItem;

export const sellerProductQuery = z.object({
  filter: z.enum(SELLER_PRODUCT_FILTERS, { error: `must be one of ${SELLER_PRODUCT_FILTERS.join(', ')}` }).optional(),
  page: page(),
  limit: limit(),
});
export type SellerProductQuery = z.infer<typeof sellerProductQuery>;

/** GET /products/seller → data[] */
export interface SellerProductItem {
  id: number;
  image: string | null;
  product_name: string;
  stock: number;
  price: number;
  archived: boolean;
}

/** POST /products/new (multipart; 1–5 files in `images`). */
export const createProductBody = z.object({
  product_name: z.string().trim().min(1, 'is required').max(120, 'must be at most 120 characters'),
  description: z.string().trim().min(1, 'is required').max(5000, 'must be at most 5000 characters'),
  price: money().pipe(
    z.number().max(LIMITS.maxProductPrice, `must be at most ${LIMITS.maxProductPrice.toLocaleString('en-US')}`),
  ),
  stock: wholeNumber().pipe(
    z
      .number()
      .int()
      .min(0, 'must be 0 or more')
      .max(LIMITS.maxProductStock, `must be at most ${LIMITS.maxProductStock.toLocaleString('en-US')}`),
  ),
  categories: idList().pipe(
    z.array(z.number()).min(1, 'must have at least one category').max(10, 'can have at most 10 categories'),
  ),
  brand_id: smallId(),
  color_id: smallId(),
  conditions: z.enum(CONDITIONS, { error: `must be one of ${CONDITIONS.join(', ')}` }),
});
export type CreateProductBody = z.infer<typeof createProductBody>;

/** POST /products/new → data */
export type CreatedProduct = ProductDetail;

/** One photo slot of an edited product: a photo it already has (by photo id), or the next uploaded file. */
export type PhotoSlot = { existing: number } | { upload: true };

/**
 * The `photos` field of PATCH /products/:id: the product's photos in their new order, comma-separated, each
 * an existing photo's id or `new` for the next file in `images` ("12,new,9"). Photos left out are removed.
 */
export const photoSlots = () =>
  z
    .union([z.array(z.string()), z.string()])
    .transform((value) =>
      (Array.isArray(value) ? value : value.split(',')).map((part) => part.trim()).filter((part) => part !== ''),
    )
    .pipe(
      z
        .array(
          z.union([
            z.literal('new').transform((): PhotoSlot => ({ upload: true })),
            z
              .string()
              .regex(/^[1-9][0-9]{0,8}$/, 'must name photo ids or "new"')
              .transform((id): PhotoSlot => ({ existing: Number(id) })),
          ]),
        )
        .min(1, 'must keep at least one photo')
        .max(LIMITS.maxProductPhotos, `can hold at most ${LIMITS.maxProductPhotos} photos`),
    );

/**
 * PATCH /products/:id (multipart, or JSON without new photos). Every product field is optional and validated
 * as at creation; `version` is the one the edit form was loaded with. Without `photos`, the photos stay as
 * they are and uploaded files are added after them.
 */
export const updateProductBody = createProductBody.partial().extend({
  version: positiveId(),
  photos: photoSlots().optional(),
});
export type UpdateProductBody = z.infer<typeof updateProductBody>;

/** POST /products/:id/restock: the stock a sold-out product gets. */
export const restockBody = z.object({
  stock: wholeNumber().pipe(z.number().int().min(1, 'must be 1 or more').max(1_000_000, 'must be at most 1,000,000')),
});
export type RestockBody = z.infer<typeof restockBody>;

/** GET /products/mine/:id, PATCH /products/:id, restock and restore → data: a product as its owner edits it. */
export interface EditableProduct extends ProductDetail {
  /** The product's version: send it back with the edit; any write to the product changes it. */
  version: number;
  updated_at: string;
  /** The photos with the ids an edit names them by, in order. */
  photos: { id: number; image: string; thumbnail: string }[];
}
