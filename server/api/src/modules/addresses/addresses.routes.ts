import type { storeApi } from '@spectrum/shared';
import type { AppDeps } from '../../deps';
import type { GroupImplementation } from '../../lib/contract-router';
import { byAccount, byAddress, limitRequests } from '../../lib/rate-limit';
import * as addresses from './addresses.service';

export function addressRoutes({ db, config }: AppDeps): GroupImplementation<typeof storeApi.addresses> {
  const limits = config.rateLimits;
  // Every write (save, change, make default, delete) counts against the same limits.
  const limited = [
    limitRequests(
      db,
      'addressWriteAddress',
      limits.addressWriteAddress,
      'Too many address book changes from your address',
      byAddress,
    ),
    limitRequests(
      db,
      'addressWriteAccount',
      limits.addressWriteAccount,
      'Too many address book changes for this account',
      byAccount,
    ),
  ];
  return {
    list: async ({ user }) => ({ data: await addresses.listAddresses(db, user.id) }),

    create: {
      before: limited,
      handle: async ({ user, body }) => ({
        data: await addresses.createAddress(db, user.id, body),
        msg: 'The address was saved',
      }),
    },

    update: {
      before: limited,
      handle: async ({ user, params, body }) => ({
        data: await addresses.updateAddress(db, user.id, params.id, body),
        msg: 'The address was saved',
      }),
    },

    setDefault: {
      before: limited,
      handle: async ({ user, params }) => ({
        data: await addresses.setDefaultAddress(db, user.id, params.id),
        msg: 'This is now your default address',
      }),
    },

    remove: {
      before: limited,
      handle: async ({ user, params }) => {
        await addresses.deleteAddress(db, user.id, params.id);
        return { data: { id: params.id }, msg: 'The address was deleted' };
      },
    },
  };
}
