import { useQuery } from '@apollo/client/react';
import { UNREAD_NOTIFICATION_COUNT_QUERY } from './notification-documents';

/** How many of the signed-in person's notifications are unread; 0 until known or when it cannot be read. */
export function useUnreadCount({ skip }: { skip: boolean }): number {
  const { data } = useQuery(UNREAD_NOTIFICATION_COUNT_QUERY, { skip, fetchPolicy: 'cache-and-network' });
  return data?.unreadNotificationCount ?? 0;
}
