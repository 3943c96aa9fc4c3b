import { graphql } from '../../__generated__/gql';

export const CREATE_TRANSACTION = graphql(`
  mutation CreateTransaction($input: CreateTransactionInput!) {
    createTransaction(input: $input) {
      __typename
      ... on CreateTransactionSuccess {
        message
        order {
          ...OrderFields
        }
      }
      ... on InsufficientStockError {
        message
        productId
      }
      ... on ShipmentNotOfferedError {
        message
      }
      ... on InputValidationError {
        message
        fieldErrors {
          field
          message
        }
      }
    }
  }
`);
