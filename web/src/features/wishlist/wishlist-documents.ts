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

export const ADD_TO_WISHLIST = graphql(`
  mutation AddToWishlist($input: WishlistInput!) {
    addToWishlist(input: $input) {
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
  }
`);

export const REMOVE_FROM_WISHLIST = graphql(`
  mutation RemoveFromWishlist($input: WishlistInput!) {
    removeFromWishlist(input: $input) {
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
  }
`);
