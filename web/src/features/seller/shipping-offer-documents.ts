import { graphql } from '../../__generated__/gql';

export const SHIPPING_OFFER_FIELDS = graphql(`
  fragment ShippingOfferFields on ShippingOffer {
    flatRateFee
    freeShippingMinimum
    pickupAddress
  }
`);

export const MY_SHIPPING_OFFER = graphql(`
  query MyShippingOffer {
    myShippingOffer {
      ...ShippingOfferFields
    }
  }
`);

export const SAVE_SHIPPING_OFFER = graphql(`
  mutation SaveShippingOffer($input: ShippingOfferInput!) {
    saveShippingOffer(input: $input) {
      __typename
      ... on SaveShippingOfferSuccess {
        message
        offer {
          ...ShippingOfferFields
        }
      }
      ... on InputValidationError {
        ...RefusalFields
      }
    }
  }
`);
