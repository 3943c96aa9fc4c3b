import { graphql } from '../../__generated__/gql';
import type { ProductDetailQuery } from '../../__generated__/graphql';

/** The product detail page's one query: the product and its relatives. */
export const PRODUCT_DETAIL_QUERY = graphql(`
  query ProductDetail($id: ID!) {
    product(id: $id) {
      id
      name
      price
      stock
      inStock
      image
      images
      thumbnails
      description
      condition
      brand {
        id
        name
      }
      color {
        id
        name
      }
      categories {
        id
        name
      }
      seller {
        id
        storeName
        displayName
        rating {
          average
          count
        }
      }
      rating {
        average
        count
      }
      reviews {
        items {
          id
          rating
          title
          body
          reviewerName
          createdAt
        }
      }
    }
    relatedProducts(productId: $id) {
      ...ProductCard_product
    }
  }
`);

export type DetailedProduct = NonNullable<ProductDetailQuery['product']>;
export type RelatedProduct = ProductDetailQuery['relatedProducts'][number];
