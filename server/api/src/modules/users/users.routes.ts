import { Router } from 'express';
import { editPasswordBody, editProfileBody, MESSAGES, registerBody } from '@spectrum/shared';
import type { AppDeps } from '../../app';
import { currentUser, requireAuth } from '../../lib/auth';
import { send, parse } from '../../lib/http';
import { meteredImageUpload } from '../../lib/uploads';
import { byAccount, byAddress, limitRequests } from '../../lib/rate-limit';
import { editPassword, editProfile, getProfile, register } from './users.service';

export function createUsersRouter(deps: AppDeps): Router {
  const router = Router();
  const { db, config } = deps;
  const limits = config.rateLimits;
  const authenticated = requireAuth(db, config);

  router.post(
    '/register',
    limitRequests(db, 'registerAddress', limits.registerAddress, 'Too many sign-ups from your address', byAddress),
    async (req, res) => {
      const input = parse(registerBody, req.body);
      const user = await register(deps, input);
      send(res, user, { status: 201, msg: MESSAGES.registerSuccess(user.email) });
    },
  );

  router.get('/profile', authenticated, async (_req, res) => {
    send(res, await getProfile(deps, currentUser(res).id));
  });

  router.patch(
    '/profile/edit',
    authenticated,
    ...meteredImageUpload(deps, 'image', 1, 'Send one profile picture only'),
    async (req, res) => {
      const input = parse(editProfileBody, req.body);
      const avatar = Array.isArray(req.files) ? req.files[0] : undefined;
      const profile = await editProfile(deps, currentUser(res).id, input, avatar);
      send(res, profile, { msg: MESSAGES.profileSaved });
    },
  );

  router.patch(
    '/editpwd',
    authenticated,
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
    async (req, res) => {
      const input = parse(editPasswordBody, req.body);
      await editPassword(deps, currentUser(res), input);
      send(res, null, { msg: MESSAGES.passwordChanged });
    },
  );

  return router;
}
