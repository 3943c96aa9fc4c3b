import { LIMITS, SMALLINT_MAX } from '@spectrum/shared';
import type { QueryResolvers } from '../__generated__/resolvers-types';
import { UpstreamError } from '../errors';
import { chatQueries } from './Chat';
import { given, toId, toOptionalId, toPage, toShortText } from './inputs';
import { nullWhenNotFound } from './results';
import { isFullProduct, withListImage } from './Product';
import { productReviews } from './reviews';
import { selectedFieldArguments, selectsField } from './selection';

export const Query: QueryResolvers = {
  products: async (_parent, { filter, sort, page, limit, cursor }, { storeApi, loaders }, info) => {
    const filters = {
      search: toShortText(filter?.search, 'filter.search', LIMITS.searchMaxLength),
      minPrice: filter?.minPrice,
      maxPrice: filter?.maxPrice,
      categoryId: toOptionalId(filter?.categoryId, 'filter.categoryId'),
      brandId: toOptionalId(filter?.brandId, 'filter.brandId', SMALLINT_MAX),
      colorId: toOptionalId(filter?.colorId, 'filter.colorId', SMALLINT_MAX),
      minRating: given(filter?.minRating),
    };
    // The sidebar's counts come in the same answer as the page when the query asks for them.
    const withFacets = selectsField(info, 'facets');
    const { data, meta } = await storeApi.products.list({
      query: {
        ...filters,
        page: given(page),
        limit: given(limit),
        sort: given(sort),
        cursor: toShortText(cursor, 'cursor', LIMITS.cursorMaxLength),
        ...(withFacets ? { facets: 'true' } : {}),
      },
    });
    for (const product of data) {
      if (isFullProduct(product)) loaders.productById.prime(product.id, product);
    }
    return {
      ...toPage(data, meta),
      sort: meta.sort,
      totalExact: meta.totalExact,
      nextCursor: meta.nextCursor,
      prevCursor: meta.prevCursor,
      facets: async () => meta.facets ?? (await storeApi.products.facets({ query: filters })).data,
    };
  },

  product: async (_parent, { id }, context, info) => {
    const { storeApi, loaders } = context;
    const productId = toId(id, 'id');
    // In a server render the product's reviews, which need only its id, are asked for beside it rather than once
    // it has come: their resolver gets the same exchange from the render's shared reads. Elsewhere they would be
    // asked for twice.
    if (context.sharesReads) {
      for (const args of selectedFieldArguments(info, 'reviews')) {
        productReviews(productId, args, context).catch(() => undefined);
      }
    }
    try {
      const product = withListImage((await storeApi.products.detail({ params: { id: productId } })).data);
      loaders.productById.prime(product.id, product);
      return product;
    } catch (error) {
      if (error instanceof UpstreamError && error.status === 404) return null;
      throw error;
    }
  },

  relatedProducts: async (_parent, { productId }, { storeApi }) => {
    try {
      return (await storeApi.products.related({ params: { id: toId(productId, 'productId') } })).data;
    } catch (error) {
      if (error instanceof UpstreamError && error.status === 404) return [];
      throw error;
    }
  },

  searchSuggestions: async (_parent, { text }, { storeApi }) =>
    // Cut, never refused: the box asks as the shopper types, whatever is pasted into it.
    (await storeApi.products.suggestions({ query: { text: text.slice(0, LIMITS.searchMaxLength) } })).data,

  categories: async (_parent, _args, { loaders }) => loaders.categories(),
  brands: (_parent, _args, { loaders }) => loaders.reference('brands'),
  colors: (_parent, _args, { loaders }) => loaders.reference('colors'),
  payments: (_parent, _args, { loaders }) => loaders.reference('payments'),
  shipments: (_parent, _args, { loaders }) => loaders.reference('shipments'),

  me: async (_parent, _args, { storeApi }) => (await storeApi.users.profile()).data,

  sellerProducts: async (_parent, { filter, page, limit }, { storeApi }) => {
    const { data, meta } = await storeApi.products.sellerList({
      query: { filter: filter === 'all' ? undefined : given(filter), page: given(page), limit: given(limit) },
    });
    return toPage(data, meta);
  },

  sellerOrders: async (_parent, { status, page, limit }, { storeApi }) => {
    const { data, meta } = await storeApi.transactions.sellerLines({
      query: { status: given(status), page: given(page), limit: given(limit) },
    });
    return toPage(data, meta);
  },

  cartQuote: async (_parent, { items, shipmentId }, { storeApi }) => {
    const productList = items.map((item, index) => ({
      productId: toId(item.productId, `items.${index}.productId`),
      qty: item.quantity,
    }));
    const shipment_id = toOptionalId(shipmentId, 'shipmentId', SMALLINT_MAX);
    return (await storeApi.transactions.quote({ body: { productList, shipment_id } })).data;
  },

  myShippingOffer: async (_parent, _args, { storeApi }) => (await storeApi.transactions.shippingOffer()).data,

  myOrders: async (_parent, { page, limit }, { storeApi }) => {
    const { data, meta } = await storeApi.transactions.history({ query: { page: given(page), limit: given(limit) } });
    return toPage(data, meta);
  },

  wishlist: async (_parent, _args, { storeApi }) => (await storeApi.wishlist.list()).data,

  editableProduct: async (_parent, { id }, { storeApi }) =>
    nullWhenNotFound(async () => (await storeApi.products.editable({ params: { id: toId(id, 'id') } })).data),

  order: async (_parent, { id }, { storeApi }) =>
    nullWhenNotFound(async () => (await storeApi.transactions.order({ params: { id: toId(id, 'id') } })).data),

  notifications: async (_parent, { page, limit }, { storeApi }) => {
    const { data, meta } = await storeApi.notifications.list({ query: { page: given(page), limit: given(limit) } });
    return { ...toPage(data, meta), unreadCount: meta.unread };
  },

  unreadNotificationCount: async (_parent, _args, { storeApi }) => (await storeApi.notifications.unread()).data.unread,

  ...chatQueries,
};
