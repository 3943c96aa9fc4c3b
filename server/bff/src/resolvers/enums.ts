import { ORDER_STATUS, ROLES } from '@spectrum/shared/constants';
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
    TOP_RATED: 'rating',
    RELEVANCE: 'relevance',
  },
  ReviewSort: { NEWEST: 'newest', HELPFUL: 'helpful' },
  SellerProductFilter: { ALL: 'all', ARCHIVED: 'archived', SOLD_OUT: 'sold-out' },
  Role: { CUSTOMER: ROLES.customer, SELLER: ROLES.seller },
  OrderStatus: {
    WAITING_FOR_PAYMENT: ORDER_STATUS.waitingForPayment,
    GET_PAID: ORDER_STATUS.getPaid,
    PROCESSED: ORDER_STATUS.processed,
    SENT: ORDER_STATUS.sent,
    COMPLETED: ORDER_STATUS.completed,
    ORDER_CANCEL: ORDER_STATUS.cancelled,
  },
  OrderActor: { CUSTOMER: ROLES.customer, SELLER: ROLES.seller },
  NotificationKind: {
    NEW_ORDER_LINE: 'new_line',
    STATUS_CHANGED: 'status_changed',
    CANCELLED_BY_CUSTOMER: 'cancelled',
    PAID: 'paid',
    EXPIRED: 'expired',
    NEW_REVIEW: 'review_new',
    REVIEW_REPLY: 'review_reply',
    ORDER_PLACED: 'order_placed',
    ORDER_PAID: 'order_paid',
    CANCELLED_BY_YOU: 'you_cancelled',
    SHIPPED: 'shipped',
    MESSAGE: 'message',
  },
  PaymentState: { UNPAID: 'unpaid', PAID: 'paid', EXPIRED: 'expired' },
  Upload: GraphQLUpload,
};
