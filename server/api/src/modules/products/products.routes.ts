import { MESSAGES, type storeApi } from '@spectrum/shared';
import type { AppDeps } from '../../deps';
import type { GroupImplementation } from '../../lib/contract-router';
import { catalogueFacets, listCatalogue, suggest } from './catalogue.service';
import * as products from './products.service';

export function productRoutes({ db, storage }: AppDeps): GroupImplementation<typeof storeApi.products> {
  return {
    list: async ({ query }) => listCatalogue(db, query),

    byIds: async ({ query }) => ({ data: await products.findProductsInOrder(db, query.ids) }),

    facets: async ({ query }) => ({ data: await catalogueFacets(db, query) }),

    suggestions: async ({ query }) => ({ data: await suggest(db, query.text) }),

    sitemap: async ({ query }) => products.listSitemapEntries(db, query),

    detail: async ({ params }) => ({ data: await products.getPublicProduct(db, params.id) }),

    related: async ({ params }) => ({ data: await products.listRelatedProducts(db, params.id) }),

    sellerList: async ({ user, query }) => products.listSellerProducts(db, user.id, query),

    create: async ({ user, body, files }) => ({
      data: await products.createProduct({ db, storage }, user.id, body, files),
      msg: MESSAGES.productAdded,
    }),

    editable: async ({ user, params }) => ({ data: await products.getEditableProduct(db, user.id, params.id) }),

    update: {
      // Only the product's owner gets as far as an upload: nothing is read or counted for anyone else.
      before: [products.requireOwnProduct(db)],
      handle: async ({ user, params, body, files }) => ({
        data: await products.updateProduct({ db, storage }, user.id, params.id, body, files),
        msg: MESSAGES.productSaved,
      }),
    },

    restock: async ({ user, params, body }) => ({
      data: await products.restockProduct(db, user.id, params.id, body.stock),
      msg: MESSAGES.productRestocked,
    }),

    restore: async ({ user, params }) => ({
      data: await products.restoreProduct(db, user.id, params.id),
      msg: MESSAGES.productRestored,
    }),

    archive: async ({ user, params }) => {
      await products.archiveProduct(db, user.id, params.id);
      return { data: { id: params.id }, msg: MESSAGES.productDeleted };
    },
  };
}
