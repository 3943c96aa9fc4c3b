import { graphql } from '../../__generated__/gql';

/** What the add-product form offers: the categories, brands and colours of the store. */
export const SELLING_PRODUCT_OPTIONS = graphql(`
  query SellingProductOptions {
    ...StoreOptionsFields
  }
`);
