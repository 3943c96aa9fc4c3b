import { Button, Stack } from '@chakra-ui/react';
import { RouterLink } from '../../components/ui/router-link';
import { useSession } from '../../features/auth/use-session';
import { isSignedIn } from '../../lib/session';
import { accountLinksFor } from './account-links';
import { UnreadBadge } from './user-menu-items';

const linkStyle = { textStyle: 'smallCaps', display: 'flex', alignItems: 'center', gap: '2' } as const;

interface MobileAccountLinksProps {
  onNavigate: () => void;
  onLogoutAsked: () => void;
}

/** The user menu's entries (account-links.ts) as they show in the phone drawer, then Logout when signed in. */
export function MobileAccountLinks({ onNavigate, onLogoutAsked }: MobileAccountLinksProps) {
  const session = useSession();
  return (
    <Stack gap="5">
      {accountLinksFor(session).map((link) => (
        <RouterLink key={link.value} to={link.to} onClick={onNavigate} {...linkStyle}>
          {link.label}
          {link.unread && <UnreadBadge of={link.unread} />}
        </RouterLink>
      ))}
      {isSignedIn(session) && (
        <Button variant="plain" onClick={onLogoutAsked} {...linkStyle} h="auto" p="0" justifyContent="flex-start">
          Logout
        </Button>
      )}
    </Stack>
  );
}
