import type { MockLink } from '@apollo/client/testing';
import type { ProductDetailQuery, WishlistQuery } from '../__generated__/graphql';
import { WISHLIST_QUERY } from '../features/wishlist/wishlist-documents';

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
