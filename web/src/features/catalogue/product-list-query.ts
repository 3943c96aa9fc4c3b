import { graphql } from '../../__generated__/gql';

/** The /product page's one query: a page of products, the sidebar's lists and their counts for this list. */
export const PRODUCT_LIST_QUERY = graphql(`
  query ProductList($filter: ProductFilter, $sort: ProductSort, $page: Int, $limit: Int, $cursor: String) {
    products(filter: $filter, sort: $sort, page: $page, limit: $limit, cursor: $cursor) {
      items {
        ...ProductCard_product
      }
      pageInfo {
        ...PageInfoFields
      }
      totalExact
      prevCursor
      nextCursor
      facets {
        exact
        categories {
          id
          count
        }
        brands {
          id
          count
        }
        colors {
          id
          count
        }
      }
    }
    ...StoreOptionsFields
  }
`);
