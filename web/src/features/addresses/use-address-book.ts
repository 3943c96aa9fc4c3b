import type { ApolloCache } from '@apollo/client';
import { useMutation } from '@apollo/client/react';
import { useQuery } from '../../apollo/use-query';
import { useCallback } from 'react';
import type {
  AddressBookResultFieldsFragment,
  AddressInput,
  SavedAddressFieldsFragment,
} from '../../__generated__/graphql';
import { errorMessage } from '../../components/ui/error-message';
import { ADD_ADDRESS, DELETE_ADDRESS, MY_ADDRESSES_QUERY, SET_DEFAULT_ADDRESS } from './address-book-documents';

export type SavedAddress = SavedAddressFieldsFragment;

/** What a change of the address book came to: done with its sentence, or refused with the reason. */
export type AddressBookChange =
  { ok: true; message: string } | { ok: false; message: string; fieldErrors: { field: string; message: string }[] };

export interface AddressBook {
  /** The saved addresses, the default first; empty while loading. */
  addresses: SavedAddress[];
  loading: boolean;
  error: string | undefined;
  add: (input: AddressInput) => Promise<AddressBookChange>;
  setDefault: (id: string) => Promise<AddressBookChange>;
  remove: (id: string) => Promise<AddressBookChange>;
}

function changeOf(result: AddressBookResultFieldsFragment | undefined): AddressBookChange {
  if (result?.__typename === 'AddressBookUpdated') return { ok: true, message: result.message };
  if (result?.__typename === 'InputValidationError') {
    return { ok: false, message: result.message, fieldErrors: result.fieldErrors };
  }
  if (result && 'message' in result) return { ok: false, message: result.message, fieldErrors: [] };
  return { ok: false, message: 'The store did not answer as expected. Please try again.', fieldErrors: [] };
}

/** The book as the change left it, written over the cached list. */
function writeBook(cache: ApolloCache, result: AddressBookResultFieldsFragment | undefined): void {
  if (result?.__typename !== 'AddressBookUpdated') return;
  cache.writeQuery({ query: MY_ADDRESSES_QUERY, data: { myAddresses: result.addresses } });
}

async function settleChange(
  mutate: () => Promise<AddressBookResultFieldsFragment | undefined>,
): Promise<AddressBookChange> {
  try {
    return changeOf(await mutate());
  } catch (failure) {
    return { ok: false, message: errorMessage(failure), fieldErrors: [] };
  }
}

/**
 * The signed-in customer's address book. Every change answers with the whole book, written over the cached
 * list, so every page that shows it agrees without asking again.
 */
export function useAddressBook({ skip = false }: { skip?: boolean } = {}): AddressBook {
  const { data, loading, error } = useQuery(MY_ADDRESSES_QUERY, { skip });
  const [addAddress] = useMutation(ADD_ADDRESS);
  const [setDefaultAddress] = useMutation(SET_DEFAULT_ADDRESS);
  const [deleteAddress] = useMutation(DELETE_ADDRESS);

  const add = useCallback(
    (input: AddressInput) =>
      settleChange(async () => {
        const { data: answer } = await addAddress({
          variables: { input },
          update: (cache, { data: changed }) => writeBook(cache, changed?.addAddress),
        });
        return answer?.addAddress;
      }),
    [addAddress],
  );
  const setDefault = useCallback(
    (id: string) =>
      settleChange(async () => {
        const { data: answer } = await setDefaultAddress({
          variables: { input: { id } },
          update: (cache, { data: changed }) => writeBook(cache, changed?.setDefaultAddress),
        });
        return answer?.setDefaultAddress;
      }),
    [setDefaultAddress],
  );
  const remove = useCallback(
    (id: string) =>
      settleChange(async () => {
        const { data: answer } = await deleteAddress({
          variables: { input: { id } },
          update: (cache, { data: changed }) => writeBook(cache, changed?.deleteAddress),
        });
        return answer?.deleteAddress;
      }),
    [deleteAddress],
  );

  return {
    addresses: data?.myAddresses ?? [],
    loading,
    error: error ? errorMessage(error) : undefined,
    add,
    setDefault,
    remove,
  };
}
