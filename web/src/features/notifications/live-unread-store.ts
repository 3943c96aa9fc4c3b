import { useSyncExternalStore } from 'react';
import { createExternalStore } from '../../lib/external-store';

/** The signed-in person's unread counts as the live socket last told them. */
export interface UnreadCounts {
  notifications: number;
  messages: number;
}

/** Undefined until the live socket has told (and again once its listener is gone, as after a logout). */
export const liveUnread = createExternalStore<UnreadCounts | undefined>(undefined);

const unknown = () => undefined;

/** The live unread counts, or undefined while the socket has told none (always so in the server's render). */
export function useLiveUnread(): UnreadCounts | undefined {
  return useSyncExternalStore(liveUnread.subscribe, liveUnread.get, unknown);
}
