import type { SellerProductRow_ProductFragment } from '../../__generated__/graphql';

/** How the seller list names a product's state: archived first, then sold out, else the units left. */
export function stockStatus(product: Pick<SellerProductRow_ProductFragment, 'archived' | 'stock'>): string {
  if (product.archived) return 'Archived';
  if (product.stock <= 0) return 'Sold Out';
  return `In Stock (${product.stock})`;
}
