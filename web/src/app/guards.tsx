import { MESSAGES } from '@spectrum/shared/messages';
import { redirect, type LoaderFunction } from 'react-router';
import { loginPathFor } from '../lib/return-to';
import { getSession, hasRole, isSignedIn } from '../lib/session';
import { toastFailure, toastInfo } from '../lib/toasts';

/*
 * Guards run as route loaders, so they judge each navigation once, before the page's code loads;
 * signing out while on a guarded page does not bounce the person through a second redirect.
 */

/** A page for one role: visitors go to /login (and come back here once signed in), the other role goes home. */
export function requireRole(role: number): LoaderFunction {
  return ({ request }) => {
    const session = getSession();
    if (!isSignedIn(session)) {
      toastFailure(MESSAGES.loginFirst, { id: MESSAGES.loginFirst });
      const wanted = new URL(request.url);
      throw redirect(loginPathFor(`${wanted.pathname}${wanted.search}`));
    }
    if (!hasRole(session, role)) {
      toastFailure(MESSAGES.forbidden, { id: MESSAGES.forbidden });
      throw redirect('/');
    }
    return null;
  };
}

/** Login, register and password reset: a signed-in person is sent home. */
export const visitorOnly: LoaderFunction = () => {
  if (isSignedIn(getSession())) {
    toastInfo(MESSAGES.alreadyLoggedIn, { id: MESSAGES.alreadyLoggedIn });
    throw redirect('/');
  }
  return null;
};
