import type { QueryResolvers } from '../__generated__/resolvers-types';
import { UpstreamError } from '../errors';
import { given, toId, toOptionalId, toPage } from './inputs';
import { isFullProduct, withListImage } from './Product';

export const Query: QueryResolvers = {
  products: async (_parent, { filter, sort, page, limit }, { storeApi, loaders }) => {
    const { data, meta } = await storeApi.products({
      page: given(page),
      limit: given(limit),
      sort: given(sort),
      search: filter?.search,
      minPrice: filter?.minPrice,
      maxPrice: filter?.maxPrice,
      categoryId: toOptionalId(filter?.categoryId, 'filter.categoryId'),
      brandId: toOptionalId(filter?.brandId, 'filter.brandId'),
      colorId: toOptionalId(filter?.colorId, 'filter.colorId'),
    });
    for (const product of data) {
      if (isFullProduct(product)) loaders.productById.prime(product.id, product);
    }
    return toPage(data, meta);
  },

  product: async (_parent, { id }, { storeApi, loaders }) => {
    const productId = toId(id, 'id');
    try {
      const product = withListImage((await storeApi.productDetail(productId)).data);
      loaders.productById.prime(product.id, product);
      return product;
    } catch (error) {
      if (error instanceof UpstreamError && error.status === 404) return null;
      throw error;
    }
  },

  relatedProducts: async (_parent, { productId }, { storeApi }) => {
    try {
      return (await storeApi.relatedProducts(toId(productId, 'productId'))).data;
    } catch (error) {
      if (error instanceof UpstreamError && error.status === 404) return [];
      throw error;
    }
  },

  categories: async (_parent, _args, { loaders }) => loaders.categories(),
  brands: (_parent, _args, { loaders }) => loaders.reference('brands'),
  colors: (_parent, _args, { loaders }) => loaders.reference('colors'),
  payments: (_parent, _args, { loaders }) => loaders.reference('payments'),
  shipments: (_parent, _args, { loaders }) => loaders.reference('shipments'),

  me: async (_parent, _args, { storeApi }) => (await storeApi.profile()).data,

  sellerProducts: async (_parent, { filter, page, limit }, { storeApi }) => {
    const { data, meta } = await storeApi.sellerProducts({
      filter: filter === 'all' ? undefined : given(filter),
      page: given(page),
      limit: given(limit),
    });
    return toPage(data, meta);
  },

  sellerOrders: async (_parent, { status, page, limit }, { storeApi }) => {
    const { data, meta } = await storeApi.sellerOrders({
      status: given(status),
      page: given(page),
      limit: given(limit),
    });
    return toPage(data, meta);
  },

  cartQuote: async (_parent, { items }, { storeApi }) => {
    const productList = items.map((item, index) => ({
      productId: toId(item.productId, `items.${index}.productId`),
      qty: item.quantity,
    }));
    return (await storeApi.quote({ productList })).data;
  },

  myOrders: async (_parent, { page, limit }, { storeApi }) => {
    const { data, meta } = await storeApi.orderHistory({ page: given(page), limit: given(limit) });
    return toPage(data, meta);
  },

  wishlist: async (_parent, _args, { storeApi }) => (await storeApi.wishlist()).data,
};
