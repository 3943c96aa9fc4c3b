import type { SavedAddress as SavedAddressData } from '@spectrum/shared';
import type {
  AddressInput,
  MutationResolvers,
  QueryResolvers,
  SavedAddressResolvers,
} from '../__generated__/resolvers-types';
import type { BffContext } from '../context';
import type { UpstreamError } from '../errors';
import { toId } from './inputs';
import { codeOf, failure, invalidInput, isInvalidInput, isNotFound, settle } from './results';

export const SavedAddress: SavedAddressResolvers = {
  receiverName: (saved) => saved.receiver_name,
  isDefault: (saved) => saved.is_default,
  createdAt: (saved) => saved.created_at,
};

function addressRefusal(refusal: UpstreamError) {
  if (codeOf(refusal) === 'ADDRESS_BOOK_FULL') return failure('AddressBookFullError', 'ADDRESS_BOOK_FULL', refusal.msg);
  if (isNotFound(refusal)) return failure('NotFoundError', 'NOT_FOUND', refusal.msg);
  if (isInvalidInput(refusal)) return invalidInput(refusal);
  return undefined;
}

/** The address book after a change, with the address it was about. */
async function updated({ storeApi }: BffContext, address: SavedAddressData | null, message: string) {
  const { data } = await storeApi.addresses.list();
  return { __typename: 'AddressBookUpdated' as const, address, addresses: data, message };
}

export const addressQueries: Pick<QueryResolvers, 'myAddresses'> = {
  myAddresses: async (_parent, _args, { storeApi }) => (await storeApi.addresses.list()).data,
};

/** An address as the store API takes it, from the GraphQL input of a new or changed one. */
function addressBody(input: AddressInput) {
  return {
    receiver_name: input.receiverName,
    phone: input.phone,
    address: input.address,
    is_default: input.isDefault ?? undefined,
  };
}

export const addressMutations: Pick<
  MutationResolvers,
  'addAddress' | 'updateAddress' | 'setDefaultAddress' | 'deleteAddress'
> = {
  addAddress: (_parent, { input }, context) =>
    settle(async () => {
      const { data, msg } = await context.storeApi.addresses.create({
        body: addressBody(input),
      });
      return updated(context, data, msg);
    }, addressRefusal),

  updateAddress: (_parent, { input }, context) =>
    settle(async () => {
      const { data, msg } = await context.storeApi.addresses.update({
        params: { id: toId(input.id, 'id') },
        body: addressBody(input.address),
      });
      return updated(context, data, msg);
    }, addressRefusal),

  setDefaultAddress: (_parent, { input }, context) =>
    settle(async () => {
      const { data, msg } = await context.storeApi.addresses.setDefault({ params: { id: toId(input.id, 'id') } });
      return updated(context, data, msg);
    }, addressRefusal),

  deleteAddress: (_parent, { input }, context) =>
    settle(async () => {
      const { msg } = await context.storeApi.addresses.remove({ params: { id: toId(input.id, 'id') } });
      return updated(context, null, msg);
    }, addressRefusal),
};
