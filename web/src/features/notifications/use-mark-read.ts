import { useMutation } from '@apollo/client/react';
import { useEffect, useRef } from 'react';
import { liveUnread } from './live-unread-store';
import { MARK_NOTIFICATIONS_READ, UNREAD_NOTIFICATION_COUNT_QUERY } from './notification-documents';

/**
 * Marks read everything up to the newest notification on screen, once per newest id, and puts the count
 * the server answers where the user menu reads it. Later notifications stay unread.
 */
export function useMarkRead(newestId: string | undefined, anyUnread: boolean): void {
  const [markRead] = useMutation(MARK_NOTIFICATIONS_READ, {
    update(cache, { data }) {
      const unreadCount = data?.markNotificationsRead.unreadCount;
      if (unreadCount === undefined) return;
      cache.writeQuery({ query: UNREAD_NOTIFICATION_COUNT_QUERY, data: { unreadNotificationCount: unreadCount } });
      const live = liveUnread.get();
      if (live) liveUnread.set({ ...live, notifications: unreadCount });
    },
  });

  const marked = useRef<string | null>(null);
  useEffect(() => {
    if (!newestId || !anyUnread || marked.current === newestId) return;
    marked.current = newestId;
    // A failure leaves them unread; they are marked on the next visit.
    markRead({ variables: { input: { upToId: newestId } } }).catch(() => undefined);
  }, [newestId, anyUnread, markRead]);
}
