import { CountBadge } from '../../components/ui/count-badge';
import { useLiveUnread } from '../../features/notifications/live-unread-store';

/**
 * The unread notification count on a header button, once the live socket has told it (the menu says it in words).
 * `outside`: past the button's top-right corner, for a text button whose label runs to its edge (the phone's Menu).
 */
export default function UnreadDot({ outside = false }: { outside?: boolean }) {
  const unread = useLiveUnread()?.notifications ?? 0;
  if (unread === 0) return null;
  return (
    <CountBadge data-testid="unread-dot" pointerEvents="none" {...(outside && { top: '-1.5', right: '-3' })}>
      {unread > 99 ? '99+' : unread}
    </CountBadge>
  );
}
