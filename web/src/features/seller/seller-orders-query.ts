import { graphql } from '../../__generated__/gql';

/** Order lines per page in the seller's order list. */
export const SELLER_ORDERS_PAGE_SIZE = 10;

export const SELLER_ORDER_LIST = graphql(`
  query SellerOrderList($status: OrderStatus, $page: Int, $limit: Int) {
    sellerOrders(status: $status, page: $page, limit: $limit) {
      items {
        ...SellerOrderRow_line
      }
      pageInfo {
        ...PageInfoFields
      }
    }
  }
`);

export const SELLER_ORDER_ROW_FRAGMENT = graphql(`
  fragment SellerOrderRow_line on SellerOrderLine {
    id
    orderId
    ...BoughtLineFields
    nextStatuses
    paymentState
    tax
    refunded
    trackingNumber
    ...DeliveryFields
    createdAt
  }
`);
