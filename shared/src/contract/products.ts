import { z } from 'zod';
import { CONDITIONS, LIMITS, PRODUCT_LIST_SORTS, SELLER_PRODUCT_FILTERS } from '../constants';
import { brandData, colorData } from './catalog';
import { pageMeta } from './envelope';
import { ratingSummary } from './ratings';
import { boundedNumber, idList, pathId, positiveId, smallId, wholeNumber } from './fields';
import { defineRoute } from './route';

const page = () => boundedNumber(1).optional();
const limit = () =>
  wholeNumber()
    .pipe(z.number().int().min(1, 'must be 1 or more').max(LIMITS.maxPageSize, `must be at most ${LIMITS.maxPageSize}`))
    .optional();
const money = () => boundedNumber(0);

/** GET /products query (without `ids`: see productBatchQuery). */
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
  /** Only products rated at least this many stars on average ("4 stars and up": 4). */
  minRating: wholeNumber()
    .pipe(z.number().int().min(1, 'must be from 1 to 5 stars').max(5, 'must be from 1 to 5 stars'))
    .optional(),
  /** Seek past a row of another page: `nextCursor`/`prevCursor` of the page meta (the links carry it). */
  cursor: z.string().max(LIMITS.cursorMaxLength, `must be at most ${LIMITS.cursorMaxLength} characters`).optional(),
  /** `true` also answers the facet counts of the search and filters (`meta.facets`), in the same request. */
  facets: z
    .enum(['true', 'false'], { error: 'must be true or false' })
    .transform((value) => value === 'true')
    .optional(),
});
export type ProductListQuery = z.infer<typeof productListQuery>;

/** GET /products?ids=…: the batch lookup (paging and filters ignored). */
export const productBatchQuery = z.object({
  ids: idList().pipe(
    z
      .array(z.number())
      .min(1, 'must name at least one id')
      .max(LIMITS.maxBatchIds, `can have at most ${LIMITS.maxBatchIds} ids`),
  ),
});
export type ProductBatchQuery = z.infer<typeof productBatchQuery>;

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
export const productSitemapEntry = z
  .object({ id: z.int(), updated_at: z.string().describe('ISO 8601.') })
  .meta({ id: 'ProductSitemapEntry' });
export type ProductSitemapEntry = z.infer<typeof productSitemapEntry>;

export const productSitemapMeta = z
  .object({
    next: z
      .int()
      .nullable()
      .describe('`after` for the next page, or null when this page was the last up to `through`.'),
    lastId: z
      .int()
      .nullable()
      .describe('The highest id of an unarchived product (null when none): where the last sitemap file ends.'),
  })
  .meta({ id: 'ProductSitemapMeta' });
export type ProductSitemapMeta = z.infer<typeof productSitemapMeta>;

/** GET /products/facets query: the list's search and filters. */
export const productFacetQuery = productListQuery.pick({
  search: true,
  minPrice: true,
  maxPrice: true,
  categoryId: true,
  brandId: true,
  colorId: true,
  minRating: true,
});
export type ProductFacetQuery = z.infer<typeof productFacetQuery>;

/** GET /products/suggestions query: the text typed so far; longer than a search can be, it is cut (never refused). */
export const suggestionQuery = z.object({
  text: z
    .string()
    .max(10_000, 'must be at most 10,000 characters')
    .optional()
    .transform((text = '') => text.trim().slice(0, LIMITS.searchMaxLength)),
});
export type SuggestionQuery = z.infer<typeof suggestionQuery>;

const productCount = z.int().describe('Live products it would give.');

/**
 * GET /products/facets → data: for the search and the filters, how many live products each category, brand
 * and colour would give (each list under every filter but its own), and the total under all of them.
 */
export const productFacets = z
  .object({
    totalData: z.int(),
    exact: z
      .boolean()
      .describe(
        'False only for a minimum rating with a price range and no search, when more than 300 products match: every ' +
          "number is then a lower bound. A search's counts are always exact.",
      ),
    categories: z.array(z.object({ id: z.int(), category_name: z.string(), products: productCount })),
    brands: z.array(brandData.extend({ products: productCount })),
    colors: z.array(colorData.extend({ products: productCount })),
  })
  .meta({ id: 'ProductFacets' });
export type ProductFacets = z.infer<typeof productFacets>;

/** GET /products → meta: the paging meta plus what a large catalogue needs. */
export const productPageMeta = pageMeta
  .extend({
    sort: z
      .enum(PRODUCT_LIST_SORTS)
      .describe(
        'The order used: `relevance` when a search is given and no sort, else the asked one (`newest` by default).',
      ),
    totalExact: z
      .boolean()
      .describe(
        'False when `totalData` (and so `totalPage`) is a lower bound: a search with more matches than it counts.',
      ),
    nextCursor: z
      .string()
      .nullable()
      .describe(
        'Cursor of the page after this one (seek paging: stable when products are added), or null on the last.',
      ),
    prevCursor: z.string().nullable().describe('Cursor of the page before this one, or null on the first.'),
    facets: productFacets
      .optional()
      .describe('With `facets=true`: what GET /products/facets answers for the same search and filters.'),
  })
  .meta({ id: 'ProductPageMeta' });
export type ProductPageMeta = z.infer<typeof productPageMeta>;

/** GET /products → data[] */
export const productListItem = z
  .object({
    id: z.int(),
    product_name: z.string(),
    price: z.int().describe('Whole rupiah.'),
    image: z.string().nullable().describe('Thumbnail URL of the first photo, or null.'),
    stock: z.int(),
    rating: ratingSummary,
  })
  .meta({ id: 'ProductListItem' });
export type ProductListItem = z.infer<typeof productListItem>;

export const suggestions = z
  .object({
    products: z.array(productListItem).describe('Matching live products, best match first.'),
    categories: z
      .array(z.object({ id: z.int(), category_name: z.string() }))
      .describe('Categories whose name matches every typed word.'),
    brands: z.array(brandData).describe('Brands whose name matches every typed word.'),
  })
  .meta({ id: 'Suggestions' });
export type Suggestions = z.infer<typeof suggestions>;

const productDetailShape = z.object({
  id: z.int(),
  product_name: z.string(),
  price: z.int().describe('Whole rupiah.'),
  stock: z.int(),
  conditions: z.enum(CONDITIONS),
  description: z.string(),
  brand: brandData,
  color: colorData,
  categories: z.array(z.object({ id: z.int(), category_name: z.string() })),
  images: z.array(z.string()).describe('Large photo URLs, in order.'),
  thumbnails: z.array(z.string()).describe('Thumbnail URLs, in the order of `images`.'),
  seller: z.object({
    id: z.int(),
    display_name: z.string().nullable(),
    store_name: z.string().nullable(),
    store_desc: z.string().nullable(),
    rating: ratingSummary.describe("The store's average over the visible reviews of all its products."),
  }),
  rating: ratingSummary,
  archived: z.boolean(),
  created_at: z.string().describe('ISO 8601.'),
});

/** GET /products/details/:id → data */
export const productDetail = productDetailShape.meta({ id: 'ProductDetail' });
export type ProductDetail = z.infer<typeof productDetail>;

/** GET /products?ids=… → data[]: full details plus the first thumbnail, so the BFF never fans out per item. */
export const productBatchItem = productDetailShape
  .extend({ image: z.string().nullable().describe('Thumbnail URL of the first photo, or null.') })
  .meta({ id: 'ProductBatchItem' });
export type ProductBatchItem = z.infer<typeof productBatchItem>;

/** GET /products/related/:id → data[] */
export type RelatedProduct = ProductListItem;

export const sellerProductQuery = z.object({
  filter: z.enum(SELLER_PRODUCT_FILTERS, { error: `must be one of ${SELLER_PRODUCT_FILTERS.join(', ')}` }).optional(),
  page: page(),
  limit: limit(),
});
export type SellerProductQuery = z.infer<typeof sellerProductQuery>;

/** GET /products/seller → data[] */
export const sellerProductItem = z
  .object({
    id: z.int(),
    image: z.string().nullable(),
    product_name: z.string(),
    stock: z.int(),
    price: z.int(),
    archived: z.boolean(),
  })
  .meta({ id: 'SellerProduct' });
export type SellerProductItem = z.infer<typeof sellerProductItem>;

/** POST /products/new (multipart; 1–5 files in `images`). */
export const createProductBody = z.object({
  product_name: z.string().trim().min(1, 'is required').max(120, 'must be at most 120 characters'),
  description: z.string().trim().min(1, 'is required').max(5000, 'must be at most 5000 characters'),
  // Never free: at Rp 0 anyone could order the product for the shipping alone.
  price: boundedNumber(LIMITS.minProductPrice).pipe(
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
export const editableProduct = productDetailShape
  .extend({
    version: z
      .int()
      .describe("The product's version: send it back with the edit; any write to the product changes it."),
    updated_at: z.string(),
    photos: z
      .array(z.object({ id: z.int(), image: z.string(), thumbnail: z.string() }))
      .describe('The photos with the ids an edit names them by, in order.'),
  })
  .meta({ id: 'EditableProduct' });
export type EditableProduct = z.infer<typeof editableProduct>;

const productId = z.object({ id: pathId() });
const PHOTO_ERRORS = ['IMAGE_TOO_LARGE', 'NOT_AN_IMAGE', 'TOO_MANY_FILES'] as const;

export const productRoutes = {
  list: defineRoute({
    method: 'GET',
    path: '/products',
    summary: 'The catalogue: live products, searched, filtered, sorted and paged.',
    description:
      'Excludes archived and sold-out products. `maxPrice` 0 or absent means no upper bound. Pages by number, or ' +
      'by `cursor` (seek paging, stable while products are added). An empty value counts as absent.',
    access: 'public',
    query: productListQuery,
    data: z.array(productListItem),
    meta: productPageMeta,
    errors: [],
  }),
  byIds: defineRoute({
    method: 'GET',
    path: '/products',
    selectedBy: { query: 'ids' },
    summary:
      'Batch lookup: the listed products (live or sold out), in the asked order; paging and filters are ignored.',
    access: 'public',
    query: productBatchQuery,
    data: z.array(productBatchItem),
    errors: [],
  }),
  facets: defineRoute({
    method: 'GET',
    path: '/products/facets',
    summary: 'Facet counts (categories, brands, colours) for a search and filters.',
    access: 'public',
    query: productFacetQuery,
    data: productFacets,
    errors: [],
  }),
  suggestions: defineRoute({
    method: 'GET',
    path: '/products/suggestions',
    summary: "What the header's search box suggests for the text typed so far.",
    description:
      `Up to ${LIMITS.maxSuggestions} in all: matching categories and brands (at most 2 each), then live products in ` +
      `relevance order, with the search's typo rules. Fewer than ${LIMITS.suggestFromLength} characters (or no ` +
      `letter or digit) suggest nothing; text beyond ${LIMITS.searchMaxLength} characters is ignored.`,
    access: 'public',
    query: suggestionQuery,
    data: suggestions,
    errors: [],
  }),
  sitemap: defineRoute({
    method: 'GET',
    path: '/products/sitemap',
    summary: 'Ids of unarchived products in id order, keyset-paged, for the sitemaps.',
    access: 'public',
    query: productSitemapQuery,
    data: z.array(productSitemapEntry),
    meta: productSitemapMeta,
    errors: [],
  }),
  detail: defineRoute({
    method: 'GET',
    path: '/products/details/:id',
    summary: 'One live product, with its photos, categories and seller.',
    access: 'public',
    params: productId,
    data: productDetail,
    errors: ['PRODUCT_NOT_FOUND'],
  }),
  related: defineRoute({
    method: 'GET',
    path: '/products/related/:id',
    summary: `Up to ${LIMITS.relatedProducts} other live products sharing a category or the brand.`,
    access: 'public',
    params: productId,
    data: z.array(productListItem),
    errors: ['PRODUCT_NOT_FOUND'],
  }),
  sellerList: defineRoute({
    method: 'GET',
    path: '/products/seller',
    summary: "The signed-in seller's products, all or archived or sold out.",
    access: 'seller',
    query: sellerProductQuery,
    data: z.array(sellerProductItem),
    meta: pageMeta,
    errors: [],
  }),
  create: defineRoute({
    method: 'POST',
    path: '/products/new',
    summary: 'Lists a new product with 1–5 photos (multipart, files in `images`).',
    access: 'seller',
    body: createProductBody,
    upload: { field: 'images', maxFiles: LIMITS.maxProductPhotos, required: 'Add at least one photo.' },
    status: 201,
    data: productDetail,
    errors: PHOTO_ERRORS,
  }),
  editable: defineRoute({
    method: 'GET',
    path: '/products/mine/:id',
    summary: "One of the seller's own products as its edit form needs it (archived ones too).",
    access: 'seller',
    params: productId,
    data: editableProduct,
    errors: ['PRODUCT_NOT_FOUND'],
  }),
  update: defineRoute({
    method: 'PATCH',
    path: '/products/:id',
    summary: "Edits one of the seller's own products; new photos come as multipart files in `images`.",
    description:
      'Every field is optional; `version` is the one the form was loaded with (409 PRODUCT_CHANGED if the product ' +
      'changed since). `photos` orders the photos: existing photo ids and `new` for each uploaded file.',
    access: 'seller',
    params: productId,
    body: updateProductBody,
    upload: { field: 'images', maxFiles: LIMITS.maxProductPhotos },
    data: editableProduct,
    errors: ['PRODUCT_NOT_FOUND', 'PRODUCT_CHANGED', ...PHOTO_ERRORS],
  }),
  restock: defineRoute({
    method: 'POST',
    path: '/products/:id/restock',
    summary: 'Gives a sold-out product new stock.',
    access: 'seller',
    params: productId,
    body: restockBody,
    data: editableProduct,
    errors: ['PRODUCT_NOT_FOUND', 'NOT_SOLD_OUT', 'PRODUCT_ARCHIVED'],
  }),
  restore: defineRoute({
    method: 'POST',
    path: '/products/:id/restore',
    summary: 'Puts an archived product back on sale.',
    access: 'seller',
    params: productId,
    data: editableProduct,
    errors: ['PRODUCT_NOT_FOUND'],
  }),
  archive: defineRoute({
    method: 'DELETE',
    path: '/products/delete/:id',
    summary: "Archives one of the seller's own products (order history keeps it).",
    access: 'seller',
    params: productId,
    data: z.object({ id: z.int() }),
    errors: ['PRODUCT_NOT_FOUND'],
  }),
};
