import { graphql } from '../../__generated__/gql';

export const RESTOCK_PRODUCT = graphql(`
  mutation RestockProduct($input: RestockProductInput!) {
    restockProduct(input: $input) {
      __typename
      ... on RestockProductSuccess {
        message
        product {
          id
          stock
          soldOut
        }
      }
      ...RefusalFields
    }
  }
`);

export const RESTORE_PRODUCT = graphql(`
  mutation RestoreProduct($input: RestoreProductInput!) {
    restoreProduct(input: $input) {
      __typename
      ... on RestoreProductSuccess {
        message
        product {
          id
          archived
        }
      }
      ... on ErrorResult {
        message
      }
    }
  }
`);
