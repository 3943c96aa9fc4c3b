import { graphql } from '../../__generated__/gql';

export const UPDATE_ORDER_STATUS = graphql(`
  mutation UpdateOrderStatus($input: UpdateOrderStatusInput!) {
    updateOrderStatus(input: $input) {
      __typename
      ... on UpdateOrderStatusSuccess {
        line {
          ...SellerOrderRow_line
        }
      }
      ... on ErrorResult {
        message
      }
    }
  }
`);
