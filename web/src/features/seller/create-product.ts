import { graphql } from '../../__generated__/gql';

export const CREATE_PRODUCT = graphql(`
  mutation CreateProduct($input: CreateProductInput!) {
    createProduct(input: $input) {
      __typename
      ... on CreateProductSuccess {
        message
        product {
          id
          name
        }
      }
      ...RefusalFields
    }
  }
`);
