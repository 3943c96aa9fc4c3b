import { graphql } from '../../__generated__/gql';

export const DELETE_SELLER_PRODUCT = graphql(`
  mutation DeleteSellerProduct($input: DeleteProductInput!) {
    deleteProduct(input: $input) {
      __typename
      ... on DeleteProductSuccess {
        id
        message
      }
      ... on ErrorResult {
        message
      }
    }
  }
`);
