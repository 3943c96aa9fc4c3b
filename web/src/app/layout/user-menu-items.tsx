import { Menu } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { UnreadCount } from '../../components/ui/unread-count';
import { RouterLink } from '../../components/ui/router-link';
import { useSession } from '../../features/auth/use-session';
import { useLiveUnread, type UnreadCounts } from '../../features/notifications/live-unread-store';
import { useUnreadCount } from '../../features/notifications/use-unread-count';
import { ROLES } from '@spectrum/shared/constants';
import { hasRole, isSignedIn, profilePathFor } from '../../lib/session';

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

/** Profile, (a customer's) Orders and Wishlist, Chat, Notification and Logout; Login and Register signed out. */
export function UserMenuItems({ onLogoutAsked }: { onLogoutAsked: () => void }) {
  const session = useSession();
  if (!isSignedIn(session)) {
    return (
      <>
        <LinkItem value="login" to="/login">
          Login
        </LinkItem>
        <LinkItem value="register" to="/register">
          Register
        </LinkItem>
      </>
    );
  }
  return (
    <>
      <LinkItem value="profile" to={profilePathFor(session)}>
        Profile
      </LinkItem>
      {hasRole(session, ROLES.customer) ? (
        <>
          <LinkItem value="orders" to="/order-track">
            Orders
          </LinkItem>
          <LinkItem value="wishlist" to="/wistlist">
            Wishlist
          </LinkItem>
        </>
      ) : null}
      <LinkItem value="chat" to="/chat">
        Chat
        <UnreadBadge of="messages" />
      </LinkItem>
      <LinkItem value="notification" to="/notification">
        Notification
        <UnreadBadge />
      </LinkItem>
      <Menu.Item value="logout" onClick={onLogoutAsked} {...itemStyle}>
        Logout
      </Menu.Item>
    </>
  );
}
