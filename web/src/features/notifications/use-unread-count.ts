import { useQuery } from '../../apollo/use-query';
import { UNREAD_NOTIFICATION_COUNT_QUERY } from './notification-documents';

/** An unread count as last known, and whether it is settled (false while the store is still being asked). */
export interface UnreadReading {
  unread: number;
  settled: boolean;
}

/** How many of the signed-in person's notifications are unread; 0 when it cannot be read. */
export function useUnreadCount({ skip }: { skip: boolean }): UnreadReading {
  const { data, loading } = useQuery(UNREAD_NOTIFICATION_COUNT_QUERY, { skip, fetchPolicy: 'cache-and-network' });
  return { unread: data?.unreadNotificationCount ?? 0, settled: !loading };
}
