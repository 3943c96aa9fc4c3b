import { graphql } from '../__generated__/gql';

/*
 * Fragments that documents of several features spread. A document spreads a fragment by name, without
 * importing it: codegen finds it here and adds it to every document that uses it.
 */

/** Where a page of any list stands (its `pageInfo`): what a pager and a "page N of M" line read. */
export const PAGE_INFO_FIELDS = graphql(`
  fragment PageInfoFields on PageInfo {
    page
    totalPage
    totalData
    hasPrev
    hasNext
  }
`);

/** Why a change was refused: the sentence, and each bad field when the input was the problem. */
export const REFUSAL_FIELDS = graphql(`
  fragment RefusalFields on ErrorResult {
    message
    ... on InputValidationError {
      fieldErrors {
        field
        message
      }
    }
  }
`);

/** The store's categories, brands and colours: the catalogue's filters and the product form's choices. */
export const STORE_OPTIONS_FIELDS = graphql(`
  fragment StoreOptionsFields on Query {
    categories {
      id
      name
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

/** An order line's product as bought, its price and status: the customer's order and the seller's list show them. */
export const BOUGHT_LINE_FIELDS = graphql(`
  fragment BoughtLineFields on BoughtLine {
    productName
    image
    unitPrice
    quantity
    lineTotal
    status
    statusLabel
  }
`);

/** Who receives an order, where, and how it is paid and sent: on the customer's order and the seller's lines. */
export const DELIVERY_FIELDS = graphql(`
  fragment DeliveryFields on OrderDelivery {
    receiverName
    address
    phone
    payment {
      id
      name
    }
    shipment {
      id
      name
    }
  }
`);
