import type { storeApi } from '@spectrum/shared';
import type { AppDeps } from '../../deps';
import type { GroupImplementation } from '../../lib/contract-router';
import { byAccount, byAddress, limitRequests } from '../../lib/rate-limit';
import * as reviews from './reviews.service';

export function reviewRoutes({ db, storage, config }: AppDeps): GroupImplementation<typeof storeApi.reviews> {
  const limits = config.rateLimits;
  // Every write (review, edit, delete, reply, report, vote) counts against the same limits.
  const limited = [
    limitRequests(
      db,
      'reviewWriteAddress',
      limits.reviewWriteAddress,
      'Too many review actions from your address',
      byAddress,
    ),
    limitRequests(
      db,
      'reviewWriteAccount',
      limits.reviewWriteAccount,
      'Too many review actions for this account',
      byAccount,
    ),
  ];
  const deps = { db, storage, ratingChanged: reviews.publishRatingChange };
  return {
    productReviews: async ({ params, query }) => reviews.listProductReviews(db, params.productId, query),

    latest: async ({ query }) => reviews.listLatestReviews(db, query),

    ratings: async ({ query }) => ({ data: await reviews.productRatings(db, query.ids) }),

    sellerRating: async ({ params }) => ({ data: await reviews.sellerRating(db, params.sellerId) }),

    mine: async ({ user, params }) => ({ data: await reviews.myReview(db, user.id, params.productId) }),

    // Only a customer who may write gets as far as an upload: nothing is read or counted for anyone else.
    create: {
      before: [...limited, reviews.requireMayReview(db)],
      handle: async ({ user, params, body, files }) => ({
        data: await reviews.createReview(deps, user.id, params.productId, body, files),
        msg: 'Thank you for your review',
      }),
    },

    update: {
      before: [...limited, reviews.requireOwnReview(db)],
      handle: async ({ user, params, body, files }) => ({
        data: await reviews.updateReview(deps, user.id, params.id, body, files),
        msg: 'Your review was saved',
      }),
    },

    remove: {
      before: limited,
      handle: async ({ user, params }) => {
        await reviews.deleteReview(deps, user.id, params.id);
        return { data: { id: params.id }, msg: 'Your review was deleted' };
      },
    },

    reply: {
      before: limited,
      handle: async ({ user, params, body }) => ({
        data: await reviews.replyToReview(deps, user.id, params.id, body.body),
        msg: 'Your reply was posted',
      }),
    },

    report: {
      before: limited,
      handle: async ({ user, params }) => {
        await reviews.reportReview(deps, user.id, params.id);
        return { data: { id: params.id }, msg: 'Thank you, the review was reported' };
      },
    },

    vote: {
      before: limited,
      handle: async ({ user, params }) => ({
        data: { id: params.id, helpful_count: await reviews.voteHelpful(deps, user.id, params.id) },
      }),
    },
  };
}
