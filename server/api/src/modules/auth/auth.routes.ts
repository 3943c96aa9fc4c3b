import { MESSAGES, type storeApi } from '@spectrum/shared';
import type { AppDeps } from '../../deps';
import type { GroupImplementation } from '../../lib/contract-router';
import { clientAddress } from '../../lib/rate-limit';
import { confirmPasswordReset, login, logout, requestPasswordReset } from './auth.service';

export function authRoutes(deps: AppDeps): GroupImplementation<typeof storeApi.auth> {
  return {
    login: async ({ body, req }) => ({ data: await login(deps, body, clientAddress(req)), msg: 'Login success' }),

    logout: async ({ user }) => {
      await logout(deps, user.sessionId);
      return { data: null, msg: MESSAGES.logoutSuccess };
    },

    requestReset: async ({ body, req }) => ({
      data: await requestPasswordReset(deps, body.email, clientAddress(req)),
      msg: MESSAGES.otpSent(body.email),
    }),

    confirmReset: async ({ body, req }) => {
      await confirmPasswordReset(deps, body, clientAddress(req));
      return { data: null, msg: MESSAGES.passwordReset };
    },
  };
}
