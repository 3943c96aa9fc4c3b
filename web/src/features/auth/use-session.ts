import { useSyncExternalStore } from 'react';
import { getSession, subscribeSession, type Session } from '../../lib/session';

export function useSession(): Session {
  return useSyncExternalStore(subscribeSession, getSession, getSession);
}
