import { graphql } from '../../__generated__/gql';

/** Why a seller's product change was refused: the sentence, and each bad field when the input was the problem. */
export const REFUSAL_FRAGMENT = graphql(`
  fragment Refusal_result on ErrorResult {
    message
    ... on InputValidationError {
      fieldErrors {
        field
        message
      }
    }
  }
`);
