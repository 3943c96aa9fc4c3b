import { graphql } from '../../__generated__/gql';

export const WISHLIST_ITEM_FRAGMENT = graphql(`
  fragment WishlistItem_item on WishlistItem {
    addedAt
    product {
      id
      name
      price
      stock
      inStock
      image
    }
  }
`);

/** The signed-in customer's wishlist: the /wistlist page's query, also read by the detail page's heart. */
export const WISHLIST_QUERY = graphql(`
  query Wishlist {
    wishlist {
      ...WishlistItem_item
    }
  }
`);

/** What both wishlist mutations answer: the whole list after the change, or why not. */
export const WISHLIST_CHANGE_FRAGMENT = graphql(`
  fragment WishlistChange_result on WishlistResult {
    __typename
    ... on WishlistUpdated {
      items {
        ...WishlistItem_item
      }
    }
    ... on ErrorResult {
      message
    }
  }
`);

export const ADD_TO_WISHLIST = graphql(`
  mutation AddToWishlist($input: WishlistInput!) {
    addToWishlist(input: $input) {
      ...WishlistChange_result
    }
  }
`);

export const REMOVE_FROM_WISHLIST = graphql(`
  mutation RemoveFromWishlist($input: WishlistInput!) {
    removeFromWishlist(input: $input) {
      ...WishlistChange_result
    }
  }
`);
