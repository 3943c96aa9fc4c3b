import type { SellerProductResolvers } from '../__generated__/resolvers-types';

export const SellerProduct: SellerProductResolvers = {
  name: (product) => product.product_name,
};
