import { graphql } from '../../__generated__/gql';

/** Products per page in the seller's list. */
export const SELLER_PRODUCTS_PAGE_SIZE = 10;

export const SELLER_PRODUCT_LIST = graphql(`
  query SellerProductList($filter: SellerProductFilter, $page: Int, $limit: Int) {
    sellerProducts(filter: $filter, page: $page, limit: $limit) {
      items {
        ...SellerProductRow_product
      }
      pageInfo {
        ...PageInfoFields
      }
    }
  }
`);

export const SELLER_PRODUCT_ROW_FRAGMENT = graphql(`
  fragment SellerProductRow_product on SellerProduct {
    id
    name
    price
    stock
    image
    archived
  }
`);
