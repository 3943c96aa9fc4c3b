import type { MockLink } from '@apollo/client/testing';
import type {
  MyReviewQuery,
  MyReviewQueryVariables,
  ProductDetailQuery,
  ProductDetailQueryVariables,
  ProductReviewsQuery,
  ProductReviewsQueryVariables,
  WishlistQuery,
} from '../__generated__/graphql';
import { PRODUCT_DETAIL_QUERY } from '../features/catalogue/product-detail-query';
import { MY_REVIEW_QUERY, PRODUCT_REVIEWS_QUERY } from '../features/reviews/review-queries';
import { WISHLIST_QUERY } from '../features/wishlist/wishlist-documents';
import { pageInfo } from './page-info';

// Answers of the product and wishlist queries that several page tests mock.

/** Adds the `__typename` a real answer carries, so the cache can normalise the fixture. */
export function typed<T extends object>(typename: string, value: T): T & { __typename: string } {
  return { __typename: typename, ...value };
}

/** Product 44 as its detail page loads it: in stock, two photos, two categories, no reviews yet. */
export const LAMP: NonNullable<ProductDetailQuery['product']> = typed('Product', {
  id: '44',
  name: 'Dome Table Lamp',
  price: 850_000,
  stock: 3,
  inStock: true,
  image: '/uploads/lamp-1-thumb.webp',
  images: ['/uploads/lamp-1-large.webp', '/uploads/lamp-2-large.webp'],
  thumbnails: ['/uploads/lamp-1-thumb.webp', '/uploads/lamp-2-thumb.webp'],
  description: 'A glass dome on a brass stem.',
  condition: 'NEW' as const,
  brand: typed('Brand', { id: '3', name: 'Linea' }),
  color: typed('Color', { id: '2', name: 'Ship Cove' }),
  categories: [typed('Category', { id: '5', name: 'Lamps' }), typed('Category', { id: '7', name: 'Decor' })],
  seller: typed('Seller', {
    id: '2',
    storeName: 'Rumah Lampu',
    displayName: null,
    rating: typed('Rating', { average: 4.3, count: 12 }),
  }),
  rating: typed('Rating', { average: 0, count: 0 }),
  reviews: typed('ReviewPage', { items: [] }),
});

/** The signed-in customer's wishlist answer. */
export function wishlistMock(entries: WishlistQuery['wishlist'][number][]): MockLink.MockedResponse<WishlistQuery> {
  return { request: { query: WISHLIST_QUERY }, result: { data: { wishlist: entries } } };
}

/** A product's detail page query; `product` null for one the store does not have (id 999). */
export function productDetailMock(
  product: NonNullable<ProductDetailQuery['product']> | null,
  related: ProductDetailQuery['relatedProducts'] = [],
): MockLink.MockedResponse<ProductDetailQuery, ProductDetailQueryVariables> {
  return {
    request: { query: PRODUCT_DETAIL_QUERY, variables: { id: product?.id ?? '999' } },
    maxUsageCount: Number.POSITIVE_INFINITY,
    result: { data: { product, relatedProducts: related } },
  };
}

/** A product's Review tab, newest first, before anyone reviewed it (the lamp's unless `productId` says). */
export function noReviewsYetMock(
  productId = LAMP.id,
): MockLink.MockedResponse<ProductReviewsQuery, ProductReviewsQueryVariables> {
  return {
    request: { query: PRODUCT_REVIEWS_QUERY, variables: { id: productId, sort: 'NEWEST', page: 1 } },
    maxUsageCount: Number.POSITIVE_INFINITY,
    result: {
      data: {
        product: typed('Product', {
          id: productId,
          rating: typed('Rating', { average: 0, count: 0 }),
          seller: typed('Seller', { id: '2' }),
          reviews: typed('ReviewPage', { pageInfo: pageInfo(1, 1, 0), items: [] }),
        }),
      },
    },
  };
}

/** Whether the signed-in customer may review the lamp: not bought, so no (and no review of theirs). */
export const LAMP_NOT_REVIEWABLE_MOCK: MockLink.MockedResponse<MyReviewQuery, MyReviewQueryVariables> = {
  request: { query: MY_REVIEW_QUERY, variables: { productId: LAMP.id } },
  maxUsageCount: Number.POSITIVE_INFINITY,
  result: { data: { myReview: typed('MyReview', { eligible: false, review: null }) } },
};
