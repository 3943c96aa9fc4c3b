import { graphql } from '../../__generated__/gql';
import type { OrderDetailFieldsFragment } from '../../__generated__/graphql';

export const ORDER_DETAIL_FIELDS = graphql(`
  fragment OrderDetailFields on Order {
    ...OrderFields
    lines {
      id
      cancellable
      history {
        from
        to
        toLabel
        changedBy
        changedByName
        at
      }
    }
  }
`);

export const ORDER_DETAIL_QUERY = graphql(`
  query OrderDetail($id: ID!) {
    order(id: $id) {
      ...OrderDetailFields
    }
  }
`);

export const CANCEL_ORDER = graphql(`
  mutation CancelOrder($input: CancelOrderInput!) {
    cancelOrder(input: $input) {
      __typename
      ... on CancelOrderSuccess {
        message
        order {
          ...OrderDetailFields
        }
      }
      ... on IllegalStatusChangeError {
        message
      }
      ... on NotFoundError {
        message
      }
    }
  }
`);

export const CANCEL_ORDER_LINE = graphql(`
  mutation CancelOrderLine($input: CancelOrderLineInput!) {
    cancelOrderLine(input: $input) {
      __typename
      ... on CancelOrderSuccess {
        message
        order {
          ...OrderDetailFields
        }
      }
      ... on IllegalStatusChangeError {
        message
      }
      ... on NotFoundError {
        message
      }
    }
  }
`);

export type OrderDetail = OrderDetailFieldsFragment;
export type OrderDetailLine = OrderDetail['lines'][number];
