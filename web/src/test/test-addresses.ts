import type { MockLink } from '@apollo/client/testing';
import type { MyAddressesQuery, SavedAddressFieldsFragment } from '../__generated__/graphql';
import { MY_ADDRESSES_QUERY } from '../features/addresses/address-book-documents';

/** Test helpers: saved addresses shaped like the server's, and the address book query answering them. */
export function savedAddress(
  id: string,
  receiverName: string,
  address: string,
  options: { phone?: string; isDefault?: boolean } = {},
): SavedAddressFieldsFragment & { __typename: 'SavedAddress' } {
  return {
    __typename: 'SavedAddress',
    id,
    receiverName,
    phone: options.phone ?? '+628123456789',
    address,
    isDefault: options.isDefault ?? false,
  };
}

export function addressBookMock(
  addresses: SavedAddressFieldsFragment[] = [],
): MockLink.MockedResponse<MyAddressesQuery> {
  return {
    request: { query: MY_ADDRESSES_QUERY },
    result: { data: { myAddresses: addresses } },
    maxUsageCount: Number.POSITIVE_INFINITY,
  };
}
