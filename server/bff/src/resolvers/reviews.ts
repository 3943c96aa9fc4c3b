import { API_MESSAGES, LIMITS, type ReviewData } from '@spectrum/shared';
import type {
  MutationResolvers,
  QueryResolvers,
  ReviewResolvers,
  ReviewPageResolvers,
} from '../__generated__/resolvers-types';
import type { BffContext } from '../context';
import { UpstreamError } from '../errors';
import { given, toId, toPage } from './inputs';
import { codeOf, failure, invalidInput, isInvalidInput, isNotFound, settle } from './results';
import { photoSlots } from './product-edit';
import { readUpload } from './uploads';

export const Review: ReviewResolvers = {
  product: (review) => ({
    id: String(review.product.id),
    name: review.product.product_name,
    image: review.product.image,
  }),
  reviewerName: (review) => review.reviewer.display_name,
  verifiedPurchase: (review) => review.verified_purchase,
  photos: (review) => review.photos.map((photo) => ({ ...photo, id: String(photo.id) })),
  helpfulCount: (review) => review.helpful_count,
  reply: (review) =>
    review.reply && {
      body: review.reply.body,
      createdAt: review.reply.created_at,
      updatedAt: review.reply.updated_at,
    },
  createdAt: (review) => review.created_at,
  updatedAt: (review) => review.updated_at,
};

export const ReviewPage: ReviewPageResolvers = {};

/** A product's page of reviews (the product field `reviews`). */
export async function productReviews(
  productId: number,
  args: { sort?: 'newest' | 'helpful' | null; page?: number | null },
  { storeApi }: BffContext,
) {
  const { data, meta } = await storeApi.reviews.productReviews({
    params: { productId },
    query: { sort: given(args.sort), page: given(args.page) },
  });
  return toPage(data, meta);
}

const REFUSALS = [
  'NOT_ELIGIBLE_TO_REVIEW',
  'ALREADY_REVIEWED',
  'ALREADY_REPORTED',
  'ALREADY_VOTED',
  'OWN_REVIEW',
] as const;
type RefusalCode = (typeof REFUSALS)[number];
const isRefusal = (code: string): code is RefusalCode => (REFUSALS as readonly string[]).includes(code);

/** Refusals of a report or vote: who is asking may not, or the review is not there. */
function actionRefusal(refusal: UpstreamError) {
  const code = codeOf(refusal);
  if (isRefusal(code)) return failure('ReviewRefusedError', code, refusal.msg);
  if (isNotFound(refusal) || code === 'REVIEW_NOT_FOUND') return failure('NotFoundError', 'NOT_FOUND', refusal.msg);
  return undefined;
}

/** Refusals of a review written, edited or replied to: also bad input and photos. */
function reviewRefusal(refusal: UpstreamError) {
  const code = codeOf(refusal);
  if (code === 'IMAGE_TOO_LARGE' || code === 'NOT_AN_IMAGE') {
    return failure('InvalidImageError', 'INVALID_IMAGE', refusal.msg);
  }
  if (isInvalidInput(refusal)) return invalidInput(refusal);
  return actionRefusal(refusal);
}

/** More photos than a review may have: refused before any file is read, with the API's own sentence. */
function tooManyPhotos(count: number) {
  if (count <= LIMITS.maxReviewPhotos) return undefined;
  const message = API_MESSAGES.tooManyReviewPhotos;
  return {
    __typename: 'InputValidationError' as const,
    errorCode: 'INVALID_INPUT' as const,
    message,
    fieldErrors: [{ field: 'photos', message }],
  };
}

const saved = (review: ReviewData, message: string) => ({ __typename: 'ReviewSaved' as const, review, message });

export const reviewQueries: Pick<QueryResolvers, 'latestReviews' | 'myReview'> = {
  latestReviews: async (_parent, { page }, { storeApi }) => {
    const { data, meta } = await storeApi.reviews.latest({ query: { page: given(page) } });
    return toPage(data, meta);
  },
  myReview: async (_parent, { productId }, { storeApi, token }) => {
    const id = toId(productId, 'productId');
    if (!token) return null;
    try {
      return (await storeApi.reviews.mine({ params: { productId: id } })).data;
    } catch (error) {
      // A seller, an ended session or a product that is gone: nothing to review here.
      if (error instanceof UpstreamError && [401, 403, 404].includes(error.status)) return null;
      throw error;
    }
  },
};

export const reviewMutations: Pick<
  MutationResolvers,
  'writeReview' | 'editReview' | 'deleteReview' | 'replyToReview' | 'reportReview' | 'markReviewHelpful'
> = {
  writeReview: (_parent, { input }, context) =>
    settle(async () => {
      const productId = toId(input.productId, 'productId');
      const refused = tooManyPhotos(input.photos?.length ?? 0);
      if (refused) return refused;
      const files = await Promise.all(
        (input.photos ?? []).map((photo, index) => readUpload(photo, context.maxUploadBytes, `photos.${index}`)),
      );
      const { data, msg } = await context.storeApi.reviews.create({
        params: { productId },
        body: { rating: input.rating, title: input.title, body: input.body },
        files,
      });
      return saved(data, msg);
    }, reviewRefusal),

  editReview: (_parent, { input }, { storeApi, maxUploadBytes }) =>
    settle(async () => {
      const id = toId(input.id, 'id');
      const refused = tooManyPhotos(input.photos?.length ?? 0);
      if (refused) return refused;
      const { photos, images } = input.photos
        ? await photoSlots(input.photos, maxUploadBytes)
        : { photos: undefined, images: [] };
      const { data, msg } = await storeApi.reviews.update({
        params: { id },
        body: {
          rating: given(input.rating),
          title: given(input.title),
          body: given(input.body),
          // No slots at all: every photo removed ('' is no photo to the API).
          photos,
        },
        files: images,
      });
      return saved(data, msg);
    }, reviewRefusal),

  deleteReview: (_parent, { input }, { storeApi }) =>
    settle(
      async () => {
        const id = toId(input.id, 'id');
        const { msg } = await storeApi.reviews.remove({ params: { id } });
        return { __typename: 'ReviewDeleted' as const, id: String(id), message: msg };
      },
      (refusal) =>
        isNotFound(refusal) || codeOf(refusal) === 'REVIEW_NOT_FOUND'
          ? failure('NotFoundError', 'NOT_FOUND', refusal.msg)
          : undefined,
    ),

  replyToReview: (_parent, { input }, { storeApi }) =>
    settle(async () => {
      const { data, msg } = await storeApi.reviews.reply({
        params: { id: toId(input.id, 'id') },
        body: { body: input.body },
      });
      return saved(data, msg);
    }, reviewRefusal),

  reportReview: (_parent, { input }, { storeApi }) =>
    settle(async () => {
      const id = toId(input.id, 'id');
      const { msg } = await storeApi.reviews.report({ params: { id } });
      return { __typename: 'ReviewActionDone' as const, id: String(id), helpfulCount: null, message: msg };
    }, actionRefusal),

  markReviewHelpful: (_parent, { input }, { storeApi }) =>
    settle(async () => {
      const id = toId(input.id, 'id');
      const { data } = await storeApi.reviews.vote({ params: { id } });
      return {
        __typename: 'ReviewActionDone' as const,
        id: String(id),
        helpfulCount: data.helpful_count,
        message: 'Thank you for your vote',
      };
    }, actionRefusal),
};
