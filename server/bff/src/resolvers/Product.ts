import { GraphQLError } from 'graphql';
import { API_MESSAGES, type ProductBatchItem, type ProductDetail } from '@spectrum/shared';
import type { ProductResolvers } from '../__generated__/resolvers-types';
import type { BffContext } from '../context';
import type { ProductRecord } from '../mappers';
import { productReviews } from './reviews';

export function isFullProduct(product: ProductRecord): product is ProductBatchItem {
  return 'description' in product && 'brand' in product;
}

/** A detail answer in the loader's shape (the detail route has no `image`: it is the first thumbnail). */
export function withListImage(product: ProductDetail): ProductBatchItem {
  return { ...product, image: product.thumbnails[0] ?? null };
}

/** The whole product: the parent when it already is, otherwise the request's batched loader. */
async function fullProduct(product: ProductRecord, { loaders }: BffContext): Promise<ProductBatchItem> {
  if (isFullProduct(product)) return product;
  const loaded = await loaders.productById.load(product.id);
  if (!loaded) throw new GraphQLError(API_MESSAGES.productNotFound, { extensions: { code: 'NOT_FOUND' } });
  return loaded;
}

export const Product: ProductResolvers = {
  name: (product) => product.product_name,
  inStock: (product) => product.stock > 0,
  images: async (product, _args, context) => (await fullProduct(product, context)).images,
  thumbnails: async (product, _args, context) => (await fullProduct(product, context)).thumbnails,
  description: async (product, _args, context) => (await fullProduct(product, context)).description,
  condition: async (product, _args, context) => (await fullProduct(product, context)).conditions,
  brand: async (product, _args, context) => (await fullProduct(product, context)).brand,
  color: async (product, _args, context) => (await fullProduct(product, context)).color,
  categories: async (product, _args, context) => (await fullProduct(product, context)).categories,
  seller: async (product, _args, context) => (await fullProduct(product, context)).seller,
  // Every product the store API answers with carries its rating (kept on the product row).
  rating: (product) => product.rating,
  reviews: (product, args, context) => productReviews(product.id, args, context),
};
