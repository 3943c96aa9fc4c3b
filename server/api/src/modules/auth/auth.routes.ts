import { Router } from 'express';
import { confirmResetBody, loginBody, MESSAGES, requestResetBody, type ResetData } from '@spectrum/shared';
import type { AppDeps } from '../../app';
import { currentUser, requireAuth } from '../../lib/auth';
import { parse, send } from '../../lib/http';
import { clientAddress } from '../../lib/rate-limit';
import { confirmPasswordReset, login, logout, requestPasswordReset } from './auth.service';

/** A body carrying either reset-only field is an attempt to use a code; anything else asks for one. */
function isConfirmAttempt(body: unknown): boolean {
  return typeof body === 'object' && body !== null && ('code' in body || 'new_password' in body);
}

export function createAuthRouter(deps: AppDeps): Router {
  const router = Router();

  router.post('/login', async (req, res) => {
    const input = parse(loginBody, req.body);
    send(res, await login(deps, input, clientAddress(req)), { msg: 'Login success' });
  });

  router.delete('/logout', requireAuth(deps.db, deps.config), async (_req, res) => {
    await logout(deps, currentUser(res).sessionId);
    send(res, null, { msg: MESSAGES.logoutSuccess });
  });

  router.post('/reset', async (req, res) => {
    if (isConfirmAttempt(req.body)) {
      await confirmPasswordReset(deps, parse(confirmResetBody, req.body), clientAddress(req));
      send(res, null, { msg: MESSAGES.passwordReset });
      return;
    }
    const { email } = parse(requestResetBody, req.body);
    const data: ResetData = await requestPasswordReset(deps, email, clientAddress(req));
    send(res, data, { msg: MESSAGES.otpSent(email) });
  });

  return router;
}
