import { graphql } from '../../__generated__/gql';

graphql(`
  fragment ReviewItem_review on Review {
    id
    rating
    title
    body
    reviewerName
    verifiedPurchase
    helpfulCount
    createdAt
    product {
      id
      name
      image
    }
    photos {
      id
      image
      thumbnail
    }
    reply {
      body
      updatedAt
    }
  }
`);

/** A page of reviews as the review lists show it. */
graphql(`
  fragment ReviewPageFields on ReviewPage {
    pageInfo {
      ...PageInfoFields
    }
    items {
      ...ReviewItem_review
    }
  }
`);

/** Why a review action was refused: the code the page tells apart, and the sentence. */
graphql(`
  fragment ReviewRefusalFields on ErrorResult {
    errorCode
    message
  }
`);

/** One page of a product's reviews (the Review tab), in the page's address. */
export const PRODUCT_REVIEWS_QUERY = graphql(`
  query ProductReviews($id: ID!, $sort: ReviewSort, $page: Int) {
    product(id: $id) {
      id
      rating {
        average
        count
      }
      seller {
        id
      }
      reviews(sort: $sort, page: $page) {
        ...ReviewPageFields
      }
    }
  }
`);

/** Whether the signed-in customer may review the product, and their review to edit (asked in the browser only). */
export const MY_REVIEW_QUERY = graphql(`
  query MyReview($productId: ID!) {
    myReview(productId: $productId) {
      eligible
      review {
        ...ReviewItem_review
      }
    }
  }
`);

/** The store's newest reviews (/product/detail/review). */
export const LATEST_REVIEWS_QUERY = graphql(`
  query LatestReviews($page: Int) {
    latestReviews(page: $page) {
      ...ReviewPageFields
    }
  }
`);

graphql(`
  fragment ReviewResultFields on ReviewResult {
    __typename
    ...ReviewRefusalFields
    ... on ReviewSaved {
      message
      review {
        ...ReviewItem_review
      }
    }
  }
`);

export const WRITE_REVIEW_MUTATION = graphql(`
  mutation WriteReview($input: WriteReviewInput!) {
    writeReview(input: $input) {
      ...ReviewResultFields
    }
  }
`);

export const EDIT_REVIEW_MUTATION = graphql(`
  mutation EditReview($input: EditReviewInput!) {
    editReview(input: $input) {
      ...ReviewResultFields
    }
  }
`);

export const DELETE_REVIEW_MUTATION = graphql(`
  mutation DeleteReview($input: ReviewIdInput!) {
    deleteReview(input: $input) {
      __typename
      ...ReviewRefusalFields
      ... on ReviewDeleted {
        id
        message
      }
    }
  }
`);

export const REPLY_MUTATION = graphql(`
  mutation ReplyToReview($input: ReplyToReviewInput!) {
    replyToReview(input: $input) {
      ...ReviewResultFields
    }
  }
`);

export const REVIEW_ACTION_MUTATIONS = {
  report: graphql(`
    mutation ReportReview($input: ReviewIdInput!) {
      reportReview(input: $input) {
        __typename
        ...ReviewRefusalFields
        ... on ReviewActionDone {
          message
        }
      }
    }
  `),
  helpful: graphql(`
    mutation MarkReviewHelpful($input: ReviewIdInput!) {
      markReviewHelpful(input: $input) {
        __typename
        ...ReviewRefusalFields
        ... on ReviewActionDone {
          message
          helpfulCount
        }
      }
    }
  `),
};
