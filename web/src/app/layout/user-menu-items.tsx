import { Menu } from '@chakra-ui/react';
import { UnreadCount } from '../../components/ui/unread-count';
import { RouterLink } from '../../components/ui/router-link';
import { useSession } from '../../features/auth/use-session';
import { useLiveUnread } from '../../features/notifications/live-unread-store';
import { useUnreadCount, type UnreadReading } from '../../features/notifications/use-unread-count';
import { isSignedIn } from '../../lib/session';
import { accountLinksFor, type AccountLink } from './account-links';

const itemStyle = { h: '10', px: '5', fontSize: 'sm', borderRadius: '0', cursor: 'pointer' } as const;

/**
 * An entry's unread count: the live one when the socket has told it; otherwise asked for once the entry mounts
 * (nothing to ask for an entry without a count, or for messages, which only the socket tells). Not settled while
 * it is still being asked, so the entry can say it is busy and no one reads "none unread" into a count not in yet.
 */
export function useUnread(of: AccountLink['unread']): UnreadReading {
  const live = useLiveUnread();
  const asked = useUnreadCount({ skip: of !== 'notifications' || live !== undefined });
  if (of === undefined) return { unread: 0, settled: true };
  if (live) return { unread: live[of], settled: true };
  return of === 'notifications' ? asked : { unread: 0, settled: true };
}

function LinkItem({ link }: { link: AccountLink }) {
  const { unread, settled } = useUnread(link.unread);
  return (
    <Menu.Item value={link.value} asChild {...itemStyle} aria-busy={!settled || undefined}>
      <RouterLink to={link.to}>
        {link.label}
        <UnreadCount count={unread} ml="auto" />
      </RouterLink>
    </Menu.Item>
  );
}

/** The account entries (account-links.ts), then Logout when signed in. */
export function UserMenuItems({ onLogoutAsked }: { onLogoutAsked: () => void }) {
  const session = useSession();
  return (
    <>
      {accountLinksFor(session).map((link) => (
        <LinkItem key={link.value} link={link} />
      ))}
      {isSignedIn(session) && (
        <Menu.Item value="logout" onClick={onLogoutAsked} {...itemStyle}>
          Logout
        </Menu.Item>
      )}
    </>
  );
}
