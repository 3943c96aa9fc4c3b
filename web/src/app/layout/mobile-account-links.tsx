import { Button, Stack } from '@chakra-ui/react';
import { RouterLink } from '../../components/ui/router-link';
import { useSession } from '../../features/auth/use-session';
import { ROLES } from '@spectrum/shared/constants';
import { hasRole, isSignedIn, profilePathFor } from '../../lib/session';
import { UnreadBadge } from './user-menu-items';

const linkStyle = { textStyle: 'smallCaps', display: 'flex', alignItems: 'center', gap: '2' } as const;

interface MobileAccountLinksProps {
  onNavigate: () => void;
  onLogoutAsked: () => void;
}

/** The user menu's entries as they show in the phone drawer: Login and Register, or Profile to Logout. */
export function MobileAccountLinks({ onNavigate, onLogoutAsked }: MobileAccountLinksProps) {
  const session = useSession();
  if (!isSignedIn(session)) {
    return (
      <Stack gap="5">
        <RouterLink to="/login" onClick={onNavigate} {...linkStyle}>
          Login
        </RouterLink>
        <RouterLink to="/register" onClick={onNavigate} {...linkStyle}>
          Register
        </RouterLink>
      </Stack>
    );
  }
  return (
    <Stack gap="5">
      <RouterLink to={profilePathFor(session)} onClick={onNavigate} {...linkStyle}>
        Profile
      </RouterLink>
      {hasRole(session, ROLES.customer) ? (
        <>
          <RouterLink to="/order-track" onClick={onNavigate} {...linkStyle}>
            Orders
          </RouterLink>
          <RouterLink to="/wistlist" onClick={onNavigate} {...linkStyle}>
            Wishlist
          </RouterLink>
        </>
      ) : null}
      <RouterLink to="/chat" onClick={onNavigate} {...linkStyle}>
        Chat
        <UnreadBadge of="messages" />
      </RouterLink>
      <RouterLink to="/notification" onClick={onNavigate} {...linkStyle}>
        Notification
        <UnreadBadge />
      </RouterLink>
      <Button variant="plain" onClick={onLogoutAsked} {...linkStyle} h="auto" p="0" justifyContent="flex-start">
        Logout
      </Button>
    </Stack>
  );
}
