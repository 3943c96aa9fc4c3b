import { Menu } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { UnreadCount } from '../../components/ui/unread-count';
import { RouterLink } from '../../components/ui/router-link';
import { useSession } from '../../features/auth/use-session';
import { useLiveUnread, type UnreadCounts } from '../../features/notifications/live-unread-store';
import { useUnreadCount } from '../../features/notifications/use-unread-count';
import { isSignedIn } from '../../lib/session';
import { accountLinksFor } from './account-links';

const itemStyle = { h: '10', px: '5', fontSize: 'sm', borderRadius: '0', cursor: 'pointer' } as const;

function LinkItem({ value, to, children }: { value: string; to: string; children: ReactNode }) {
  return (
    <Menu.Item value={value} asChild {...itemStyle}>
      <RouterLink to={to}>{children}</RouterLink>
    </Menu.Item>
  );
}

/** The live count when the socket has told it; otherwise asked for once the menu's entries mount. */
function useUnread(of: keyof UnreadCounts): number {
  const live = useLiveUnread();
  const asked = useUnreadCount({ skip: live !== undefined || of === 'messages' });
  return live ? live[of] : of === 'notifications' ? asked : 0;
}

/** How many notifications (or chat messages) are unread, beside their entry; nothing when none. */
export function UnreadBadge({ of = 'notifications' }: { of?: keyof UnreadCounts }) {
  return <UnreadCount count={useUnread(of)} ml="auto" />;
}

/** The account entries (account-links.ts), then Logout when signed in. */
export function UserMenuItems({ onLogoutAsked }: { onLogoutAsked: () => void }) {
  const session = useSession();
  return (
    <>
      {accountLinksFor(session).map((link) => (
        <LinkItem key={link.value} value={link.value} to={link.to}>
          {link.label}
          {link.unread && <UnreadBadge of={link.unread} />}
        </LinkItem>
      ))}
      {isSignedIn(session) && (
        <Menu.Item value="logout" onClick={onLogoutAsked} {...itemStyle}>
          Logout
        </Menu.Item>
      )}
    </>
  );
}
