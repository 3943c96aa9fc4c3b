import { MESSAGES } from '@spectrum/shared/messages';
import { redirect, type LoaderFunction } from 'react-router';
import { toast } from 'react-toastify';
import { getSession, hasRole, isSignedIn } from '../lib/session';

/*
 * Guards run as route loaders, so they judge each navigation once, before the page's code loads;
 * signing out while on a guarded page does not bounce the person through a second redirect.
 */

/** A page for one role: visitors go to /login, the other role goes home. */
export function requireRole(role: number): LoaderFunction {
  return () => {
    const session = getSession();
    if (!isSignedIn(session)) {
      toast.error(MESSAGES.loginFirst, { toastId: MESSAGES.loginFirst });
      throw redirect('/login');
    }
    if (!hasRole(session, role)) {
      toast.error(MESSAGES.forbidden, { toastId: MESSAGES.forbidden });
      throw redirect('/');
    }
    return null;
  };
}

/** Login, register and password reset: a signed-in person is sent home. */
export const visitorOnly: LoaderFunction = () => {
  if (isSignedIn(getSession())) {
    toast.info(MESSAGES.alreadyLoggedIn, { toastId: MESSAGES.alreadyLoggedIn });
    throw redirect('/');
  }
  return null;
};
