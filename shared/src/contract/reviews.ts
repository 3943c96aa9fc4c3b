import { z } from 'zod';
import { LIMITS } from '../constants';
import { API_MESSAGES } from '../messages';
import { pageMeta } from './envelope';
import { idList, pathId, wholeNumber } from './fields';
import { photoSlots } from './products';
import { ratingSummary } from './ratings';
import { defineRoute } from './route';

export const REVIEW_SORTS = ['newest', 'helpful'] as const;
export type ReviewSort = (typeof REVIEW_SORTS)[number];

const text = (max: number) =>
  z
    .string()
    .trim()
    .min(1, 'is required')
    .max(max, `must be at most ${max.toLocaleString('en-US')} characters`);

/** 1–5 stars, whole: "4" from a form counts as 4. */
export const reviewRating = () =>
  wholeNumber('a whole number from 1 to 5').pipe(
    z.number().int().min(1, 'must be from 1 to 5 stars').max(5, 'must be from 1 to 5 stars'),
  );

/** POST /products/:productId/reviews (multipart, or JSON without photos; up to `LIMITS.maxReviewPhotos` files in `photos`). */
export const createReviewBody = z.object({
  rating: reviewRating(),
  title: text(LIMITS.reviewTitleMaxLength),
  body: text(LIMITS.reviewBodyMaxLength),
});
export type CreateReviewBody = z.infer<typeof createReviewBody>;

/**
 * PATCH /reviews/:id: every field optional. `photos` orders the photos as a product edit does (existing photo
 * ids and `new` for each uploaded file; photos left out are removed); without it the photos stay and uploaded
 * files are added after them.
 */
export const updateReviewBody = createReviewBody.partial().extend({
  photos: z
    .union([z.literal(''), z.literal('none')])
    .transform(() => [])
    .or(photoSlots())
    .optional(),
});
export type UpdateReviewBody = z.infer<typeof updateReviewBody>;

/** PUT /reviews/:id/reply */
export const replyBody = z.object({ body: text(LIMITS.reviewReplyMaxLength) });
export type ReplyBody = z.infer<typeof replyBody>;

const reviewPage = () =>
  wholeNumber().pipe(z.number().int().min(1, 'must be 1 or more').max(100_000, 'must be at most 100000')).optional();

/** GET /products/:productId/reviews query */
export const productReviewsQuery = z.object({
  sort: z.enum(REVIEW_SORTS, { error: `must be one of ${REVIEW_SORTS.join(', ')}` }).optional(),
  page: reviewPage(),
});
export type ProductReviewsQuery = z.infer<typeof productReviewsQuery>;

/** GET /reviews query */
export const latestReviewsQuery = z.object({ page: reviewPage() });

export const reviewData = z
  .object({
    id: z.int(),
    product: z.object({
      id: z.int(),
      product_name: z.string(),
      image: z.string().nullable().describe('Thumbnail URL of its first photo, or null.'),
    }),
    rating: z.int().describe('1–5 stars.'),
    title: z.string().describe('As typed (plain text: show it escaped).'),
    body: z.string().describe('As typed (plain text: show it escaped).'),
    reviewer: z.object({ id: z.int(), display_name: z.string().describe('Or "Customer" when none is set.') }),
    verified_purchase: z.literal(true).describe('Every review comes from a Completed order line.'),
    photos: z.array(z.object({ id: z.int(), image: z.string(), thumbnail: z.string() })),
    helpful_count: z.int(),
    reply: z
      .object({ body: z.string(), created_at: z.string(), updated_at: z.string() })
      .nullable()
      .describe("The product's seller's public reply."),
    created_at: z.string().describe('ISO 8601.'),
    updated_at: z.string().describe('ISO 8601.'),
  })
  .meta({ id: 'Review' });
export type ReviewData = z.infer<typeof reviewData>;

export const reviewPageMeta = pageMeta
  .extend({ sort: z.enum(REVIEW_SORTS), rating: ratingSummary })
  .meta({ id: 'ReviewPageMeta' });
export type ReviewPageMeta = z.infer<typeof reviewPageMeta>;

/** GET /products/:productId/reviews/mine → data */
export const myReviewData = z
  .object({
    eligible: z.boolean().describe('Whether the customer may write (or has written) a review of the product.'),
    review: reviewData.nullable(),
  })
  .meta({ id: 'MyReview' });
export type MyReviewData = z.infer<typeof myReviewData>;

/** GET /reviews/ratings?ids=… → data[] */
export const productRating = ratingSummary.extend({ product_id: z.int() }).meta({ id: 'ProductRating' });
export type ProductRating = z.infer<typeof productRating>;

const productParam = z.object({ productId: pathId() });
const reviewParam = z.object({ id: pathId() });
const PHOTO_ERRORS = ['IMAGE_TOO_LARGE', 'NOT_AN_IMAGE', 'TOO_MANY_FILES'] as const;

export const reviewRoutes = {
  productReviews: defineRoute({
    method: 'GET',
    path: '/products/:productId/reviews',
    summary: `A product's visible reviews, newest or most helpful first, ${LIMITS.reviewPageSize} a page.`,
    access: 'public',
    params: productParam,
    query: productReviewsQuery,
    data: z.array(reviewData),
    meta: reviewPageMeta,
    errors: ['PRODUCT_NOT_FOUND'],
  }),
  latest: defineRoute({
    method: 'GET',
    path: '/reviews',
    summary: `The newest visible reviews across the store, ${LIMITS.reviewPageSize} a page.`,
    access: 'public',
    query: latestReviewsQuery,
    data: z.array(reviewData),
    meta: pageMeta,
    errors: [],
  }),
  ratings: defineRoute({
    method: 'GET',
    path: '/reviews/ratings',
    summary: 'The rating of each listed product (batch, for product cards), in the asked order.',
    access: 'public',
    query: z.object({
      ids: idList().pipe(
        z
          .array(z.number())
          .min(1, 'must name at least one id')
          .max(LIMITS.maxBatchIds, `can have at most ${LIMITS.maxBatchIds} ids`),
      ),
    }),
    data: z.array(productRating),
    errors: [],
  }),
  sellerRating: defineRoute({
    method: 'GET',
    path: '/reviews/sellers/:sellerId',
    summary: "A seller's store rating: the average over the visible reviews of all its products.",
    access: 'public',
    params: z.object({ sellerId: pathId() }),
    data: ratingSummary,
    errors: ['NOT_FOUND'],
  }),
  mine: defineRoute({
    method: 'GET',
    path: '/products/:productId/reviews/mine',
    summary: 'Whether the signed-in customer may review the product, and their review of it if any.',
    access: 'customer',
    params: productParam,
    data: myReviewData,
    errors: ['PRODUCT_NOT_FOUND'],
  }),
  create: defineRoute({
    method: 'POST',
    path: '/products/:productId/reviews',
    summary: `Reviews a product bought on a Completed order line, with up to ${LIMITS.maxReviewPhotos} photos.`,
    description: 'Multipart with the photos as files in `photos`, or JSON without photos. One review per product.',
    access: 'customer',
    params: productParam,
    body: createReviewBody,
    upload: { field: 'photos', maxFiles: LIMITS.maxReviewPhotos, tooManyFiles: API_MESSAGES.tooManyReviewPhotos },
    status: 201,
    data: reviewData,
    errors: ['PRODUCT_NOT_FOUND', 'NOT_ELIGIBLE_TO_REVIEW', 'ALREADY_REVIEWED', ...PHOTO_ERRORS],
  }),
  update: defineRoute({
    method: 'PATCH',
    path: '/reviews/:id',
    summary: 'Edits one of the customer’s own reviews (rating, title, text, photos).',
    access: 'customer',
    params: reviewParam,
    body: updateReviewBody,
    upload: { field: 'photos', maxFiles: LIMITS.maxReviewPhotos, tooManyFiles: API_MESSAGES.tooManyReviewPhotos },
    data: reviewData,
    errors: ['REVIEW_NOT_FOUND', ...PHOTO_ERRORS],
  }),
  remove: defineRoute({
    method: 'DELETE',
    path: '/reviews/:id',
    summary: 'Deletes one of the customer’s own reviews.',
    access: 'customer',
    params: reviewParam,
    data: z.object({ id: z.int() }),
    errors: ['REVIEW_NOT_FOUND'],
  }),
  reply: defineRoute({
    method: 'PUT',
    path: '/reviews/:id/reply',
    summary: "The product's seller posts or edits their one public reply to a review.",
    access: 'seller',
    params: reviewParam,
    body: replyBody,
    data: reviewData,
    errors: ['REVIEW_NOT_FOUND'],
  }),
  report: defineRoute({
    method: 'POST',
    path: '/reviews/:id/report',
    summary: `Reports a review, once per person; ${LIMITS.reviewReportsToHide} reports hide it until a moderator decides.`,
    access: 'signed-in',
    params: reviewParam,
    status: 201,
    data: z.object({ id: z.int() }),
    errors: ['REVIEW_NOT_FOUND', 'ALREADY_REPORTED', 'OWN_REVIEW'],
  }),
  vote: defineRoute({
    method: 'POST',
    path: '/reviews/:id/helpful',
    summary: 'Marks a review helpful, once per person (not one’s own).',
    access: 'signed-in',
    params: reviewParam,
    status: 201,
    data: z.object({ id: z.int(), helpful_count: z.int() }),
    errors: ['REVIEW_NOT_FOUND', 'ALREADY_VOTED', 'OWN_REVIEW'],
  }),
};
