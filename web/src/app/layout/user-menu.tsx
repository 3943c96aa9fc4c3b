import { Box, IconButton, Menu } from '@chakra-ui/react';
import { lazy, Suspense, useRef, useState, type ReactNode } from 'react';
import { MenuIcon } from '../../components/ui/icons';
import { RouterLink } from '../../components/ui/router-link';
import { useSession } from '../../features/auth/use-session';
import { useUnreadCount } from '../../features/notifications/use-unread-count';
import { isSignedIn, profilePathFor } from '../../lib/session';

const LogoutDialog = lazy(() => import('./logout-dialog'));

const itemStyle = { h: '10', px: '5', fontSize: 'sm', borderRadius: '0', cursor: 'pointer' } as const;

function LinkItem({ value, to, children }: { value: string; to: string; children: ReactNode }) {
  return (
    <Menu.Item value={value} asChild {...itemStyle}>
      <RouterLink to={to}>{children}</RouterLink>
    </Menu.Item>
  );
}

/** The count is asked for when the menu opens, so a page view costs no extra request. */
function UnreadBadge() {
  const unread = useUnreadCount({ skip: false });
  if (unread === 0) return null;
  return (
    <Box
      as="span"
      aria-label={`${unread} unread`}
      ml="auto"
      minW="5"
      px="1.5"
      fontSize="xs"
      fontWeight="semibold"
      textAlign="center"
      bg="neutral.900"
      color="white"
      borderRadius="full"
    >
      {unread}
    </Box>
  );
}

/** The hamburger menu: Profile, Chat, Notification and Logout when signed in; Login and Register otherwise. */
export function UserMenu() {
  const session = useSession();
  const signedIn = isSignedIn(session);
  const [logoutOpen, setLogoutOpen] = useState(false);
  // The logout question opens once the menu reports it closed, so the dialog never opens while the
  // menu is still handing focus back to its button. A click (or Enter, which clicks) on the item asks.
  const logoutAsked = useRef(false);

  return (
    <>
      <Menu.Root
        lazyMount
        unmountOnExit
        positioning={{ placement: 'bottom-end', gutter: 12 }}
        onOpenChange={(details) => {
          if (details.open || !logoutAsked.current) return;
          logoutAsked.current = false;
          setLogoutOpen(true);
        }}
      >
        <Menu.Trigger asChild>
          <IconButton aria-label="User menu" variant="ghost" size="sm">
            <MenuIcon />
          </IconButton>
        </Menu.Trigger>
        <Menu.Positioner>
          <Menu.Content minW="48" py="2" borderRadius="0" boxShadow="0 16px 32px rgba(0,0,0,0.08)">
            {signedIn ? (
              <>
                <LinkItem value="profile" to={profilePathFor(session)}>
                  Profile
                </LinkItem>
                <LinkItem value="chat" to="/chat">
                  Chat
                </LinkItem>
                <LinkItem value="notification" to="/notification">
                  Notification
                  <UnreadBadge />
                </LinkItem>
                <Menu.Item value="logout" onClick={() => (logoutAsked.current = true)} {...itemStyle}>
                  Logout
                </Menu.Item>
              </>
            ) : (
              <>
                <LinkItem value="login" to="/login">
                  Login
                </LinkItem>
                <LinkItem value="register" to="/register">
                  Register
                </LinkItem>
              </>
            )}
          </Menu.Content>
        </Menu.Positioner>
      </Menu.Root>
      {logoutOpen && (
        <Suspense fallback={null}>
          <LogoutDialog onClose={() => setLogoutOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
