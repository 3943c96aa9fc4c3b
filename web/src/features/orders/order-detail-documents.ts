import { graphql } from '../../__generated__/gql';
import type { OrderDetailFieldsFragment } from '../../__generated__/graphql';

export const ORDER_DETAIL_FIELDS = graphql(`
  fragment OrderDetailFields on Order {
    ...OrderFields
    paymentDeadline
    canSimulatePayment
    instructions {
      bank
      virtualAccount
      amount
      deadline
    }
    lines {
      id
      cancellable
      history {
        from
        to
        toLabel
        changedBy
        changedByName
        reason
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

/** What both cancellations answer: the order as it now stands, or why nothing changed. */
export const CANCEL_ORDER_ANSWER_FRAGMENT = graphql(`
  fragment CancelOrderAnswer on CancelOrderResult {
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
`);

export const CANCEL_ORDER = graphql(`
  mutation CancelOrder($input: CancelOrderInput!) {
    cancelOrder(input: $input) {
      ...CancelOrderAnswer
    }
  }
`);

export const CANCEL_ORDER_LINE = graphql(`
  mutation CancelOrderLine($input: CancelOrderLineInput!) {
    cancelOrderLine(input: $input) {
      ...CancelOrderAnswer
    }
  }
`);

export type OrderDetail = OrderDetailFieldsFragment;
export type OrderDetailLine = OrderDetail['lines'][number];

export const SIMULATE_PAYMENT = graphql(`
  mutation SimulatePayment($input: SimulatePaymentInput!) {
    simulatePayment(input: $input) {
      __typename
      ... on SimulatePaymentSuccess {
        message
        order {
          ...OrderDetailFields
        }
      }
      ... on PaymentRefusedError {
        message
      }
      ... on NotFoundError {
        message
      }
    }
  }
`);
