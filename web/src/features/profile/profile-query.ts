import { graphql } from '../../__generated__/gql';

/** The signed-in person's profile: both profile pages own this one query. */
export const PROFILE_PAGE_QUERY = graphql(`
  query ProfilePage {
    me {
      ...ProfileDetails_profile
    }
  }
`);

export const PROFILE_DETAILS_FRAGMENT = graphql(`
  fragment ProfileDetails_profile on Profile {
    id
    email
    role
    displayName
    gender
    image
    storeName
    storeDescription
  }
`);
