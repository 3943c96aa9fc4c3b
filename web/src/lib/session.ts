import { ROLES, STORAGE_KEYS } from '@spectrum/shared/constants';
import { readPersistedState, updatePersistedState, type PersistedUser } from './persisted-state';

export type SessionUser = PersistedUser;

/** Signed in means a token is present; the user details come from the saved state. */
export interface Session {
  token: string | null;
  user: SessionUser | null;
}

const SIGNED_OUT: Session = { token: null, user: null };

let current: Session | null = null;
const listeners = new Set<() => void>();

function readToken(): string | null {
  try {
    return globalThis.localStorage?.getItem(STORAGE_KEYS.token) || null;
  } catch {
    return null;
  }
}

function writeToken(token: string | null): void {
  try {
    if (token) globalThis.localStorage?.setItem(STORAGE_KEYS.token, token);
    else globalThis.localStorage?.removeItem(STORAGE_KEYS.token);
  } catch {
    // Without storage the session still lives in memory for this tab.
  }
}

function readSession(): Session {
  const token = readToken();
  if (!token) return SIGNED_OUT;
  return { token, user: readPersistedState().user };
}

function publish(next: Session): void {
  current = next;
  for (const listener of listeners) listener();
}

/** The session a server render sees (the token lives in the browser), and a hydrating browser's first render. */
export function getSignedOutSession(): Session {
  return SIGNED_OUT;
}

export function getSession(): Session {
  current ??= readSession();
  return current;
}

export function subscribeSession(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Re-reads the stored token and user, e.g. after the saved state is restored or another tab changed it. */
export function reloadSession(): Session {
  publish(readSession());
  return getSession();
}

export function startSession(token: string, user: SessionUser): void {
  writeToken(token);
  updatePersistedState((saved) => ({ ...saved, user }));
  publish({ token, user });
}

/** Drops the token and the user; the cart and the search text stay (DESIGN convention 9). */
export function endSession(): void {
  writeToken(null);
  updatePersistedState((saved) => ({ ...saved, user: null }));
  publish(SIGNED_OUT);
}

export function isSignedIn(session: Session): boolean {
  return Boolean(session.token);
}

export function hasRole(session: Session, role: number): boolean {
  return isSignedIn(session) && Number(session.user?.role) === role;
}

/** Where "Profile" leads: the customer or seller profile by role, home for anything else. */
export function profilePathFor(session: Session): string {
  if (hasRole(session, ROLES.customer)) return '/profile/customer';
  if (hasRole(session, ROLES.seller)) return '/profile/seller';
  return '/';
}

if (typeof window !== 'undefined') {
  window.addEventListener('storage', (event) => {
    if (event.key === null || event.key === STORAGE_KEYS.token || event.key === STORAGE_KEYS.persistedState) {
      reloadSession();
    }
  });
}
