import { graphql } from '../../__generated__/gql';

export const SEND_CONTACT_MESSAGE = graphql(`
  mutation SendContactMessage($input: ContactMessageInput!) {
    sendContactMessage(input: $input) {
      __typename
      ... on ContactMessageSent {
        message
      }
      ... on ErrorResult {
        message
      }
    }
  }
`);
