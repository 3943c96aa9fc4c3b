import { graphql } from '../../__generated__/gql';

/** The /product page's one query: a page of products and the sidebar's lists. */
export const PRODUCT_LIST_QUERY = graphql(`
  query ProductList($filter: ProductFilter, $sort: ProductSort, $page: Int, $limit: Int) {
    products(filter: $filter, sort: $sort, page: $page, limit: $limit) {
      items {
        ...ProductCard_product
      }
      page
      totalPage
      totalData
      hasPrev
      hasNext
    }
    categories {
      id
      name
      productCount
    }
    brands {
      id
      name
    }
    colors {
      id
      name
      hex
    }
  }
`);
