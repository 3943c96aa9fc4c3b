import { graphql } from '../../__generated__/gql';

export const EDITABLE_PRODUCT_FIELDS = graphql(`
  fragment EditableProductFields on EditableProduct {
    id
    version
    name
    description
    price
    stock
    condition
    brand {
      id
    }
    color {
      id
    }
    categories {
      id
    }
    photos {
      id
      image
      thumbnail
    }
    archived
    soldOut
  }
`);

/** The product as its edit form loads it; null when it is not one of the signed-in seller's. */
export const EDITABLE_PRODUCT = graphql(`
  query EditableProduct($id: ID!) {
    editableProduct(id: $id) {
      ...EditableProductFields
    }
  }
`);

export const UPDATE_PRODUCT = graphql(`
  mutation UpdateProduct($input: UpdateProductInput!) {
    updateProduct(input: $input) {
      __typename
      ... on UpdateProductSuccess {
        message
        product {
          ...EditableProductFields
        }
      }
      ... on InputValidationError {
        fieldErrors {
          field
          message
        }
      }
      ... on ProductChangedError {
        currentVersion
      }
      ... on ErrorResult {
        message
      }
    }
  }
`);
