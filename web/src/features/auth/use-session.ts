import { useSyncExternalStore } from 'react';
import { getSession, getSignedOutSession, subscribeSession, type Session } from '../../lib/session';

/**
 * The browser's session. A server render knows none, so a page it rendered hydrates signed out first and
 * shows the session right after (a hydrating render must match the server's HTML).
 */
export function useSession(): Session {
  return useSyncExternalStore(subscribeSession, getSession, getSignedOutSession);
}
