import { graphql } from '../../__generated__/gql';

export const SAVED_ADDRESS_FIELDS = graphql(`
  fragment SavedAddressFields on SavedAddress {
    id
    receiverName
    phone
    address
    isDefault
  }
`);

export const MY_ADDRESSES_QUERY = graphql(`
  query MyAddresses {
    myAddresses {
      ...SavedAddressFields
    }
  }
`);

export const ADD_ADDRESS = graphql(`
  mutation AddAddress($input: AddressInput!) {
    addAddress(input: $input) {
      ...AddressBookResultFields
    }
  }
`);

export const SET_DEFAULT_ADDRESS = graphql(`
  mutation SetDefaultAddress($input: AddressIdInput!) {
    setDefaultAddress(input: $input) {
      ...AddressBookResultFields
    }
  }
`);

export const DELETE_ADDRESS = graphql(`
  mutation DeleteAddress($input: AddressIdInput!) {
    deleteAddress(input: $input) {
      ...AddressBookResultFields
    }
  }
`);

export const ADDRESS_BOOK_RESULT_FIELDS = graphql(`
  fragment AddressBookResultFields on AddressBookResult {
    __typename
    ... on AddressBookUpdated {
      message
      addresses {
        ...SavedAddressFields
      }
    }
    ...RefusalFields
  }
`);
