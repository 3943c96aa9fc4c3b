import { MESSAGES, type storeApi } from '@spectrum/shared';
import type { AppDeps } from '../../deps';
import type { GroupImplementation } from '../../lib/contract-router';
import { byAccount, byAddress, limitRequests } from '../../lib/rate-limit';
import { editPassword, editProfile, getProfile, register } from './users.service';

export function userRoutes(deps: AppDeps): GroupImplementation<typeof storeApi.users> {
  const { db, config } = deps;
  const limits = config.rateLimits;
  return {
    register: {
      before: [
        limitRequests(db, 'registerAddress', limits.registerAddress, 'Too many sign-ups from your address', byAddress),
      ],
      handle: async ({ body }) => {
        const user = await register(deps, body);
        return { data: user, msg: MESSAGES.registerSuccess(user.email) };
      },
    },

    profile: async ({ user }) => ({ data: await getProfile(deps, user.id) }),

    editProfile: async ({ body, files, user }) => ({
      data: await editProfile(deps, user.id, body, files[0]),
      msg: MESSAGES.profileSaved,
    }),

    editPassword: {
      before: [
        limitRequests(
          db,
          'passwordChangeAddress',
          limits.passwordChangeAddress,
          'Too many password changes from your address',
          byAddress,
        ),
        limitRequests(
          db,
          'passwordChangeAccount',
          limits.passwordChangeAccount,
          'Too many password changes for this account',
          byAccount,
        ),
      ],
      handle: async ({ body, user }) => {
        await editPassword(deps, user, body);
        return { data: null, msg: MESSAGES.passwordChanged };
      },
    },
  };
}
