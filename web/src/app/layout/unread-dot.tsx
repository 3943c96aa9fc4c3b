import { CountBadge } from '../../components/ui/count-badge';
import { useLiveUnread } from '../../features/notifications/live-unread-store';

/** The unread notification count on a header button, once the live socket has told it (the menu says it in words). */
export default function UnreadDot() {
  const unread = useLiveUnread()?.notifications ?? 0;
  if (unread === 0) return null;
  return (
    <CountBadge data-testid="unread-dot" pointerEvents="none">
      {unread > 99 ? '99+' : unread}
    </CountBadge>
  );
}
