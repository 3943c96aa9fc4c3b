import { graphql } from '../../__generated__/gql';
import type { UpdateProfileInput } from '../../__generated__/graphql';

export const UPDATE_PROFILE = graphql(`
  mutation UpdateProfile($input: UpdateProfileInput!) {
    updateProfile(input: $input) {
      __typename
      ... on UpdateProfileSuccess {
        message
        profile {
          ...ProfileDetails_profile
        }
      }
      ... on ErrorResult {
        message
      }
    }
  }
`);

export type EditableProfileField = 'displayName' | 'gender' | 'storeName' | 'storeDescription';
export type ProfileDrafts = Partial<Record<EditableProfileField, string>>;

/** Only non-empty texts are sent, and the picture only when a new file was chosen. */
export function toUpdateProfileInput(drafts: ProfileDrafts, image: File | null): UpdateProfileInput {
  const input: UpdateProfileInput = {};
  for (const [field, value] of Object.entries(drafts) as [EditableProfileField, string | undefined][]) {
    const text = value?.trim();
    if (text) input[field] = text;
  }
  if (image) input.image = image;
  return input;
}
