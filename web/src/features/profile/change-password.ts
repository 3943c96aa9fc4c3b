import { graphql } from '../../__generated__/gql';

export const CHANGE_PASSWORD = graphql(`
  mutation ChangePassword($input: ChangePasswordInput!) {
    changePassword(input: $input) {
      __typename
      ... on ChangePasswordSuccess {
        message
      }
      ... on ErrorResult {
        message
      }
    }
  }
`);
