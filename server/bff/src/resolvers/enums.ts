import GraphQLUpload from 'graphql-upload/GraphQLUpload.mjs';
import type { Resolvers } from '../__generated__/resolvers-types';

/**
 * GraphQL enum values ↔ the store API's values (codegen.ts types them through `enumValues`), and the
 * Upload scalar (a promise of the file, filled by the graphql-upload middleware).
 */
export const enumResolvers: Resolvers = {
  Condition: { NEW: 'new', SECOND: 'second' },
  ProductSort: {
    NEWEST: 'newest',
    OLDEST: 'oldest',
    PRICIEST: 'priciest',
    CHEAPEST: 'cheapest',
    RELEVANCE: 'relevance',
  },
  SellerProductFilter: { ALL: 'all', ARCHIVED: 'archived', SOLD_OUT: 'sold-out' },
  Role: { CUSTOMER: 1, SELLER: 2 },
  OrderStatus: { GET_PAID: 1, PROCESSED: 2, SENT: 3, COMPLETED: 4, ORDER_CANCEL: 5 },
  OrderActor: { CUSTOMER: 1, SELLER: 2 },
  NotificationKind: {
    NEW_ORDER_LINE: 'new_line',
    STATUS_CHANGED: 'status_changed',
    CANCELLED_BY_CUSTOMER: 'cancelled',
  },
  Upload: GraphQLUpload,
};
