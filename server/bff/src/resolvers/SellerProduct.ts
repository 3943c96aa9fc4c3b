import type { EditableProductResolvers, SellerProductResolvers } from '../__generated__/resolvers-types';

export const SellerProduct: SellerProductResolvers = {
  name: (product) => product.product_name,
};

export const EditableProduct: EditableProductResolvers = {
  name: (product) => product.product_name,
  condition: (product) => product.conditions,
  soldOut: (product) => !product.archived && product.stock === 0,
  updatedAt: (product) => product.updated_at,
};
