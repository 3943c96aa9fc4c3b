import {
  API_MESSAGES,
  LIMITS,
  ORDER_STATUS,
  ratingFromColumns,
  ratingFromSum,
  type CreateReviewBody,
  type MyReviewData,
  type PageMeta,
  type ProductRating,
  type RatingSummary,
  type ReviewData,
  type ReviewPageMeta,
  type ReviewSort,
  type UpdateReviewBody,
} from '@spectrum/shared';
import type { RequestHandler } from 'express';
import type { Db, Queryable } from '../../db/client';
import { currentUser } from '../../lib/auth';
import { HttpError, badRequest, conflict, notFound } from '../../lib/errors';
import { pageMeta, parseId } from '../../lib/http';
import { deleteImage, withStoredImages } from '../../lib/images';
import { arrangePhotos, assertSlotsMatchUploads } from '../../lib/photo-slots';
import { largeUrl, thumbUrl, type Storage } from '../../lib/storage';
import { publishStoreEvent } from '../../lib/store-events';
import { recordReviewNotice } from '../notifications/notifications.service';
import * as repo from './reviews.repo';

export const REVIEW_MESSAGES = {
  notEligible: 'Only customers who bought this product and received it (a Completed order) can review it',
  alreadyReviewed: 'You have already reviewed this product: edit your review instead',
  reviewNotFound: 'Review not found',
  alreadyReported: 'You have already reported this review',
  alreadyVoted: 'You have already marked this review helpful',
  ownReview: 'You cannot do this on your own review',
} as const;

const productNotFound = () => notFound(API_MESSAGES.productNotFound, 'PRODUCT_NOT_FOUND');
const reviewNotFound = () => notFound(REVIEW_MESSAGES.reviewNotFound, 'REVIEW_NOT_FOUND');
const iso = (value: Date | string) => new Date(value).toISOString();

export function toReview(row: repo.ReviewRow): ReviewData {
  return {
    id: row.id,
    product: { id: row.product_id, product_name: row.product_name, image: thumbUrl(row.product_image_key) },
    rating: row.rating,
    title: row.title,
    body: row.body,
    reviewer: { id: row.customer_id, display_name: row.display_name?.trim() || 'Customer' },
    verified_purchase: true,
    photos: row.photos.map((photo) => ({
      id: photo.id,
      image: largeUrl(photo.image_key)!,
      thumbnail: thumbUrl(photo.image_key)!,
    })),
    helpful_count: row.helpful_count,
    reply:
      row.reply_body === null
        ? null
        : {
            body: row.reply_body,
            created_at: iso(row.reply_at ?? row.updated_at),
            updated_at: iso(row.reply_updated_at ?? row.updated_at),
          },
    created_at: iso(row.created_at),
    updated_at: iso(row.updated_at),
  };
}

export async function listProductReviews(
  db: Queryable,
  productId: number,
  query: { sort?: ReviewSort; page?: number },
): Promise<{ data: ReviewData[]; meta: ReviewPageMeta }> {
  const sort = query.sort ?? 'newest';
  const limit = LIMITS.reviewPageSize;
  const found = await repo.productReviewPage(db, productId, sort, { limit, page: query.page ?? 1 });
  if (!found) throw productNotFound();
  const { product, rows } = found;
  return {
    data: rows.map(toReview),
    meta: {
      ...pageMeta(product.page, limit, product.rating_count, { sort }),
      sort,
      rating: ratingFromColumns(product),
    },
  };
}

export async function listLatestReviews(
  db: Queryable,
  query: { page?: number },
): Promise<{ data: ReviewData[]; meta: PageMeta }> {
  const limit = LIMITS.reviewPageSize;
  const total = await repo.countVisibleReviews(db);
  const page = Math.min(query.page ?? 1, Math.max(1, Math.ceil(total / limit)));
  const rows = await repo.listLatestReviews(db, { limit, offset: (page - 1) * limit });
  return { data: rows.map(toReview), meta: pageMeta(page, limit, total) };
}

/** Ratings of the listed products in the asked order (unknown ids left out). */
export async function productRatings(db: Queryable, ids: readonly number[]): Promise<ProductRating[]> {
  const rows = new Map((await repo.productRatings(db, ids)).map((row) => [row.id, row]));
  return ids.flatMap((id) => {
    const row = rows.get(id);
    return row ? [{ product_id: id, ...ratingFromColumns(row) }] : [];
  });
}

export async function sellerRating(db: Queryable, sellerId: number): Promise<RatingSummary> {
  const row = await repo.sellerRating(db, sellerId);
  if (!row) throw notFound('Seller not found');
  return ratingFromSum(row);
}

async function eligibility(db: Queryable, customerId: number, productId: number): Promise<repo.ProductRatingRow> {
  const product = await repo.findLiveProduct(db, productId);
  if (!product) throw productNotFound();
  if (!(await repo.hasLineInStatus(db, customerId, productId, ORDER_STATUS.completed))) {
    throw new HttpError(403, REVIEW_MESSAGES.notEligible, undefined, { code: 'NOT_ELIGIBLE_TO_REVIEW' });
  }
  return product;
}

export async function myReview(db: Queryable, customerId: number, productId: number): Promise<MyReviewData> {
  const product = await repo.findLiveProduct(db, productId);
  if (!product) throw productNotFound();
  const reviewId = await repo.findCustomerReviewId(db, customerId, productId);
  const review = reviewId === undefined ? undefined : await repo.findReview(db, reviewId);
  const eligible =
    review !== undefined || (await repo.hasLineInStatus(db, customerId, productId, ORDER_STATUS.completed));
  return { eligible, review: review ? toReview(review) : null };
}

async function loadReview(db: Queryable, id: number): Promise<ReviewData> {
  const row = await repo.findReview(db, id);
  if (!row) throw reviewNotFound();
  return toReview(row);
}

export type RatingChanged = (tx: Queryable, productId: number) => Promise<void>;

/**
 * Tells whoever shows the product (cached pages, cards) that its rating or its reviews changed, once `tx`
 * commits: the product page shows both.
 */
export const publishRatingChange: RatingChanged = (tx, productId) =>
  publishStoreEvent(tx, { type: 'product.changed', productIds: [productId] });

/** The product a customer may review now: bought on a Completed line, and not reviewed yet. */
async function assertMayReview(db: Queryable, customerId: number, productId: number): Promise<repo.ProductRatingRow> {
  const product = await eligibility(db, customerId, productId);
  if ((await repo.findCustomerReviewId(db, customerId, productId)) !== undefined) {
    throw conflict(REVIEW_MESSAGES.alreadyReviewed, 'ALREADY_REVIEWED');
  }
  return product;
}

/**
 * Before a new review's photos are read or counted: only a customer who may review the product gets that far.
 * `createReview` checks again, inside its own work, for the JSON form and for races.
 */
export function requireMayReview(db: Queryable): RequestHandler {
  return async (req, res, next) => {
    await assertMayReview(db, currentUser(res).id, parseId(req.params.productId));
    next();
  };
}

/** Before an edit's photos are read or counted: only the review's author gets that far (404 for anyone else). */
export function requireOwnReview(db: Queryable): RequestHandler {
  return async (req, res, next) => {
    if (!(await repo.isOwnReview(db, parseId(req.params.id), currentUser(res).id))) throw reviewNotFound();
    next();
  };
}

export async function createReview(
  deps: { db: Db; storage: Storage; ratingChanged: RatingChanged },
  customerId: number,
  productId: number,
  body: CreateReviewBody,
  photos: readonly Express.Multer.File[],
): Promise<ReviewData> {
  const { db, storage } = deps;
  const product = await assertMayReview(db, customerId, productId);
  const id = await withStoredImages(storage, 'reviews', photos, (keys) =>
    db.transaction(async (tx) => {
      const created = await repo.insertReview(tx, { ...body, productId, customerId, sellerId: product.seller_id });
      if (created === undefined) throw conflict(REVIEW_MESSAGES.alreadyReviewed, 'ALREADY_REVIEWED');
      await repo.setReviewPhotos(tx, created, keys);
      await recordReviewNotice(tx, { userId: product.seller_id, kind: 'review_new', reviewId: created });
      await deps.ratingChanged(tx, productId);
      return created;
    }),
  );
  return loadReview(db, id);
}

export async function updateReview(
  deps: { db: Db; storage: Storage; ratingChanged: RatingChanged },
  customerId: number,
  reviewId: number,
  body: UpdateReviewBody,
  uploads: readonly Express.Multer.File[],
): Promise<ReviewData> {
  const { db, storage } = deps;
  const slots = body.photos;
  assertSlotsMatchUploads(slots, uploads.length);
  let removed: string[] = [];
  await withStoredImages(storage, 'reviews', uploads, (uploaded) =>
    db.transaction(async (tx) => {
      const current = await repo.lockOwnReview(tx, reviewId, customerId);
      if (!current) throw reviewNotFound();
      const keys = arrangePhotos(current.photos, slots, uploaded, API_MESSAGES.reviewPhotoNotOwned);
      if (keys.length > LIMITS.maxReviewPhotos) {
        const message = API_MESSAGES.tooManyReviewPhotos;
        throw badRequest(message, [{ field: 'photos', message }], 'TOO_MANY_FILES');
      }
      await repo.updateReviewText(tx, reviewId, body);
      if (slots || uploaded.length > 0) await repo.setReviewPhotos(tx, reviewId, keys);
      removed = current.photos.map((photo) => photo.image_key).filter((key) => !keys.includes(key));
      await deps.ratingChanged(tx, current.product_id);
    }),
  );
  await Promise.all(removed.map((key) => deleteImage(storage, key).catch(() => undefined)));
  return loadReview(db, reviewId);
}

export async function deleteReview(
  deps: { db: Db; storage: Storage; ratingChanged: RatingChanged },
  customerId: number,
  reviewId: number,
): Promise<void> {
  const gone = await deps.db.transaction(async (tx) => {
    const deleted = await repo.deleteOwnReview(tx, reviewId, customerId);
    if (!deleted) throw reviewNotFound();
    await deps.ratingChanged(tx, deleted.product_id);
    return deleted;
  });
  await Promise.all(gone.keys.map((key) => deleteImage(deps.storage, key).catch(() => undefined)));
}

export async function replyToReview(
  deps: { db: Db; ratingChanged: RatingChanged },
  sellerId: number,
  reviewId: number,
  body: string,
): Promise<ReviewData> {
  const { db } = deps;
  await db.transaction(async (tx) => {
    const replied = await repo.setReply(tx, reviewId, sellerId, body);
    if (replied === undefined) throw reviewNotFound();
    if (replied.first_reply) {
      await recordReviewNotice(tx, { userId: replied.customer_id, kind: 'review_reply', reviewId });
    }
    await deps.ratingChanged(tx, replied.product_id);
  });
  return loadReview(db, reviewId);
}

/** Locks a visible review for a report or a vote, which nobody may give their own review. */
async function lockOthersReview(tx: Queryable, reviewId: number, userId: number) {
  const review = await repo.lockVisibleReview(tx, reviewId);
  if (!review) throw reviewNotFound();
  if (review.customer_id === userId) {
    throw new HttpError(403, REVIEW_MESSAGES.ownReview, undefined, { code: 'OWN_REVIEW' });
  }
  return review;
}

export async function reportReview(
  deps: { db: Db; ratingChanged: RatingChanged },
  userId: number,
  reviewId: number,
): Promise<void> {
  await deps.db.transaction(async (tx) => {
    const review = await lockOthersReview(tx, reviewId, userId);
    if (!(await repo.insertReport(tx, reviewId, userId)))
      throw conflict(REVIEW_MESSAGES.alreadyReported, 'ALREADY_REPORTED');
    if (await repo.countReport(tx, reviewId, LIMITS.reviewReportsToHide))
      await deps.ratingChanged(tx, review.product_id);
  });
}

export async function voteHelpful(
  deps: { db: Db; ratingChanged: RatingChanged },
  userId: number,
  reviewId: number,
): Promise<number> {
  return deps.db.transaction(async (tx) => {
    const review = await lockOthersReview(tx, reviewId, userId);
    const count = await repo.insertVote(tx, reviewId, userId);
    if (count === undefined) throw conflict(REVIEW_MESSAGES.alreadyVoted, 'ALREADY_VOTED');
    await deps.ratingChanged(tx, review.product_id);
    return count;
  });
}

/** Reviews hidden by reports, waiting for a moderator, oldest first. */
export const listHiddenReviews = (db: Queryable) => repo.listHiddenReviews(db);

/**
 * A moderator's decision on a review: `keep` shows it again (further reports no longer hide it), `remove`
 * deletes it and its photos. False when there is no such review.
 */
export async function moderateReview(
  deps: { db: Db; storage: Storage },
  reviewId: number,
  decision: 'keep' | 'remove',
): Promise<boolean> {
  const outcome = await deps.db.transaction(async (tx) => {
    const found = decision === 'keep' ? await repo.keepReview(tx, reviewId) : await repo.removeReview(tx, reviewId);
    if (found === undefined) return undefined;
    const productId = typeof found === 'number' ? found : found.product_id;
    await publishRatingChange(tx, productId);
    return typeof found === 'number' ? [] : found.keys;
  });
  if (outcome === undefined) return false;
  await Promise.all(outcome.map((key) => deleteImage(deps.storage, key).catch(() => undefined)));
  return true;
}
